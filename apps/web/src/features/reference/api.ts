/** Typed calls of the reference data (SPEC.md §7). */
import type {
  CertificateCodeRecord,
  CertificateStandardRecord,
  CertificationItem,
  CertificationItemSearchResult,
  CheckResult,
  ColumnSetting,
  CompanyCheckLink,
  Page,
} from '@cb/domain';
import { checkDuplicate } from '../../shared/api/checks';
import { http, type RequestOptions } from '../../shared/http';

export interface DictItemOption {
  value: string;
  text: string;
  color: string;
}

export interface CodeListQuery {
  certCodeCustom?: string;
  proName?: string;
  certificateStandardId?: string;
  pageNo: number;
  pageSize: number;
}

export interface DictionaryRecord {
  id: string;
  code: string;
  name: string;
  description: string;
  version: number;
}

export interface DictionaryItemRecord {
  id: string;
  dictionaryId: string;
  value: string;
  text: string;
  textEn: string;
  color: string;
  sortNo: number;
  status: 0 | 1;
  version: number;
}

export type CertificationItemRecord = CertificationItem & { sortNo: number; version: number };

export const referenceApi = {
  dictItems: (dictCode: string) =>
    // SPEC.md §7: the dictionary call goes without the _t timestamp.
    http.get<DictItemOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode)}`, undefined, {
      timestamp: false,
    }),
  standards: () => http.get<CertificateStandardRecord[]>('/certi/cerCertificateStandardApi/listStandards'),
  codeList: (query: CodeListQuery, options?: RequestOptions) =>
    http.get<Page<CertificateCodeRecord>>('/certi/cerCertificateCode/list', { ...query }, options),
  searchItems: (words: string, signal?: AbortSignal) =>
    http.get<CertificationItemSearchResult<CertificationItem>>(
      '/certi/cerCertiItemApi/listCertItem',
      { words },
      { signal },
    ),
  companyCheckLinks: () =>
    http.get<{ links: CompanyCheckLink[]; version: number }>('/sys/companyCheck/links'),
  saveCompanyCheckLinks: (links: CompanyCheckLink[], version: number) =>
    http.put<{ links: CompanyCheckLink[]; version: number }>('/sys/companyCheck/links', { links, version }),
  columnSettings: () => http.get<ColumnSetting[]>('/certi/cerUserColSetting/getColSettingList'),
  saveColumnSetting: (setting: ColumnSetting) =>
    http.post<ColumnSetting>('/certi/cerUserColSetting/save', setting),
  duplicateCheck: checkDuplicate,
  checkRule: (ruleCode: string, value: string) =>
    http.get<CheckResult>('/sys/checkRule/checkByCode', { ruleCode, value }, { silent: true }),

  dictionaries: (params: { pageNo: number; pageSize: number; keyword?: string }) =>
    http.get<Page<DictionaryRecord>>('/sys/dict/list', params),
  addDictionary: (body: Omit<DictionaryRecord, 'id' | 'version'>) =>
    http.post<DictionaryRecord>('/sys/dict/add', body),
  editDictionary: (body: DictionaryRecord) => http.put<DictionaryRecord>('/sys/dict/edit', body),
  deleteDictionary: (id: string) => http.delete<null>('/sys/dict/delete', { id }),
  dictionaryItems: (dictionaryId: string) =>
    http.get<DictionaryItemRecord[]>('/sys/dictItem/list', { dictionaryId }),
  addDictionaryItem: (body: Omit<DictionaryItemRecord, 'id' | 'version'>) =>
    http.post('/sys/dictItem/add', body),
  editDictionaryItem: (body: DictionaryItemRecord) => http.put('/sys/dictItem/edit', body),
  deleteDictionaryItem: (id: string) => http.delete<null>('/sys/dictItem/delete', { id }),

  allStandards: () => http.get<CertificateStandardRecord[]>('/sys/standard/list'),
  addStandard: (body: Omit<CertificateStandardRecord, 'id' | 'version'>) =>
    http.post('/sys/standard/add', body),
  editStandard: (body: CertificateStandardRecord) => http.put('/sys/standard/edit', body),

  addCode: (body: Record<string, unknown>) => http.post('/certi/cerCertificateCode/add', body),
  editCode: (body: Record<string, unknown>) => http.put('/certi/cerCertificateCode/edit', body),
  deleteCode: (id: string) => http.delete<null>('/certi/cerCertificateCode/delete', { id }),
  exportCodes: (params: Omit<CodeListQuery, 'pageNo' | 'pageSize'>) =>
    http.download('/certi/cerCertificateCode/exportXls', {
      params: { ...params },
      fileName: '专业代码.xlsx',
    }),
  importCodes: (file: File) =>
    http.upload<{ total: number; inserted: number; updated: number }>(
      '/certi/cerCertificateCode/importExcel',
      {
        file,
        fileName: file.name,
      },
    ),

  certItems: (params: { pageNo: number; pageSize: number; keyword?: string }) =>
    http.get<Page<CertificationItemRecord>>('/sys/certItem/list', params),
  addCertItem: (body: Omit<CertificationItemRecord, 'id' | 'version'>) =>
    http.post('/sys/certItem/add', body),
  editCertItem: (body: CertificationItemRecord) => http.put('/sys/certItem/edit', body),
  deleteCertItem: (id: string) => http.delete<null>('/sys/certItem/delete', { id }),
};
