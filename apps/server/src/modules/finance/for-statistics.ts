/**
 * What 统计 reads of finance: 收入统计 (payments received, by month and method) and 应收统计 (what is
 * outstanding, by age). Read-only, in the caller's tenant transaction (RLS applies; the tenant is
 * filtered too). Each group equals the list behind it: payments with `receivedFrom`/`receivedTo`/
 * `method` (/cwgl/receipt), receivables with `open=1`, `dueFrom`/`dueTo`, `auditType`
 * (/cwgl/receivable) — the count is the list's total and the money the sum of its rows.
 */
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
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

/** A group of due dates (an age bucket on a day): inclusive ends, `undefined` open. */
export interface DueDateBucket {
  key: string;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
}

export interface AgeingRow {
  bucket: string;
  count: number;
  /** Yuan, exact: the receivables' amounts, what was received of them and what is outstanding. */
  amount: string;
  received: string;
  arrears: string;
}

/**
 * Outstanding receivables (received < amount) grouped by due date into `buckets` (the first bucket
 * whose range holds the due date; receivables in none are left out). 应收统计 passes the age buckets
 * of @cb/domain statistics/resources.ts as due-date ranges on its as-of day.
 */
export async function receivablesByDueDate(
  tx: Reader,
  tenantId: number,
  filter: { buckets: readonly DueDateBucket[]; auditType?: number | undefined },
): Promise<AgeingRow[]> {
  if (filter.buckets.length === 0) return [];
  const whens = filter.buckets.map(({ key, dueFrom, dueTo }) => {
    const conds: SQL[] = [sql`true`];
    if (dueFrom) conds.push(sql`${r.dueDate} >= ${dueFrom}`);
    if (dueTo) conds.push(sql`${r.dueDate} <= ${dueTo}`);
    return sql`when ${sql.join(conds, sql` and `)} then ${key}`;
  });
  const bucket = sql<string | null>`case ${sql.join(whens, sql` `)} end`;
  const rows = await tx
    .select({
      bucket,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${r.amount})::text`,
      received: sql<string>`sum(${r.received})::text`,
      arrears: sql<string>`sum(${r.amount} - ${r.received})::text`,
    })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        sql`${r.received} < ${r.amount}`,
        filter.auditType !== undefined ? eq(r.auditType, filter.auditType) : undefined,
      ),
    )
    // By position: the CASE's bound dates are parameters, so the expression cannot be repeated.
    .groupBy(sql`1`);
  return rows.flatMap((x) =>
    x.bucket === null
      ? []
      : [
          {
            bucket: x.bucket,
            count: Number(x.count),
            amount: fixed2(x.amount),
            received: fixed2(x.received),
            arrears: fixed2(x.arrears),
          },
        ],
  );
}

/** numeric text → two decimals ('12.5' cannot come from numeric(14,2) sums, but null can). */
function fixed2(v: string | null): string {
  if (v === null) return '0.00';
  const [i, d = ''] = v.split('.');
  return `${i}.${d.padEnd(2, '0').slice(0, 2)}`;
}
