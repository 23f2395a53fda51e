/**
 * Audit plans (计划安排, DOMAIN.md §1.2 row 5, §4.1): the status machine 0 to be arranged → 1 to be
 * approved → 3 approved, or 2 to be rectified / 5 rejected, and 4 aborted with a reason; the plan
 * number with the CNCA recommended prefix; the audit method's reporting code; half-day schedules.
 */
import { type HalfDay, halfDayKey, halfDaysOf } from '../auditors/competence.ts';

export type PlanAction = 'submit' | 'approve' | 'return' | 'reject' | 'abort' | 'changeTeam';

/** Status after the action, or null when the action is not allowed in that status. */
const TRANSITIONS: Readonly<Record<PlanAction, Readonly<Record<number, number>>>> = {
  submit: { 0: 1, 2: 1 },
  approve: { 1: 3 },
  return: { 1: 2 },
  reject: { 1: 5 },
  abort: { 0: 4, 1: 4, 2: 4, 3: 4, 5: 4 },
  // Swapping a member of an approved plan sends it back to approval (DOMAIN §1.2 row 6).
  changeTeam: { 3: 1 },
};

export const PLAN_ACTION_LABELS: Readonly<Record<PlanAction, string>> = {
  submit: '提交审批',
  approve: '审批通过',
  return: '退回整改',
  reject: '驳回',
  abort: '终止',
  changeTeam: '变更审核组',
};

/** Actions that need a reason (shown in the history and the abort list). */
export const PLAN_ACTIONS_WITH_REASON: ReadonlySet<PlanAction> = new Set([
  'return',
  'reject',
  'abort',
  'changeTeam',
]);

/**
 * The status a plan moves to, or null when the action is not allowed.
 * @example planTransition(0, 'submit') // 1
 * @example planTransition(3, 'approve') // null
 */
export function planTransition(status: number, action: PlanAction): number | null {
  return TRANSITIONS[action][status] ?? null;
}

/** Why an action is refused, in Chinese; null when it is allowed. */
export function planActionRefusal(status: number, action: PlanAction, reason?: string | null): string | null {
  if (planTransition(status, action) === null) return `当前状态不能${PLAN_ACTION_LABELS[action]}`;
  if (PLAN_ACTIONS_WITH_REASON.has(action) && !reason?.trim())
    return `请填写${PLAN_ACTION_LABELS[action]}原因`;
  return null;
}

/** Dates, method, sites and team may be changed while arranging or rectifying; an approved plan's team too (back to approval). */
export function isPlanEditable(status: number): boolean {
  return status === 0 || status === 2;
}

export function isTeamEditable(status: number): boolean {
  return status === 0 || status === 2 || status === 3;
}

/** The approver must not be the person who arranged and submitted the plan. */
export function approverRefusal(submittedBy: string | null, approverId: string): string | null {
  return submittedBy && submittedBy === approverId ? '审批人不能是计划安排人' : null;
}

/**
 * The CNCA recommended plan-number prefix (DOMAIN §4.1): a domestic body `R` + `0` + the last 3
 * digits of its approval number + the 2-digit branch code; a foreign-invested body `RF` + `0` + the
 * last 2 digits + the branch code.
 * @example planNumberPrefix('CNCA-R-2002-034', '01') // 'R003401'
 * @example planNumberPrefix('CNCA-RF-2010-07', '02') // 'RF00702'
 */
export function planNumberPrefix(approvalNo: string, branchCode: string): string {
  const digits = approvalNo.replace(/\D/g, '');
  const branch = (branchCode.replace(/\D/g, '') || '0').slice(-2).padStart(2, '0');
  if (/-RF-/i.test(approvalNo)) return `RF0${digits.slice(-2).padStart(2, '0')}${branch}`;
  return `R0${digits.slice(-3).padStart(3, '0')}${branch}`;
}

/**
 * A plan number: the prefix, the 2-digit year and a 4-digit serial of that prefix and year.
 * @example planNumber('CNCA-R-2002-034', '01', 2026, 12) // 'R003401260012'
 */
export function planNumber(approvalNo: string, branchCode: string, year: number, serial: number): string {
  return `${planNumberPrefix(approvalNo, branchCode)}${String(year % 100).padStart(2, '0')}${String(serial).padStart(4, '0')}`;
}

/**
 * The reporting code of an audit method (2021 notice 102号): 1 on-site FS01, 2 remote FS02, 3 partly
 * remote FS03; 0 off-site has no code.
 */
export function reportingAuditMethod(method: number): 'FS01' | 'FS02' | 'FS03' | null {
  return method === 1 ? 'FS01' : method === 2 ? 'FS02' : method === 3 ? 'FS03' : null;
}

/** One day of a schedule and the part of it (task period, SPEC §3: 1 morning, 2 afternoon, 3 whole day, 4-7 half-day slots). */
export interface ScheduleDay {
  date: string;
  period: number;
}

/** Every half-day a schedule occupies, in order, without duplicates. */
export function scheduleHalfDays(days: readonly ScheduleDay[]): HalfDay[] {
  const seen = new Map<string, HalfDay>();
  for (const d of days) for (const h of halfDaysOf(d.date, d.period)) seen.set(halfDayKey(h), h);
  return [...seen.values()].sort((a, b) => (a.date === b.date ? a.half - b.half : a.date < b.date ? -1 : 1));
}

/** A schedule's length in days: each half-day is 0.5. */
export function scheduleDays(days: readonly ScheduleDay[]): number {
  return scheduleHalfDays(days).length / 2;
}

/** First and last calendar date of a schedule (null when empty). */
export function scheduleRange(days: readonly ScheduleDay[]): { from: string; to: string } | null {
  if (days.length === 0) return null;
  const dates = days.map((d) => d.date).sort();
  return { from: dates[0]!, to: dates.at(-1)! };
}

/** The half-days two schedules share (a double booking when both are the same person's). */
export function overlappingHalfDays(a: readonly HalfDay[], b: readonly HalfDay[]): HalfDay[] {
  const keys = new Set(b.map(halfDayKey));
  return a.filter((h) => keys.has(halfDayKey(h)));
}

export const halfDayText = (h: HalfDay): string => `${h.date}${h.half === 1 ? '上午' : '下午'}`;
