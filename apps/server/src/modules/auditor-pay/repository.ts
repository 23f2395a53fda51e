/**
 * Queries of 劳务与薪酬. Every function runs inside the caller's tenant transaction (RLS on) and
 * also filters by tenant; sort columns come from an allowlist and client text only as bound values.
 */

import { calendarDateOf } from '@cb/domain';
import type { labourFeeListQuery, labourSettlementListQuery, salaryListQuery } from '@cb/domain/auditor-pay';
import { daysText, fenToYuan, labourTax } from '@cb/domain/auditor-pay';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cappedCount, contains, orderFor, paged } from '../../platform/crud/index.ts';
import { isUnfiltered } from '../../platform/crud/list.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { type AuditorRenamed, auditorsView } from '../auditors/door.ts';
import { enterprisesView } from '../customers/door.ts';
import {
  labourFees as f,
  labourFeeGroups,
  labourFeePayments,
  labourListCounts,
  salarySlips as s,
} from './schema.ts';

export type LabourFeeListQuery = z.infer<typeof labourFeeListQuery>;
export type LabourFeeExportQuery = Omit<LabourFeeListQuery, 'pageNo' | 'pageSize'>;
export type SettlementListQuery = z.infer<typeof labourSettlementListQuery>;
export type SettlementExportQuery = Omit<SettlementListQuery, 'pageNo' | 'pageSize'>;
export type SalaryListQuery = z.infer<typeof salaryListQuery>;
export type SalaryExportQuery = Omit<SalaryListQuery, 'pageNo' | 'pageSize'>;
type FeeFilters = Omit<LabourFeeListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

/**
 * How many rows a list has in the tenant ('fees', 'groups', 'slips'), or in one month, from
 * labour_list_counts: exact (kept in the writing transaction), a dozen rows a year instead of the
 * 10,001 index entries of a capped count. `paged()` shows more than COUNT_CAP as capped, as before.
 */
const lc = labourListCounts;
const listCountOf = preparedRead<{ n: number }[], { tenantId: number; list: string }>(
  'auditor-pay.list-count',
  (db) =>
    db
      .select({ n: sql<number>`coalesce(sum(${lc.n}), 0)::int` })
      .from(lc)
      .where(and(eq(lc.tenantId, sql.placeholder('tenantId')), eq(lc.list, sql.placeholder('list')))),
);
const monthCountOf = preparedRead<{ n: number }[], { tenantId: number; list: string; month: string }>(
  'auditor-pay.list-month-count',
  (db) =>
    db
      .select({ n: lc.n })
      .from(lc)
      .where(
        and(
          eq(lc.tenantId, sql.placeholder('tenantId')),
          eq(lc.list, sql.placeholder('list')),
          eq(lc.month, sql.placeholder('month')),
        ),
      ),
);
async function listCount(tx: Reader, tenantId: number, list: string, month?: string): Promise<number> {
  const [row] = month
    ? await monthCountOf(tx, { tenantId, list, month })
    : await listCountOf(tx, { tenantId, list });
  return Number(row?.n ?? 0);
}

/**
 * The tenant's count of `list` as a column of an unfiltered page's rows (a prepared statement's
 * tenant placeholder): the first page and its count in one statement, one round trip.
 */
const listTotalColumn = (list: string) =>
  sql<number>`(select coalesce(sum(${lc.n}), 0)::int from ${lc} where ${lc.tenantId} = ${sql.placeholder('tenantId')} and ${lc.list} = ${list})`;

/** `paged()` of an unfiltered page whose rows carry the list's count (`listTotalColumn`). */
async function pageWithTotal<Row extends { listTotal: number }>(
  tx: Reader,
  q: { pageNo: number; pageSize: number },
  read: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
) {
  let total: number | undefined;
  const page = await paged(
    tx,
    lc,
    undefined,
    q,
    async (limit, offset) => {
      const rows = await read(limit, offset);
      total = rows[0]?.listTotal;
      return rows;
    },
    // A later page is counted first (paged), before its rows are read.
    async () => (total === undefined ? count() : Number(total)),
  );
  return { ...page, records: page.records.map(({ listTotal: _, ...row }) => row) };
}

// ──────────────────────────────────────────────── fees ─────────────────────────────────────────────

const FEE_SORT = {
  workDate: f.workDate,
  amount: f.amount,
  auditorName: auditorsView.name,
  createTime: f.createdAt,
};
const FEE_DEFAULT = [desc(f.workDate), desc(f.createdAt), desc(f.id)];

const feeColumns = {
  id: f.id,
  version: f.version,
  source: f.source,
  auditorId: f.auditorId,
  auditorName: auditorsView.name,
  planNo: f.planNo,
  enterpriseName: sql<string>`coalesce(${enterprisesView.name}, '')`,
  contractNo: f.contractNo,
  standard: f.standard,
  auditType: f.auditType,
  stage: f.stage,
  role: f.role,
  qualification: f.qualification,
  holdsCode: f.holdsCode,
  witness: f.witness,
  halfDays: f.halfDays,
  days10: f.days10,
  dayRate: f.dayRate,
  reportFee: f.reportFee,
  amount: f.amount,
  travel: f.travel,
  factors: f.factors,
  tariffVersion: f.tariffVersion,
  workDate: f.workDate,
  workMonth: f.workMonth,
  status: f.status,
  answer: f.answer,
  answerReason: f.answerReason,
  paidDate: f.paidDate,
  paidRef: f.paidRef,
  remark: f.remark,
  createTime: f.createdAt,
  submittedBy: f.submittedBy,
};
type RawFee = { [K in keyof typeof feeColumns]: unknown } & {
  days10: number;
  dayRate: number;
  reportFee: number;
  amount: number;
  travel: number;
};

/** A stored fee as the contract shows it (yuan with two decimals, days with one). */
export function feeOut<R extends RawFee>(r: R) {
  const { days10, submittedBy: _s, ...rest } = r;
  return {
    ...rest,
    days: Number(daysText(days10)),
    dayRate: fenToYuan(r.dayRate),
    reportFee: fenToYuan(r.reportFee),
    amount: fenToYuan(r.amount),
    travel: fenToYuan(r.travel),
  };
}

function feeWhere(tenantId: number, q: FeeFilters, auditorId?: string): SQL | undefined {
  return and(
    eq(f.tenantId, tenantId),
    auditorId ? eq(f.auditorId, auditorId) : undefined,
    contains(auditorsView.name, q.auditorName),
    contains(f.planNo, q.planNo),
    q.workMonth ? eq(f.workMonth, q.workMonth) : undefined,
    q.status !== undefined ? eq(f.status, q.status) : undefined,
    q.source !== undefined ? eq(f.source, q.source) : undefined,
    q.answer !== undefined ? eq(f.answer, q.answer) : undefined,
    q.auditorId ? eq(f.auditorId, q.auditorId) : undefined,
    q.workMonthFrom ? gte(f.workMonth, q.workMonthFrom) : undefined,
    q.workMonthTo ? lte(f.workMonth, q.workMonthTo) : undefined,
    q.role ? eq(f.role, q.role) : undefined,
  );
}

const feeQuery = (tx: Reader) =>
  tx
    .select(feeColumns)
    .from(f)
    .innerJoin(auditorsView, eq(auditorsView.id, f.auditorId))
    .leftJoin(enterprisesView, eq(enterprisesView.id, f.enterpriseId));

/** The page every opening of 劳务费登记 asks for (the tenant's fees, newest first), prepared. */
const unfilteredFees = preparedRead<
  (NonNullable<Awaited<ReturnType<typeof findFee>>> & { listTotal: number })[],
  { tenantId: number; limit: number; offset: number }
>('auditor-pay.fees', (db) =>
  db
    .select({ ...feeColumns, listTotal: listTotalColumn('fees') })
    .from(f)
    .innerJoin(auditorsView, eq(auditorsView.id, f.auditorId))
    .leftJoin(enterprisesView, eq(enterprisesView.id, f.enterpriseId))
    .where(eq(f.tenantId, sql.placeholder('tenantId')))
    .orderBy(...FEE_DEFAULT)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

export async function listFees(tx: Reader, tenantId: number, q: LabourFeeListQuery, auditorId?: string) {
  if (!auditorId && isUnfiltered(q)) {
    const page = await pageWithTotal(
      tx,
      q,
      (limit, offset) => unfilteredFees(tx, { tenantId, limit, offset }),
      () => listCount(tx, tenantId, 'fees'),
    );
    return { ...page, records: page.records.map(feeOut) };
  }
  const where = feeWhere(tenantId, q, auditorId);
  const page = await paged(
    tx,
    f,
    where,
    q,
    (limit, offset) =>
      feeQuery(tx)
        .where(where)
        .orderBy(...orderFor(q, FEE_SORT, FEE_DEFAULT, f.id))
        .limit(limit)
        .offset(offset),
    // Counted up to COUNT_CAP like every list (a year of fees is 157,000 rows at seed:large); the
    // auditors are joined only for a filter by name; a month alone is counted in labour_list_counts.
    () =>
      !auditorId && q.workMonth && isUnfiltered({ ...q, workMonth: undefined })
        ? listCount(tx, tenantId, 'fees', q.workMonth)
        : countByAuditor(tx, f, where, Boolean(q.auditorName)),
  );
  return { ...page, records: page.records.map(feeOut) };
}

/**
 * The rows of `table` matching `where`, counted up to COUNT_CAP; the auditors are joined only when
 * the filter names them (`byName`: a filter by the auditor's name).
 */
function countByAuditor(tx: Reader, table: typeof f | typeof s, where: SQL | undefined, byName: boolean) {
  if (!byName) return cappedCount(tx, table, where);
  return cappedCount(
    tx,
    tx
      .select({ one: sql`1` })
      .from(table)
      .innerJoin(auditorsView, eq(auditorsView.id, table.auditorId))
      .where(where)
      .as('matching_rows'),
    undefined,
  );
}

export async function exportFees(
  tx: Reader,
  tenantId: number,
  q: LabourFeeExportQuery,
  max: number,
  auditorId?: string,
) {
  const rows = await feeQuery(tx)
    .where(feeWhere(tenantId, q, auditorId))
    .orderBy(...orderFor(q, FEE_SORT, FEE_DEFAULT, f.id))
    .limit(max);
  return rows.map(feeOut);
}
export type FeeOut = Awaited<ReturnType<typeof exportFees>>[number];

export async function findFee(tx: Reader, tenantId: number, id: string) {
  const [row] = await feeQuery(tx).where(and(eq(f.tenantId, tenantId), eq(f.id, id)));
  return row;
}

/** The fees of one auditor and month (work month), in order. */
export async function feesOfGroup(tx: Reader, tenantId: number, auditorId: string, month: string) {
  return feeQuery(tx)
    .where(and(eq(f.tenantId, tenantId), eq(f.auditorId, auditorId), eq(f.workMonth, month)))
    .orderBy(asc(f.workDate), asc(f.planNo), asc(f.standard), asc(f.id));
}

// ───────────────────────────────────────────── settlement ──────────────────────────────────────────

type SettlementFilters = Omit<SettlementListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

/**
 * The settlement groups (one per auditor and work month with fees past draft) are the rows of
 * labour_fee_groups, which the fee writes keep with the auditor's name (schema.ts): a page in the
 * default order is read from its index (month, name, id), not by grouping a year of fees.
 */
const g = labourFeeGroups;
const groupColumns = {
  auditorId: g.auditorId,
  auditorName: g.auditorName,
  month: g.workMonth,
  rows: g.rows,
  submitted: g.submitted,
  approved: g.approved,
  paid: g.paid,
  queried: g.queried,
  total: g.total,
  travel: g.travel,
  paidDate: g.paidDate,
  paidRef: g.paidRef,
};
type GroupRow = {
  auditorId: string;
  auditorName: string;
  month: string;
  rows: number;
  submitted: number;
  approved: number;
  paid: number;
  queried: number;
  total: number;
  travel: number;
  paidDate: string | null;
  paidRef: string;
};

function settlementWhere(tenantId: number, q: SettlementFilters): SQL | undefined {
  return and(
    eq(g.tenantId, tenantId),
    q.month ? eq(g.workMonth, q.month) : undefined,
    contains(g.auditorName, q.auditorName),
    // 1 waiting for approval, 2 waiting for payment, 3 all paid.
    q.stage === 1
      ? sql`${g.submitted} > 0`
      : q.stage === 2
        ? sql`${g.approved} > 0`
        : q.stage === 3
          ? sql`${g.paid} = ${g.rows}`
          : undefined,
  );
}

const settlementOrder = (q: Pick<SettlementListQuery, 'column' | 'order'>) => {
  const dir = q.order === 'asc' ? asc : desc;
  const col = q.column === 'auditorName' ? g.auditorName : q.column === 'total' ? g.total : g.workMonth;
  // A group is one auditor and month: the month ends every order, so that the pages of a sort by
  // name or total neither repeat nor skip an auditor's months.
  return q.column
    ? [dir(col), asc(g.auditorName), asc(g.auditorId), desc(g.workMonth)]
    : [desc(g.workMonth), asc(g.auditorName), asc(g.auditorId)];
};

const settlementRows = (
  tx: Reader,
  where: SQL | undefined,
  q: Pick<SettlementListQuery, 'column' | 'order'>,
) =>
  tx
    .select(groupColumns)
    .from(g)
    .where(where)
    .orderBy(...settlementOrder(q));

/**
 * A renamed auditor's groups take the new name in the renaming transaction (the auditors' rename
 * hook, registered in area.ts): the list sorts and filters them by it from its own index.
 */
export async function renameAuditorInGroups(tx: Tx, event: AuditorRenamed): Promise<void> {
  await tx
    .update(g)
    .set({ auditorName: event.name })
    .where(and(eq(g.tenantId, event.tenantId), eq(g.auditorId, event.auditorId)));
}

const p = labourFeePayments;
type PaymentSums = {
  kind: number;
  auditorId: string;
  month: string;
  tax: string;
  taxable: string;
  gross: string;
};

/**
 * What a page of settlement groups needs of the payments, in one prepared statement: kind 1, the
 * tax withheld on the paid groups' payments (by auditor and work month, from the pairs of
 * `auditorIds` × `months`; the caller keeps the pairs of its groups); kind 2, what each person with
 * something still to pay (`openIds`) was paid and withheld in the calendar month of payment `payMonth`.
 */
const paymentSumsOf = preparedRead<
  PaymentSums[],
  { tenantId: number; auditorIds: string[]; months: string[]; openIds: string[]; payMonth: string }
>('auditor-pay.settlement-payments', (db) =>
  db
    .select({
      kind: sql<number>`1`,
      auditorId: p.auditorId,
      month: p.workMonth,
      tax: sql<string>`sum(${p.tax})`,
      taxable: sql<string>`sum(${p.taxable})`,
      gross: sql<string>`sum(${p.gross})`,
    })
    .from(p)
    .where(
      and(
        eq(p.tenantId, sql.placeholder('tenantId')),
        sql`${p.auditorId} = any(${sql.placeholder('auditorIds')}::uuid[])`,
        sql`${p.workMonth} = any(${sql.placeholder('months')}::text[])`,
      ),
    )
    .groupBy(p.auditorId, p.workMonth)
    .unionAll(
      db
        .select({
          kind: sql<number>`2`,
          auditorId: p.auditorId,
          month: sql<string>`''`,
          tax: sql<string>`sum(${p.tax})`,
          taxable: sql<string>`sum(${p.taxable})`,
          gross: sql<string>`sum(${p.gross})`,
        })
        .from(p)
        .where(
          and(
            eq(p.tenantId, sql.placeholder('tenantId')),
            sql`${p.auditorId} = any(${sql.placeholder('openIds')}::uuid[])`,
            eq(p.payMonth, sql.placeholder('payMonth')),
          ),
        )
        .groupBy(p.auditorId),
    ),
);

/**
 * A settlement group with its tax: what was withheld on its payments, plus, for what is still to
 * pay, the tax as if paid today together with the person's other payments of this calendar month.
 */
async function withTax(tx: Reader, tenantId: number, rows: GroupRow[]) {
  const paidGroups = rows.filter((r) => r.paid > 0);
  // What is still to pay is taxed as paid today: together with what the person was paid this month.
  const payMonth = calendarDateOf(new Date()).slice(0, 7);
  const open = [...new Set(rows.filter((r) => r.paid < r.rows).map((r) => r.auditorId))];
  const paid = new Map<string, { tax: number; taxable: number; gross: number }>();
  const thisMonth = new Map<string, { gross: number; tax: number }>();
  if (paidGroups.length || open.length) {
    const sums = await paymentSumsOf(tx, {
      tenantId,
      auditorIds: [...new Set(paidGroups.map((r) => r.auditorId))],
      months: [...new Set(paidGroups.map((r) => r.month))],
      openIds: open,
      payMonth,
    });
    for (const r of sums) {
      const figures = { tax: Number(r.tax), taxable: Number(r.taxable), gross: Number(r.gross) };
      if (Number(r.kind) === 1) paid.set(`${r.auditorId}|${r.month}`, figures);
      else thisMonth.set(r.auditorId, figures);
    }
  }
  return rows.map((r) => {
    const total = Number(r.total);
    // Only the page's own pairs: the statement also answers other months of the same auditors.
    const withheld = (r.paid > 0 && paid.get(`${r.auditorId}|${r.month}`)) || {
      tax: 0,
      taxable: 0,
      gross: 0,
    };
    let t = { tax: withheld.tax, taxable: withheld.taxable };
    if (r.paid < r.rows) {
      const before = thisMonth.get(r.auditorId) ?? { gross: 0, tax: 0 };
      const unpaid = total - withheld.gross;
      const all = labourTax(before.gross + unpaid);
      t = {
        tax: t.tax + Math.max(0, all.tax - before.tax),
        taxable: t.taxable + all.taxable - labourTax(before.gross).taxable,
      };
    }
    return {
      ...r,
      rows: Number(r.rows),
      submitted: Number(r.submitted),
      approved: Number(r.approved),
      paid: Number(r.paid),
      queried: Number(r.queried),
      total: fenToYuan(total),
      travel: fenToYuan(Number(r.travel)),
      taxable: fenToYuan(t.taxable),
      tax: fenToYuan(t.tax),
      net: fenToYuan(total - t.tax),
    };
  });
}

/** The page every opening of 劳务费结算 asks for (newest month, then name), prepared. */
const unfilteredSettlements = preparedRead<
  (GroupRow & { listTotal: number })[],
  { tenantId: number; limit: number; offset: number }
>('auditor-pay.settlements', (db) =>
  db
    .select({ ...groupColumns, listTotal: listTotalColumn('groups') })
    .from(g)
    .where(eq(g.tenantId, sql.placeholder('tenantId')))
    .orderBy(...settlementOrder({ order: 'desc' }))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

export async function listSettlements(tx: Reader, tenantId: number, q: SettlementListQuery) {
  const where = settlementWhere(tenantId, q);
  const page = isUnfiltered(q)
    ? await pageWithTotal(
        tx,
        q,
        (limit, offset) => unfilteredSettlements(tx, { tenantId, limit, offset }),
        () => listCount(tx, tenantId, 'groups'),
      )
    : await paged(
        tx,
        g,
        where,
        q,
        (limit, offset) => settlementRows(tx, where, q).limit(limit).offset(offset),
        // A month alone is counted in labour_list_counts; other filters on the groups.
        q.month && isUnfiltered({ ...q, month: undefined })
          ? () => listCount(tx, tenantId, 'groups', q.month)
          : undefined,
      );
  return { ...page, records: await withTax(tx, tenantId, page.records) };
}

export async function exportSettlements(tx: Reader, tenantId: number, q: SettlementExportQuery, max: number) {
  const rows = await settlementRows(tx, settlementWhere(tenantId, q), q).limit(max);
  return withTax(tx, tenantId, rows);
}
export type SettlementOut = Awaited<ReturnType<typeof exportSettlements>>[number];

/** What the person was paid (fen) and withheld in a calendar month of payment before this payment. */
export async function paidInMonth(tx: Reader, tenantId: number, auditorId: string, payMonth: string) {
  const [row] = await tx
    .select({
      gross: sql<string>`coalesce(sum(${labourFeePayments.gross}), 0)`,
      tax: sql<string>`coalesce(sum(${labourFeePayments.tax}), 0)`,
    })
    .from(labourFeePayments)
    .where(
      and(
        eq(labourFeePayments.tenantId, tenantId),
        eq(labourFeePayments.auditorId, auditorId),
        eq(labourFeePayments.payMonth, payMonth),
      ),
    );
  return { gross: Number(row?.gross ?? 0), tax: Number(row?.tax ?? 0) };
}

// ──────────────────────────────────────────────── salary ───────────────────────────────────────────

type SalaryFilters = Omit<SalaryListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;
const SALARY_SORT = { month: s.month, auditorName: auditorsView.name, net: s.net };
const SALARY_DEFAULT = [desc(s.month), asc(auditorsView.name), asc(s.id)];
const slipColumns = {
  id: s.id,
  version: s.version,
  auditorId: s.auditorId,
  auditorName: auditorsView.name,
  month: s.month,
  source: s.source,
  basic: s.basic,
  labourFee: s.labourFee,
  subsidy: s.subsidy,
  auditDays: s.auditDays,
  other: s.other,
  gross: s.gross,
  tax: s.tax,
  net: s.net,
  status: s.status,
  sentAt: s.sentAt,
  confirmedAt: s.confirmedAt,
  remark: s.remark,
};
type RawSlip = {
  basic: number;
  labourFee: number;
  subsidy: number;
  other: number;
  gross: number;
  tax: number;
  net: number;
};
export function slipOut<R extends RawSlip>(r: R) {
  return {
    ...r,
    basic: fenToYuan(r.basic),
    labourFee: fenToYuan(r.labourFee),
    subsidy: fenToYuan(r.subsidy),
    other: fenToYuan(r.other),
    gross: fenToYuan(r.gross),
    tax: fenToYuan(r.tax),
    net: fenToYuan(r.net),
  };
}
function slipWhere(tenantId: number, q: SalaryFilters, auditorId?: string) {
  return and(
    eq(s.tenantId, tenantId),
    // The person's own slips: only those sent to them (a slip being prepared is finance's).
    auditorId ? and(eq(s.auditorId, auditorId), sql`${s.status} > 0`) : undefined,
    q.month ? eq(s.month, q.month) : undefined,
    contains(auditorsView.name, q.auditorName),
    q.status !== undefined ? eq(s.status, q.status) : undefined,
  );
}
const slipQuery = (tx: Reader) =>
  tx.select(slipColumns).from(s).innerJoin(auditorsView, eq(auditorsView.id, s.auditorId));

/** The tenant's salary months with slips, newest first, and how many each has (labour_list_counts). */
const slipMonths = preparedRead<{ month: string; n: number }[], { tenantId: number }>(
  'auditor-pay.slip-months',
  (db) =>
    db
      .select({ month: lc.month, n: lc.n })
      .from(lc)
      .where(and(eq(lc.tenantId, sql.placeholder('tenantId')), eq(lc.list, 'slips'), sql`${lc.n} > 0`))
      .orderBy(desc(lc.month)),
);

export async function listSlips(tx: Reader, tenantId: number, q: SalaryListQuery, auditorId?: string) {
  const where = slipWhere(tenantId, q, auditorId);
  if (!auditorId && !q.column && isUnfiltered({ ...q, month: undefined })) {
    // The default order with no filter but the month: the months and their sizes in one read; the
    // months wholly before the page are skipped by their counts, the page read month by month.
    const months = (await slipMonths(tx, { tenantId })).filter((m) => !q.month || m.month === q.month);
    const total = months.reduce((sum, m) => sum + Number(m.n), 0);
    const page = await paged(
      tx,
      s,
      where,
      q,
      async (limit, offset) => {
        const rows: Awaited<ReturnType<typeof slipsOfMonth>> = [];
        let skip = offset;
        for (const m of months) {
          if (skip >= Number(m.n)) {
            skip -= Number(m.n);
            continue;
          }
          const n = Number(m.n);
          const read = n <= SMALL_MONTH ? slipsOfSmallMonth : slipsOfLargeMonth;
          rows.push(
            ...(await read(tx, { tenantId, month: m.month, limit: limit - rows.length, offset: skip })),
          );
          skip = 0;
          if (rows.length >= limit) break;
        }
        return rows;
      },
      async () => total,
    );
    return { ...page, records: page.records.map(slipOut) };
  }
  const page = await paged(
    tx,
    s,
    where,
    q,
    (limit, offset) =>
      q.column || auditorId
        ? slipQuery(tx)
            .where(where)
            .orderBy(...orderFor(q, SALARY_SORT, SALARY_DEFAULT, s.id))
            .limit(limit)
            .offset(offset)
        : slipsByMonth(tx, tenantId, q.month, where, limit, offset),
    () => countByAuditor(tx, s, where, Boolean(q.auditorName)),
  );
  return { ...page, records: page.records.map(slipOut) };
}

/**
 * A page of slips in the default order (month, newest first, then name and id) read month by month:
 * within one month the auditors are walked in name order (auditors_name_idx) and each one's slip
 * found by (tenant, auditor, month), so a page reads its own rows. Sorted whole, the newest month's
 * 2,000 slips and their auditors were read and sorted for every page of ten. A month wholly before the
 * page is only counted.
 */
async function slipsByMonth(
  tx: Reader,
  tenantId: number,
  month: string | undefined,
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  const months = month
    ? [month]
    : (
        await tx.execute<{ month: string }>(
          // The tenant's months, newest first, one index probe each (a skip scan).
          sql`with recursive m(month) as (
              select max(${s.month}) from ${s} where ${s.tenantId} = ${tenantId}
              union all
              select (select max(${s.month}) from ${s} where ${s.tenantId} = ${tenantId} and ${s.month} < m.month)
              from m where m.month is not null)
            select month from m where month is not null`,
        )
      ).rows.map((r) => r.month);
  const rows: Awaited<ReturnType<typeof slipsOfMonth>> = [];
  let skip = offset;
  for (const m of months) {
    const inMonth = and(where, eq(s.month, m));
    if (skip > 0) {
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(s)
        .innerJoin(auditorsView, eq(auditorsView.id, s.auditorId))
        .where(inMonth);
      const n = Number(counted?.n ?? 0);
      if (n <= skip) {
        skip -= n;
        continue;
      }
    }
    rows.push(...(await slipsOfMonth(tx, inMonth, limit - rows.length, skip)));
    skip = 0;
    if (rows.length >= limit) break;
  }
  return rows;
}

const slipsOfMonth = (tx: Reader, where: SQL | undefined, limit: number, offset: number) =>
  slipQuery(tx).where(where).orderBy(asc(auditorsView.name), asc(s.id)).limit(limit).offset(offset);

/** One month's page of the unfiltered default order, prepared, in the order `order` names. */
const slipsOfMonthIn = (name: string, order: SQL[]) =>
  preparedRead<
    Awaited<ReturnType<typeof slipsOfMonth>>,
    { tenantId: number; month: string; limit: number; offset: number }
  >(name, (db) =>
    slipQuery(db)
      .where(and(eq(s.tenantId, sql.placeholder('tenantId')), eq(s.month, sql.placeholder('month'))))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
/** A month of thousands of slips: the auditors walked in name order, each one's slip found by key. */
const slipsOfLargeMonth = slipsOfMonthIn('auditor-pay.slips-of-month', [asc(auditorsView.name), asc(s.id)]);
/**
 * A month of a few slips: read and then sorted. The name is ordered as an expression (the same
 * order: the column's collation), which no index gives, so the prepared statement's generic plan,
 * made for a month of average size, cannot walk every auditor by name to find a handful of slips.
 */
const slipsOfSmallMonth = slipsOfMonthIn('auditor-pay.slips-of-small-month', [
  asc(sql`${auditorsView.name} || ''`),
  asc(s.id),
]);
/** Up to this many slips a month is read whole and sorted (slipsOfSmallMonth). */
const SMALL_MONTH = 200;

export async function exportSlips(tx: Reader, tenantId: number, q: SalaryExportQuery, max: number) {
  const rows = await slipQuery(tx)
    .where(slipWhere(tenantId, q))
    .orderBy(...orderFor(q, SALARY_SORT, SALARY_DEFAULT, s.id))
    .limit(max);
  return rows.map(slipOut);
}
export type SlipOut = Awaited<ReturnType<typeof exportSlips>>[number];
