/**
 * The contract of the 财务管理 (cwgl) endpoints: 应收 (receivables) and 收款登记 (payments) —
 * request schemas (Chinese messages; bad input is 400 and writes nothing) and response schemas. The
 * server validates and serialises with them, the web infers its types from them, and the OpenAPI
 * document is generated from them. The rules are receivables.ts.
 */
import { z } from 'zod';
import {
  calendarDate,
  historyEntrySchema,
  idQuery,
  idSchema,
  idVersion,
  pageSchema,
  removedRecord,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';

/** A money amount as typed (SPEC §5): digits, at most two decimals, more than 0. */
const positiveAmount = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(/^\d{1,12}(?:\.\d{1,2})?$/, `${label}最多两位小数，不超过12位整数`)
    .refine((v) => /[1-9]/.test(v), `${label}必须大于0`);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

const optionalCode = (label: string) =>
  z
    .union([z.string().regex(/^\d{1,2}$/, `${label}无效`), z.literal('')], { error: `${label}无效` })
    .optional()
    .transform((v) => (v ? Number(v) : undefined));

// ─────────────────────────────────────────── receivables ───────────────────────────────────────────

export const RECEIVABLE_SORT_NAMES = [
  'contractNo',
  'enterpriseName',
  'amount',
  'received',
  'arrears',
  'dueDate',
  'createTime',
] as const;

export const receivableFilters = z.object({
  enterpriseName: optionalText(100, '企业名称过长'),
  enterpriseId: idSchema.optional(),
  contractNo: optionalText(50, '合同编号过长'),
  /** 0 unpaid, 1 partly paid, 2 paid. */
  status: optionalCode('收款状态'),
  feeType: optionalCode('费用类型'),
  invoiceStatus: optionalCode('开票状态'),
  /** '1': only those with arrears (the allocation picker). */
  open: z
    .union([z.literal('1'), z.literal('0'), z.literal('')])
    .optional()
    .transform((v) => v === '1'),
  /** Due dates from/to, inclusive (应收统计's age buckets drill down with them). */
  dueFrom: z
    .union([calendarDate('应收日期起'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  dueTo: z
    .union([calendarDate('应收日期止'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  auditType: optionalCode('审核类型'),
});
export const receivableListQuery = pageQuerySchema(RECEIVABLE_SORT_NAMES).extend(receivableFilters.shape);
export const receivableExportQuery = receivableListQuery.omit({ pageNo: true, pageSize: true });

export const receivableRow = z.object({
  id: idSchema,
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  contractId: idSchema,
  contractNo: z.string(),
  contractItemId: idSchema,
  standardCode: z.string(),
  auditType: z.number().int(),
  feeType: z.number().int(),
  amount: z.string(),
  received: z.string(),
  arrears: z.string(),
  /** The total of its issued invoices. */
  invoiced: z.string(),
  /** RECEIVABLE_STATUS: 0 unpaid, 1 partly paid, 2 paid. */
  status: z.number().int(),
  /** SPEC §3 invoice status: 1 none, 2 partly, 3 fully. */
  invoiceStatus: z.number().int(),
  dueDate: z.string(),
  /** DUE_BASIS: 1 the planned audit date, 2 the contract date. */
  dueBasis: z.number().int(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type ReceivableRow = z.infer<typeof receivableRow>;
export const receivablePage = pageSchema(receivableRow);

// ─────────────────────────────────────────── payments ───────────────────────────────────────────

export const allocationInput = z.object({
  receivableId: idSchema,
  amount: positiveAmount('关联金额'),
});
export const allocationsInput = z.array(allocationInput).max(200, '一次最多关联200条应收款').default([]);

const paymentFields = {
  /** 1 the client enterprise; 2 a partner (refused with the reason, BUSINESS.md §1). */
  payerType: z.coerce.number({ error: '付款方类型无效' }).int('付款方类型无效').default(1),
  enterpriseId: z.uuid({ error: '请选择付款企业' }),
  amount: positiveAmount('收款金额'),
  receivedDate: calendarDate('到账日期'),
  /** PAYMENT_METHODS. */
  method: z.coerce
    .number({ error: '请选择收款方式' })
    .int('收款方式无效')
    .min(1, '收款方式无效')
    .max(4, '收款方式无效'),
  bankReference: z
    .string({ error: '银行流水号必须是文本' })
    .max(60, '银行流水号长度不能超过60个字符')
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => /^[0-9A-Z-]*$/.test(v), '银行流水号只能包含数字、字母和短横线')
    .default(''),
  remark: z.string({ error: '备注必须是文本' }).trim().max(500, '备注长度不能超过500个字符').default(''),
};

export const paymentBody = z.object({ ...paymentFields, allocations: allocationsInput });
export type PaymentInput = z.infer<typeof paymentBody>;

/** An edit changes the payment's own fields; 变更关联 (paymentRelateBody) its allocations. */
export const paymentEditBody = z.object({ ...paymentFields, id: idSchema, version: versionSchema });
export type PaymentEditInput = z.infer<typeof paymentEditBody>;

export const paymentRelateBody = z.object({
  id: idSchema,
  version: versionSchema,
  allocations: allocationsInput,
});
export type PaymentRelateInput = z.infer<typeof paymentRelateBody>;

export const PAYMENT_SORT_NAMES = [
  'receivedDate',
  'amount',
  'enterpriseName',
  'createTime',
  'updateTime',
] as const;

export const paymentFilters = z.object({
  enterpriseName: optionalText(100, '企业名称过长'),
  enterpriseId: idSchema.optional(),
  bankReference: optionalText(60, '银行流水号过长'),
  method: optionalCode('收款方式'),
  receivedFrom: z
    .union([calendarDate('到账日期起'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  receivedTo: z
    .union([calendarDate('到账日期止'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});

export const paymentListQuery = pageQuerySchema(PAYMENT_SORT_NAMES).extend(paymentFilters.shape);
/** The export's query: the list's filters and order, without paging. */
export const paymentExportQuery = paymentListQuery.omit({ pageNo: true, pageSize: true });
export const paymentHistoryQuery = pageQuerySchema(['at']).extend({ id: idSchema });

/** A row of the list. */
export const paymentRow = z.object({
  id: idSchema,
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  amount: z.string(),
  /** The part allocated to receivables, and what is left. */
  allocated: z.string(),
  unallocated: z.string(),
  receivedDate: z.string(),
  method: z.number().int(),
  bankReference: z.string(),
  remark: z.string(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  version: z.number().int(),
});
export type PaymentRow = z.infer<typeof paymentRow>;
export const paymentPage = pageSchema(paymentRow);

export const paymentAllocation = z.object({
  id: idSchema,
  receivableId: idSchema,
  amount: z.string(),
  contractNo: z.string(),
  standardCode: z.string(),
  auditType: z.number().int(),
  feeType: z.number().int(),
  receivableAmount: z.string(),
  receivableReceived: z.string(),
  dueDate: z.string(),
});
export type PaymentAllocation = z.infer<typeof paymentAllocation>;

/** A 收款登记 as its edit and 变更关联 pages show it. */
export const paymentDetail = paymentRow.extend({
  allocations: z.array(paymentAllocation),
  createdBy: idSchema.nullable(),
  updatedBy: idSchema.nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

/** The payer picker: enterprises with receivables, by name. */
export const payerQuery = z.object({
  keyword: z.string().trim().max(100, '企业名称过长').default(''),
});
export const payerOption = z.object({ id: idSchema, name: z.string(), arrears: z.string() });
export type PayerOption = z.infer<typeof payerOption>;

// ───────────────────────────────────── payment applications ─────────────────────────────────────

const applyFields = {
  enterpriseId: z.uuid({ error: '请选择付款企业' }),
  amount: positiveAmount('申请金额'),
  expectedDate: calendarDate('预计到账日期'),
  remark: z.string({ error: '备注必须是文本' }).trim().max(500, '备注长度不能超过500个字符').default(''),
};
export const paymentApplyBody = z.object(applyFields);
export type PaymentApplyInput = z.infer<typeof paymentApplyBody>;
export const paymentApplyEditBody = z.object({ ...applyFields, id: idSchema, version: versionSchema });
export type PaymentApplyEditInput = z.infer<typeof paymentApplyEditBody>;
export const paymentApplyDecisionBody = z.object({
  id: idSchema,
  version: versionSchema,
  pass: z.boolean({ error: '请选择审批结果' }),
  reason: z.string().trim().max(200, '原因长度不能超过200个字符').default(''),
});
export type PaymentApplyDecisionInput = z.infer<typeof paymentApplyDecisionBody>;
export const paymentApplyRelateBody = z.object({
  id: idSchema,
  version: versionSchema,
  paymentId: z.uuid({ error: '请选择收款登记' }),
});
export type PaymentApplyRelateInput = z.infer<typeof paymentApplyRelateBody>;

export const PAYMENT_APPLY_SORT_NAMES = ['expectedDate', 'amount', 'enterpriseName', 'createTime'] as const;
export const paymentApplyFilters = z.object({
  enterpriseName: optionalText(100, '企业名称过长'),
  status: optionalCode('申请状态'),
});
export const paymentApplyListQuery = pageQuerySchema(PAYMENT_APPLY_SORT_NAMES).extend(
  paymentApplyFilters.shape,
);
export const paymentApplyExportQuery = paymentApplyListQuery.omit({ pageNo: true, pageSize: true });

export const paymentApplyRow = z.object({
  id: idSchema,
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  amount: z.string(),
  expectedDate: z.string(),
  remark: z.string(),
  /** PAYMENT_APPLY_STATUSES. */
  status: z.number().int(),
  applicantName: z.string(),
  createdBy: idSchema.nullable(),
  approverName: z.string(),
  decidedAt: timestampSchema.nullable(),
  rejectReason: z.string(),
  paymentId: idSchema.nullable(),
  paymentReceivedDate: z.string().nullable(),
  paymentAmount: z.string().nullable(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type PaymentApplyRow = z.infer<typeof paymentApplyRow>;
export const paymentApplyPage = pageSchema(paymentApplyRow);

// ─────────────────────────────────────────── invoices ───────────────────────────────────────────

/** A tax rate in percent: 0–17, at most two decimals. */
export const taxRateSchema = z
  .string({ error: '请输入税率' })
  .trim()
  .regex(/^\d{1,2}(?:\.\d{1,2})?$/, '税率最多两位小数')
  .refine((v) => Number(v) <= 17, '税率不能超过17%');

export const invoiceLineInput = z.object({ receivableId: idSchema, amount: positiveAmount('开票金额') });
export const invoiceApplyBody = z.object({
  enterpriseId: z.uuid({ error: '请选择开票企业' }),
  /** SPEC §3 invoice type: 0 ordinary, 1 special VAT. */
  type: z.coerce
    .number({ error: '请选择发票类型' })
    .int('发票类型无效')
    .min(0, '发票类型无效')
    .max(1, '发票类型无效'),
  remark: z.string({ error: '备注必须是文本' }).trim().max(500, '备注长度不能超过500个字符').default(''),
  lines: z.array(invoiceLineInput).max(200, '一次最多200条应收款').default([]),
});
export type InvoiceApplyInput = z.infer<typeof invoiceApplyBody>;

export const invoiceIssueBody = z.object({
  id: idSchema,
  version: versionSchema,
  type: z.coerce
    .number({ error: '请选择发票类型' })
    .int('发票类型无效')
    .min(0, '发票类型无效')
    .max(1, '发票类型无效'),
  invoiceNo: z
    .string({ error: '请输入发票号码' })
    .trim()
    .regex(/^[0-9A-Za-z]{8,20}$/, '发票号码为8至20位数字或字母'),
  invoiceDate: calendarDate('开票日期'),
  taxRate: taxRateSchema,
});
export type InvoiceIssueInput = z.infer<typeof invoiceIssueBody>;
export const invoiceReasonBody = z.object({
  id: idSchema,
  version: versionSchema,
  reason: z.string({ error: '请填写原因' }).trim().min(1, '请填写原因').max(200, '原因长度不能超过200个字符'),
});
export type InvoiceReasonInput = z.infer<typeof invoiceReasonBody>;

export const INVOICE_SORT_NAMES = ['createTime', 'invoiceDate', 'amount', 'enterpriseName'] as const;
export const invoiceFilters = z.object({
  /** Which list: 待开票 (requested, rejected) or 已开票 (issued, voided). */
  view: z.enum(['await', 'done']).default('done'),
  enterpriseName: optionalText(100, '企业名称过长'),
  invoiceNo: optionalText(20, '发票号码过长'),
  type: optionalCode('发票类型'),
  status: optionalCode('发票状态'),
});
export const invoiceListQuery = pageQuerySchema(INVOICE_SORT_NAMES).extend(invoiceFilters.shape);
export const invoiceExportQuery = invoiceListQuery.omit({ pageNo: true, pageSize: true });

export const invoiceRow = z.object({
  id: idSchema,
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  /** INVOICE_STATES: 0 requested, 1 issued, 2 rejected, 3 voided. */
  status: z.number().int(),
  type: z.number().int(),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  amount: z.string(),
  taxRate: z.string().nullable(),
  netAmount: z.string().nullable(),
  taxAmount: z.string().nullable(),
  remark: z.string(),
  reason: z.string(),
  applicantName: z.string(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoicePage = pageSchema(invoiceRow);
export const invoiceLine = z.object({
  id: idSchema,
  receivableId: idSchema,
  amount: z.string(),
  contractNo: z.string(),
  standardCode: z.string(),
  auditType: z.number().int(),
  feeType: z.number().int(),
  receivableAmount: z.string(),
  receivableInvoiced: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;
export const invoiceDetail = invoiceRow.extend({
  lines: z.array(invoiceLine),
  createdBy: idSchema.nullable(),
  issuedAt: timestampSchema.nullable(),
  voidedAt: timestampSchema.nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** The body's default tax rate of invoices (a versioned tenant setting). */
export const invoiceSettingSchema = z.object({ taxRate: taxRateSchema });
export type InvoiceSetting = z.infer<typeof invoiceSettingSchema>;
export const invoiceSettingBody = invoiceSettingSchema.extend({ version: z.coerce.number().int().min(0) });
export const invoiceSettingResult = z.object({ taxRate: z.string(), version: z.number().int() });

// ─────────────────────────────────────────── 我的账单 ───────────────────────────────────────────

export const billSummaryQuery = z.object({ enterpriseId: idSchema.optional() });
export const billSummary = z.object({
  receivable: z.string(),
  received: z.string(),
  arrears: z.string(),
  invoiced: z.string(),
  payments: z.string(),
  receivableCount: z.number().int(),
});
export type BillSummary = z.infer<typeof billSummary>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 财务管理 endpoint (its route: endpoints.ts). */
export const financeSchemas = {
  listReceivables: { query: receivableListQuery, result: receivablePage },
  exportReceivables: { query: receivableExportQuery, result: 'file' },
  listPayers: { query: payerQuery, result: z.array(payerOption) },
  listPayments: { query: paymentListQuery, result: paymentPage },
  getPayment: { query: idQuery, result: paymentDetail },
  getPaymentHistory: { query: paymentHistoryQuery, result: pageSchema(historyEntrySchema) },
  addPayment: { body: paymentBody, result: savedRecord },
  editPayment: { body: paymentEditBody, result: savedRecord },
  relatePayment: { body: paymentRelateBody, result: savedRecord },
  deletePayment: { query: idVersion, result: removedRecord },
  exportPayments: { query: paymentExportQuery, result: 'file' },
  listPaymentApplies: { query: paymentApplyListQuery, result: paymentApplyPage },
  getPaymentApply: { query: idQuery, result: paymentApplyRow },
  addPaymentApply: { body: paymentApplyBody, result: savedRecord },
  editPaymentApply: { body: paymentApplyEditBody, result: savedRecord },
  decidePaymentApply: { body: paymentApplyDecisionBody, result: savedRecord },
  relatePaymentApply: { body: paymentApplyRelateBody, result: savedRecord },
  exportPaymentApplies: { query: paymentApplyExportQuery, result: 'file' },
  listInvoices: { query: invoiceListQuery, result: invoicePage },
  getInvoice: { query: idQuery, result: invoiceDetail },
  applyInvoice: { body: invoiceApplyBody, result: savedRecord },
  issueInvoice: { body: invoiceIssueBody, result: savedRecord },
  rejectInvoice: { body: invoiceReasonBody, result: savedRecord },
  voidInvoice: { body: invoiceReasonBody, result: savedRecord },
  exportInvoices: { query: invoiceExportQuery, result: 'file' },
  getInvoiceSetting: { result: invoiceSettingResult },
  saveInvoiceSetting: { body: invoiceSettingBody, result: invoiceSettingResult },
  getBillSummary: { query: billSummaryQuery, result: billSummary },
} as const satisfies SchemaTable;
