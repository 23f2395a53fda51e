import type { CertificationBody, PublicCertificate, publicCertificatePage } from '@cb/domain';
import type { z } from 'zod';
import { http } from '../../shared/http';

export type { CertificationBody, PublicCertificate };
/** One page of the answer (`GET /cert/public/search`, @cb/domain certificates/contract.ts). */
export type PublicCertificatePage = z.infer<typeof publicCertificatePage>;

export interface PublicSearchParams {
  tenantId: string;
  certNo?: string | undefined;
  enterpriseName?: string | undefined;
  status?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** The public certificate query: no sign-in; the page shows failures itself. */
export const certSearchApi = {
  body: (tenantId: string) =>
    http.get<CertificationBody>('/cert/public/body', { tenantId }, { silent: true }),
  search: (
    { tenantId, certNo, enterpriseName, status, pageNo, pageSize }: PublicSearchParams,
    signal?: AbortSignal,
  ) =>
    http.get<PublicCertificatePage>(
      '/cert/public/search',
      { tenantId, certNo, enterpriseName, status, pageNo, pageSize },
      { silent: true, ...(signal ? { signal } : {}) },
    ),
};
