/**
 * The 劳务与薪酬 calls, derived from the area's endpoint table
 * (packages/domain/src/auditor-pay/endpoints.ts): paths, methods and types are the server's
 * declarations; only types of the contract are imported, so no zod code reaches the bundle.
 */
import type { ResultOf } from '@cb/domain';
import {
  auditorPayEndpoints,
  type LabourFeeRow,
  type LabourSettlementRow,
  type labourCalculateBody,
  type labourFeeBody,
  type labourFeeFilters,
  type labourSettlementFilters,
  type labourTariffBody,
  type SalarySlipRow,
  type salaryFilters,
} from '@cb/domain/auditor-pay';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, IDEMPOTENCY_HEADER } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { LabourFeeRow, LabourSettlementRow, SalarySlipRow };
export type LabourFeeFilters = z.input<typeof labourFeeFilters>;
export type LabourFeeBody = z.input<typeof labourFeeBody>;
export type SettlementFilters = z.input<typeof labourSettlementFilters>;
export type SalaryFilters = z.input<typeof salaryFilters>;
export type CalculateBody = z.input<typeof labourCalculateBody>;
export type TariffBody = z.input<typeof labourTariffBody>;
type Versioned = { id: string; version: number };
type GroupKey = { auditorId: string; month: string };

const call = endpointCalls(auditorPayEndpoints);

export const labourApi = {
  calculate: (body: CalculateBody) => call.calculateLabourFee(body),
  tax: (income: string) => call.calculateLabourTax({ income }),
  tariff: () => call.getLabourTariff({}),
  saveTariff: (body: TariffBody) => call.saveLabourTariff(body),

  list: (query: LabourFeeFilters & ListQuery) => call.listLabourFees(query),
  exportList: (query: LabourFeeFilters & SortQuery) =>
    call.exportLabourFees(query, { fileName: '劳务费.xlsx' }),
  get: (id: string) => call.getLabourFee({ id }),
  add: (body: LabourFeeBody, idempotencyKey: string) =>
    call.addLabourFee(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: LabourFeeBody & Versioned) => call.editLabourFee(body),
  submit: (row: Versioned) => call.submitLabourFee({ id: row.id, version: row.version }),
  remove: (row: Versioned) => call.deleteLabourFee({ id: row.id, version: row.version }),

  settlements: (query: SettlementFilters & ListQuery) => call.listLabourSettlements(query),
  exportSettlements: (query: SettlementFilters & SortQuery) =>
    call.exportLabourSettlements(query, { fileName: '劳务费结算.xlsx' }),
  groupFees: (key: GroupKey) => call.listSettlementFees(key),
  approve: (key: GroupKey) => call.approveLabourFees(key),
  reject: (row: Versioned & { reason: string }) => call.rejectLabourFee(row),
  pay: (body: GroupKey & { paidDate: string; paidRef: string }) => call.payLabourFees(body),

  slips: (query: SalaryFilters & ListQuery) => call.listSalarySlips(query),
  exportSlips: (query: SalaryFilters & SortQuery) =>
    call.exportSalarySlips(query, { fileName: '工资条.xlsx' }),
  importSlips: (file: File) =>
    http.upload<ResultOf<typeof auditorPayEndpoints.importSalarySlips>>(
      urlOf(auditorPayEndpoints.importSalarySlips),
      { file, fileName: file.name },
    ),
  buildSlips: (month: string) => call.buildSalarySlips({ month }),
  sendSlips: (month: string) => call.sendSalarySlips({ month }),

  myFees: (query: LabourFeeFilters & ListQuery) => call.listMyLabourFees(query),
  exportMyFees: (query: LabourFeeFilters & SortQuery) =>
    call.exportMyLabourFees(query, { fileName: '我的费用.xlsx' }),
  confirmMyFee: (row: Versioned) => call.confirmMyLabourFee({ id: row.id, version: row.version }),
  queryMyFee: (row: Versioned & { reason: string }) => call.queryMyLabourFee(row),
  mySlips: (query: SalaryFilters & ListQuery) => call.listMySalarySlips(query),
  confirmMySlip: (row: Versioned) => call.confirmMySalarySlip({ id: row.id, version: row.version }),
};
