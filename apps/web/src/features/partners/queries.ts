/**
 * Server state of the 合作方 pages (TanStack Query, shared/api/areaQueries.ts). The list page's
 * settingKey shares these keys, so every mutation below refreshes the list and the open records.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type PartnerBody, type PartnerDetail, partnersApi } from './api';

export const PARTNER_AREA_KEY = 'hzf:partner';
/** The list page's column-settings key, and so the key of its cached pages. */
export const PARTNER_LIST_SETTING_KEY = `${PARTNER_AREA_KEY}:list`;

const partners = defineAreaQueries(PARTNER_AREA_KEY, { list: partnersApi.list, get: partnersApi.get });

export const partnerKeys = partners.keys;
export const usePartnerList = partners.useList;
export const usePartner = partners.useRecord;

/** 新增 (without `record`) or 编辑 (with the record as it was read: its id and version). */
export const useSavePartner = partners.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: PartnerBody;
    record: Pick<PartnerDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? partnersApi.edit({ ...body, id: record.id, version: record.version })
      : partnersApi.add(body, idempotencyKey),
);

export const useDeletePartner = partners.mutation(({ id, version }: { id: string; version: number }) =>
  partnersApi.remove(id, version),
);

/** 启用 / 停用. */
export const useSetPartnerStatus = partners.mutation(
  ({ id, version, status }: { id: string; version: number; status: 0 | 1 }) =>
    partnersApi.setStatus(id, version, status),
);
