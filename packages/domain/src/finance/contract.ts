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
} as const satisfies SchemaTable;
