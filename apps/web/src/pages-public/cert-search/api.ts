import type { Page, PublicCertificate } from '@cb/domain';
import { http } from '../../shared/http';

export interface CertificationBody {
  tenantId: number;
  name: string;
}

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
    http.get<Page<PublicCertificate>>(
      '/cert/public/search',
      { tenantId, certNo, enterpriseName, status, pageNo, pageSize },
      { silent: true, ...(signal ? { signal } : {}) },
    ),
};
