import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import type { PartnerRow } from '@cb/domain/partners';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import PartnerListPage from './PartnerListPage';

const row: PartnerRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  code: 'HZ001',
  name: '示例合作方',
  level: 1,
  partnerType: 'consultancy',
  region: '上海市浦东新区',
  settlementPrice: '3200.50',
  rebateRate: '6.00',
  assignMode: 2,
  contactName: '顾晓峰',
  contactPhone: '13816620031',
  status: 1,
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
  const router = createMemoryRouter([{ path: '/hzf/partner', Component: PartnerListPage }], {
    initialEntries: ['/hzf/partner'],
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
      if (url.pathname === '/api/hzf/partner/list')
        return envelope({ records: [row], total: 1, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/hzf/partner/delete') return envelope({ id: row.id });
      if (url.pathname === '/api/hzf/partner/status') return envelope({ id: row.id, version: 3 });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

const listCalls = () => calls.filter((c) => c.path === '/api/hzf/partner/list');

describe('PartnerListPage', () => {
  it('lists the partners with type, level, exact money and assignment mode, and only the allowed actions', async () => {
    grant('hzf:partner:detail');
    renderPage();
    const link = await screen.findByRole('link', { name: row.name });
    expect(link.getAttribute('href')).toBe(`/hzf/partner/edit/${row.id}/0`);
    for (const text of ['HZ001', '咨询机构', '优质', '3200.50', '6.00', '合作方推荐', '启用', '顾晓峰'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /停\s*用/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    // The list asks the server for its page, sorted by the code by default.
    expect(listCalls()[0]!.params.get('pageNo')).toBe('1');
  });

  it('sends the search filters (name, type, level, status) to the server', async () => {
    grant('hzf:partner:detail');
    renderPage();
    await screen.findByText(row.name);
    fireEvent.change(document.querySelector('[id$="_search_name"]')!, { target: { value: '卓信' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listCalls().at(-1)!.params.get('name')).toBe('卓信'));
  });

  it('disables a partner with its version after confirmation', async () => {
    grant('hzf:partner:detail', 'hzf:partner:edit');
    renderPage();
    await screen.findByText(row.name);
    fireEvent.click(screen.getByRole('button', { name: /停\s*用/ }));
    await screen.findAllByText('确定停用该合作方吗？停用后不能再被新的企业或申请选择。');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/hzf/partner/status')).toBe(true));
    expect(calls.find((c) => c.path === '/api/hzf/partner/status')!.method).toBe('PUT');
  });

  it('deletes a record with its version after confirmation, then asks for the list again', async () => {
    grant('hzf:partner:detail', 'hzf:partner:delete');
    renderPage();
    await screen.findByText(row.name);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该合作方吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/hzf/partner/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/hzf/partner/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: row.id, version: '2' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});
