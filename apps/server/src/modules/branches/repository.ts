/**
 * Queries of 分公司 (cwgl). Every function runs inside the caller's tenant transaction
 * (RLS on) and also filters by tenant, as ARCHITECTURE.md "Data" asks; sort columns come from an
 * allowlist and client text only ever as bound values.
 */
import type { BranchInput, branchListQuery } from '@cb/domain/branches';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contains, orderFor, paged, updateVersioned } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { auditPlansView, auditProgrammesView } from '../audit-programmes/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { branches as r } from './schema.ts';

export type BranchListQuery = z.infer<typeof branchListQuery>;
/** The export's query: the list's filters and order, without paging. */
export type BranchExportQuery = Omit<BranchListQuery, 'pageNo' | 'pageSize'>;
type Filters = Omit<BranchListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

const SORT = {
  code: r.code,
  name: r.name,
  settlementMethod: r.settlementMethod,
  unitPrice: r.unitPrice,
  createTime: r.createdAt,
};
const DEFAULT_ORDER = [asc(r.code), desc(r.id)];

const rowColumns = {
  id: r.id,
  code: r.code,
  name: r.name,
  settlementMethod: r.settlementMethod,
  settlementType: r.settlementType,
  unitPrice: r.unitPrice,
  borrowFeeUnit: r.borrowFeeUnit,
  borrowFeeRate: r.borrowFeeRate,
  status: r.status,
  createTime: r.createdAt,
  updateTime: r.updatedAt,
  version: r.version,
};

function where(tenantId: number, f: Filters): SQL | undefined {
  return and(
    eq(r.tenantId, tenantId),
    contains(r.name, f.name),
    contains(r.code, f.code),
    f.settlementMethod !== undefined ? eq(r.settlementMethod, f.settlementMethod) : undefined,
    f.status !== undefined ? eq(r.status, f.status) : undefined,
  );
}

export function listBranches(tx: Reader, tenantId: number, q: BranchListQuery) {
  const condition = where(tenantId, q);
  return paged(tx, r, condition, q, (limit, offset) =>
    tx
      .select(rowColumns)
      .from(r)
      .where(condition)
      .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
      .limit(limit)
      .offset(offset),
  );
}

/** Every matching row (up to `max`) in the list's order, for the Excel export. */
export function exportBranches(tx: Reader, tenantId: number, q: BranchExportQuery, max: number) {
  return tx
    .select(rowColumns)
    .from(r)
    .where(where(tenantId, q))
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
    .limit(max);
}

/** A row of the list and of the export. */
export type BranchListRow = Awaited<ReturnType<typeof exportBranches>>[number];

export async function findBranch(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({ ...rowColumns, remark: r.remark, createdBy: r.createdBy, updatedBy: r.updatedBy })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
  return row;
}

export async function insertBranch(tx: Tx, tenantId: number, userId: string, input: BranchInput) {
  const [row] = await tx
    .insert(r)
    .values({ ...input, tenantId, createdBy: userId, updatedBy: userId })
    .returning({ id: r.id, version: r.version });
  return row!;
}

/** Writes `input` if the row is still at `version` (409 when it moved on, 404 when it is gone). */
export async function updateBranch(tx: Tx, userId: string, id: string, version: number, input: BranchInput) {
  const row = await updateVersioned(tx, r, id, version, input, userId);
  return { id: row.id, version: row.version };
}

/** Deletes the row if it is still at `version`; false when nothing matched. */
export async function deleteBranch(tx: Tx, tenantId: number, id: string, version: number) {
  const rows = await tx
    .delete(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.version, version)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** The tenant's branches as choices, by code. */
export function branchOptions(tx: Reader, tenantId: number) {
  return tx
    .select({ id: r.id, code: r.code, name: r.name })
    .from(r)
    .where(eq(r.tenantId, tenantId))
    .orderBy(asc(r.code));
}

/** The records that carry the branch today, by its code or its name (rules.ts `belongsToBranch`). */
export async function branchLinks(tx: Reader, tenantId: number, branch: { code: string; name: string }) {
  const carries = (column: SQL | PgColumn) => sql`btrim(${column}) in (${branch.code}, ${branch.name})`;
  const count = sql<number>`count(*)::int`;
  const [clients] = await tx
    .select({ n: count })
    .from(enterprisesView)
    .where(
      and(
        eq(enterprisesView.tenantId, tenantId),
        eq(enterprisesView.deleted, false),
        carries(sql`${enterprisesView.branchCompany}`),
      ),
    );
  const [auditorCount] = await tx
    .select({ n: count })
    .from(auditorsView)
    .where(and(eq(auditorsView.tenantId, tenantId), carries(sql`${auditorsView.branchCompany}`)));
  const [programmes] = await tx
    .select({ n: count })
    .from(auditProgrammesView)
    .where(and(eq(auditProgrammesView.tenantId, tenantId), carries(sql`${auditProgrammesView.branchCode}`)));
  const planWhere = and(eq(auditPlansView.tenantId, tenantId), carries(sql`${auditPlansView.branchCode}`));
  const [plans] = await tx.select({ n: count }).from(auditPlansView).where(planWhere);
  const recentPlans = await tx
    .select({
      id: auditPlansView.id,
      planNo: auditPlansView.planNo,
      status: auditPlansView.status,
      startDate: sql<string | null>`${auditPlansView.startDate}::text`,
    })
    .from(auditPlansView)
    .where(planWhere)
    .orderBy(desc(auditPlansView.planNo))
    .limit(10);
  return {
    clients: clients?.n ?? 0,
    auditors: auditorCount?.n ?? 0,
    programmes: programmes?.n ?? 0,
    plans: plans?.n ?? 0,
    recentPlans,
  };
}
