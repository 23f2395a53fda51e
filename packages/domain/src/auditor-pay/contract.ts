/**
 * The contract of 劳务与薪酬 (labour, cwgl/labourFee, cwgl/salary, the auditor zone's 我的费用 and
 * 我的工资条): request schemas (Chinese messages naming the field; bad input is 400 and writes
 * nothing) and response schemas. Amounts travel as yuan text with two decimals (SPEC §5); the
 * server keeps integer fen.
 */
import { z } from 'zod';
import {
  calendarDate,
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
import { LABOUR_QUALIFICATIONS, LABOUR_ROLES, LABOUR_TARIFF_ROWS } from './tariff.ts';

const money = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .regex(/^\d+(?:\.\d{1,2})?$/, `${label}格式错误，最多两位小数`)
    .refine((v) => Number(v) <= 99_999_999.99, `${label}不能超过 99999999.99`);
const monthSchema = (label = '月份') =>
  z.string({ error: `请选择${label}` }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label}格式应为YYYY-MM`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, '查询条件过长')
    .optional()
    .transform((v) => v || undefined);
const optionalCode = <const T extends readonly string[]>(codes: T, message: string) =>
  z
    .union([z.enum(codes), z.literal('')], { error: message })
    .optional()
    .transform((v) => (v ? Number(v) : undefined));

// ─────────────────────────────────────────── calculator ─────────────────────────────────────────

export const labourMemberInput = z.object({
  role: z.enum(LABOUR_ROLES, { error: '成员角色(role)只能是 leader、member、expert、trainee 或 observer' }),
  qualification: z.enum(LABOUR_QUALIFICATIONS, {
    error: '成员资格(qualification)只能是 senior、auditor、provisional 或 expert',
  }),
  holdsCode: z.boolean({ error: '是否具备专业代码(holdsCode)必须是布尔值' }),
  witness: z.boolean({ error: '是否见证评审(witness)必须是布尔值' }),
  halfDays: z
    .number({ error: '半天数(halfDays)必须是数字' })
    .int('半天数(halfDays)必须是整数')
    .min(0, '半天数(halfDays)不能小于0')
    .max(400, '半天数(halfDays)不能超过400'),
});

export const labourPlanInput = z.object({
  auditType: z
    .number({ error: '审核类型(auditType)必须是 1–24 的数字' })
    .int('审核类型(auditType)必须是 1–24 的数字')
    .min(1, '审核类型(auditType)必须是 1–24 的数字')
    .max(24, '审核类型(auditType)必须是 1–24 的数字'),
  stage: z.union([z.literal(1), z.literal(2)], { error: '审核阶段(stage)只能是 1 或 2' }).optional(),
  stage1OnSite: z.boolean({ error: '一阶段是否现场(stage1OnSite)必须是布尔值' }).optional(),
  standards: z
    .number({ error: '标准数(standards)必须是数字' })
    .int('标准数(standards)必须是整数')
    .min(1, '标准数(standards)至少为1')
    .max(20, '标准数(standards)不能超过20'),
});

export const labourCalculateBody = labourPlanInput.extend({
  members: z
    .array(labourMemberInput, { error: '审核组成员(members)必须是数组' })
    .min(1, '请至少填写一名审核组成员(members)')
    .max(50, '审核组成员(members)不能超过50人'),
});

export const labourMemberResult = z.object({
  dayRate: z.string(),
  days: z.number(),
  reportFee: z.string(),
  total: z.string(),
  factors: z.array(z.string()),
});
export const labourCalculateResult = z.object({
  members: z.array(labourMemberResult),
  total: z.string(),
  tariffVersion: z.number().int().nullable(),
});

export const labourTaxBody = z.object({ income: money('收入(income)') });
export const labourTaxResult = z.object({
  taxable: z.string(),
  /** 0.2, 0.3 or 0.4 */
  rate: z.number(),
  quickDeduction: z.string(),
  tax: z.string(),
});

// ──────────────────────────────────────────── tariff ────────────────────────────────────────────

const tariffKeys = LABOUR_TARIFF_ROWS.map((r) => r.key) as [string, ...string[]];
export const labourTariffBody = z.object({
  effectiveFrom: calendarDate('生效日期'),
  rates: z
    .record(z.enum(tariffKeys, { error: '未知的费用项' }), money('费用标准'), { error: '请填写费用标准' })
    .refine((r) => tariffKeys.every((k) => k in r), '请填写全部费用标准'),
  remark: z.string().trim().max(200, '备注长度不能超过200个字符').default(''),
});
export const labourTariffRow = z.object({ key: z.string(), label: z.string(), amount: z.string() });
export const labourTariffVersion = z.object({
  versionNo: z.number().int().nullable(),
  effectiveFrom: z.string().nullable(),
  remark: z.string(),
  createTime: timestampSchema.nullable(),
  rows: z.array(labourTariffRow),
});
export const labourTariffResult = z.object({
  current: labourTariffVersion,
  versions: z.array(labourTariffVersion),
});

// ──────────────────────────────────────────── fees ──────────────────────────────────────────────

export const labourFeeBody = labourPlanInput.extend({
  auditorId: idSchema
    .or(z.literal('').transform(() => undefined))
    .pipe(idSchema.optional())
    .refine((v) => !!v, '请选择审核员'),
  workDate: calendarDate('工作日期'),
  standard: z
    .string({ error: '请输入标准' })
    .trim()
    .min(1, '请输入标准')
    .max(100, '标准长度不能超过100个字符'),
  contractNo: z.string().trim().max(50, '合同编号长度不能超过50个字符').default(''),
  role: labourMemberInput.shape.role,
  qualification: labourMemberInput.shape.qualification,
  holdsCode: z.boolean({ error: '是否具备专业代码必须是布尔值' }).default(false),
  witness: z.boolean({ error: '是否见证评审必须是布尔值' }).default(false),
  halfDays: labourMemberInput.shape.halfDays,
  travel: money('差旅费').default('0'),
  remark: z.string().trim().max(500, '备注长度不能超过500个字符').default(''),
});
export type LabourFeeInput = z.infer<typeof labourFeeBody>;
export const labourFeeEditBody = labourFeeBody.extend({ id: idSchema, version: versionSchema });

export const LABOUR_FEE_SORT_NAMES = ['workDate', 'amount', 'auditorName', 'createTime'] as const;
export const labourFeeFilters = z.object({
  auditorName: optionalText(50),
  planNo: optionalText(50),
  workMonth: z
    .union([monthSchema(), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  status: optionalCode(['0', '1', '2', '3'], '状态只能是 0、1、2 或 3'),
  source: optionalCode(['1', '2'], '来源只能是 1 或 2'),
  answer: optionalCode(['0', '1', '2'], '确认状态只能是 0、1 或 2'),
  /** 审核工作量统计's drill-down: one auditor, a range of work months, one team role. */
  auditorId: z
    .union([idSchema, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  workMonthFrom: z
    .union([monthSchema('起始月份'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  workMonthTo: z
    .union([monthSchema('结束月份'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  role: z
    .union([z.enum(LABOUR_ROLES), z.literal('')], {
      error: '成员角色只能是 leader、member、expert、trainee 或 observer',
    })
    .optional()
    .transform((v) => v || undefined),
});
export const labourFeeListQuery = pageQuerySchema(LABOUR_FEE_SORT_NAMES).extend(labourFeeFilters.shape);
export const labourFeeExportQuery = labourFeeListQuery.omit({ pageNo: true, pageSize: true });

export const labourFeeRow = z.object({
  id: idSchema,
  version: z.number().int(),
  source: z.number().int(),
  auditorId: idSchema,
  auditorName: z.string(),
  planNo: z.string(),
  enterpriseName: z.string(),
  contractNo: z.string(),
  standard: z.string(),
  auditType: z.number().int().nullable(),
  stage: z.number().int().nullable(),
  role: z.string(),
  qualification: z.string(),
  holdsCode: z.boolean(),
  witness: z.boolean(),
  halfDays: z.number().int(),
  days: z.number(),
  dayRate: z.string(),
  reportFee: z.string(),
  amount: z.string(),
  travel: z.string(),
  factors: z.array(z.string()),
  tariffVersion: z.number().int().nullable(),
  workDate: z.string(),
  workMonth: z.string(),
  status: z.number().int(),
  answer: z.number().int(),
  answerReason: z.string(),
  paidDate: z.string().nullable(),
  paidRef: z.string(),
  remark: z.string(),
  createTime: timestampSchema,
});
export type LabourFeeRow = z.infer<typeof labourFeeRow>;
export const labourFeePage = pageSchema(labourFeeRow);

export const labourFeeRejectBody = idVersion.extend({
  reason: z
    .string({ error: '请输入退回原因' })
    .trim()
    .min(1, '请输入退回原因')
    .max(200, '退回原因不能超过200个字符'),
});
export const labourFeeQueryBody = idVersion.extend({
  reason: z.string({ error: '请输入疑问' }).trim().min(1, '请输入疑问').max(200, '疑问不能超过200个字符'),
});

// ────────────────────────────────────────── settlement ──────────────────────────────────────────

export const LABOUR_SETTLEMENT_SORT_NAMES = ['month', 'auditorName', 'total'] as const;
export const labourSettlementFilters = z.object({
  month: z
    .union([monthSchema(), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  auditorName: optionalText(50),
  /** 1 waiting for approval, 2 waiting for payment, 3 paid */
  stage: optionalCode(['1', '2', '3'], '状态只能是 1、2 或 3'),
});
export const labourSettlementListQuery = pageQuerySchema(LABOUR_SETTLEMENT_SORT_NAMES).extend(
  labourSettlementFilters.shape,
);
export const labourSettlementExportQuery = labourSettlementListQuery.omit({ pageNo: true, pageSize: true });
export const labourSettlementRow = z.object({
  auditorId: idSchema,
  auditorName: z.string(),
  month: z.string(),
  rows: z.number().int(),
  submitted: z.number().int(),
  approved: z.number().int(),
  paid: z.number().int(),
  queried: z.number().int(),
  total: z.string(),
  travel: z.string(),
  taxable: z.string(),
  tax: z.string(),
  net: z.string(),
  paidDate: z.string().nullable(),
  paidRef: z.string(),
});
export type LabourSettlementRow = z.infer<typeof labourSettlementRow>;
export const labourSettlementPage = pageSchema(labourSettlementRow);
export const labourSettlementKey = z.object({ auditorId: idSchema, month: monthSchema() });
export const labourPayBody = labourSettlementKey.extend({
  paidDate: calendarDate('发放日期'),
  paidRef: z
    .string({ error: '请输入发放凭证号' })
    .trim()
    .min(1, '请输入发放凭证号')
    .max(50, '发放凭证号不能超过50个字符'),
});
export const labourBatchResult = z.object({ count: z.number().int() });

// ──────────────────────────────────────────── salary ────────────────────────────────────────────

export const SALARY_SORT_NAMES = ['month', 'auditorName', 'net'] as const;
export const salaryFilters = z.object({
  month: z
    .union([monthSchema(), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  auditorName: optionalText(50),
  status: optionalCode(['0', '1', '2'], '状态只能是 0、1 或 2'),
});
export const salaryListQuery = pageQuerySchema(SALARY_SORT_NAMES).extend(salaryFilters.shape);
export const salaryExportQuery = salaryListQuery.omit({ pageNo: true, pageSize: true });
export const salarySlipRow = z.object({
  id: idSchema,
  version: z.number().int(),
  auditorId: idSchema,
  auditorName: z.string(),
  month: z.string(),
  source: z.number().int(),
  basic: z.string(),
  labourFee: z.string(),
  subsidy: z.string(),
  auditDays: z.number().int(),
  other: z.string(),
  gross: z.string(),
  tax: z.string(),
  net: z.string(),
  status: z.number().int(),
  sentAt: timestampSchema.nullable(),
  confirmedAt: timestampSchema.nullable(),
  remark: z.string(),
});
export type SalarySlipRow = z.infer<typeof salarySlipRow>;
export const salarySlipPage = pageSchema(salarySlipRow);
export const salaryMonthBody = z.object({ month: monthSchema() });
export const salaryImportResult = z.object({ imported: z.number().int() });
export const salarySendResult = z.object({ sent: z.number().int(), notified: z.number().int() });

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 劳务与薪酬 endpoint (its route: endpoints.ts). */
export const auditorPaySchemas = {
  calculateLabourFee: { body: labourCalculateBody, result: labourCalculateResult },
  calculateLabourTax: { body: labourTaxBody, result: labourTaxResult },
  getLabourTariff: { result: labourTariffResult },
  saveLabourTariff: { body: labourTariffBody, result: z.object({ versionNo: z.number().int() }) },
  listLabourFees: { query: labourFeeListQuery, result: labourFeePage },
  getLabourFee: { query: idQuery, result: labourFeeRow },
  addLabourFee: { body: labourFeeBody, result: savedRecord },
  editLabourFee: { body: labourFeeEditBody, result: savedRecord },
  submitLabourFee: { body: idVersion, result: savedRecord },
  deleteLabourFee: { query: idVersion, result: removedRecord },
  exportLabourFees: { query: labourFeeExportQuery, result: 'file' },
  listLabourSettlements: { query: labourSettlementListQuery, result: labourSettlementPage },
  listSettlementFees: { query: labourSettlementKey, result: z.array(labourFeeRow) },
  approveLabourFees: { body: labourSettlementKey, result: labourBatchResult },
  rejectLabourFee: { body: labourFeeRejectBody, result: savedRecord },
  payLabourFees: { body: labourPayBody, result: labourBatchResult },
  exportLabourSettlements: { query: labourSettlementExportQuery, result: 'file' },
  listSalarySlips: { query: salaryListQuery, result: salarySlipPage },
  importSalarySlips: { result: salaryImportResult },
  buildSalarySlips: { body: salaryMonthBody, result: salaryImportResult },
  sendSalarySlips: { body: salaryMonthBody, result: salarySendResult },
  exportSalarySlips: { query: salaryExportQuery, result: 'file' },
  listMyLabourFees: { query: labourFeeListQuery, result: labourFeePage },
  confirmMyLabourFee: { body: idVersion, result: savedRecord },
  queryMyLabourFee: { body: labourFeeQueryBody, result: savedRecord },
  exportMyLabourFees: { query: labourFeeExportQuery, result: 'file' },
  listMySalarySlips: { query: salaryListQuery, result: salarySlipPage },
  confirmMySalarySlip: { body: idVersion, result: savedRecord },
} as const satisfies SchemaTable;
