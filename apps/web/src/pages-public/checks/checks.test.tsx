import type { ApplicationMaterials, TrainingCertificateCheck } from '@cb/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationMaterialsPage } from './ApplicationMaterialsPage';
import { TrainCertificateCheckPage } from './TrainCertificateCheckPage';

const envelope = (status: number, result: unknown, message = '') =>
  new Response(JSON.stringify({ success: status === 200, message, code: status, result, timestamp: 0 }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const training: TrainingCertificateCheck = {
  certNo: 'PX-2025-0101',
  holderName: '周文静',
  employer: '上海华瑞精密机械制造有限公司',
  courseName: '质量管理体系内审员培训',
  standardName: 'GB/T 19001-2016/ISO 9001:2015',
  courseHours: 24,
  trainingFrom: '2026-09-26',
  trainingTo: '2026-09-28',
  issueDate: '2026-10-06',
  validTo: null,
  status: 1,
  statusName: '有效',
  bodyName: '华衡质量认证有限公司',
  checkedAt: '2026-11-24T03:00:00.000Z',
};

const materials: ApplicationMaterials = {
  bodyName: '华衡质量认证有限公司',
  category: 'A',
  scheme: null,
  materials: [
    {
      code: 'M01',
      name: '认证申请书',
      note: '加盖公章',
      required: true,
      hasTemplate: true,
      templates: [{ fileId: '0190a1b2-0000-7000-8000-000000000001', fileName: '申请书.docx', size: 20480 }],
    },
    { code: 'A06', name: '认证转换资料', note: '转入时', required: false, hasTemplate: true, templates: [] },
  ],
};

function renderAt(path: string, Component: () => React.ReactNode, entry = path) {
  const router = createMemoryRouter([{ path, Component }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calls = (path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((u) => u.pathname === path);

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/trainCertificate/public/check')
      return url.searchParams.get('name') === '周文静'
        ? envelope(200, training)
        : envelope(404, null, '未查询到该培训证书，请核对证书编号和持证人姓名');
    if (url.pathname === '/api/xmsl/public/file') return envelope(200, materials);
    return envelope(404, null, 'unexpected');
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('TrainCertificateCheckPage', () => {
  it('asks for both fields before sending anything', async () => {
    renderAt('/trainCertificate/check', TrainCertificateCheckPage);
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'PX-2025-0101' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入证书编号和持证人姓名');
    expect(calls('/api/trainCertificate/public/check')).toHaveLength(0);
  });

  it("shows the server's not-found message, then the status and printed fields", async () => {
    renderAt('/trainCertificate/check', TrainCertificateCheckPage);
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: ' PX-2025-0101 ' } });
    fireEvent.change(screen.getByLabelText('持证人姓名'), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await screen.findByText('未查询到该培训证书，请核对证书编号和持证人姓名');

    fireEvent.change(screen.getByLabelText('持证人姓名'), { target: { value: '周文静' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await screen.findByText('该培训证书真实有效。');
    expect(screen.getByText('质量管理体系内审员培训')).toBeTruthy();
    expect(screen.getByText('长期有效')).toBeTruthy();
    const sent = calls('/api/trainCertificate/public/check').at(-1)!;
    expect(sent.searchParams.get('certNo')).toBe('PX-2025-0101');
  });
});

describe('ApplicationMaterialsPage', () => {
  it('links uploaded templates for download and says when a form is not uploaded yet', async () => {
    renderAt('/xmsl/file', ApplicationMaterialsPage);
    const link = await screen.findByRole('link', { name: '下载 申请书.docx' });
    expect(link.getAttribute('href')).toContain('/api/xmsl/public/file/download?');
    expect(link.getAttribute('href')).toContain('fileId=0190a1b2-0000-7000-8000-000000000001');
    expect(screen.getByText('模板尚未上传，请联系本机构索取。')).toBeTruthy();
  });

  it('asks for the chosen category and standard, kept in the URL', async () => {
    const router = renderAt('/xmsl/file', ApplicationMaterialsPage, '/xmsl/file?category=A&scheme=E');
    await screen.findByText('认证申请书');
    expect(calls('/api/xmsl/public/file')[0]!.searchParams.get('scheme')).toBe('E');
    fireEvent.change(screen.getByLabelText('认证类别'), { target: { value: 'B' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=B'));
    await waitFor(() =>
      expect(calls('/api/xmsl/public/file').at(-1)!.searchParams.get('category')).toBe('B'),
    );
    expect(screen.queryByLabelText('认证标准')).toBeNull();
  });
});
