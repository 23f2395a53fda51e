/**
 * The queries every use case of technical review and certification decision shares: the project
 * with this stage's columns (plain and locked), its status writes, the cycle's teams, auditors,
 * NCs, a project's reviews, its decision record, the enterprise's certificate and one certificate
 * task. The lists' queries stand beside it, one file a use case (allocation-, review-, decision-
 * and task-repository.ts). Projects, plans, teams and execution records belong to
 * audit-programmes and audit-execution; they are read here (and the project's status and
 * sub-statuses written) with this module's own queries. Every query takes the caller's
 * transaction and filters by tenant although RLS does too.
 */
import { schemeOfStandard } from '@cb/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { COUNT_CAP, cappedPage, pastEnd } from '../../platform/crud/index.ts';
import { columnsOf } from '../../platform/db/columns.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { users } from '../../platform/identity/schema.ts';
import {
  leaderName,
  nonconformitiesView as nonconformities,
  planTeamOf,
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

export function projectQuery(tx: Reader) {
  return tx
    .select(projectColumns)
    .from(p)
    .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
    .leftJoin(auditPlans, eq(auditPlans.id, p.planId))
    .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)));
}

/** How many rows a joined list query matches, counting no further than COUNT_CAP + 1 (as `paged()`). */
export async function countRows(tx: Reader, query: PgSelect) {
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

const projectIs = (tenantId: number, id: string) => inTenant(p, tenantId, [eq(p.id, id)]);

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
        .where(inTenant(programmeRows, tenantId, [eq(programmeRows.id, project.programmeRowId)]))
    : await tx
        .select({ cycleNo: auditProgrammes.cycleNo })
        .from(auditProgrammes)
        .where(inTenant(auditProgrammes, tenantId, [eq(auditProgrammes.id, project.programmeId)]));
  const cycleNo = row?.cycleNo ?? 1;
  const members = await tx
    .selectDistinct({ auditorId: planTeamMembers.auditorId, userId: auditorsView.userId })
    .from(planTeamMembers)
    .innerJoin(auditorsView, eq(auditorsView.id, planTeamMembers.auditorId))
    .innerJoin(p, eq(p.planId, planTeamMembers.planId))
    .leftJoin(programmeRows, eq(programmeRows.id, p.programmeRowId))
    .where(
      inTenant(planTeamMembers, tenantId, [
        eq(p.programmeId, project.programmeId),
        or(eq(programmeRows.cycleNo, cycleNo), isNull(p.programmeRowId)),
      ]),
    );
  return {
    auditorIds: new Set(members.map((m) => m.auditorId)),
    userIds: new Set(members.flatMap((m) => (m.userId ? [m.userId] : []))),
  };
}

export function teamOf(tx: Reader, tenantId: number, planId: string | null) {
  return planTeamOf(tx, tenantId, planId, {
    name: auditorsView.name,
    role: planTeamMembers.role,
    codes: planTeamMembers.codes,
    userId: auditorsView.userId,
  });
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
    .where(inTenant(auditorsView, tenantId, [eq(auditorsView.id, id)]));
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
    .select(columnsOf(nonconformities, ['grade', 'status', 'clause', 'facts']))
    .from(nonconformities)
    .where(inTenant(nonconformities, tenantId, [eq(nonconformities.projectId, projectId)]))
    .orderBy(asc(nonconformities.createdAt));
}

// ───────────────────────────────────────────── reviews ───────────────────────────────────────────

export async function reviewsOf(tx: Reader, tenantId: number, projectId: string) {
  return tx
    .select({
      ...columnsOf(r, [
        'id',
        'version',
        'round',
        'reviewerAuditorId',
        'reviewerUserId',
        'result',
        'findings',
        'reason',
        'reviewedAt',
        'assignedAt',
        'superseded',
      ]),
      reviewerName: auditorsView.name,
    })
    .from(r)
    .innerJoin(auditorsView, eq(auditorsView.id, r.reviewerAuditorId))
    .where(inTenant(r, tenantId, [eq(r.projectId, projectId)]))
    .orderBy(asc(r.assignedAt));
}

export async function findReview(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(r)
    .where(inTenant(r, tenantId, [eq(r.id, id)]));
  return row;
}

export const activeReview = sql`${r.superseded} = 0`;

// ───────────────────────────────────────────── decisions ─────────────────────────────────────────

export async function decisionOf(tx: Reader, tenantId: number, projectId: string) {
  const [row] = await tx
    .select()
    .from(d)
    .where(inTenant(d, tenantId, [eq(d.projectId, projectId)]));
  return row;
}

// ───────────────────────────────────────────── certificate tasks ──────────────────────────────────

/** The valid (or suspended) certificate of the enterprise for the auditors' scheme, if one exists. */
export async function certificateFor(tx: Tx, tenantId: number, enterpriseId: string, scheme: string) {
  const rows = await certificatesArea().heldBy(tx, tenantId, enterpriseId);
  return rows.find((c) => schemeOfStandard(c.standardCode) === scheme);
}

export async function findTask(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(t)
    .where(inTenant(t, tenantId, [eq(t.id, id)]));
  return row;
}
