import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import type { PaymentRow } from '@cb/domain/finance';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import { allocatedTotal, allocationProblem, editorRows } from './AllocationEditor';
import PaymentListPage from './PaymentListPage';

const row: PaymentRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  enterpriseId: '0190a0b0-0000-7000-8000-0000000000e1',
  enterpriseName: '示例客户有限公司',
  amount: '12000.50',
  allocated: '10000.00',
  unallocated: '2000.50',
  receivedDate: '2026-03-02',
  method: 1,
  bankReference: '6222020200012345678',
  remark: '首期款',
  createTime: '2026-11-24T03:05:09.000Z',
  updateTime: '2026-11-24T03:05:09.000Z',
  version: 2,
};

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: { method: string; path: string; params: URLSearchParams }[] = [];

function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/cwgl/payment', Component: PaymentListPage }], {
    initialEntries: ['/cwgl/payment'],
  });
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

beforeEach(() => {
  forgetColumnSettings();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, params: url.searchParams });
      if (url.pathname === '/api/cwgl/payment/list')
        return envelope({ records: [row], total: 1, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/cwgl/payment/delete') return envelope({ id: row.id });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

const listCalls = () => calls.filter((c) => c.path === '/api/cwgl/payment/list');

describe('PaymentListPage', () => {
  it('lists payments with exact amounts, the bank reference in groups of 4 and only the allowed actions', async () => {
    grant('cwgl:payment:detail');
    renderPage();
    const link = await screen.findByRole('link', { name: row.enterpriseName });
    expect(link.getAttribute('href')).toBe(`/cwgl/payment/edit/${row.id}`);
    expect(screen.getByText('12000.50')).toBeTruthy();
    expect(screen.getByText('2000.50')).toBeTruthy();
    expect(screen.getByText('6222 0202 0001 2345 678')).toBeTruthy();
    expect(screen.getByText('银行转账')).toBeTruthy();
    expect(screen.getByText('2026-11-24 11:05:09')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByText('变更关联')).toBeNull();
    expect(listCalls()[0]!.params.get('pageNo')).toBe('1');
  });

  it('offers 新增, 变更关联 and the export to those with the codes', async () => {
    grant('cwgl:payment:add', 'cwgl:payment:relate', 'cwgl:payment:export');
    renderPage();
    await screen.findByText(row.enterpriseName);
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.getByText('变更关联')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('warns that deleting reverses the allocations, then deletes with the version and reloads', async () => {
    grant('cwgl:payment:detail', 'cwgl:payment:delete');
    renderPage();
    await screen.findByText(row.enterpriseName);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该收款登记吗？');
    expect(screen.getByText(/删除后关联将一并撤销/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cwgl/payment/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/cwgl/payment/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: row.id, version: '2' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});

describe('the allocation editor’s rule', () => {
  const open = [
    {
      id: 'r1',
      enterpriseId: 'e1',
      enterpriseName: '',
      contractId: 'c1',
      contractNo: 'HT202600001',
      contractItemId: 'i1',
      standardCode: 'Q',
      auditType: 1,
      feeType: 1,
      amount: '1000.00',
      received: '400.00',
      arrears: '600.00',
      invoiced: '0.00',
      status: 1,
      invoiceStatus: 1,
      dueDate: '2026-04-01',
      dueBasis: 1,
      createTime: '',
      version: 1,
    },
  ];
  const mine = [
    {
      id: 'a1',
      receivableId: 'r1',
      amount: '100.00',
      contractNo: 'HT202600001',
      standardCode: 'Q',
      auditType: 1,
      feeType: 1,
      receivableAmount: '1000.00',
      receivableReceived: '400.00',
      dueDate: '2026-04-01',
    },
  ];

  it('lets a payment keep and raise its own share up to the arrears plus that share', () => {
    const rows = editorRows(open, mine);
    expect(rows).toHaveLength(1);
    const payment = { amount: '1000', enterpriseId: 'e1' };
    expect(allocationProblem(rows, { r1: '700' }, payment)).toBeNull();
    expect(allocationProblem(rows, { r1: '700.01' }, payment)).toContain('超过欠费 700.00');
    expect(allocationProblem(rows, { r1: '700' }, { amount: '600', enterpriseId: 'e1' })).toBe(
      '关联金额合计 700.00 超过收款金额 600.00',
    );
    expect(allocatedTotal({ r1: '0.1', r2: '0.2', r3: '' })).toBe('0.30');
  });
});
