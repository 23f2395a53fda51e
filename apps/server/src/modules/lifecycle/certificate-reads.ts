/**
 * What the lifecycle jobs read about certificates: current versions past their expiry, suspended
 * ones with the day their suspension began, and status events not yet reported to the regulator.
 * Read-only; every state change goes through the certificates module's operations. Also who acts
 * for an enterprise (its users get the certificate messages).
 */
import { addMonths } from '@cb/domain';
import { and, desc, eq, exists, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { certificatesView as c, certificateEventsView as ev } from '../certificates/door.ts';
import { customerUserLinksView } from '../customers/door.ts';

export interface CertificateRef {
  id: string;
  version: number;
  certNo: string;
  standardCode: string;
  enterpriseName: string;
  enterpriseId: string | null;
  issueDate: string;
  expiryDate: string;
  suspendUntil: string | null;
}

const REF = {
  id: c.id,
  version: c.version,
  certNo: c.certNo,
  standardCode: c.standardCode,
  enterpriseName: c.enterpriseName,
  enterpriseId: c.enterpriseId,
  issueDate: c.issueDate,
  expiryDate: c.expiryDate,
  suspendUntil: c.suspendUntil,
};

/** Valid or suspended certificates whose expiry date is before `today`. */
export function certificatesPastExpiry(
  tx: Reader,
  tenantId: number,
  today: string,
): Promise<CertificateRef[]> {
  return tx
    .select(REF)
    .from(c)
    .where(inTenant(c, tenantId, [inArray(c.status, [1, 2]), lt(c.expiryDate, today)]))
    .orderBy(c.expiryDate, c.id);
}

/**
 * Suspended certificates with the effective date of their latest suspension (null if none recorded),
 * in one statement: the latest suspension is a subquery per certificate on the events' (certificate)
 * index. Read one certificate at a time it was 31,000 statements and 8 s at a million certificates.
 *
 * `endingBy` keeps only those that may end by `day` (the due list: some 31,000 are suspended at a
 * million certificates, few end within the reminder days): a suspension ends at its `suspendUntil`,
 * capped at its start plus `months` or more (the rule sets' shortest cap), so one whose
 * `suspendUntil` is later and that has no suspension `months` before `day` cannot. The caller still
 * works out each one's end.
 */
export function suspendedCertificates(
  tx: Reader,
  tenantId: number,
  endingBy?: { day: string; months: number },
): Promise<(CertificateRef & { suspendedOn: string | null })[]> {
  const suspensions = (more?: SQL) =>
    tx
      .select({ effectiveDate: ev.effectiveDate })
      .from(ev)
      .where(and(eq(ev.tenantId, tenantId), eq(ev.certificateId, c.id), eq(ev.eventType, 'suspend'), more));
  const suspendedOn = sql<string | null>`(${suspensions()
    .orderBy(desc(ev.effectiveDate), desc(ev.createdAt))
    .limit(1)})`;
  const mayEnd = endingBy
    ? or(
        isNull(c.suspendUntil),
        lte(c.suspendUntil, endingBy.day),
        exists(suspensions(lte(ev.effectiveDate, addMonths(endingBy.day, -endingBy.months)))),
      )
    : undefined;
  return tx
    .select({ ...REF, suspendedOn })
    .from(c)
    .where(inTenant(c, tenantId, [eq(c.status, 2), mayEnd]))
    .orderBy(c.id);
}

export interface StatusEventRef {
  eventId: string;
  eventType: string;
  effectiveDate: string;
  certNo: string;
  standardCode: string;
  enterpriseName: string;
}

/** Suspension and revocation events not yet reported (reportedAt empty), since `from`. */
export function unreportedStatusEvents(
  tx: Reader,
  tenantId: number,
  types: readonly string[],
  from: string,
  to?: string,
): Promise<StatusEventRef[]> {
  return tx
    .select({
      eventId: ev.id,
      eventType: ev.eventType,
      effectiveDate: ev.effectiveDate,
      certNo: c.certNo,
      standardCode: c.standardCode,
      enterpriseName: c.enterpriseName,
    })
    .from(ev)
    .innerJoin(c, eq(c.id, ev.certificateId))
    .where(
      inTenant(ev, tenantId, [
        inArray(ev.eventType, [...types]),
        isNull(ev.reportedAt),
        gte(ev.effectiveDate, from),
        to ? lte(ev.effectiveDate, to) : undefined,
      ]),
    )
    .orderBy(ev.effectiveDate, ev.id);
}

/** The sign-in users who act for an enterprise (its messages go to them). */
export async function enterpriseUserIds(
  tx: Reader,
  tenantId: number,
  enterpriseId: string | null,
): Promise<string[]> {
  if (!enterpriseId) return [];
  const rows = await tx
    .select({ userId: customerUserLinksView.userId })
    .from(customerUserLinksView)
    .where(inTenant(customerUserLinksView, tenantId, [eq(customerUserLinksView.enterpriseId, enterpriseId)]));
  return rows.map((r) => r.userId);
}
