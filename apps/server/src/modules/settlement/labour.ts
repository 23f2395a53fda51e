/**
 * Labour fees and travel of the clients' audits per client, contract and month — THE ONE PLACE that
 * decides whether settlement counts them.
 *
 * They come from the auditor-pay area (issue 32 / BUSINESS.md §3), whose door
 * `labourCostsByClientContractMonth` is committed but whose area is not registered yet. Until it is,
 * they count 0 and 结算价 and 毛利分析 say so (`LABOUR_COUNTED` false). To switch them on:
 *   1. add 'auditor-pay' to `after` in ./area.ts;
 *   2. replace the body below with
 *        `return labourCostsByClientContractMonth(tx, tenantId, filter)` (import it from
 *        '../auditor-pay/door.ts') and set LABOUR_COUNTED to true.
 */
import type { Reader } from '../../platform/db/database.ts';

export const LABOUR_COUNTED = false;

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
  _tx: Reader,
  _tenantId: number,
  _filter: {
    fromMonth?: string | undefined;
    toMonth?: string | undefined;
    enterpriseIds?: readonly string[] | undefined;
  },
): Promise<LabourCost[]> {
  return [];
}
