/**
 * 财务管理 (cwgl): receivables (应收), payments (收款登记) and their allocations. `businessColumns()`
 * gives every row its UUIDv7 id, tenant, creator/updater, timestamps and optimistic-lock version;
 * tables with `tenant_id` get row-level security and tables with `version` the audit trail
 * automatically (every allocation made, moved or reversed is a row there). Money is `numeric(14,2)`.
 */
import { sql } from 'drizzle-orm';
import {
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
import { contractItemKey, contractKey } from '../contract-review/door.ts';
import { enterpriseKey } from '../customers/door.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A receivable: one per contract item × audit type (audit event) × fee type, made in the contract
 * approval's transaction from the item's fee lines (BUSINESS.md §1). `received` is the sum of its
 * allocations, kept in step under a row lock (`FOR UPDATE`) by every allocation change.
 */
export const receivables = pgTable(
  'receivables',
  {
    ...businessColumns(),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    contractId: requiredRef('contract_id', contractKey),
    contractItemId: requiredRef('contract_item_id', contractItemKey),
    /** Audit type (1–24) of the audit event the fee is for. */
    auditType: integer('audit_type').notNull(),
    /** SPEC §3 fee type (0 other, 1 initial audit, 2 surveillance …). */
    feeType: integer('fee_type').notNull(),
    amount: money('amount').notNull(),
    received: money('received').notNull().default('0'),
    /** SPEC §3 invoice status: 1 none, 2 partly, 3 fully — follows `invoiced` (issued invoices). */
    invoiceStatus: integer('invoice_status').notNull().default(1),
    /** The sum of its lines on issued invoices (a void takes them back), kept under the row lock. */
    invoiced: money('invoiced').notNull().default('0'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** DUE_BASIS: 1 the planned audit date, 2 the contract date. */
    dueBasis: integer('due_basis').notNull().default(2),
  },
  (t) => [
    uniqueIndex('receivables_item_fee_uq').on(t.tenantId, t.contractItemId, t.auditType, t.feeType),
    index('receivables_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('receivables_enterprise_idx').on(t.tenantId, t.enterpriseId, t.dueDate),
    index('receivables_contract_idx').on(t.tenantId, t.contractId),
    // 应收's pages sorted by due date (either way: a backward scan is DESC NULLS FIRST, as ORDER BY …
    // DESC sorts; the id tie-break is an incremental sort of the equal dates), by amount and by
    // arrears (the list's expression), and the due-date range of 应收统计's drill-down.
    index('receivables_due_idx').on(t.tenantId, t.dueDate),
    index('receivables_amount_idx').on(t.tenantId, t.amount),
    index('receivables_arrears_idx').on(t.tenantId, sql`(${t.amount} - ${t.received})`),
    // 应收统计: what is outstanding per due date, read from the index alone (amounts in its key).
    index('receivables_open_due_idx')
      .on(t.tenantId, t.dueDate, t.auditType, t.amount, t.received)
      .where(sql`${t.received} < ${t.amount}`),
  ],
);

/** A 收款登记: money the client enterprise paid the body. */
export const payments = pgTable(
  'payments',
  {
    ...businessColumns(),
    /** The payer: always the client enterprise (a partner as payer is refused). */
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    amount: money('amount').notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    /** PAYMENT_METHODS: 1 bank transfer, 2 cash, 3 cheque, 4 other. */
    method: integer('method').notNull().default(1),
    /** Stored without spaces, upper case; the web shows it in groups of 4. */
    bankReference: text('bank_reference').notNull().default(''),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('payments_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('payments_received_idx').on(t.tenantId, t.receivedDate, t.id),
    index('payments_enterprise_idx').on(t.tenantId, t.enterpriseId),
    // 收款登记 sorted by amount (by date: payments_received_idx).
    index('payments_amount_idx').on(t.tenantId, t.amount),
  ],
);

/** The part of a payment allocated to one receivable (at most one row per pair). */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    ...businessColumns(),
    paymentId: requiredRef('payment_id', () => payments.id),
    receivableId: requiredRef('receivable_id', () => receivables.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('payment_allocations_uq').on(t.tenantId, t.paymentId, t.receivableId),
    index('payment_allocations_receivable_idx').on(t.tenantId, t.receivableId),
  ],
);

/**
 * A 收款申请: staff ask finance to confirm an amount the enterprise is expected to pay; finance (never
 * the applicant) approves or rejects it, and relates an approved one to the 收款登记 that brought it.
 */
export const paymentApplications = pgTable(
  'payment_applications',
  {
    ...businessColumns(),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    amount: money('amount').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    /** PAYMENT_APPLY_STATUS: 0 pending, 1 approved, 2 rejected, 3 related. */
    status: integer('status').notNull().default(0),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    paymentId: uuid('payment_id').references(() => payments.id),
  },
  (t) => [
    index('payment_applications_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('payment_applications_enterprise_idx').on(t.tenantId, t.enterpriseId),
    index('payment_applications_payment_idx').on(t.tenantId, t.paymentId),
    // 收款申请 sorted by expected date or amount.
    index('payment_applications_expected_idx').on(t.tenantId, t.expectedDate),
    index('payment_applications_amount_idx').on(t.tenantId, t.amount),
  ],
);

/**
 * An invoice: requested (待开票) for receivables of one enterprise, then issued (its number, date, type
 * and tax split as the tax system issued it), rejected, or — issued — voided with a reason. The
 * product records invoices; it does not issue them.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...businessColumns(),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    /** INVOICE_STATE: 0 requested, 1 issued, 2 rejected, 3 voided. */
    status: integer('status').notNull().default(0),
    /** SPEC §3 invoice type: 0 ordinary, 1 special VAT. */
    type: integer('type').notNull().default(0),
    /** The total of its lines, tax included. */
    amount: money('amount').notNull(),
    invoiceNo: text('invoice_no'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
    netAmount: money('net_amount'),
    taxAmount: money('tax_amount'),
    remark: text('remark').notNull().default(''),
    /** Why it was rejected or voided. */
    reason: text('reason').notNull().default(''),
    issuedBy: uuid('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('invoices_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('invoices_enterprise_idx').on(t.tenantId, t.enterpriseId),
    // 发票 sorted by invoice date (ascending: read backward it is DESC NULLS FIRST, as ORDER BY …
    // DESC sorts the requests of no date) or amount.
    index('invoices_date_idx').on(t.tenantId, t.invoiceDate),
    index('invoices_amount_idx').on(t.tenantId, t.amount),
    uniqueIndex('invoices_number_uq').on(t.tenantId, t.invoiceNo).where(sql`invoice_no is not null`),
  ],
);

/** The part of an invoice for one receivable. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...businessColumns(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    receivableId: requiredRef('receivable_id', () => receivables.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_uq').on(t.tenantId, t.invoiceId, t.receivableId),
    index('invoice_lines_receivable_idx').on(t.tenantId, t.receivableId),
  ],
);
