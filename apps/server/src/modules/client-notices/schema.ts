/**
 * 客户通知 and 开放文件 (khgl, BUSINESS.md §6): notices to the body's clients with each recipient's
 * read state and delivery outcomes, and documents opened to all clients or chosen ones.
 * `businessColumns()` gives every row its UUIDv7 id, tenant, creator/updater, timestamps and
 * optimistic-lock version; tables with `tenant_id` get row-level security and tables with `version`
 * the audit trail automatically (a notice's send and an opened file's audience are row changes).
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
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef, tenantColumn } from '../../platform/db/columns.ts';
import { enterpriseKey } from '../customers/door.ts';

/** A notice to clients: a draft until sent, then as it was sent. */
export const clientNotices = pgTable(
  'client_notices',
  {
    ...businessColumns(),
    title: text('title').notNull(),
    /** Plain text (shown with its line breaks; never HTML). */
    content: text('content').notNull(),
    /** 'all', 'standard', 'region', 'certStatus' or 'list' (CLIENT_NOTICE_AUDIENCES). */
    audienceType: text('audience_type').notNull(),
    /** Standard codes, region codes, certificate status codes or enterprise ids, per audienceType. */
    audienceValues: jsonb('audience_values').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sendSms: boolean('send_sms').notNull().default(false),
    sendEmail: boolean('send_email').notNull().default(false),
    /** 0 draft, 1 sent. */
    status: integer('status').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    sentBy: uuid('sent_by'),
    senderName: text('sender_name'),
    recipientCount: integer('recipient_count').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    // The default order of the list (newest first, id as the tie-break) read straight from the index.
    index('client_notices_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('client_notices_sent_idx').on(t.tenantId, t.sentAt),
  ],
);

/** One row per enterprise a sent notice went to: when and by whom it was read, how it was delivered. */
export const clientNoticeRecipients = pgTable(
  'client_notice_recipients',
  {
    tenantId: tenantColumn(),
    noticeId: requiredRef('notice_id', () => clientNotices.id, { onDelete: 'cascade' }),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    readBy: uuid('read_by'),
    readerName: text('reader_name'),
    /** '' not asked; otherwise the outcome in Chinese (已发送至…, 未设置手机号, 发送失败：…). */
    smsStatus: text('sms_status').notNull().default(''),
    emailStatus: text('email_status').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.enterpriseId] }),
    // The enterprise's own notices, newest first (its portal list).
    index('client_notice_recipients_enterprise_idx').on(t.tenantId, t.enterpriseId, t.noticeId),
    index('client_notice_recipients_read_idx').on(t.noticeId, t.readAt),
  ],
);

/** A document opened to every client or to the chosen ones; its file is a record file ('opened_file'). */
export const openedFiles = pgTable(
  'opened_files',
  {
    ...businessColumns(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 'all' or 'list'. */
    audienceType: text('audience_type').notNull(),
    /** For 'list': the enterprises it is opened to (a JSON array of ids, in the audit trail with the row). */
    enterpriseIds: jsonb('enterprise_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    index('opened_files_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('opened_files_enterprises_idx').using('gin', t.enterpriseIds),
  ],
);
