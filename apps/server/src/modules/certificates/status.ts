/**
 * The status the public sees (DOMAIN.md §1.3, §4.3). The nightly job moves a valid or suspended
 * certificate to expired once its expiry date has passed; until it has run, the public page must
 * not call such a certificate valid, so the expiry date decides. 0 and 5 both mean expired and are
 * shown as 5; superseded versions (99) are never public.
 */
import { CERTIFICATE_STATUSES, labelOf } from '@cb/domain';
import { and, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { certificates } from './schema.ts';

export const EXPIRED = 5;
export const OLD_VERSION = 99;
/** The statuses a public query may filter by (0 is accepted as another code of expired). */
export const PUBLIC_STATUS_CODES = [1, 2, 3, 4, 5] as const;
export type PublicStatus = (typeof PUBLIC_STATUS_CODES)[number];

const CHINA_DATE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' });
/** Today in China time as YYYY-MM-DD (certificates expire by the calendar date in China). */
export const chinaToday = (at: Date = new Date()) => CHINA_DATE.format(at);

/**
 * @example publicStatus(1, '2026-01-31', '2026-02-01') // 5 (expired, job not yet run)
 * @example publicStatus(2, '2027-01-31', '2026-02-01') // 2
 */
export function publicStatus(status: number, expiryDate: string, today: string): number {
  if (status === 0) return EXPIRED;
  if ((status === 1 || status === 2) && expiryDate < today) return EXPIRED;
  return status;
}

/** The status label in Chinese (the public page's wording), '' for an unknown code. */
export const publicStatusName = (code: number) => labelOf(CERTIFICATE_STATUSES, code) ?? '';

/** The same rule in SQL, for the answer's rows. */
export const publicStatusSql = (today: string): SQL<number> =>
  sql<number>`case when ${certificates.status} = 0 then ${EXPIRED}
    when ${certificates.status} in (1, 2) and ${certificates.expiryDate} < ${today} then ${EXPIRED}
    else ${certificates.status} end`;

/** The WHERE condition "its public status is `code`" (written so the status index can serve it). */
export function publicStatusIs(code: PublicStatus, today: string): SQL {
  if (code === 1 || code === 2)
    return and(eq(certificates.status, code), sql`${certificates.expiryDate} >= ${today}`)!;
  if (code === EXPIRED)
    return or(
      inArray(certificates.status, [0, EXPIRED]),
      and(inArray(certificates.status, [1, 2]), lt(certificates.expiryDate, today)),
    )!;
  return eq(certificates.status, code);
}
