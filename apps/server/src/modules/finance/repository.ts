/**
 * Queries of 财务管理 (cwgl): receivables and payments. Every function runs inside the caller's
 * tenant transaction (RLS on) and also filters by tenant and by the caller's row scope (an
 * enterprise user: its own enterprise); sort columns come from an allowlist and client text only ever
 * as bound values.
 */
import {
  arrearsOf,
  type PaymentEditInput,
  type paymentListQuery,
  RECEIVABLE_STATUS,
  type receivableListQuery,
  receivableStatus,
} from '@cb/domain/finance';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  type Placeholder,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  COUNT_CAP,
  contains,
  isUnfiltered,
  orderFor,
  paged,
  preparedTenantPage,
  queryRows,
  updateVersioned,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { contractItemsView, contractsView } from '../contract-review/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { paymentAllocations as a, payments as p, receivables as r } from './schema.ts';

export type ReceivableListQuery = z.infer<typeof receivableListQuery>;
export type ReceivableExportQuery = Omit<ReceivableListQuery, 'pageNo' | 'pageSize'>;
export type PaymentListQuery = z.infer<typeof paymentListQuery>;
export type PaymentExportQuery = Omit<PaymentListQuery, 'pageNo' | 'pageSize'>;

// ─────────────────────────────────────────── receivables ───────────────────────────────────────────

const arrearsSql = sql<string>`(${r.amount} - ${r.received})`;

const RECEIVABLE_SORT = {
  contractNo: contractsView.contractNo,
  enterpriseName: enterprisesView.name,
  amount: r.amount,
  received: r.received,
  arrears: arrearsSql,
  dueDate: r.dueDate,
  createTime: r.createdAt,
};
const RECEIVABLE_ORDER = [desc(r.createdAt), desc(r.id)];

const receivableColumns = {
  id: r.id,
  enterpriseId: r.enterpriseId,
  enterpriseName: enterprisesView.name,
  contractId: r.contractId,
  contractNo: contractsView.contractNo,
  contractItemId: r.contractItemId,
  standardCode: contractItemsView.standardCode,
  auditType: r.auditType,
  feeType: r.feeType,
  amount: r.amount,
  received: r.received,
  invoiced: r.invoiced,
  invoiceStatus: r.invoiceStatus,
  dueDate: r.dueDate,
  dueBasis: r.dueBasis,
  createTime: r.createdAt,
  version: r.version,
};

type ReceivableFilters = Omit<ReceivableListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

function statusWhere(status: number | undefined): SQL | undefined {
  if (status === RECEIVABLE_STATUS.unpaid) return sql`${r.received} <= 0 and ${r.amount} > 0`;
  if (status === RECEIVABLE_STATUS.partlyPaid) return sql`${r.received} > 0 and ${r.received} < ${r.amount}`;
  if (status === RECEIVABLE_STATUS.paid) return sql`${r.received} >= ${r.amount}`;
  return undefined;
}

function receivableWhere(tenantId: number, scope: CustomerScope, f: ReceivableFilters) {
  return and(
    eq(r.tenantId, tenantId),
    enterpriseScopeWhere(scope, r.enterpriseId),
    f.enterpriseId ? eq(r.enterpriseId, f.enterpriseId) : undefined,
    enterpriseNameContains(r.enterpriseId, f.enterpriseName),
    contains(contractsView.contractNo, f.contractNo),
    statusWhere(f.status),
    f.feeType !== undefined ? eq(r.feeType, f.feeType) : undefined,
    f.invoiceStatus !== undefined ? eq(r.invoiceStatus, f.invoiceStatus) : undefined,
    f.open ? sql`${r.received} < ${r.amount}` : undefined,
    f.dueFrom ? gte(r.dueDate, f.dueFrom) : undefined,
    f.dueTo ? lte(r.dueDate, f.dueTo) : undefined,
    f.auditType !== undefined ? eq(r.auditType, f.auditType) : undefined,
  );
}

const receivablesJoined = (tx: Reader) =>
  tx
    .select(receivableColumns)
    .from(r)
    .innerJoin(enterprisesView, eq(enterprisesView.id, r.enterpriseId))
    .innerJoin(contractsView, eq(contractsView.id, r.contractId))
    .innerJoin(contractItemsView, eq(contractItemsView.id, r.contractItemId));

function withFigures<T extends { amount: string; received: string }>(row: T) {
  return {
    ...row,
    arrears: arrearsOf(row.amount, row.received),
    status: receivableStatus(row.amount, row.received),
  };
}

/**
 * A page of receivables: its ids first (from the receivables alone, or with the enterprise and the
 * contract when a filter or the order names them), then their columns through the joins. Joined
 * whole, the planner sized its lookup caches (Memoize) for every receivable of the tenant, which
 * cost some 3 ms a page at 270 000 receivables; ten ids first cost nothing of the kind.
 */
function receivablePage(
  db: Reader,
  where: SQL | undefined,
  order: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
  joins: boolean,
) {
  const ids = db.select({ pageId: r.id }).from(r);
  const source = joins
    ? ids
        .innerJoin(enterprisesView, eq(enterprisesView.id, r.enterpriseId))
        .innerJoin(contractsView, eq(contractsView.id, r.contractId))
    : ids;
  const page = source
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return receivablesJoined(db)
    .innerJoin(page, eq(page.pageId, r.id))
    .orderBy(...order);
}

/** The page every opening of 应收款 asks for (the tenant's, newest first), prepared per connection. */
const unfilteredReceivables = preparedTenantPage<ReceivableJoinedRow, { tenantId: number }>(
  'finance.receivables',
  r,
  (db, where, limit, offset) => receivablePage(db, where, RECEIVABLE_ORDER, limit, offset, false),
);
type ReceivableJoinedRow = Awaited<ReturnType<typeof receivablesJoined>>[number];

export async function listReceivables(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  q: ReceivableListQuery,
) {
  if (scope.kind === 'tenant' && isUnfiltered({ ...q, open: q.open || undefined })) {
    const page = await unfilteredReceivables(tx, { tenantId }, q);
    return { ...page, records: page.records.map(withFigures) };
  }
  const condition = receivableWhere(tenantId, scope, q);
  // The count joins the enterprise and the contract only when a filter names them.
  const joined = Boolean(q.enterpriseName || q.contractNo);
  const count = () => {
    const base = tx.select({ one: sql`1` }).from(r);
    const scoped = joined
      ? base
          .innerJoin(enterprisesView, eq(enterprisesView.id, r.enterpriseId))
          .innerJoin(contractsView, eq(contractsView.id, r.contractId))
      : base;
    return cappedRows(tx, scoped.where(condition));
  };
  const page = await paged(
    tx,
    r,
    condition,
    q,
    (limit, offset) =>
      receivablePage(
        tx,
        condition,
        orderFor(q, RECEIVABLE_SORT, RECEIVABLE_ORDER, r.id),
        limit,
        offset,
        joined || q.column === 'enterpriseName' || q.column === 'contractNo',
      ),
    count,
  );
  return { ...page, records: page.records.map(withFigures) };
}

/** How many rows a select of `1`s has, counting no further than COUNT_CAP + 1. */
export async function cappedRows(tx: Reader, query: { limit(n: number): { as(alias: string): Subquery } }) {
  const matching = query.limit(COUNT_CAP + 1).as('matching');
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(matching);
  return Number(n);
}

export async function exportReceivables(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  q: ReceivableExportQuery,
  max: number,
) {
  const rows = await receivablesJoined(tx)
    .where(receivableWhere(tenantId, scope, q))
    .orderBy(...orderFor(q, RECEIVABLE_SORT, RECEIVABLE_ORDER, r.id))
    .limit(max);
  return rows.map(withFigures);
}
export type ReceivableListRow = Awaited<ReturnType<typeof exportReceivables>>[number];

/**
 * Locks the receivables (`FOR UPDATE`, in id order so two payments never wait on each other in a
 * circle) and answers what the allocation rule needs of them: whose, the amount and what is received.
 */
export async function lockReceivables(tx: Tx, tenantId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: r.id,
      enterpriseId: r.enterpriseId,
      contractItemId: r.contractItemId,
      auditType: r.auditType,
      feeType: r.feeType,
      amount: r.amount,
      received: r.received,
      version: r.version,
    })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), inArray(r.id, [...ids])))
    .orderBy(asc(r.id))
    .for('update');
}

/** The contract number and standard of receivables, to name them in a refusal. */
export async function receivableLabels(tx: Reader, tenantId: number, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: r.id, contractNo: contractsView.contractNo, standardCode: contractItemsView.standardCode })
    .from(r)
    .innerJoin(contractsView, eq(contractsView.id, r.contractId))
    .innerJoin(contractItemsView, eq(contractItemsView.id, r.contractItemId))
    .where(and(eq(r.tenantId, tenantId), inArray(r.id, [...ids])));
  return new Map(rows.map((x) => [x.id, `${x.contractNo} ${x.standardCode}`.trim()]));
}

/** Adds `delta` (may be negative, two-decimal text) to a locked receivable's received amount. */
export async function addReceived(tx: Tx, userId: string, id: string, delta: string) {
  await tx
    .update(r)
    .set({
      received: sql`${r.received} + ${delta}::numeric`,
      version: sql`${r.version} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(eq(r.id, id));
}

/** Enterprises with receivables whose name contains `keyword`, with their arrears (the payer picker). */
export async function listPayers(tx: Reader, tenantId: number, scope: CustomerScope, keyword: string) {
  const rows = await tx
    .select({
      id: r.enterpriseId,
      name: enterprisesView.name,
      arrears: sql<string>`sum(${r.amount} - ${r.received})::numeric(14,2)`,
    })
    .from(r)
    .innerJoin(enterprisesView, eq(enterprisesView.id, r.enterpriseId))
    .where(
      and(
        eq(r.tenantId, tenantId),
        enterpriseScopeWhere(scope, r.enterpriseId),
        enterpriseNameContains(r.enterpriseId, keyword || undefined),
      ),
    )
    .groupBy(r.enterpriseId, enterprisesView.name)
    .orderBy(asc(enterprisesView.name))
    .limit(20);
  return rows.map((x) => ({ ...x, arrears: arrearsOf(String(x.arrears), '0') }));
}

// ─────────────────────────────────────────── payments ───────────────────────────────────────────

// The tenant named too, so the allocations' (tenant, payment) index serves it with or without RLS.
const allocatedSql = sql<string>`coalesce((select sum(${a.amount}) from ${a} where ${a.tenantId} = ${p.tenantId} and ${a.paymentId} = ${p.id}), 0)::numeric(14,2)`;

const PAYMENT_SORT = {
  receivedDate: p.receivedDate,
  amount: p.amount,
  enterpriseName: enterprisesView.name,
  createTime: p.createdAt,
  updateTime: p.updatedAt,
};
const PAYMENT_ORDER = [desc(p.createdAt), desc(p.id)];

const paymentColumns = {
  id: p.id,
  enterpriseId: p.enterpriseId,
  enterpriseName: enterprisesView.name,
  amount: p.amount,
  allocated: allocatedSql,
  receivedDate: p.receivedDate,
  method: p.method,
  bankReference: p.bankReference,
  remark: p.remark,
  createTime: p.createdAt,
  updateTime: p.updatedAt,
  version: p.version,
};

type PaymentFilters = Omit<PaymentListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

function paymentWhere(tenantId: number, scope: CustomerScope, f: PaymentFilters) {
  return and(
    eq(p.tenantId, tenantId),
    enterpriseScopeWhere(scope, p.enterpriseId),
    enterpriseNameContains(p.enterpriseId, f.enterpriseName),
    contains(p.bankReference, f.bankReference?.replace(/\s+/g, '').toUpperCase()),
    f.method !== undefined ? eq(p.method, f.method) : undefined,
    f.receivedFrom ? gte(p.receivedDate, f.receivedFrom) : undefined,
    f.receivedTo ? lte(p.receivedDate, f.receivedTo) : undefined,
  );
}

const paymentsJoined = (tx: Reader) =>
  tx.select(paymentColumns).from(p).innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId));

function withUnallocated<T extends { amount: string; allocated: string }>(row: T) {
  return {
    ...row,
    allocated: String(row.allocated),
    unallocated: arrearsOf(row.amount, String(row.allocated)),
  };
}

/** The page every opening of 收款登记 asks for, prepared per connection. */
const unfilteredPayments = preparedTenantPage<PaymentJoinedRow, { tenantId: number }>(
  'finance.payments',
  p,
  queryRows(paymentsJoined)(PAYMENT_ORDER),
);
type PaymentJoinedRow = Awaited<ReturnType<typeof paymentsJoined>>[number];

export async function listPayments(tx: Reader, tenantId: number, scope: CustomerScope, q: PaymentListQuery) {
  if (scope.kind === 'tenant' && isUnfiltered(q)) {
    const page = await unfilteredPayments(tx, { tenantId }, q);
    return { ...page, records: page.records.map(withUnallocated) };
  }
  const condition = paymentWhere(tenantId, scope, q);
  const count = () => {
    const base = tx.select({ one: sql`1` }).from(p);
    return cappedRows(
      tx,
      (q.enterpriseName
        ? base.innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
        : base
      ).where(condition),
    );
  };
  const page = await paged(
    tx,
    p,
    condition,
    q,
    (limit, offset) =>
      paymentsJoined(tx)
        .where(condition)
        .orderBy(...orderFor(q, PAYMENT_SORT, PAYMENT_ORDER, p.id))
        .limit(limit)
        .offset(offset),
    count,
  );
  return { ...page, records: page.records.map(withUnallocated) };
}

export async function exportPayments(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  q: PaymentExportQuery,
  max: number,
) {
  const rows = await paymentsJoined(tx)
    .where(paymentWhere(tenantId, scope, q))
    .orderBy(...orderFor(q, PAYMENT_SORT, PAYMENT_ORDER, p.id))
    .limit(max);
  return rows.map(withUnallocated);
}
export type PaymentListRow = Awaited<ReturnType<typeof exportPayments>>[number];

export async function findPayment(tx: Reader, tenantId: number, scope: CustomerScope, id: string) {
  const [row] = await tx
    .select({ ...paymentColumns, createdBy: p.createdBy, updatedBy: p.updatedBy })
    .from(p)
    .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id), enterpriseScopeWhere(scope, p.enterpriseId)));
  return row ? withUnallocated(row) : undefined;
}

/** The payment's allocations with the receivables they go to. */
export function allocationsOf(tx: Reader, tenantId: number, paymentId: string) {
  return tx
    .select({
      id: a.id,
      receivableId: a.receivableId,
      amount: a.amount,
      contractNo: contractsView.contractNo,
      standardCode: contractItemsView.standardCode,
      auditType: r.auditType,
      feeType: r.feeType,
      receivableAmount: r.amount,
      receivableReceived: r.received,
      dueDate: r.dueDate,
    })
    .from(a)
    .innerJoin(r, eq(r.id, a.receivableId))
    .innerJoin(contractsView, eq(contractsView.id, r.contractId))
    .innerJoin(contractItemsView, eq(contractItemsView.id, r.contractItemId))
    .where(and(eq(a.tenantId, tenantId), eq(a.paymentId, paymentId)))
    .orderBy(asc(r.dueDate), asc(a.id));
}

/** The payment's current allocation rows (for a write inside the caller's transaction). */
export function currentAllocations(tx: Tx, tenantId: number, paymentId: string) {
  return tx
    .select({ id: a.id, receivableId: a.receivableId, amount: a.amount, version: a.version })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.paymentId, paymentId)));
}

export async function lockPayment(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select({ id: p.id, enterpriseId: p.enterpriseId, amount: p.amount, version: p.version })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)))
    .for('update');
  return row;
}

type PaymentFields = Omit<PaymentEditInput, 'id' | 'version' | 'payerType'>;

export async function insertPayment(tx: Tx, tenantId: number, userId: string, input: PaymentFields) {
  const [row] = await tx
    .insert(p)
    .values({ ...input, tenantId, createdBy: userId, updatedBy: userId })
    .returning({ id: p.id, version: p.version });
  return row!;
}

export async function updatePayment(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  input: PaymentFields,
) {
  const row = await updateVersioned(tx, p, id, version, input, userId);
  return { id: row.id, version: row.version };
}

/** Moves the payment's version on (its allocations changed): 409 when it moved on already. */
export async function touchPayment(tx: Tx, userId: string, id: string, version: number) {
  const row = await updateVersioned(tx, p, id, version, {}, userId);
  return { id: row.id, version: row.version };
}

export async function insertAllocation(
  tx: Tx,
  tenantId: number,
  userId: string,
  paymentId: string,
  receivableId: string,
  amount: string,
) {
  await tx
    .insert(a)
    .values({ tenantId, paymentId, receivableId, amount, createdBy: userId, updatedBy: userId });
}

export async function updateAllocation(tx: Tx, userId: string, id: string, amount: string) {
  await tx
    .update(a)
    .set({ amount, version: sql`${a.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(eq(a.id, id));
}

export async function deleteAllocation(tx: Tx, id: string) {
  await tx.delete(a).where(eq(a.id, id));
}

export async function deletePayment(tx: Tx, tenantId: number, id: string) {
  await tx.delete(p).where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
}

/** The enterprise (payer) if it exists in the tenant and is not deleted. */
export async function findEnterprise(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({ id: enterprisesView.id, deleted: enterprisesView.deleted })
    .from(enterprisesView)
    .where(and(eq(enterprisesView.tenantId, tenantId), eq(enterprisesView.id, id)));
  return row && !row.deleted ? row : undefined;
}
