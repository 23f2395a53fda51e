/**
 * 分公司 (cwgl/branch): the branch company as an entity. `businessColumns()` gives every row its
 * UUIDv7 id, tenant, creator/updater, timestamps and optimistic-lock version; tables with
 * `tenant_id` get row-level security and tables with `version` the audit trail automatically.
 *
 * Records that carried a branch before (clients' and auditors' 分公司 as text, programmes' and plans'
 * branch code, the plan numbers' segment) keep their values: they belong to the branch whose code
 * or name they carry (packages/domain/src/branches/rules.ts; door.ts reads them).
 */
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessColumns } from '../../platform/db/columns.ts';

export const branches = pgTable(
  'branches',
  {
    ...businessColumns(),
    /** The 2-digit segment of plan numbers. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** SPEC §3: 1 settle before certificate issue, 2 before audit, 3 monthly. */
    settlementMethod: integer('settlement_method').notNull().default(2),
    /** 1 package, 2 non-package. */
    settlementType: integer('settlement_type').notNull().default(2),
    /** Settlement unit price per standard (元). */
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull().default('0'),
    /** 1 per person-day, 2 per person-day per system. */
    borrowFeeUnit: integer('borrow_fee_unit').notNull().default(1),
    borrowFeeRate: numeric('borrow_fee_rate', { precision: 14, scale: 2 }).notNull().default('0'),
    /** 1 active, 0 disabled. */
    status: integer('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('branches_code_uq').on(t.tenantId, t.code),
    uniqueIndex('branches_name_uq').on(t.tenantId, t.name),
    index('branches_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);
