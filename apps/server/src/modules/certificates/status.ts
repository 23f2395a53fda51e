/**
 * The public status (@cb/domain certificates/public-status.ts) in SQL: the answer's status column
 * and the WHERE condition of a status filter, both deciding by the expiry date as the rule does.
 */
import {
  calendarDateOf,
  CERTIFICATE_EXPIRED as EXPIRED,
  type PublicCertificateStatus,
  publicCertificateStatus,
  publicCertificateStatusName,
} from '@cb/domain';
import { and, eq, inArray, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { certificates } from './schema.ts';

export { CERTIFICATE_OLD_VERSION as OLD_VERSION } from '@cb/domain';
export const publicStatus = publicCertificateStatus;
export const publicStatusName = publicCertificateStatusName;

/** Today in China time as YYYY-MM-DD (certificates expire by the calendar date in China). */
export const chinaToday = (at: Date = new Date()) => calendarDateOf(at);

/** The public status of each row (`today` a date or the placeholder of one, platform/db/prepared.ts). */
export const publicStatusSql = (today: string | Placeholder): SQL<number> =>
  sql<number>`case when ${certificates.status} = 0 then ${EXPIRED}
    when ${certificates.status} in (1, 2) and ${certificates.expiryDate} < ${today} then ${EXPIRED}
    else ${certificates.status} end`;

/** The WHERE condition "its public status is `code`" (written so the status index can serve it). */
export function publicStatusIs(code: PublicCertificateStatus, today: string): SQL {
  if (code === 1 || code === 2)
    return and(eq(certificates.status, code), sql`${certificates.expiryDate} >= ${today}`)!;
  if (code === EXPIRED)
    return or(
      inArray(certificates.status, [0, EXPIRED]),
      and(inArray(certificates.status, [1, 2]), lt(certificates.expiryDate, today)),
    )!;
  return eq(certificates.status, code);
}
