/**
 * Queries of audit execution. Projects, plans, programmes and teams are audit-programmes' tables,
 * read here (and the project's main status written) with this module's own queries; every query
 * takes the caller's transaction and filters by tenant although RLS does too. The nonconformities'
 * queries are in nc-repository.ts, the on-site files' and checklist's in file-repository.ts, the
 * special approvals' in approval-repository.ts.
 */
import type { ProjectAuditStatusKey } from '@cb/domain';
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { contains, queryRows, sortedRows } from '../../platform/crud/index.ts';
import { columnsOf } from '../../platform/db/columns.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { roles, userRoles, users } from '../../platform/identity/schema.ts';
import {
  auditPlansView as auditPlans,
  auditProgrammesView as auditProgrammes,
  auditProjectsView as auditProjects,
  planTeamMembersView as planTeamMembers,
} from '../audit-programmes/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { nonconformities, projectCheckIns, projectExecutions, projectMeetings } from './schema.ts';

const p = auditProjects;
const e = projectExecutions;

/**
 * The SPEC §4 label key in SQL, for filtering by label. It mirrors `projectAuditStatusLabel` of
 * @cb/domain line by line; the API test checks the two agree on every combination.
 */
export const statusKeySql = sql<ProjectAuditStatusKey | null>`case
  when ${p.status} = 0 then case when ${e.specialType} = 2 then 'supplementaryAuditInProgress'
    when ${e.stageOneFlag} = 1 then 'stageOneSubmitted' else 'awaitingAudit' end
  when ${p.status} = 1 then case when ${e.stage} is distinct from 10 then 'awaitingRectification'
    when ${e.techAuditStatus} = 3 then 'rejected' else 'awaitingTechCheck' end
  when ${p.status} = 2 then case when ${e.stage} = 6 then 'decided' when ${e.stage} = 7 then 'evaluated'
    else 'audited' end
  when ${p.status} = 3 then case when ${e.stage} = 4 and (${e.decideStatus} = 3 or ${e.auditStatus} = 3)
    then 'awaitingRectification' else 'certificationDecisionInProgress' end
  when ${p.status} = 4 then case when ${e.stage} = 5 and ${e.auditStatus} = 3 then 'awaitingRectification'
    when ${e.stage} = 6 then 'decided' when ${e.stage} = 7 then 'evaluated'
    else 'certificationEvaluationInProgress' end
  when ${p.status} = 5 then case when ${e.auditStatus} = 4 then 'aborted' else 'awaitingApproval' end
  when ${p.status} = 6 then case when ${e.initialReviewStatus} = 4 then 'awaitingRectification'
    else 'awaitingDocumentReturn' end
  when ${p.status} = 7 then case when ${e.reviewStatus} = 4 then 'awaitingRectification'
    else 'awaitingReview' end
end`;

/** The name of the project's team leader ('' without one), for a project query's columns. */
export const leaderName = sql<string>`coalesce((select ${auditorsView.name} from ${planTeamMembers}
  join ${auditorsView} on ${auditorsView.id} = ${planTeamMembers.auditorId}
  where ${planTeamMembers.planId} = ${p.planId} and ${planTeamMembers.role} = 1
  order by ${planTeamMembers.sortNo} limit 1), '')`;
const openNcs = sql<number>`(select count(*)::int from ${nonconformities}
  where ${nonconformities.projectId} = ${p.id} and ${nonconformities.grade} <> 3 and ${nonconformities.status} <> 3)`;
const openMajorNcs = sql<number>`(select count(*)::int from ${nonconformities}
  where ${nonconformities.projectId} = ${p.id} and ${nonconformities.grade} = 1 and ${nonconformities.status} <> 3)`;

/** The columns of a project row (the label is computed from status + sub-statuses in the service). */
export const projectColumns = {
  id: p.id,
  version: p.version,
  enterpriseId: p.enterpriseId,
  enterpriseName: enterprisesView.name,
  programmeId: p.programmeId,
  planId: p.planId,
  planNo: sql<string>`coalesce(${auditPlans.planNo}, '')`,
  planStatus: auditPlans.status,
  method: auditPlans.method,
  auditType: p.auditType,
  stage: p.stage,
  scheme: p.scheme,
  standardName: auditProgrammes.standardName,
  contractNo: auditProgrammes.contractNo,
  branchCode: sql<string>`coalesce(nullif(${auditPlans.branchCode}, ''), ${auditProgrammes.branchCode})`,
  ruleSetId: auditProgrammes.ruleSetId,
  cycleNo: auditProgrammes.cycleNo,
  dueFrom: p.dueFrom,
  dueTo: p.dueTo,
  startDate: auditPlans.startDate,
  endDate: auditPlans.endDate,
  leaderName,
  status: p.status,
  openNcs,
  openMajorNcs,
  createTime: p.createdAt,
  exec: {
    id: e.id,
    version: e.version,
    stage: e.stage,
    specialType: e.specialType,
    parentProjectId: e.parentProjectId,
    supplementaryReason: e.supplementaryReason,
    stageOneFlag: e.stageOneFlag,
    stage1Conclusion: e.stage1Conclusion,
    stage1Reasons: e.stage1Reasons,
    stage1SubmittedAt: e.stage1SubmittedAt,
    techAuditStatus: e.techAuditStatus,
    decideStatus: e.decideStatus,
    auditStatus: e.auditStatus,
    initialReviewStatus: e.initialReviewStatus,
    reviewStatus: e.reviewStatus,
    lastOnsiteDay: e.lastOnsiteDay,
    abortReason: e.abortReason,
    archivedBy: e.archivedBy,
    archivedAt: e.archivedAt,
  },
};

const SORT = {
  createTime: p.createdAt,
  startDate: auditPlans.startDate,
  enterpriseName: enterprisesView.name,
  dueTo: p.dueTo,
};

export interface ProjectFilters {
  statusKey?: ProjectAuditStatusKey | undefined;
  auditType?: number | undefined;
  stage?: number | undefined;
  scheme?: string | undefined;
  auditorName?: string | undefined;
  enterpriseName?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  branchCode?: string | undefined;
  /** One audit plan's projects (档案核查), by the plan's number. */
  planNo?: string | undefined;
  /** 审核项目统计's and 证书统计's drill-down: the client's province; surveillance audits only. */
  province?: string | undefined;
  surveillance?: boolean | undefined;
}

/** The surveillance audit types (AUDIT_TYPES: 监督审核, 第二次监督审核 and their transfer forms). */
export const SURVEILLANCE_AUDIT_TYPES = [2, 3, 5, 6];

/** Row scope: an enterprise's own projects, an auditor's projects they are on, or all. */
export type ProjectScope =
  | { kind: 'tenant' }
  | { kind: 'enterprise'; enterpriseId: string | null }
  | { kind: 'auditor'; auditorId: string | null };

export function scopeWhere(scope: ProjectScope): SQL | undefined {
  switch (scope.kind) {
    case 'tenant':
      return undefined;
    case 'enterprise':
      return scope.enterpriseId ? eq(p.enterpriseId, scope.enterpriseId) : sql`false`;
    case 'auditor':
      return scope.auditorId
        ? sql`exists (select 1 from ${planTeamMembers} where ${planTeamMembers.planId} = ${p.planId}
              and ${planTeamMembers.auditorId} = ${scope.auditorId})`
        : sql`false`;
  }
}

export function projectWhere(tenantId: number, scope: ProjectScope, q: ProjectFilters): SQL | undefined {
  return inTenant(p, tenantId, [
    scopeWhere(scope),
    q.statusKey ? sql`(${statusKeySql}) = ${q.statusKey}` : undefined,
    q.auditType !== undefined ? eq(p.auditType, q.auditType) : undefined,
    q.stage !== undefined ? eq(p.stage, q.stage) : undefined,
    q.scheme ? eq(p.scheme, q.scheme) : undefined,
    enterpriseNameContains(p.enterpriseId, q.enterpriseName),
    q.auditorName
      ? sql`exists (select 1 from ${planTeamMembers} join ${auditorsView} on ${auditorsView.id} = ${planTeamMembers.auditorId}
            where ${planTeamMembers.planId} = ${p.planId} and ${contains(auditorsView.name, q.auditorName)})`
      : undefined,
    q.dateFrom ? gte(sql`coalesce(${auditPlans.startDate}, ${p.dueFrom})`, q.dateFrom) : undefined,
    q.dateTo ? lte(sql`coalesce(${auditPlans.startDate}, ${p.dueFrom})`, q.dateTo) : undefined,
    q.branchCode
      ? sql`coalesce(nullif(${auditPlans.branchCode}, ''), ${auditProgrammes.branchCode}) = ${q.branchCode}`
      : undefined,
    q.planNo ? eq(auditPlans.planNo, q.planNo) : undefined,
    q.province ? eq(enterprisesView.regionCode, q.province) : undefined,
    q.surveillance ? inArray(p.auditType, SURVEILLANCE_AUDIT_TYPES) : undefined,
  ]);
}

function projectQuery(tx: Reader) {
  return tx
    .select(projectColumns)
    .from(p)
    .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
    .innerJoin(auditProgrammes, eq(auditProgrammes.id, p.programmeId))
    .leftJoin(auditPlans, eq(auditPlans.id, p.planId))
    .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)));
}

export type ProjectRecord = Awaited<ReturnType<typeof findProject>> & object;

export const listProjects = sortedRows(queryRows(projectQuery), {
  sort: SORT,
  fallback: [desc(p.createdAt), desc(p.id)],
  tieBreak: p.id,
});

/**
 * How many projects match, counting no further than `cap` + 1. Only the tables the filters name are
 * joined (the enterprise and programme of a project always exist: their keys are not null and
 * checked), so a count without them runs on the projects' own indexes.
 */
export async function countProjects(
  tx: Reader,
  where: SQL | undefined,
  cap: number,
  q: ProjectFilters & { execution?: boolean },
) {
  const byPlan = Boolean(q.dateFrom || q.dateTo || q.branchCode);
  let from = tx.select({ one: sql`1` }).from(p).$dynamic();
  if (q.province) from = from.innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId));
  if (q.branchCode) from = from.innerJoin(auditProgrammes, eq(auditProgrammes.id, p.programmeId));
  if (byPlan) from = from.leftJoin(auditPlans, eq(auditPlans.id, p.planId));
  if (q.statusKey || q.execution)
    from = from.leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)));
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(
    from
      .where(where)
      .limit(cap + 1)
      .as('matching'),
  );
  return Number(row?.n ?? 0);
}

export async function findProject(tx: Tx, tenantId: number, scope: ProjectScope, id: string) {
  const [row] = await projectQuery(tx).where(and(eq(p.id, id), projectWhere(tenantId, scope, {})));
  return row;
}

/** Creates the execution record of a project when it has none yet; answers it. */
export async function ensureExecution(tx: Tx, tenantId: number, projectId: string, actorId: string | null) {
  await tx
    .insert(e)
    .values({ tenantId, projectId, createdBy: actorId, updatedBy: actorId })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(e)
    .where(inTenant(e, tenantId, [eq(e.projectId, projectId)]));
  return row!;
}

/** Sets the project's main status (audit_projects.status, the programmes') with its optimistic lock. */
export { setProjectStatus } from '../audit-programmes/door.ts';

/**
 * The team of a plan (none without a plan), by role then order: `columns` of its members
 * (planTeamMembers) and their auditors (auditorsView). The decisions read it with their columns.
 */
export async function planTeamOf<C extends SelectedFields>(
  tx: Reader,
  tenantId: number,
  planId: string | null,
  columns: C,
): Promise<SelectResultFields<C>[]> {
  if (!planId) return [];
  return tx
    .select(columns as SelectedFields)
    .from(planTeamMembers)
    .innerJoin(auditorsView, eq(auditorsView.id, planTeamMembers.auditorId))
    .where(inTenant(planTeamMembers, tenantId, [eq(planTeamMembers.planId, planId)]))
    .orderBy(asc(planTeamMembers.role), asc(planTeamMembers.sortNo)) as unknown as Promise<
    SelectResultFields<C>[]
  >;
}

export async function teamOf(tx: Tx, tenantId: number, planId: string | null) {
  return planTeamOf(tx, tenantId, planId, {
    auditorId: planTeamMembers.auditorId,
    name: auditorsView.name,
    role: planTeamMembers.role,
    halfDays: planTeamMembers.halfDays,
    userId: auditorsView.userId,
  });
}

export { auditorOfUser } from '../auditors/door.ts';

export async function checkInsOf(tx: Tx, tenantId: number, projectId: string) {
  return tx
    .select({
      auditorName: auditorsView.name,
      date: projectCheckIns.checkDate,
      ...columnsOf(projectCheckIns, ['id', 'auditorId', 'period', 'checkedAt', 'location', 'note']),
    })
    .from(projectCheckIns)
    .innerJoin(auditorsView, eq(auditorsView.id, projectCheckIns.auditorId))
    .where(inTenant(projectCheckIns, tenantId, [eq(projectCheckIns.projectId, projectId)]))
    .orderBy(asc(projectCheckIns.checkDate), asc(projectCheckIns.period), asc(auditorsView.name));
}

export async function meetingsOf(tx: Tx, tenantId: number, projectId: string) {
  return tx
    .select(columnsOf(projectMeetings, ['id', 'version', 'kind', 'heldOn', 'attendees']))
    .from(projectMeetings)
    .where(inTenant(projectMeetings, tenantId, [eq(projectMeetings.projectId, projectId)]))
    .orderBy(asc(projectMeetings.kind));
}

/** The stage-1 project of the same programme and cycle as a stage-2 project, with its execution. */
export async function stageOneOf(tx: Reader, tenantId: number, project: { programmeId: string; id: string }) {
  const [row] = await tx
    .select({ id: p.id, stageOneFlag: e.stageOneFlag, conclusion: e.stage1Conclusion })
    .from(p)
    .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)))
    .where(
      inTenant(p, tenantId, [
        eq(p.programmeId, project.programmeId),
        eq(p.stage, 1),
        ne(p.id, project.id),
        sql`not (${p.status} = 5 and ${e.auditStatus} is not distinct from 4)`,
      ]),
    )
    .orderBy(desc(p.createdAt))
    .limit(1);
  return row;
}

export async function userName(tx: Reader, userId: string) {
  const [row] = await tx.select({ name: users.realname }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

const roleCodes = preparedRead<{ code: string }[], { userId: string }>('audit-execution.role-codes', (db) =>
  db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, sql.placeholder('userId'))),
);
export async function roleCodesOf(tx: Reader, userId: string): Promise<string[]> {
  return (await roleCodes(tx, { userId })).map((r) => r.code);
}
