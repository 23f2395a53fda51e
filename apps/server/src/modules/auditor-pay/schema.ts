/**
 * 劳务与薪酬 (labour, cwgl/labourFee, cwgl/salary, the auditor zone's 我的费用/我的工资条): the
 * versioned tariff, the labour fees and the salary slips. Money is integer fen (BUSINESS.md §3:
 * exact; tax rounds to the fen). `businessColumns()` gives every row its UUIDv7 id, tenant,
 * creator/updater, timestamps and optimistic-lock version; tables with `tenant_id` get row-level
 * security and tables with `version` the audit trail automatically.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
import { auditPlanKey, auditProjectKey } from '../audit-programmes/door.ts';
import { auditorKey } from '../auditors/door.ts';
import { contractKey } from '../contract-review/door.ts';
import { enterpriseKey } from '../customers/door.ts';

const day = (name: string) => date(name, { mode: 'string' });
const fen = (name: string) => integer(name).notNull().default(0);
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A version of the labour tariff (BUSINESS.md §3): every row of the table as fen, in force from its
 * date. A fee keeps the version it was computed with; the administrator saves a new version.
 */
export const labourTariffs = pgTable(
  'labour_tariffs',
  {
    ...businessColumns(),
    versionNo: integer('version_no').notNull(),
    effectiveFrom: day('effective_from').notNull(),
    rates: jsonb('rates').$type<Record<string, number>>().notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [uniqueIndex('labour_tariffs_version_uq').on(t.tenantId, t.versionNo)],
);

/** A labour fee: one per team member × plan × standard (source 1), or registered by hand (source 2). */
export const labourFees = pgTable(
  'labour_fees',
  {
    ...businessColumns(),
    /** 1 a completed plan, 2 by hand. */
    source: integer('source').notNull(),
    auditorId: requiredRef('auditor_id', auditorKey),
    planId: uuid('plan_id').references(auditPlanKey),
    projectId: uuid('project_id').references(auditProjectKey),
    planNo: text('plan_no').notNull().default(''),
    enterpriseId: uuid('enterprise_id').references(enterpriseKey),
    contractId: uuid('contract_id').references(contractKey),
    contractNo: text('contract_no').notNull().default(''),
    /** The standard (scheme) of the row. */
    standard: text('standard').notNull().default(''),
    auditType: integer('audit_type'),
    stage: integer('stage'),
    role: text('role').notNull().default('member'),
    qualification: text('qualification').notNull().default('auditor'),
    holdsCode: boolean('holds_code').notNull().default(false),
    witness: boolean('witness').notNull().default(false),
    halfDays: integer('half_days').notNull().default(0),
    /** Days × 10 counted on this row (its share of the member's days). */
    days10: integer('days10').notNull().default(0),
    dayRate: fen('day_rate'),
    reportFee: fen('report_fee'),
    amount: fen('amount'),
    /** Travel and other costs paid with the fee (fen). */
    travel: fen('travel'),
    factors: jsonb('factors').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tariffVersion: integer('tariff_version'),
    /** The day of the work (the plan's last on-site day) and its month YYYY-MM. */
    workDate: day('work_date').notNull(),
    workMonth: text('work_month').notNull(),
    /** 0 draft, 1 submitted, 2 approved, 3 paid. */
    status: integer('status').notNull().default(0),
    submittedBy: uuid('submitted_by'),
    submittedAt: at('submitted_at'),
    approvedBy: uuid('approved_by'),
    approvedAt: at('approved_at'),
    paidDate: day('paid_date'),
    paidRef: text('paid_ref').notNull().default(''),
    /** The auditor's answer: 0 none, 1 confirmed, 2 queried (with the reason). */
    answer: integer('answer').notNull().default(0),
    answerReason: text('answer_reason').notNull().default(''),
    answeredAt: at('answered_at'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('labour_fees_plan_member_uq')
      .on(t.tenantId, t.projectId, t.auditorId)
      .where(sql`${t.projectId} is not null`),
    index('labour_fees_month_idx').on(t.tenantId, t.workMonth, t.auditorId),
    index('labour_fees_auditor_idx').on(t.tenantId, t.auditorId, t.workMonth),
    index('labour_fees_created_idx').on(t.tenantId, t.createdAt, t.id),
    // 劳务费登记's default order (work date, then creation, newest first): a page without sorting a
    // year of fees (seed:large's 157k: 236 ms seq scan and top-N before).
    // NULLS FIRST as ORDER BY … DESC sorts (a NULLS LAST index is not used for it).
    // The id ends the order: a plan's (a month's) fees are written by one statement and share
    // their creation time, so without it a page could repeat or skip some.
    index('labour_fees_work_date_idx').on(
      t.tenantId,
      t.workDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('labour_fees_contract_idx').on(t.tenantId, t.contractId),
  ],
);

/**
 * 劳务费结算's groups: one row per auditor and work month with fees past draft (status > 0), their
 * counts by state and sums, kept by the trigger `labour_fee_groups_apply` on labour_fees in the
 * transaction of every fee write (migrations 0060, 0065: a statement's changes added as one delta per group;
 * a group left without rows is deleted). The settlement list pages these rows in SQL instead of
 * grouping a year of fees on every request. Derived data: no audit trail of its own (the fees have it).
 */
export const labourFeeGroups = pgTable(
  'labour_fee_groups',
  {
    tenantId: tenantColumn(),
    auditorId: uuid('auditor_id').notNull(),
    /**
     * The auditor's name, for the list's order and name filter from this table's index alone (kept
     * by the same trigger, and on a rename through the auditors' rename hook: `renameAuditorInGroups`).
     */
    auditorName: text('auditor_name').notNull().default(''),
    workMonth: text('work_month').notNull(),
    rows: integer('rows').notNull().default(0),
    submitted: integer('submitted').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    /** Rows the auditor queried (answer 2). */
    queried: integer('queried').notNull().default(0),
    /** Sum of the rows' amounts and travel (fen). */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    travel: bigint('travel', { mode: 'number' }).notNull().default(0),
    /** The latest payment date and reference of its paid rows. */
    paidDate: day('paid_date'),
    paidRef: text('paid_ref').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.auditorId, t.workMonth] }),
    // The list's default order (work month, newest first, then the name) and its month filter;
    // NULLS FIRST as ORDER BY … DESC sorts (a NULLS LAST index is not used for it).
    index('labour_fee_groups_month_idx').on(
      t.tenantId,
      t.workMonth.desc().nullsFirst(),
      t.auditorName,
      t.auditorId,
    ),
  ],
);

/** A salary slip: one per person and month, imported from Excel or built from the month's fees. */
export const salarySlips = pgTable(
  'salary_slips',
  {
    ...businessColumns(),
    auditorId: requiredRef('auditor_id', auditorKey),
    month: text('month').notNull(),
    /** 1 imported, 2 built from the month's fees. */
    source: integer('source').notNull(),
    basic: fen('basic'),
    labourFee: fen('labour_fee'),
    subsidy: fen('subsidy'),
    auditDays: integer('audit_days').notNull().default(0),
    other: fen('other'),
    gross: fen('gross'),
    tax: fen('tax'),
    net: fen('net'),
    /** 0 not sent, 1 sent, 2 confirmed. */
    status: integer('status').notNull().default(0),
    sentAt: at('sent_at'),
    confirmedAt: at('confirmed_at'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('salary_slips_person_month_uq').on(t.tenantId, t.auditorId, t.month),
    index('salary_slips_month_idx').on(t.tenantId, t.month),
  ],
);

/**
 * A payment of one auditor's approved fees of a work month (劳务费结算 发放): the amount, the tax
 * withheld (all labour fees paid to a person in a calendar month are one payment: this payment's
 * tax is the month's tax less what was withheld before in that month), the date and reference.
 */
export const labourFeePayments = pgTable(
  'labour_fee_payments',
  {
    ...businessColumns(),
    auditorId: requiredRef('auditor_id', auditorKey),
    workMonth: text('work_month').notNull(),
    /** The calendar month of the payment, YYYY-MM. */
    payMonth: text('pay_month').notNull(),
    paidDate: day('paid_date').notNull(),
    paidRef: text('paid_ref').notNull(),
    rows: integer('rows').notNull(),
    gross: fen('gross'),
    taxable: fen('taxable'),
    tax: fen('tax'),
    net: fen('net'),
  },
  (t) => [
    index('labour_fee_payments_person_idx').on(t.tenantId, t.auditorId, t.payMonth),
    index('labour_fee_payments_work_idx').on(t.tenantId, t.auditorId, t.workMonth),
  ],
);

/**
 * How many rows the lists of 劳务与薪酬 have, per tenant, list and month: 'fees' (labour_fees by work
 * month), 'groups' (labour_fee_groups) and 'slips' (salary_slips by month). Kept by statement-level
 * triggers on those three tables in the transaction of every write (migration 0073), so the
 * unfiltered pages count by reading a year's dozen rows here instead of 10,001 index entries, and
 * 工资条 finds its months and their sizes in one read. Exact, never sampled. Derived data: no audit
 * trail of its own; rows whose count went back to 0 stay (their `n` is 0).
 */
export const labourListCounts = pgTable(
  'labour_list_counts',
  {
    tenantId: tenantColumn(),
    list: text('list').notNull(),
    month: text('month').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.list, t.month] })],
);
