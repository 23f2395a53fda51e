/**
 * The finance area's door: the only file other areas import from modules/finance (docs/decisions.md
 * "One door per area"). Read-only.
 */
import { type AnyColumn, and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { paymentAllocations, payments, receivables } from './schema.ts';

/**
 * The contract amount of a contract item, as an expression for a select list: the sum of its
 * receivables (yuan, exact, as text) of the item whose id is `contractItemId` (a column of the
 * caller's row), or null when it has none. 信息上报 reports it as the fee actually agreed
 * (certificate sheet col 59). 信息上报 reads it with the item, in the same statement (`tenantId` may be a prepared
 * read's placeholder).
 */
export const contractItemAmountSql = (tenantId: number | Placeholder, contractItemId: AnyColumn | SQL) =>
  sql<
    string | null
  >`(select sum(${receivables.amount})::text from ${receivables} where ${receivables.tenantId} = ${tenantId} and ${receivables.contractItemId} = ${contractItemId})`;

/**
 * Revenue received: the payments' allocations summed per client, contract and month received
 * (`YYYY-MM` of the payment's date) as a subquery (`received`: enterprise_id, contract_id, month and
 * the amount in fen as `revenue_fen`); 毛利分析 (settlement) groups and pages it with the other figures.
 */
export function receivedByContractMonthQuery(
  tx: Reader,
  tenantId: number,
  filter: { fromMonth?: string | undefined; toMonth?: string | undefined } = {},
) {
  const month = sql<string>`to_char(${payments.receivedDate}, 'YYYY-MM')`;
  return tx
    .select({
      enterpriseId: sql<string>`${receivables.enterpriseId}`.as('enterprise_id'),
      contractId: sql<string>`${receivables.contractId}`.as('contract_id'),
      month: month.as('month'),
      revenueFen: sql<string>`sum(${paymentAllocations.amount}) * 100`.as('revenue_fen'),
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .innerJoin(receivables, eq(receivables.id, paymentAllocations.receivableId))
    .where(
      and(
        eq(paymentAllocations.tenantId, tenantId),
        filter.fromMonth ? sql`${month} >= ${filter.fromMonth}` : undefined,
        filter.toMonth ? sql`${month} <= ${filter.toMonth}` : undefined,
      ),
    )
    .groupBy(receivables.enterpriseId, receivables.contractId, month)
    .as('received');
}

/** 统计 (收入统计, 应收统计) reads the payments by month and the receivables by age here. */
export {
  type IncomeRow,
  incomeByMonthMethod,
  type OutstandingRow,
  outstandingByDueDate,
} from './for-statistics.ts';
