/**
 * The certificates' door: the only file other areas import from modules/certificates (issue 29
 * item 3, docs/decisions.md "One door per area"). Areas earlier in the lifecycle do not import it;
 * the certificates register what they need of them (the decisions' `provideCertificates`) or they
 * provide what the certificates need (`provideApprovedChanges`).
 */
import type { CertificationBody } from '@cb/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { matchingIds } from '../../platform/crud/search.ts';
import type { Database } from '../../platform/db/database.ts';
import { certificateEvents, certificates } from './schema.ts';
import { PublicCertificateService } from './service.ts';

export { extendCertificateValidity } from './extension.ts';
export { type ApprovedChanges, type PendingCertificateChange, provideApprovedChanges } from './hooks.ts';
export { expireCertificate, revokeCertificate, suspendCertificate } from './lifecycle.ts';
export { certificateForMail } from './manage-service.ts';
/** The public queries' rate limit (证书查询 and the other public checks share it). */
export { PUBLIC_QUERY_LIMIT, TOO_MANY_QUERIES } from './routes.ts';
/** Today in China (YYYY-MM-DD), the day certificate statuses are read on. */
export { chinaToday } from './status.ts';

/** The body (tenant) of the public pages; a missing or disabled one is 404. */
export function certificationBody(database: Database, tenantId: number): Promise<CertificationBody> {
  return new PublicCertificateService(database).body(tenantId);
}

const qb = new QueryBuilder();

/** The target of a foreign key to a certificate (version): `.references(certificateKey)`. */
export const certificateKey = (): AnyPgColumn => certificates.id;

/** Certificates (each version) as others see them: number, status, standard, holder and dates. */
export const certificatesView = qb
  .select({
    id: certificates.id,
    tenantId: certificates.tenantId,
    certNo: certificates.certNo,
    status: certificates.status,
    standardCode: certificates.standardCode,
    certificateStandardId: certificates.certificateStandardId,
    enterpriseId: certificates.enterpriseId,
    enterpriseName: certificates.enterpriseName,
    enterpriseAddress: certificates.enterpriseAddress,
    issueDate: certificates.issueDate,
    expiryDate: certificates.expiryDate,
    suspendUntil: certificates.suspendUntil,
    version: certificates.version,
  })
  .from(certificates)
  .as('certificates_view');

/** A certificate's history: what happened (issue, suspend …), when, and when it was reported. */
export const certificateEventsView = qb
  .select({
    id: certificateEvents.id,
    tenantId: certificateEvents.tenantId,
    certificateId: certificateEvents.certificateId,
    eventType: certificateEvents.eventType,
    effectiveDate: certificateEvents.effectiveDate,
    reportedAt: certificateEvents.reportedAt,
    createdAt: certificateEvents.createdAt,
  })
  .from(certificateEvents)
  .as('certificate_events_view');

/**
 * `certificatesView` rows whose number is `certNo` ignoring case, through the certificates'
 * `upper(cert_no)` index (as `equalsIgnoringCase` on the table), or nothing when empty.
 */
export function certificateNoIs(certNo: string | undefined): SQL | undefined {
  return certNo
    ? sql`${certificatesView.id} = any(array(${matchingIds(certificates.certNo, 'upper_eq', certNo)}))`
    : undefined;
}
/** 信息上报 reads the certificate rows' sources here and stamps the reported events. */
export {
  certificateEventsForReportView,
  certificatesForReportView,
  markCertificateEventsReported,
  reportCertificateNoIs,
} from './for-reporting.ts';

// 证书统计 (modules/statistics): the annual report's figures and their drill-down conditions.
export {
  CERTIFICATE_EVENT_FIGURES,
  type CertificateFigureFilter,
  type CertificateFigures,
  type CertificateGrouping,
  certificateCellsSql,
  certificateFigures,
  includesSupersededVersions,
} from './for-statistics.ts';
