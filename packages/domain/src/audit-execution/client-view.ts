/**
 * What the audited enterprise sees of its audit projects (issue 31 item 13): what a client needs —
 * its projects' status, type, standard, dates and due window, the plan and its team, the outcome of
 * stage 1, its nonconformities to answer with evidence (with the verifier's comments), the deadlines
 * and blocks that concern it, and the files the body issues to it (CLIENT_VISIBLE_DOCUMENTS). The
 * body's own business stays inside: the team's check-ins, the meeting records (the attendance sheet
 * is a working paper too), special approvals, the stage-1 reasons written for the file, the reasons
 * the team's on-site work is blocked, who confirmed the file's return, and the branch office.
 *
 * Every field of the execution detail is decided in CLIENT_DETAIL_FIELDS (a new field does not
 * compile until it is), and the server sends the enterprise `clientExecutionDetail(detail)`; hiding
 * it in the web alone would leave it in the answer.
 */
import type { ExecutionDetail, ExecutionProjectRow } from './contract.ts';

type Decision<V> = 'shown' | { withheld: V };

/** Per field of the execution detail: shown to the enterprise, or withheld (sent as this blank). */
export const CLIENT_DETAIL_FIELDS = {
  id: 'shown',
  enterpriseId: 'shown',
  enterpriseName: 'shown',
  programmeId: 'shown',
  planId: 'shown',
  planNo: 'shown',
  auditType: 'shown',
  stage: 'shown',
  scheme: 'shown',
  standardName: 'shown',
  contractNo: 'shown',
  branchCode: { withheld: '' },
  dueFrom: 'shown',
  dueTo: 'shown',
  startDate: 'shown',
  endDate: 'shown',
  leaderName: 'shown',
  status: 'shown',
  statusKey: 'shown',
  statusLabel: 'shown',
  openNcs: 'shown',
  openMajorNcs: 'shown',
  createTime: 'shown',
  version: 'shown',
  planStatus: 'shown',
  method: 'shown',
  specialType: 'shown',
  parentProjectId: 'shown',
  supplementaryReason: 'shown',
  stageOneFlag: 'shown',
  stage1Conclusion: 'shown',
  stage1Reasons: { withheld: '' },
  stage1SubmittedAt: 'shown',
  lastOnsiteDay: 'shown',
  abortReason: 'shown',
  archivedByName: { withheld: '' },
  archivedAt: 'shown',
  onsiteBlocked: { withheld: null },
  decisionBlocked: 'shown',
  majorNcDeadline: 'shown',
  repeatStage2Required: 'shown',
  checklistComplete: 'shown',
  checklistMissing: 'shown',
  myPart: 'shown',
  myRights: 'shown',
  team: 'shown',
  checkIns: { withheld: [] },
  meetings: { withheld: [] },
  nonconformities: 'shown',
  checklist: 'shown',
  approvals: { withheld: [] },
} as const satisfies { [K in keyof ExecutionDetail]-?: Decision<ExecutionDetail[K]> };

/**
 * The execution detail as the audited enterprise receives it: every withheld field blank.
 * @example clientExecutionDetail(detail).checkIns // []
 */
export function clientExecutionDetail(detail: ExecutionDetail): ExecutionDetail {
  const out: Record<string, unknown> = { ...detail };
  for (const [field, decision] of Object.entries(CLIENT_DETAIL_FIELDS))
    if (decision !== 'shown') out[field] = decision.withheld;
  return out as ExecutionDetail;
}

/** A row of the project list as the enterprise receives it (the branch office withheld). */
export function clientProjectRow<T extends ExecutionProjectRow>(row: T): T {
  return { ...row, branchCode: CLIENT_DETAIL_FIELDS.branchCode.withheld };
}

/** Filters of the project list that are the body's own (by auditor, by branch): not the client's. */
export const INTERNAL_PROJECT_FILTERS = ['auditorName', 'branchCode'] as const;

/**
 * The list filters an enterprise may use: the internal ones dropped, so they cannot narrow (or
 * probe) its list either.
 * @example clientProjectFilters({ auditorName: '李', scheme: 'QMS' }) // { scheme: 'QMS' }
 */
export function clientProjectFilters<T extends object>(
  filters: T,
): Omit<T, (typeof INTERNAL_PROJECT_FILTERS)[number]> {
  const out = { ...filters } as Record<string, unknown>;
  for (const name of INTERNAL_PROJECT_FILTERS) delete out[name];
  return out as Omit<T, (typeof INTERNAL_PROJECT_FILTERS)[number]>;
}

/** The role of the audited enterprise's users (the server's row scope `enterprise`). */
export const CLIENT_ROLE_CODE = 'enterprise';

/**
 * Whether a user with these role codes acts for an audited enterprise (and is shown its view).
 * @example isClientUser(['enterprise']) // true
 */
export function isClientUser(roles: readonly string[] | null | undefined): boolean {
  return Boolean(roles?.includes(CLIENT_ROLE_CODE));
}
