/**
 * Audit execution (审核项目 shxm, DOMAIN.md §1.1 "Stage 1 → 2" and "Major NC", §1.2 rows 6–9, §4.6):
 * the pure rules the server checks before every write and the web calls to show or hide a button —
 * the project's status moves, check-in per half-day, the stage-1 gate of stage 2, the on-site file
 * checklist, the nonconformity workflow, the open-major-NC block of the decision, the 6-month limit
 * after the last stage-2 day, supplementary audits, aborts and special approvals.
 */

import { TASK_PERIODS } from '../audit-process.ts';
import { halfDayKey } from '../auditors/competence.ts';
import { type CodeOf, codeTable, entryOf } from '../labels.ts';
import { addMonths } from '../lifecycle/calendar.ts';
import {
  type ProjectAuditStatusInput,
  type ProjectAuditStatusKey,
  projectAuditStatusLabel,
} from '../project-audit-status.ts';
import * as tableRows from './rules.json';

// ───────────────────────────────────────────── code tables ─────────────────────────────────────────

/** Project status numbers used by execution (SPEC §4 "Project audit status labels"). */
export const PROJECT_STATUS = {
  /** 待审核 / 一阶段已提交 / 补充审核中. */
  audit: 0,
  /** 待整改 (stage ≠ 10) or, with stage 10, 待技术审定 / 已驳回. */
  rectificationOrTechCheck: 1,
  /** 待审批, or with audit status 4 已终止. */
  approvalOrAborted: 5,
  /** 待资料回收. */
  documentReturn: 6,
} as const;

/** The workflow stage of a project that has reached technical review (待技术审定). */
export const TECH_CHECK_STAGE = 10;
/** Audit status 4: the project was aborted (已终止). */
export const ABORTED_AUDIT_STATUS = 4;
/** Special type 2: the project is a supplementary audit (补充审核中). */
export const SUPPLEMENTARY_SPECIAL_TYPE = 2;
/** Audit type 10: supplementary audit (补充审核). */
export const SUPPLEMENTARY_AUDIT_TYPE = 10;

/** Nonconformity grades (DOMAIN.md §1.1: major 严重 / minor 一般, plus observations). */
export const NC_GRADES = codeTable(tableRows.NC_GRADES, [1, 2, 3]);
export type NcGrade = CodeOf<typeof NC_GRADES>;
export const MAJOR_NC: NcGrade = 1;
export const OBSERVATION: NcGrade = 3;

/** Where a nonconformity is in its answer → verification loop. */
export const NC_STATUSES = codeTable(tableRows.NC_STATUSES, [0, 1, 2, 3]);
export type NcStatus = CodeOf<typeof NC_STATUSES>;

/** The stage-1 readiness conclusion. */
export const STAGE1_CONCLUSIONS = codeTable(tableRows.STAGE1_CONCLUSIONS, [1, 2]);
export type Stage1Conclusion = CodeOf<typeof STAGE1_CONCLUSIONS>;

/** Opening and closing meetings. */
export const MEETING_KINDS = codeTable(tableRows.MEETING_KINDS, [1, 2]);
export type MeetingKind = CodeOf<typeof MEETING_KINDS>;

/** Check-in half-days (CNCA 认证到: before 13:00 is the morning): the first two task periods. */
export const CHECK_IN_PERIODS = [TASK_PERIODS[0], TASK_PERIODS[1]] as const;
export type CheckInPeriod = CodeOf<typeof CHECK_IN_PERIODS>;

/** Exceptions the body may allow through 特殊审批. */
export const SPECIAL_APPROVAL_KINDS = codeTable(tableRows.SPECIAL_APPROVAL_KINDS, [1, 2, 3, 4]);
export type SpecialApprovalKind = CodeOf<typeof SPECIAL_APPROVAL_KINDS>;

export const SPECIAL_APPROVAL_STATUSES = codeTable(tableRows.SPECIAL_APPROVAL_STATUSES, [0, 1, 2]);
export type SpecialApprovalStatus = CodeOf<typeof SPECIAL_APPROVAL_STATUSES>;

/** Labels of a code, for exports and messages. */
export const ncGradeName = (code: number) => entryOf(NC_GRADES, code)?.zh ?? '';

// ─────────────────────────────────────────── status label ─────────────────────────────────────────

/** The project's status and the sub-statuses execution (and later steps) keep. */
export interface ProjectExecutionStatus extends ProjectAuditStatusInput {
  status: number;
}

/**
 * The status label key of a project: the one SPEC §4 function (project-audit-status.ts), never a
 * local copy. Null only for a status outside 0–7.
 * @example projectStatusKey({ status: 6 }) // 'awaitingDocumentReturn'
 */
export function projectStatusKey(p: ProjectExecutionStatus): ProjectAuditStatusKey | null {
  return projectAuditStatusLabel(p)?.key ?? null;
}

// ───────────────────────────────────────────── refusals ───────────────────────────────────────────

export const EXECUTION_MESSAGES = {
  notInAudit: '项目不在审核阶段，不能执行该操作',
  notInRectification: '项目不在待整改阶段',
  notAwaitingDocuments: '项目不在待资料回收阶段',
  aborted: '项目已终止',
  planNotApproved: '审核计划尚未审批通过，不能开始审核',
  stage1Missing: '一阶段审核报告尚未提交，不能进行二阶段审核',
  stage1NotReady: '一阶段结论为不具备二阶段审核条件，不能进行二阶段审核',
  notStage1: '只有一阶段审核项目需要提交一阶段报告',
  stage1ReportFile: '请先上传一阶段审核报告',
  notReadyReasons: '请填写不具备条件的原因',
  checkInNotPlanned: '该半天不在审核计划日程内',
  checkInDuplicate: '该人员该半天已签到',
  checkInFuture: '不能为将来的日期签到',
  notOnTeam: '您不是该项目审核组成员',
  notLeader: '只有审核组长可以执行该操作',
  meetingsMissing: '请先登记首次会议和末次会议',
  noCheckIn: '尚无现场签到记录',
  checklistIncomplete: '现场审核文件不齐全',
  ncNotEditable: '不符合项已回复，不能修改',
  ncNotAnswerable: '不符合项当前不能回复',
  ncNotVerifiable: '不符合项尚未回复，不能验证',
  returnComment: '请填写退回原因',
  ncEvidenceMissing: '请先上传整改证据',
  abortNotAllowed: '项目当前状态不能终止',
  supplementaryNotAllowed: '只有审核后、认证决定前的项目可以安排补充审核',
  approvalDecided: '该特殊审批已处理',
  approvalSelf: '申请人不能审批自己的申请',
} as const;

/** A refusal, or null when the action may go ahead. */
export type Refusal = string | null;

// ───────────────────────────────────────────── check-in ───────────────────────────────────────────

/**
 * The half-day of a time of day in China (`HH:mm`): before 13:00 is the morning (CNCA 认证到).
 * @example checkInPeriodOf('12:59') // 1
 * @example checkInPeriodOf('13:00') // 2
 */
export function checkInPeriodOf(time: string): CheckInPeriod {
  return time < '13:00' ? 1 : 2;
}

export interface CheckInRequest {
  date: string;
  period: CheckInPeriod;
  /** The half-days the person is booked for on the plan (`YYYY-MM-DD:1|2`). */
  plannedHalfDays: readonly string[];
  /** Half-days the person has already checked in for on this project. */
  existing: readonly string[];
  today: string;
}

/**
 * Whether a person may check in for a half-day: it must be one of their planned half-days, not a
 * future day, and not checked in already (plans of one enterprise and half-day are bound together,
 * so one check-in per person and half-day).
 */
export function checkInRefusal(r: CheckInRequest): Refusal {
  if (r.date > r.today) return EXECUTION_MESSAGES.checkInFuture;
  const key = halfDayKey({ date: r.date, half: r.period });
  if (!r.plannedHalfDays.includes(key)) return EXECUTION_MESSAGES.checkInNotPlanned;
  if (r.existing.includes(key)) return EXECUTION_MESSAGES.checkInDuplicate;
  return null;
}

// ────────────────────────────────────────── stage 1 → stage 2 ─────────────────────────────────────

/** What is known of the stage-1 project of the same programme and cycle. */
export interface StageOneFacts {
  /** The stage-1 report was submitted (stage-one flag 1). */
  reportIn: boolean;
  conclusion: Stage1Conclusion | null;
  /** A special approval (kind 2) lets stage 2 go ahead despite a not-ready conclusion. */
  approvedException?: boolean;
}

/**
 * Whether a project may be executed as far as the stage-1 gate is concerned: stage 2 of an initial
 * audit is blocked until the stage-1 report is in with a "ready" conclusion (or a special approval
 * allows it). Every other project passes.
 * @example stageTwoGate({ auditType: 1, stage: 2 }, { reportIn: false, conclusion: null }) // '一阶段审核报告尚未提交…'
 */
export function stageTwoGate(
  project: { auditType: number; stage: number | null },
  stageOne: StageOneFacts | null,
): Refusal {
  if (project.stage !== 2) return null;
  if (!stageOne?.reportIn) return EXECUTION_MESSAGES.stage1Missing;
  if (stageOne.conclusion !== 1 && !stageOne.approvedException) return EXECUTION_MESSAGES.stage1NotReady;
  return null;
}

export interface Stage1Submission {
  stage: number | null;
  status: number;
  auditStatus: number | null;
  reportUploaded: boolean;
  conclusion: Stage1Conclusion;
  reasons: string;
}

/** Whether the leader may submit the stage-1 report and conclusion. */
export function stage1SubmissionRefusal(s: Stage1Submission): Refusal {
  if (s.stage !== 1) return EXECUTION_MESSAGES.notStage1;
  if (s.status !== PROJECT_STATUS.audit) return EXECUTION_MESSAGES.notInAudit;
  if (!s.reportUploaded) return EXECUTION_MESSAGES.stage1ReportFile;
  if (s.conclusion === 2 && s.reasons.trim() === '') return EXECUTION_MESSAGES.notReadyReasons;
  return null;
}

// ─────────────────────────────────────────── nonconformities ──────────────────────────────────────

export type NcAction = 'edit' | 'answer' | 'accept' | 'return';

/**
 * The nonconformity workflow: the team raises it (0), the enterprise answers with correction, cause,
 * corrective action and evidence (→ 1), the leader accepts (→ 3 closed) or returns it (→ 2), and a
 * returned NC is answered again. Observations need no answer and are closed when raised.
 * @example ncTransition(0, 'answer') // 1
 * @example ncTransition(1, 'return') // 2
 * @example ncTransition(3, 'answer') // null
 */
export function ncTransition(status: number, action: NcAction): NcStatus | null {
  switch (action) {
    case 'edit':
      return status === 0 ? 0 : null;
    case 'answer':
      return status === 0 || status === 2 ? 1 : null;
    case 'accept':
      return status === 1 ? 3 : null;
    case 'return':
      return status === 1 ? 2 : null;
  }
}

/** The status a new NC starts in: observations are closed at once. */
export const initialNcStatus = (grade: number): NcStatus => (grade === OBSERVATION ? 3 : 0);

export const NC_ACTION_REFUSALS: Record<NcAction, string> = {
  edit: EXECUTION_MESSAGES.ncNotEditable,
  answer: EXECUTION_MESSAGES.ncNotAnswerable,
  accept: EXECUTION_MESSAGES.ncNotVerifiable,
  return: EXECUTION_MESSAGES.ncNotVerifiable,
};

export interface NcFacts {
  grade: number;
  status: number;
}

/** An NC still needing work: a major or minor one not yet closed. */
export const isNcOpen = (nc: NcFacts) => nc.grade !== OBSERVATION && nc.status !== 3;
export const isOpenMajorNc = (nc: NcFacts) => nc.grade === MAJOR_NC && nc.status !== 3;

/**
 * The rule "an open major NC blocks the decision" (DOMAIN.md §1.1, ISO/IEC 17021-1 §9.5.3): the
 * review-and-decision work calls this before a certification decision.
 * @example decisionBlockedByNcs([{ grade: 1, status: 1 }]) // '存在1项未关闭的严重不符合项，不能作出认证决定'
 */
export function decisionBlockedByNcs(ncs: readonly NcFacts[]): Refusal {
  const open = ncs.filter(isOpenMajorNc).length;
  return open > 0 ? `存在${open}项未关闭的严重不符合项，不能作出认证决定` : null;
}

export interface MajorNcLimitFacts {
  ncs: readonly NcFacts[];
  /** The last on-site day of stage 2 (null before it ended). */
  lastStage2Day: string | null;
  /** Months allowed by the rule set (LifecycleRuleSet.majorNcVerificationMonths, 6 in every one). */
  limitMonths: number;
  today: string;
}

export interface MajorNcLimitState {
  /** The day by which open major NCs must be verified; null without a stage-2 day. */
  deadline: string | null;
  /** An open major NC is past the deadline: the project needs a repeated stage 2. */
  repeatStage2Required: boolean;
}

/**
 * The 6-months-after-the-last-stage-2-day limit (§9.5.3): a major NC not verified by then means a
 * repeated stage 2. The lifecycle jobs create that project; this is the rule and its state.
 * @example majorNcLimit({ ncs: [{ grade: 1, status: 0 }], lastStage2Day: '2026-01-20', limitMonths: 6, today: '2026-07-21' })
 * // { deadline: '2026-07-20', repeatStage2Required: true }
 */
export function majorNcLimit(f: MajorNcLimitFacts): MajorNcLimitState {
  if (!f.lastStage2Day) return { deadline: null, repeatStage2Required: false };
  const deadline = addMonths(f.lastStage2Day, f.limitMonths);
  return { deadline, repeatStage2Required: f.today > deadline && f.ncs.some(isOpenMajorNc) };
}

// ─────────────────────────────────────────── the project's moves ──────────────────────────────────

export interface ProjectFacts extends ProjectExecutionStatus {
  auditType: number;
  /** The audit stage of an initial audit (1/2), null otherwise. Not SPEC §4's workflow stage. */
  auditStage: number | null;
  /** The plan the project is on is approved (plan status 3). */
  planApproved: boolean;
}

const isAborted = (p: ProjectExecutionStatus) =>
  p.status === PROJECT_STATUS.approvalOrAborted && p.auditStatus === ABORTED_AUDIT_STATUS;

/** Whether on-site work (check-in, meetings, NCs, stage-1 report) may be recorded now. */
export function onsiteWorkRefusal(p: ProjectFacts, stageOne: StageOneFacts | null): Refusal {
  if (isAborted(p)) return EXECUTION_MESSAGES.aborted;
  if (p.status !== PROJECT_STATUS.audit) return EXECUTION_MESSAGES.notInAudit;
  if (!p.planApproved) return EXECUTION_MESSAGES.planNotApproved;
  return stageTwoGate({ auditType: p.auditType, stage: p.auditStage }, stageOne);
}

export interface FinishFacts {
  checkIns: number;
  meetings: readonly number[];
  /** Onsite audits need check-ins; remote ones need none (DOMAIN.md §4.6). */
  remote: boolean;
}

/**
 * Finishing the on-site audit: needs the opening and closing meetings and, for an on-site audit, a
 * check-in. Answers the refusal or the next status — 待整改 (1) while NCs are open, else 待资料回收 (6).
 */
export function finishAudit(
  p: ProjectFacts,
  stageOne: StageOneFacts | null,
  f: FinishFacts,
  ncs: readonly NcFacts[],
): { refusal: string } | { status: number } {
  const refusal = onsiteWorkRefusal(p, stageOne);
  if (refusal) return { refusal };
  if (!f.meetings.includes(1) || !f.meetings.includes(2))
    return { refusal: EXECUTION_MESSAGES.meetingsMissing };
  if (!f.remote && f.checkIns === 0) return { refusal: EXECUTION_MESSAGES.noCheckIn };
  return {
    status: ncs.some(isNcOpen) ? PROJECT_STATUS.rectificationOrTechCheck : PROJECT_STATUS.documentReturn,
  };
}

/** After an NC closes: a project in rectification whose NCs are all closed moves to 待资料回收. */
export function statusAfterNcClosed(p: ProjectExecutionStatus, ncs: readonly NcFacts[]): number {
  const inRectification =
    p.status === PROJECT_STATUS.rectificationOrTechCheck && p.stage !== TECH_CHECK_STAGE;
  return inRectification && !ncs.some(isNcOpen) ? PROJECT_STATUS.documentReturn : p.status;
}

/** The archive clerk's confirmation of a complete file: 待资料回收 → 待技术审定 (status 1, stage 10). */
export function confirmArchiveRefusal(p: ProjectExecutionStatus, checklist: ChecklistState): Refusal {
  if (p.status !== PROJECT_STATUS.documentReturn || p.initialReviewStatus === 4)
    return EXECUTION_MESSAGES.notAwaitingDocuments;
  if (!checklist.complete)
    return `${EXECUTION_MESSAGES.checklistIncomplete}：${checklist.missing.join('、')}`;
  return null;
}

/** A project may be aborted (with a reason) before technical review. */
export function abortRefusal(p: ProjectExecutionStatus): Refusal {
  if (isAborted(p)) return EXECUTION_MESSAGES.aborted;
  const before =
    p.status === PROJECT_STATUS.audit ||
    p.status === PROJECT_STATUS.documentReturn ||
    (p.status === PROJECT_STATUS.rectificationOrTechCheck && p.stage !== TECH_CHECK_STAGE);
  return before ? null : EXECUTION_MESSAGES.abortNotAllowed;
}

/**
 * A supplementary audit (type 10) verifies NCs or repeats stage 2 in the same cycle: possible once
 * the audit is over and before the certification decision (statuses 1 and 6), never for an aborted
 * project or a supplementary audit itself.
 */
export function supplementaryRefusal(p: ProjectFacts): Refusal {
  if (isAborted(p)) return EXECUTION_MESSAGES.aborted;
  if (p.specialType === SUPPLEMENTARY_SPECIAL_TYPE) return EXECUTION_MESSAGES.supplementaryNotAllowed;
  const after =
    p.status === PROJECT_STATUS.rectificationOrTechCheck || p.status === PROJECT_STATUS.documentReturn;
  return after ? null : EXECUTION_MESSAGES.supplementaryNotAllowed;
}

// ───────────────────────────────────────────── checklist ──────────────────────────────────────────

/** One slot of the on-site file checklist. */
export interface ChecklistSlot {
  documentType: string;
  required: boolean;
  /** Required only when the audit raised nonconformities (the NC reports). */
  onlyWithNcs?: boolean;
}

export interface ChecklistState {
  complete: boolean;
  /** Names (Chinese) of required documents not uploaded yet. */
  missing: string[];
}

/**
 * Completeness of a project's on-site file: every required slot has a live file (NC-report slots
 * only when the audit raised nonconformities).
 * @example checklistCompleteness([{ documentType: 'shxm_report', required: true }], new Set(), (c) => '审核报告')
 * // { complete: false, missing: ['审核报告'] }
 */
export function checklistCompleteness(
  slots: readonly ChecklistSlot[],
  uploaded: ReadonlySet<string>,
  nameOf: (documentType: string) => string,
  hasNcs = false,
): ChecklistState {
  const missing = slots
    .filter((s) => s.required && (!s.onlyWithNcs || hasNcs) && !uploaded.has(s.documentType))
    .map((s) => nameOf(s.documentType));
  return { complete: missing.length === 0, missing };
}

// ─────────────────────────────────────────── special approval ─────────────────────────────────────

/** Deciding a special approval: only while pending, never by the applicant (four eyes). */
export function specialApprovalRefusal(
  a: { status: number; appliedBy: string | null },
  userId: string,
): Refusal {
  if (a.status !== 0) return EXECUTION_MESSAGES.approvalDecided;
  if (a.appliedBy === userId) return EXECUTION_MESSAGES.approvalSelf;
  return null;
}
