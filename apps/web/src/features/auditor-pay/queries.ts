/**
 * Server state of the 劳务与薪酬 pages (TanStack Query, shared/api/areaQueries.ts). Every list's
 * settingKey starts with `labour:`, so each mutation below refreshes all of the area's lists.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { labourApi } from './api';

export const LABOUR_AREA_KEY = 'labour';
export const FEE_LIST_KEY = 'labour:fee:list';
export const SETTLEMENT_LIST_KEY = 'labour:settlement:list';
export const SALARY_LIST_KEY = 'labour:salary:list';
export const MY_FEE_LIST_KEY = 'labour:myFee:list';
export const MY_SLIP_LIST_KEY = 'labour:mySlip:list';

const labour = defineAreaQueries(LABOUR_AREA_KEY, { get: labourApi.get });

export const useLabourFee = labour.useRecord;
export const useSubmitFee = labour.mutation(labourApi.submit);
export const useDeleteFee = labour.mutation(labourApi.remove);
export const useApproveGroup = labour.mutation(labourApi.approve);
export const useRejectFee = labour.mutation(labourApi.reject);
export const usePayGroup = labour.mutation(labourApi.pay);
export const useImportSlips = labour.mutation(labourApi.importSlips);
export const useBuildSlips = labour.mutation(labourApi.buildSlips);
export const useSendSlips = labour.mutation(labourApi.sendSlips);
export const useConfirmMyFee = labour.mutation(labourApi.confirmMyFee);
export const useQueryMyFee = labour.mutation(labourApi.queryMyFee);
export const useConfirmMySlip = labour.mutation(labourApi.confirmMySlip);
export const useSaveTariff = labour.mutation(labourApi.saveTariff);

/** 新增 (without `record`) or 编辑 (a draft registered by hand, with its version). */
export const useSaveFee = labour.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: import('./api').LabourFeeBody;
    record: { id: string; version: number } | null;
    idempotencyKey: string;
  }) =>
    record
      ? labourApi.edit({ ...body, id: record.id, version: record.version })
      : labourApi.add(body, idempotencyKey),
);
