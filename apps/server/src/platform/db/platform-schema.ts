/**
 * Tables of the platform itself: the audit trail, idempotent POST replies, tenant settings,
 * rate-limit counters and the tenants' data revisions.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { businessColumns, tenantColumn } from './columns.ts';

/** Written by a trigger on every business table: who changed which record, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantColumn(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_record_idx').on(t.tenantId, t.tableName, t.recordId),
    index('audit_log_at_idx').on(t.tenantId, t.at),
  ],
);

/** The first answer to a POST that carried an Idempotency-Key, replayed on a retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_key_uq').on(t.tenantId, t.userId, t.key)],
);

/** Per-tenant settings documents (ERP portal setting, contract popup …), validated on write. */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    ...businessColumns(),
    key: text('key').notNull(),
    value: jsonb('value').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('tenant_settings_key_uq').on(t.tenantId, t.key)],
);

/** Fixed-window rate-limit counters (login attempts) when no Redis is configured; not tenant data. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A per-tenant revision number per topic, raised by a trigger in the transaction of every write to
 * the topic's table (migration 0075, `tenant_revision_bump`): 'settings' (tenant_settings),
 * 'lifecycle.calendar' (working_calendar_days), 'regulator-reporting.code-maps' (report_code_maps).
 * A cache of data derived from those tables keeps the numbers it was built at and compares them
 * with one primary-key read: the bump commits with the change, so no instance pairs a new number
 * with old rows (platform/db/tenant-revisions.ts). Derived data: no audit trail of its own.
 */
export const tenantRevisions = pgTable(
  'tenant_revisions',
  {
    tenantId: tenantColumn(),
    topic: text('topic').notNull(),
    revision: integer('revision').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.topic] })],
);
