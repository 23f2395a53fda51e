/**
 * The door of 劳务与薪酬 (auditor-pay): the only file other areas import from this module
 * (docs/decisions.md "One door per area"). 结算价 and 毛利分析 (settlement) and the workload
 * statistics read the labour cost here.
 */
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { labourFees } from './schema.ts';

export interface LabourCostFilter {
  /** First and last month, `YYYY-MM` inclusive (the month of the work: the plan's last on-site day). */
  fromMonth?: string | undefined;
  toMonth?: string | undefined;
  enterpriseIds?: readonly string[] | undefined;
  contractIds?: readonly string[] | undefined;
  /** Fee states counted (0 draft, 1 submitted, 2 approved, 3 paid); default: all. */
  statuses?: readonly number[] | undefined;
}

export interface LabourCostRow {
  /** The client (enterprise) and contract of the plan; null for fees registered outside a contract. */
  enterpriseId: string | null;
  contractId: string | null;
  contractNo: string;
  /** YYYY-MM */
  month: string;
  /** Labour fees, fen (exact integers) and yuan with two decimals. */
  labourFen: number;
  labour: string;
  /** Travel and other costs paid with the fees, fen and yuan. */
  travelFen: number;
  travel: string;
  /** Fee rows summed. */
  rows: number;
}

/**
 * Labour fees (and travel) summed per client, contract (its id and number: a fee registered by hand
 * has the number only) and month, in the caller's transaction
 * (RLS applies; the tenant is filtered too). Ordered by month, client, contract.
 */
export async function labourCostsByClientContractMonth(
  tx: Reader,
  tenantId: number,
  filter: LabourCostFilter = {},
): Promise<LabourCostRow[]> {
  const f = labourFees;
  const conditions: (SQL | undefined)[] = [
    eq(f.tenantId, tenantId),
    filter.fromMonth ? gte(f.workMonth, filter.fromMonth) : undefined,
    filter.toMonth ? lte(f.workMonth, filter.toMonth) : undefined,
    filter.enterpriseIds ? inArray(f.enterpriseId, [...filter.enterpriseIds]) : undefined,
    filter.contractIds ? inArray(f.contractId, [...filter.contractIds]) : undefined,
    filter.statuses ? inArray(f.status, [...filter.statuses]) : undefined,
  ];
  if (filter.enterpriseIds?.length === 0 || filter.contractIds?.length === 0) return [];
  const rows = await tx
    .select({
      enterpriseId: f.enterpriseId,
      contractId: f.contractId,
      contractNo: f.contractNo,
      month: f.workMonth,
      labourFen: sql<string>`sum(${f.amount})`,
      travelFen: sql<string>`sum(${f.travel})`,
      rows: sql<number>`count(*)::int`,
    })
    .from(f)
    .where(and(...conditions))
    .groupBy(f.enterpriseId, f.contractId, f.contractNo, f.workMonth)
    .orderBy(f.workMonth, f.enterpriseId, f.contractId, f.contractNo);
  return rows.map((r) => {
    const labourFen = Number(r.labourFen);
    const travelFen = Number(r.travelFen);
    return {
      enterpriseId: r.enterpriseId,
      contractId: r.contractId,
      contractNo: r.contractNo ?? '',
      month: r.month,
      labourFen,
      labour: yuan(labourFen),
      travelFen,
      travel: yuan(travelFen),
      rows: Number(r.rows),
    };
  });
}

/**
 * The labour fees and travel per client, contract (its id) and month as a subquery (`labour`:
 * enterprise_id, contract_id, month, labour_fen, travel_fen), every fee state counted: 毛利分析 groups
 * and pages them in SQL with the other figures.
 */
export function labourCostsByClientContractMonthQuery(
  tx: Reader,
  tenantId: number,
  filter: Pick<LabourCostFilter, 'fromMonth' | 'toMonth'> = {},
) {
  const f = labourFees;
  return tx
    .select({
      enterpriseId: sql<string | null>`${f.enterpriseId}`.as('enterprise_id'),
      contractId: sql<string | null>`${f.contractId}`.as('contract_id'),
      month: sql<string>`${f.workMonth}`.as('month'),
      labourFen: sql<string>`sum(${f.amount})`.as('labour_fen'),
      travelFen: sql<string>`sum(${f.travel})`.as('travel_fen'),
    })
    .from(f)
    .where(
      and(
        eq(f.tenantId, tenantId),
        filter.fromMonth ? gte(f.workMonth, filter.fromMonth) : undefined,
        filter.toMonth ? lte(f.workMonth, filter.toMonth) : undefined,
      ),
    )
    .groupBy(f.enterpriseId, f.contractId, f.workMonth)
    .as('labour');
}

function yuan(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 统计 (审核工作量统计) sums the person-days per auditor, month and role here. */
export {
  type WorkloadFilter,
  type WorkloadRow,
  workloadByAuditorMonth,
  workloadCellsSql,
} from './for-statistics.ts';
