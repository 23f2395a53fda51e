/**
 * Queries of the audit programmes area: the programmes with their rows, the plans with their
 * projects, team, sites and history, and the people a plan's notice reaches. Each takes the caller's transaction and the tenant id and
 * filters by tenant even though row-level security does too. Lists page and sort on the server with
 * allowlisted columns; filters on other tables are subqueries so the count needs no join. The team
 * checks' queries are in team-repository.ts, the calendar's in calendar-repository.ts.
 */
import type { planListQuery, programmeListQuery } from '@cb/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  cappedCount,
  containsPattern,
  orderFor,
  type PageQuery,
  pastEnd,
} from '../../platform/crud/index.ts';
import { columnsOf } from '../../platform/db/columns.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { users } from '../../platform/identity/schema.ts';
import { auditorsView } from '../auditors/door.ts';
import {
  customerUserLinksView,
  enterpriseContactsView,
  enterpriseNameContains,
  enterprisesView,
} from '../customers/door.ts';
import {
  auditProgrammes as pg,
  auditProjects as pj,
  auditPlans as pl,
  planSites,
  planStatusHistory,
  programmeRows as pr,
  planTeamMembers as tm,
} from './schema.ts';

type ProgrammeFilters = Omit<z.infer<typeof programmeListQuery>, 'pageNo' | 'pageSize'>;
type PlanFilters = Partial<Omit<z.infer<typeof planListQuery>, 'pageNo' | 'pageSize'>>;

/**
 * One page of a list (counted), or without a page size an export's every row (uncounted): the
 * programmes' and the plans' lists page alike.
 */
async function pageOrAll<Row>(
  tx: Reader,
  table: Parameters<typeof cappedCount>[1],
  where: SQL | undefined,
  q: Partial<PageQuery>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
) {
  // An export (no page size) takes every row and needs no count.
  const counted = q.pageSize === undefined ? 0 : await cappedCount(tx, table, where);
  const pageSize = q.pageSize ?? 20_000;
  const offset = ((q.pageNo ?? 1) - 1) * pageSize;
  const records = q.pageSize !== undefined && pastEnd(counted, offset) ? [] : await rows(pageSize, offset);
  return { records, counted };
}

// ─────────────────────────────────────────── programmes ───────────────────────────────────────────

const programmeColumns = {
  id: pg.id,
  version: pg.version,
  enterpriseId: pg.enterpriseId,
  enterpriseName: enterprisesView.name,
  contractId: pg.contractId,
  contractItemId: pg.contractItemId,
  contractNo: pg.contractNo,
  scheme: pg.scheme,
  standardName: pg.standardName,
  scopeText: pg.scopeText,
  codes: pg.codes,
  stage1Days: pg.stage1Days,
  stage2Days: pg.stage2Days,
  surveillanceDays: pg.surveillanceDays,
  recertificationDays: pg.recertificationDays,
  sitesToSample: pg.sitesToSample,
  branchCode: pg.branchCode,
  ruleSetId: pg.ruleSetId,
  cycleNo: pg.cycleNo,
  cycleStart: pg.cycleStart,
  expiryDate: pg.expiryDate,
  isTransfer: pg.isTransfer,
  status: pg.status,
  createTime: pg.createdAt,
};
export type ProgrammeRecord = Awaited<ReturnType<typeof findProgramme>> & {};

function programmeWhere(tenantId: number, q: ProgrammeFilters): SQL | undefined {
  return inTenant(pg, tenantId, [
    enterpriseNameContains(pg.enterpriseId, q.enterpriseName),
    q.contractNo ? ilike(pg.contractNo, containsPattern(q.contractNo)) : undefined,
    q.scheme ? eq(pg.scheme, q.scheme) : undefined,
    q.status !== undefined ? eq(pg.status, q.status) : undefined,
  ]);
}

/** Programmes with their enterprise's name (the lists', the detail's and the scheduler's columns). */
const programmesWithEnterprise = (tx: Reader) =>
  tx.select(programmeColumns).from(pg).innerJoin(enterprisesView, eq(enterprisesView.id, pg.enterpriseId));

export async function listProgrammes(tx: Reader, tenantId: number, q: ProgrammeFilters & Partial<PageQuery>) {
  const where = programmeWhere(tenantId, q);
  return pageOrAll(tx, pg, where, q, (limit, offset) =>
    programmesWithEnterprise(tx)
      .where(where)
      .orderBy(
        ...orderFor(
          { column: q.column, order: q.order ?? 'desc' },
          { createTime: pg.createdAt, enterpriseName: enterprisesView.name },
          [desc(pg.createdAt), asc(pg.id)],
          pg.id,
        ),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function findProgramme(tx: Reader, tenantId: number, id: string) {
  const [row] = await programmesWithEnterprise(tx).where(inTenant(pg, tenantId, [eq(pg.id, id)]));
  return row;
}

export async function activeProgrammes(tx: Reader, tenantId: number, programmeId?: string) {
  return programmesWithEnterprise(tx).where(
    inTenant(pg, tenantId, [eq(pg.status, 1), programmeId ? eq(pg.id, programmeId) : undefined]),
  );
}

/** Rows of programmes with the project made from each (if any). */
export async function rowsOf(tx: Reader, tenantId: number, programmeIds: readonly string[]) {
  if (programmeIds.length === 0) return [];
  return tx
    .select({
      id: pr.id,
      version: pr.version,
      programmeId: pr.programmeId,
      seq: pr.seq,
      cycleNo: pr.cycleNo,
      auditType: pr.auditType,
      stage: pr.stage,
      dueFrom: pr.dueFrom,
      dueTo: pr.dueTo,
      days: pr.days,
      sitesToSample: pr.sitesToSample,
      estimated: pr.estimated,
      projectId: pj.id,
      projectStatus: pj.status,
      planId: pj.planId,
    })
    .from(pr)
    .leftJoin(pj, eq(pj.programmeRowId, pr.id))
    .where(inTenant(pr, tenantId, [inArray(pr.programmeId, [...programmeIds])]))
    .orderBy(asc(pr.programmeId), asc(pr.seq));
}

// ───────────────────────────────────────────── plans ─────────────────────────────────────────────

const planColumns = {
  id: pl.id,
  version: pl.version,
  planNo: pl.planNo,
  status: pl.status,
  enterpriseId: pl.enterpriseId,
  enterpriseName: enterprisesView.name,
  branchCode: pl.branchCode,
  method: pl.method,
  schedule: pl.schedule,
  startDate: pl.startDate,
  endDate: pl.endDate,
  offsiteDays: pl.offsiteDays,
  requiredDays: pl.requiredDays,
  notes: pl.notes,
  submittedBy: pl.submittedBy,
  approvedBy: pl.approvedBy,
  approvedAt: pl.approvedAt,
  reason: pl.reason,
  noticeSentAt: pl.noticeSentAt,
  createTime: pl.createdAt,
};
export type PlanRecord = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function planWhere(
  tx: Reader,
  tenantId: number,
  q: PlanFilters,
  scope?: SQL,
  onlyAuditorId?: string,
): SQL | undefined {
  return inTenant(pl, tenantId, [
    scope,
    q.status !== undefined ? eq(pl.status, q.status) : undefined,
    q.dateFrom ? gte(pl.endDate, q.dateFrom) : undefined,
    q.dateTo ? lte(pl.startDate, q.dateTo) : undefined,
    q.branchCode ? eq(pl.branchCode, q.branchCode) : undefined,
    q.planNo ? ilike(pl.planNo, containsPattern(q.planNo)) : undefined,
    enterpriseNameContains(pl.enterpriseId, q.enterpriseName),
    q.scheme
      ? inArray(
          pl.id,
          tx
            .select({ id: pj.planId })
            .from(pj)
            .where(and(eq(pj.tenantId, tenantId), eq(pj.scheme, q.scheme))),
        )
      : undefined,
    q.auditorName
      ? inArray(
          pl.id,
          tx
            .select({ id: tm.planId })
            .from(tm)
            .innerJoin(auditorsView, eq(auditorsView.id, tm.auditorId))
            .where(and(eq(tm.tenantId, tenantId), ilike(auditorsView.name, containsPattern(q.auditorName)))),
        )
      : undefined,
    onlyAuditorId
      ? inArray(
          pl.id,
          tx
            .select({ id: tm.planId })
            .from(tm)
            .where(and(eq(tm.tenantId, tenantId), eq(tm.auditorId, onlyAuditorId))),
        )
      : undefined,
  ]);
}

/** The plans the auditor is on, in `role` (TEAM_ROLES) when given: 我的审核任务's scope. */
export function plansOfAuditor(tx: Reader, tenantId: number, auditorId: string, role?: number): SQL {
  return inArray(
    pl.id,
    tx
      .select({ id: tm.planId })
      .from(tm)
      .where(
        inTenant(tm, tenantId, [
          eq(tm.auditorId, auditorId),
          role !== undefined ? eq(tm.role, role) : undefined,
        ]),
      ),
  );
}

export async function listPlans(tx: Reader, where: SQL | undefined, q: Partial<PageQuery>) {
  return pageOrAll(tx, pl, where, q, (limit, offset) =>
    tx
      .select(planColumns)
      .from(pl)
      .innerJoin(enterprisesView, eq(enterprisesView.id, pl.enterpriseId))
      .where(where)
      .orderBy(
        ...orderFor(
          { column: q.column, order: q.order ?? 'desc' },
          { createTime: pl.createdAt, startDate: pl.startDate, planNo: pl.planNo },
          [desc(pl.createdAt), asc(pl.id)],
          pl.id,
        ),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function findPlan(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(planColumns)
    .from(pl)
    .innerJoin(enterprisesView, eq(enterprisesView.id, pl.enterpriseId))
    .where(inTenant(pl, tenantId, [eq(pl.id, id)]));
  return row;
}

/**
 * The plans' projects in a whole order: a plan's first project names its stage in the lists
 * (decoratePlans), and a plan of stage 1 and stage 2 due the same day showed either, by whatever
 * order the query's plan read them in.
 */
export async function projectsOfPlans(tx: Reader, tenantId: number, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  return tx
    .select({
      id: pj.id,
      planId: pj.planId,
      programmeId: pj.programmeId,
      scheme: pj.scheme,
      standardName: pg.standardName,
      scopeText: pg.scopeText,
      contractNo: pg.contractNo,
      auditType: pj.auditType,
      stage: pj.stage,
      dueFrom: pj.dueFrom,
      dueTo: pj.dueTo,
      days: pj.days,
      codes: pj.codes,
      status: pj.status,
    })
    .from(pj)
    .innerJoin(pg, eq(pg.id, pj.programmeId))
    .where(inTenant(pj, tenantId, [inArray(pj.planId, [...planIds])]))
    .orderBy(asc(pj.dueTo), asc(pj.stage), asc(pj.id));
}

export async function teamsOfPlans(tx: Reader, tenantId: number, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  return tx
    .select({
      ...columnsOf(tm, ['id', 'planId', 'auditorId']),
      name: auditorsView.name,
      userId: auditorsView.userId,
      ...columnsOf(tm, ['role', 'scheme', 'codes', 'days', 'halfDays', 'supervisorId']),
    })
    .from(tm)
    .innerJoin(auditorsView, eq(auditorsView.id, tm.auditorId))
    .where(inTenant(tm, tenantId, [inArray(tm.planId, [...planIds])]))
    .orderBy(asc(tm.planId), asc(tm.role), asc(tm.sortNo));
}

export async function sitesOf(tx: Reader, tenantId: number, planId: string) {
  return tx
    .select(columnsOf(planSites, ['id', 'name', 'address', 'siteType']))
    .from(planSites)
    .where(inTenant(planSites, tenantId, [eq(planSites.planId, planId)]))
    .orderBy(asc(planSites.sortNo));
}

export async function historyOf(tx: Reader, tenantId: number, planId: string) {
  return tx
    .select({
      id: planStatusHistory.id,
      fromStatus: planStatusHistory.fromStatus,
      toStatus: planStatusHistory.toStatus,
      action: planStatusHistory.action,
      reason: planStatusHistory.reason,
      byName: planStatusHistory.byName,
      at: planStatusHistory.createdAt,
    })
    .from(planStatusHistory)
    .where(inTenant(planStatusHistory, tenantId, [eq(planStatusHistory.planId, planId)]))
    .orderBy(asc(planStatusHistory.createdAt), asc(planStatusHistory.id));
}

export async function userNames(tx: Reader, tenantId: number, ids: readonly (string | null)[]) {
  const list = [...new Set(ids.filter((i): i is string => Boolean(i)))];
  if (list.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, name: users.realname })
    .from(users)
    .where(inTenant(users, tenantId, [inArray(users.id, list)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Sign-in users acting for the enterprise (its contacts with an account). */
export async function enterpriseUserIds(tx: Reader, tenantId: number, enterpriseId: string) {
  const rows = await tx
    .select({ userId: customerUserLinksView.userId })
    .from(customerUserLinksView)
    .where(inTenant(customerUserLinksView, tenantId, [eq(customerUserLinksView.enterpriseId, enterpriseId)]));
  return rows.map((r) => r.userId);
}

export { auditorOfUser } from '../auditors/door.ts';

/** The enterprise's contact who receives the audit notice: the primary one, else the first. */
export async function primaryContact(tx: Reader, tenantId: number, enterpriseId: string) {
  const [row] = await tx
    .select({ name: enterpriseContactsView.name, email: enterpriseContactsView.email })
    .from(enterpriseContactsView)
    .where(
      inTenant(enterpriseContactsView, tenantId, [eq(enterpriseContactsView.enterpriseId, enterpriseId)]),
    )
    .orderBy(
      desc(enterpriseContactsView.isPrimary),
      asc(enterpriseContactsView.sortNo),
      asc(enterpriseContactsView.createdAt),
    )
    .limit(1);
  return row;
}

/** A programme's cycle as its rule set counts it (regenerated after a decision, re-anchored at issue). */
export async function setProgrammeCycle(
  tx: Tx,
  programmeId: string,
  cycle: Pick<typeof pg.$inferInsert, 'cycleStart' | 'expiryDate' | 'ruleSetId'> & { cycleNo?: number },
  actorId: string | null,
) {
  await tx
    .update(pg)
    .set({
      ...cycle,
      updatedBy: actorId,
      version: sql`${pg.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(pg.id, programmeId));
}
