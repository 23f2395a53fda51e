/**
 * Server state of the 财务管理 pages (TanStack Query, shared/api/areaQueries.ts). The list pages'
 * settingKeys share these keys, so every mutation below refreshes the lists and the open records;
 * a payment's change moves receivables too, so it refreshes those as well.
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import {
  type AllocationBody,
  billApi,
  type InvoiceApplyBody,
  type InvoiceIssueBody,
  invoicesApi,
  type PaymentApplyBody,
  type PaymentApplyEditBody,
  type PaymentBody,
  type PaymentEditBody,
  paymentAppliesApi,
  paymentsApi,
  receivablesApi,
} from './api';

export const PAYMENT_AREA_KEY = 'cwgl:payment';
export const RECEIVABLE_AREA_KEY = 'cwgl:receivable';
/** The list pages' column-settings keys, and so the keys of their cached pages. */
export const PAYMENT_LIST_SETTING_KEY = `${PAYMENT_AREA_KEY}:list`;
export const RECEIVABLE_LIST_SETTING_KEY = `${RECEIVABLE_AREA_KEY}:list`;

const payments = defineAreaQueries(PAYMENT_AREA_KEY, { list: paymentsApi.list, get: paymentsApi.get });
const receivables = defineAreaQueries(RECEIVABLE_AREA_KEY, { list: receivablesApi.list });

export const paymentKeys = payments.keys;
export const usePaymentList = payments.useList;
export const usePayment = payments.useRecord;
export const useReceivableList = receivables.useList;

/** The enterprise's receivables still owing (idle without an enterprise). */
export function useOpenReceivables(enterpriseId: string | undefined) {
  return useQuery({
    queryKey: [...receivables.keys.all, 'open', enterpriseId ?? ''],
    queryFn: () => receivablesApi.openOf(enterpriseId!),
    enabled: Boolean(enterpriseId),
  });
}

/** The payer picker's options: enterprises with receivables, by name. */
export function usePayers(keyword: string) {
  return useQuery({
    queryKey: [...payments.keys.all, 'payers', keyword],
    queryFn: () => paymentsApi.payers(keyword),
  });
}

/** A payment's change moves receivables' received amounts: their lists refresh too. */
const ALSO = { alsoInvalidate: [receivables.keys.all] };

export const useAddPayment = payments.mutation(
  ({ body, idempotencyKey }: { body: PaymentBody; idempotencyKey: string }) =>
    paymentsApi.add(body, idempotencyKey),
  ALSO,
);
export const useEditPayment = payments.mutation((body: PaymentEditBody) => paymentsApi.edit(body));
export const useRelatePayment = payments.mutation(
  ({ id, version, allocations }: { id: string; version: number; allocations: AllocationBody[] }) =>
    paymentsApi.relate(id, version, allocations),
  ALSO,
);
export const useDeletePayment = payments.mutation(
  ({ id, version }: { id: string; version: number }) => paymentsApi.remove(id, version),
  ALSO,
);

export const PAYMENT_APPLY_AREA_KEY = 'cwgl:paymentApply';
export const INVOICE_AREA_KEY = 'cwgl:invoice';
export const PAYMENT_APPLY_LIST_SETTING_KEY = `${PAYMENT_APPLY_AREA_KEY}:list`;
/** The two invoice lists share the area's keys (one mutation refreshes both). */
export const INVOICE_AWAIT_SETTING_KEY = `${INVOICE_AREA_KEY}:list`;
export const INVOICE_DONE_SETTING_KEY = `${INVOICE_AREA_KEY}:list:done`;

const applies = defineAreaQueries(PAYMENT_APPLY_AREA_KEY, {
  list: paymentAppliesApi.list,
  get: paymentAppliesApi.get,
});
const invoiceQueries = defineAreaQueries(INVOICE_AREA_KEY, { list: invoicesApi.list, get: invoicesApi.get });

export const usePaymentApply = applies.useRecord;
export const useAddPaymentApply = applies.mutation(
  ({ body, idempotencyKey }: { body: PaymentApplyBody; idempotencyKey: string }) =>
    paymentAppliesApi.add(body, idempotencyKey),
);
export const useEditPaymentApply = applies.mutation((body: PaymentApplyEditBody) =>
  paymentAppliesApi.edit(body),
);
export const useDecidePaymentApply = applies.mutation(
  (body: { id: string; version: number; pass: boolean; reason?: string }) => paymentAppliesApi.decide(body),
);
export const useRelatePaymentApply = applies.mutation(
  (body: { id: string; version: number; paymentId: string }) => paymentAppliesApi.relate(body),
  { alsoInvalidate: [payments.keys.all] },
);
/** The enterprise's payments to relate an application to (idle without an enterprise). */
export function useEnterprisePayments(enterpriseId: string | undefined) {
  return useQuery({
    queryKey: [...payments.keys.all, 'of', enterpriseId ?? ''],
    queryFn: () => paymentAppliesApi.paymentsOf(enterpriseId!),
    enabled: Boolean(enterpriseId),
  });
}

export const useInvoice = invoiceQueries.useRecord;
/** An invoice's change moves its receivables' invoice status: their lists refresh too. */
const INVOICE_ALSO = { alsoInvalidate: [receivables.keys.all] };
export const useApplyInvoice = invoiceQueries.mutation(
  ({ body, idempotencyKey }: { body: InvoiceApplyBody; idempotencyKey: string }) =>
    invoicesApi.apply(body, idempotencyKey),
  INVOICE_ALSO,
);
export const useIssueInvoice = invoiceQueries.mutation(
  (body: InvoiceIssueBody) => invoicesApi.issue(body),
  INVOICE_ALSO,
);
export const useRejectInvoice = invoiceQueries.mutation(
  (body: { id: string; version: number; reason: string }) => invoicesApi.reject(body),
  INVOICE_ALSO,
);
export const useVoidInvoice = invoiceQueries.mutation(
  (body: { id: string; version: number; reason: string }) => invoicesApi.void(body),
  INVOICE_ALSO,
);
export function useInvoiceSetting() {
  return useQuery({ queryKey: [...invoiceQueries.keys.all, 'setting'], queryFn: invoicesApi.setting });
}
/** The enterprise's receivables (the invoice request's lines). */
export function useInvoiceReceivables(enterpriseId: string | undefined) {
  return useQuery({
    queryKey: [...receivables.keys.all, 'invoice', enterpriseId ?? ''],
    queryFn: () => invoicesApi.receivablesOf(enterpriseId!),
    enabled: Boolean(enterpriseId),
  });
}
export function useBillSummary() {
  return useQuery({ queryKey: [...receivables.keys.all, 'bill'], queryFn: billApi.summary });
}
export const useSaveInvoiceSetting = invoiceQueries.mutation((body: { taxRate: string; version: number }) =>
  invoicesApi.saveSetting(body),
);
