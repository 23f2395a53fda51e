/**
 * Server state of the reference pages (TanStack Query, shared/api/areaQueries.ts). The list pages'
 * settingKeys (`sys:dict:list`, `sys:code:list`, `sys:certItem:list`) share these keys, so every
 * mutation below refreshes its list.
 *
 * @example
 * const standards = useStandardList();
 * const save = useSaveStandard();
 * await save.mutateAsync({ body, record });
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { forgetStandards } from '../../shared/components/form/referenceData';
import {
  type CertificationItemBody,
  type CodeBody,
  type CompanyCheckSetting,
  type DictionaryBody,
  type DictionaryItemBody,
  referenceApi,
  type StandardBody,
} from './api';

/** A record as it was read: what an edit names (its id and version). */
type Read = { id: string; version: number } | null | undefined;

export const DICTIONARY_AREA_KEY = 'sys:dict';
export const CODE_AREA_KEY = 'sys:code';
export const CERT_ITEM_AREA_KEY = 'sys:certItem';
const STANDARD_AREA_KEY = 'sys:standard';
const COMPANY_CHECK_AREA_KEY = 'sys:companyCheck';

// ─────────────────────────────────────────── dictionaries ───────────────────────────────────────────

const dictionaries = defineAreaQueries(DICTIONARY_AREA_KEY, { list: referenceApi.dictionaries });

/** The list page's column-settings key, and so the key of its cached pages. */
export const DICTIONARY_LIST_SETTING_KEY = `${DICTIONARY_AREA_KEY}:list`;

export const useSaveDictionary = dictionaries.mutation(
  ({ body, record }: { body: DictionaryBody; record: Read }) =>
    record
      ? referenceApi.editDictionary({ ...body, id: record.id, version: record.version })
      : referenceApi.addDictionary(body),
);
export const useDeleteDictionary = dictionaries.mutation((id: string) => referenceApi.deleteDictionary(id));

/** A dictionary's items (the items drawer). */
export function useDictionaryItems(dictionaryId: string) {
  return useQuery({
    queryKey: [...dictionaries.keys.detail(dictionaryId), 'items'],
    queryFn: () => referenceApi.dictionaryItems(dictionaryId),
  });
}
export const useSaveDictionaryItem = dictionaries.mutation(
  ({ body, record }: { body: DictionaryItemBody; record: Read }) =>
    record
      ? referenceApi.editDictionaryItem({ ...body, id: record.id, version: record.version })
      : referenceApi.addDictionaryItem(body),
);
export const useDeleteDictionaryItem = dictionaries.mutation((id: string) =>
  referenceApi.deleteDictionaryItem(id),
);

// ──────────────────────────────────────────── standards ────────────────────────────────────────────

const standards = defineAreaQueries(STANDARD_AREA_KEY, {});

/** Every standard of the tenant, enabled or not (the administration page). */
export function useStandardList() {
  return useQuery({ queryKey: [...standards.keys.all, 'all'], queryFn: referenceApi.allStandards });
}
/** A save also drops the selects' cached standards, so they show the change. */
export const useSaveStandard = standards.mutation(({ body, record }: { body: StandardBody; record: Read }) =>
  (record
    ? referenceApi.editStandard({ ...body, id: record.id, version: record.version })
    : referenceApi.addStandard(body)
  ).then((saved) => {
    forgetStandards();
    return saved;
  }),
);

// ──────────────────────────────────────── professional codes ────────────────────────────────────────

const codes = defineAreaQueries(CODE_AREA_KEY, { list: referenceApi.codeList });

export const CODE_LIST_SETTING_KEY = `${CODE_AREA_KEY}:list`;

export const useSaveCode = codes.mutation(({ body, record }: { body: CodeBody; record: Read }) =>
  record
    ? referenceApi.editCode({ ...body, id: record.id, version: record.version })
    : referenceApi.addCode(body),
);
export const useDeleteCode = codes.mutation((id: string) => referenceApi.deleteCode(id));
export const useImportCodes = codes.mutation((file: File) => referenceApi.importCodes(file));

// ─────────────────────────────────────── certification items ───────────────────────────────────────

const certItems = defineAreaQueries(CERT_ITEM_AREA_KEY, { list: referenceApi.certItems });

export const CERT_ITEM_LIST_SETTING_KEY = `${CERT_ITEM_AREA_KEY}:list`;

export const useSaveCertItem = certItems.mutation(
  ({ body, record }: { body: CertificationItemBody; record: Read }) =>
    record
      ? referenceApi.editCertItem({ ...body, id: record.id, version: record.version })
      : referenceApi.addCertItem(body),
);
export const useDeleteCertItem = certItems.mutation((id: string) => referenceApi.deleteCertItem(id));

// ────────────────────────────────────────── company check ──────────────────────────────────────────

const companyCheck = defineAreaQueries(COMPANY_CHECK_AREA_KEY, {});

/** The tenant's company-check links with their version. */
export function useCompanyCheckLinks() {
  return useQuery({ queryKey: companyCheck.keys.all, queryFn: referenceApi.companyCheckLinks });
}
export const useSaveCompanyCheckLinks = companyCheck.mutation(
  ({ links, version }: Pick<CompanyCheckSetting, 'links' | 'version'>) =>
    referenceApi.saveCompanyCheckLinks(links, version),
);
