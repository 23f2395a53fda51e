/**
 * The contract of 结算价 (cwgl/settlement) and 毛利分析 (cwgl/grossMargin): request schemas
 * (Chinese messages; bad input is 400 and writes nothing) and response schemas. The rules are formula.ts.
 */
import { z } from 'zod';
import {
  idQuery,
  idSchema,
  pageSchema,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';

const monthSchema = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label}格式应为YYYY-MM`);

const optionalMonth = (label: string) =>
  z
    .union([z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label}格式应为YYYY-MM`), z.literal('')], {
      error: `${label}格式应为YYYY-MM`,
    })
    .optional()
    .transform((v) => v || undefined);

/** A money amount as typed (SPEC §5): digits, at most two decimals, 0 or more. */
const amountInput = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}格式错误` })
    .transform((v) => String(v).trim() || '0')
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), `${label}应为不超过两位小数的非负金额`)
    .default('0');

const partyType = z.union([z.literal(1), z.literal(2)], { error: '请选择结算对象类型' });

const optionalDigit = (label: string) =>
  z
    .union([z.string().regex(/^\d$/, `${label}无效`), z.literal('')], { error: `${label}无效` })
    .optional()
    .transform((v) => (v ? Number(v) : undefined));

// ─────────────────────────────────────────── settlement ───────────────────────────────────────────

/** Which month and party: the preview (the add page) and the add. */
export const settlementPartyQuery = z.object({
  month: monthSchema('结算月份'),
  partyType: z.coerce.number().pipe(partyType),
  partyId: idSchema,
});

export const settlementBody = z.object({
  month: monthSchema('结算月份'),
  partyType,
  partyId: idSchema,
  otherCosts: amountInput('其他费用'),
  prepayments: amountInput('预付款'),
  invoiceTax: amountInput('发票税金'),
  remark: z.string({ error: '备注必须是文本' }).trim().max(500, '备注长度不能超过500个字符').default(''),
});
export type SettlementInput = z.infer<typeof settlementBody>;

export const settlementAuditBody = z
  .object({
    id: idSchema,
    version: versionSchema,
    checkStatus: z.union([z.literal(1), z.literal(2)], { error: '请选择审核结果' }),
    reason: z
      .string({ error: '驳回原因必须是文本' })
      .trim()
      .max(500, '驳回原因长度不能超过500个字符')
      .default(''),
  })
  .refine((v) => v.checkStatus === 1 || v.reason !== '', { message: '请输入驳回原因', path: ['reason'] });
export type SettlementAuditInput = z.infer<typeof settlementAuditBody>;

export const SETTLEMENT_SORT_NAMES = ['month', 'partyName', 'settled', 'balance', 'createTime'] as const;

export const settlementFilters = z.object({
  month: optionalMonth('结算月份'),
  partyType: optionalDigit('结算对象类型'),
  partyName: z
    .string()
    .trim()
    .max(100, '名称过长')
    .optional()
    .transform((v) => v || undefined),
  checkStatus: optionalDigit('审核状态'),
});
export const settlementListQuery = pageQuerySchema(SETTLEMENT_SORT_NAMES).extend(settlementFilters.shape);
export const settlementExportQuery = settlementListQuery.omit({ pageNo: true, pageSize: true });

export const settlementFormulaBody = z.object({
  annualFeePerMark: amountInput('年金单价'),
  version: z.number({ error: '版本号无效' }).int().min(0),
});

/** A settlement's figures (money as two-decimal text). */
const figures = {
  unitPrice: z.string(),
  annualFeePerMark: z.string(),
  standards: z.number().int(),
  markedStandards: z.number().int(),
  price: z.string(),
  annualFee: z.string(),
  total: z.string(),
  auditCost: z.string(),
  otherCosts: z.string(),
  settled: z.string(),
  carriedOver: z.string(),
  prepayments: z.string(),
  invoiceTax: z.string(),
  balance: z.string(),
};

export const settlementRow = z.object({
  id: idSchema,
  month: z.string(),
  partyType: z.number().int(),
  partyId: idSchema,
  partyName: z.string(),
  ...figures,
  formulaVersion: z.number().int(),
  checkStatus: z.number().int(),
  createdBy: idSchema.nullable(),
  createdByName: z.string(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type SettlementRow = z.infer<typeof settlementRow>;
export const settlementPage = pageSchema(settlementRow);

/** A client's part of a settlement: its contract, standards counted and audit cost. */
export const settlementLine = z.object({
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  contractId: idSchema,
  contractNo: z.string(),
  standards: z.number().int(),
  markedStandards: z.number().int(),
  labour: z.string(),
  travel: z.string(),
  auditCost: z.string(),
  amount: z.string(),
});
export type SettlementLine = z.infer<typeof settlementLine>;

export const settlementDetail = settlementRow.extend({
  lines: z.array(settlementLine),
  remark: z.string(),
  checkedByName: z.string(),
  checkedAt: timestampSchema.nullable(),
  checkReason: z.string(),
  /** Whether labour fees and travel were counted (the auditor-pay area's door), else 0. */
  labourCounted: z.boolean(),
});
export type SettlementDetail = z.infer<typeof settlementDetail>;

/** What the add page shows before saving: the lines and figures the server will write. */
export const settlementPreview = z.object({
  partyName: z.string(),
  ...figures,
  formulaVersion: z.number().int(),
  lines: z.array(settlementLine),
  labourCounted: z.boolean(),
});
export type SettlementPreview = z.infer<typeof settlementPreview>;

export const settlementFormula = z.object({
  annualFeePerMark: z.string(),
  /** 0 while the defaults apply. */
  version: z.number().int(),
  updateTime: timestampSchema.nullable(),
});
export type SettlementFormula = z.infer<typeof settlementFormula>;

export const settlementPartyOptionsQuery = z.object({ partyType: z.coerce.number().pipe(partyType) });
export const settlementPartyOption = z.object({ id: idSchema, name: z.string(), unitPrice: z.string() });

// ─────────────────────────────────────────── gross margin ───────────────────────────────────────────

export const GROSS_MARGIN_GROUPS = ['contract', 'client', 'branch', 'month'] as const;
export type GrossMarginGroup = (typeof GROSS_MARGIN_GROUPS)[number];
export const GROSS_MARGIN_FIGURES = ['revenue', 'labour', 'travel', 'rebate', 'settlement'] as const;
export const GROSS_MARGIN_SORT_NAMES = ['name', 'revenue', 'margin', 'rate'] as const;

const marginFilters = {
  groupBy: z.enum(GROSS_MARGIN_GROUPS, { error: '统计维度无效' }).default('month'),
  fromMonth: optionalMonth('开始月份'),
  toMonth: optionalMonth('结束月份'),
  name: z
    .string()
    .trim()
    .max(100, '名称过长')
    .optional()
    .transform((v) => v || undefined),
};
export const grossMarginFilters = z.object(marginFilters);
export const grossMarginListQuery = pageQuerySchema(GROSS_MARGIN_SORT_NAMES).extend(marginFilters);
export const grossMarginExportQuery = grossMarginListQuery.omit({ pageNo: true, pageSize: true });

/** The records behind one figure of one row. */
export const grossMarginRecordsQuery = z.object({
  ...marginFilters,
  key: z.string({ error: '请选择统计行' }).trim().min(1, '请选择统计行').max(100, '统计行无效'),
  figure: z.enum(GROSS_MARGIN_FIGURES, { error: '金额项无效' }),
});

export const grossMarginRow = z.object({
  /** The group's key (contract id, client id, branch id or '', month). */
  key: z.string(),
  name: z.string(),
  revenue: z.string(),
  labour: z.string(),
  travel: z.string(),
  rebate: z.string(),
  settlement: z.string(),
  margin: z.string(),
  rate: z.string().nullable(),
});
export type GrossMarginRow = z.infer<typeof grossMarginRow>;
export const grossMarginPage = pageSchema(grossMarginRow).extend({
  totals: grossMarginRow,
  labourCounted: z.boolean(),
  /** When the figures were counted (ISO): a large body's are kept up to a minute (数据更新时间). */
  asOf: z.string(),
});

export const grossMarginRecord = z.object({
  month: z.string(),
  enterpriseName: z.string(),
  contractNo: z.string(),
  source: z.string(),
  amount: z.string(),
});
export type GrossMarginRecord = z.infer<typeof grossMarginRecord>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

export const settlementSchemas = {
  listSettlements: { query: settlementListQuery, result: settlementPage },
  getSettlement: { query: idQuery, result: settlementDetail },
  previewSettlement: { query: settlementPartyQuery, result: settlementPreview },
  addSettlement: { body: settlementBody, result: savedRecord },
  auditSettlement: { body: settlementAuditBody, result: savedRecord },
  exportSettlements: { query: settlementExportQuery, result: 'file' },
  settlementParties: { query: settlementPartyOptionsQuery, result: z.array(settlementPartyOption) },
  getSettlementFormula: { result: settlementFormula },
  saveSettlementFormula: { body: settlementFormulaBody, result: settlementFormula },
  listGrossMargin: { query: grossMarginListQuery, result: grossMarginPage },
  grossMarginRecords: { query: grossMarginRecordsQuery, result: z.array(grossMarginRecord) },
  exportGrossMargin: { query: grossMarginExportQuery, result: 'file' },
} as const satisfies SchemaTable;
