/**
 * Reference lists the form controls need: dictionary items and certification standards. The
 * standard list is cached for 7 days (SPEC.md §9) in local storage and shared by all selects.
 */
import { type CertificateStandardRecord, type referenceEndpoints, STANDARDS_CACHE_TTL_MS } from '@cb/domain';
import { http } from '../../http';
import type { StorageKey } from '../../storage/keys';
import { localStore } from '../../storage/persistent';

export interface DictItemOption {
  value: string;
  text: string;
  color: string;
}

/** `pro__CERT_STANDARDS`, kept beside the shared keys' format and expiry. */
export const STANDARDS_KEY = 'CERT_STANDARDS' as StorageKey;

const dictRequests = new Map<string, Promise<DictItemOption[]>>();

/** A dictionary's items, fetched once per page load (SPEC.md §7: without the `_t` parameter). */
export function loadDictItems(dictCode: string): Promise<DictItemOption[]> {
  let pending = dictRequests.get(dictCode);
  if (!pending) {
    pending = http
      .get<DictItemOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode)}`, undefined, {
        timestamp: false,
      })
      .catch((error: unknown) => {
        dictRequests.delete(dictCode);
        throw error;
      });
    dictRequests.set(dictCode, pending);
  }
  return pending;
}

let standardsRequest: Promise<CertificateStandardRecord[]> | null = null;

export function loadStandards(): Promise<CertificateStandardRecord[]> {
  const cached = localStore.get<CertificateStandardRecord[]>(STANDARDS_KEY);
  if (cached) return Promise.resolve(cached);
  standardsRequest ??= http
    // The reference table's path, checked as a type (the table's code stays out of the shell's bundle).
    .get<CertificateStandardRecord[]>(
      '/certi/cerCertificateStandardApi/listStandards' satisfies (typeof referenceEndpoints)['listCertificateStandards']['path'],
    )
    .then((list) => {
      localStore.set(STANDARDS_KEY, list, STANDARDS_CACHE_TTL_MS);
      return list;
    })
    .finally(() => {
      standardsRequest = null;
    });
  return standardsRequest;
}

/** Drops the cached standards (after an admin edits them). */
export function forgetStandards(): void {
  localStore.remove(STANDARDS_KEY);
}

/** The standards a select offers: optionally only scope-certificate ones, without excluded ids. */
export function standardOptions(
  list: readonly CertificateStandardRecord[],
  opts: { scopeOnly?: boolean; excludeIds?: readonly string[] } = {},
): CertificateStandardRecord[] {
  const excluded = new Set(opts.excludeIds ?? []);
  return list.filter((s) => (!opts.scopeOnly || s.scopeCertificate === 1) && !excluded.has(s.id));
}
