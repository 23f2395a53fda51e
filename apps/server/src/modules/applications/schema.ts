/**
 * Application intake (xmsl, DOMAIN.md §5 "Application and contract"): applications with one item
 * per standard, their status events, change requests, and the per-tenant numbering rule and
 * counters. Status codes and rules live in @cb/domain applications/intake.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { users } from '../../platform/identity/schema.ts';
import { enterpriseKey } from '../customers/door.ts';
import { partnerKey } from '../partners/door.ts';
import { standardKey } from '../reference/door.ts';

/** A certification application (认证申请). */
export const applications = pgTable(
  'applications',
  {
    ...businessColumns(),
    /** Generated from the tenant's number rule when the application is created. */
    applyNo: text('apply_no').notNull(),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** The partner that introduced the application (the enterprise's partner when created). */
    partnerId: uuid('partner_id').references(partnerKey),
    /** 1 new, 2 transfer, 3 change (APPLICATION_TYPES). */
    applicationType: integer('application_type').notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    /** Transfers: the issuing body and its certificate number (IAF MD 2; zz cacn_code). */
    originalBody: text('original_body').notNull().default(''),
    originalCertificateNo: text('original_certificate_no').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Confirmed items of the eligibility checklist (ELIGIBILITY_ITEMS code → true/false). */
    eligibility: jsonb('eligibility').notNull().default(sql`'{}'::jsonb`),
    /** 0 draft, 1 submitted, 2 accepted, 3 returned, 4 withdrawn (APPLICATION_STATUSES). */
    status: integer('status').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    submittedBy: uuid('submitted_by'),
    /** The reviewer's accept or return. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: uuid('reviewed_by'),
    returnReason: text('return_reason').notNull().default(''),
    /** Standards of the items, e.g. "Q,E,S", kept for the list and export. */
    standardCodes: text('standard_codes').notNull().default(''),
    /** Soft delete of drafts; regulated records are never removed. */
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('applications_apply_no_uq').on(t.tenantId, t.applyNo),
    // Prefix search on the number (LIKE 'SQ2026%') whatever the database collation.
    index('applications_apply_no_prefix_idx').on(t.tenantId, t.applyNo.op('text_pattern_ops')),
    // Ascending: lists read them backwards for "newest first" (ORDER BY created_at DESC, id DESC).
    index('applications_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('applications_status_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('applications_enterprise_idx').on(t.tenantId, t.enterpriseId, t.createdAt, t.id),
    index('applications_partner_idx').on(t.tenantId, t.partnerId, t.createdAt, t.id),
    index('applications_received_idx').on(t.tenantId, t.receivedDate),
  ],
);

/** One standard of an application (DOMAIN.md ApplicationStandard; becomes a contract item). */
export const applicationItems = pgTable(
  'application_items',
  {
    ...businessColumns(),
    applicationId: requiredRef('application_id', () => applications.id, { onDelete: 'cascade' }),
    certificateStandardId: requiredRef('certificate_standard_id', standardKey),
    standardVersion: text('standard_version').notNull().default(''),
    scopeZh: text('scope_zh').notNull(),
    scopeEn: text('scope_en').notNull().default(''),
    professionalCodes: jsonb('professional_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    riskLevel: integer('risk_level'),
    headcount: integer('headcount').notNull().default(0),
    effectivePersonnel: integer('effective_personnel').notNull().default(0),
    exclusions: text('exclusions').notNull().default(''),
    auditMethod: integer('audit_method').notNull().default(1),
    /** 1 single, 2 dual, 3 triple system. */
    systemNumber: integer('system_number').notNull().default(1),
    integratedAudit: integer('integrated_audit').notNull().default(0),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [
    index('application_items_application_idx').on(t.tenantId, t.applicationId),
    index('application_items_standard_idx').on(t.tenantId, t.certificateStandardId, t.applicationId),
  ],
);

/** Who moved an application to which status, when, and why (append-only). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    applicationId: requiredRef('application_id', () => applications.id, { onDelete: 'cascade' }),
    /** create, update, submit, accept, return, withdraw, delete. */
    action: text('action').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    reason: text('reason').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.tenantId, t.applicationId, t.createdAt)],
);

/** A change request on an application (变更申请); approval is 变更审批 (htps/bgsp). */
export const applicationChanges = pgTable(
  'application_changes',
  {
    ...businessColumns(),
    applicationId: requiredRef('application_id', () => applications.id),
    /** APPLICATION_CHANGE_TYPES code (1-7, 99 other). */
    changeType: integer('change_type').notNull(),
    /** INFO_CHANGE_TYPES codes (1-22). */
    infoChangeTypes: jsonb('info_change_types').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    beforeValue: text('before_value').notNull(),
    afterValue: text('after_value').notNull(),
    reason: text('reason').notNull(),
    otherDescription: text('other_description').notNull().default(''),
    /** 1 submitted, 2 approved, 3 rejected, 4 revoked (CHANGE_REQUEST_STATUSES). */
    status: integer('status').notNull().default(1),
    /** 1 when raised from the auditor zone (/xmsl/change/{applyId}/{fromZone}). */
    fromZone: integer('from_zone').notNull().default(0),
  },
  (t) => [
    index('application_changes_application_idx').on(t.tenantId, t.applicationId),
    index('application_changes_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** The tenant's application-number pattern (see numberPatternError for the syntax). */
export const applicationNumberRules = pgTable(
  'application_number_rules',
  {
    ...businessColumns(),
    pattern: text('pattern').notNull(),
  },
  (t) => [uniqueIndex('application_number_rules_tenant_uq').on(t.tenantId)],
);

/** Last serial issued per number scope (the pattern with its date parts filled in). */
export const applicationNumberCounters = pgTable(
  'application_number_counters',
  {
    tenantId: tenantColumn(),
    scope: text('scope').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope] })],
);
