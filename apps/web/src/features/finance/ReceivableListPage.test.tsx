import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import type { ReceivableRow } from '@cb/domain/finance';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import ReceivableListPage from './ReceivableListPage';

const row: ReceivableRow = {
  id: '0190a0b0-0000-7000-8000-000000000002',
  enterpriseId: '0190a0b0-0000-7000-8000-0000000000e1',
  enterpriseName: '示例客户有限公司',
  contractId: '0190a0b0-0000-7000-8000-0000000000c1',
  contractNo: 'HT202600001',
  contractItemId: '0190a0b0-0000-7000-8000-0000000000i1',
  standardCode: 'GB/T 19001',
  auditType: 2,
  feeType: 2,
  amount: '8000.00',
  received: '3000.50',
  arrears: '4999.50',
  invoiced: '0.00',
  status: 1,
  invoiceStatus: 1,
  dueDate: '2026-06-01',
  dueBasis: 1,
  createTime: '2026-03-01T00:00:00.000Z',
  version: 2,
};

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: URL[] = [];

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
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      calls.push(url);
      if (url.pathname === '/api/cwgl/receivable/list')
        return envelope({ records: [row], total: 1, current: 1, size: 10, pages: 1 });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/cwgl/receivable', Component: ReceivableListPage }], {
    initialEntries: ['/cwgl/receivable'],
  });
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

describe('ReceivableListPage', () => {
  it('shows amount, received, arrears, status, invoice status and the due date with its basis', async () => {
    grant('cwgl:receivable:detail');
    renderPage();
    await screen.findByText(row.enterpriseName);
    for (const text of [
      '8000.00',
      '3000.50',
      '4999.50',
      '部分收款',
      '监督审核',
      '2026-06-01',
      '审核前（计划审核日期）',
    ])
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(calls[0]!.pathname).toBe('/api/cwgl/receivable/list');
  });

  it('offers the export with its code', async () => {
    grant('cwgl:receivable:detail', 'cwgl:receivable:export');
    renderPage();
    await screen.findByText(row.enterpriseName);
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });
});
