import { describe, expect, it } from 'vitest';
import { companyCheckUrl } from './company-check.ts';

describe('companyCheckUrl', () => {
  it('puts the encoded, trimmed company name in place of {name}', () => {
    expect(companyCheckUrl('https://www.qcc.com/web/search?key={name}', ' 华衡 公司 ')).toBe(
      'https://www.qcc.com/web/search?key=%E5%8D%8E%E8%A1%A1%20%E5%85%AC%E5%8F%B8',
    );
    expect(companyCheckUrl('https://x.cn/s?a={name}&b={name}', 'a&b')).toBe('https://x.cn/s?a=a%26b&b=a%26b');
  });

  it('keeps a URL without placeholder and empties it without a name', () => {
    expect(companyCheckUrl('https://www.gsxt.gov.cn/', '华衡')).toBe('https://www.gsxt.gov.cn/');
    expect(companyCheckUrl('https://x.cn/s?k={name}', undefined)).toBe('https://x.cn/s?k=');
  });

  it('refuses anything that is not http(s)', () => {
    expect(companyCheckUrl('javascript:alert(1)//{name}', 'x')).toBeNull();
    expect(companyCheckUrl('data:text/html,{name}', 'x')).toBeNull();
    expect(companyCheckUrl('/relative', 'x')).toBeNull();
  });
});
