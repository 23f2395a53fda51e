/**
 * The body's people (rlzy, DOMAIN.md §3.3, §4.5 and §5 "People"): auditors, their CCAA
 * registrations per scheme, their competences per professional code, labour contracts, leave and
 * witness assessments. Codes and rules live in @cb/domain auditors/.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';
import { users } from '../../platform/identity/schema.ts';

export const auditors = pgTable(
  'auditors',
  {
    ...businessColumns(),
    /** The user account the auditor signs in with (sees the auditor zone). */
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    /** 1 male, 2 female. */
    sex: integer('sex').notNull(),
    idCardNo: text('id_card_no').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    /** '1' auditor/technical expert, '2' manager, '3' marketing manager. */
    personnelKind: text('personnel_kind').notNull().default('1'),
    /** 1 full-time, 2 part-time. */
    employmentType: integer('employment_type').notNull().default(1),
    branchCompany: text('branch_company').notNull().default(''),
    education: text('education').notNull().default(''),
    employer: text('employer').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    /** 1 active, 2 suspended, 3 left. */
    status: integer('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('auditors_id_card_uq').on(t.tenantId, t.idCardNo),
    uniqueIndex('auditors_user_uq').on(t.tenantId, t.userId).where(sql`${t.userId} is not null`),
    index('auditors_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('auditors_name_idx').on(t.tenantId, t.name),
    index('auditors_status_idx').on(t.tenantId, t.status),
  ],
);

/** A CCAA registration of an auditor for one scheme. */
export const auditorQualifications = pgTable(
  'auditor_qualifications',
  {
    ...businessColumns(),
    auditorId: requiredRef('auditor_id', () => auditors.id),
    scheme: text('scheme').notNull(),
    /** 01 senior auditor, 02 auditor, 03 provisional auditor, 04 technical expert. */
    level: text('level').notNull(),
    registrationNo: text('registration_no').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** 1 leader, 2 trainee leader, 3 no. */
    leaderFlag: integer('leader_flag').notNull().default(3),
    canWitness: boolean('can_witness').notNull().default(false),
    /** The last expiry reminders sent (60 and 30 days before `validTo`). */
    remindedDays: integer('reminded_days'),
  },
  (t) => [
    uniqueIndex('auditor_qualifications_scheme_uq').on(t.tenantId, t.auditorId, t.scheme),
    index('auditor_qualifications_valid_to_idx').on(t.tenantId, t.validTo),
  ],
);

/** A competence of an auditor in one professional code (AuditorCodeCompetence). */
export const auditorCodeCompetences = pgTable(
  'auditor_code_competences',
  {
    ...businessColumns(),
    auditorId: requiredRef('auditor_id', () => auditors.id),
    scheme: text('scheme').notNull(),
    code: text('code').notNull(),
    source: text('source').notNull(),
    evaluationMethod: text('evaluation_method').notNull().default(''),
    passDate: date('pass_date', { mode: 'string' }),
    evaluator: text('evaluator').notNull().default(''),
    evidence: text('evidence').notNull().default(''),
    /** 0 awaiting approval, 1 approved, 2 returned, 3 withdrawn. */
    status: integer('status').notNull().default(0),
    returnReason: text('return_reason').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by'),
  },
  (t) => [
    // One live (applied or approved) record per auditor, scheme and code.
    uniqueIndex('auditor_code_competences_live_uq')
      .on(t.tenantId, t.auditorId, t.scheme, t.code)
      .where(sql`${t.status} in (0, 1)`),
    index('auditor_code_competences_code_idx').on(t.tenantId, t.scheme, t.code),
    index('auditor_code_competences_status_idx').on(t.tenantId, t.status, t.appliedAt),
  ],
);

export const auditorLabourContracts = pgTable(
  'auditor_labour_contracts',
  {
    ...businessColumns(),
    auditorId: requiredRef('auditor_id', () => auditors.id),
    contractNo: text('contract_no').notNull(),
    /** 1 employment, 2 service, 3 re-employment. */
    contractType: text('contract_type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dailyRate: numeric('daily_rate', { precision: 12, scale: 2 }).notNull().default('0'),
    remark: text('remark').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('auditor_labour_contracts_no_uq').on(t.tenantId, t.contractNo),
    index('auditor_labour_contracts_auditor_idx').on(t.tenantId, t.auditorId),
  ],
);

export const auditorLeaves = pgTable(
  'auditor_leaves',
  {
    ...businessColumns(),
    auditorId: requiredRef('auditor_id', () => auditors.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** 1 morning, 2 afternoon. */
    fromHalf: integer('from_half').notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    toHalf: integer('to_half').notNull(),
    reason: text('reason').notNull().default(''),
    /** 0 awaiting approval, 1 approved, 2 rejected. */
    status: integer('status').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('auditor_leaves_range_idx').on(t.tenantId, t.fromDate, t.toDate)],
);

export const witnessAssessments = pgTable(
  'witness_assessments',
  {
    ...businessColumns(),
    auditorId: requiredRef('auditor_id', () => auditors.id),
    witnessAuditorId: requiredRef('witness_auditor_id', () => auditors.id),
    scheme: text('scheme').notNull(),
    code: text('code').notNull().default(''),
    project: text('project').notNull(),
    witnessDate: date('witness_date', { mode: 'string' }).notNull(),
    /** 1 passed, 2 not passed. */
    result: integer('result').notNull(),
    comments: text('comments').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('witness_assessments_auditor_idx').on(t.tenantId, t.auditorId, t.witnessDate)],
);
