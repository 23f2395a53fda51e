/**
 * Labour fees and travel of the clients' audits per client, contract and month — THE ONE PLACE that
 * decides whether settlement counts them. They come from the auditor-pay area's door
 * (`labourCostsByClientContractMonth`, BUSINESS.md §3): every fee state counts (a month is settled
 * on the work done). To count them 0 again (the page then says so), return [] here and set
 * LABOUR_COUNTED to false.
 */
import type { Reader } from '../../platform/db/database.ts';
import {
  labourCostsByClientContractMonth,
  labourCostsByClientContractMonthQuery,
} from '../auditor-pay/door.ts';

export const LABOUR_COUNTED = true;

export interface LabourCost {
  enterpriseId: string | null;
  contractId: string | null;
  /** YYYY-MM */
  month: string;
  /** yuan, two decimals */
  labour: string;
  travel: string;
}

export async function labourCosts(
  tx: Reader,
  tenantId: number,
  filter: {
    fromMonth?: string | undefined;
    toMonth?: string | undefined;
    enterpriseIds?: readonly string[] | undefined;
  },
): Promise<LabourCost[]> {
  const rows = await labourCostsByClientContractMonth(tx, tenantId, filter);
  return rows.map((r) => ({
    enterpriseId: r.enterpriseId,
    contractId: r.contractId,
    month: r.month,
    labour: r.labour,
    travel: r.travel,
  }));
}

/**
 * `labourCosts` as a subquery (enterprise_id, contract_id, month, labour_fen, travel_fen) for
 * 毛利分析's SQL; undefined while they count 0.
 */
export function labourCostsQuery(
  tx: Reader,
  tenantId: number,
  filter: { fromMonth?: string | undefined; toMonth?: string | undefined },
) {
  return LABOUR_COUNTED ? labourCostsByClientContractMonthQuery(tx, tenantId, filter) : undefined;
}
