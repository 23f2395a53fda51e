/**
 * Technical review and certification decision (jssd, rzjd; DOMAIN.md §1.2 rows 10–12): the
 * technical reviews of a project (一评 / 二评, each with its reviewer, findings and result), the one
 * decision record per project (opened when the review passes, with its decider, result, date,
 * rationale and the effects it caused), and the certificate tasks a decision leaves for the
 * certificates area (issue, maintain, suspension proposal, change). Rules: @cb/domain
 * certification-decisions/.
 */
import { sql } from 'drizzle-orm';
import {
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
import { auditProjectKey } from '../audit-programmes/door.ts';
import { auditorKey } from '../auditors/door.ts';
import { enterpriseKey } from '../customers/door.ts';
import { certificateKey } from './hooks.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface StoredFinding {
  item: string;
  /** null: not answered (a rejection may leave items open). */
  ok: boolean | null;
  note: string;
}

/** One technical review of a project: a round, its reviewer and their findings. */
export const technicalReviews = pgTable(
  'technical_reviews',
  {
    ...businessColumns(),
    projectId: requiredRef('project_id', auditProjectKey),
    /** 1 一评, 2 二评. */
    round: integer('round').notNull().default(1),
    reviewerAuditorId: requiredRef('reviewer_auditor_id', auditorKey),
    reviewerUserId: uuid('reviewer_user_id').notNull(),
    assignedBy: uuid('assigned_by'),
    assignedAt: at('assigned_at').notNull(),
    /** 0 pending, 1 passed, 2 rejected (SPEC §3). */
    result: integer('result').notNull().default(0),
    findings: jsonb('findings').$type<StoredFinding[]>().notNull().default(sql`'[]'::jsonb`),
    reason: text('reason').notNull().default(''),
    /** Rejections: 1 back to rectification, 2 back to document return. */
    rejectTarget: integer('reject_target'),
    reviewedAt: at('reviewed_at'),
    /** A superseded assignment (reassigned, or a new round after a rejection) stays for the record. */
    superseded: integer('superseded').notNull().default(0),
  },
  (t) => [
    index('technical_reviews_project_idx').on(t.tenantId, t.projectId, t.round),
    index('technical_reviews_reviewer_idx').on(t.tenantId, t.reviewerUserId, t.result),
    index('technical_reviews_assigned_idx').on(t.tenantId, t.assignedAt, t.id),
    uniqueIndex('technical_reviews_open_uq')
      .on(t.tenantId, t.projectId, t.round)
      .where(sql`${t.superseded} = 0 and ${t.result} = 0`),
  ],
);

/** The certification decision of a project (one per project; reopened when returned to the team). */
export const certificationDecisions = pgTable(
  'certification_decisions',
  {
    ...businessColumns(),
    projectId: requiredRef('project_id', auditProjectKey),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    auditType: integer('audit_type').notNull(),
    /** When the file was complete (the archive confirmation): the start of the decision lead time. */
    fileCompletedAt: at('file_completed_at'),
    /** 0 pending, 1 passed, 2 rejected (back to the team), 3 not passed. */
    result: integer('result').notNull().default(0),
    decisionDate: date('decision_date', { mode: 'string' }),
    rationale: text('rationale').notNull().default(''),
    deciderUserId: uuid('decider_user_id'),
    deciderName: text('decider_name').notNull().default(''),
    decidedAt: at('decided_at'),
    effects: jsonb('effects').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('certification_decisions_project_uq').on(t.tenantId, t.projectId),
    index('certification_decisions_pending_idx').on(t.tenantId, t.result, t.fileCompletedAt),
    index('certification_decisions_decider_idx').on(t.tenantId, t.deciderUserId, t.decisionDate),
  ],
);

/** A task a decision leaves for the certificates area (issue, maintain, suspension proposal, change). */
export const certificateTasks = pgTable(
  'certificate_tasks',
  {
    ...businessColumns(),
    /** 1 issue, 2 maintain, 3 suspension proposal, 4 change. */
    kind: integer('kind').notNull(),
    /** 0 open, 1 done. */
    status: integer('status').notNull().default(0),
    decisionId: uuid('decision_id').references(() => certificationDecisions.id),
    projectId: uuid('project_id').references(auditProjectKey),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** The certificate (its key is the certificates' to give: hooks.ts `certificateKey`). */
    certificateId: uuid('certificate_id').references(() => certificateKey()),
    note: text('note').notNull().default(''),
    doneAt: at('done_at'),
    doneBy: uuid('done_by'),
  },
  (t) => [
    index('certificate_tasks_status_idx').on(t.tenantId, t.status, t.kind, t.createdAt),
    uniqueIndex('certificate_tasks_decision_uq').on(t.tenantId, t.decisionId, t.kind),
  ],
);

/** Last certificate serial per number scope (what the body's template puts before the serial). */
export const certificateNumberCounters = pgTable(
  'certificate_number_counters',
  {
    ...businessColumns(),
    scope: text('scope').notNull(),
    lastSerial: integer('last_serial').notNull().default(0),
  },
  (t) => [uniqueIndex('certificate_number_counters_uq').on(t.tenantId, t.scope)],
);
