/**
 * Code tables of audit planning and review (SPEC.md §3 "Enumerations"; the flow is DOMAIN.md §1.2):
 * stages, plan status, half-day task periods, audit method, witness, technical review and decision.
 */

import * as tableRows from './audit-process.json';
import { type CodeOf, codeTable } from './labels.ts';

/** Initial-audit stage. */
export const AUDIT_STAGES = codeTable(tableRows.AUDIT_STAGES, [1, 2]);

/** Audit plan status: 0 → 1 → 3, or back to 2 / out to 4 and 5. */
export const PLAN_STATUSES = codeTable(tableRows.PLAN_STATUSES, [0, 1, 2, 3, 4, 5]);

export type PlanStatus = CodeOf<typeof PLAN_STATUSES>;

/**
 * The part of a day an auditor is booked for. CNCA check-in works in half-days; 4-7 are further
 * half-day slots whose exact times the spec does not give.
 */
export const TASK_PERIODS = codeTable(tableRows.TASK_PERIODS, [1, 2, 3, 4, 5, 6, 7]);

/** How an audit is carried out; reported to CNCA as FS01 on-site, FS02 remote, FS03 mixed. */
export const AUDIT_METHODS = codeTable(tableRows.AUDIT_METHODS, [1, 0, 2, 3]);

/** Which audits a certification scope applies to. The spec gives no codes, so they are named. */
export const SCOPE_OPTIONS = codeTable(
  tableRows.SCOPE_OPTIONS,
  'all stage1 stage2 surveillance recertification special',
);

/** Outcome of a witnessed audit (见证评价). */
export const WITNESS_RESULTS = codeTable(tableRows.WITNESS_RESULTS, [1, 2]);

/** Technical review (技术审定) result. */
export const TECHNICAL_AUDIT_RESULTS = codeTable(tableRows.TECHNICAL_AUDIT_RESULTS, [0, 1, 2]);

/** Certification decision (认证决定) result; "rejected" goes back for rework, "not passed" is final. */
export const DECISION_RESULTS = codeTable(tableRows.DECISION_RESULTS, [0, 1, 2, 3]);
