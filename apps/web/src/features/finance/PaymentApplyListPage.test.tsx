import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import type { PaymentApplyRow } from '@cb/domain/finance';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import PaymentApplyListPage from './PaymentApplyListPage';

const row: PaymentApplyRow = {
  id: '0190a0b0-0000-7000-8000-0000000000b1',
  enterpriseId: '0190a0b0-0000-7000-8000-0000000000e1',
  enterpriseName: '示例客户有限公司',
  amount: '8000.00',
  expectedDate: '2026-12-10',
  remark: '客户来电确认',
  status: 0,
  applicantName: '李业务',
  createdBy: '0190a0b0-0000-7000-8000-0000000000u1',
  approverName: '',
  decidedAt: null,
  rejectReason: '',
  paymentId: null,
  paymentReceivedDate: null,
  paymentAmount: null,
  createTime: '2026-11-01T00:00:00.000Z',
  version: 2,
};

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: { url: URL; method: string; body: string }[] = [];

function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

beforeEach(() => {
  forgetColumnSettings();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      calls.push({ url, method: init?.method ?? 'GET', body: String(init?.body ?? '') });
      if (url.pathname === '/api/cwgl/apply/payment/list')
        return envelope({ records: [row], total: 1, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/cwgl/apply/payment/approve') return envelope({ id: row.id, version: 3 });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/cwgl/apply/payment', Component: PaymentApplyListPage }], {
    initialEntries: ['/cwgl/apply/payment'],
  });
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

describe('PaymentApplyListPage', () => {
  it('shows the application to its applicant with 申请 and 编辑, not 审批', async () => {
    grant('cwgl:paymentApply:add', 'cwgl:paymentApply:edit');
    renderPage();
    await screen.findByText(row.enterpriseName);
    for (const text of ['8000.00', '2026-12-10', '待审批', '李业务'])
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^申\s*请$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^审\s*批$/ })).toBeNull();
  });

  it('lets finance reject with the reason and the version it read', async () => {
    grant('cwgl:paymentApply:approve');
    renderPage();
    await screen.findByText(row.enterpriseName);
    fireEvent.click(screen.getByRole('button', { name: /^审\s*批$/ }));
    fireEvent.click(await screen.findByText('驳回'));
    const ok = screen.getByRole('button', { name: /确\s*定|OK/ });
    fireEvent.click(ok);
    await screen.findByText('请填写驳回原因');
    fireEvent.change(screen.getByPlaceholderText('驳回原因'), { target: { value: '金额待核对' } });
    fireEvent.click(ok);
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/cwgl/apply/payment/approve')).toBe(true),
    );
    const sent = JSON.parse(calls.find((c) => c.url.pathname === '/api/cwgl/apply/payment/approve')!.body);
    expect(sent).toEqual({ id: row.id, version: 2, pass: false, reason: '金额待核对' });
  });
});
