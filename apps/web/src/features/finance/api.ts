/**
 * The 财务管理 (cwgl) calls — 应收 and 收款登记 — derived from the area's endpoint table
 * (packages/domain/src/finance/endpoints.ts): paths, methods and types are the server's
 * declarations. The table holds no zod at run time, and only types of the contract are imported, so
 * no zod code reaches the bundle.
 */
import type { Page } from '@cb/domain';
import {
  type BillSummary,
  financeEndpoints,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceRow,
  type invoiceApplyBody,
  type invoiceFilters,
  type invoiceIssueBody,
  type PayerOption,
  type PaymentAllocation,
  type PaymentApplyRow,
  type PaymentDetail,
  type PaymentRow,
  type paymentApplyBody,
  type paymentApplyEditBody,
  type paymentApplyFilters,
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

export type {
  BillSummary,
  InvoiceDetail,
  InvoiceLine,
  InvoiceRow,
  PayerOption,
  PaymentAllocation,
  PaymentApplyRow,
  PaymentDetail,
  PaymentRow,
  ReceivableRow,
};
export type PaymentApplyFilters = z.input<typeof paymentApplyFilters>;
export type PaymentApplyBody = z.input<typeof paymentApplyBody>;
export type PaymentApplyEditBody = z.input<typeof paymentApplyEditBody>;
export type InvoiceFilters = z.input<typeof invoiceFilters>;
export type InvoiceApplyBody = z.input<typeof invoiceApplyBody>;
export type InvoiceIssueBody = z.input<typeof invoiceIssueBody>;
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

export const paymentAppliesApi = {
  list: (query: PaymentApplyFilters & ListQuery) => call.listPaymentApplies(query),
  exportList: (query: PaymentApplyFilters & SortQuery) =>
    call.exportPaymentApplies(query, { fileName: '收款申请.xlsx' }),
  get: (id: string) => call.getPaymentApply({ id }, RECORD_LOOKUP),
  add: (body: PaymentApplyBody, idempotencyKey: string) =>
    call.addPaymentApply(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: PaymentApplyEditBody) => call.editPaymentApply(body),
  decide: (body: { id: string; version: number; pass: boolean; reason?: string }) =>
    call.decidePaymentApply(body),
  relate: (body: { id: string; version: number; paymentId: string }) => call.relatePaymentApply(body),
  /** The enterprise's payments (the relate page's choice), newest first. */
  paymentsOf: (enterpriseId: string) =>
    call.listPayments({ enterpriseId, pageNo: 1, pageSize: 50, column: 'receivedDate', order: 'desc' }),
};

export const invoicesApi = {
  list: (query: InvoiceFilters & ListQuery) => call.listInvoices(query),
  exportList: (query: InvoiceFilters & SortQuery) =>
    call.exportInvoices(query, { fileName: query.view === 'await' ? '待开票.xlsx' : '已开票.xlsx' }),
  get: (id: string) => call.getInvoice({ id }, RECORD_LOOKUP),
  apply: (body: InvoiceApplyBody, idempotencyKey: string) =>
    call.applyInvoice(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  issue: (body: InvoiceIssueBody) => call.issueInvoice(body),
  reject: (body: { id: string; version: number; reason: string }) => call.rejectInvoice(body),
  void: (body: { id: string; version: number; reason: string }) => call.voidInvoice(body),
  setting: () => call.getInvoiceSetting(),
  saveSetting: (body: { taxRate: string; version: number }) => call.saveInvoiceSetting(body),
  /** Every receivable of the enterprise (the request's lines), at most 100, by due date. */
  receivablesOf: (enterpriseId: string) =>
    call.listReceivables({ enterpriseId, pageNo: 1, pageSize: 100, column: 'dueDate', order: 'asc' }),
};

export const billApi = {
  summary: () => call.getBillSummary({}),
};
