/**
 * Contract review (htps) and contracts (DOMAIN.md §1.2 rows 2–3, §2, §5 "Application and contract"):
 * review tasks with one item per standard, their fee quotation lines, the body's audit-time data
 * (versioned duration tables, MD 5 Annex C adjustment factors, policy), its fee tariff and
 * accreditations, and the contracts an approved review creates with one item per standard.
 * Status codes and rules live in @cb/domain contract-review/.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef, tenantColumn } from '../../platform/db/columns.ts';
import { applicationChangeKey, applicationItemKey, applicationKey } from '../applications/door.ts';
import { enterpriseKey } from '../customers/door.ts';
import { standardKey } from '../reference/door.ts';

/** Half-day figures (audit days, FTE): numeric in the database, numbers in TypeScript. */
const days = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });
/** Money: numeric(14,2) as a decimal string (moneySchema), never a float. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A site of a review item, as confirmed by the reviewer (from the enterprise's sites). */
export interface ReviewSite {
  name: string;
  address: string;
  headcount: number;
  /** The central function is audited at every audit and is not counted in x (IAF MD 1). */
  central: boolean;
}

/** A signed MD 5 Annex C adjustment of one item, with its reason. */
export interface ReviewAdjustment {
  code: string;
  percent: number;
  reason: string;
}

/**
 * A contract-review task (合同评审): created when an application is accepted (review type 1) or
 * when a change needs an audit (type 2, one contract item, audit type 11 or 21).
 */
export const reviewTasks = pgTable(
  'review_tasks',
  {
    ...businessColumns(),
    /** 1 application review, 2 change review (REVIEW_TYPES). */
    reviewType: integer('review_type').notNull(),
    /** Audit type the review prepares (1 initial, 5/7 transfer, 11 scope extension, 21 change audit). */
    auditType: integer('audit_type').notNull(),
    applicationId: requiredRef('application_id', applicationKey),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** Change reviews: the change request and the contract item it concerns. */
    applicationChangeId: uuid('application_change_id').references(applicationChangeKey),
    contractItemId: uuid('contract_item_id').references((): AnyPgColumn => contractItems.id),
    /** 0 pending, 1 returned, 2 approved (REVIEW_STATUSES). */
    status: integer('status').notNull().default(0),
    reviewerId: uuid('reviewer_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    returnReason: text('return_reason').notNull().default(''),
    /** MD 11 integration adjustment across the standards (signed %), with its reason. */
    integrationPercent: days('integration_percent').notNull().default(0),
    integrationReason: text('integration_reason').notNull().default(''),
    /** Sum after the MD 11 adjustment, as calculated at the last save. */
    totalDays: days('total_days').notNull().default(0),
    /** The calculator's result with every step's figure and reason (AuditTimeResult). */
    auditTime: jsonb('audit_time'),
    /** Codes without a competent auditor at the last check: [{ standard, code }]. */
    competenceWarnings: jsonb('competence_warnings')
      .$type<{ standard: string; code: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    remark: text('remark').notNull().default(''),
    /** The contract the approval created. */
    contractId: uuid('contract_id').references((): AnyPgColumn => contracts.id),
  },
  (t) => [
    index('review_tasks_created_idx').on(t.tenantId, t.createdAt, t.id),
    // The review list's order (status, then newest first: REVIEW_DEFAULT_ORDER) as an index walk;
    // with ascending dates it sorted every review of the tenant (0.2 s at 100,000).
    index('review_tasks_status_idx').on(
      t.tenantId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('review_tasks_application_idx').on(t.tenantId, t.applicationId),
    index('review_tasks_change_idx').on(t.tenantId, t.applicationChangeId),
    // One open application review per application (an accepted application creates exactly one).
    uniqueIndex('review_tasks_open_application_uq')
      .on(t.tenantId, t.applicationId)
      .where(sql`${t.reviewType} = 1 and ${t.status} = 0`),
  ],
);

/**
 * The standard, scope, codes, risk and headcount a review item and its contract item both carry
 * (the same columns in the same place of each table).
 */
const itemScopeColumns = () => ({
  /** The calculator's standard (Q, E, S, ISMS) or '' when the standard has no duration table. */
  standardCode: text('standard_code').notNull().default(''),
  standardVersion: text('standard_version').notNull().default(''),
  scopeZh: text('scope_zh').notNull().default(''),
  scopeEn: text('scope_en').notNull().default(''),
  /** Internal professional codes (自用代码) and the reporting codes (上报代码). */
  professionalCodes: jsonb('professional_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  reportingCodes: jsonb('reporting_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** 1 high, 2 medium, 3 low, 4 limited; by default the highest of the codes. */
  riskLevel: integer('risk_level'),
  headcount: integer('headcount').notNull().default(0),
});

/** The sites of a review item and its contract item, with the sample sizes drawn from them. */
const itemSiteColumns = () => ({
  sites: jsonb('sites').$type<ReviewSite[]>().notNull().default(sql`'[]'::jsonb`),
  /** IAF MD 1 sample sizes (sites beyond the central function). */
  sampleInitial: integer('sample_initial').notNull().default(0),
  sampleSurveillance: integer('sample_surveillance').notNull().default(0),
  sampleRecertification: integer('sample_recertification').notNull().default(0),
});

/** One standard of a review: what the reviewer confirms (DOMAIN.md §1.2 row 2). */
export const reviewItems = pgTable(
  'review_items',
  {
    ...businessColumns(),
    reviewTaskId: requiredRef('review_task_id', () => reviewTasks.id, { onDelete: 'cascade' }),
    applicationItemId: uuid('application_item_id').references(applicationItemKey),
    certificateStandardId: requiredRef('certificate_standard_id', standardKey),
    ...itemScopeColumns(),
    /** Part-timers as full-time equivalents (MD 5 §2.3). */
    partTimeFte: days('part_time_fte').notNull().default(0),
    partTimeHeadcount: integer('part_time_headcount').notNull().default(0),
    /** Reduction for similar repetitive work, with its reason (EA FAQ 37.11). */
    repetitiveReduction: integer('repetitive_reduction').notNull().default(0),
    reductionReason: text('reduction_reason').notNull().default(''),
    effectivePersonnel: integer('effective_personnel').notNull().default(0),
    ...itemSiteColumns(),
    /** The accreditation mark the body holds for these codes ('' = not accredited). */
    accreditationMark: text('accreditation_mark').notNull().default(''),
    adjustments: jsonb('adjustments').$type<ReviewAdjustment[]>().notNull().default(sql`'[]'::jsonb`),
    tableDays: days('table_days').notNull().default(0),
    adjustedDays: days('adjusted_days').notNull().default(0),
    onsiteDays: days('onsite_days').notNull().default(0),
    stage1Days: days('stage1_days').notNull().default(0),
    stage2Days: days('stage2_days').notNull().default(0),
    surveillanceDays: days('surveillance_days').notNull().default(0),
    recertificationDays: days('recertification_days').notNull().default(0),
    /** Every step of the calculation with its figure and reason. */
    justification: jsonb('justification').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Codes of this item without a competent auditor. */
    competenceWarnings: jsonb('competence_warnings').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Months between surveillance audits (12 by default). */
    surveillanceFrequency: integer('surveillance_frequency').notNull().default(12),
    /** 1 when the reviewer has confirmed this standard. */
    confirmed: integer('confirmed').notNull().default(0),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('review_items_task_idx').on(t.tenantId, t.reviewTaskId, t.sortNo)],
);

/** A fee quotation line of a review: from the tariff, or overridden with a reason. */
export const reviewFeeLines = pgTable(
  'review_fee_lines',
  {
    ...businessColumns(),
    reviewTaskId: requiredRef('review_task_id', () => reviewTasks.id, { onDelete: 'cascade' }),
    reviewItemId: uuid('review_item_id').references(() => reviewItems.id, { onDelete: 'cascade' }),
    /** Audit type (1–24) and fee type (SPEC.md §3: 0 other, 1 initial audit, 2 surveillance …). */
    auditType: integer('audit_type').notNull(),
    feeType: integer('fee_type').notNull(),
    /** What the tariff gives; `amount` is what is quoted. */
    tariffAmount: money('tariff_amount').notNull().default('0'),
    amount: money('amount').notNull().default('0'),
    overridden: integer('overridden').notNull().default(0),
    overrideReason: text('override_reason').notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('review_fee_lines_task_idx').on(t.tenantId, t.reviewTaskId, t.sortNo)],
);

/**
 * A duration table (IAF MD 5 Annex A / ISO/IEC 27006) as data, versioned: an administrator adds a
 * new version and activates it; reviews keep the version they were calculated with.
 */
export const auditDurationTables = pgTable(
  'audit_duration_tables',
  {
    ...businessColumns(),
    /** Q, E, S, ISMS. */
    standard: text('standard').notNull(),
    /** e.g. 'IAF MD 5:2019'. */
    tableVersion: text('table_version').notNull(),
    /** [{ from, to }] inclusive bands of effective personnel. */
    bands: jsonb('bands').$type<{ from: number; to: number }[]>().notNull(),
    /** Days per band per complexity column ('all' | 'high' | 'medium' | 'low' | 'limited'). */
    columns: jsonb('columns').$type<Record<string, number[]>>().notNull(),
    /** 1 = the version in use for new calculations (one per standard). */
    active: integer('active').notNull().default(0),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('audit_duration_tables_uq').on(t.tenantId, t.standard, t.tableVersion),
    uniqueIndex('audit_duration_tables_active_uq').on(t.tenantId, t.standard).where(sql`${t.active} = 1`),
  ],
);

/** MD 5 Annex C adjustment factors as a code table (signed default percentage; negative reduces). */
export const auditTimeFactors = pgTable(
  'audit_time_factors',
  {
    ...businessColumns(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull().default(''),
    percent: days('percent').notNull(),
    enabled: integer('enabled').notNull().default(1),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [uniqueIndex('audit_time_factors_code_uq').on(t.tenantId, t.code)],
);

/** The body's audit-time policy (one row per tenant): stage 1 share, QMS risk adjustment. */
export const auditTimePolicies = pgTable(
  'audit_time_policies',
  {
    ...businessColumns(),
    stage1Share: days('stage1_share').notNull().default(0.3),
    defaultRiskLevel: integer('default_risk_level').notNull().default(2),
    qmsRiskAdjustment: jsonb('qms_risk_adjustment').$type<Record<string, number>>().notNull(),
  },
  (t) => [uniqueIndex('audit_time_policies_tenant_uq').on(t.tenantId)],
);

/** The body's fee tariff per audit type × fee type (optionally per standard). */
export const feeTariffs = pgTable(
  'fee_tariffs',
  {
    ...businessColumns(),
    auditType: integer('audit_type').notNull(),
    feeType: integer('fee_type').notNull(),
    /** '' = every standard. */
    standardCode: text('standard_code').notNull().default(''),
    /** 1 per person-day, 2 fixed amount. */
    basis: integer('basis').notNull().default(1),
    unitPrice: money('unit_price').notNull(),
    enabled: integer('enabled').notNull().default(1),
  },
  (t) => [uniqueIndex('fee_tariffs_uq').on(t.tenantId, t.auditType, t.feeType, t.standardCode)],
);

/** What the body is accredited for: per standard, the IAF codes a mark covers. */
export const bodyAccreditations = pgTable(
  'body_accreditations',
  {
    ...businessColumns(),
    standardCode: text('standard_code').notNull(),
    /** e.g. 'CNAS'. */
    mark: text('mark').notNull(),
    /** The body's accreditation number under the mark, printed on certificates, e.g. 'CNAS C068-M'. */
    accreditationNo: text('accreditation_no').notNull().default(''),
    iafCodes: jsonb('iaf_codes').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [uniqueIndex('body_accreditations_uq').on(t.tenantId, t.standardCode, t.mark)],
);

/** A certification contract (认证合同), created by an approved review. */
export const contracts = pgTable(
  'contracts',
  {
    ...businessColumns(),
    contractNo: text('contract_no').notNull(),
    reviewTaskId: requiredRef('review_task_id', () => reviewTasks.id),
    applicationId: requiredRef('application_id', applicationKey),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** 0 draft, 1 in review, 2 awaiting approval, 3 approved, 4 returned (CONTRACT_STATUSES). */
    status: integer('status').notNull().default(2),
    signedDate: date('signed_date', { mode: 'string' }),
    signatory: text('signatory').notNull().default(''),
    /** Months between surveillance audits. */
    surveillanceFrequency: integer('surveillance_frequency').notNull().default(12),
    integrationPercent: days('integration_percent').notNull().default(0),
    totalDays: days('total_days').notNull().default(0),
    totalFee: money('total_fee').notNull().default('0'),
    /** The reviewer, who may not approve the contract. */
    reviewerId: uuid('reviewer_id'),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    returnReason: text('return_reason').notNull().default(''),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('contracts_contract_no_uq').on(t.tenantId, t.contractNo),
    index('contracts_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('contracts_status_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('contracts_enterprise_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/** One standard of a contract (DOMAIN.md §5 ContractItem): its own cycle, programme and certificate. */
export const contractItems = pgTable(
  'contract_items',
  {
    ...businessColumns(),
    contractId: requiredRef('contract_id', () => contracts.id, { onDelete: 'cascade' }),
    reviewItemId: uuid('review_item_id').references(() => reviewItems.id),
    certificateStandardId: requiredRef('certificate_standard_id', standardKey),
    ...itemScopeColumns(),
    effectivePersonnel: integer('effective_personnel').notNull().default(0),
    stage1Days: days('stage1_days').notNull().default(0),
    stage2Days: days('stage2_days').notNull().default(0),
    surveillanceDays: days('surveillance_days').notNull().default(0),
    recertificationDays: days('recertification_days').notNull().default(0),
    /** How many recertifications this cycle follows (0 for an initial certification). */
    recertCount: integer('recert_count').notNull().default(0),
    surveillanceFrequency: integer('surveillance_frequency').notNull().default(12),
    accreditationMark: text('accreditation_mark').notNull().default(''),
    isTransfer: integer('is_transfer').notNull().default(0),
    ...itemSiteColumns(),
    /** Fees of this item per audit type: [{ auditType, feeType, amount }]. */
    fees: jsonb('fees')
      .$type<{ auditType: number; feeType: number; amount: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [
    index('contract_items_contract_idx').on(t.tenantId, t.contractId, t.sortNo),
    index('contract_items_standard_idx').on(t.tenantId, t.certificateStandardId),
  ],
);

/** The body's contract-number pattern (the applications' pattern syntax, default HT{yyyy}{seq:5}). */
export const contractNumberRules = pgTable(
  'contract_number_rules',
  {
    ...businessColumns(),
    pattern: text('pattern').notNull(),
  },
  (t) => [uniqueIndex('contract_number_rules_tenant_uq').on(t.tenantId)],
);

/** Last contract serial issued per number scope. */
export const contractNumberCounters = pgTable(
  'contract_number_counters',
  {
    tenantId: tenantColumn(),
    scope: text('scope').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope] })],
);
