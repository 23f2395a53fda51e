/**
 * Server state of the customer pages (TanStack Query, shared/api/areaQueries.ts). The list page's
 * settingKey `khgl:enterprise:list` shares these keys, so every mutation below refreshes the list,
 * the open records and the pickers.
 *
 * @example
 * const enterprise = useEnterprise(id);
 * const save = useSaveEnterprise();
 * await save.mutateAsync({ body, record, idempotencyKey });
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { customersApi, type EnterpriseBody, type EnterpriseDetail, type PartnerOption } from './api';

export const ENTERPRISE_AREA_KEY = 'khgl:enterprise';
/** The list page's column-settings key, and so the key of its cached pages. */
export const ENTERPRISE_LIST_SETTING_KEY = `${ENTERPRISE_AREA_KEY}:list`;

const enterprises = defineAreaQueries(ENTERPRISE_AREA_KEY, {
  list: customersApi.list,
  get: customersApi.get,
});

export const enterpriseKeys = enterprises.keys;
export const useEnterpriseList = enterprises.useList;
export const useEnterprise = enterprises.useRecord;

/** 新增 (without `record`) or 编辑 (with the record as it was read: its id and version). */
export const useSaveEnterprise = enterprises.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: EnterpriseBody;
    record: Pick<EnterpriseDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? customersApi.edit({ ...body, id: record.id, version: record.version })
      : customersApi.add(body, idempotencyKey),
);

export const useDeleteEnterprise = enterprises.mutation(({ id, version }: { id: string; version: number }) =>
  customersApi.remove(id, version),
);

const NO_PARTNERS: PartnerOption[] = [];

/** The partner picker's options (none while loading or when they cannot be read). */
export function usePartnerOptions(): PartnerOption[] {
  return (
    useQuery({
      queryKey: [...enterpriseKeys.all, 'partners'],
      queryFn: () => customersApi.partners().catch(() => NO_PARTNERS),
    }).data ?? NO_PARTNERS
  );
}

/** The enterprise's applications (Applications tab); none when they cannot be read. */
export function useEnterpriseApplications(enterpriseId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...enterpriseKeys.detail(enterpriseId), 'applications'],
    queryFn: () =>
      customersApi.applications(enterpriseId).then(
        (page) => page.records,
        () => [],
      ),
    enabled,
  });
}

/** 企业用户: the users linked to the enterprise (its detail key, so a link refreshes it). */
export function useEnterpriseUsers(enterpriseId: string) {
  return useQuery({
    queryKey: [...enterpriseKeys.detail(enterpriseId), 'users'],
    queryFn: () => customersApi.users(enterpriseId),
  });
}

/** 关联用户: links an enterprise-role user; refreshes the enterprise's records. */
export const useLinkEnterpriseUser = enterprises.mutation(customersApi.linkUser);
