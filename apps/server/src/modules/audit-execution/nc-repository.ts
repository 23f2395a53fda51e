/**
 * Nonconformities (不符合项) of audit projects: their columns, one NC, a project's NCs and their
 * history, and the staff list and export with their filters, paged and counted up to COUNT_CAP.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  COUNT_CAP,
  contains,
  isUnfiltered,
  orderFor,
  paged,
  preparedTenantPage,
  queryRows,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { recordFiles } from '../../platform/files/schema.ts';
import { users } from '../../platform/identity/schema.ts';
import { auditProjectsView as auditProjects } from '../audit-programmes/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { nonconformities, nonconformityEvents, projectExecutions } from './schema.ts';

const _p = auditProjects;
const _e = projectExecutions;

import { columnsOf } from '../../platform/db/columns.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { type ProjectScope, scopeWhere } from './repository.ts';

const p = auditProjects;

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
    .where(inTenant(nonconformities, tenantId, [eq(nonconformities.projectId, projectId)]))
    .orderBy(asc(nonconformities.ncNo));
}

export async function findNc(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select(ncColumns)
    .from(nonconformities)
    .where(inTenant(nonconformities, tenantId, [eq(nonconformities.id, id)]));
  return row;
}

export async function ncEventsOf(tx: Tx, tenantId: number, projectId: string) {
  return tx
    .select({
      at: nonconformityEvents.createdAt,
      ncNo: nonconformities.ncNo,
      ...columnsOf(nonconformityEvents, ['action', 'comment', 'byName']),
    })
    .from(nonconformityEvents)
    .innerJoin(nonconformities, eq(nonconformities.id, nonconformityEvents.ncId))
    .where(inTenant(nonconformityEvents, tenantId, [eq(nonconformities.projectId, projectId)]))
    .orderBy(asc(nonconformityEvents.createdAt));
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
const ncListRows = queryRows((db) =>
  db
    .select({ ...ncColumns, enterpriseName: enterprisesView.name, auditType: p.auditType, scheme: p.scheme })
    .from(nonconformities)
    .innerJoin(p, eq(p.id, nonconformities.projectId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, nonconformities.enterpriseId)),
);
/**
 * The tenant's NC list as staff open it, prepared (platform/crud/list.ts). Counted on the NCs
 * alone: each has its project and enterprise (foreign keys), so the page's joins drop none.
 */
const unfilteredNcs = preparedTenantPage(
  'audit-execution.nonconformities',
  nonconformities,
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
  return inTenant(nonconformities, tenantId, [
    scopeWhere(scope),
    q.status !== undefined ? eq(nonconformities.status, q.status) : undefined,
    q.grade !== undefined ? eq(nonconformities.grade, q.grade) : undefined,
    enterpriseNameContains(nonconformities.enterpriseId, q.enterpriseName),
    contains(nonconformities.clause, q.clause),
  ]);
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
