import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import type { PaymentDetail, ReceivableRow } from '@cb/domain/finance';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import PaymentRelatePage from './PaymentRelatePage';

const payment: PaymentDetail = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  enterpriseId: '0190a0b0-0000-7000-8000-0000000000e1',
  enterpriseName: '示例客户有限公司',
  amount: '1000.00',
  allocated: '100.00',
  unallocated: '900.00',
  receivedDate: '2026-03-02',
  method: 1,
  bankReference: '6222020200012345678',
  remark: '',
  createTime: '2026-03-02T00:00:00.000Z',
  updateTime: '2026-03-02T00:00:00.000Z',
  version: 4,
  createdBy: null,
  updatedBy: null,
  allocations: [
    {
      id: 'a1',
      receivableId: '0190a0b0-0000-7000-8000-0000000000r1',
      amount: '100.00',
      contractNo: 'HT202600001',
      standardCode: 'GB/T 19001',
      auditType: 1,
      feeType: 1,
      receivableAmount: '800.00',
      receivableReceived: '100.00',
      dueDate: '2026-04-01',
    },
  ],
};

const open: ReceivableRow = {
  id: '0190a0b0-0000-7000-8000-0000000000r2',
  enterpriseId: payment.enterpriseId,
  enterpriseName: payment.enterpriseName,
  contractId: 'c1',
  contractNo: 'HT202600002',
  contractItemId: 'i2',
  standardCode: 'GB/T 24001',
  auditType: 2,
  feeType: 2,
  amount: '500.00',
  received: '0.00',
  arrears: '500.00',
  invoiced: '0.00',
  status: 0,
  invoiceStatus: 1,
  dueDate: '2026-06-01',
  dueBasis: 1,
  createTime: '2026-03-01T00:00:00.000Z',
  version: 1,
};

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: { method: string; path: string; body: unknown }[] = [];

function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.pathname === '/api/cwgl/payment/queryById') return envelope(payment);
      if (url.pathname === '/api/cwgl/receivable/list')
        return envelope({ records: [open], total: 1, current: 1, size: 100, pages: 1 });
      if (url.pathname === '/api/cwgl/payment/changeRelate') return envelope({ id: payment.id, version: 5 });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/cwgl/payment/changeRelate/:id', Component: PaymentRelatePage },
      { path: '/cwgl/payment', Component: () => <p>list</p> },
    ],
    { initialEntries: [`/cwgl/payment/changeRelate/${payment.id}`] },
  );
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

describe('PaymentRelatePage (变更关联)', () => {
  it('shows the saved allocation and the open receivables, refuses too much as typed, then sends the new allocations with the version', async () => {
    grant('cwgl:payment:relate');
    renderPage();
    const mine = (await screen.findByTestId(
      `allocate-${payment.allocations[0]!.receivableId}`,
    )) as HTMLInputElement;
    expect(mine.value).toBe('100.00');
    const other = (await screen.findByTestId(`allocate-${open.id}`)) as HTMLInputElement;
    // The enterprise's receivable owing 500.00: 500.01 is refused before anything is sent.
    fireEvent.change(other, { target: { value: '500.011' } });
    expect(other.value).toBe('500.01');
    expect((await screen.findByTestId('allocation-problem')).textContent).toContain('超过欠费 500.00');
    fireEvent.change(other, { target: { value: '500' } });
    fireEvent.change(mine, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByTestId('allocation-problem')).toBeNull());
    expect(screen.getByTestId('allocation-total').textContent).toContain('关联合计 500.00 元');
    fireEvent.click(screen.getByTestId('relate-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cwgl/payment/changeRelate')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/cwgl/payment/changeRelate')!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({
      id: payment.id,
      version: 4,
      allocations: [{ receivableId: open.id, amount: '500' }],
    });
    await screen.findByText('list');
  });
});
