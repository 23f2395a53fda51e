/** Typed calls of the application (xmsl) endpoints. */
import type { ApplicationInput, ChangeRequestInput, Page } from '@cb/domain';
import { http, IDEMPOTENCY_HEADER } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

/** The prefix of the application documents (server: registerRecordFiles in applications/routes.ts). */
export const APPLICATION_FILES_PREFIX = '/xmsl/cerApplyApi/files';

export interface ApplicationFilters {
  applyNo?: string;
  enterpriseName?: string;
  enterpriseId?: string;
  certificateStandardId?: string;
  status?: number;
  applicationType?: number;
  receivedFrom?: string;
  receivedTo?: string;
}

export interface ApplicationRow {
  id: string;
  version: number;
  applyNo: string;
  enterpriseId: string;
  enterpriseName: string;
  partnerName: string;
  applicationType: number;
  applicationType_dictText: string;
  receivedDate: string;
  standardCodes: string;
  status: number;
  status_dictText: string;
  returnReason: string;
  createTime: string | null;
  submitTime: string | null;
  reviewTime: string | null;
}

export interface ApplicationItem {
  id: string;
  certificateStandardId: string;
  standardCode: string;
  standardName: string;
  standardVersion: string;
  scopeZh: string;
  scopeEn: string;
  professionalCodes: string[];
  riskLevel: number | null;
  riskLevel_dictText: string;
  headcount: number;
  effectivePersonnel: number;
  exclusions: string;
  auditMethod: number;
  auditMethod_dictText: string;
  systemNumber: number;
  systemNumber_dictText: string;
  integratedAudit: number;
}

export interface ApplicationEvent {
  action: string;
  fromStatus: number | null;
  toStatus: number;
  reason: string;
  actorName: string;
  createdAt: string | null;
}

export interface ApplicationDetail {
  id: string;
  version: number;
  applyNo: string;
  enterpriseId: string;
  enterpriseName: string;
  enterpriseNameEn: string;
  creditCode: string;
  partnerId: string | null;
  partnerName: string;
  applicationType: number;
  applicationType_dictText: string;
  receivedDate: string;
  originalBody: string;
  originalCertificateNo: string;
  contactName: string;
  contactPhone: string;
  remark: string;
  eligibility: Record<string, boolean>;
  missingEligibility: string[];
  status: number;
  status_dictText: string;
  editable: boolean;
  returnReason: string;
  createTime: string | null;
  createByName: string;
  submitTime: string | null;
  submitByName: string;
  reviewTime: string | null;
  reviewByName: string;
  items: ApplicationItem[];
  events: ApplicationEvent[];
}

export interface ChangeRow {
  id: string;
  version: number;
  applicationId: string;
  applyNo: string;
  enterpriseName: string;
  changeType: number;
  changeType_dictText: string;
  infoChangeTypes: number[];
  infoChangeTypes_dictText: string;
  beforeValue: string;
  afterValue: string;
  reason: string;
  otherDescription: string;
  status: number;
  status_dictText: string;
  fromZone: number;
  createTime: string | null;
  createByName: string;
}

export interface ChangeFilters {
  applyNo?: string;
  enterpriseName?: string;
  applicationId?: string;
  changeType?: number;
  status?: number;
}

export interface EnterpriseOption {
  id: string;
  name: string;
  creditCode: string;
}

/** The prefix of the 资料下载 library (one virtual record per tenant). */
export const DOWNLOAD_FILES_PREFIX = '/xmsl/download/files';

export const applicationsApi = {
  downloadLibrary: () => http.get<{ id: string }>('/xmsl/download/library'),
  list: (query: ApplicationFilters & ListQuery) =>
    http.get<Page<ApplicationRow> & { totalCapped: boolean }>('/xmsl/cerApplyApi/list', { ...query }),
  exportList: (query: ApplicationFilters & SortQuery) =>
    http.download('/xmsl/cerApplyApi/exportXls', { params: { ...query }, fileName: '认证申请.xlsx' }),
  get: (id: string) => http.get<ApplicationDetail>('/xmsl/cerApplyApi/queryById', { id }),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: ApplicationInput, idempotencyKey: string) =>
    http.post<ApplicationDetail>('/xmsl/cerApplyApi/add', body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  edit: (body: ApplicationInput & { id: string; version: number }) =>
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
    http.get<EnterpriseOption[]>('/xmsl/cerApplyApi/enterpriseOptions', keyword ? { keyword } : undefined),

  changes: (query: ChangeFilters & ListQuery) =>
    http.get<Page<ChangeRow>>('/xmsl/cerApplyChangeApi/list', { ...query }),
  change: (id: string) => http.get<ChangeRow>('/xmsl/cerApplyChangeApi/queryById', { id }),
  addChange: (
    body: ChangeRequestInput & { applicationId: string; fromZone: number },
    idempotencyKey: string,
  ) =>
    http.post<ChangeRow>('/xmsl/cerApplyChangeApi/add', body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  editChange: (body: ChangeRequestInput & { id: string; version: number }) =>
    http.put<ChangeRow>('/xmsl/cerApplyChangeApi/edit', body),
  revokeChange: (id: string, version: number) =>
    http.post<ChangeRow>('/xmsl/cerApplyChangeApi/revoke', { id, version }),
};
