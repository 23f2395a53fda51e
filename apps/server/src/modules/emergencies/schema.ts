/**
 * 应急响应 (yjxy, BUSINESS.md §7): events, the enterprises each affects with their link token and
 * response, and what staff decided from a response (an audit postponed, a certificate's validity
 * extended). `businessColumns()` gives every row its UUIDv7 id, tenant, creator/updater, timestamps
 * and optimistic-lock version; tables with `tenant_id` get row-level security and tables with
 * `version` the audit trail automatically.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';
import { certificateKey } from '../certificates/door.ts';
import { enterpriseKey } from '../customers/door.ts';

/** An emergency event: what happened, the measures, who it affects; draft → published → closed. */
export const emergencyEvents = pgTable(
  'emergency_events',
  {
    ...businessColumns(),
    title: text('title').notNull(),
    /** EMERGENCY_TYPES. */
    eventType: text('event_type').notNull(),
    /** Region codes (行政区划) where it happened. */
    regions: jsonb('regions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    occurredAt: date('occurred_at', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    remoteAuditAllowed: boolean('remote_audit_allowed').notNull().default(false),
    /** At most 6 (IAF ID 3). */
    postponementMonths: integer('postponement_months').notNull().default(0),
    extensionMonths: integer('extension_months').notNull().default(0),
    /** 'region', 'industry' or 'list': how the affected enterprises are chosen when it is published. */
    scope: text('scope').notNull(),
    industries: jsonb('industries').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    enterpriseIds: jsonb('enterprise_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** 0 draft, 1 published, 2 closed. */
    status: integer('status').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('emergency_events_created_idx').on(t.tenantId, t.createdAt, t.id)],
);

/**
 * An enterprise an event affects (fixed when the event is published), the hash of its own link
 * token (the token itself is only ever in the link sent), and its response: one per enterprise,
 * editable until the event closes.
 */
export const emergencyEnterprises = pgTable(
  'emergency_enterprises',
  {
    ...businessColumns(),
    eventId: requiredRef('event_id', () => emergencyEvents.id, { onDelete: 'cascade' }),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** SHA-256 (hex) of the link token; null until the first notice. */
    tokenHash: text('token_hash'),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true, mode: 'date' }),
    /** '' not asked; otherwise the outcome in Chinese. */
    emailStatus: text('email_status').notNull().default(''),
    smsStatus: text('sms_status').notNull().default(''),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    canOperate: boolean('can_operate'),
    expectedRecovery: date('expected_recovery', { mode: 'string' }),
    alternativeSites: text('alternative_sites').notNull().default(''),
    postponementWanted: boolean('postponement_wanted'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('emergency_enterprises_uq').on(t.eventId, t.enterpriseId),
    uniqueIndex('emergency_enterprises_token_uq').on(t.tokenHash),
    index('emergency_enterprises_enterprise_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/**
 * A decision from a response: an audit (programme row) postponed, or a certificate's validity
 * extended, by `months` (≤ 6 in all per audit or certificate), with the dates before and after.
 * The lifecycle reads the moved deadlines through the programmes' hook (area.ts).
 */
export const emergencyDecisions = pgTable(
  'emergency_decisions',
  {
    ...businessColumns(),
    eventId: requiredRef('event_id', () => emergencyEvents.id),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** 'audit' or 'validity'. */
    kind: text('kind').notNull(),
    /** The programme row of a postponed audit. */
    programmeRowId: uuid('programme_row_id'),
    auditType: integer('audit_type'),
    certificateId: uuid('certificate_id').references(certificateKey),
    /** What it is about, as the letter names it (审核类型 and standard, or the certificate number). */
    subject: text('subject').notNull(),
    originalDate: date('original_date', { mode: 'string' }).notNull(),
    newDate: date('new_date', { mode: 'string' }).notNull(),
    months: integer('months').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('emergency_decisions_event_idx').on(t.tenantId, t.eventId, t.enterpriseId),
    index('emergency_decisions_row_idx').on(t.tenantId, t.programmeRowId),
    index('emergency_decisions_certificate_idx').on(t.tenantId, t.certificateId),
  ],
);
