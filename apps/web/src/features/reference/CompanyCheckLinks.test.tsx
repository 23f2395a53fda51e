import '../../shared/testing/browserStubs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CompanyCheckLinks from './CompanyCheckLinks';

const LINKS = [
  { name: '信用中国', category: 'credit', url: 'https://www.creditchina.gov.cn/s?keyword={name}' },
  { name: '企查查', category: 'business', url: 'https://www.qcc.com/web/search?key={name}' },
  { name: '全国认证认可信息公共服务平台', category: 'certification', url: 'http://cx.cnca.cn/index' },
];

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, code: 200, message: '', result: { links: LINKS, version: 1 } }),
          { status: 200 },
        ),
    ),
  ),
);
afterEach(() => vi.unstubAllGlobals());

function show(companyName: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CompanyCheckLinks companyName={companyName} />
    </QueryClientProvider>,
  );
}

describe('CompanyCheckLinks (the review page passes the reviewed enterprise)', () => {
  it('fills the name into each site, encoded, opening in a new tab', async () => {
    show('华衡电子（苏州）有限公司 & Co');
    const encoded = encodeURIComponent('华衡电子（苏州）有限公司 & Co');
    const credit = (await screen.findByRole('link', { name: '信用中国' })) as HTMLAnchorElement;
    expect(credit.getAttribute('href')).toBe(`https://www.creditchina.gov.cn/s?keyword=${encoded}`);
    const qcc = screen.getByRole('link', { name: '企查查' });
    expect(qcc.getAttribute('href')).toBe(`https://www.qcc.com/web/search?key=${encoded}`);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    // A site without a search parameter opens as configured.
    expect(screen.getByRole('link', { name: '全国认证认可信息公共服务平台' }).getAttribute('href')).toBe(
      'http://cx.cnca.cn/index',
    );
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('华衡电子（苏州）有限公司 & Co');
    // Grouped under the categories' headings.
    expect(screen.getByText('信用信息')).toBeTruthy();
    expect(screen.getByText('工商信息')).toBeTruthy();
  });
});
