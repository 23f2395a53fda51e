/** Server state of the 结算价 pages (TanStack Query, shared/api/areaQueries.ts). */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type SettlementBody, settlementApi } from './api';

export const SETTLEMENT_AREA_KEY = 'cwgl:settlement';
export const SETTLEMENT_LIST_SETTING_KEY = `${SETTLEMENT_AREA_KEY}:list`;
export const GROSS_MARGIN_SETTING_KEY = 'cwgl:grossMargin:list';

const settlements = defineAreaQueries(SETTLEMENT_AREA_KEY, {
  list: settlementApi.list,
  get: settlementApi.get,
});

export const useSettlement = settlements.useRecord;

export const useAddSettlement = settlements.mutation(
  ({ body, idempotencyKey }: { body: SettlementBody; idempotencyKey: string }) =>
    settlementApi.add(body, idempotencyKey),
);

export const useAuditSettlement = settlements.mutation(
  (body: { id: string; version: number; checkStatus: 1 | 2; reason?: string }) => settlementApi.audit(body),
);

export const useSaveFormula = settlements.mutation((body: { annualFeePerMark: string; version: number }) =>
  settlementApi.saveFormula(body),
);
