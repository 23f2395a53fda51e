/**
 * Certificates (zsfx, DOMAIN.md §5 "Decision and certificate"): one row per certificate version,
 * with the enterprise's name, address and scope as printed on it (a snapshot: later changes to the
 * enterprise record do not rewrite an issued certificate), and the append-only history of what
 * happened to it. Status codes are DOMAIN.md §1.3 (@cb/domain CERTIFICATE_STATUSES_WITH_OLD).
 */
import type { CertificateSite } from '@cb/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef, tenantColumn } from '../../platform/db/columns.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { users } from '../../platform/identity/schema.ts';
import { provideCertificateKey } from '../certification-decisions/door.ts';
import { enterpriseKey } from '../customers/door.ts';
import { standardKey } from '../reference/door.ts';

// certificate_tasks (the decisions', an earlier area's) points at a certificate: its key is given here.
provideCertificateKey(() => certificates.id);

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
    certificateStandardId: uuid('certificate_standard_id').references(standardKey),
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
    enterpriseId: uuid('enterprise_id').references(enterpriseKey),
    enterpriseName: text('enterprise_name').notNull(),
    enterpriseNameEn: text('enterprise_name_en').notNull().default(''),
    enterpriseAddress: text('enterprise_address').notNull().default(''),
    enterpriseAddressEn: text('enterprise_address_en').notNull().default(''),
    /** Accreditation marks printed on the certificate, e.g. 'CNAS'. */
    marks: text('marks').notNull().default(''),
    /** The body's accreditation number under that mark, as printed, e.g. 'CNAS C068-M'. */
    accreditationNo: text('accreditation_no').notNull().default(''),
    /** Every site the certificate covers, as printed (a snapshot of the contract item's sites). */
    sites: jsonb('sites').$type<CertificateSite[]>().notNull().default(sql`'[]'::jsonb`),
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
    // Case-insensitive number lookups of every version (the unique index above covers current ones).
    index('certificates_cert_no_upper_idx').on(t.tenantId, sql`upper(${t.certNo})`),
    index('certificates_main_cert_no_idx').on(t.tenantId, t.mainCertNo),
    index('certificates_status_idx').on(t.tenantId, t.status, t.expiryDate),
    // A name's certificates and whether they are current, from the index alone: a name search
    // counts its rows through the name directory and this (platform/crud/search.ts
    // pagedDirectorySearch), an index-only scan where (tenant_id, enterprise_name) read each row.
    index('certificates_enterprise_name_idx').on(t.tenantId, t.enterpriseName, t.status),
    index('certificates_enterprise_idx').on(t.tenantId, t.enterpriseId),
    index('certificates_issue_idx').on(t.tenantId, t.issueDate.desc(), t.id),
    // 历史证书 (superseded versions, a few percent of the rows) newest first.
    index('certificates_old_issue_idx').on(t.tenantId, t.issueDate.desc(), t.id).where(sql`${t.status} = 99`),
    // "Number contains" in the staff lists, through tenant_row_ids (platform/crud/search.ts).
    index('certificates_cert_no_trgm_idx').using('gin', t.certNo.op('gin_trgm_ops')),
    // The lists' other sort columns, either way: an index walk plus an incremental sort of the ties
    // by id reads ten entries instead of sorting the tenant (0.7 s at a million).
    index('certificates_cert_no_idx').on(t.tenantId, t.certNo),
    index('certificates_expiry_idx').on(t.tenantId, t.expiryDate),
    index('certificates_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

/**
 * Every enterprise name printed on a certificate of the body, once (a name directory). A body has
 * about a tenth as many names as certificates, and nearly every name ends in the same legal form
 * (有限公司 …), whose trigrams are in every row: on the certificates' own trigram index a full name's
 * search read ~900 index pages (14 ms at a million certificates), on this one ~100 (1 ms). So
 * `tenant_row_ids` (platform/db/hardening.ts) finds certificates by a name that few directory names
 * match through here and then (tenant_id, enterprise_name); a frequent fragment, whose first matches
 * the certificates' own index finds at once, goes there. Kept by a trigger on certificates in the
 * writing transaction; a name no certificate carries any more stays and finds nothing.
 */
export const certificateNames = pgTable(
  'certificate_names',
  {
    tenantId: tenantColumn(),
    enterpriseName: text('enterprise_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.enterpriseName] }),
    // Names are added one at a time, and searched far more often: straight into the index, not
    // into a pending list that every search would read whole until a vacuum.
    index('certificate_names_trgm_idx')
      .using('gin', t.enterpriseName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/** What happened to a certificate, when and why (append-only; DOMAIN.md CertificateEvent). */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    certificateId: requiredRef('certificate_id', () => certificates.id),
    /** issue, change, suspend, restore, revoke, cancel, expire, reissue. */
    eventType: text('event_type').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    /** Change type (certchange, DOMAIN.md §4.4: 97_01 suspend, 01 name …). */
    changeType: text('change_type').notNull().default(''),
    /** Suspension / revocation / cancellation reason (DOMAIN.md §4.4). */
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
  (t) => [
    index('certificate_events_certificate_idx').on(t.tenantId, t.certificateId, t.createdAt),
    // The history list's default order (newest first) without sorting the tenant's events.
    index('certificate_events_created_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    // 证书统计's suspensions, revocations and cancellations in a period (for-statistics.ts), from the
    // few such events rather than a scan of every event (400 ms → 1 ms at cb_large's million issues).
    index('certificate_events_status_kind_idx')
      .on(t.tenantId, t.eventType, t.effectiveDate, t.certificateId)
      .where(sql`${t.eventType} in ('suspend', 'revoke', 'cancel')`),
    // 证书统计's "valid at the end of a past period" (for-statistics.ts): the status changes effective
    // after a day (suspend, restore, revoke, cancel, expire, reissue; not the issues, a million at
    // cb_large), read once per count from this small index.
    index('certificate_events_status_change_idx')
      .on(t.tenantId, t.effectiveDate, t.certificateId, t.createdAt, t.fromStatus)
      .where(sql`${t.fromStatus} is not null and ${t.fromStatus} <> ${t.toStatus}`),
    // 信息上报's 未上报 (regulator-reporting's unreported-page.ts): the month's unreported events among
    // a million reported ones, in the list's order (event date, then id the other way) from either end;
    // with the event type its page and its count are index-only scans.
    index('certificate_events_unreported_idx')
      .on(t.tenantId, t.effectiveDate, t.id.desc(), t.eventType)
      .where(sql`${t.reportedAt} is null`),
  ],
);

/**
 * A certificate template (证书模板, zsmb): per certification type, scheme and language, the fields
 * placed in millimetres on the page over the body's artwork, and where the QR code goes (it points
 * at the public detail page). `revision` counts saved layout changes.
 */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    ...businessColumns(),
    name: text('name').notNull(),
    certificateType: text('certificate_type').notNull().default('A'),
    /** Scheme code (Q, E, S …); '' fits every scheme of the type. */
    standardCode: text('standard_code').notNull().default(''),
    /** zh, en or bilingual. */
    language: text('language').notNull().default('zh'),
    pageSize: text('page_size').notNull().default('A4'),
    landscape: boolean('landscape').notNull().default(false),
    /** CertificateTemplateField[] of @cb/domain. */
    fields: jsonb('fields').notNull(),
    qrXMm: doublePrecision('qr_x_mm').notNull(),
    qrYMm: doublePrecision('qr_y_mm').notNull(),
    qrSizeMm: doublePrecision('qr_size_mm').notNull(),
    /** The artwork (PNG or JPEG) under the fields. */
    backgroundFileId: uuid('background_file_id').references(() => storedFiles.id),
    revision: integer('revision').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('certificate_templates_name_uq').on(t.tenantId, t.name).where(sql`not ${t.deleted}`),
    index('certificate_templates_match_idx').on(t.tenantId, t.certificateType, t.standardCode),
  ],
);

/**
 * A batch of 证书维护 (zswh): a print of many certificates into one PDF, regenerating their stored
 * PDFs, or a standard transition, done in the background (maintenance.ts). Progress is counted
 * from its items; `leaseUntil` marks the instance working on it (a lapsed lease is resumed).
 */
export const certificateBatches = pgTable(
  'certificate_batches',
  {
    ...businessColumns(),
    /** print, regenerate, transition (@cb/domain MAINTENANCE_KINDS). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The transition's target standard, the remark. */
    params: jsonb('params').notNull(),
    /** queued, running, done, cancelled, failed. */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    /** The batch print's PDF. */
    fileId: uuid('file_id').references(() => storedFiles.id),
    error: text('error').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('certificate_batches_status_idx').on(t.tenantId, t.status, t.createdAt)],
);

/** One certificate of a batch and its result (ok, or failed with the reason). */
export const certificateBatchItems = pgTable(
  'certificate_batch_items',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    batchId: requiredRef('batch_id', () => certificateBatches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    certificateId: requiredRef('certificate_id', () => certificates.id),
    certNo: text('cert_no').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    /** pending, ok, failed. */
    status: text('status').notNull().default('pending'),
    message: text('message').notNull().default(''),
    /** Rendering time of the certificate's PDF. */
    ms: doublePrecision('ms'),
    /** The regenerated PDF (regenerate) or the new version (transition). */
    resultId: uuid('result_id'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('certificate_batch_items_seq_uq').on(t.batchId, t.seq),
    index('certificate_batch_items_status_idx').on(t.tenantId, t.batchId, t.status),
    index('certificate_batch_items_certificate_idx').on(t.tenantId, t.certificateId),
  ],
);

/**
 * A notice to an enterprise contact about a certificate event (短信通知): SMS or e-mail, recorded
 * with the status change and sent once it has committed (notices.ts); a failed one can be resent.
 */
export const certificateNotices = pgTable(
  'certificate_notices',
  {
    ...businessColumns(),
    certificateId: requiredRef('certificate_id', () => certificates.id),
    eventId: uuid('event_id').references(() => certificateEvents.id),
    certNo: text('cert_no').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    /** suspend, restore, revoke, cancel, expire. */
    eventType: text('event_type').notNull(),
    /** notice_route: '2' e-mail, '4' SMS. */
    channel: text('channel').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    address: text('address').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** pending, sent, failed, skipped. */
    status: text('status').notNull().default('pending'),
    detail: text('detail').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('certificate_notices_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('certificate_notices_status_idx').on(t.tenantId, t.status),
  ],
);

/**
 * A generated PDF of a certificate version, kept (the file is a stored file owned by the
 * certificate): on issue, on every new version (change, reissue) and on 证书维护's regeneration.
 * Append-only; the certificate detail lists them, newest first, with when and why.
 */
export const certificatePdfs = pgTable(
  'certificate_pdfs',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    certificateId: requiredRef('certificate_id', () => certificates.id),
    fileId: requiredRef('file_id', () => storedFiles.id),
    /** issue, change, reissue, regenerate (@cb/domain CERTIFICATE_PDF_REASONS). */
    reason: text('reason').notNull(),
    /** What caused it: the change's reason, the batch's title. */
    note: text('note').notNull().default(''),
    templateId: uuid('template_id'),
    templateName: text('template_name').notNull().default(''),
    templateRevision: integer('template_revision'),
    batchId: uuid('batch_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('certificate_pdfs_certificate_idx').on(t.tenantId, t.certificateId, t.createdAt)],
);
