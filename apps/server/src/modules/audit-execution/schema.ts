/**
 * Audit execution (审核项目 shxm, DOMAIN.md §1.2 rows 6–9): per audit project its execution record
 * (the SPEC §4 sub-statuses, the stage-1 report and conclusion, the archive confirmation), the
 * half-day check-ins, the opening and closing meetings, the nonconformities with their answer and
 * verification trail, the body's on-site file checklist per audit type, and special approvals. The
 * project itself and its main status are audit_projects (audit-programmes). Rules: @cb/domain
 * audit-execution/.
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
import { auditPlanKey, auditProjectKey } from '../audit-programmes/door.ts';
import { auditorKey } from '../auditors/door.ts';
import { enterpriseKey } from '../customers/door.ts';

const day = (name: string) => date(name, { mode: 'string' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One per audit project: the sub-statuses of SPEC §4 and what execution recorded. */
export const projectExecutions = pgTable(
  'project_executions',
  {
    ...businessColumns(),
    projectId: requiredRef('project_id', auditProjectKey),
    /** SPEC §4 workflow stage: 4 decision, 5 evaluation, 6 decided, 7 evaluated, 10 technical review. */
    stage: integer('stage'),
    /** 2 = a supplementary audit (补充审核中). */
    specialType: integer('special_type'),
    /** The project a supplementary audit follows up, and why it was arranged. */
    parentProjectId: uuid('parent_project_id').references(auditProjectKey),
    supplementaryReason: text('supplementary_reason').notNull().default(''),
    /** 1 = the stage-1 report is in (一阶段已提交). */
    stageOneFlag: integer('stage_one_flag').notNull().default(0),
    /** 1 ready for stage 2, 2 not ready. */
    stage1Conclusion: integer('stage1_conclusion'),
    stage1Reasons: text('stage1_reasons').notNull().default(''),
    stage1SubmittedAt: at('stage1_submitted_at'),
    techAuditStatus: integer('tech_audit_status'),
    decideStatus: integer('decide_status'),
    /** 3 returned for rectification, 4 aborted. */
    auditStatus: integer('audit_status'),
    initialReviewStatus: integer('initial_review_status'),
    reviewStatus: integer('review_status'),
    /** The last on-site day (for stage 2: the start of the 6-month major-NC limit). */
    lastOnsiteDay: day('last_onsite_day'),
    finishedAt: at('finished_at'),
    abortReason: text('abort_reason').notNull().default(''),
    /** The archive clerk who confirmed the complete on-site file, and when. */
    archivedBy: uuid('archived_by'),
    archivedAt: at('archived_at'),
  },
  (t) => [
    uniqueIndex('project_executions_project_uq').on(t.tenantId, t.projectId),
    index('project_executions_parent_idx').on(t.tenantId, t.parentProjectId),
  ],
);

/** A check-in of one team member for one half-day of a project (CNCA 认证到, DOMAIN.md §4.6). */
export const projectCheckIns = pgTable(
  'project_check_ins',
  {
    ...businessColumns(),
    projectId: requiredRef('project_id', auditProjectKey),
    planId: uuid('plan_id').references(auditPlanKey),
    auditorId: requiredRef('auditor_id', auditorKey),
    checkDate: day('check_date').notNull(),
    /** 1 morning (before 13:00), 2 afternoon. */
    period: integer('period').notNull(),
    checkedAt: at('checked_at').notNull().defaultNow(),
    location: text('location').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('project_check_ins_uq').on(t.tenantId, t.projectId, t.auditorId, t.checkDate, t.period),
    index('project_check_ins_auditor_idx').on(t.tenantId, t.auditorId, t.checkDate),
  ],
);

export interface StoredAttendee {
  name: string;
  position: string;
}

/** The opening (1) or closing (2) meeting of a project with its attendance. */
export const projectMeetings = pgTable(
  'project_meetings',
  {
    ...businessColumns(),
    projectId: requiredRef('project_id', auditProjectKey),
    kind: integer('kind').notNull(),
    heldOn: day('held_on').notNull(),
    attendees: jsonb('attendees').$type<StoredAttendee[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('project_meetings_uq').on(t.tenantId, t.projectId, t.kind)],
);

/** The body's on-site file checklist: per audit type and stage (0 = any), the documents it needs. */
export const onsiteChecklistItems = pgTable(
  'onsite_checklist_items',
  {
    ...businessColumns(),
    auditType: integer('audit_type').notNull(),
    stage: integer('stage').notNull().default(0),
    documentType: text('document_type').notNull(),
    required: integer('required').notNull().default(1),
    onlyWithNcs: integer('only_with_ncs').notNull().default(0),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [uniqueIndex('onsite_checklist_items_uq').on(t.tenantId, t.auditType, t.stage, t.documentType)],
);

/** A nonconformity (不符合项) raised by the team, answered by the enterprise, verified by the leader. */
export const nonconformities = pgTable(
  'nonconformities',
  {
    ...businessColumns(),
    projectId: requiredRef('project_id', auditProjectKey),
    /** Denormalised for the enterprise's row scope. */
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    ncNo: text('nc_no').notNull(),
    /** 1 major 严重, 2 minor 一般, 3 observation. */
    grade: integer('grade').notNull(),
    /** 0 awaiting answer, 1 awaiting verification, 2 returned, 3 closed. */
    status: integer('status').notNull().default(0),
    clause: text('clause').notNull(),
    department: text('department').notNull(),
    facts: text('facts').notNull(),
    dueDate: day('due_date'),
    correction: text('correction').notNull().default(''),
    cause: text('cause').notNull().default(''),
    correctiveAction: text('corrective_action').notNull().default(''),
    answeredBy: uuid('answered_by'),
    answeredAt: at('answered_at'),
    verifiedBy: uuid('verified_by'),
    verifiedAt: at('verified_at'),
    verifyComment: text('verify_comment').notNull().default(''),
  },
  (t) => [
    uniqueIndex('nonconformities_no_uq').on(t.tenantId, t.projectId, t.ncNo),
    index('nonconformities_enterprise_idx').on(t.tenantId, t.enterpriseId, t.status),
  ],
);

/** Every step of a nonconformity (raised, answered, accepted, returned), with who and what. */
export const nonconformityEvents = pgTable(
  'nonconformity_events',
  {
    ...businessColumns(),
    ncId: requiredRef('nc_id', () => nonconformities.id),
    action: text('action').notNull(),
    comment: text('comment').notNull().default(''),
    byName: text('by_name').notNull().default(''),
  },
  (t) => [index('nonconformity_events_nc_idx').on(t.tenantId, t.ncId, t.createdAt)],
);

/** 特殊审批: an exception the body allows for a project, with applicant, approver and reason. */
export const specialApprovals = pgTable(
  'special_approvals',
  {
    ...businessColumns(),
    projectId: uuid('project_id').references(auditProjectKey),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** SPECIAL_APPROVAL_KINDS: 1 late surveillance, 2 stage 2 despite not ready, 3 team change, 4 other. */
    kind: integer('kind').notNull(),
    reason: text('reason').notNull(),
    /** 0 pending, 1 approved, 2 rejected. */
    status: integer('status').notNull().default(0),
    appliedByName: text('applied_by_name').notNull().default(''),
    decidedBy: uuid('decided_by'),
    decidedByName: text('decided_by_name').notNull().default(''),
    decidedAt: at('decided_at'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    index('special_approvals_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('special_approvals_project_idx').on(t.tenantId, t.projectId),
  ],
);
