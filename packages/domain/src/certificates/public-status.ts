/**
 * The status the public sees (DOMAIN.md §1.3, §4.3). The nightly job moves a valid or suspended
 * certificate to expired once its expiry date has passed; until it has run, the public page must
 * not call such a certificate valid, so the expiry date decides. 0 and 5 both mean expired and are
 * shown as 5; superseded versions (99) are never public.
 */
import { labelOf } from '../labels.ts';
import { CERTIFICATE_STATUSES } from './code-tables.ts';

export const CERTIFICATE_EXPIRED = 5;
/** The superseded version of a reissued certificate. */
export const CERTIFICATE_OLD_VERSION = 99;
/** The statuses a public query may filter by (0 is accepted as another code of expired). */
export const PUBLIC_CERTIFICATE_STATUS_CODES = [1, 2, 3, 4, 5] as const;
export type PublicCertificateStatus = (typeof PUBLIC_CERTIFICATE_STATUS_CODES)[number];

/** The public query: at least this many characters of the enterprise's name, at most 20 rows a page. */
export const CERTIFICATE_SEARCH_NAME_MIN = 2;
export const CERTIFICATE_SEARCH_PAGE_SIZE_MAX = 20;
/** The installation's first certification body (docs/decisions.md: tenant ids are integers). */
export const DEFAULT_PUBLIC_TENANT_ID = 1;

/**
 * @example publicCertificateStatus(1, '2026-01-31', '2026-02-01') // 5 (expired, job not yet run)
 * @example publicCertificateStatus(2, '2027-01-31', '2026-02-01') // 2
 */
export function publicCertificateStatus(status: number, expiryDate: string, today: string): number {
  if (status === 0) return CERTIFICATE_EXPIRED;
  if ((status === 1 || status === 2) && expiryDate < today) return CERTIFICATE_EXPIRED;
  return status;
}

/** The status label in Chinese (the public page's wording), '' for an unknown code. */
export const publicCertificateStatusName = (code: number) => labelOf(CERTIFICATE_STATUSES, code) ?? '';
