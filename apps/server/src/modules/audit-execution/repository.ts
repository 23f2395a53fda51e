/**
 * Queries of audit execution. Projects, plans, programmes and teams are audit-programmes' tables,
 * read here (and the project's main status written) with this module's own queries; every query
 * takes the caller's transaction and filters by tenant although RLS does too.
 */
import type { ProjectAuditStatusKey } from '@cb/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  COUNT_CAP,
  contains,
  containsPattern,
  isUnfiltered,
  orderFor,
  type PageQuery,
  paged,
  preparedListPage,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { recordFiles, storedFiles } from '../../platform/files/schema.ts';
import { roles, userRoles, users } from '../../platform/identity/schema.ts';
import {
  auditPlansView as auditPlans,
  auditProgrammesView as auditProgrammes,
  auditProjectsView as auditProjects,
  planTeamMembersView as planTeamMembers,
} from '../audit-programmes/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { enterprisesView } from '../customers/door.ts';
import {
  nonconformities,
  nonconformityEvents,
  onsiteChecklistItems,
  projectCheckIns,
  projectExecutions,
  projectMeetings,
  specialApprovals,
} from './schema.ts';

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

const leaderName = sql<string>`coalesce((select ${auditorsView.name} from ${planTeamMembers}
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
}

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
  return and(
    eq(p.tenantId, tenantId),
    scopeWhere(scope),
    q.statusKey ? sql`(${statusKeySql}) = ${q.statusKey}` : undefined,
    q.auditType !== undefined ? eq(p.auditType, q.auditType) : undefined,
    q.stage !== undefined ? eq(p.stage, q.stage) : undefined,
    q.scheme ? eq(p.scheme, q.scheme) : undefined,
    contains(enterprisesView.name, q.enterpriseName),
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
  );
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

export async function listProjects(
  tx: Reader,
  where: SQL | undefined,
  q: Pick<PageQuery, 'column' | 'order'>,
  limit: number,
  offset: number,
) {
  return projectQuery(tx)
    .where(where)
    .orderBy(...orderFor(q, SORT, [desc(p.createdAt), desc(p.id)], p.id))
    .limit(limit)
    .offset(offset);
}

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
  if (q.enterpriseName) from = from.innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId));
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
    .where(and(eq(e.tenantId, tenantId), eq(e.projectId, projectId)));
  return row!;
}

/** Sets the project's main status (audit_projects.status, the programmes') with its optimistic lock. */
export { setProjectStatus } from '../audit-programmes/door.ts';

export async function teamOf(tx: Tx, tenantId: number, planId: string | null) {
  if (!planId) return [];
  return tx
    .select({
      auditorId: planTeamMembers.auditorId,
      name: auditorsView.name,
      role: planTeamMembers.role,
      halfDays: planTeamMembers.halfDays,
      userId: auditorsView.userId,
    })
    .from(planTeamMembers)
    .innerJoin(auditorsView, eq(auditorsView.id, planTeamMembers.auditorId))
    .where(and(eq(planTeamMembers.tenantId, tenantId), eq(planTeamMembers.planId, planId)))
    .orderBy(asc(planTeamMembers.role), asc(planTeamMembers.sortNo));
}

export { auditorOfUser } from '../auditors/door.ts';

export async function checkInsOf(tx: Tx, tenantId: number, projectId: string) {
  return tx
    .select({
      id: projectCheckIns.id,
      auditorId: projectCheckIns.auditorId,
      auditorName: auditorsView.name,
      date: projectCheckIns.checkDate,
      period: projectCheckIns.period,
      checkedAt: projectCheckIns.checkedAt,
      location: projectCheckIns.location,
      note: projectCheckIns.note,
    })
    .from(projectCheckIns)
    .innerJoin(auditorsView, eq(auditorsView.id, projectCheckIns.auditorId))
    .where(and(eq(projectCheckIns.tenantId, tenantId), eq(projectCheckIns.projectId, projectId)))
    .orderBy(asc(projectCheckIns.checkDate), asc(projectCheckIns.period), asc(auditorsView.name));
}

export async function meetingsOf(tx: Tx, tenantId: number, projectId: string) {
  return tx
    .select({
      id: projectMeetings.id,
      version: projectMeetings.version,
      kind: projectMeetings.kind,
      heldOn: projectMeetings.heldOn,
      attendees: projectMeetings.attendees,
    })
    .from(projectMeetings)
    .where(and(eq(projectMeetings.tenantId, tenantId), eq(projectMeetings.projectId, projectId)))
    .orderBy(asc(projectMeetings.kind));
}

const verifier = sql<string>`coalesce((select ${users.realname} from ${users} where ${users.id} = ${nonconformities.verifiedBy}), '')`;
// Qualified by hand: in a single-table select drizzle drops the table names of the columns inside
// sql``, which made `record_id = id` compare the file with itself (the count was always 0).
const evidenceCount = sql<number>`(select count(*)::int from ${recordFiles} as nc_file
  where nc_file.record_type = 'nonconformity' and nc_file.record_id = "nonconformities"."id"
  and nc_file.deleted_at is null)`;

export const ncColumns = {
  id: nonconformities.id,
  version: nonconformities.version,
  projectId: nonconformities.projectId,
  enterpriseId: nonconformities.enterpriseId,
  ncNo: nonconformities.ncNo,
  grade: nonconformities.grade,
  status: nonconformities.status,
  clause: nonconformities.clause,
  department: nonconformities.department,
  facts: nonconformities.facts,
  dueDate: nonconformities.dueDate,
  correction: nonconformities.correction,
  cause: nonconformities.cause,
  correctiveAction: nonconformities.correctiveAction,
  answeredAt: nonconformities.answeredAt,
  verifyComment: nonconformities.verifyComment,
  verifiedByName: verifier,
  verifiedAt: nonconformities.verifiedAt,
  evidenceCount,
  createTime: nonconformities.createdAt,
};

export async function ncsOf(tx: Reader, tenantId: number, projectId: string) {
  return tx
    .select(ncColumns)
    .from(nonconformities)
    .where(and(eq(nonconformities.tenantId, tenantId), eq(nonconformities.projectId, projectId)))
    .orderBy(asc(nonconformities.ncNo));
}

export async function findNc(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select(ncColumns)
    .from(nonconformities)
    .where(and(eq(nonconformities.tenantId, tenantId), eq(nonconformities.id, id)));
  return row;
}

export async function ncEventsOf(tx: Tx, tenantId: number, projectId: string) {
  return tx
    .select({
      at: nonconformityEvents.createdAt,
      ncNo: nonconformities.ncNo,
      action: nonconformityEvents.action,
      comment: nonconformityEvents.comment,
      byName: nonconformityEvents.byName,
    })
    .from(nonconformityEvents)
    .innerJoin(nonconformities, eq(nonconformities.id, nonconformityEvents.ncId))
    .where(and(eq(nonconformityEvents.tenantId, tenantId), eq(nonconformities.projectId, projectId)))
    .orderBy(asc(nonconformityEvents.createdAt));
}

/** The document types with a live file on a record. */
export async function uploadedTypes(tx: Reader, recordType: string, recordId: string): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ documentType: recordFiles.documentType })
    .from(recordFiles)
    .where(
      and(
        eq(recordFiles.recordType, recordType),
        eq(recordFiles.recordId, recordId),
        isNull(recordFiles.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.documentType));
}

/** The document types uploaded so far for each of many records (a list page: one query). */
export async function uploadedTypesOf(
  tx: Reader,
  recordType: string,
  recordIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(recordIds.map((id) => [id, new Set<string>()]));
  if (recordIds.length === 0) return out;
  const rows = await tx
    .selectDistinct({ recordId: recordFiles.recordId, documentType: recordFiles.documentType })
    .from(recordFiles)
    .where(
      and(
        eq(recordFiles.recordType, recordType),
        inArray(recordFiles.recordId, [...recordIds]),
        isNull(recordFiles.deletedAt),
      ),
    );
  for (const r of rows) out.get(r.recordId)?.add(r.documentType);
  return out;
}

/** Which of the projects have a nonconformity graded above an observation (grade 3). */
export async function projectsWithNcs(tx: Reader, tenantId: number, projectIds: readonly string[]) {
  if (projectIds.length === 0) return new Set<string>();
  const rows = await tx
    .selectDistinct({ projectId: nonconformities.projectId })
    .from(nonconformities)
    .where(
      and(
        eq(nonconformities.tenantId, tenantId),
        inArray(nonconformities.projectId, [...projectIds]),
        ne(nonconformities.grade, 3),
      ),
    );
  return new Set(rows.map((r) => r.projectId));
}

/** Live files of records, oldest first, with their stored file (for the archive). */
export async function filesOf(tx: Tx, recordType: string, recordIds: readonly string[]) {
  if (recordIds.length === 0) return [];
  return tx
    .select({
      id: recordFiles.id,
      recordId: recordFiles.recordId,
      documentType: recordFiles.documentType,
      revision: recordFiles.revision,
      createdAt: recordFiles.createdAt,
      byName: sql<string>`coalesce(${users.realname}, '')`,
      stored: storedFiles,
    })
    .from(recordFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, recordFiles.fileId))
    .leftJoin(users, eq(users.id, recordFiles.createdBy))
    .where(
      and(
        eq(recordFiles.recordType, recordType),
        inArray(recordFiles.recordId, [...recordIds]),
        isNull(recordFiles.deletedAt),
      ),
    )
    .orderBy(asc(recordFiles.createdAt));
}

/** The body's configured checklist items of every audit type and stage (a small table). */
export async function allChecklistItems(tx: Reader, tenantId: number) {
  return tx
    .select({
      auditType: onsiteChecklistItems.auditType,
      stage: onsiteChecklistItems.stage,
      documentType: onsiteChecklistItems.documentType,
      required: onsiteChecklistItems.required,
      onlyWithNcs: onsiteChecklistItems.onlyWithNcs,
    })
    .from(onsiteChecklistItems)
    .where(eq(onsiteChecklistItems.tenantId, tenantId))
    .orderBy(asc(onsiteChecklistItems.sortNo));
}

export async function checklistItems(tx: Reader, tenantId: number, auditType: number, stage: number) {
  return tx
    .select({
      documentType: onsiteChecklistItems.documentType,
      required: onsiteChecklistItems.required,
      onlyWithNcs: onsiteChecklistItems.onlyWithNcs,
    })
    .from(onsiteChecklistItems)
    .where(
      and(
        eq(onsiteChecklistItems.tenantId, tenantId),
        eq(onsiteChecklistItems.auditType, auditType),
        eq(onsiteChecklistItems.stage, stage),
      ),
    )
    .orderBy(asc(onsiteChecklistItems.sortNo));
}

export async function replaceChecklist(
  tx: Tx,
  tenantId: number,
  key: { auditType: number; stage: number },
  items: readonly { documentType: string; required: boolean; onlyWithNcs: boolean }[],
  actorId: string,
) {
  await tx
    .delete(onsiteChecklistItems)
    .where(
      and(
        eq(onsiteChecklistItems.tenantId, tenantId),
        eq(onsiteChecklistItems.auditType, key.auditType),
        eq(onsiteChecklistItems.stage, key.stage),
      ),
    );
  await tx.insert(onsiteChecklistItems).values(
    items.map((item, i) => ({
      tenantId,
      auditType: key.auditType,
      stage: key.stage,
      documentType: item.documentType,
      required: item.required ? 1 : 0,
      onlyWithNcs: item.onlyWithNcs ? 1 : 0,
      sortNo: i,
      createdBy: actorId,
      updatedBy: actorId,
    })),
  );
}

/** The stage-1 project of the same programme and cycle as a stage-2 project, with its execution. */
export async function stageOneOf(tx: Reader, tenantId: number, project: { programmeId: string; id: string }) {
  const [row] = await tx
    .select({ id: p.id, stageOneFlag: e.stageOneFlag, conclusion: e.stage1Conclusion })
    .from(p)
    .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)))
    .where(
      and(
        eq(p.tenantId, tenantId),
        eq(p.programmeId, project.programmeId),
        eq(p.stage, 1),
        ne(p.id, project.id),
        sql`not (${p.status} = 5 and ${e.auditStatus} is not distinct from 4)`,
      ),
    )
    .orderBy(desc(p.createdAt))
    .limit(1);
  return row;
}

const approvalProject = sql<string>`coalesce((select ${auditProgrammes.standardName}
  from ${p} join ${auditProgrammes} on ${auditProgrammes.id} = ${p.programmeId}
  where ${p.id} = ${specialApprovals.projectId}), '')`;
const approvalAuditType = sql<
  number | null
>`(select ${p.auditType} from ${p} where ${p.id} = ${specialApprovals.projectId})`;
const applicantName = specialApprovals.appliedByName;

export const approvalColumns = {
  id: specialApprovals.id,
  version: specialApprovals.version,
  projectId: specialApprovals.projectId,
  enterpriseName: enterprisesView.name,
  projectLabel: approvalProject,
  auditType: approvalAuditType,
  kind: specialApprovals.kind,
  reason: specialApprovals.reason,
  status: specialApprovals.status,
  appliedBy: specialApprovals.createdBy,
  appliedByName: applicantName,
  appliedAt: specialApprovals.createdAt,
  decidedByName: specialApprovals.decidedByName,
  decidedAt: specialApprovals.decidedAt,
  comment: specialApprovals.comment,
};

export function approvalQuery(tx: Reader) {
  return tx
    .select(approvalColumns)
    .from(specialApprovals)
    .innerJoin(enterprisesView, eq(enterprisesView.id, specialApprovals.enterpriseId));
}

const APPROVAL_ORDER = [desc(specialApprovals.createdAt), asc(specialApprovals.id)];
const approvalRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    approvalQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

const unfilteredApprovals = preparedListPage(
  'audit-execution.special-approvals',
  specialApprovals,
  eq(specialApprovals.tenantId, sql.placeholder('tenantId')),
  approvalRows(APPROVAL_ORDER),
);

/**
 * A page of the special approvals, newest first. The enterprise-name filter is a condition on the
 * approvals' own column (their enterprise among those named), so `paged` counts that table alone.
 */
export function listApprovals(
  tx: Reader,
  tenantId: number,
  q: PageQuery & {
    status?: number | undefined;
    kind?: number | undefined;
    enterpriseName?: string | undefined;
  },
) {
  if (isUnfiltered(q)) return unfilteredApprovals(tx, { tenantId }, q);
  const where = and(
    eq(specialApprovals.tenantId, tenantId),
    q.status !== undefined ? eq(specialApprovals.status, q.status) : undefined,
    q.kind !== undefined ? eq(specialApprovals.kind, q.kind) : undefined,
    q.enterpriseName
      ? inArray(
          specialApprovals.enterpriseId,
          tx
            .select({ id: enterprisesView.id })
            .from(enterprisesView)
            .where(
              and(
                eq(enterprisesView.tenantId, tenantId),
                ilike(enterprisesView.name, containsPattern(q.enterpriseName)),
              ),
            ),
        )
      : undefined,
  );
  const rows = approvalRows(
    orderFor(q, { createTime: specialApprovals.createdAt }, APPROVAL_ORDER, specialApprovals.id),
  );
  return paged(tx, specialApprovals, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

export async function approvalsOf(tx: Tx, tenantId: number, projectId: string) {
  return approvalQuery(tx)
    .where(and(eq(specialApprovals.tenantId, tenantId), eq(specialApprovals.projectId, projectId)))
    .orderBy(asc(specialApprovals.createdAt));
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

// ───────────────────────────────────────── the NC list ─────────────────────────────────────────

const NC_SORT = {
  createTime: nonconformities.createdAt,
  ncNo: nonconformities.ncNo,
  grade: nonconformities.grade,
  status: nonconformities.status,
  enterpriseName: enterprisesView.name,
  dueDate: nonconformities.dueDate,
};
/** Open NCs (awaiting an answer or returned) first, then the newest. */
const NC_ORDER = [
  sql`case when ${nonconformities.status} in (0, 2) then 0 else 1 end`,
  desc(nonconformities.createdAt),
  asc(nonconformities.id),
];
const ncListRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    db
      .select({
        ...ncColumns,
        enterpriseName: enterprisesView.name,
        auditType: p.auditType,
        scheme: p.scheme,
      })
      .from(nonconformities)
      .innerJoin(p, eq(p.id, nonconformities.projectId))
      .innerJoin(enterprisesView, eq(enterprisesView.id, nonconformities.enterpriseId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
/**
 * The tenant's NC list as staff open it, prepared (platform/crud/list.ts). Counted on the NCs
 * alone: each has its project and enterprise (foreign keys), so the page's joins drop none.
 */
const unfilteredNcs = preparedListPage(
  'audit-execution.nonconformities',
  nonconformities,
  eq(nonconformities.tenantId, sql.placeholder('tenantId')),
  ncListRows(NC_ORDER),
);

export type NcListFilters = {
  column?: string | undefined;
  order: 'asc' | 'desc';
  status?: number | undefined;
  grade?: number | undefined;
  enterpriseName?: string | undefined;
  clause?: string | undefined;
};

function ncWhere(tenantId: number, scope: ProjectScope, q: NcListFilters) {
  return and(
    eq(nonconformities.tenantId, tenantId),
    scopeWhere(scope),
    q.status !== undefined ? eq(nonconformities.status, q.status) : undefined,
    q.grade !== undefined ? eq(nonconformities.grade, q.grade) : undefined,
    contains(enterprisesView.name, q.enterpriseName),
    contains(nonconformities.clause, q.clause),
  );
}

/** A page of the NCs in the user's scope (counted up to COUNT_CAP, through the page's joins). */
export function listNcs(
  tx: Reader,
  tenantId: number,
  scope: ProjectScope,
  q: NcListFilters & { pageNo: number; pageSize: number },
) {
  if (scope.kind === 'tenant' && isUnfiltered(q)) return unfilteredNcs(tx, { tenantId }, q);
  const where = ncWhere(tenantId, scope, q);
  const rows = ncListRows(orderFor(q, NC_SORT, NC_ORDER, nonconformities.id));
  const matching = tx
    .select({ one: sql`1` })
    .from(nonconformities)
    .innerJoin(p, eq(p.id, nonconformities.projectId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, nonconformities.enterpriseId))
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  return paged(
    tx,
    nonconformities,
    where,
    q,
    (limit, offset) => rows(tx, where, limit, offset),
    async () => Number((await tx.select({ n: sql<number>`count(*)::int` }).from(matching))[0]?.n ?? 0),
  );
}

/** The filtered, sorted NCs for the Excel export (at most `limit`). */
export function exportNcs(
  tx: Reader,
  tenantId: number,
  scope: ProjectScope,
  q: NcListFilters,
  limit: number,
) {
  const where = ncWhere(tenantId, scope, q);
  return ncListRows(orderFor(q, NC_SORT, NC_ORDER, nonconformities.id))(tx, where, limit, 0);
}
