/**
 * Server state of the application pages (TanStack Query, shared/api/areaQueries.ts). The list
 * pages' settingKeys (`xmsl:search:list`, `xmsl:change:list`) share these keys, so every mutation
 * below refreshes its list, the open records and the detail page's change requests.
 *
 * @example
 * const application = useApplication(id);
 * const accept = useApplicationStep();
 * await accept.mutateAsync({ action: 'accept', record });
 */
import { APPLICATION_STATUS } from '@cb/domain';
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type ApplicationBody, type ApplicationDetail, applicationsApi, type ChangeRequestBody } from './api';

export const APPLICATION_AREA_KEY = 'xmsl:search';
/** The application list's column-settings key, and so the key of its cached pages. */
export const APPLICATION_LIST_SETTING_KEY = `${APPLICATION_AREA_KEY}:list`;
export const CHANGE_REQUEST_AREA_KEY = 'xmsl:change';
export const CHANGE_REQUEST_LIST_SETTING_KEY = `${CHANGE_REQUEST_AREA_KEY}:list`;

const applications = defineAreaQueries(APPLICATION_AREA_KEY, {
  list: applicationsApi.list,
  get: applicationsApi.get,
});
const changeRequests = defineAreaQueries(CHANGE_REQUEST_AREA_KEY, {
  list: applicationsApi.changes,
  get: applicationsApi.change,
});

export const applicationKeys = applications.keys;
export const useApplication = applications.useRecord;
export const changeRequestKeys = changeRequests.keys;
export const useChangeRequestList = changeRequests.useList;
export const useChangeRequest = changeRequests.useRecord;

/**
 * `/xmsl/changeEdit/{applyId}` (SPEC.md §2) names an application: its newest change request waiting
 * for approval. The list's own links carry the change request's id; both open the same form. The
 * lookup by application is a list query (an empty page, never a refusal), so no call must fail.
 */
export function useChangeRequestToEdit(applyId: string) {
  const pending = useQuery({
    queryKey: [...changeRequests.keys.all, 'pendingOf', applyId],
    queryFn: () => applicationsApi.changes({ applicationId: applyId, status: 1, pageNo: 1, pageSize: 1 }),
    enabled: Boolean(applyId),
  });
  const id = pending.data ? (pending.data.records[0]?.id ?? applyId) : '';
  const change = useChangeRequest(id);
  return pending.error ? { ...change, error: pending.error, refetch: pending.refetch } : change;
}

type Versioned = Pick<ApplicationDetail, 'id' | 'version'>;

/** 保存 (without `record`) or 修改 (with the record as it was read: its id and version). */
export const useSaveApplication = applications.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: ApplicationBody;
    record: Versioned | null;
    idempotencyKey: string;
  }) =>
    record
      ? applicationsApi.edit({ ...body, id: record.id, version: record.version })
      : applicationsApi.add(body, idempotencyKey),
);

/** A step of the state machine (提交, 受理, 退回 with its reason, 撤回). */
export const useApplicationStep = applications.mutation(
  ({
    action,
    record,
    reason = '',
  }: {
    action: 'submit' | 'accept' | 'return' | 'withdraw';
    record: Versioned;
    reason?: string;
  }) => {
    const { id, version } = record;
    if (action === 'submit') return applicationsApi.submit(id, version);
    if (action === 'accept') return applicationsApi.accept(id, version);
    if (action === 'return') return applicationsApi.returnBack(id, version, reason);
    return applicationsApi.withdraw(id, version);
  },
);

export const useDeleteApplication = applications.mutation(({ id, version }: Versioned) =>
  applicationsApi.remove(id, version),
);

/** 申请变更 (with `application`) or 变更编辑 (with the request as it was read). */
export const useSaveChangeRequest = changeRequests.mutation(
  ({
    body,
    application,
    fromZone = 0,
    record,
    idempotencyKey,
  }: {
    body: ChangeRequestBody;
    application?: { id: string };
    fromZone?: number;
    record?: Versioned;
    idempotencyKey: string;
  }) =>
    record
      ? applicationsApi.editChange({ ...body, id: record.id, version: record.version })
      : applicationsApi.addChange(
          { ...body, applicationId: application?.id ?? '', fromZone },
          idempotencyKey,
        ),
);

export const useRevokeChangeRequest = changeRequests.mutation(({ id, version }: Versioned) =>
  applicationsApi.revokeChange(id, version),
);

/** The record id of the tenant's 资料下载 library. */
export function useDownloadLibrary() {
  return useQuery({
    queryKey: ['xmsl', 'download', 'library'],
    queryFn: applicationsApi.downloadLibrary,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Enterprises the user may apply for, matching `keyword` (at most 20). */
export function useApplicationEnterpriseOptions(keyword: string) {
  return useQuery({
    queryKey: [...applicationKeys.all, 'enterprises', keyword],
    queryFn: () => applicationsApi.enterpriseOptions(keyword || undefined),
  });
}

/**
 * Accepted applications matching `keyword` (an application number, or else an enterprise name; at
 * most 20), for 发起变更 on the change list. Only fetched while `enabled` (the chooser is open).
 */
export function useAcceptedApplicationOptions(keyword: string, enabled: boolean) {
  const text = keyword.trim();
  return useQuery({
    queryKey: [...applicationKeys.all, 'accepted', text],
    enabled,
    queryFn: () =>
      applicationsApi.list({
        pageNo: 1,
        pageSize: 20,
        status: APPLICATION_STATUS.accepted,
        ...(/^[A-Za-z]{0,4}\d/.test(text) ? { applyNo: text } : text ? { enterpriseName: text } : {}),
      }),
  });
}
