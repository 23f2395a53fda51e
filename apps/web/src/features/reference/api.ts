/**
 * Typed calls of the reference data (SPEC.md §7). Every type is the contract's
 * (packages/domain/src/reference/contract.ts): what the server answers is `z.infer` of its response
 * schema, what the web sends is `z.input` of its request schema. Only types are imported, so no zod
 * code reaches the bundle; the calls are derived from the endpoint tables (reference/endpoints.ts).
 */
import {
  type CertificateCodeRecord,
  type CertificateStandardRecord,
  type CertificationItemRecord,
  type ColumnSetting,
  type CompanyCheckLink,
  type certificateCodePage,
  type certificationItemBody,
  type certificationItemPage,
  type companyCheckSettingVersioned,
  type DictItemOption,
  type DictionaryItemRecord,
  type DictionaryRecord,
  type dictionaryBody,
  type dictionaryItemBody,
  type dictionaryPage,
  type duplicateCheckQuery,
  type professionalCodeBody,
  type professionalCodeFilters,
  type ResultOf,
  referenceCodeEndpoints,
  referenceEndpoints,
  type referenceSaved,
  type standardBody,
} from '@cb/domain';
import type { z } from 'zod';
import { checkDuplicate } from '../../shared/api/checks';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
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

const call = endpointCalls(referenceEndpoints);
const codes = endpointCalls(referenceCodeEndpoints);

export const referenceApi = {
  dictItems: (dictCode: string) =>
    // SPEC.md §7: the dictionary call goes without the _t timestamp.
    call.listDictItems({ dictCode }, { timestamp: false }),
  standards: () => call.listCertificateStandards(),
  codeList: (query: CodeListQuery, options?: RequestOptions) =>
    codes.listProfessionalCodes({ ...query }, options),
  searchItems: (words: string, signal?: AbortSignal) => codes.searchCertificationItems({ words }, { signal }),
  companyCheckLinks: () => call.getCompanyCheckLinks(),
  saveCompanyCheckLinks: (links: CompanyCheckLink[], version: number) =>
    call.saveCompanyCheckLinks({ links, version }),
  columnSettings: () => call.listColumnSettings(),
  saveColumnSetting: (setting: ColumnSetting) => call.saveColumnSetting(setting),
  duplicateCheck: (params: DuplicateCheckQuery) => checkDuplicate(params),
  checkRule: (ruleCode: string, value: string) =>
    call.checkValueByRule({ ruleCode, value }, { silent: true }),

  dictionaries: (query: KeywordFilter & ListQuery) => call.listDictionaries({ ...query }),
  addDictionary: (body: DictionaryBody) => call.addDictionary(body),
  editDictionary: (body: Edit<DictionaryBody>) => call.editDictionary(body),
  deleteDictionary: (id: string) => call.deleteDictionary({ id }),
  dictionaryItems: (dictionaryId: string) => call.listDictionaryItems({ dictionaryId }),
  addDictionaryItem: (body: DictionaryItemBody) => call.addDictionaryItem(body),
  editDictionaryItem: (body: Edit<DictionaryItemBody>) => call.editDictionaryItem(body),
  deleteDictionaryItem: (id: string) => call.deleteDictionaryItem({ id }),

  allStandards: () => call.listAllStandards(),
  addStandard: (body: StandardBody) => call.addStandard(body),
  editStandard: (body: Edit<StandardBody>) => call.editStandard(body),

  addCode: (body: CodeBody) => codes.addProfessionalCode(body),
  editCode: (body: Edit<CodeBody>) => codes.editProfessionalCode(body),
  deleteCode: (id: string) => codes.deleteProfessionalCode({ id }),
  exportCodes: (query: CodeFilters & SortQuery) =>
    codes.exportProfessionalCodes({ ...query }, { fileName: '专业代码.xlsx' }),
  importCodes: (file: File) =>
    http.upload<ResultOf<typeof referenceCodeEndpoints.importProfessionalCodes>>(
      urlOf(referenceCodeEndpoints.importProfessionalCodes),
      { file, fileName: file.name },
    ),

  certItems: (query: KeywordFilter & ListQuery) => codes.listCertificationItems({ ...query }),
  addCertItem: (body: CertificationItemBody) => codes.addCertificationItem(body),
  editCertItem: (body: Edit<CertificationItemBody>) => codes.editCertificationItem(body),
  deleteCertItem: (id: string) => codes.deleteCertificationItem({ id }),
};
