import { describe, expect, it } from 'vitest';
import {
  CLIENT_DETAIL_FIELDS,
  clientExecutionDetail,
  clientProjectFilters,
  clientProjectRow,
  INTERNAL_PROJECT_FILTERS,
  isClientUser,
} from './client-view.ts';
import { type ExecutionDetail, executionDetail } from './contract.ts';

const detail = {
  id: 'p1',
  branchCode: 'SH',
  stage1Reasons: '管理评审未完成，内审覆盖不全',
  onsiteBlocked: '一阶段审核报告提交前不能开始二阶段现场审核',
  archivedByName: '王业务',
  archivedAt: '2026-11-20T02:00:00.000Z',
  stage1Conclusion: 2,
  checkIns: [{ id: 'c1', auditorName: '李审核' }],
  meetings: [{ id: 'm1', attendees: [{ name: '张三', position: '总经理' }] }],
  approvals: [{ id: 'a1', reason: '企业停产' }],
  nonconformities: [{ id: 'n1', verifyComment: '证据不足' }],
  team: [{ auditorId: 'x', name: '李审核', role: 1, halfDays: ['2026-12-08:1'] }],
} as unknown as ExecutionDetail;

describe('what the audited enterprise sees of its audit project', () => {
  it('decides every field of the execution detail, and no other', () => {
    expect(Object.keys(CLIENT_DETAIL_FIELDS).sort()).toEqual(Object.keys(executionDetail.shape).sort());
  });

  it('withholds check-ins, meeting records, special approvals, stage-1 reasons, blocks and the branch', () => {
    const seen = clientExecutionDetail(detail);
    expect(seen).toMatchObject({
      checkIns: [],
      meetings: [],
      approvals: [],
      stage1Reasons: '',
      onsiteBlocked: null,
      archivedByName: '',
      branchCode: '',
    });
  });

  it('keeps what the client needs: its NCs with comments, the team, the stage-1 outcome', () => {
    const seen = clientExecutionDetail(detail);
    expect(seen.nonconformities).toEqual(detail.nonconformities);
    expect(seen.team).toEqual(detail.team);
    expect(seen.stage1Conclusion).toBe(2);
    expect(seen.archivedAt).toBe(detail.archivedAt);
    expect(detail.checkIns).toHaveLength(1);
  });

  it('drops the internal list filters and the branch of a row', () => {
    expect(INTERNAL_PROJECT_FILTERS).toEqual(['auditorName', 'branchCode']);
    expect(clientProjectFilters({ auditorName: '李', branchCode: 'SH', scheme: 'QMS' })).toEqual({
      scheme: 'QMS',
    });
    expect(clientProjectRow({ id: 'p1', branchCode: 'SH' } as never)).toMatchObject({ branchCode: '' });
  });

  it('knows the enterprise’s users by their role', () => {
    expect(isClientUser(['enterprise'])).toBe(true);
    expect(isClientUser(['staff', 'auditor'])).toBe(false);
    expect(isClientUser(null)).toBe(false);
  });
});
