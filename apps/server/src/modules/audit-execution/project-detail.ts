/**
 * One audit project as its page shows it (审核项目详情): the list row with the team, check-ins,
 * meetings, nonconformities, special approvals and the on-site file checklist, the blocks on on-site
 * work and on the decision, the major NC deadline, and the user's part and rights; the audited
 * enterprise receives the client's view. The detail and the archive read it.
 */
import {
  clientExecutionDetail,
  decisionBlockedByNcs,
  type ExecutionDetail,
  executionRightsOf,
  majorNcLimit,
  onsiteDocumentName,
  onsiteWorkRefusal,
  type RuleSetId,
  ruleSetById,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/database.ts';
import * as approvalRepo from './approval-repository.ts';
import { checklistState } from './checklist.ts';
import * as ncRepo from './nc-repository.ts';
import {
  documentsVisibleIn,
  factsOf,
  iso,
  memberRightsOf,
  type ProjectRecord,
  partOf,
  stageOneFacts,
  toRow,
} from './project-access.ts';
import * as repo from './repository.ts';

export async function projectDetail(
  tx: Tx,
  user: AuthUser,
  row: ProjectRecord,
  scope: repo.ProjectScope,
  today: string,
): Promise<ExecutionDetail> {
  const tenantId = user.tenantId;
  // One after the other: a transaction runs one statement at a time (node-postgres queues the rest).
  const team = await repo.teamOf(tx, tenantId, row.planId);
  const checkIns = await repo.checkInsOf(tx, tenantId, row.id);
  const meetings = await repo.meetingsOf(tx, tenantId, row.id);
  const ncs = await ncRepo.ncsOf(tx, tenantId, row.id);
  const approvals = await approvalRepo.approvalsOf(tx, tenantId, row.id);
  const part = await partOf(tx, user, row, scope);
  const stageOne = await stageOneFacts(tx, tenantId, row);
  const hasNcs = ncs.some((n) => n.grade !== 3);
  const { slots, uploaded, state } = await checklistState(tx, tenantId, row, hasNcs);
  // The audited enterprise is not told of the team's working papers, present or missing.
  const visible = documentsVisibleIn(scope);
  const shown = slots.filter((s) => visible(s.documentType));
  const hidden = new Set(
    slots.filter((s) => !shown.includes(s)).map((s) => onsiteDocumentName(s.documentType)),
  );
  const limit = majorNcLimit({
    ncs,
    lastStage2Day: row.stage === 2 ? (row.exec?.lastOnsiteDay ?? null) : null,
    limitMonths: ruleSetById(row.ruleSetId as RuleSetId)?.majorNcVerificationMonths ?? 6,
    today,
  });
  const x = row.exec;
  const detail: ExecutionDetail = {
    ...toRow(row),
    version: x?.version ?? 1,
    planStatus: row.planStatus,
    method: row.method,
    specialType: x?.specialType ?? null,
    parentProjectId: x?.parentProjectId ?? null,
    supplementaryReason: x?.supplementaryReason ?? '',
    stageOneFlag: x?.stageOneFlag ?? 0,
    stage1Conclusion: x?.stage1Conclusion ?? null,
    stage1Reasons: x?.stage1Reasons ?? '',
    stage1SubmittedAt: iso(x?.stage1SubmittedAt),
    lastOnsiteDay: x?.lastOnsiteDay ?? null,
    abortReason: x?.abortReason ?? '',
    archivedByName: x?.archivedBy ? await repo.userName(tx, x.archivedBy) : '',
    archivedAt: iso(x?.archivedAt),
    onsiteBlocked: onsiteWorkRefusal(factsOf(row), stageOne),
    decisionBlocked: decisionBlockedByNcs(ncs),
    majorNcDeadline: limit.deadline,
    repeatStage2Required: limit.repeatStage2Required,
    checklistComplete: state.complete,
    checklistMissing: state.missing.filter((name) => !hidden.has(name)),
    myPart: part,
    myRights: executionRightsOf(part, await memberRightsOf(tx, tenantId)),
    team: team.map((m) => ({ auditorId: m.auditorId, name: m.name, role: m.role, halfDays: m.halfDays })),
    checkIns: checkIns.map((c) => ({ ...c, checkedAt: c.checkedAt.toISOString() })),
    meetings,
    nonconformities: ncs.map((n) => ({
      ...n,
      answeredAt: iso(n.answeredAt),
      verifiedAt: iso(n.verifiedAt),
    })),
    checklist: shown.map((s) => ({
      documentType: s.documentType,
      name: onsiteDocumentName(s.documentType),
      required: s.required,
      onlyWithNcs: s.onlyWithNcs ?? false,
      uploaded: uploaded.has(s.documentType),
    })),
    approvals: approvals.map((a) => ({
      ...a,
      appliedAt: a.appliedAt.toISOString(),
      decidedAt: iso(a.decidedAt),
    })),
  };
  // The audited enterprise receives what a client needs, not the body's own records.
  return scope.kind === 'enterprise' ? clientExecutionDetail(detail) : detail;
}
