/**
 * Who sees and may work on which audit project, shared by every use case of audit execution: the
 * user's project scope (an enterprise its own, an auditor without an office role their plans', the
 * office the tenant's), a visible project or 404, the user's part in it (enterprise, leader, member,
 * office) and the body's member rights, the on-site guard, and the project as a list row with its
 * SPEC §4 label and as the facts the @cb/domain rules read.
 */
import {
  clientMaySee,
  clientProjectFilters,
  clientProjectRow,
  type ExecutionDetail,
  type ExecutionProjectRow,
  type ExecutionTeamAction,
  executionActionRefusal,
  EXECUTION_MESSAGES as M,
  onsiteWorkRefusal,
  type ProjectAuditStatusKey,
  type ProjectFacts,
  projectAuditStatusLabel,
  type StageOneFacts,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import * as approvalRepo from './approval-repository.ts';
import * as repo from './repository.ts';

export type OnsiteQuery = {
  column?: string | undefined;
  order: 'asc' | 'desc';
  enterpriseName?: string | undefined;
  statusKey?: ProjectAuditStatusKey | undefined;
  complete?: '0' | '1' | undefined;
};

export type ProjectRecord = NonNullable<Awaited<ReturnType<typeof repo.findProject>>>;
export type MyPart = ExecutionDetail['myPart'];

const OFFICE_ROLES = new Set(['admin', 'staff']);

/** What the body lets its team members do on site (settings key `auditExecution`). */
export async function memberRightsOf(tx: Reader, tenantId: number) {
  return (await readSetting(tx, tenantId, 'auditExecution')).memberRights;
}

/** Which projects the user sees (an enterprise its own; an auditor without an office role their plans'). */
export async function projectScope(tx: Reader, user: AuthUser): Promise<repo.ProjectScope> {
  const scope = await customerScope(tx, user);
  if (scope.kind === 'enterprise') return { kind: 'enterprise', enterpriseId: scope.enterpriseId };
  if (scope.kind === 'partner') return { kind: 'enterprise', enterpriseId: null };
  const codes = await repo.roleCodesOf(tx, user.userId);
  if (codes.includes('auditor') && !codes.some((c) => OFFICE_ROLES.has(c))) {
    const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
    return { kind: 'auditor', auditorId: me?.id ?? null };
  }
  return { kind: 'tenant' };
}

/** The list filters a scope may use: the enterprise's leave out the body's own (auditor, branch). */
export const filtersIn = <Q extends repo.ProjectFilters>(
  scope: repo.ProjectScope,
  q: Q,
): repo.ProjectFilters => (scope.kind === 'enterprise' ? clientProjectFilters(q) : q);
/** A list row as the scope receives it (the enterprise's without the branch office). */
export const rowIn =
  (scope: repo.ProjectScope) =>
  (row: ExecutionProjectRow): ExecutionProjectRow =>
    scope.kind === 'enterprise' ? clientProjectRow(row) : row;

/** The document types a scope sees of its projects' files: the enterprise's are CLIENT_VISIBLE_DOCUMENTS. */
export const documentsVisibleIn = (scope: repo.ProjectScope): ((documentType: string) => boolean) =>
  scope.kind === 'enterprise' ? clientMaySee : () => true;

function labelOf(r: ProjectRecord) {
  const x = r.exec;
  return projectAuditStatusLabel({
    status: r.status,
    stage: x?.stage ?? null,
    specialType: x?.specialType ?? null,
    stageOneFlag: x?.stageOneFlag ?? null,
    techAuditStatus: x?.techAuditStatus ?? null,
    decideStatus: x?.decideStatus ?? null,
    auditStatus: x?.auditStatus ?? null,
    initialReviewStatus: x?.initialReviewStatus ?? null,
    reviewStatus: x?.reviewStatus ?? null,
  });
}

/** An NC row of the list with its times as ISO strings. */
export function ncDates<N extends { answeredAt: Date | null; verifiedAt: Date | null }>(n: N) {
  return { ...n, answeredAt: iso(n.answeredAt), verifiedAt: iso(n.verifiedAt) };
}

export function toRow(r: ProjectRecord): ExecutionProjectRow {
  const label = labelOf(r);
  return {
    id: r.id,
    enterpriseId: r.enterpriseId,
    enterpriseName: r.enterpriseName,
    programmeId: r.programmeId,
    planId: r.planId,
    planNo: r.planNo,
    auditType: r.auditType,
    stage: r.stage,
    scheme: r.scheme,
    standardName: r.standardName,
    contractNo: r.contractNo,
    branchCode: r.branchCode,
    dueFrom: r.dueFrom,
    dueTo: r.dueTo,
    startDate: r.startDate,
    endDate: r.endDate,
    leaderName: r.leaderName,
    status: r.status,
    statusKey: (label?.key ?? null) as ProjectAuditStatusKey | null,
    statusLabel: label?.zh ?? '',
    openNcs: Number(r.openNcs),
    openMajorNcs: Number(r.openMajorNcs),
    createTime: r.createTime.toISOString(),
  };
}

export function factsOf(r: ProjectRecord): ProjectFacts {
  return {
    status: r.status,
    stage: r.exec?.stage ?? null,
    specialType: r.exec?.specialType ?? null,
    stageOneFlag: r.exec?.stageOneFlag ?? null,
    auditStatus: r.exec?.auditStatus ?? null,
    initialReviewStatus: r.exec?.initialReviewStatus ?? null,
    techAuditStatus: r.exec?.techAuditStatus ?? null,
    auditType: r.auditType,
    auditStage: r.stage,
    planApproved: r.planStatus === 3,
  };
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A visible project or 404. */
export async function visibleProject(tx: Tx, user: AuthUser, id: string) {
  const scope = await projectScope(tx, user);
  const row = await repo.findProject(tx, user.tenantId, scope, id);
  if (!row) throw notFound('审核项目不存在');
  return { row, scope };
}

export async function partOf(
  tx: Tx,
  user: AuthUser,
  row: ProjectRecord,
  scope: repo.ProjectScope,
): Promise<MyPart> {
  if (scope.kind === 'enterprise') return 'enterprise';
  const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
  const team = await repo.teamOf(tx, user.tenantId, row.planId);
  const mine = me && team.find((m) => m.auditorId === me.id);
  if (mine) return mine.role === 1 ? 'leader' : 'member';
  return scope.kind === 'auditor' ? 'member' : 'office';
}

/** Whether the user may read the project (record files' canRead). */
export async function projectVisible(tx: Tx, user: AuthUser, projectId: string): Promise<boolean> {
  const scope = await projectScope(tx, user);
  return Boolean(await repo.findProject(tx, user.tenantId, scope, projectId));
}

export async function stageOneFacts(
  tx: Tx,
  tenantId: number,
  row: ProjectRecord,
): Promise<StageOneFacts | null> {
  if (row.stage !== 2) return null;
  const one = await repo.stageOneOf(tx, tenantId, row);
  const approvals = await approvalRepo.approvalsOf(tx, tenantId, row.id);
  const approvedException = approvals.some((a) => a.kind === 2 && a.status === 1);
  if (!one) return { reportIn: false, conclusion: null, approvedException };
  return {
    reportIn: one.stageOneFlag === 1,
    conclusion: one.conclusion === 1 || one.conclusion === 2 ? one.conclusion : null,
    approvedException,
  };
}

// ─────────────────────────────────────────────── execution ──────────────────────────────────────

/**
 * The project for an execution action by the leader or office staff; a member only where the
 * body's member rights allow `action` (null: the leader's and the office's alone, e.g. abort).
 */
export async function forExecution(tx: Tx, user: AuthUser, id: string, action: ExecutionTeamAction | null) {
  const { row, scope } = await visibleProject(tx, user, id);
  const part = await partOf(tx, user, row, scope);
  await mayAct(tx, user, part, action);
  const exec = row.exec?.id ? row.exec : await repo.ensureExecution(tx, user.tenantId, id, user.userId);
  return { row, part, exec: exec as NonNullable<ProjectRecord['exec']> & { id: string; version: number } };
}

/** Throws 403 with the Chinese reason when `part` may not do `action`. */
export async function mayAct(tx: Tx, user: AuthUser, part: MyPart, action: ExecutionTeamAction | null) {
  if (part === 'enterprise') throw forbidden();
  if (action === null) {
    if (part === 'member') throw forbidden(M.notLeader);
    return;
  }
  const refusal = executionActionRefusal(part, action, await memberRightsOf(tx, user.tenantId));
  if (refusal) throw forbidden(refusal);
}

export async function onsiteGuard(tx: Tx, tenantId: number, row: ProjectRecord) {
  const refusal = onsiteWorkRefusal(factsOf(row), await stageOneFacts(tx, tenantId, row));
  if (refusal) throw badRequest(refusal);
}

/** A visible project (or 404) with its execution record, made on first sight. */
export async function projectWithExecution(tx: Tx, user: AuthUser, id: string) {
  const { row: found, scope } = await visibleProject(tx, user, id);
  let row = found;
  if (!row.exec?.id) {
    await repo.ensureExecution(tx, user.tenantId, id, user.userId);
    row = (await repo.findProject(tx, user.tenantId, scope, id))!;
  }
  return { row, scope };
}
