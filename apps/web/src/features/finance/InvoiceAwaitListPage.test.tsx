import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import type { InvoiceRow } from '@cb/domain/finance';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import InvoiceAwaitListPage from './InvoiceAwaitListPage';

const row: InvoiceRow = {
  id: '0190a0b0-0000-7000-8000-0000000000a1',
  enterpriseId: '0190a0b0-0000-7000-8000-0000000000e1',
  enterpriseName: '示例客户有限公司',
  status: 0,
  type: 1,
  invoiceNo: '',
  invoiceDate: null,
  amount: '10600.00',
  taxRate: null,
  netAmount: null,
  taxAmount: null,
  remark: '首期款开票',
  reason: '',
  applicantName: '王会计',
  createTime: '2026-03-01T00:00:00.000Z',
  version: 3,
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
      if (url.pathname === '/api/cwgl/invoice/list')
        return envelope({ records: [row], total: 1, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/cwgl/invoice/reject') return envelope({ id: row.id, version: 4 });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/cwgl/invoice/await', Component: InvoiceAwaitListPage }], {
    initialEntries: ['/cwgl/invoice/await'],
  });
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

describe('InvoiceAwaitListPage', () => {
  it('lists the requests of the await view with their type and amount; actions by code', async () => {
    grant('cwgl:invoice:apply');
    renderPage();
    await screen.findByText(row.enterpriseName);
    expect(calls[0]!.url.searchParams.get('view')).toBe('await');
    for (const text of ['10600.00', '增值税专用发票', '待开票', '王会计'])
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /开票申请/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^驳\s*回$/ })).toBeNull();
  });

  it('rejects with the reason and the version it read', async () => {
    grant('cwgl:invoice:reject', 'cwgl:invoice:issue');
    renderPage();
    await screen.findByText(row.enterpriseName);
    fireEvent.click(screen.getByRole('button', { name: /^驳\s*回$/ }));
    const ok = await screen.findByRole('button', { name: /确\s*定|OK/ });
    fireEvent.click(ok);
    await screen.findByText('请填写原因');
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '缺少纳税人识别号' } });
    fireEvent.click(ok);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/cwgl/invoice/reject')).toBe(true));
    const sent = JSON.parse(calls.find((c) => c.url.pathname === '/api/cwgl/invoice/reject')!.body);
    expect(sent).toEqual({ id: row.id, version: 3, reason: '缺少纳税人识别号' });
  });
});
