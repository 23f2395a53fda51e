/**
 * What 统计 reads of finance: 收入统计 (payments received, by month and method) and 应收统计 (what is
 * outstanding, by age). Read-only, in the caller's tenant transaction (RLS applies; the tenant is
 * filtered too). Each group equals the list behind it: payments with `receivedFrom`/`receivedTo`/
 * `method` (/cwgl/payment), receivables with `open=1`, `dueFrom`/`dueTo`, `auditType`
 * (/cwgl/receivable) — the count is the list's total and the money the sum of its rows.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { payments as p, receivables as r } from './schema.ts';

export interface IncomeRow {
  /** YYYY-MM of the date received. */
  month: string;
  /** PAYMENT_METHODS: 1 bank transfer, 2 cash, 3 cheque, 4 other. */
  method: number;
  count: number;
  /** Yuan, exact, two decimals. */
  amount: string;
}

/** Payments received from `fromDate` to `toDate` (inclusive calendar dates), per month and method. */
export async function incomeByMonthMethod(
  tx: Reader,
  tenantId: number,
  filter: { fromDate?: string | undefined; toDate?: string | undefined },
): Promise<IncomeRow[]> {
  const month = sql<string>`to_char(${p.receivedDate}, 'YYYY-MM')`;
  const rows = await tx
    .select({
      month,
      method: p.method,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${p.amount})::text`,
    })
    .from(p)
    .where(
      and(
        eq(p.tenantId, tenantId),
        filter.fromDate ? gte(p.receivedDate, filter.fromDate) : undefined,
        filter.toDate ? lte(p.receivedDate, filter.toDate) : undefined,
      ),
    )
    .groupBy(month, p.method)
    .orderBy(month, p.method);
  return rows.map((x) => ({
    month: x.month,
    method: x.method,
    count: Number(x.count),
    amount: fixed2(x.amount),
  }));
}

export interface OutstandingRow {
  /** The due date `YYYY-MM-DD`. */
  dueDate: string;
  count: number;
  /** Yuan, exact: the receivables' amounts and what was received of them (arrears = the difference). */
  amount: string;
  received: string;
}

/**
 * Outstanding receivables (received < amount, the list's `open=1`) per due date, optionally of one
 * audit type. 应收统计 ages them (@cb/domain statistics/resources.ts): a thousand due dates rather
 * than hundreds of thousands of rows, read in due-date order from the partial index
 * receivables_open_due_idx without the table.
 */
export async function outstandingByDueDate(
  tx: Reader,
  tenantId: number,
  filter: { auditType?: number | undefined } = {},
): Promise<OutstandingRow[]> {
  const rows = await tx
    .select({
      dueDate: r.dueDate,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${r.amount})::text`,
      received: sql<string>`sum(${r.received})::text`,
    })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        sql`${r.received} < ${r.amount}`,
        filter.auditType !== undefined ? eq(r.auditType, filter.auditType) : undefined,
      ),
    )
    .groupBy(r.dueDate)
    .orderBy(r.dueDate);
  return rows.map((x) => ({
    dueDate: x.dueDate,
    count: Number(x.count),
    amount: fixed2(x.amount),
    received: fixed2(x.received),
  }));
}

/** numeric text → two decimals ('12.5' cannot come from numeric(14,2) sums, but null can). */
function fixed2(v: string | null): string {
  if (v === null) return '0.00';
  const [i, d = ''] = v.split('.');
  return `${i}.${d.padEnd(2, '0').slice(0, 2)}`;
}
