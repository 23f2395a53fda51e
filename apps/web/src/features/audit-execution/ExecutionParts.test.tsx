import '../../shared/testing/browserStubs';
import { DEFAULT_MEMBER_RIGHTS, executionRightsOf } from '@cb/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExecutionDetail } from './api';
import { CheckInPanel, MeetingsPanel, NcPanel, Stage1Panel } from './ExecutionParts';
import type { ExecutionT } from './texts';

const t = ((key: string) => key) as unknown as ExecutionT;

const detail = (myPart: ExecutionDetail['myPart']): ExecutionDetail =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    version: 1,
    status: 0,
    stage: null,
    onsiteBlocked: null,
    archivedAt: null,
    myPart,
    myRights: executionRightsOf(myPart, DEFAULT_MEMBER_RIGHTS),
    team: [],
    checkIns: [],
    meetings: [],
    checklist: [],
    checklistMissing: [],
    approvals: [],
    nonconformities: [
      {
        id: '00000000-0000-4000-8000-000000000002',
        version: 2,
        projectId: '00000000-0000-4000-8000-000000000001',
        ncNo: 'NC01',
        grade: 2,
        status: 1,
        clause: '7.5',
        department: '品质部',
        facts: '文件未受控',
        dueDate: null,
        correction: '补发受控章',
        cause: '培训不足',
        correctiveAction: '培训',
        answeredAt: '2026-11-20T02:00:00.000Z',
        verifyComment: '',
        verifiedByName: '',
        verifiedAt: null,
        evidenceCount: 1,
      },
    ],
  }) as unknown as ExecutionDetail;

function show(node: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

function panels(d: ExecutionDetail, may = d.myRights) {
  const props = { t, d, lead: d.myPart === 'leader', may, refresh: () => undefined };
  show(
    <>
      <CheckInPanel {...props} />
      <MeetingsPanel {...props} />
      <NcPanel {...props} />
    </>,
  );
}

describe('the execution panels follow the body’s member rights', () => {
  it('show a member (defaults) check-in and raising NCs, but not meetings or verification', () => {
    panels(detail('member'));
    expect(screen.queryByTestId('check-in')).not.toBeNull();
    expect(screen.queryByTestId('nc-add')).not.toBeNull();
    expect(screen.queryByTestId('meeting-1')).toBeNull();
    expect(screen.queryByTestId('nc-verify')).toBeNull();
  });

  it('show the leader every action', () => {
    panels(detail('leader'));
    for (const id of ['check-in', 'nc-add', 'meeting-1', 'meeting-2', 'nc-verify'])
      expect(screen.queryByTestId(id), id).not.toBeNull();
  });

  it('show a member with every right closed nothing to do', () => {
    const d = detail('member');
    panels(d, executionRightsOf('member', { ...DEFAULT_MEMBER_RIGHTS, checkIn: false, raiseNc: false }));
    for (const id of ['check-in', 'nc-add', 'meeting-1', 'nc-verify'])
      expect(screen.queryByTestId(id), id).toBeNull();
  });
});

describe('提交一阶段结论', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, submits only on OK, then says the conclusion was submitted', async () => {
    const posted: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://x');
        if (init?.method === 'POST') posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        const result = init?.method === 'POST' ? { id: url.pathname, version: 2 } : [];
        return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const d = {
      ...detail('leader'),
      stage: 1,
      stage1Conclusion: null,
      stage1Reasons: '',
      stage1SubmittedAt: null,
    };
    show(<Stage1Panel t={t} d={d} lead may={d.myRights} refresh={() => undefined} />);
    fireEvent.click(await screen.findByTestId('stage1-submit'));
    expect(await screen.findByText('exec.stage1.confirm')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!);
    expect(await screen.findByText('exec.stage1.done')).toBeTruthy();
    expect(posted).toEqual([
      { path: '/api/shxm/project/stage1', body: { projectId: d.id, version: 1, conclusion: 1, reasons: '' } },
    ]);
  });
});
