/**
 * Self-registration (/user/register, issue 36 item 5): a company's request for a portal account until
 * the body approves or rejects it, and the short-lived verification codes of registration (SMS) and
 * of the signed-out password reset (SMS or e-mail). Only hashes of codes, tokens and passwords are kept.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessColumns } from '../../platform/db/columns.ts';

export const clientRegistrations = pgTable(
  'client_registrations',
  {
    ...businessColumns(),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** The password the applicant chose, hashed as a user's (scrypt); becomes the user's on approval. */
    passwordHash: text('password_hash').notNull(),
    /** 'sms' (verified by code before submitting) or 'email' (a link confirms the address). */
    channel: text('channel').notNull(),
    /** 0 e-mail unconfirmed, 1 pending review, 2 approved, 3 rejected (REGISTRATION_STATUS). */
    status: integer('status').notNull(),
    /** SHA-256 of the e-mail link's token, until it is used. */
    emailTokenHash: text('email_token_hash'),
    emailTokenExpiresAt: timestamp('email_token_expires_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: uuid('reviewed_by'),
    reviewerName: text('reviewer_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    rejectReason: text('reject_reason'),
    userId: uuid('user_id'),
    enterpriseId: uuid('enterprise_id'),
  },
  (t) => [
    index('client_registrations_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('client_registrations_status_idx').on(t.tenantId, t.status),
    index('client_registrations_token_idx').on(t.emailTokenHash),
  ],
);

/** A code sent to a phone or an e-mail address: for registering (the phone) or resetting a password (a user). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    ...businessColumns(),
    /** 'register' or 'reset'. */
    purpose: text('purpose').notNull(),
    /** The phone (register) or the user's id (reset). */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('verification_codes_target_idx').on(t.tenantId, t.purpose, t.target, t.createdAt)],
);
