/**
 * Certificates (zsfx, DOMAIN.md §5 "Decision and certificate"): one row per certificate version,
 * with the enterprise's name, address and scope as printed on it (a snapshot: later changes to the
 * enterprise record do not rewrite an issued certificate), and the append-only history of what
 * happened to it. Status codes are DOMAIN.md §1.3 (@cb/domain CERTIFICATE_STATUSES_WITH_OLD).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, tenantColumn } from '../../platform/db/columns.ts';
import { users } from '../../platform/identity/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { certificateStandards } from '../reference/schema.ts';

/** A certificate version (证书). A reissue makes a new row and turns the old one to 99. */
export const certificates = pgTable(
  'certificates',
  {
    ...businessColumns(),
    /** 证书编号, e.g. 03410Q10286R0S (DOMAIN.md §4.2). */
    certNo: text('cert_no').notNull(),
    /** The main certificate of a multi-site sub-certificate; '' for a main certificate. */
    mainCertNo: text('main_cert_no').notNull().default(''),
    /** Certification category A management system, B product, C service, D verification. */
    certificateType: text('certificate_type').notNull().default('A'),
    certificateStandardId: uuid('certificate_standard_id').references(() => certificateStandards.id),
    /** The scheme's code (Q, E, S …) and the normative document with its edition, as printed. */
    standardCode: text('standard_code').notNull(),
    standardName: text('standard_name').notNull().default(''),
    standardVersion: text('standard_version').notNull().default(''),
    /** 1 valid, 2 suspended, 3 revoked, 4 cancelled, 0/5 expired, 99 superseded version. */
    status: integer('status').notNull().default(1),
    firstIssueDate: date('first_issue_date', { mode: 'string' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** Set while suspended: at most six months after the suspension (ISO/IEC 17021-1 §9.6.5). */
    suspendUntil: date('suspend_until', { mode: 'string' }),
    scopeZh: text('scope_zh').notNull().default(''),
    scopeEn: text('scope_en').notNull().default(''),
    enterpriseId: uuid('enterprise_id').references(() => enterprises.id),
    enterpriseName: text('enterprise_name').notNull(),
    enterpriseNameEn: text('enterprise_name_en').notNull().default(''),
    enterpriseAddress: text('enterprise_address').notNull().default(''),
    enterpriseAddressEn: text('enterprise_address_en').notNull().default(''),
    /** Accreditation marks printed on the certificate, e.g. 'CNAS'. */
    marks: text('marks').notNull().default(''),
    /** The version that replaced this one (status 99). */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => certificates.id),
    /** Internal note; never shown on public pages. */
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    // One current version per number; superseded versions (99) keep theirs.
    uniqueIndex('certificates_cert_no_uq')
      .on(t.tenantId, sql`upper(${t.certNo})`)
      .where(sql`${t.status} <> 99`),
    index('certificates_main_cert_no_idx').on(t.tenantId, t.mainCertNo),
    index('certificates_status_idx').on(t.tenantId, t.status, t.expiryDate),
    index('certificates_enterprise_name_idx').on(t.tenantId, t.enterpriseName),
    index('certificates_enterprise_idx').on(t.tenantId, t.enterpriseId),
    index('certificates_issue_idx').on(t.tenantId, t.issueDate.desc(), t.id),
  ],
);

/** What happened to a certificate, when and why (append-only; DOMAIN.md CertificateEvent). */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id),
    /** issue, change, suspend, restore, revoke, cancel, expire, reissue. */
    eventType: text('event_type').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    /** Suspension / revocation reason (DOMAIN.md §4.4) or change type (certchange, e.g. 97_01). */
    reasonCode: text('reason_code').notNull().default(''),
    reason: text('reason').notNull().default(''),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    suspendUntil: date('suspend_until', { mode: 'string' }),
    before: jsonb('before'),
    after: jsonb('after'),
    approvedBy: uuid('approved_by').references(() => users.id),
    /** SMS notice to the client. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    /** Reported to CNCA (xxsb), with the report batch. */
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
    reportBatchId: text('report_batch_id'),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('certificate_events_certificate_idx').on(t.tenantId, t.certificateId, t.createdAt)],
);
