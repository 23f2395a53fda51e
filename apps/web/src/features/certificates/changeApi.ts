/**
 * Typed calls of 证书变更 (zsfx change): the pending changes, a certificate's change form and the new
 * version. Types only from the contract (packages/domain/src/certificates/change.ts).
 */
import type {
  CertificateChangeForm,
  CertificateChangeInput,
  certificateChangeResult,
  PendingCertificateChangeRow,
  pendingCertificateChangePage,
} from '@cb/domain';
import type { z } from 'zod';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery } from '../../shared/list';

export type { CertificateChangeForm, CertificateChangeInput, PendingCertificateChangeRow };
export type PendingChangeFilters = { certNo?: string; enterpriseName?: string };
export type PendingChangePage = z.infer<typeof pendingCertificateChangePage>;
export type CertificateChangeResult = z.infer<typeof certificateChangeResult>;

export const changeApi = {
  pending: (query: PendingChangeFilters & ListQuery) =>
    http.get<PendingChangePage>('/zsfx/change/list', { ...query }),
  form: (id: string) => http.get<CertificateChangeForm>('/zsfx/change/queryById', { id }, RECORD_LOOKUP),
  change: (body: CertificateChangeInput) => http.post<CertificateChangeResult>('/zsfx/change/change', body),
};

/** The change page of a certificate: product certificates (type B) have their own route. */
export const changePath = (row: { certificateId: string; certificateType: string }, query = '') =>
  `${row.certificateType === 'B' ? '/zsfx/change/product' : '/zsfx/change'}/${row.certificateId}${query}`;
