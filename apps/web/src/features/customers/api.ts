/**
 * The customer (khgl) calls, derived from the area's endpoint table (packages/domain/src/customers/
 * endpoints.ts): paths, methods and types are the server's declarations. The table holds no zod at
 * run time, and only types of the contract are imported, so no zod code reaches the bundle.
 */
import {
  applicationEndpoints,
  customerEndpoints,
  type EnterpriseContact,
  type EnterpriseDetail,
  type EnterpriseOption,
  type EnterpriseRow,
  type EnterpriseSite,
  type EnterpriseUser,
  type EnterpriseUserCandidate,
  type enterpriseBody,
  type enterpriseFilters,
  type enterpriseHistoryPage,
  type enterprisePage,
  type enterpriseSaved,
  type enterpriseUniqueQuery,
  type PartnerOption,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
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

const call = endpointCalls(customerEndpoints);
const applications = endpointCalls(applicationEndpoints);

export const customersApi = {
  list: (query: EnterpriseFilters & ListQuery) => call.listEnterprises(query),
  exportList: (query: EnterpriseFilters & SortQuery) =>
    call.exportEnterprises(query, { fileName: '企业客户.xlsx' }),
  get: (id: string) => call.getEnterprise({ id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: EnterpriseBody, idempotencyKey: string) =>
    call.addEnterprise(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: EnterpriseBody & { id: string; version: number }) => call.editEnterprise(body),
  remove: (id: string, version: number) => call.deleteEnterprise({ id, version }),
  isUnique: (field: EnterpriseUniqueField, value: string, id?: string) =>
    call.checkEnterpriseUnique({ field, value, id }, { silent: true }),
  history: (id: string, paging: { pageNo: number; pageSize: number }) =>
    call.getEnterpriseHistory({ id, ...paging }),
  partners: () => call.listPartnerOptions(),
  /** 企业用户: the sign-in users linked to the enterprise. */
  users: (id: string) => call.listEnterpriseUsers({ id }),
  /** 关联用户 picker: enterprise-role users not linked yet, by username or name. */
  userCandidates: (keyword: string) => call.listEnterpriseUserCandidates({ keyword }),
  linkUser: (body: { enterpriseId: string; userId: string }) =>
    // The dialog shows the server's refusal itself (already linked, not an enterprise user …).
    call.linkEnterpriseUser(body, { silent: true }),
  /** The enterprise's applications (the applications area's list, filtered by this enterprise). */
  applications: (enterpriseId: string) =>
    applications.listApplications({ enterpriseId, pageNo: 1, pageSize: 100 }, { silent: true }),
};
