/**
 * Notices (通知公告, category '2') and messages (消息, category '1'), their recipients with per-user
 * read state, each user's channel choice, the tenant's channel configuration and the delivery log.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
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

export const notices = pgTable(
  'notices',
  {
    ...businessColumns(),
    /** '1' message, '2' notice (the msgType of batchUpdateNotice). */
    msgCategory: text('msg_category').notNull(),
    /** Message type; '3' is shown highlighted (SPEC.md §3). */
    msgType: text('msg_type').notNull().default('1'),
    title: text('title').notNull(),
    /** Sanitised HTML (allowlist) as saved. */
    content: text('content').notNull().default(''),
    /** 'L', 'M' or 'H'. */
    priority: text('priority').notNull().default('M'),
    /** 'all', 'staff', 'external', 'roles' or 'users' (NoticeTargetType of @cb/domain). */
    targetType: text('target_type').notNull().default('all'),
    /** Role codes or user ids, per targetType. */
    targets: jsonb('targets').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** 0 draft, 1 published, 2 revoked. */
    sendStatus: integer('send_status').notNull().default(0),
    /** Shown on the public notice pages (no sign-in). */
    isPublic: boolean('is_public').notNull().default(false),
    senderId: uuid('sender_id'),
    senderName: text('sender_name'),
    sendTime: timestamp('send_time', { withTimezone: true, mode: 'date' }),
    revokeTime: timestamp('revoke_time', { withTimezone: true, mode: 'date' }),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('notices_status_idx').on(t.tenantId, t.msgCategory, t.sendStatus, t.sendTime)],
);

/** One row per recipient of a published notice: the read state of that user. */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    tenantId: tenantColumn(),
    noticeId: requiredRef('notice_id', () => notices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** 0 unread, 1 read. */
    readFlag: integer('read_flag').notNull().default(0),
    readTime: timestamp('read_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.userId] }),
    index('notice_recipients_user_idx').on(t.tenantId, t.userId, t.readFlag),
  ],
);

/** The channels a user wants notices through (dictionary notice_route; '1' is always kept). */
export const noticeRoutePrefs = pgTable('notice_route_prefs', {
  ...businessColumns(),
  userId: uuid('user_id').notNull().unique(),
  routes: jsonb('routes').$type<string[]>().notNull().default(sql`'["1"]'::jsonb`),
});

/** The tenant's configuration of an external channel ('2' email, '3' WeCom, '4' SMS). */
export const noticeChannelConfigs = pgTable(
  'notice_channel_configs',
  {
    ...businessColumns(),
    route: text('route').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('notice_channel_configs_route_uq').on(t.tenantId, t.route)],
);

/** What happened to each delivery through a channel: sent, failed, not configured, no address. */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    noticeId: uuid('notice_id').notNull(),
    userId: uuid('user_id').notNull(),
    route: text('route').notNull(),
    status: text('status').notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notice_deliveries_notice_idx').on(t.tenantId, t.noticeId)],
);
