/**
 * Typed calls of the reference data (SPEC.md §7). Every type is the contract's
 * (packages/domain/src/reference/contract.ts): what the server answers is `z.infer` of its response
 * schema, what the web sends is `z.input` of its request schema. Only types are imported, so no zod
 * code reaches the bundle.
 */
import type {
  CertificateCodeRecord,
  CertificateStandardRecord,
  CertificationItemRecord,
  CertificationItemSearchResult,
  CheckResult,
  ColumnSetting,
  CompanyCheckLink,
  certificateCodePage,
  certificationItemBody,
  certificationItemPage,
  companyCheckSettingVersioned,
  DictItemOption,
  DictionaryItemRecord,
  DictionaryRecord,
  dictionaryBody,
  dictionaryItemBody,
  dictionaryPage,
  duplicateCheckQuery,
  ProfessionalCodeImportResult,
  professionalCodeBody,
  professionalCodeFilters,
  referenceSaved,
  standardBody,
} from '@cb/domain';
import type { z } from 'zod';
import { checkDuplicate } from '../../shared/api/checks';
import { http, type RequestOptions } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  CertificateCodeRecord,
  CertificateStandardRecord,
  CertificationItemRecord,
  DictItemOption,
  DictionaryItemRecord,
  DictionaryRecord,
};

/** The search of the professional-code lists. */
export type CodeFilters = z.input<typeof professionalCodeFilters>;
export type CodeListQuery = CodeFilters & ListQuery;
export type CodePage = z.infer<typeof certificateCodePage>;
export type CodeBody = z.input<typeof professionalCodeBody>;
export type DictionaryBody = z.input<typeof dictionaryBody>;
export type DictionaryItemBody = z.input<typeof dictionaryItemBody>;
export type DictionaryPage = z.infer<typeof dictionaryPage>;
export type StandardBody = z.input<typeof standardBody>;
export type CertificationItemBody = z.input<typeof certificationItemBody>;
export type CertificationItemPage = z.infer<typeof certificationItemPage>;
export type ReferenceSaved = z.infer<typeof referenceSaved>;
export type CompanyCheckSetting = z.infer<typeof companyCheckSettingVersioned>;
export type DuplicateCheckQuery = z.input<typeof duplicateCheckQuery>;
/** The keyword filter of the dictionary and certification-item administration. */
export interface KeywordFilter {
  keyword?: string;
}

/** An edit body: the record's fields with its id and the version it was read at. */
type Edit<T> = T & { id: string; version: number };

export const referenceApi = {
  dictItems: (dictCode: string) =>
    // SPEC.md §7: the dictionary call goes without the _t timestamp.
    http.get<DictItemOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode)}`, undefined, {
      timestamp: false,
    }),
  standards: () => http.get<CertificateStandardRecord[]>('/certi/cerCertificateStandardApi/listStandards'),
  codeList: (query: CodeListQuery, options?: RequestOptions) =>
    http.get<CodePage>('/certi/cerCertificateCode/list', { ...query }, options),
  searchItems: (words: string, signal?: AbortSignal) =>
    http.get<CertificationItemSearchResult>('/certi/cerCertiItemApi/listCertItem', { words }, { signal }),
  companyCheckLinks: () => http.get<CompanyCheckSetting>('/sys/companyCheck/links'),
  saveCompanyCheckLinks: (links: CompanyCheckLink[], version: number) =>
    http.put<CompanyCheckSetting>('/sys/companyCheck/links', { links, version }),
  columnSettings: () => http.get<ColumnSetting[]>('/certi/cerUserColSetting/getColSettingList'),
  saveColumnSetting: (setting: ColumnSetting) =>
    http.post<ColumnSetting>('/certi/cerUserColSetting/save', setting),
  duplicateCheck: (params: DuplicateCheckQuery) => checkDuplicate(params),
  checkRule: (ruleCode: string, value: string) =>
    http.get<CheckResult>('/sys/checkRule/checkByCode', { ruleCode, value }, { silent: true }),

  dictionaries: (query: KeywordFilter & ListQuery) =>
    http.get<DictionaryPage>('/sys/dict/list', { ...query }),
  addDictionary: (body: DictionaryBody) => http.post<DictionaryRecord>('/sys/dict/add', body),
  editDictionary: (body: Edit<DictionaryBody>) => http.put<DictionaryRecord>('/sys/dict/edit', body),
  deleteDictionary: (id: string) => http.delete<null>('/sys/dict/delete', { id }),
  dictionaryItems: (dictionaryId: string) =>
    http.get<DictionaryItemRecord[]>('/sys/dictItem/list', { dictionaryId }),
  addDictionaryItem: (body: DictionaryItemBody) => http.post<DictionaryItemRecord>('/sys/dictItem/add', body),
  editDictionaryItem: (body: Edit<DictionaryItemBody>) =>
    http.put<DictionaryItemRecord>('/sys/dictItem/edit', body),
  deleteDictionaryItem: (id: string) => http.delete<null>('/sys/dictItem/delete', { id }),

  allStandards: () => http.get<CertificateStandardRecord[]>('/sys/standard/list'),
  addStandard: (body: StandardBody) => http.post<CertificateStandardRecord>('/sys/standard/add', body),
  editStandard: (body: Edit<StandardBody>) => http.put<CertificateStandardRecord>('/sys/standard/edit', body),

  addCode: (body: CodeBody) => http.post<ReferenceSaved>('/certi/cerCertificateCode/add', body),
  editCode: (body: Edit<CodeBody>) => http.put<ReferenceSaved>('/certi/cerCertificateCode/edit', body),
  deleteCode: (id: string) => http.delete<null>('/certi/cerCertificateCode/delete', { id }),
  exportCodes: (query: CodeFilters & SortQuery) =>
    http.download('/certi/cerCertificateCode/exportXls', { params: { ...query }, fileName: '专业代码.xlsx' }),
  importCodes: (file: File) =>
    http.upload<ProfessionalCodeImportResult>('/certi/cerCertificateCode/importExcel', {
      file,
      fileName: file.name,
    }),

  certItems: (query: KeywordFilter & ListQuery) =>
    http.get<CertificationItemPage>('/sys/certItem/list', { ...query }),
  addCertItem: (body: CertificationItemBody) => http.post<ReferenceSaved>('/sys/certItem/add', body),
  editCertItem: (body: Edit<CertificationItemBody>) => http.put<ReferenceSaved>('/sys/certItem/edit', body),
  deleteCertItem: (id: string) => http.delete<null>('/sys/certItem/delete', { id }),
};
