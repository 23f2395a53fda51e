/**
 * Queries of technical review and certification decision. Projects, plans, teams and execution
 * records belong to audit-programmes and audit-execution; they are read here (and the project's
 * status and sub-statuses written) with this module's own queries. Every query takes the caller's
 * transaction and filters by tenant although RLS does too.
 */
import { schemeOfStandard } from '@cb/domain';
import { and, asc, desc, eq, inArray, isNull, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  COUNT_CAP,
  cappedPage,
  contains,
  orderFor,
  type PageQuery,
  pastEnd,
  preparedListPage,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { users } from '../../platform/identity/schema.ts';
import {
  nonconformitiesView as nonconformities,
  projectExecutionsView as projectExecutions,
  setExecutionState,
} from '../audit-execution/door.ts';
import {
  auditPlansView as auditPlans,
  auditProgrammesView as auditProgrammes,
  auditProjectsView as auditProjects,
  lockProject as lockProjectRow,
  planTeamMembersView as planTeamMembers,
  programmeRowsView as programmeRows,
  setProjectStatus,
} from '../audit-programmes/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { certificatesArea } from './hooks.ts';
import { certificateTasks, certificationDecisions, technicalReviews } from './schema.ts';

const p = auditProjects;
const e = projectExecutions;
const r = technicalReviews;
const d = certificationDecisions;
const t = certificateTasks;

const leaderName = sql<string>`coalesce((select ${auditorsView.name} from ${planTeamMembers}
  join ${auditorsView} on ${auditorsView.id} = ${planTeamMembers.auditorId}
  where ${planTeamMembers.planId} = ${p.planId} and ${planTeamMembers.role} = 1
  order by ${planTeamMembers.sortNo} limit 1), '')`;

/** A project with what this stage reads. */
const projectColumns = {
  id: p.id,
  version: p.version,
  enterpriseId: p.enterpriseId,
  enterpriseName: enterprisesView.name,
  programmeId: p.programmeId,
  programmeRowId: p.programmeRowId,
  planId: p.planId,
  planNo: sql<string>`coalesce(${auditPlans.planNo}, '')`,
  startDate: auditPlans.startDate,
  endDate: auditPlans.endDate,
  auditType: p.auditType,
  /** The audit's stage (1, 2) for initial audits. */
  auditStage: p.stage,
  scheme: p.scheme,
  codes: p.codes,
  days: p.days,
  status: p.status,
  leaderName,
  execId: e.id,
  stage: e.stage,
  techAuditStatus: e.techAuditStatus,
  decideStatus: e.decideStatus,
  auditStatus: e.auditStatus,
  stageOneFlag: e.stageOneFlag,
  stage1Conclusion: e.stage1Conclusion,
  stage1Reasons: e.stage1Reasons,
  lastOnsiteDay: e.lastOnsiteDay,
  archivedAt: e.archivedAt,
};

function projectQuery(tx: Reader) {
  return tx
    .select(projectColumns)
    .from(p)
    .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
    .leftJoin(auditPlans, eq(auditPlans.id, p.planId))
    .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)));
}

/** How many rows a joined list query matches, counting no further than COUNT_CAP + 1 (as `paged()`). */
async function countRows(tx: Reader, query: PgSelect) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(query.limit(COUNT_CAP + 1).as('matching'));
  return Number(row?.n ?? 0);
}

/** One page of a joined list from its capped count: no query past the end; a capped count says so. */
export async function pageFrom<Row, Out>(
  q: { pageNo: number; pageSize: number },
  counted: number,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
  map: (rows: Row[]) => Out[] | Promise<Out[]>,
) {
  const offset = (q.pageNo - 1) * q.pageSize;
  const records = await map(pastEnd(counted, offset) ? [] : await fetch(q.pageSize, offset));
  return cappedPage(records, counted, q);
}

export type DecisionProject = Awaited<ReturnType<typeof findProject>> & object;

const projectIs = (tenantId: number, id: string) => and(eq(p.tenantId, tenantId), eq(p.id, id));

export async function findProject(tx: Reader, tenantId: number, id: string) {
  const [row] = await projectQuery(tx).where(projectIs(tenantId, id));
  return row;
}

/** The project, locked (for update) until the transaction ends. */
export async function lockProject(tx: Tx, tenantId: number, id: string) {
  // The row is the programmes' (audit_projects): locked through their door, then read.
  await lockProjectRow(tx, tenantId, id);
  return findProject(tx, tenantId, id);
}

/** Writes the project's main status and the sub-statuses of this stage, bumping the project's version. */
export async function setProjectState(
  tx: Tx,
  tenantId: number,
  projectId: string,
  state: {
    status: number;
    stage?: number | null;
    techAuditStatus?: number | null;
    decideStatus?: number | null;
  },
  actorId: string | null,
) {
  await setProjectStatus(tx, tenantId, projectId, state.status, actorId);
  await setExecutionState(tx, tenantId, projectId, state, actorId);
}

// ───────────────────────────────────────────── the cycle ─────────────────────────────────────────

/**
 * Everyone on a team of the project's certification cycle: every plan of every project of the same
 * programme and cycle (the programme row's cycle number; projects without a row count as the
 * programme's current cycle).
 */
export async function cycleTeamOf(
  tx: Reader,
  tenantId: number,
  project: { programmeId: string; programmeRowId: string | null },
) {
  const [row] = project.programmeRowId
    ? await tx
        .select({ cycleNo: programmeRows.cycleNo })
        .from(programmeRows)
        .where(and(eq(programmeRows.tenantId, tenantId), eq(programmeRows.id, project.programmeRowId)))
    : await tx
        .select({ cycleNo: auditProgrammes.cycleNo })
        .from(auditProgrammes)
        .where(and(eq(auditProgrammes.tenantId, tenantId), eq(auditProgrammes.id, project.programmeId)));
  const cycleNo = row?.cycleNo ?? 1;
  const members = await tx
    .selectDistinct({ auditorId: planTeamMembers.auditorId, userId: auditorsView.userId })
    .from(planTeamMembers)
    .innerJoin(auditorsView, eq(auditorsView.id, planTeamMembers.auditorId))
    .innerJoin(p, eq(p.planId, planTeamMembers.planId))
    .leftJoin(programmeRows, eq(programmeRows.id, p.programmeRowId))
    .where(
      and(
        eq(planTeamMembers.tenantId, tenantId),
        eq(p.programmeId, project.programmeId),
        or(eq(programmeRows.cycleNo, cycleNo), isNull(p.programmeRowId)),
      ),
    );
  return {
    auditorIds: new Set(members.map((m) => m.auditorId)),
    userIds: new Set(members.flatMap((m) => (m.userId ? [m.userId] : []))),
  };
}

export async function teamOf(tx: Reader, tenantId: number, planId: string | null) {
  if (!planId) return [];
  return tx
    .select({
      name: auditorsView.name,
      role: planTeamMembers.role,
      codes: planTeamMembers.codes,
      userId: auditorsView.userId,
    })
    .from(planTeamMembers)
    .innerJoin(auditorsView, eq(auditorsView.id, planTeamMembers.auditorId))
    .where(and(eq(planTeamMembers.tenantId, tenantId), eq(planTeamMembers.planId, planId)))
    .orderBy(asc(planTeamMembers.role), asc(planTeamMembers.sortNo));
}

export { stageOneOf } from '../audit-execution/door.ts';
export { auditorOfUser } from '../auditors/door.ts';

export async function findAuditor(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      id: auditorsView.id,
      name: auditorsView.name,
      userId: auditorsView.userId,
      status: auditorsView.status,
    })
    .from(auditorsView)
    .where(and(eq(auditorsView.tenantId, tenantId), eq(auditorsView.id, id)));
  return row;
}

export async function userName(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ name: users.realname, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name || row?.username || '';
}

export async function ncsOf(tx: Reader, tenantId: number, projectId: string) {
  return tx
    .select({
      grade: nonconformities.grade,
      status: nonconformities.status,
      clause: nonconformities.clause,
      facts: nonconformities.facts,
    })
    .from(nonconformities)
    .where(and(eq(nonconformities.tenantId, tenantId), eq(nonconformities.projectId, projectId)))
    .orderBy(asc(nonconformities.createdAt));
}

// ───────────────────────────────────────────── reviews ───────────────────────────────────────────

export async function reviewsOf(tx: Reader, tenantId: number, projectId: string) {
  return tx
    .select({
      id: r.id,
      version: r.version,
      round: r.round,
      reviewerAuditorId: r.reviewerAuditorId,
      reviewerUserId: r.reviewerUserId,
      reviewerName: auditorsView.name,
      result: r.result,
      findings: r.findings,
      reason: r.reason,
      reviewedAt: r.reviewedAt,
      assignedAt: r.assignedAt,
      superseded: r.superseded,
    })
    .from(r)
    .innerJoin(auditorsView, eq(auditorsView.id, r.reviewerAuditorId))
    .where(and(eq(r.tenantId, tenantId), eq(r.projectId, projectId)))
    .orderBy(asc(r.assignedAt));
}

export async function findReview(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
  return row;
}

const activeReview = sql`${r.superseded} = 0`;
const hasPendingReview = sql`exists (select 1 from ${r} where ${r.projectId} = ${p.id} and ${activeReview} and ${r.result} = 0)`;
const hasAnyReview = sql`exists (select 1 from ${r} where ${r.projectId} = ${p.id} and ${activeReview})`;
const inTechCheck = and(eq(p.status, 1), eq(e.stage, 10));

export interface AllocationFilters {
  tab: 'await' | 'done';
  enterpriseName?: string;
  scheme?: string;
  auditType?: number;
}

export function allocationWhere(tenantId: number, f: AllocationFilters): SQL | undefined {
  return and(
    eq(p.tenantId, tenantId),
    f.tab === 'await' ? and(inTechCheck, sql`not ${hasPendingReview}`) : hasAnyReview,
    contains(enterprisesView.name, f.enterpriseName),
    f.scheme ? eq(p.scheme, f.scheme) : undefined,
    f.auditType !== undefined ? eq(p.auditType, f.auditType) : undefined,
  );
}

const ALLOCATION_SORT = {
  fileCompletedAt: e.archivedAt,
  enterpriseName: enterprisesView.name,
  assignedAt: p.updatedAt,
};

export function countAllocation(tx: Reader, where: SQL | undefined) {
  return countRows(
    tx,
    tx
      .select({ one: sql`1` })
      .from(p)
      .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
      .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)))
      .where(where)
      .$dynamic(),
  );
}

export function listAllocation(
  tx: Reader,
  where: SQL | undefined,
  q: Pick<PageQuery, 'column' | 'order'>,
  limit: number,
  offset: number,
) {
  return projectQuery(tx)
    .where(where)
    .orderBy(...orderFor(q, ALLOCATION_SORT, [asc(e.archivedAt), asc(p.id)], p.id))
    .limit(limit)
    .offset(offset);
}

/** Reviews of many projects (for list rows). */
export async function reviewsOfProjects(tx: Reader, tenantId: number, projectIds: readonly string[]) {
  if (!projectIds.length) return [];
  return tx
    .select({
      projectId: r.projectId,
      reviewId: r.id,
      round: r.round,
      auditorId: r.reviewerAuditorId,
      name: auditorsView.name,
      result: r.result,
      version: r.version,
    })
    .from(r)
    .innerJoin(auditorsView, eq(auditorsView.id, r.reviewerAuditorId))
    .where(and(eq(r.tenantId, tenantId), inArray(r.projectId, [...projectIds]), activeReview))
    .orderBy(asc(r.round), asc(r.assignedAt));
}

export interface ReviewFilters {
  scope: 'mine' | 'all';
  userId: string;
  result?: number;
  enterpriseName?: string;
}

export function reviewWhere(tenantId: number, f: ReviewFilters): SQL | undefined {
  return and(
    eq(r.tenantId, tenantId),
    f.scope === 'mine' ? and(eq(r.reviewerUserId, f.userId), activeReview) : ne(r.result, 0),
    f.result !== undefined ? eq(r.result, f.result) : undefined,
    contains(enterprisesView.name, f.enterpriseName),
  );
}

const REVIEW_SORT = {
  assignedAt: r.assignedAt,
  reviewedAt: r.reviewedAt,
  enterpriseName: enterprisesView.name,
};

function reviewQuery(tx: Reader) {
  return tx
    .select({
      id: r.id,
      version: r.version,
      projectId: r.projectId,
      enterpriseName: enterprisesView.name,
      planNo: sql<string>`coalesce(${auditPlans.planNo}, '')`,
      auditType: p.auditType,
      scheme: p.scheme,
      round: r.round,
      reviewerName: auditorsView.name,
      result: r.result,
      reason: r.reason,
      assignedAt: r.assignedAt,
      reviewedAt: r.reviewedAt,
    })
    .from(r)
    .innerJoin(p, eq(p.id, r.projectId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
    .innerJoin(auditorsView, eq(auditorsView.id, r.reviewerAuditorId))
    .leftJoin(auditPlans, eq(auditPlans.id, p.planId));
}

export function countReviews(tx: Reader, where: SQL | undefined) {
  return countRows(
    tx,
    tx
      .select({ one: sql`1` })
      .from(r)
      .innerJoin(p, eq(p.id, r.projectId))
      .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
      .where(where)
      .$dynamic(),
  );
}

/** A page of reviews in `order` (the filtered pages and the prepared unfiltered ones). */
const reviewRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    reviewQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const REVIEW_ORDER = [asc(r.result), desc(r.assignedAt), desc(r.id)];

export function listReviews(
  tx: Reader,
  where: SQL | undefined,
  q: Pick<PageQuery, 'column' | 'order'>,
  limit: number,
  offset: number,
) {
  return reviewRows(orderFor(q, REVIEW_SORT, REVIEW_ORDER, r.id))(tx, where, limit, offset);
}

/**
 * The unfiltered review lists (`reviewWhere` without filters) of either scope, prepared. Their count
 * is of `technical_reviews` alone: the joins of `countReviews` (project, enterprise) follow NOT NULL
 * foreign keys, so without the enterprise-name filter they neither drop nor repeat a review.
 */
export const unfilteredReviews = {
  all: preparedListPage(
    'certification-decisions.reviews-all',
    r,
    and(eq(r.tenantId, sql.placeholder('tenantId')), ne(r.result, 0)),
    reviewRows(REVIEW_ORDER),
  ),
  mine: preparedListPage(
    'certification-decisions.reviews-mine',
    r,
    and(
      eq(r.tenantId, sql.placeholder('tenantId')),
      and(eq(r.reviewerUserId, sql.placeholder('userId')), activeReview),
    ),
    reviewRows(REVIEW_ORDER),
  ),
};

// ───────────────────────────────────────────── decisions ─────────────────────────────────────────

export async function decisionOf(tx: Reader, tenantId: number, projectId: string) {
  const [row] = await tx
    .select()
    .from(d)
    .where(and(eq(d.tenantId, tenantId), eq(d.projectId, projectId)));
  return row;
}

export interface DecisionFilters {
  families: readonly number[] | null;
  excludeFamilies: readonly number[] | null;
  state: 'pending' | 'done' | 'all';
  enterpriseName?: string;
  result?: number;
  /** mine: pending for anyone, decided by this user. */
  mineUserId?: string;
}

/** Audit types that are not surveillance or special (approval list) vs the rest (supervision). */
export const APPROVAL_TYPES = [1, 4, 7, 11, 14, 20, 21];

export function decisionWhere(tenantId: number, f: DecisionFilters): SQL | undefined {
  const pending = and(
    eq(d.result, 0),
    eq(p.status, 3),
    eq(e.stage, 4),
    sql`coalesce(${e.decideStatus}, 0) <> 3`,
  );
  const done = ne(d.result, 0);
  return and(
    eq(d.tenantId, tenantId),
    f.families ? inArray(d.auditType, [...f.families]) : undefined,
    f.excludeFamilies ? sql`${d.auditType} not in ${sql.raw(`(${f.excludeFamilies.join(',')})`)}` : undefined,
    f.state === 'pending' ? pending : f.state === 'done' ? done : undefined,
    f.mineUserId ? or(pending, eq(d.deciderUserId, f.mineUserId)) : undefined,
    f.result !== undefined ? eq(d.result, f.result) : undefined,
    contains(enterprisesView.name, f.enterpriseName),
  );
}

const DECISION_SORT = {
  fileCompletedAt: d.fileCompletedAt,
  decidedAt: d.decidedAt,
  enterpriseName: enterprisesView.name,
};

function decisionQuery(tx: Reader) {
  return tx
    .select({
      id: d.id,
      version: d.version,
      projectId: d.projectId,
      enterpriseName: enterprisesView.name,
      planNo: sql<string>`coalesce(${auditPlans.planNo}, '')`,
      auditType: d.auditType,
      scheme: p.scheme,
      status: p.status,
      stage: e.stage,
      techAuditStatus: e.techAuditStatus,
      decideStatus: e.decideStatus,
      auditStatus: e.auditStatus,
      result: d.result,
      decisionDate: d.decisionDate,
      deciderName: d.deciderName,
      fileCompletedAt: d.fileCompletedAt,
      decidedAt: d.decidedAt,
    })
    .from(d)
    .innerJoin(p, eq(p.id, d.projectId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, d.enterpriseId))
    .leftJoin(auditPlans, eq(auditPlans.id, p.planId))
    .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)));
}

export function countDecisions(tx: Reader, where: SQL | undefined) {
  return countRows(
    tx,
    tx
      .select({ one: sql`1` })
      .from(d)
      .innerJoin(p, eq(p.id, d.projectId))
      .innerJoin(enterprisesView, eq(enterprisesView.id, d.enterpriseId))
      .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)))
      .where(where)
      .$dynamic(),
  );
}

export function listDecisions(
  tx: Reader,
  where: SQL | undefined,
  q: Pick<PageQuery, 'column' | 'order'>,
  limit: number,
  offset: number,
) {
  return decisionQuery(tx)
    .where(where)
    .orderBy(...orderFor(q, DECISION_SORT, [asc(d.result), asc(d.fileCompletedAt), desc(d.id)], d.id))
    .limit(limit)
    .offset(offset);
}

/** Per decider: decisions, passes and the average days from the file being complete to the decision. */
export async function deciderStatistics(tx: Reader, tenantId: number, from?: string, to?: string) {
  return tx
    .select({
      deciderId: sql<string>`${d.deciderUserId}::text`,
      deciderName: sql<string>`max(${d.deciderName})`,
      decisions: sql<number>`count(*)::int`,
      passed: sql<number>`count(*) filter (where ${d.result} = 1)::int`,
      averageDays: sql<number>`coalesce(round(avg(${d.decisionDate} - (${d.fileCompletedAt} at time zone 'Asia/Shanghai')::date)::numeric, 1), 0)::float`,
    })
    .from(d)
    .where(
      and(
        eq(d.tenantId, tenantId),
        ne(d.result, 0),
        sql`${d.deciderUserId} is not null`,
        from ? sql`${d.decisionDate} >= ${from}` : undefined,
        to ? sql`${d.decisionDate} <= ${to}` : undefined,
      ),
    )
    .groupBy(d.deciderUserId)
    .orderBy(sql`count(*) desc`);
}

// ───────────────────────────────────────────── certificate tasks ──────────────────────────────────

/** The valid (or suspended) certificate of the enterprise for the auditors' scheme, if one exists. */
export async function certificateFor(tx: Tx, tenantId: number, enterpriseId: string, scheme: string) {
  const rows = await certificatesArea().heldBy(tx, tenantId, enterpriseId);
  return rows.find((c) => schemeOfStandard(c.standardCode) === scheme);
}

export interface TaskFilters {
  kind?: number;
  status?: number;
  enterpriseName?: string;
}

export function taskWhere(tenantId: number, f: TaskFilters): SQL | undefined {
  return and(
    eq(t.tenantId, tenantId),
    f.kind !== undefined ? eq(t.kind, f.kind) : undefined,
    f.status !== undefined ? eq(t.status, f.status) : undefined,
    contains(enterprisesView.name, f.enterpriseName),
  );
}

function taskQuery(tx: Reader) {
  return tx
    .select({
      id: t.id,
      version: t.version,
      kind: t.kind,
      status: t.status,
      enterpriseName: enterprisesView.name,
      projectId: t.projectId,
      auditType: p.auditType,
      certificateId: t.certificateId,
      note: t.note,
      createdAt: t.createdAt,
      doneAt: t.doneAt,
    })
    .from(t)
    .innerJoin(enterprisesView, eq(enterprisesView.id, t.enterpriseId))
    .leftJoin(p, eq(p.id, t.projectId));
}

/** A listed task with its certificate's number and status (the certificates' side; '' and null without one). */
export type TaskRecord = Awaited<ReturnType<typeof listTasks>>[number] & {
  certNo: string;
  certStatus: number | null;
};

export async function withCertificateNumbers(
  tx: Reader,
  tenantId: number,
  rows: readonly Awaited<ReturnType<typeof listTasks>>[number][],
): Promise<TaskRecord[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.certificateId ? [r.certificateId] : [])))];
  const numbers = await certificatesArea().numbersOf(tx, tenantId, ids);
  return rows.map((r) => {
    const held = r.certificateId ? numbers.get(r.certificateId) : undefined;
    return { ...r, certNo: held?.certNo ?? '', certStatus: held?.status ?? null };
  });
}

export function countTasks(tx: Reader, where: SQL | undefined) {
  return countRows(
    tx,
    tx
      .select({ one: sql`1` })
      .from(t)
      .innerJoin(enterprisesView, eq(enterprisesView.id, t.enterpriseId))
      .where(where)
      .$dynamic(),
  );
}

/** A page of certificate tasks in `order` (the filtered pages and the prepared unfiltered ones). */
const taskRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    taskQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const TASK_ORDER = [asc(t.status), desc(t.createdAt), desc(t.id)];

export function listTasks(
  tx: Reader,
  where: SQL | undefined,
  q: Pick<PageQuery, 'column' | 'order'>,
  limit: number,
  offset: number,
) {
  return taskRows(orderFor(q, { createdAt: t.createdAt }, TASK_ORDER, t.id))(tx, where, limit, offset);
}

/*
 * The unfiltered task lists (`taskWhere` without filters), prepared. Their count is of
 * `certificate_tasks` alone: the enterprise join of `countTasks` follows a NOT NULL foreign key, so
 * without the enterprise-name filter it neither drops nor repeats a task.
 */
/** 暂停撤销: every task of the tenant. */
export const unfilteredTasks = preparedListPage(
  'certification-decisions.tasks',
  t,
  eq(t.tenantId, sql.placeholder('tenantId')),
  taskRows(TASK_ORDER),
);
/** 证书发放: the issue tasks (kind 1). */
export const unfilteredIssueTasks = preparedListPage(
  'certification-decisions.issue-tasks',
  t,
  and(eq(t.tenantId, sql.placeholder('tenantId')), eq(t.kind, 1)),
  taskRows(TASK_ORDER),
);

export async function findTask(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
  return row;
}
