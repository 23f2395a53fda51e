import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import SchemeListPage from './SchemeListPage';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let created: unknown[] = [];

beforeEach(() => {
  forgetColumnSettings();
  created = [];
  sessionStore.setState({
    permissions: {
      auth: (['shfa:scheme:edit'] as Permission[]).map((action) => ({ action, status: '1', type: '1' })),
      allAuth: [],
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/shfa/scheme/list')
        return envelope({ records: [], total: 0, current: 1, size: 10, pages: 0, totalCapped: false });
      if (url.pathname === '/api/shfa/scheme/createProjects') {
        created.push(JSON.parse(String(init?.body)));
        return envelope({ projects: 3, plans: 2 });
      }
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

describe('方案管理’s 生成到期项目', () => {
  it('asks before creating projects and plans, then says how many were created', async () => {
    const router = createMemoryRouter([{ path: '/shfa/scheme', Component: SchemeListPage }], {
      initialEntries: ['/shfa/scheme'],
    });
    render(
      withQueryClient(
        <App>
          <RouterProvider router={router} />
        </App>,
      ),
    );
    fireEvent.click(await screen.findByTestId('scheme-create-projects'));
    expect(
      await screen.findByText('将为已到期的方案行生成审核项目和待安排的审核计划，确定生成吗？'),
    ).toBeTruthy();
    expect(created).toEqual([]);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!);
    expect(await screen.findByText('已生成3个审核项目、2个待安排计划')).toBeTruthy();
    expect(created).toEqual([{}]);
  });
});
