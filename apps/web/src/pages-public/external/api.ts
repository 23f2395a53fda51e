import { certificatePublicEndpoints, type PublicCertificateDetail } from '@cb/domain';
import { endpointCalls } from '../../shared/api/endpoints';

export type { PublicCertificateDetail };

/** A certificate id (the QR code's link) or else a certificate number (the public list's links). */
export const isCertificateId = (key: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);

const call = endpointCalls(certificatePublicEndpoints);
const quiet = (signal?: AbortSignal) => ({ silent: true, ...(signal ? { signal } : {}) });

/** The public certificate detail (no sign-in); the page shows failures itself. */
export const externalApi = {
  detail: (key: string, tenantId: string, signal?: AbortSignal) =>
    isCertificateId(key)
      ? call.getPublicCertificateDetail({ id: key, tenantId }, quiet(signal))
      : call.getPublicCertificateDetailByNumber({ certNo: key, tenantId }, quiet(signal)),
  body: (tenantId: string) => call.getPublicCertificationBody({ tenantId }, { silent: true }),
  /** The certificates whose organisation name contains `enterpriseName` (the public query). */
  byEnterprise: (enterpriseName: string, tenantId: string, pageSize: number, signal?: AbortSignal) =>
    call.searchPublicCertificates({ tenantId, enterpriseName, pageNo: 1, pageSize }, quiet(signal)),
};

export const externalDetailPath = (certNo: string) =>
  `/external/certificateDetail/${encodeURIComponent(certNo)}`;
export const externalListPath = (enterpriseName: string) =>
  `/external/certificateList?enterpriseName=${encodeURIComponent(enterpriseName)}`;

/** Public status code → the pages' text key (5 for anything unknown: never call it valid). */
export const STATUS_KEYS = {
  1: 'valid',
  2: 'suspended',
  3: 'revoked',
  4: 'cancelled',
  5: 'expired',
  99: 'replaced',
} as const;
export type StatusKey = (typeof STATUS_KEYS)[keyof typeof STATUS_KEYS];
export const statusKey = (status: number): StatusKey =>
  STATUS_KEYS[status as keyof typeof STATUS_KEYS] ?? 'expired';
