/**
 * What 信息上报 (regulator-reporting, a later area) reads of the certificates and the one thing it
 * writes back: each certificate event is a row of the regulator's certificate sheet, and 上报 stamps
 * `reportedAt` and the batch on the events it reported (BUSINESS.md §4).
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { matchingIds } from '../../platform/crud/search.ts';
import type { Tx } from '../../platform/db/database.ts';
import { certificateEvents, certificates } from './schema.ts';

const qb = new QueryBuilder();

/** A certificate version with everything its certificate row needs. */
export const certificatesForReportView = qb
  .select({
    id: certificates.id,
    tenantId: certificates.tenantId,
    certNo: certificates.certNo,
    mainCertNo: certificates.mainCertNo,
    certificateType: certificates.certificateType,
    standardCode: certificates.standardCode,
    standardName: certificates.standardName,
    standardVersion: certificates.standardVersion,
    status: certificates.status,
    firstIssueDate: certificates.firstIssueDate,
    issueDate: certificates.issueDate,
    expiryDate: certificates.expiryDate,
    suspendUntil: certificates.suspendUntil,
    scopeZh: certificates.scopeZh,
    enterpriseId: certificates.enterpriseId,
    enterpriseName: certificates.enterpriseName,
    enterpriseNameEn: certificates.enterpriseNameEn,
    enterpriseAddress: certificates.enterpriseAddress,
    marks: certificates.marks,
    accreditationNo: certificates.accreditationNo,
    sites: certificates.sites,
    replacedById: certificates.replacedById,
  })
  .from(certificates)
  .as('certificates_for_report');

/** A certificate event with its codes, who approved it and whether it was reported. */
export const certificateEventsForReportView = qb
  .select({
    id: certificateEvents.id,
    tenantId: certificateEvents.tenantId,
    certificateId: certificateEvents.certificateId,
    eventType: certificateEvents.eventType,
    fromStatus: certificateEvents.fromStatus,
    toStatus: certificateEvents.toStatus,
    changeType: certificateEvents.changeType,
    reasonCode: certificateEvents.reasonCode,
    reason: certificateEvents.reason,
    effectiveDate: certificateEvents.effectiveDate,
    suspendUntil: certificateEvents.suspendUntil,
    before: certificateEvents.before,
    approvedBy: certificateEvents.approvedBy,
    actorId: certificateEvents.actorId,
    reportedAt: certificateEvents.reportedAt,
    reportBatchId: certificateEvents.reportBatchId,
    createdAt: certificateEvents.createdAt,
  })
  .from(certificateEvents)
  .as('certificate_events_for_report');

/**
 * `certificatesForReportView` rows whose number is `certNo` ignoring case (a sub-certificate's main
 * one), through the certificates' `upper(cert_no)` index: `upper(cert_no) = …` is not leakproof, so
 * under RLS it read every certificate of the tenant (1.1 s at a million).
 */
export function reportCertificateNoIs(certNo: string): SQL {
  return sql`${certificatesForReportView.id} = any(array(${matchingIds(certificates.certNo, 'upper_eq', certNo)}))`;
}

/**
 * 上报: the events reported in batch `batchNo` at `at` (in the batch's transaction). Only events not
 * reported yet are stamped; the answer is how many were. Only in the transaction that inserts the
 * batch: its insert raises the revision 证书信息上报's count shortcut relies on (regulator-reporting/
 * unreported-page.ts, migration 0076).
 */
export async function markCertificateEventsReported(
  tx: Tx,
  tenantId: number,
  eventIds: readonly string[],
  batchNo: string,
  at: Date,
): Promise<number> {
  if (!eventIds.length) return 0;
  const rows = await tx
    .update(certificateEvents)
    .set({ reportedAt: at, reportBatchId: batchNo })
    .where(
      and(
        eq(certificateEvents.tenantId, tenantId),
        inArray(certificateEvents.id, [...eventIds]),
        isNull(certificateEvents.reportedAt),
      ),
    )
    .returning({ id: certificateEvents.id });
  return rows.length;
}
