import type { Page } from '@cb/domain';
import { http } from '../../shared/http';

/** A certificate as the public query answers it (server: modules/certificates/dto.ts). */
export interface PublicCertificate {
  certNo: string;
  mainCertNo: string;
  certificateType: string;
  standardCode: string;
  standardName: string;
  standardVersion: string;
  enterpriseName: string;
  enterpriseNameEn: string;
  enterpriseAddress: string;
  enterpriseAddressEn: string;
  scopeZh: string;
  scopeEn: string;
  firstIssueDate: string | null;
  issueDate: string;
  expiryDate: string;
  /** 1 valid, 2 suspended, 3 revoked, 4 cancelled, 5 expired. */
  status: number;
  statusName: string;
  suspendUntil: string | null;
}

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
