/**
 * 证书邮寄 (yjgl): one row per mailing of a certificate, with the certificate's number and holder as
 * they were when it was registered, the recipient and address, and the courier's tracking.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';
import { certificateKey } from '../certificates/door.ts';

export const certificateMails = pgTable(
  'certificate_mails',
  {
    ...businessColumns(),
    certificateId: requiredRef('certificate_id', certificateKey),
    certNo: text('cert_no').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    /** 'staff' (邮寄登记) or 'apply' (邮寄申请, approved first). */
    source: text('source').notNull().default('staff'),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    courier: text('courier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    sentDate: date('sent_date', { mode: 'string' }),
    signedDate: date('signed_date', { mode: 'string' }),
    /** @cb/domain MAIL_STATUSES: 0 待审批, 1 待寄出, 2 已寄出, 3 已签收, 4 已驳回. */
    status: integer('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    approvedBy: uuid('approved_by'),
  },
  (t) => [
    index('certificate_mails_list_idx').on(t.tenantId, t.createdAt.desc(), t.id),
    index('certificate_mails_certificate_idx').on(t.tenantId, t.certificateId),
    index('certificate_mails_tracking_idx').on(t.tenantId, t.trackingNo).where(sql`${t.trackingNo} <> ''`),
  ],
);
