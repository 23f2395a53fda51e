import '../../shared/testing/browserStubs';
import type { CalendarYear, Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import CalendarListPage from './CalendarListPage';

const year: CalendarYear = {
  year: new Date().getFullYear(),
  days: [
    {
      id: '01a20e12-0000-7000-8000-000000000001',
      version: 1,
      date: '2026-10-01',
      kind: 1,
      name: '国庆节',
      weekday: 4,
    },
    {
      id: '01a20e12-0000-7000-8000-000000000002',
      version: 3,
      date: '2026-10-10',
      kind: 2,
      name: '国庆节调休上班',
      weekday: 6,
    },
  ],
  workingDays: 248,
  years: [2025, 2026],
};

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: { method: string; path: string; search: string }[] = [];

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
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, search: url.search });
      if (url.pathname === '/api/sys/calendar/list') return envelope(year);
      if (url.pathname === '/api/sys/calendar/delete') return envelope({ id: year.days[1]!.id });
      return envelope(null);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

const renderPage = () =>
  render(
    withQueryClient(
      <App>
        <CalendarListPage />
      </App>,
    ),
  );

describe('CalendarListPage', () => {
  it('lists the year with weekday, kind and the working-day count; read-only without the buttons', async () => {
    renderPage();
    expect(await screen.findByText('国庆节调休上班')).toBeTruthy();
    expect(screen.getByText('星期六')).toBeTruthy();
    expect(screen.getByText('调休上班')).toBeTruthy();
    expect(screen.getByText('全年工作日 248 天')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('deletes a day with its version only after confirmation', async () => {
    grant('sys:calendar:delete', 'sys:calendar:add');
    renderPage();
    await screen.findByText('国庆节调休上班');
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[1]!);
    await screen.findAllByText('确定删除该日期吗？删除后按普通周末/工作日计算。');
    expect(calls.some((c) => c.path === '/api/sys/calendar/delete')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/sys/calendar/delete')).toBe(true));
    const del = calls.find((c) => c.path === '/api/sys/calendar/delete')!;
    expect(del.method).toBe('DELETE');
    expect(new URLSearchParams(del.search).get('version')).toBe('3');
  });
});
