import '../../shared/testing/browserStubs';
import type { ApplicationRow, Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import ApplicationListPage from './ApplicationListPage';

const row = (n: number, status: number): ApplicationRow => ({
  id: `0190a0b0-0000-7000-8000-00000000000${n}`,
  version: n,
  applyNo: `SQ20260000${n}`,
  enterpriseId: '0190a0b0-0000-7000-8000-000000000100',
  enterpriseName: `企业${n}`,
  partnerName: '',
  applicationType: 1,
  applicationType_dictText: '初次认证',
  receivedDate: '2026-11-21',
  standardCodes: 'Q',
  status,
  status_dictText: '',
  returnReason: '',
  createTime: '2026-11-24T03:05:09.000Z',
  submitTime: null,
  reviewTime: null,
});
// draft, submitted, accepted, returned
const rows = [row(1, 0), row(2, 1), row(3, 2), row(4, 3)];

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
  const router = createMemoryRouter([{ path: '/xmsl/search', Component: ApplicationListPage }], {
    initialEntries: ['/xmsl/search'],
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
      if (url.pathname === '/api/xmsl/cerApplyApi/list')
        return envelope({ records: rows, total: 4, current: 1, size: 10, pages: 1, totalCapped: false });
      if (url.pathname === '/api/xmsl/cerApplyApi/delete') return envelope(null);
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

const rowOf = (applyNo: string) => screen.getByText(applyNo).closest('tr') as HTMLElement;
const buttons = (applyNo: string) =>
  within(rowOf(applyNo))
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

describe('ApplicationListPage', () => {
  it('offers each row only the actions its status allows (the domain rules) and the user holds', async () => {
    grant(
      'xmsl:search:detail',
      'xmsl:search:audit',
      'xmsl:search:update',
      'xmsl:change:add',
      'xmsl:search:delete',
    );
    renderPage();
    await screen.findByText('SQ202600001');
    expect(buttons('SQ202600001')).toEqual(['详情', '修改', '删除']);
    expect(buttons('SQ202600002')).toEqual(['详情', '审核']);
    expect(buttons('SQ202600003')).toEqual(['详情', '变更']);
    expect(buttons('SQ202600004')).toEqual(['详情', '修改']);
    expect(screen.getAllByText('2026-11-24 11:05:09').length).toBe(4);
  });

  it('hides what the user may not do', async () => {
    grant('xmsl:search:detail');
    renderPage();
    await screen.findByText('SQ202600001');
    for (const r of rows) expect(buttons(r.applyNo)).toEqual(['详情']);
  });

  it('deletes a draft with its version after confirmation, then asks for the list again', async () => {
    grant('xmsl:search:detail', 'xmsl:search:delete');
    renderPage();
    await screen.findByText('SQ202600001');
    const listCalls = () => calls.filter((c) => c.path === '/api/xmsl/cerApplyApi/list');
    expect(listCalls()).toHaveLength(1);
    fireEvent.click(within(rowOf('SQ202600001')).getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该草稿申请吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/xmsl/cerApplyApi/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/xmsl/cerApplyApi/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: rows[0]!.id, version: '1' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});
