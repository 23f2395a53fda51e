import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import MyTaskListPage from './MyTaskListPage';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const task = <O extends Record<string, unknown>>(over: O) => ({
  version: 1,
  enterpriseId: '00000000-0000-4000-8000-0000000000e1',
  enterpriseName: '华瑞电子',
  branchCode: '',
  schemes: ['QMS'],
  auditTypes: [2],
  stage: null,
  method: 1,
  startDate: '2026-12-08',
  endDate: '2026-12-09',
  leaderName: '李审核',
  teamNames: '李审核、周审核',
  requiredDays: 2,
  abortReason: '',
  reason: '',
  noticeSentAt: null,
  createTime: '2026-11-01 10:00:00',
  myRole: 1,
  myHalfDays: 4,
  ...over,
});
const INTEGRATED = task({
  id: '00000000-0000-4000-8000-000000000001',
  planNo: 'R0000-2026-0001',
  status: 3,
  schemes: ['QMS', 'EMS'],
  projects: [
    { id: 'p-qms', scheme: 'QMS', standardName: 'GB/T 19001-2016', auditType: 2, stage: null },
    { id: 'p-ems', scheme: 'EMS', standardName: 'GB/T 24001-2016', auditType: 2, stage: null },
  ],
});
const SINGLE = task({
  id: '00000000-0000-4000-8000-000000000002',
  planNo: 'R0000-2026-0002',
  status: 1,
  projects: [{ id: 'p-one', scheme: 'QMS', standardName: 'GB/T 19001-2016', auditType: 1, stage: 1 }],
});

let requests: URL[] = [];

beforeEach(() => {
  forgetColumnSettings();
  requests = [];
  sessionStore.setState({
    permissions: {
      auth: (['auditorZone:myTask:confirm', 'shxm:project:execute'] as Permission[]).map((action) => ({
        action,
        status: '1',
        type: '1',
      })),
      allAuth: [],
    },
  });
  // jsdom has no object URLs: the PDF opens in a new tab through one.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:notice', revokeObjectURL: () => undefined }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      requests.push(url);
      if (url.pathname === '/api/auditorZone/myTask/list')
        return envelope({ records: [INTEGRATED, SINGLE], total: 2, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/auditorZone/myTask/noticePdf')
        return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

function Executing() {
  return <div data-testid="executing">{useParams().projectId}</div>;
}

function showPage() {
  const router = createMemoryRouter(
    [
      { path: '/auditorZone/myTask', Component: MyTaskListPage },
      { path: '/shxm/project/execute/:projectId', Component: Executing },
    ],
    { initialEntries: ['/auditorZone/myTask'] },
  );
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

const rowOf = async (planNo: string) => (await screen.findByText(planNo)).closest('tr') as HTMLElement;

describe('我的审核任务', () => {
  it('opens the execution page of a plan’s only project from 执行审核', async () => {
    showPage();
    const row = await rowOf('R0000-2026-0002');
    // Not approved yet: no audit notice to print.
    expect(within(row).queryByRole('button', { name: '审核通知书' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '执行审核' }));
    expect((await screen.findByTestId('executing')).textContent).toBe('p-one');
  });

  it('offers each project of an integrated plan, by its standard', async () => {
    showPage();
    const row = await rowOf('R0000-2026-0001');
    fireEvent.click(within(row).getByRole('button', { name: /执行审核/ }));
    expect(await screen.findByText(/GB\/T 19001-2016/)).toBeTruthy();
    fireEvent.click(await screen.findByText(/GB\/T 24001-2016/));
    expect((await screen.findByTestId('executing')).textContent).toBe('p-ems');
  });

  it('prints the audit notice of an approved plan through the auditor zone', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    showPage();
    const row = await rowOf('R0000-2026-0001');
    fireEvent.click(within(row).getByRole('button', { name: '审核通知书' }));
    await waitFor(() =>
      expect(
        requests.find((u) => u.pathname === '/api/auditorZone/myTask/noticePdf')?.searchParams.get('id'),
      ).toBe(INTEGRATED.id),
    );
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:notice', '_blank', 'noopener'));
  });

  it('searches by enterprise, status, role and dates, and exports', async () => {
    showPage();
    await rowOf('R0000-2026-0001');
    for (const label of ['企业名称', '计划状态', '我的身份', '审核日期'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('without the execution rights shows no 执行审核', async () => {
    sessionStore.setState({
      permissions: {
        auth: [{ action: 'auditorZone:myTask:confirm', status: '1', type: '1' }],
        allAuth: [],
      },
    });
    showPage();
    const row = await rowOf('R0000-2026-0002');
    expect(within(row).queryByRole('button', { name: /执行审核/ })).toBeNull();
  });
});
