/**
 * 结算价 (cwgl/settlement): the monthly settlement with a partner or a branch, its lines (one per
 * client contract counted) and the versioned formula numbers. Money is numeric(14,2); every row has
 * `businessColumns()` (RLS, audit trail, optimistic-lock version).
 */
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';
import { branchKey } from '../branches/door.ts';
import { contractKey } from '../contract-review/door.ts';
import { enterpriseKey } from '../customers/door.ts';
import { partnerKey } from '../partners/door.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/** One saved version of the formula's numbers (the newest applies to new settlements). */
export const settlementFormulas = pgTable(
  'settlement_formulas',
  {
    ...businessColumns(),
    versionNo: integer('version_no').notNull(),
    annualFeePerMark: money('annual_fee_per_mark'),
  },
  (t) => [uniqueIndex('settlement_formulas_version_uq').on(t.tenantId, t.versionNo)],
);

export const settlements = pgTable(
  'settlements',
  {
    ...businessColumns(),
    /** YYYY-MM */
    month: text('month').notNull(),
    /** 1 partner, 2 branch. */
    partyType: integer('party_type').notNull(),
    partnerId: uuid('partner_id').references(partnerKey),
    branchId: uuid('branch_id').references(branchKey),
    partyName: text('party_name').notNull(),
    formulaVersion: integer('formula_version').notNull().default(0),
    unitPrice: money('unit_price'),
    annualFeePerMark: money('annual_fee_per_mark'),
    standards: integer('standards').notNull().default(0),
    markedStandards: integer('marked_standards').notNull().default(0),
    price: money('price'),
    annualFee: money('annual_fee'),
    total: money('total'),
    auditCost: money('audit_cost'),
    otherCosts: money('other_costs'),
    settled: money('settled'),
    carriedOver: money('carried_over'),
    prepayments: money('prepayments'),
    invoiceTax: money('invoice_tax'),
    balance: money('balance'),
    /** 1 when labour fees and travel were counted (auditor-pay's door), 0 when counted as 0. */
    labourCounted: integer('labour_counted').notNull().default(0),
    /** SPEC §3 bill check status: 0 unapproved, 1 approved, 2 rejected. */
    checkStatus: integer('check_status').notNull().default(0),
    checkedBy: uuid('checked_by'),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    checkReason: text('check_reason').notNull().default(''),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    // One live settlement per party and month (a rejected one may be made again).
    uniqueIndex('settlements_partner_month_uq')
      .on(t.tenantId, t.partnerId, t.month)
      .where(sql`${t.partnerId} is not null and ${t.checkStatus} <> 2`),
    uniqueIndex('settlements_branch_month_uq')
      .on(t.tenantId, t.branchId, t.month)
      .where(sql`${t.branchId} is not null and ${t.checkStatus} <> 2`),
    index('settlements_month_idx').on(t.tenantId, t.month, t.createdAt, t.id),
  ],
);

export const settlementLines = pgTable(
  'settlement_lines',
  {
    ...businessColumns(),
    settlementId: requiredRef('settlement_id', () => settlements.id, { onDelete: 'cascade' }),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    enterpriseName: text('enterprise_name').notNull(),
    contractId: requiredRef('contract_id', contractKey),
    contractNo: text('contract_no').notNull(),
    standards: integer('standards').notNull().default(0),
    markedStandards: integer('marked_standards').notNull().default(0),
    labour: money('labour'),
    travel: money('travel'),
    auditCost: money('audit_cost'),
    amount: money('amount'),
  },
  (t) => [
    index('settlement_lines_settlement_idx').on(t.tenantId, t.settlementId),
    index('settlement_lines_contract_idx').on(t.tenantId, t.contractId),
  ],
);
