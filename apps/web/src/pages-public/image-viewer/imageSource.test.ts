import { describe, expect, it } from 'vitest';
import { imageSource } from './imageSource';

const ours = { origin: 'https://erp.example.cn' };
const withStatic = { origin: 'https://erp.example.cn', staticDomain: 'https://static.example.cn/files/' };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('imageSource', () => {
  it.each([
    ['/logo.png', ours, 'https://erp.example.cn/logo.png'],
    ['logo.png', ours, 'https://erp.example.cn/logo.png'],
    ['https://erp.example.cn/a/b.jpg?x=1', ours, 'https://erp.example.cn/a/b.jpg?x=1'],
    [
      'upload/营业执照.png',
      withStatic,
      'https://static.example.cn/files/upload/%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.png',
    ],
    ['https://static.example.cn/x.png', withStatic, 'https://static.example.cn/x.png'],
    ['/logo.png', withStatic, 'https://static.example.cn/files/logo.png'],
    [PNG, ours, PNG],
  ])('%s is shown', (src, context, expected) => expect(imageSource(src, context)).toBe(expected));

  it.each([
    [''],
    ['   '],
    ['javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['data:image/png,<svg onload=alert(1)>'],
    ['blob:https://erp.example.cn/1234'],
    ['https://evil.example.com/a.png'],
    ['//evil.example.com/a.png'],
    ['\\\\evil.example.com/a.png'],
    ['https://erp.example.cn.evil.com/a.png'],
    ['https://user:pw@erp.example.cn/a.png'],
    ['ftp://erp.example.cn/a.png'],
    ['https://static.example.cn/x.png'],
  ])('%j is refused', (src) => expect(imageSource(src, ours)).toBeNull());

  it('ignores a static domain that is not an http(s) URL', () => {
    expect(
      imageSource('https://static.example.cn/a.png', { ...ours, staticDomain: 'javascript:alert(1)' }),
    ).toBeNull();
    expect(imageSource('a.png', { ...ours, staticDomain: 'not a url' })).toBe('https://erp.example.cn/a.png');
  });
});
