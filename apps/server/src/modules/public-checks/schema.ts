/**
 * 培训证书: the certificates the body's training issues (internal-auditor courses for clients,
 * transition and refresher courses for its own auditors), checked on /trainCertificate/check.
 * `certNo` is kept in upper case; `holderIdCardNo` is for the body's own matching and is never
 * answered publicly.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessColumns } from '../../platform/db/columns.ts';
import { auditorKey } from '../auditors/door.ts';

export const trainingCertificates = pgTable(
  'training_certificates',
  {
    ...businessColumns(),
    certNo: text('cert_no').notNull(),
    holderName: text('holder_name').notNull(),
    holderIdCardNo: text('holder_id_card_no').notNull().default(''),
    /** The body's own auditor, when the holder is one (refresher and transition courses). */
    auditorId: uuid('auditor_id').references(auditorKey),
    /** 工作单位 as printed. */
    employer: text('employer').notNull().default(''),
    courseName: text('course_name').notNull(),
    /** The standard the course teaches, as printed (may be empty). */
    standardName: text('standard_name').notNull().default(''),
    courseHours: integer('course_hours').notNull(),
    trainingFrom: date('training_from', { mode: 'string' }).notNull(),
    trainingTo: date('training_to', { mode: 'string' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** Null: valid without a time limit. */
    validTo: date('valid_to', { mode: 'string' }),
    /** 1 issued, 2 revoked (expiry is derived from `validTo`). */
    status: integer('status').notNull().default(1),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokeReason: text('revoke_reason').notNull().default(''),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('training_certificates_no_uq').on(t.tenantId, t.certNo),
    index('training_certificates_auditor_idx')
      .on(t.tenantId, t.auditorId)
      .where(sql`${t.auditorId} is not null`),
  ],
);
