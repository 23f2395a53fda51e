import { describe, expect, it } from 'vitest';
import { ruleSetById } from '../lifecycle/rule-sets.ts';
import { checklistKeyOf, defaultChecklist, onsiteDocumentName } from './documents.ts';
import {
  abortRefusal,
  checkInPeriodOf,
  checkInRefusal,
  checklistCompleteness,
  confirmArchiveRefusal,
  decisionBlockedByNcs,
  finishAudit,
  initialNcStatus,
  isNcOpen,
  EXECUTION_MESSAGES as M,
  majorNcLimit,
  type NcAction,
  ncTransition,
  onsiteWorkRefusal,
  type ProjectFacts,
  projectStatusKey,
  specialApprovalRefusal,
  stage1SubmissionRefusal,
  stageTwoGate,
  statusAfterNcClosed,
  supplementaryRefusal,
} from './rules.ts';

const project = (over: Partial<ProjectFacts> = {}): ProjectFacts => ({
  status: 0,
  auditType: 2,
  auditStage: null,
  planApproved: true,
  ...over,
});

describe('status label', () => {
  it('is the SPEC §4 function of the status and sub-statuses', () => {
    expect(projectStatusKey({ status: 0 })).toBe('awaitingAudit');
    expect(projectStatusKey({ status: 0, stageOneFlag: 1 })).toBe('stageOneSubmitted');
    expect(projectStatusKey({ status: 0, specialType: 2 })).toBe('supplementaryAuditInProgress');
    expect(projectStatusKey({ status: 1 })).toBe('awaitingRectification');
    expect(projectStatusKey({ status: 6 })).toBe('awaitingDocumentReturn');
    expect(projectStatusKey({ status: 1, stage: 10 })).toBe('awaitingTechCheck');
    expect(projectStatusKey({ status: 5, auditStatus: 4 })).toBe('aborted');
    expect(projectStatusKey({ status: 9 })).toBeNull();
  });
});

describe('check-in per half-day', () => {
  it('splits the day at 13:00', () => {
    expect(checkInPeriodOf('08:30')).toBe(1);
    expect(checkInPeriodOf('12:59')).toBe(1);
    expect(checkInPeriodOf('13:00')).toBe(2);
    expect(checkInPeriodOf('17:45')).toBe(2);
  });
  const base = { plannedHalfDays: ['2026-03-02:1', '2026-03-02:2'], existing: [], today: '2026-03-02' };
  it('accepts a planned half-day once', () => {
    expect(checkInRefusal({ ...base, date: '2026-03-02', period: 1 })).toBeNull();
    expect(checkInRefusal({ ...base, existing: ['2026-03-02:1'], date: '2026-03-02', period: 1 })).toBe(
      M.checkInDuplicate,
    );
  });
  it('refuses unplanned and future half-days', () => {
    expect(checkInRefusal({ ...base, date: '2026-03-01', period: 1 })).toBe(M.checkInNotPlanned);
    expect(checkInRefusal({ ...base, today: '2026-03-01', date: '2026-03-02', period: 2 })).toBe(
      M.checkInFuture,
    );
  });
});

describe('stage 1 → stage 2', () => {
  const stage2 = { auditType: 1, stage: 2 };
  it('blocks stage 2 until the stage-1 report is in with a ready conclusion', () => {
    expect(stageTwoGate(stage2, null)).toBe(M.stage1Missing);
    expect(stageTwoGate(stage2, { reportIn: false, conclusion: null })).toBe(M.stage1Missing);
    expect(stageTwoGate(stage2, { reportIn: true, conclusion: 2 })).toBe(M.stage1NotReady);
    expect(stageTwoGate(stage2, { reportIn: true, conclusion: 2, approvedException: true })).toBeNull();
    expect(stageTwoGate(stage2, { reportIn: true, conclusion: 1 })).toBeNull();
  });
  it('does not concern other projects', () => {
    expect(stageTwoGate({ auditType: 1, stage: 1 }, null)).toBeNull();
    expect(stageTwoGate({ auditType: 2, stage: null }, null)).toBeNull();
  });
  it('lets only a stage-1 project in audit submit its report, with reasons when not ready', () => {
    const s = {
      stage: 1,
      status: 0,
      auditStatus: null,
      reportUploaded: true,
      conclusion: 1 as const,
      reasons: '',
    };
    expect(stage1SubmissionRefusal(s)).toBeNull();
    expect(stage1SubmissionRefusal({ ...s, stage: 2 })).toBe(M.notStage1);
    expect(stage1SubmissionRefusal({ ...s, status: 6 })).toBe(M.notInAudit);
    expect(stage1SubmissionRefusal({ ...s, reportUploaded: false })).toBe(M.stage1ReportFile);
    expect(stage1SubmissionRefusal({ ...s, conclusion: 2, reasons: '  ' })).toBe(M.notReadyReasons);
    expect(stage1SubmissionRefusal({ ...s, conclusion: 2, reasons: '内审未完成' })).toBeNull();
  });
  it('on-site work of stage 2 waits for the gate; aborted, finished or unapproved projects refuse', () => {
    const p2 = project({ auditType: 1, auditStage: 2 });
    expect(onsiteWorkRefusal(p2, { reportIn: false, conclusion: null })).toBe(M.stage1Missing);
    expect(onsiteWorkRefusal(p2, { reportIn: true, conclusion: 1 })).toBeNull();
    expect(onsiteWorkRefusal(project({ status: 6 }), null)).toBe(M.notInAudit);
    expect(onsiteWorkRefusal(project({ status: 5, auditStatus: 4 }), null)).toBe(M.aborted);
    expect(onsiteWorkRefusal(project({ planApproved: false }), null)).toBe(M.planNotApproved);
  });
});

describe('nonconformities', () => {
  const table: [number, NcAction, number | null][] = [
    [0, 'edit', 0],
    [1, 'edit', null],
    [0, 'answer', 1],
    [2, 'answer', 1],
    [1, 'answer', null],
    [3, 'answer', null],
    [1, 'accept', 3],
    [0, 'accept', null],
    [1, 'return', 2],
    [2, 'return', null],
    [3, 'return', null],
  ];
  it.each(table)('status %i %s → %s', (status, action, next) => {
    expect(ncTransition(status, action)).toBe(next);
  });
  it('closes observations when raised; major and minor start awaiting the answer', () => {
    expect(initialNcStatus(1)).toBe(0);
    expect(initialNcStatus(2)).toBe(0);
    expect(initialNcStatus(3)).toBe(3);
    expect(isNcOpen({ grade: 3, status: 0 })).toBe(false);
    expect(isNcOpen({ grade: 2, status: 1 })).toBe(true);
  });
  it('an open major NC blocks the decision; minor ones and closed majors do not', () => {
    expect(decisionBlockedByNcs([])).toBeNull();
    expect(
      decisionBlockedByNcs([
        { grade: 2, status: 0 },
        { grade: 1, status: 3 },
      ]),
    ).toBeNull();
    expect(
      decisionBlockedByNcs([
        { grade: 1, status: 1 },
        { grade: 1, status: 2 },
      ]),
    ).toBe('存在2项未关闭的严重不符合项，不能作出认证决定');
  });
  it('requires a repeated stage 2 when a major NC is open past 6 months after the last stage-2 day', () => {
    const limitMonths = ruleSetById('ISO17021-1:2015').majorNcVerificationMonths;
    const open = [{ grade: 1, status: 1 }];
    const at = (today: string, ncs = open) =>
      majorNcLimit({ ncs, lastStage2Day: '2026-01-20', limitMonths, today });
    expect(at('2026-07-20')).toEqual({ deadline: '2026-07-20', repeatStage2Required: false });
    expect(at('2026-07-21')).toEqual({ deadline: '2026-07-20', repeatStage2Required: true });
    expect(at('2026-09-01', [{ grade: 1, status: 3 }]).repeatStage2Required).toBe(false);
    expect(at('2026-09-01', [{ grade: 2, status: 0 }]).repeatStage2Required).toBe(false);
    expect(majorNcLimit({ ncs: open, lastStage2Day: null, limitMonths, today: '2030-01-01' })).toEqual({
      deadline: null,
      repeatStage2Required: false,
    });
  });
});

describe('the project moves', () => {
  const facts = { checkIns: 2, meetings: [1, 2], remote: false };
  it('finishing needs both meetings and, on site, a check-in', () => {
    expect(finishAudit(project(), null, { ...facts, meetings: [1] }, [])).toEqual({
      refusal: M.meetingsMissing,
    });
    expect(finishAudit(project(), null, { ...facts, checkIns: 0 }, [])).toEqual({ refusal: M.noCheckIn });
    expect(finishAudit(project(), null, { ...facts, checkIns: 0, remote: true }, [])).toEqual({ status: 6 });
    expect(finishAudit(project({ status: 6 }), null, facts, [])).toEqual({ refusal: M.notInAudit });
  });
  it('goes to 待整改 while NCs are open, else to 待资料回收', () => {
    expect(finishAudit(project(), null, facts, [{ grade: 2, status: 0 }])).toEqual({ status: 1 });
    expect(finishAudit(project(), null, facts, [{ grade: 3, status: 3 }])).toEqual({ status: 6 });
  });
  it('leaves rectification when the last NC closes', () => {
    expect(statusAfterNcClosed({ status: 1 }, [{ grade: 1, status: 3 }])).toBe(6);
    expect(
      statusAfterNcClosed({ status: 1 }, [
        { grade: 1, status: 3 },
        { grade: 2, status: 1 },
      ]),
    ).toBe(1);
    expect(statusAfterNcClosed({ status: 0 }, [])).toBe(0);
    expect(statusAfterNcClosed({ status: 1, stage: 10 }, [])).toBe(1);
  });
  it('the archive clerk confirms only a complete file awaiting return', () => {
    const complete = { complete: true, missing: [] };
    expect(confirmArchiveRefusal({ status: 6 }, complete)).toBeNull();
    expect(confirmArchiveRefusal({ status: 1 }, complete)).toBe(M.notAwaitingDocuments);
    expect(confirmArchiveRefusal({ status: 6, initialReviewStatus: 4 }, complete)).toBe(
      M.notAwaitingDocuments,
    );
    expect(confirmArchiveRefusal({ status: 6 }, { complete: false, missing: ['审核报告', '审核计划'] })).toBe(
      '现场审核文件不齐全：审核报告、审核计划',
    );
  });
  it('aborts before technical review only', () => {
    expect(abortRefusal({ status: 0 })).toBeNull();
    expect(abortRefusal({ status: 1 })).toBeNull();
    expect(abortRefusal({ status: 6 })).toBeNull();
    expect(abortRefusal({ status: 1, stage: 10 })).toBe(M.abortNotAllowed);
    expect(abortRefusal({ status: 3 })).toBe(M.abortNotAllowed);
    expect(abortRefusal({ status: 5, auditStatus: 4 })).toBe(M.aborted);
  });
  it('a supplementary audit follows an audit before the decision', () => {
    expect(supplementaryRefusal(project({ status: 1 }))).toBeNull();
    expect(supplementaryRefusal(project({ status: 6 }))).toBeNull();
    expect(supplementaryRefusal(project({ status: 0 }))).toBe(M.supplementaryNotAllowed);
    expect(supplementaryRefusal(project({ status: 1, specialType: 2 }))).toBe(M.supplementaryNotAllowed);
    expect(supplementaryRefusal(project({ status: 5, auditStatus: 4 }))).toBe(M.aborted);
  });
});

describe('on-site file checklist', () => {
  it('has a stage-1 list and an audit list by default', () => {
    expect(checklistKeyOf(1, 1)).toEqual({ auditType: 1, stage: 1 });
    expect(checklistKeyOf(4, null)).toEqual({ auditType: 4, stage: 0 });
    expect(defaultChecklist({ auditType: 1, stage: 1 }).map((s) => s.documentType)).toContain(
      'shxm_stage1_report',
    );
    expect(defaultChecklist({ auditType: 2, stage: 0 }).map((s) => s.documentType)).toContain('shxm_report');
  });
  it('is complete when every required slot has a file; NC reports only with NCs', () => {
    const slots = defaultChecklist({ auditType: 2, stage: 0 });
    const base = new Set(['shxm_plan', 'shxm_attendance', 'shxm_checklist', 'shxm_report']);
    expect(checklistCompleteness(slots, base, onsiteDocumentName)).toEqual({ complete: true, missing: [] });
    expect(checklistCompleteness(slots, base, onsiteDocumentName, true)).toEqual({
      complete: false,
      missing: ['不符合项报告'],
    });
    expect(checklistCompleteness(slots, new Set(['shxm_plan']), onsiteDocumentName).missing).toEqual([
      '首末次会议签到表',
      '审核检查表',
      '审核报告',
    ]);
  });
});

describe('special approval', () => {
  it('is decided once, never by the applicant', () => {
    expect(specialApprovalRefusal({ status: 0, appliedBy: 'a' }, 'b')).toBeNull();
    expect(specialApprovalRefusal({ status: 0, appliedBy: 'a' }, 'a')).toBe(M.approvalSelf);
    expect(specialApprovalRefusal({ status: 1, appliedBy: 'a' }, 'b')).toBe(M.approvalDecided);
  });
});
