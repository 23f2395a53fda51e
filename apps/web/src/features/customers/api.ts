/**
 * Typed calls of the customer (khgl) endpoints. Every type is the contract's
 * (packages/domain/src/customers/contract.ts): what the server answers is `z.infer` of its response
 * schema, and what the web sends is `z.input` of its request schema (fields with a default may be
 * left out). Only types are imported, so no zod code reaches the bundle.
 */
import type {
  ApplicationPage,
  EnterpriseContact,
  EnterpriseDetail,
  EnterpriseOption,
  EnterpriseRow,
  EnterpriseSite,
  EnterpriseUser,
  EnterpriseUserCandidate,
  enterpriseBody,
  enterpriseFilters,
  enterpriseHistoryPage,
  enterprisePage,
  enterpriseSaved,
  enterpriseUniqueQuery,
  PartnerOption,
  removedRecord,
  uniqueResult,
} from '@cb/domain';
import type { z } from 'zod';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  EnterpriseContact,
  EnterpriseDetail,
  EnterpriseOption,
  EnterpriseRow,
  EnterpriseSite,
  EnterpriseUser,
  EnterpriseUserCandidate,
  PartnerOption,
};
/** The search form's filters of the list. */
export type EnterpriseFilters = z.input<typeof enterpriseFilters>;
/** The body of a save (新增 / 编辑). */
export type EnterpriseBody = z.input<typeof enterpriseBody>;
export type EnterprisePage = z.infer<typeof enterprisePage>;
export type EnterpriseSaved = z.infer<typeof enterpriseSaved>;
export type EnterpriseHistoryPage = z.infer<typeof enterpriseHistoryPage>;
export type EnterpriseUniqueField = z.input<typeof enterpriseUniqueQuery>['field'];

/** Where the enterprise's files live below /api (the server registers its record files there). */
export const ENTERPRISE_FILES_PREFIX = '/khgl/enterprise/files';

export const customersApi = {
  list: (query: EnterpriseFilters & ListQuery) =>
    http.get<EnterprisePage>('/khgl/enterprise/list', { ...query }),
  exportList: (query: EnterpriseFilters & SortQuery) =>
    http.download('/khgl/enterprise/exportXls', { params: { ...query }, fileName: '企业客户.xlsx' }),
  get: (id: string) => http.get<EnterpriseDetail>('/khgl/enterprise/queryById', { id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: EnterpriseBody, idempotencyKey: string) =>
    http.post<EnterpriseSaved>('/khgl/enterprise/add', body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  edit: (body: EnterpriseBody & { id: string; version: number }) =>
    http.put<EnterpriseSaved>('/khgl/enterprise/edit', body),
  remove: (id: string, version: number) =>
    http.delete<z.infer<typeof removedRecord>>('/khgl/enterprise/delete', { id, version }),
  isUnique: (field: EnterpriseUniqueField, value: string, id?: string) =>
    http.get<z.infer<typeof uniqueResult>>(
      '/khgl/enterprise/checkUnique',
      { field, value, id },
      { silent: true },
    ),
  history: (id: string, paging: { pageNo: number; pageSize: number }) =>
    http.get<EnterpriseHistoryPage>('/khgl/enterprise/history', { id, ...paging }),
  partners: () => http.get<PartnerOption[]>('/khgl/partner/options'),
  /** 企业用户: the sign-in users linked to the enterprise. */
  users: (id: string) => http.get<EnterpriseUser[]>('/khgl/enterprise/users', { id }),
  /** 关联用户 picker: enterprise-role users not linked yet, by username or name. */
  userCandidates: (keyword: string) =>
    http.get<EnterpriseUserCandidate[]>('/khgl/enterprise/userCandidates', { keyword }),
  linkUser: (body: { enterpriseId: string; userId: string }) =>
    // The dialog shows the server's refusal itself (already linked, not an enterprise user …).
    http.post<EnterpriseUser[]>('/khgl/enterprise/linkUser', body, { silent: true }),
  /** The enterprise's applications (the applications area's list, filtered by this enterprise). */
  applications: (enterpriseId: string) =>
    http.get<ApplicationPage>(
      '/xmsl/cerApplyApi/list',
      { enterpriseId, pageNo: 1, pageSize: 100 },
      { silent: true },
    ),
};
