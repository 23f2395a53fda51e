/** Typed calls of the customer (khgl) endpoints. */
import type { Page } from '@cb/domain';
import type { HistoryEntry } from '../../shared/detail';
import { http, IDEMPOTENCY_HEADER } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export interface EnterpriseFilters {
  name?: string;
  creditCode?: string;
  regionCode?: string;
  partnerId?: string;
  status?: string;
}

export interface EnterpriseRow {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  creditCode: string;
  natureCode: string;
  industryCode: string;
  regionCode: string;
  regionName: string;
  registeredCapital: string | null;
  legalRepresentative: string;
  registeredAddress: string;
  totalHeadcount: number;
  scaleLevel: string;
  branchCompany: string;
  partnerId: string | null;
  partnerName: string | null;
  status: number;
  createTime: string;
  updateTime: string;
  version: number;
}

export interface Site {
  id?: string;
  siteType: string;
  name: string;
  nameEn?: string;
  address: string;
  addressEn?: string;
  headcount: number;
  shiftPattern?: string;
  processes?: string;
  isCentralFunction: boolean;
}

export interface Contact {
  id?: string;
  name: string;
  role?: string;
  phone: string;
  email?: string;
  isPrimary: boolean;
}

export interface EnterpriseInput {
  code?: string;
  name: string;
  nameEn?: string;
  creditCode: string;
  natureCode?: string;
  industryCode?: string;
  regionCode?: string;
  countryCode?: string;
  currency?: string;
  registeredCapital?: string | null;
  legalRepresentative?: string;
  registeredAddress?: string;
  registeredAddressEn?: string;
  officeAddress?: string;
  officeAddressEn?: string;
  productionAddress?: string;
  productionAddressEn?: string;
  totalHeadcount: number;
  branchCompany?: string;
  partnerId?: string | null;
  status: number;
  remark?: string;
  sites: Site[];
  contacts: Contact[];
}

export type EnterpriseDetail = EnterpriseRow &
  Omit<EnterpriseInput, 'sites' | 'contacts'> & {
    remark: string;
    sites: (Site & { id: string })[];
    contacts: (Contact & { id: string })[];
  };

export interface Option {
  id: string;
  name: string;
  code: string;
}

export const ENTERPRISE_FILES_PREFIX = '/khgl/enterprise/files';

export const customersApi = {
  list: (query: EnterpriseFilters & ListQuery) =>
    http.get<Page<EnterpriseRow>>('/khgl/enterprise/list', { ...query }),
  exportList: (query: EnterpriseFilters & SortQuery) =>
    http.download('/khgl/enterprise/exportXls', { params: { ...query }, fileName: '企业客户.xlsx' }),
  get: (id: string) => http.get<EnterpriseDetail>('/khgl/enterprise/queryById', { id }),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: EnterpriseInput, idempotencyKey: string) =>
    http.post<{ id: string; code: string; version: number }>('/khgl/enterprise/add', body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  edit: (body: EnterpriseInput & { id: string; version: number }) =>
    http.put<{ id: string; code: string; version: number }>('/khgl/enterprise/edit', body),
  remove: (id: string, version: number) =>
    http.delete<{ id: string }>('/khgl/enterprise/delete', { id, version }),
  isUnique: (field: 'name' | 'creditCode', value: string, id?: string) =>
    http.get<{ unique: boolean }>('/khgl/enterprise/checkUnique', { field, value, id }, { silent: true }),
  history: (id: string, paging: { pageNo: number; pageSize: number }) =>
    http.get<Page<HistoryEntry>>('/khgl/enterprise/history', { id, ...paging }),
  partners: () => http.get<Option[]>('/khgl/partner/options'),
};
