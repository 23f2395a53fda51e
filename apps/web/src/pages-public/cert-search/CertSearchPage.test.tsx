import type { PublicCertificate } from '@cb/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CertSearchPage } from './CertSearchPage';

const envelope = (status: number, result: unknown, message = '') =>
  new Response(JSON.stringify({ success: status === 200, message, code: status, result, timestamp: 0 }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const certificate: PublicCertificate = {
  certNo: '06824Q10286R0S',
  mainCertNo: '',
  certificateType: 'A',
  standardCode: 'Q',
  standardName: '质量管理体系',
  standardVersion: 'GB/T 19001-2016/ISO 9001:2015',
  enterpriseName: '上海华瑞精密机械制造有限公司',
  enterpriseNameEn: '',
  enterpriseAddress: '上海市高新区科技路11号',
  enterpriseAddressEn: '',
  scopeZh: '精密机械零部件的加工和装配',
  scopeEn: '',
  firstIssueDate: '2024-03-01',
  issueDate: '2024-03-01',
  expiryDate: '2027-02-28',
  status: 2,
  statusName: '暂停',
  suspendUntil: '2027-04-20',
};

function renderPage(entry = '/cert/search') {
  const router = createMemoryRouter([{ path: '/cert/search', Component: CertSearchPage }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('CertSearchPage', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  const searches = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname === '/api/cert/public/search');

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/cert/public/body')
        return envelope(200, { tenantId: 1, name: '华衡质量认证有限公司' });
      if (url.searchParams.get('certNo') === 'NONE')
        return envelope(200, { records: [], total: 0, current: 1, size: 10, pages: 0 });
      return envelope(200, { records: [certificate], total: 1, current: 1, size: 10, pages: 1 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the body, and asks for a number or a name before searching', async () => {
    renderPage();
    expect(await screen.findByText('华衡质量认证有限公司')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入证书编号或企业名称');
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '华' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('企业名称至少输入2个字');
    expect(searches()).toHaveLength(0);
  });

  it('searches by name with a status and shows the certificate with its status label', async () => {
    const router = renderPage();
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: ' 华瑞 ' } });
    fireEvent.change(screen.getByLabelText('证书状态'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('06824Q10286R0S')).toBeTruthy();
    expect(screen.getByTestId('cert-status').textContent).toBe('暂停');
    expect(screen.getByText('2027-04-20')).toBeTruthy();
    expect(screen.getByText('质量管理体系 GB/T 19001-2016/ISO 9001:2015')).toBeTruthy();
    const [call] = searches();
    expect(call!.searchParams.get('enterpriseName')).toBe('华瑞');
    expect(call!.searchParams.get('status')).toBe('2');
    expect(call!.searchParams.get('tenantId')).toBe('1');
    expect(router.state.location.search).toBe('?enterpriseName=%E5%8D%8E%E7%91%9E&status=2');
  });

  it('runs the query of a link and shows the empty state', async () => {
    renderPage('/cert/search?certNo=NONE');
    expect(await screen.findByText('未查询到相关证书')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('证书编号').value).toBe('NONE');
    await waitFor(() => expect(searches()).toHaveLength(1));
  });

  it('shows an exact total, and a capped one (a frequent name) as "1,000+"', async () => {
    renderPage('/cert/search?enterpriseName=%E5%8D%8E%E7%91%9E');
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    fetchMock.mockImplementation(async () =>
      envelope(200, {
        records: [certificate],
        total: 1000,
        totalCapped: true,
        current: 1,
        size: 10,
        pages: 100,
      }),
    );
    cleanup();
    renderPage('/cert/search?enterpriseName=%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8');
    expect(await screen.findByText('共 1,000+ 条')).toBeTruthy();
  });

  it("shows the server's message when the query is refused", async () => {
    fetchMock.mockImplementation(async () => envelope(429, null, '查询过于频繁，请稍后再试'));
    renderPage('/cert/search?certNo=X');
    expect((await screen.findByRole('alert')).textContent).toBe('查询过于频繁，请稍后再试');
  });
});
