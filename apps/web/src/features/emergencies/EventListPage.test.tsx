import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import type { EventRow } from '@cb/domain/emergencies';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import EventListPage from './EventListPage';

const row: EventRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  title: '示例应急事件',
  eventType: 'disaster',
  regions: ['310000'],
  occurredAt: '2026-11-20',
  status: 0,
  postponementMonths: 6,
  extensionMonths: 3,
  remoteAuditAllowed: true,
  affected: 0,
  responded: 0,
  createTime: '2026-11-24T03:05:09.000Z',
  version: 2,
};
const published: EventRow = {
  ...row,
  id: '0190a0b0-0000-7000-8000-000000000002',
  title: '已发布事件',
  status: 1,
  affected: 5,
  responded: 2,
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
  const router = createMemoryRouter([{ path: '/yjxy/event', Component: EventListPage }], {
    initialEntries: ['/yjxy/event'],
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
      if (url.pathname === '/api/yjxy/event/list')
        return envelope({ records: [row, published], total: 2, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/yjxy/event/delete') return envelope({ id: row.id });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

const listCalls = () => calls.filter((c) => c.path === '/api/yjxy/event/list');

describe('EventListPage', () => {
  it('lists the events with type, measures, live response counts and only the allowed actions', async () => {
    grant('yjxy:event:detail');
    renderPage();
    const link = await screen.findByRole('link', { name: row.title });
    expect(link.getAttribute('href')).toBe(`/yjxy/emerNotice/${row.id}`);
    expect(screen.getAllByText('2026-11-24 11:05:09').length).toBeGreaterThan(0);
    expect(screen.getAllByText('自然灾害').length).toBe(2);
    expect(screen.getByText('2 / 5')).toBeTruthy();
    expect(screen.getByText('草稿')).toBeTruthy();
    expect(screen.getByText('已发布')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /发\s*布/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('offers 发布 on a draft only and 关闭 on a published event only', async () => {
    grant('yjxy:event:detail', 'yjxy:event:edit');
    renderPage();
    await screen.findByText(row.title);
    expect(screen.getAllByRole('button', { name: /发\s*布/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /关\s*闭/ })).toHaveLength(1);
  });

  it('deletes a record with its version after confirmation, then asks for the list again', async () => {
    grant('yjxy:event:detail', 'yjxy:event:delete');
    renderPage();
    await screen.findByText(row.title);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该应急事件吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/yjxy/event/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/yjxy/event/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: row.id, version: '2' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});
