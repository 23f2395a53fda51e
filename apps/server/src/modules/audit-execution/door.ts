/**
 * Audit execution's door: the only file other areas import from modules/audit-execution (issue 29
 * item 3, docs/decisions.md "One door per area").
 */
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { projectScope, toRow } from './project-access.ts';
import { listProjects, projectWhere } from './repository.ts';
import { nonconformities, projectExecutions } from './schema.ts';

export { checklistItems, uploadedTypes } from './file-repository.ts';
export { type AuditFinished, onAuditFinished } from './hooks.ts';
export { ncsOf } from './nc-repository.ts';
export { openSupplementaryProject } from './project-changes-service.ts';
export { leaderName, planTeamOf, stageOneOf, userName } from './repository.ts';

const qb = new QueryBuilder();

/** A project's execution record as others see it (one per project), under the given alias. */
export const projectExecutionsAs = <Alias extends string>(alias: Alias) =>
  qb
    .select({
      id: projectExecutions.id,
      tenantId: projectExecutions.tenantId,
      projectId: projectExecutions.projectId,
      stage: projectExecutions.stage,
      specialType: projectExecutions.specialType,
      parentProjectId: projectExecutions.parentProjectId,
      stageOneFlag: projectExecutions.stageOneFlag,
      stage1Conclusion: projectExecutions.stage1Conclusion,
      stage1Reasons: projectExecutions.stage1Reasons,
      techAuditStatus: projectExecutions.techAuditStatus,
      decideStatus: projectExecutions.decideStatus,
      auditStatus: projectExecutions.auditStatus,
      lastOnsiteDay: projectExecutions.lastOnsiteDay,
      finishedAt: projectExecutions.finishedAt,
      archivedAt: projectExecutions.archivedAt,
      version: projectExecutions.version,
    })
    .from(projectExecutions)
    .as(alias);
/** Projects' execution records: stage, sub-statuses, last on-site day, finished and archived. */
export const projectExecutionsView = projectExecutionsAs('project_executions_view');

/** Nonconformities: project, grade, status, clause and facts. */
export const nonconformitiesView = qb
  .select({
    id: nonconformities.id,
    tenantId: nonconformities.tenantId,
    projectId: nonconformities.projectId,
    grade: nonconformities.grade,
    status: nonconformities.status,
    clause: nonconformities.clause,
    facts: nonconformities.facts,
    createdAt: nonconformities.createdAt,
  })
  .from(nonconformities)
  .as('nonconformities_view');

/**
 * The sub-statuses of a project's execution record (created if missing) that a later stage sets:
 * the workflow stage, the technical review's and the decision's status.
 */
export async function setExecutionState(
  tx: Tx,
  tenantId: number,
  projectId: string,
  state: { stage?: number | null; techAuditStatus?: number | null; decideStatus?: number | null },
  actorId: string | null,
) {
  const e = projectExecutions;
  await tx
    .insert(e)
    .values({ tenantId, projectId, createdBy: actorId, updatedBy: actorId })
    .onConflictDoNothing();
  const sub: Record<string, unknown> = {
    updatedAt: new Date(),
    updatedBy: actorId,
    version: sql`${e.version} + 1`,
  };
  if (state.stage !== undefined) sub.stage = state.stage;
  if (state.techAuditStatus !== undefined) sub.techAuditStatus = state.techAuditStatus;
  if (state.decideStatus !== undefined) sub.decideStatus = state.decideStatus;
  await tx
    .update(e)
    .set(sub)
    .where(inTenant(e, tenantId, [eq(e.projectId, projectId)]));
}

/** The last on-site day execution recorded for a project (null: none yet). */
export async function lastOnsiteDayOf(
  tx: Reader,
  tenantId: number,
  projectId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ day: projectExecutions.lastOnsiteDay })
    .from(projectExecutions)
    .where(inTenant(projectExecutions, tenantId, [eq(projectExecutions.projectId, projectId)]));
  return row?.day ?? null;
}

/**
 * The projects of one audit plan (by its number) that the user may see, the first 50 in order,
 * each with its status label as 审核项目 shows it (档案核查).
 */
export async function projectsOfPlan(tx: Reader, user: AuthUser, planNo: string) {
  const scope = await projectScope(tx, user);
  const where = projectWhere(user.tenantId, scope, { planNo: planNo.toUpperCase() });
  const rows = await listProjects(tx, where, { order: 'asc' }, 50, 0);
  return rows.map((r) => ({ ...r, statusLabel: toRow(r).statusLabel }));
}

/** A demo execution record (a later area's seeder: its files in review need a finished audit). */
export const insertDemoExecution = (tx: Tx, values: typeof projectExecutions.$inferInsert) =>
  tx.insert(projectExecutions).values(values);

// 审核项目统计 and 证书统计's surveillance audits (modules/statistics).
export {
  type ProjectFigures,
  type ProjectGrouping,
  projectCellsSql,
  projectFigures,
} from './for-statistics.ts';
export { SURVEILLANCE_AUDIT_TYPES } from './repository.ts';
