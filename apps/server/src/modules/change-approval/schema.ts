/**
 * 变更审批 (htps/bgsp): the decision on a change request (one per request: who decided what, the
 * fields it changed with their values before and after, whether they were applied, the contract
 * review it opened, and what must still reach the certificates), and the trail of its steps.
 * The change request itself stays in the applications area (application_changes).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef, tenantColumn } from '../../platform/db/columns.ts';
import { users } from '../../platform/identity/schema.ts';
import { applicationChangeKey, applicationItemKey, applicationKey } from '../applications/door.ts';
import { enterpriseKey } from '../customers/door.ts';

/** One changed field as decided: key of CHANGE_FIELDS, its label, and the values as shown. */
export interface StoredChangeField {
  key: string;
  label: string;
  target: 'enterprise' | 'item';
  before: string;
  after: string;
}

/** What one certificate must take over at its next version. */
export interface StoredCertificateFlow {
  certificateId: string;
  certNo: string;
  standardCode: string;
  changeCodes: string[];
  fields: { key: string; label: string; after: string }[];
}

/** The approver's decision on a change request (变更审批). */
export const changeApprovals = pgTable(
  'change_approvals',
  {
    ...businessColumns(),
    applicationChangeId: requiredRef('application_change_id', applicationChangeKey),
    applicationId: requiredRef('application_id', applicationKey),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** The standard (application item) the change concerns, when it concerns one. */
    applicationItemId: uuid('application_item_id').references(applicationItemKey),
    /** CHANGE_DECISIONS: 1 no audit, 2 document review, 3 audit, 4 rejected. */
    decision: integer('decision').notNull(),
    /** 11 scope extension or 21 change audit when `decision` is 3. */
    auditType: integer('audit_type'),
    opinion: text('opinion').notNull().default(''),
    fields: jsonb('fields').$type<StoredChangeField[]>().notNull().default(sql`'[]'::jsonb`),
    /** Whether the fields were written to the enterprise and the item. */
    applied: boolean('applied').notNull().default(false),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    /** The contract review the audit path opened (contract-review area). */
    reviewId: uuid('review_id'),
    certificateFlow: jsonb('certificate_flow')
      .$type<StoredCertificateFlow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** CERTIFICATE_FLOW_STATUSES: 0 none, 1 waiting for the next certificate version, 2 done. */
    certificateFlowStatus: integer('certificate_flow_status').notNull().default(0),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('change_approvals_change_uq').on(t.tenantId, t.applicationChangeId),
    index('change_approvals_decided_idx').on(t.tenantId, t.decidedAt, t.id),
    index('change_approvals_flow_idx').on(t.tenantId, t.certificateFlowStatus),
  ],
);

/** The steps of a change request's approval (append-only). */
export const changeApprovalEvents = pgTable(
  'change_approval_events',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    applicationChangeId: requiredRef('application_change_id', applicationChangeKey),
    /** CHANGE_APPROVAL_ACTIONS code. */
    action: text('action').notNull(),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('change_approval_events_change_idx').on(t.tenantId, t.applicationChangeId, t.createdAt)],
);
