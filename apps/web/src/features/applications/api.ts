/**
 * The application (xmsl) calls, derived from the area's endpoint table (packages/domain/src/
 * applications/endpoints.ts): paths, methods and types are the server's declarations. The table
 * holds no zod at run time, and only types of the contract are imported, so no zod code reaches the
 * bundle.
 */
import {
  type ApplicationDetail,
  type ApplicationEnterpriseOption,
  type ApplicationEvent,
  type ApplicationFilters,
  type ApplicationInput,
  type ApplicationItem,
  type ApplicationPage,
  type ApplicationRow,
  applicationEndpoints,
  type ChangeRequestFilters,
  type ChangeRequestInput,
  type ChangeRequestRow,
  type changeRequestPage,
  type downloadLibrary,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';
import { applicationTexts } from './texts';

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

const call = endpointCalls(applicationEndpoints);

export const applicationsApi = {
  downloadLibrary: () => call.getDownloadLibrary(),
  list: (query: ApplicationFilters & ListQuery) => call.listApplications(query),
  exportList: (query: ApplicationFilters & SortQuery) =>
    call.exportApplications(query, { fileName: applicationTexts.t('exportFile.applications') }),
  get: (id: string) => call.getApplication({ id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: ApplicationBody, idempotencyKey: string) =>
    call.addApplication(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: ApplicationBody & { id: string; version: number }) => call.editApplication(body),
  submit: (id: string, version: number) => call.submitApplication({ id, version }),
  accept: (id: string, version: number) => call.acceptApplication({ id, version }),
  returnBack: (id: string, version: number, reason: string) =>
    call.returnApplication({ id, version, reason }),
  withdraw: (id: string, version: number) => call.withdrawApplication({ id, version }),
  remove: (id: string, version: number) => call.deleteApplication({ id, version }),
  enterpriseOptions: (keyword?: string) =>
    call.listApplicationEnterpriseOptions(keyword ? { keyword } : undefined),

  changes: (query: ChangeRequestFilters & ListQuery) => call.listChangeRequests(query),
  change: (id: string) => call.getChangeRequest({ id }, RECORD_LOOKUP),
  addChange: (
    body: ChangeRequestBody & { applicationId: string; fromZone: number },
    idempotencyKey: string,
  ) => call.addChangeRequest(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  editChange: (body: ChangeRequestBody & { id: string; version: number }) => call.editChangeRequest(body),
  revokeChange: (id: string, version: number) => call.revokeChangeRequest({ id, version }),
};
