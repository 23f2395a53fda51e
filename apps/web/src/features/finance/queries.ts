/**
 * Server state of the 财务管理 pages (TanStack Query, shared/api/areaQueries.ts). The list pages'
 * settingKeys share these keys, so every mutation below refreshes the lists and the open records;
 * a payment's change moves receivables too, so it refreshes those as well.
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import {
  type AllocationBody,
  type PaymentBody,
  type PaymentEditBody,
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
