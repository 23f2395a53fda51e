/**
 * The contract of the 服务认证 (sc) endpoints: request schemas (Chinese messages; bad input is 400
 * and writes nothing) and response schemas.
 */
import { z } from 'zod';
import {
  idQuery,
  idSchema,
  idVersion,
  pageSchema,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';
import { SERVICE_GRADES, SERVICE_GROUPS, serviceItemError } from './evaluation.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

/** Scores are kept to two decimals (7.649999 typed or computed is 7.65). */
const hundredths = (n: number) => Math.round(n * 100) / 100;

const itemScore = z.object({
  group: z.enum(SERVICE_GROUPS, { error: '评价项分组只能是 system、goods 或 customer' }),
  maxScore: z.coerce
    .number({ error: '请输入满分' })
    .positive('满分必须大于0')
    .max(100, '满分不能超过100')
    .transform(hundredths),
  applicable: z.boolean({ error: '请选择是否适用' }),
  score: z.coerce.number({ error: '请输入得分' }).transform(hundredths),
});
const specialDeductions = z.coerce
  .number({ error: '请输入特别扣分项数' })
  .int('特别扣分项数必须是整数')
  .min(0, '特别扣分项数不能为负数')
  .max(100, '特别扣分项数过大');
const bonus = z.union([z.literal(0), z.literal(1)], { error: '加分最多1分' });

/** The calculator's body: a score above its item's maximum or a negative one is 400 naming the item. */
export const serviceCalculateBody = z
  .object({ items: z.array(itemScore).min(1, '请至少填写一项评价项').max(200), specialDeductions, bonus })
  .superRefine((v, ctx) => {
    const error = serviceItemError(v.items);
    if (error) ctx.addIssue({ code: 'custom', path: ['items'], message: error });
  });
export const serviceCalculateResult = z.object({
  result: z.object({
    earned: z.number(),
    applicableMax: z.number(),
    percent: z.number(),
    grade: z.enum(SERVICE_GRADES),
  }),
});

export const serviceSheetItem = itemScore.extend({
  title: z.string({ error: '请输入评价项' }).trim().min(1, '请输入评价项名称').max(200, '评价项名称过长'),
  note: z.string().trim().max(500, '评价说明过长').default(''),
});
export type ServiceSheetItem = z.infer<typeof serviceSheetItem>;

/** Saving the sheet: the item table as edited, the deductions and the bonus. */
export const serviceSheetBody = z
  .object({
    id: idSchema,
    version: versionSchema,
    items: z.array(serviceSheetItem).min(1, '请至少填写一项评价项').max(200),
    specialDeductions,
    bonus,
    serviceAreaCode: z.string().trim().max(20, '服务领域代码过长').default(''),
    evaluator: z.string().trim().max(50, '评价人过长').default(''),
  })
  .superRefine((v, ctx) => {
    const error = serviceItemError(v.items);
    if (error) ctx.addIssue({ code: 'custom', path: ['items'], message: error });
  });

export const serviceProjectBody = z.object({
  enterpriseName: z
    .string({ error: '请输入组织名称' })
    .trim()
    .min(1, '请输入组织名称')
    .max(100, '组织名称长度不能超过100个字符'),
  scope: z.string().trim().max(500, '认证范围过长').default(''),
  serviceAreaCode: z.string().trim().max(20, '服务领域代码过长').default(''),
});

export const SERVICE_PROJECT_SORT_NAMES = [
  'projectNo',
  'enterpriseName',
  'stage',
  'percent',
  'createTime',
] as const;
const optionalText = z
  .string()
  .trim()
  .max(100, '查询条件过长')
  .optional()
  .transform((v) => v || undefined);
export const serviceProjectFilters = z.object({
  enterpriseName: optionalText,
  projectNo: optionalText,
  stage: z.coerce
    .number()
    .int()
    .min(1)
    .max(6)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  grade: z
    .enum(SERVICE_GRADES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Only projects with a saved sheet (服务认证报告). */
  evaluated: z
    .enum(['1', ''])
    .optional()
    .transform((v) => v === '1'),
});
export const serviceProjectListQuery = pageQuerySchema(SERVICE_PROJECT_SORT_NAMES).extend(
  serviceProjectFilters.shape,
);
export const serviceProjectExportQuery = serviceProjectListQuery.omit({ pageNo: true, pageSize: true });

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

export const serviceProjectRow = z.object({
  id: idSchema,
  projectNo: z.string(),
  enterpriseName: z.string(),
  scope: z.string(),
  serviceAreaCode: z.string(),
  stage: z.number().int(),
  /**
   * Made from an application item of the GB/T 27922 scheme: its stage follows that item's audit,
   * technical review, decision and certificate (下一阶段 is refused).
   */
  linked: z.boolean(),
  evaluated: z.boolean(),
  percent: z.number().nullable(),
  grade: z.string(),
  specialDeductions: z.number().int(),
  evaluator: z.string(),
  evaluatedAt: timestampSchema.nullable(),
  certNo: z.string(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type ServiceProjectRow = z.infer<typeof serviceProjectRow>;
export const serviceProjectPage = pageSchema(serviceProjectRow);

export const serviceProjectDetail = serviceProjectRow.extend({
  items: z.array(serviceSheetItem),
  bonus: z.number().int(),
  earned: z.number().nullable(),
  applicableMax: z.number().nullable(),
  issueDate: z.string().nullable(),
  itemTableVersion: z.number().int(),
});
export type ServiceProjectDetail = z.infer<typeof serviceProjectDetail>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

export const serviceCertificationSchemas = {
  calculateServiceEvaluation: { body: serviceCalculateBody, result: serviceCalculateResult },
  listServiceProjects: { query: serviceProjectListQuery, result: serviceProjectPage },
  exportServiceProjects: { query: serviceProjectExportQuery, result: 'file' },
  addServiceProject: { body: serviceProjectBody, result: savedRecord },
  advanceServiceProject: { body: idVersion, result: savedRecord },
  getServiceEvaluation: { query: idQuery, result: serviceProjectDetail },
  saveServiceEvaluation: { body: serviceSheetBody, result: savedRecord },
  getServiceEvaluationPdf: { query: idQuery, result: 'file' },
  getServiceCertificatePdf: { query: idQuery, result: 'file' },
  exportServiceEvaluations: { query: serviceProjectExportQuery, result: 'file' },
} as const satisfies SchemaTable;
