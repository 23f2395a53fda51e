/**
 * The queries of the 认证决定 lists (certification decision): the approval and supervision lists'
 * filters, count and page in the chosen order, and the deciders' statistics (decisions, passes and
 * days from a complete file to the decision).
 */
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { queryRows, sortedRows } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { projectExecutionsView as projectExecutions } from '../audit-execution/door.ts';
import {
  auditPlansView as auditPlans,
  auditProjectsView as auditProjects,
} from '../audit-programmes/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { countRows } from './repository.ts';
import { certificationDecisions } from './schema.ts';

const p = auditProjects;
const e = projectExecutions;
const d = certificationDecisions;

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
  return inTenant(d, tenantId, [
    f.families ? inArray(d.auditType, [...f.families]) : undefined,
    f.excludeFamilies ? sql`${d.auditType} not in ${sql.raw(`(${f.excludeFamilies.join(',')})`)}` : undefined,
    f.state === 'pending' ? pending : f.state === 'done' ? done : undefined,
    f.mineUserId ? or(pending, eq(d.deciderUserId, f.mineUserId)) : undefined,
    f.result !== undefined ? eq(d.result, f.result) : undefined,
    enterpriseNameContains(d.enterpriseId, f.enterpriseName),
  ]);
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

export const listDecisions = sortedRows(queryRows(decisionQuery), {
  sort: DECISION_SORT,
  fallback: [asc(d.result), asc(d.fileCompletedAt), desc(d.id)],
  tieBreak: d.id,
});

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
      inTenant(d, tenantId, [
        ne(d.result, 0),
        sql`${d.deciderUserId} is not null`,
        from ? sql`${d.decisionDate} >= ${from}` : undefined,
        to ? sql`${d.decisionDate} <= ${to}` : undefined,
      ]),
    )
    .groupBy(d.deciderUserId)
    .orderBy(sql`count(*) desc`);
}
