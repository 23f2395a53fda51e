import {
  type CertificationBody,
  certificatePublicEndpoints,
  type PublicCertificate,
  type publicCertificatePage,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';

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

const call = endpointCalls(certificatePublicEndpoints);

/** The public certificate query: no sign-in; the page shows failures itself. */
export const certSearchApi = {
  body: (tenantId: string) => call.getPublicCertificationBody({ tenantId }, { silent: true }),
  search: (
    { tenantId, certNo, enterpriseName, status, pageNo, pageSize }: PublicSearchParams,
    signal?: AbortSignal,
  ) =>
    call.searchPublicCertificates(
      { tenantId, certNo, enterpriseName, status, pageNo, pageSize },
      { silent: true, ...(signal ? { signal } : {}) },
    ),
};
