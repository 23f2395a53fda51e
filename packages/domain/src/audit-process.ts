/**
 * Code tables of audit planning and review (SPEC.md §3 "Enumerations"; the flow is DOMAIN.md §1.2):
 * stages, plan status, half-day task periods, audit method, witness, technical review and decision.
 */
import type { CodeLabel, CodeOf } from './labels.ts';

/** Initial-audit stage. */
export const AUDIT_STAGES = [
  { code: 1, zh: '一阶段', en: 'Stage one' },
  { code: 2, zh: '二阶段', en: 'Stage two' },
] as const satisfies readonly CodeLabel[];

/** Audit plan status: 0 → 1 → 3, or back to 2 / out to 4 and 5. */
export const PLAN_STATUSES = [
  { code: 0, zh: '待安排', en: 'To be arranged' },
  { code: 1, zh: '待审批', en: 'To be approved' },
  { code: 2, zh: '待整改', en: 'To be rectified' },
  { code: 3, zh: '已审批', en: 'Approved' },
  { code: 4, zh: '已终止', en: 'Aborted' },
  { code: 5, zh: '已驳回', en: 'Rejected' },
] as const satisfies readonly CodeLabel[];

export type PlanStatus = CodeOf<typeof PLAN_STATUSES>;

/**
 * The part of a day an auditor is booked for. CNCA check-in works in half-days; 4-7 are further
 * half-day slots whose exact times the spec does not give.
 */
export const TASK_PERIODS = [
  { code: 1, zh: '上午', en: 'Morning' },
  { code: 2, zh: '下午', en: 'Afternoon' },
  { code: 3, zh: '全天', en: 'Whole day' },
  { code: 4, zh: '半天（时段一）', en: 'Half day (slot 1)' },
  { code: 5, zh: '半天（时段二）', en: 'Half day (slot 2)' },
  { code: 6, zh: '半天（时段三）', en: 'Half day (slot 3)' },
  { code: 7, zh: '半天（时段四）', en: 'Half day (slot 4)' },
] as const satisfies readonly CodeLabel[];

/** How an audit is carried out; reported to CNCA as FS01 on-site, FS02 remote, FS03 mixed. */
export const AUDIT_METHODS = [
  { code: 1, zh: '现场审核', en: 'Onsite' },
  { code: 0, zh: '非现场审核', en: 'Offsite' },
  { code: 2, zh: '远程审核', en: 'Remote' },
  { code: 3, zh: '部分远程审核', en: 'Partly remote' },
] as const satisfies readonly CodeLabel[];

/** Which audits a certification scope applies to. The spec gives no codes, so they are named. */
export const SCOPE_OPTIONS = [
  { code: 'all', zh: '全部', en: 'All' },
  { code: 'stage1', zh: '一阶段', en: 'Stage one' },
  { code: 'stage2', zh: '二阶段', en: 'Stage two' },
  { code: 'surveillance', zh: '监督审核', en: 'Surveillance' },
  { code: 'recertification', zh: '再认证审核', en: 'Recertification' },
  { code: 'special', zh: '特殊审核', en: 'Special audit' },
] as const satisfies readonly CodeLabel[];

/** Outcome of a witnessed audit (见证评价). */
export const WITNESS_RESULTS = [
  { code: 1, zh: '通过', en: 'Passed' },
  { code: 2, zh: '不通过', en: 'Not passed' },
] as const satisfies readonly CodeLabel[];

/** Technical review (技术审定) result. */
export const TECHNICAL_AUDIT_RESULTS = [
  { code: 0, zh: '待审定', en: 'Pending' },
  { code: 1, zh: '通过', en: 'Passed' },
  { code: 2, zh: '驳回', en: 'Rejected' },
] as const satisfies readonly CodeLabel[];

/** Certification decision (认证决定) result; "rejected" goes back for rework, "not passed" is final. */
export const DECISION_RESULTS = [
  { code: 0, zh: '待决定', en: 'Pending' },
  { code: 1, zh: '通过', en: 'Passed' },
  { code: 2, zh: '驳回', en: 'Rejected' },
  { code: 3, zh: '不通过', en: 'Not passed' },
] as const satisfies readonly CodeLabel[];
