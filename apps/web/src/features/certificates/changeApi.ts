/**
 * The calls of 证书变更 (zsfx change): the pending changes, a certificate's change form and the new
 * version, derived from the endpoint table (packages/domain/src/certificates/endpoints.ts). Types
 * only from the contract (change.ts).
 */
import {
  type CertificateChangeForm,
  type CertificateChangeInput,
  certificateChangeEndpoints,
  type certificateChangeResult,
  type PendingCertificateChangeRow,
  type pendingCertificateChangePage,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery } from '../../shared/list';

export type { CertificateChangeForm, CertificateChangeInput, PendingCertificateChangeRow };
export type PendingChangeFilters = { certNo?: string; enterpriseName?: string };
export type PendingChangePage = z.infer<typeof pendingCertificateChangePage>;
export type CertificateChangeResult = z.infer<typeof certificateChangeResult>;

const call = endpointCalls(certificateChangeEndpoints);

export const changeApi = {
  pending: (query: PendingChangeFilters & ListQuery) => call.listPendingCertificateChanges(query),
  form: (id: string) => call.getCertificateChangeForm({ id }, RECORD_LOOKUP),
  change: (body: CertificateChangeInput) => call.changeCertificate(body),
};

/** The change page of a certificate: product certificates (type B) have their own route. */
export const changePath = (row: { certificateId: string; certificateType: string }, query = '') =>
  `${row.certificateType === 'B' ? '/zsfx/change/product' : '/zsfx/change'}/${row.certificateId}${query}`;
