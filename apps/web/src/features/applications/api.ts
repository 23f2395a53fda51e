/**
 * Typed calls of the application (xmsl) endpoints. Every type is the contract's
 * (packages/domain/src/applications/contract.ts): what the server answers is `z.infer` of its
 * response schema, what the web sends is the parsed shape of its request schema. Only types are imported,
 * so no zod code reaches the bundle.
 */
import type {
  ApplicationDetail,
  ApplicationEnterpriseOption,
  ApplicationEvent,
  ApplicationFilters,
  ApplicationInput,
  ApplicationItem,
  ApplicationPage,
  ApplicationRow,
  ChangeRequestFilters,
  ChangeRequestInput,
  ChangeRequestRow,
  changeRequestPage,
  downloadLibrary,
} from '@cb/domain';
import type { z } from 'zod';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  ApplicationDetail,
  ApplicationEnterpriseOption,
  ApplicationEvent,
  ApplicationFilters,
  ApplicationItem,
  ApplicationPage,
  ApplicationRow,
  ChangeRequestFilters,
  ChangeRequestRow,
};
export type ChangeRequestPage = z.infer<typeof changeRequestPage>;
/** The fields of an application as the form sends them. */
export type ApplicationBody = ApplicationInput;
/** The fields of a change request as the form sends them. */
export type ChangeRequestBody = ChangeRequestInput;
export type DownloadLibrary = z.infer<typeof downloadLibrary>;

export const applicationsApi = {
  downloadLibrary: () => http.get<DownloadLibrary>('/xmsl/download/library'),
  list: (query: ApplicationFilters & ListQuery) =>
    http.get<ApplicationPage>('/xmsl/cerApplyApi/list', { ...query }),
  exportList: (query: ApplicationFilters & SortQuery) =>
    http.download('/xmsl/cerApplyApi/exportXls', { params: { ...query }, fileName: '认证申请.xlsx' }),
  get: (id: string) => http.get<ApplicationDetail>('/xmsl/cerApplyApi/queryById', { id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: ApplicationBody, idempotencyKey: string) =>
    http.post<ApplicationDetail>('/xmsl/cerApplyApi/add', body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  edit: (body: ApplicationBody & { id: string; version: number }) =>
    http.put<ApplicationDetail>('/xmsl/cerApplyApi/edit', body),
  submit: (id: string, version: number) =>
    http.post<ApplicationDetail>('/xmsl/cerApplyApi/submit', { id, version }),
  accept: (id: string, version: number) =>
    http.post<ApplicationDetail>('/xmsl/cerApplyApi/accept', { id, version }),
  returnBack: (id: string, version: number, reason: string) =>
    http.post<ApplicationDetail>('/xmsl/cerApplyApi/return', { id, version, reason }),
  withdraw: (id: string, version: number) =>
    http.post<ApplicationDetail>('/xmsl/cerApplyApi/withdraw', { id, version }),
  remove: (id: string, version: number) => http.delete<null>('/xmsl/cerApplyApi/delete', { id, version }),
  enterpriseOptions: (keyword?: string) =>
    http.get<ApplicationEnterpriseOption[]>(
      '/xmsl/cerApplyApi/enterpriseOptions',
      keyword ? { keyword } : undefined,
    ),

  changes: (query: ChangeRequestFilters & ListQuery) =>
    http.get<ChangeRequestPage>('/xmsl/cerApplyChangeApi/list', { ...query }),
  change: (id: string) =>
    http.get<ChangeRequestRow>('/xmsl/cerApplyChangeApi/queryById', { id }, RECORD_LOOKUP),
  addChange: (
    body: ChangeRequestBody & { applicationId: string; fromZone: number },
    idempotencyKey: string,
  ) =>
    http.post<ChangeRequestRow>('/xmsl/cerApplyChangeApi/add', body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  editChange: (body: ChangeRequestBody & { id: string; version: number }) =>
    http.put<ChangeRequestRow>('/xmsl/cerApplyChangeApi/edit', body),
  revokeChange: (id: string, version: number) =>
    http.post<ChangeRequestRow>('/xmsl/cerApplyChangeApi/revoke', { id, version }),
};
