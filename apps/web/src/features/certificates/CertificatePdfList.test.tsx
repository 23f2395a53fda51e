import '../../shared/testing/browserStubs';
import type { CertificatePdfRow } from '@cb/domain';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/testing/queryClient';
import { CertificatePdfList } from './CertificatePdfList';

configure({ asyncUtilTimeout: 5000 });

const CERT = '0190a0b0-0000-7000-8000-000000000101';
const OLD = '0190a0b0-0000-7000-8000-000000000100';
const row = (n: number, over: Partial<CertificatePdfRow>): CertificatePdfRow => ({
  id: `0190a0b0-0000-7000-8000-00000000020${n}`,
  certificateId: CERT,
  issueDate: '2026-11-20',
  currentVersion: true,
  reason: 'regenerate',
  reasonName: '证书维护重新生成',
  note: '',
  templateName: '管理体系认证证书（中文）',
  templateRevision: 3,
  fileName: `证书06826Q10001R0M（2026-11-20）-${n}.pdf`,
  size: 61_200,
  createdByName: '张敏',
  createTime: '2026-11-24T03:05:09.000Z',
  ...over,
});
const rows = [
  row(3, { note: '模板更新后重新生成' }),
  row(2, {
    reason: 'change',
    reasonName: '变更换证',
    note: '名称变更：营业执照变更',
    createTime: '2026-11-20T02:00:00.000Z',
  }),
  row(1, {
    certificateId: OLD,
    issueDate: '2025-01-15',
    currentVersion: false,
    reason: 'issue',
    reasonName: '发证',
    note: '初次认证认证决定通过，发放证书',
    templateRevision: 1,
    createTime: '2025-01-15T02:00:00.000Z',
  }),
];

interface Call {
  path: string;
  params: URLSearchParams;
}
function fakeApi(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      const path = url.pathname.replace(/^\/api/, '');
      calls.push({ path, params: url.searchParams });
      if (path === '/zsfx/certificate/pdfs/file')
        return new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        });
      return new Response(
        JSON.stringify({ success: true, message: '', code: 200, result: rows, timestamp: 0 }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CertificatePdfList (证书详情 证书PDF)', () => {
  it('lists the kept PDFs of every version newest first, with when and why, and opens one', async () => {
    const calls = fakeApi();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }),
    );
    render(
      withQueryClient(
        <App>
          <CertificatePdfList certificateId={CERT} />
        </App>,
      ),
    );
    await screen.findByText('模板更新后重新生成');
    const body = document.querySelector('.ant-table-tbody')!;
    const lines = [...body.querySelectorAll('tr.ant-table-row')];
    expect(lines.map((tr) => tr.querySelector('.ant-tag')?.textContent)).toEqual([
      '证书维护重新生成',
      '变更换证',
      '发证',
    ]);
    const first = lines[0] as HTMLElement;
    expect(within(first).getByText('2026-11-24 11:05:09')).toBeTruthy();
    expect(within(first).getByText('本版本')).toBeTruthy();
    expect(within(first).getByText('管理体系认证证书（中文） 第3版')).toBeTruthy();
    expect(within(first).getByText('61 kB')).toBeTruthy();
    const oldest = lines[2] as HTMLElement;
    expect(within(oldest).queryByText('本版本')).toBeNull();
    expect(within(oldest).getByText(/2025-01-15 发证/)).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/zsfx/certificate/pdfs' });
    expect(calls[0]!.params.get('id')).toBe(CERT);

    fireEvent.click(within(oldest).getByRole('button', { name: '打开' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:pdf', '_blank', 'noopener'));
    const file = calls.find((c) => c.path === '/zsfx/certificate/pdfs/file')!;
    expect(Object.fromEntries(file.params)).toMatchObject({ id: CERT, pdfId: rows[2]!.id });
  });

  it('says when no PDF has been kept yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify({ success: true, message: '', code: 200, result: [], timestamp: 0 }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    render(
      withQueryClient(
        <App>
          <CertificatePdfList certificateId={CERT} />
        </App>,
      ),
    );
    expect(await screen.findByText(/尚未生成证书PDF/)).toBeTruthy();
  });
});
