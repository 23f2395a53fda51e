/**
 * Queries of 收款申请 and 开票管理, and 我的账单's totals. Every function runs inside the caller's
 * tenant transaction (RLS on) and also filters by tenant and the caller's row scope; sort columns
 * come from an allowlist and client text only ever as bound values.
 */
import {
  fenToAmount,
  INVOICE_STATE,
  INVOICE_VIEWS,
  type invoiceListQuery,
  invoiceStatusOf,
  type paymentApplyListQuery,
  toFen,
} from '@cb/domain/finance';
import { and, asc, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  contains,
  isUnfiltered,
  orderFor,
  paged,
  preparedTenantPage,
  queryRows,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { users } from '../../platform/identity/schema.ts';
import { contractItemsView, contractsView } from '../contract-review/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { cappedRows } from './repository.ts';
import {
  invoices as i,
  invoiceLines as l,
  payments as p,
  paymentApplications as pa,
  receivables as r,
} from './schema.ts';

export type PaymentApplyListQuery = z.infer<typeof paymentApplyListQuery>;
export type PaymentApplyExportQuery = Omit<PaymentApplyListQuery, 'pageNo' | 'pageSize'>;
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;
export type InvoiceExportQuery = Omit<InvoiceListQuery, 'pageNo' | 'pageSize'>;

const applicant = alias(users, 'applicant');
const approver = alias(users, 'approver');

// ───────────────────────────────────── payment applications ─────────────────────────────────────

const APPLY_SORT = {
  expectedDate: pa.expectedDate,
  amount: pa.amount,
  enterpriseName: enterprisesView.name,
  createTime: pa.createdAt,
};
const APPLY_ORDER = [desc(pa.createdAt), desc(pa.id)];

const applyColumns = {
  id: pa.id,
  enterpriseId: pa.enterpriseId,
  enterpriseName: enterprisesView.name,
  amount: pa.amount,
  expectedDate: pa.expectedDate,
  remark: pa.remark,
  status: pa.status,
  applicantName: sql<string>`coalesce(${applicant.realname}, '')`,
  createdBy: pa.createdBy,
  approverName: sql<string>`coalesce(${approver.realname}, '')`,
  decidedAt: pa.decidedAt,
  rejectReason: pa.rejectReason,
  paymentId: pa.paymentId,
  paymentReceivedDate: p.receivedDate,
  paymentAmount: p.amount,
  createTime: pa.createdAt,
  version: pa.version,
};

type ApplyFilters = Omit<PaymentApplyListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

function applyWhere(tenantId: number, scope: CustomerScope, f: ApplyFilters) {
  return and(
    eq(pa.tenantId, tenantId),
    enterpriseScopeWhere(scope, pa.enterpriseId),
    enterpriseNameContains(pa.enterpriseId, f.enterpriseName),
    f.status !== undefined ? eq(pa.status, f.status) : undefined,
  );
}

const appliesJoined = (tx: Reader) =>
  tx
    .select(applyColumns)
    .from(pa)
    .innerJoin(enterprisesView, eq(enterprisesView.id, pa.enterpriseId))
    .leftJoin(applicant, eq(applicant.id, pa.createdBy))
    .leftJoin(approver, eq(approver.id, pa.decidedBy))
    .leftJoin(p, eq(p.id, pa.paymentId));

const unfilteredApplies = preparedTenantPage<PaymentApplyListRow, { tenantId: number }>(
  'finance.payment-applications',
  pa,
  queryRows(appliesJoined)(APPLY_ORDER),
);

export async function listApplies(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  q: PaymentApplyListQuery,
) {
  if (scope.kind === 'tenant' && isUnfiltered(q)) return unfilteredApplies(tx, { tenantId }, q);
  const condition = applyWhere(tenantId, scope, q);
  const count = () => {
    const base = tx.select({ one: sql`1` }).from(pa);
    return cappedRows(
      tx,
      (q.enterpriseName
        ? base.innerJoin(enterprisesView, eq(enterprisesView.id, pa.enterpriseId))
        : base
      ).where(condition),
    );
  };
  return paged(
    tx,
    pa,
    condition,
    q,
    (limit, offset) =>
      appliesJoined(tx)
        .where(condition)
        .orderBy(...orderFor(q, APPLY_SORT, APPLY_ORDER, pa.id))
        .limit(limit)
        .offset(offset),
    count,
  );
}

export function exportApplies(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  q: PaymentApplyExportQuery,
  max: number,
) {
  return appliesJoined(tx)
    .where(applyWhere(tenantId, scope, q))
    .orderBy(...orderFor(q, APPLY_SORT, APPLY_ORDER, pa.id))
    .limit(max);
}
export type PaymentApplyListRow = Awaited<ReturnType<typeof exportApplies>>[number];

export async function findApply(tx: Reader, tenantId: number, scope: CustomerScope, id: string) {
  const [row] = await appliesJoined(tx).where(
    and(eq(pa.tenantId, tenantId), eq(pa.id, id), enterpriseScopeWhere(scope, pa.enterpriseId)),
  );
  return row;
}

export async function lockApply(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      id: pa.id,
      enterpriseId: pa.enterpriseId,
      amount: pa.amount,
      status: pa.status,
      createdBy: pa.createdBy,
      version: pa.version,
    })
    .from(pa)
    .where(and(eq(pa.tenantId, tenantId), eq(pa.id, id)))
    .for('update');
  return row;
}

/** The payment with the total of the applications already related to it (locked: relations serialise). */
export async function lockPaymentForApply(tx: Tx, tenantId: number, paymentId: string) {
  const [row] = await tx
    .select({ id: p.id, enterpriseId: p.enterpriseId, amount: p.amount })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, paymentId)))
    .for('update');
  if (!row) return undefined;
  const [sum] = await tx
    .select({ total: sql<string>`coalesce(sum(${pa.amount}), 0)::numeric(14,2)::text` })
    .from(pa)
    .where(and(eq(pa.tenantId, tenantId), eq(pa.paymentId, paymentId)));
  return { ...row, relatedTotal: String(sum?.total ?? '0') };
}

// ─────────────────────────────────────────── invoices ───────────────────────────────────────────

const INVOICE_SORT = {
  createTime: i.createdAt,
  invoiceDate: i.invoiceDate,
  amount: i.amount,
  enterpriseName: enterprisesView.name,
};
const INVOICE_ORDER = [desc(i.createdAt), desc(i.id)];

const invoiceColumns = {
  id: i.id,
  enterpriseId: i.enterpriseId,
  enterpriseName: enterprisesView.name,
  status: i.status,
  type: i.type,
  invoiceNo: sql<string>`coalesce(${i.invoiceNo}, '')`,
  invoiceDate: i.invoiceDate,
  amount: i.amount,
  taxRate: i.taxRate,
  netAmount: i.netAmount,
  taxAmount: i.taxAmount,
  remark: i.remark,
  reason: i.reason,
  applicantName: sql<string>`coalesce(${applicant.realname}, '')`,
  createTime: i.createdAt,
  version: i.version,
};

type InvoiceFilters = Omit<InvoiceListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

function invoiceWhere(tenantId: number, scope: CustomerScope, f: InvoiceFilters) {
  const states: readonly number[] = INVOICE_VIEWS[f.view];
  return and(
    eq(i.tenantId, tenantId),
    enterpriseScopeWhere(scope, i.enterpriseId),
    f.status !== undefined && states.includes(f.status)
      ? eq(i.status, f.status)
      : inArray(i.status, [...states]),
    enterpriseNameContains(i.enterpriseId, f.enterpriseName),
    contains(i.invoiceNo, f.invoiceNo),
    f.type !== undefined ? eq(i.type, f.type) : undefined,
  );
}

const invoicesJoined = (tx: Reader) =>
  tx
    .select(invoiceColumns)
    .from(i)
    .innerJoin(enterprisesView, eq(enterprisesView.id, i.enterpriseId))
    .leftJoin(applicant, eq(applicant.id, i.createdBy));

/**
 * A page of invoices: its ids first (with the enterprise only when a filter or the order names it),
 * then their columns through the joins, so the planner sizes no lookup cache for the whole tenant.
 */
function invoicePage(
  db: Reader,
  where: SQL | undefined,
  order: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
  joins: boolean,
) {
  const ids = db.select({ pageId: i.id }).from(i);
  const source = joins ? ids.innerJoin(enterprisesView, eq(enterprisesView.id, i.enterpriseId)) : ids;
  const page = source
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return invoicesJoined(db)
    .innerJoin(page, eq(page.pageId, i.id))
    .orderBy(...order);
}

/** The pages every opening of 待开票 and 已开票 asks for (their states, newest first), prepared. */
const unfilteredInvoices = {
  await: preparedTenantPage<InvoiceListRow, { tenantId: number }>(
    'finance.invoices.await',
    i,
    (db, where, limit, offset) => invoicePage(db, where, INVOICE_ORDER, limit, offset, false),
    [inArray(i.status, [...INVOICE_VIEWS.await])],
  ),
  done: preparedTenantPage<InvoiceListRow, { tenantId: number }>(
    'finance.invoices.done',
    i,
    (db, where, limit, offset) => invoicePage(db, where, INVOICE_ORDER, limit, offset, false),
    [inArray(i.status, [...INVOICE_VIEWS.done])],
  ),
};

export async function listInvoices(tx: Reader, tenantId: number, scope: CustomerScope, q: InvoiceListQuery) {
  const { view, ...rest } = q;
  if (scope.kind === 'tenant' && isUnfiltered(rest)) return unfilteredInvoices[view](tx, { tenantId }, q);
  const condition = invoiceWhere(tenantId, scope, q);
  const count = () => {
    const base = tx.select({ one: sql`1` }).from(i);
    return cappedRows(
      tx,
      (q.enterpriseName
        ? base.innerJoin(enterprisesView, eq(enterprisesView.id, i.enterpriseId))
        : base
      ).where(condition),
    );
  };
  return paged(
    tx,
    i,
    condition,
    q,
    (limit, offset) =>
      invoicePage(
        tx,
        condition,
        orderFor(q, INVOICE_SORT, INVOICE_ORDER, i.id),
        limit,
        offset,
        Boolean(q.enterpriseName) || q.column === 'enterpriseName',
      ),
    count,
  );
}

export function exportInvoices(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  q: InvoiceExportQuery,
  max: number,
) {
  return invoicesJoined(tx)
    .where(invoiceWhere(tenantId, scope, q))
    .orderBy(...orderFor(q, INVOICE_SORT, INVOICE_ORDER, i.id))
    .limit(max);
}
export type InvoiceListRow = Awaited<ReturnType<typeof exportInvoices>>[number];

export async function findInvoice(tx: Reader, tenantId: number, scope: CustomerScope, id: string) {
  const [row] = await tx
    .select({ ...invoiceColumns, createdBy: i.createdBy, issuedAt: i.issuedAt, voidedAt: i.voidedAt })
    .from(i)
    .innerJoin(enterprisesView, eq(enterprisesView.id, i.enterpriseId))
    .leftJoin(applicant, eq(applicant.id, i.createdBy))
    .where(and(eq(i.tenantId, tenantId), eq(i.id, id), enterpriseScopeWhere(scope, i.enterpriseId)));
  return row;
}

export function linesOf(tx: Reader, tenantId: number, invoiceId: string) {
  return tx
    .select({
      id: l.id,
      receivableId: l.receivableId,
      amount: l.amount,
      contractNo: contractsView.contractNo,
      standardCode: contractItemsView.standardCode,
      auditType: r.auditType,
      feeType: r.feeType,
      receivableAmount: r.amount,
      receivableInvoiced: r.invoiced,
    })
    .from(l)
    .innerJoin(r, eq(r.id, l.receivableId))
    .innerJoin(contractsView, eq(contractsView.id, r.contractId))
    .innerJoin(contractItemsView, eq(contractItemsView.id, r.contractItemId))
    .where(and(eq(l.tenantId, tenantId), eq(l.invoiceId, invoiceId)))
    .orderBy(asc(r.dueDate), asc(l.id));
}

export async function lockInvoice(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      id: i.id,
      enterpriseId: i.enterpriseId,
      status: i.status,
      amount: i.amount,
      version: i.version,
    })
    .from(i)
    .where(and(eq(i.tenantId, tenantId), eq(i.id, id)))
    .for('update');
  return row;
}

/** What invoices that count (requested or issued) took of each receivable, leaving one invoice out. */
export async function invoicedByOthers(
  tx: Tx,
  tenantId: number,
  receivableIds: readonly string[],
  exceptInvoiceId: string | null,
) {
  if (receivableIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({
      receivableId: l.receivableId,
      total: sql<string>`sum(${l.amount})::numeric(14,2)::text`,
    })
    .from(l)
    .innerJoin(i, eq(i.id, l.invoiceId))
    .where(
      and(
        eq(l.tenantId, tenantId),
        inArray(l.receivableId, [...receivableIds]),
        inArray(i.status, [INVOICE_STATE.requested, INVOICE_STATE.issued]),
        exceptInvoiceId ? sql`${i.id} <> ${exceptInvoiceId}` : undefined,
      ),
    )
    .groupBy(l.receivableId);
  return new Map(rows.map((x) => [x.receivableId, String(x.total)]));
}

/** Moves locked receivables' invoiced amounts by each line (sign +1 on issue, −1 on void) and their status. */
export async function moveInvoiced(
  tx: Tx,
  tenantId: number,
  userId: string,
  invoiceId: string,
  sign: 1 | -1,
) {
  const lines = await tx
    .select({ receivableId: l.receivableId, amount: l.amount })
    .from(l)
    .where(and(eq(l.tenantId, tenantId), eq(l.invoiceId, invoiceId)))
    .orderBy(asc(l.receivableId));
  const locked = await tx
    .select({ id: r.id, amount: r.amount, invoiced: r.invoiced })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        inArray(
          r.id,
          lines.map((x) => x.receivableId),
        ),
      ),
    )
    .orderBy(asc(r.id))
    .for('update');
  const byId = new Map(locked.map((x) => [x.id, x]));
  for (const line of lines) {
    const rec = byId.get(line.receivableId);
    if (!rec) continue;
    const invoiced = fenToAmount(toFen(rec.invoiced) + sign * toFen(line.amount));
    rec.invoiced = invoiced;
    await tx
      .update(r)
      .set({
        invoiced,
        invoiceStatus: invoiceStatusOf(rec.amount, invoiced),
        version: sql`${r.version} + 1`,
        updatedAt: new Date(),
        updatedBy: userId,
      })
      .where(eq(r.id, rec.id));
  }
}

// ─────────────────────────────────────────── 我的账单 ───────────────────────────────────────────

export async function billSummary(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  enterpriseId: string | undefined,
) {
  const [rec] = await tx
    .select({
      receivable: sql<string>`coalesce(sum(${r.amount}), 0)::numeric(14,2)::text`,
      received: sql<string>`coalesce(sum(${r.received}), 0)::numeric(14,2)::text`,
      invoiced: sql<string>`coalesce(sum(${r.invoiced}), 0)::numeric(14,2)::text`,
      n: count(),
    })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        enterpriseScopeWhere(scope, r.enterpriseId),
        enterpriseId ? eq(r.enterpriseId, enterpriseId) : undefined,
      ),
    );
  const [pay] = await tx
    .select({ total: sql<string>`coalesce(sum(${p.amount}), 0)::numeric(14,2)::text` })
    .from(p)
    .where(
      and(
        eq(p.tenantId, tenantId),
        enterpriseScopeWhere(scope, p.enterpriseId),
        enterpriseId ? eq(p.enterpriseId, enterpriseId) : undefined,
      ),
    );
  return {
    receivable: String(rec?.receivable ?? '0.00'),
    received: String(rec?.received ?? '0.00'),
    invoiced: String(rec?.invoiced ?? '0.00'),
    payments: String(pay?.total ?? '0.00'),
    receivableCount: Number(rec?.n ?? 0),
  };
}
