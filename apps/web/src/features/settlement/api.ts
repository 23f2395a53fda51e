/**
 * The 结算价 and 毛利分析 calls, derived from the area's endpoint table
 * (packages/domain/src/settlement/endpoints.ts): no URL spelt here, types from the contract.
 */
import {
  type GrossMarginRecord,
  type GrossMarginRow,
  type grossMarginFilters,
  type SettlementDetail,
  type SettlementPreview,
  type SettlementRow,
  type settlementBody,
  settlementEndpoints,
  type settlementFilters,
} from '@cb/domain/settlement';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { GrossMarginRecord, GrossMarginRow, SettlementDetail, SettlementPreview, SettlementRow };
export type SettlementFilters = z.input<typeof settlementFilters>;
export type SettlementBody = z.input<typeof settlementBody>;
export type GrossMarginFilters = z.input<typeof grossMarginFilters>;
export type MarginFigure = 'revenue' | 'labour' | 'travel' | 'rebate' | 'settlement';

const call = endpointCalls(settlementEndpoints);

export const settlementApi = {
  list: (query: SettlementFilters & ListQuery) => call.listSettlements(query),
  exportList: (query: SettlementFilters & SortQuery) =>
    call.exportSettlements(query, { fileName: '结算价.xlsx' }),
  get: (id: string) => call.getSettlement({ id }, RECORD_LOOKUP),
  preview: (query: { month: string; partyType: 1 | 2; partyId: string }) => call.previewSettlement(query),
  parties: (partyType: 1 | 2) => call.settlementParties({ partyType }),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: SettlementBody, idempotencyKey: string) =>
    call.addSettlement(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  audit: (body: { id: string; version: number; checkStatus: 1 | 2; reason?: string }) =>
    call.auditSettlement(body),
  formula: () => call.getSettlementFormula({}),
  saveFormula: (body: { annualFeePerMark: string; version: number }) => call.saveSettlementFormula(body),
  margin: (query: GrossMarginFilters & ListQuery) => call.listGrossMargin(query),
  marginRecords: (query: GrossMarginFilters & { key: string; figure: MarginFigure }) =>
    call.grossMarginRecords(query),
  exportMargin: (query: GrossMarginFilters & SortQuery) =>
    call.exportGrossMargin(query, { fileName: '毛利分析.xlsx' }),
};
