import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import { EnterpriseUsers } from './EnterpriseUsers';

const record = { id: '0190a0b0-0000-7000-8000-000000000001', name: '苏州星河精密制造有限公司' };
const linked = {
  userId: '0190a0b0-0000-7000-8000-0000000000a1',
  username: 'xinghe',
  realname: '陈星河',
  linkedAt: '2026-11-24T03:05:09.000Z',
};
const candidate = { userId: '0190a0b0-0000-7000-8000-0000000000b2', username: 'xinghe2', realname: '李四' };

const envelope = (result: unknown, status = 200, message = '') =>
  new Response(JSON.stringify({ success: status === 200, message, code: status, result, timestamp: 0 }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let posts: unknown[] = [];
let searched: string[] = [];
let refuse: string | null = null;

function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

const renderUsers = () =>
  render(
    withQueryClient(
      <App>
        <EnterpriseUsers record={record} />
      </App>,
    ),
  );

beforeEach(() => {
  posts = [];
  searched = [];
  refuse = null;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/khgl/enterprise/users')
        return envelope(posts.length ? [linked, { ...candidate, linkedAt: linked.linkedAt }] : [linked]);
      if (url.pathname === '/api/khgl/enterprise/userCandidates') {
        searched.push(url.searchParams.get('keyword') ?? '');
        return envelope([candidate]);
      }
      if (url.pathname === '/api/khgl/enterprise/linkUser') {
        posts.push(JSON.parse(String(init?.body)));
        if (refuse) return envelope(null, 400, refuse);
        return envelope([linked, { ...candidate, linkedAt: linked.linkedAt }]);
      }
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

async function pickAndConfirm() {
  fireEvent.click(await screen.findByTestId('link-user'));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(searched.length).toBeGreaterThan(0));
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByText('xinghe2（李四）'));
  fireEvent.click(screen.getByTestId('link-user-ok'));
  await screen.findByText(/将用户“xinghe2（李四）”关联到“苏州星河精密制造有限公司”/);
  fireEvent.click(screen.getByTestId('link-user-confirm'));
}

describe('企业用户', () => {
  it('lists the linked users; no 关联用户 without the edit permission', async () => {
    grant('khgl:enterprise:detail');
    renderUsers();
    await screen.findByText('xinghe');
    expect(screen.getByText('陈星河')).toBeTruthy();
    expect(screen.queryByTestId('link-user')).toBeNull();
  });

  it('links the picked user after confirmation and lists it', async () => {
    grant('khgl:enterprise:edit');
    renderUsers();
    await screen.findByText('xinghe');
    await pickAndConfirm();
    await waitFor(() => expect(posts).toEqual([{ enterpriseId: record.id, userId: candidate.userId }]));
    await screen.findByText('关联成功');
    await screen.findByText('李四');
  });

  it('asks for a user instead of sending none', async () => {
    grant('khgl:enterprise:edit');
    renderUsers();
    fireEvent.click(await screen.findByTestId('link-user'));
    fireEvent.click(await screen.findByTestId('link-user-ok'));
    await screen.findByText('请选择用户');
    expect(posts).toEqual([]);
  });

  it("shows the server's Chinese refusal in the dialog", async () => {
    grant('khgl:enterprise:edit');
    refuse = '该用户已关联其他企业或合作方';
    renderUsers();
    await screen.findByText('xinghe');
    await pickAndConfirm();
    await screen.findByText('该用户已关联其他企业或合作方');
    expect(screen.getByTestId('link-user-ok')).toBeTruthy();
  });
});
