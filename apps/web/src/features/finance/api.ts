/**
 * The 财务管理 (cwgl) calls — 应收 and 收款登记 — derived from the area's endpoint table
 * (packages/domain/src/finance/endpoints.ts): paths, methods and types are the server's
 * declarations. The table holds no zod at run time, and only types of the contract are imported, so
 * no zod code reaches the bundle.
 */
import type { Page } from '@cb/domain';
import {
  financeEndpoints,
  type PayerOption,
  type PaymentAllocation,
  type PaymentDetail,
  type PaymentRow,
  type paymentBody,
  type paymentEditBody,
  type paymentFilters,
  type ReceivableRow,
  type receivableFilters,
} from '@cb/domain/finance';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import type { HistoryEntry } from '../../shared/detail';
import { IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { PayerOption, PaymentAllocation, PaymentDetail, PaymentRow, ReceivableRow };
/** The search forms' filters of the lists. */
export type PaymentFilters = z.input<typeof paymentFilters>;
export type ReceivableFilters = z.input<typeof receivableFilters>;
/** The body of 新增 (with its allocations) and of 编辑 (the payment's own fields). */
export type PaymentBody = z.input<typeof paymentBody>;
export type PaymentEditBody = z.input<typeof paymentEditBody>;
export type AllocationBody = { receivableId: string; amount: string };

const call = endpointCalls(financeEndpoints);

export const receivablesApi = {
  list: (query: ReceivableFilters & ListQuery) => call.listReceivables(query),
  exportList: (query: ReceivableFilters & SortQuery) =>
    call.exportReceivables(query, { fileName: '应收款.xlsx' }),
  /** Every receivable of the enterprise still owing (the allocation editor), at most 100. */
  openOf: (enterpriseId: string) =>
    call.listReceivables({
      enterpriseId,
      open: '1',
      pageNo: 1,
      pageSize: 100,
      column: 'dueDate',
      order: 'asc',
    }),
};

export const paymentsApi = {
  list: (query: PaymentFilters & ListQuery) => call.listPayments(query),
  exportList: (query: PaymentFilters & SortQuery) =>
    call.exportPayments(query, { fileName: '收款登记.xlsx' }),
  get: (id: string) => call.getPayment({ id }, RECORD_LOOKUP),
  history: (id: string, paging: { pageNo: number; pageSize: number }) =>
    call.getPaymentHistory({ id, ...paging }) as Promise<Page<HistoryEntry>>,
  payers: (keyword: string) => call.listPayers({ keyword }),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: PaymentBody, idempotencyKey: string) =>
    call.addPayment(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: PaymentEditBody) => call.editPayment(body),
  relate: (id: string, version: number, allocations: AllocationBody[]) =>
    call.relatePayment({ id, version, allocations }),
  remove: (id: string, version: number) => call.deletePayment({ id, version }),
};

/** What a save answers (the record's id and new version). */
export type PaymentSaved = Awaited<ReturnType<typeof paymentsApi.add>>;
