/**
 * The contract of the 分公司 (cwgl/branch) endpoints: request schemas (Chinese messages; bad input
 * is 400 and writes nothing) and response schemas. The server validates and serialises with them,
 * the web infers its types from them, and the OpenAPI document is generated from them.
 * The rules (who a record belongs to, the settlement method's due date) are rules.ts.
 */
import { z } from 'zod';
import {
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

/** The two states of a 分公司: 1 active, 0 disabled. */
export const BRANCH_STATUS = { active: 1, disabled: 0 } as const;

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

/** A money amount as typed (SPEC §5): digits, at most two decimals, 0 or more. */
const branchMoney = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}格式错误` })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), `${label}应为不超过两位小数的非负金额`)
    .default('0');

const code = <const C extends readonly number[]>(codes: C, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((v): v is C[number] => codes.includes(v), message);

export const branchBody = z.object({
  /** The 2-digit segment of the plan numbers (R0xxx<code>yy…). */
  code: z
    .string({ error: '请输入分公司编码' })
    .trim()
    .regex(/^\d{2}$/, '分公司编码为两位数字（计划编号中的分公司段）'),
  name: z
    .string({ error: '请输入分公司名称' })
    .trim()
    .min(1, '请输入分公司名称')
    .max(50, '分公司名称长度不能超过50个字符'),
  settlementMethod: code([1, 2, 3] as const, '请选择结算方式'),
  settlementType: code([1, 2] as const, '请选择结算类型'),
  unitPrice: branchMoney('单价'),
  borrowFeeUnit: code([1, 2] as const, '请选择借调费单位'),
  borrowFeeRate: branchMoney('借调费标准'),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0 或 1' }).default(1),
  remark: z.string({ error: '备注必须是文本' }).trim().max(500, '备注长度不能超过500个字符').default(''),
});
export type BranchInput = z.infer<typeof branchBody>;

export const branchEditBody = branchBody.extend({ id: idSchema, version: versionSchema });

export const BRANCH_SORT_NAMES = ['code', 'name', 'settlementMethod', 'unitPrice', 'createTime'] as const;

const optionalCodeFilter = (label: string) =>
  z
    .union([z.string().regex(/^\d$/, `${label}无效`), z.literal('')], { error: `${label}无效` })
    .optional()
    .transform((v) => (v ? Number(v) : undefined));

export const branchFilters = z.object({
  name: z
    .string()
    .trim()
    .max(50, '名称过长')
    .optional()
    .transform((v) => v || undefined),
  code: z
    .string()
    .trim()
    .max(2, '编码过长')
    .optional()
    .transform((v) => v || undefined),
  settlementMethod: optionalCodeFilter('结算方式'),
  status: z
    .union([z.literal('0'), z.literal('1'), z.literal('')], { error: '状态只能是 0 或 1' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});

export const branchListQuery = pageQuerySchema(BRANCH_SORT_NAMES).extend(branchFilters.shape);
/** The export's query: the list's filters and order, without paging. */
export const branchExportQuery = branchListQuery.omit({ pageNo: true, pageSize: true });

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** A row of the list. */
export const branchRow = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  settlementMethod: z.number().int(),
  settlementType: z.number().int(),
  unitPrice: z.string(),
  borrowFeeUnit: z.number().int(),
  borrowFeeRate: z.string(),
  status: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  version: z.number().int(),
});
export type BranchRow = z.infer<typeof branchRow>;
export const branchPage = pageSchema(branchRow);

/** A 分公司 as its edit page shows it. */
export const branchDetail = branchRow.extend({
  remark: z.string(),
  createdBy: idSchema.nullable(),
  updatedBy: idSchema.nullable(),
});
export type BranchDetail = z.infer<typeof branchDetail>;

/** 分公司概况: the branch and the records that carry it today (by its code or its name). */
export const branchBrief = branchDetail.extend({
  clients: z.number().int(),
  auditors: z.number().int(),
  programmes: z.number().int(),
  plans: z.number().int(),
  /** The latest plans numbered with the branch's code. */
  recentPlans: z.array(
    z.object({
      id: idSchema,
      planNo: z.string(),
      status: z.number().int(),
      startDate: z.string().nullable(),
    }),
  ),
});
export type BranchBrief = z.infer<typeof branchBrief>;

/** A branch as a choice (the settlement page's picker). */
export const branchOption = z.object({ id: idSchema, code: z.string(), name: z.string() });
export type BranchOption = z.infer<typeof branchOption>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 分公司 endpoint (its route: endpoints.ts). */
export const branchSchemas = {
  listBranches: { query: branchListQuery, result: branchPage },
  getBranch: { query: idQuery, result: branchDetail },
  getBranchBrief: { query: idQuery, result: branchBrief },
  branchOptions: { result: z.array(branchOption) },
  addBranch: { body: branchBody, result: savedRecord },
  editBranch: { body: branchEditBody, result: savedRecord },
  deleteBranch: { query: idVersion, result: removedRecord },
  exportBranches: { query: branchExportQuery, result: 'file' },
} as const satisfies SchemaTable;
