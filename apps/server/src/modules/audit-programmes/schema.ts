/**
 * Audit programmes and plans (shfa, DOMAIN.md §1.1, §1.2 rows 4–6, §5 "Audit"): one programme per
 * contract item (standard) with its rows (stage 1, stage 2, surveillances, recertification), the
 * audit projects made from due rows (one per audit event and standard), plans combining projects of
 * one enterprise (integrated audit) with their schedule in half-days, sites, team and status history,
 * and the auditors' declared consultancy relations (2-year bar). Rules live in @cb/domain
 * audit-programmes/.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';
import { auditorKey } from '../auditors/door.ts';
import { contractItemKey, contractKey } from '../contract-review/door.ts';
import { enterpriseKey } from '../customers/door.ts';

const days = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/** A day of a schedule and its task period (SPEC §3: 1 morning, 2 afternoon, 3 whole day, 4–7 half-day slots). */
export interface StoredScheduleDay {
  date: string;
  period: number;
}

/** The 3-year programme of one contract item (审核方案). */
export const auditProgrammes = pgTable(
  'audit_programmes',
  {
    ...businessColumns(),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** The contract and item it was generated from (null for a programme typed in by hand). */
    contractId: uuid('contract_id').references(contractKey),
    contractItemId: uuid('contract_item_id').references(contractItemKey),
    contractNo: text('contract_no').notNull().default(''),
    /** The auditors' scheme (QMS, EMS …) the team must be registered for. */
    scheme: text('scheme').notNull(),
    standardName: text('standard_name').notNull().default(''),
    scopeText: text('scope_text').notNull().default(''),
    codes: jsonb('codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    stage1Days: days('stage1_days').notNull().default(0),
    stage2Days: days('stage2_days').notNull().default(0),
    surveillanceDays: days('surveillance_days').notNull().default(0),
    recertificationDays: days('recertification_days').notNull().default(0),
    sitesToSample: integer('sites_to_sample').notNull().default(1),
    branchCode: text('branch_code').notNull().default(''),
    /** The rule set the dates were generated with. */
    ruleSetId: text('rule_set_id').notNull(),
    /** 1 for the first cycle, +1 after each recertification decision. */
    cycleNo: integer('cycle_no').notNull().default(1),
    /** The anchor of the current cycle (decision / stage-2 end / issue, per the rule set); null before the decision. */
    cycleStart: day('cycle_start'),
    expiryDate: day('expiry_date'),
    isTransfer: integer('is_transfer').notNull().default(0),
    /** 1 active, 2 closed. */
    status: integer('status').notNull().default(1),
  },
  (t) => [
    index('audit_programmes_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('audit_programmes_enterprise_idx').on(t.tenantId, t.enterpriseId),
    uniqueIndex('audit_programmes_item_uq')
      .on(t.tenantId, t.contractItemId)
      .where(sql`${t.contractItemId} is not null`),
  ],
);

/** One audit event of a programme, due in a window. */
export const programmeRows = pgTable(
  'programme_rows',
  {
    ...businessColumns(),
    programmeId: requiredRef('programme_id', () => auditProgrammes.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    cycleNo: integer('cycle_no').notNull().default(1),
    auditType: integer('audit_type').notNull(),
    stage: integer('stage'),
    dueFrom: day('due_from').notNull(),
    dueTo: day('due_to').notNull(),
    days: days('days').notNull().default(0),
    sitesToSample: integer('sites_to_sample').notNull().default(1),
    /** 1 while the dates are estimated (before the decision gives the anchor). */
    estimated: integer('estimated').notNull().default(0),
  },
  (t) => [
    uniqueIndex('programme_rows_seq_uq').on(t.tenantId, t.programmeId, t.seq),
    index('programme_rows_due_idx').on(t.tenantId, t.dueFrom),
  ],
);

/** An audit plan (审核计划 / task): one or more projects of one enterprise, audited together. */
export const auditPlans = pgTable(
  'audit_plans',
  {
    ...businessColumns(),
    planNo: text('plan_no').notNull(),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    branchCode: text('branch_code').notNull().default(''),
    /** 0 to be arranged, 1 to be approved, 2 to be rectified, 3 approved, 4 aborted, 5 rejected. */
    status: integer('status').notNull().default(0),
    /** 1 onsite, 0 offsite, 2 remote, 3 partly remote. */
    method: integer('method').notNull().default(1),
    schedule: jsonb('schedule').$type<StoredScheduleDay[]>().notNull().default(sql`'[]'::jsonb`),
    startDate: day('start_date'),
    endDate: day('end_date'),
    offsiteDays: days('offsite_days').notNull().default(0),
    /** Audit days the contract requires for the plan's projects. */
    requiredDays: days('required_days').notNull().default(0),
    notes: text('notes').notNull().default(''),
    submittedBy: uuid('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    /** The last return, rejection or abort reason. */
    reason: text('reason').notNull().default(''),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('audit_plans_no_uq').on(t.tenantId, t.planNo),
    index('audit_plans_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('audit_plans_status_idx').on(t.tenantId, t.status, t.startDate),
    index('audit_plans_enterprise_idx').on(t.tenantId, t.enterpriseId),
    // 信息上报 (regulator-reporting's unreported-page.ts): the approved plans with a first audit day
    // in 审核计划上报's order (first day, then id the other way) from either end; with the approval
    // time the page and its count are index-only scans. `id desc nulls first` read backwards is the
    // list's `id asc` (drizzle's plain desc() is nulls last, an order the list never asks for).
    index('audit_plans_report_idx')
      .on(t.tenantId, t.startDate, t.id.desc().nullsFirst(), t.approvedAt)
      .where(sql`${t.status} = 3 and ${t.startDate} is not null`),
    // 审核结果上报's order: the plan's last audit day (its first without one), then id.
    index('audit_plans_result_idx')
      .on(t.tenantId, sql`coalesce(${t.endDate}, ${t.startDate})`, t.id)
      .where(sql`${t.startDate} is not null`),
  ],
);

/** An audit project (审核项目): one audit event of one standard, from a programme row. */
export const auditProjects = pgTable(
  'audit_projects',
  {
    ...businessColumns(),
    programmeId: requiredRef('programme_id', () => auditProgrammes.id),
    programmeRowId: uuid('programme_row_id').references(() => programmeRows.id),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    planId: uuid('plan_id').references(() => auditPlans.id),
    auditType: integer('audit_type').notNull(),
    stage: integer('stage'),
    scheme: text('scheme').notNull(),
    codes: jsonb('codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    dueFrom: day('due_from').notNull(),
    dueTo: day('due_to').notNull(),
    days: days('days').notNull().default(0),
    sitesToSample: integer('sites_to_sample').notNull().default(1),
    /** Project status (SPEC §4 labels): 0 awaiting audit … 5 with audit status 4 aborted. */
    status: integer('status').notNull().default(0),
  },
  (t) => [
    uniqueIndex('audit_projects_row_uq')
      .on(t.tenantId, t.programmeRowId)
      .where(sql`${t.programmeRowId} is not null`),
    index('audit_projects_plan_idx').on(t.tenantId, t.planId),
    // An enterprise's projects (信息上报's certificate rows read the audits of the page's enterprises:
    // without it a parallel scan of every project, 300 ms at seed:large).
    index('audit_projects_enterprise_idx').on(t.tenantId, t.enterpriseId),
    index('audit_projects_programme_idx').on(t.tenantId, t.programmeId),
    // 证书统计's surveillance audits (statistics via audit-execution/for-statistics.ts): the few
    // projects of a surveillance type, not a scan of every project (300 ms at seed:large).
    index('audit_projects_type_idx').on(t.tenantId, t.auditType),
    // The status filters (现场审核文件 counts 0, 1 and 6) as an index-only count.
    index('audit_projects_status_idx').on(t.tenantId, t.status),
    // The project list's default order (newest first, as `desc` means it: nulls first) as an index walk.
    index('audit_projects_created_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A site visited by a plan. */
export const planSites = pgTable(
  'plan_sites',
  {
    ...businessColumns(),
    planId: requiredRef('plan_id', () => auditPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    siteType: integer('site_type').notNull().default(1),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('plan_sites_plan_idx').on(t.tenantId, t.planId, t.sortNo)],
);

/** A member of a plan's team with role, scheme, codes covered and half-days. */
export const planTeamMembers = pgTable(
  'plan_team_members',
  {
    ...businessColumns(),
    planId: requiredRef('plan_id', () => auditPlans.id, { onDelete: 'cascade' }),
    auditorId: requiredRef('auditor_id', auditorKey),
    /** 1 leader, 2 auditor, 3 technical expert, 4 trainee, 5 observer, 6 witness. */
    role: integer('role').notNull(),
    scheme: text('scheme').notNull(),
    codes: jsonb('codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The member's own days; empty = the plan's schedule. */
    days: jsonb('days').$type<StoredScheduleDay[]>().notNull().default(sql`'[]'::jsonb`),
    /** The half-days booked, as `YYYY-MM-DD:1|2` keys (the clash check and the calendar read them). */
    halfDays: jsonb('half_days').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** First and last booked date, for range queries. */
    fromDate: day('from_date'),
    toDate: day('to_date'),
    supervisorId: uuid('supervisor_id').references(auditorKey),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [
    uniqueIndex('plan_team_members_uq').on(t.tenantId, t.planId, t.auditorId),
    index('plan_team_members_auditor_idx').on(t.tenantId, t.auditorId, t.fromDate),
    // The clash check and the candidate search read every booking starting within a date window
    // (a schedule spans at most MAX_SCHEDULE_SPAN_DAYS, so the window is bounded on both sides).
    index('plan_team_members_from_idx').on(t.tenantId, t.fromDate),
    // The longest booking of the tenant (one index probe), which narrows that window to what the
    // data holds: a year of two-day plans reads the bookings starting a day before the range, not
    // 92 days before it. (A range-overlap GiST index would not do: under RLS only leakproof
    // operators may drive an index, and && on ranges is not one.)
    index('plan_team_members_span_idx').on(t.tenantId, sql`(${t.toDate} - ${t.fromDate})`),
  ],
);

/** Every status change of a plan, with who, when and why. */
export const planStatusHistory = pgTable(
  'plan_status_history',
  {
    ...businessColumns(),
    planId: requiredRef('plan_id', () => auditPlans.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull().default(''),
    byName: text('by_name').notNull().default(''),
  },
  (t) => [index('plan_status_history_plan_idx').on(t.tenantId, t.planId, t.createdAt)],
);

/** A declared consultancy relation of an auditor with a client: no audit of it within 2 years after. */
export const auditorConsultancies = pgTable(
  'auditor_consultancies',
  {
    ...businessColumns(),
    auditorId: requiredRef('auditor_id', auditorKey),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    endDate: day('end_date').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('auditor_consultancies_idx').on(t.tenantId, t.enterpriseId, t.auditorId)],
);

/** Last plan serial issued per plan-number prefix and year. */
export const planNumberCounters = pgTable(
  'plan_number_counters',
  {
    ...businessColumns(),
    prefix: text('prefix').notNull(),
    lastSerial: integer('last_serial').notNull().default(0),
  },
  (t) => [uniqueIndex('plan_number_counters_uq').on(t.tenantId, t.prefix)],
);
