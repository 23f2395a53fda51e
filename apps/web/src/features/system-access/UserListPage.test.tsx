import '../../shared/testing/browserStubs';
import type { Permission, UserRecord } from '@cb/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import UserListPage from './UserListPage';

const user: UserRecord = {
  id: '0190a0b0-0000-7000-8000-000000000002',
  username: 'auditor',
  realname: '审核员',
  phone: '13800000000',
  email: null,
  status: 1,
  isParentCompanyUser: false,
  thirdPartyId: null,
  mustChangePassword: false,
  roles: [{ id: '0190a0b0-0000-7000-8000-000000000003', code: 'auditor', name: '审核员角色' }],
  createTime: '2026-11-24T03:05:09.000Z',
  version: 4,
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
  forgetColumnSettings();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      if (url.pathname === '/api/sys/user/list')
        return envelope({ records: [user], total: 1, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/sys/user/frozen') return envelope({ ...user, status: 2, version: 5 });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

const listCalls = () => calls.filter((c) => c.path === '/api/sys/user/list');

describe('UserListPage', () => {
  it('lists the users with their roles and only the actions the admin holds', async () => {
    grant('sys:user:edit');
    render(withQueryClient(<App>{<UserListPage />}</App>));
    expect(await screen.findByText('审核员角色')).toBeTruthy();
    expect(screen.getByText('2026-11-24 11:05:09')).toBeTruthy();
    expect(screen.getByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /冻\s*结/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('freezes a user with its version after confirmation, then asks for the list again', async () => {
    grant('sys:user:freeze');
    render(withQueryClient(<App>{<UserListPage />}</App>));
    await screen.findByText('审核员角色');
    expect(listCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /冻\s*结/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/sys/user/frozen')).toBe(true));
    const freeze = calls.find((c) => c.path === '/api/sys/user/frozen')!;
    expect(freeze.method).toBe('PUT');
    expect(freeze.body).toEqual({ id: user.id, version: 4, status: 2 });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});
