import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import PlanAssignListPage from './PlanAssignListPage';

const envelope = (result: unknown, status = 200, message = '') =>
  new Response(JSON.stringify({ success: status === 200, message, code: status, result, timestamp: 0 }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let puts: unknown[] = [];
let putStatus = 200;

function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/shfa/planAssign', Component: PlanAssignListPage }], {
    initialEntries: ['/shfa/planAssign'],
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
  puts = [];
  putStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/shfa/planAssign/list')
        return envelope({ records: [], total: 0, current: 1, size: 10, pages: 0 });
      if (url.pathname === '/api/shfa/planAssign/setting') {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          puts.push(body);
          return putStatus === 200
            ? envelope({ ...body, version: 1 })
            : envelope(null, putStatus, '数据已被他人修改，请刷新后重试');
        }
        return envelope({ rotationMaxCycles: 2, version: 0 });
      }
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

describe('计划设置 on 计划分派', () => {
  it('is not offered without the approve or setting permission', async () => {
    grant('shfa:planAssign:assign');
    renderPage();
    await screen.findAllByText('计划编号');
    expect(screen.queryByTestId('planning-setting')).toBeNull();
  });

  it('shows the stored rotation limit and saves the new one with the version read', async () => {
    grant('shfa:planAssign:approve');
    renderPage();
    fireEvent.click(await screen.findByTestId('planning-setting'));
    const input = await screen.findByLabelText('组长轮换周期数');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2'));
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByTestId('planning-setting-ok'));
    await waitFor(() => expect(puts).toEqual([{ rotationMaxCycles: 0, version: 0 }]));
    await screen.findByText('计划设置已保存');
  });

  it('asks for a value instead of sending an empty one', async () => {
    grant('sys:setting:edit');
    renderPage();
    fireEvent.click(await screen.findByTestId('planning-setting'));
    const input = await screen.findByLabelText('组长轮换周期数');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2'));
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByTestId('planning-setting-ok'));
    await screen.findByText('请输入组长轮换周期数');
    expect(puts).toEqual([]);
  });

  it('keeps the dialog open when the server refuses (stale version)', async () => {
    grant('shfa:planAssign:approve');
    putStatus = 409;
    renderPage();
    fireEvent.click(await screen.findByTestId('planning-setting'));
    const input = await screen.findByLabelText('组长轮换周期数');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2'));
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByTestId('planning-setting-ok'));
    await waitFor(() => expect(puts).toEqual([{ rotationMaxCycles: 4, version: 0 }]));
    // The server's message reaches the app-wide error notification; the dialog stays for another try.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('planning-setting-ok')).toBeTruthy();
    expect(screen.queryByText('计划设置已保存')).toBeNull();
  });
});
