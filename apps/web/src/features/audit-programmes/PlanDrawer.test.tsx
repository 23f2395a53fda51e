import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import type { PlanDetail } from './api';
import { PlanDrawer } from './PlanDrawer';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const PLAN_ID = '00000000-0000-4000-8000-000000000001';
const plan = {
  id: PLAN_ID,
  version: 3,
  planNo: 'R0034002600001',
  status: 0,
  enterpriseId: '00000000-0000-4000-8000-000000000002',
  enterpriseName: '测试企业',
  branchCode: '00',
  schemes: ['QMS'],
  auditTypes: [1],
  stage: 1,
  method: 1,
  startDate: '2027-07-07',
  endDate: '2027-07-07',
  leaderName: '',
  teamNames: '',
  requiredDays: 1,
  abortReason: '',
  reason: '',
  noticeSentAt: null,
  createTime: '2027-06-01T00:00:00.000Z',
  offsiteDays: 0,
  notes: '',
  reportingMethod: null,
  submittedBy: null,
  approvedByName: '',
  approvedAt: null,
  schedule: [{ date: '2027-07-07', period: 3 }],
  sites: [],
  projects: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      programmeId: '00000000-0000-4000-8000-000000000004',
      scheme: 'QMS',
      standardName: '质量管理体系',
      contractNo: 'HT-1',
      auditType: 1,
      stage: 1,
      dueFrom: '2027-07-01',
      dueTo: '2027-07-31',
      days: 1,
      codes: ['19.05.01'],
      status: 1,
    },
  ],
  team: [],
  history: [],
  violations: [],
  plannedDays: 0,
};

// 20 rated candidates, best first: the server sends the page asked for.
const rated = Array.from({ length: 20 }, (_, i) => ({
  auditorId: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
  name: `候选人${String(i + 1).padStart(2, '0')}`,
  eligible: i < 12,
  reasons: i < 12 ? [] : ['2027-07-07上午已安排其他审核'],
  coveredCodes: ['19.05.01'],
  leaderEligible: i < 3,
  technicalExpertOnly: false,
  schemes: ['QMS'],
}));
let asked: { pageNo: number; pageSize: number }[] = [];

beforeEach(() => {
  asked = [];
  sessionStore.setState({
    permissions: {
      auth: (['shfa:planAssign:assign'] as Permission[]).map((action) => ({
        action,
        status: '1',
        type: '1',
      })),
      allAuth: [],
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/shfa/planAssign/queryById') return envelope(plan);
      if (url.pathname === '/api/shfa/planAssign/candidates') {
        const { pageNo, pageSize } = JSON.parse(String(init?.body));
        asked.push({ pageNo, pageSize });
        const start = (pageNo - 1) * pageSize;
        return envelope({
          candidates: rated.slice(start, start + pageSize),
          total: rated.length,
          eligible: 12,
          current: pageNo,
          size: pageSize,
          pages: Math.ceil(rated.length / pageSize),
          uncoveredCodes: [],
          withoutCodes: 5,
        });
      }
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

describe('the plan drawer’s candidates', () => {
  it('asks the server for one page at a time and pages through all the rated ones', async () => {
    render(
      withQueryClient(
        <App>
          <PlanDrawer planId={PLAN_ID} onClose={() => undefined} />
        </App>,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: /查找可选人员/ }));
    const list = await screen.findByTestId('plan-candidates');
    await within(list).findByText('候选人01');
    expect(asked).toEqual([{ pageNo: 1, pageSize: 8 }]);
    expect(within(list).getByText('候选人08')).toBeTruthy();
    expect(within(list).queryByText('候选人09')).toBeNull();
    // Three pages of 8 for 20 rated; the third is asked for when clicked.
    fireEvent.click(within(list).getByTitle('3'));
    await within(list).findByText('候选人17');
    expect(asked.at(-1)).toEqual({ pageNo: 3, pageSize: 8 });
    expect(within(list).getByText('候选人20')).toBeTruthy();
    expect(within(list).queryByText('候选人01')).toBeNull();
    await waitFor(() => expect(within(list).getAllByText('2027-07-07上午已安排其他审核')).toHaveLength(4));
    expect(screen.getByTestId('plan-candidates-without-codes').textContent).toContain('5');
  });
});

describe('the plan drawer’s actions confirm, say what happened, and say why one is not allowed', () => {
  const PLANNER = '00000000-0000-4000-8000-0000000000aa';
  const OTHER = '00000000-0000-4000-8000-0000000000bb';
  let served: PlanDetail;
  let posted: { path: string; body: unknown }[];

  function serve(over: Partial<PlanDetail>, codes: Permission[]) {
    served = { ...plan, ...over } as PlanDetail;
    posted = [];
    sessionStore.setState({
      userInfo: { id: PLANNER, username: 'planner', realname: '计划员' } as never,
      permissions: {
        auth: codes.map((action) => ({ action, status: '1', type: '1' })),
        allAuth: [],
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://x');
        if (url.pathname === '/api/shfa/planAssign/queryById') return envelope(served);
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        posted.push({ path: url.pathname, body });
        // Every save moves the version on: the drawer's cards are keyed by it and remount.
        served = { ...served, version: served.version + 1 };
        if (url.pathname === '/api/shfa/planAssign/team')
          return envelope({ id: PLAN_ID, version: served.version, status: served.status, members: 1 });
        return envelope({ id: PLAN_ID, version: served.version, status: served.status });
      }),
    );
    render(
      withQueryClient(
        <App>
          <PlanDrawer planId={PLAN_ID} onClose={() => undefined} />
        </App>,
      ),
    );
  }
  const okOfConfirm = () => document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!;

  afterEach(() => sessionStore.setState({ userInfo: null }));

  it('disables 审批通过 for the plan’s own planner and says why', async () => {
    serve({ status: 1, submittedBy: PLANNER }, ['shfa:planAssign:approve']);
    const approve = await screen.findByTestId('plan-approve');
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    fireEvent.pointerEnter(approve);
    expect(await screen.findByText('审批人不能是计划安排人')).toBeTruthy();
    fireEvent.click(approve);
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('asks before approving someone else’s plan, then says it is approved', async () => {
    serve({ status: 1, submittedBy: OTHER }, ['shfa:planAssign:approve']);
    const approve = await screen.findByTestId('plan-approve');
    expect((approve as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(approve);
    expect(
      await screen.findByText(`确定审批通过审核计划 ${plan.planNo} 吗？审批后可发送审核通知。`),
    ).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(okOfConfirm());
    expect(await screen.findByText('审核计划已审批通过')).toBeTruthy();
    expect(posted).toEqual([{ path: '/api/shfa/planAssign/approve', body: { id: PLAN_ID, version: 3 } }]);
    expect(screen.queryByText('保存成功')).toBeNull();
  });

  it('asks before submitting, then says it is submitted', async () => {
    serve({ status: 0 }, ['shfa:planAssign:assign']);
    fireEvent.click(await screen.findByRole('button', { name: '提交审批' }));
    expect(await screen.findByText(`确定将审核计划 ${plan.planNo} 提交审批吗？`)).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(okOfConfirm());
    expect(await screen.findByText('审核计划已提交审批')).toBeTruthy();
    expect(posted.map((p) => p.path)).toEqual(['/api/shfa/planAssign/submit']);
  });

  it('says the schedule and the team were saved, though each save remounts the cards', async () => {
    const member = {
      id: '00000000-0000-4000-8000-000000000010',
      auditorId: rated[0]!.auditorId,
      name: '候选人01',
      role: 1,
      scheme: 'QMS',
      codes: ['19.05.01'],
      days: [],
      halfDays: 2,
      supervisorId: null,
    };
    serve({ status: 0, team: [member] }, ['shfa:planAssign:assign']);
    fireEvent.click(await screen.findByRole('button', { name: '保存日程' }));
    expect(await screen.findByText('审核日程已保存')).toBeTruthy();
    expect(posted.map((p) => p.path)).toEqual(['/api/shfa/planAssign/edit']);
    // The cards come back with the new version; the team is saved with it.
    await waitFor(() => expect(served.version).toBe(4));
    const saveTeam = await screen.findByRole('button', { name: '保存审核组' });
    await waitFor(() => expect((saveTeam as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(saveTeam);
    expect(await screen.findByText('审核组已保存')).toBeTruthy();
    expect(posted.map((p) => p.path)).toEqual(['/api/shfa/planAssign/edit', '/api/shfa/planAssign/team']);
  });
});
