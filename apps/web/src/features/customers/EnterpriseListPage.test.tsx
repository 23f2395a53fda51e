import '../../shared/testing/browserStubs';
import type { EnterpriseRow, Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import EnterpriseListPage from './EnterpriseListPage';

const row: EnterpriseRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  code: 'KH202600001',
  name: '苏州星河精密制造有限公司',
  nameEn: '',
  creditCode: '91320594MA1XXXXXXX',
  natureCode: '3',
  industryCode: '18',
  regionCode: '320000',
  regionName: '江苏省',
  registeredCapital: '2000.5000',
  legalRepresentative: '陈星河',
  registeredAddress: '',
  totalHeadcount: 180,
  scaleLevel: 'M',
  branchCompany: '',
  partnerId: null,
  partnerName: null,
  status: 1,
  createTime: '2026-11-24T03:05:09.000Z',
  updateTime: '2026-11-24T03:05:09.000Z',
  version: 3,
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
  const router = createMemoryRouter([{ path: '/khgl/enterprise', Component: EnterpriseListPage }], {
    initialEntries: ['/khgl/enterprise'],
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
      if (url.pathname === '/api/khgl/enterprise/list')
        return envelope({ records: [row], total: 1, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/khgl/enterprise/delete') return envelope({ id: row.id });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

const listCalls = () => calls.filter((c) => c.path === '/api/khgl/enterprise/list');

describe('EnterpriseListPage', () => {
  it('lists the enterprises with their creation time in the body time zone, and only the allowed actions', async () => {
    grant('khgl:enterprise:detail');
    renderPage();
    const link = await screen.findByRole('link', { name: row.name });
    expect(link.getAttribute('href')).toBe(`/khgl/enterprise/edit/${row.id}/0`);
    expect(screen.getByText('2026-11-24 11:05:09')).toBeTruthy();
    expect(screen.getByText('2000.5')).toBeTruthy();
    expect(screen.getByRole('button', { name: /查\s*看/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('deletes an enterprise with its version after confirmation, then asks for the list again', async () => {
    grant('khgl:enterprise:detail', 'khgl:enterprise:delete');
    renderPage();
    await screen.findByText(row.name);
    expect(listCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该企业吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/khgl/enterprise/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/khgl/enterprise/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: row.id, version: '3' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect((await screen.findAllByText('删除成功')).length).toBeGreaterThan(0);
  });
});
