import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
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
