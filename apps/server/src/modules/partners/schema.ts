/**
 * 合作方 (hzf): the partners (consultancies, agents — BUSINESS.md §2) that introduce clients, and the
 * auditors who worked for a consultancy (ISO/IEC 17021-1 §5.2: the candidate search bars them from
 * that consultancy's clients for two years after the engagement). `businessColumns()` gives every
 * row its UUIDv7 id, tenant, creator/updater, timestamps and optimistic-lock version; tables with
 * `tenant_id` get row-level security and tables with `version` the audit trail automatically.
 * The SQL table `partners` was declared by customers until this area existed (same table, same rows).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';
import { auditorKey } from '../auditors/door.ts';

/** A contact of a partner (several, kept in their order). */
export interface PartnerContactValue {
  name: string;
  phone: string;
  email: string;
}

/** A partner (合作方, hzf): a consultancy or agent that introduces clients. */
export const partners = pgTable(
  'partners',
  {
    ...businessColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 'consultancy', 'agent' or 'other'. */
    partnerType: text('partner_type').notNull().default('consultancy'),
    /** 1 优质, 2 一般, 3 劣质. */
    level: integer('level').notNull().default(2),
    contacts: jsonb('contacts').$type<PartnerContactValue[]>().notNull().default(sql`'[]'::jsonb`),
    region: text('region').notNull().default(''),
    /** 结算点: the settlement unit price, exact. */
    settlementPrice: numeric('settlement_price', { precision: 14, scale: 2 }).notNull().default('0'),
    /** 返款税点, percent, exact. */
    rebateRate: numeric('rebate_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    /** 派组方式: 1 机构指派, 2 合作方推荐, 3 混合. */
    assignMode: integer('assign_mode').notNull().default(1),
    bankName: text('bank_name').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    /** Digits only; shown in groups of four. */
    bankAccountNo: text('bank_account_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** 1 enabled, 0 disabled. */
    status: integer('status').notNull().default(1),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('partners_code_uq').on(t.tenantId, t.code),
    uniqueIndex('partners_name_uq').on(t.tenantId, t.name),
  ],
);

/** An auditor who worked for a partner (a consultancy) from `startDate` to `endDate` (null: still). */
export const partnerConsultants = pgTable(
  'partner_consultants',
  {
    ...businessColumns(),
    partnerId: requiredRef('partner_id', () => partners.id, { onDelete: 'cascade' }),
    auditorId: requiredRef('auditor_id', auditorKey),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [
    index('partner_consultants_partner_idx').on(t.tenantId, t.partnerId),
    index('partner_consultants_auditor_idx').on(t.tenantId, t.auditorId),
  ],
);
