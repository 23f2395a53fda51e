/**
 * The contract of the 培训认证 (tc) endpoints: request schemas (Chinese messages; bad input is 400
 * and writes nothing) and response schemas. The server validates and serialises with them, the web
 * infers its types from them, and the OpenAPI document is generated from them.
 */
import { z } from 'zod';
import {
  calendarDate,
  idQuery,
  idSchema,
  idVersion,
  pageSchema,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { isValidIdCardNumber } from '../id-card.ts';
import { pageQuerySchema } from '../paging.ts';
import { TRAINING_LIST_STAGES } from './rules.ts';

/** 1 个人, 2 机构. */
export const TRAINING_APPLICANT_TYPES = { person: 1, organisation: 2 } as const;
export const TRAINING_APPLICANT_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '个人', 2: '机构' };

const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}长度不能超过${max}个字符`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}长度不能超过${max}个字符`)
    .default('');

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

export const trainingApplicationBody = z
  .object({
    applicantType: z.union([z.literal(1), z.literal(2)], { error: '请选择申请人类型' }),
    applicantName: text('申请人', 100),
    idCardNo: z
      .string({ error: '身份证号必须是文本' })
      .trim()
      .toUpperCase()
      .default('')
      .refine((v) => v === '' || isValidIdCardNumber(v), '身份证号格式不正确'),
    organisation: optionalText('工作单位', 100),
    courseName: text('课程名称', 100),
    standardName: optionalText('培训标准', 100),
    courseHours: z.coerce
      .number({ error: '请输入学时' })
      .int('学时必须是整数')
      .min(1, '学时至少为1')
      .max(1000, '学时不能超过1000'),
    trainingFrom: calendarDate('培训开始日期'),
    trainingTo: calendarDate('培训结束日期'),
    remark: optionalText('备注', 500),
  })
  .refine((v) => v.trainingTo >= v.trainingFrom, {
    path: ['trainingTo'],
    message: '培训结束日期不能早于开始日期',
  })
  .refine((v) => v.applicantType !== 1 || v.idCardNo !== '', {
    path: ['idCardNo'],
    message: '个人申请请输入身份证号',
  })
  .refine((v) => v.applicantType !== 2 || v.organisation !== '', {
    path: ['organisation'],
    message: '机构申请请输入机构名称',
  });
export type TrainingApplicationInput = z.infer<typeof trainingApplicationBody>;

export const trainingApplicationEditBody = z.intersection(
  trainingApplicationBody,
  z.object({ id: idSchema, version: versionSchema }),
);

/** 材料审核: pass, or return with the reason the applicant reads. */
export const trainingMaterialAuditBody = z
  .object({
    id: idSchema,
    version: versionSchema,
    pass: z.boolean({ error: '请选择审核结论' }),
    reason: optionalText('退回原因', 500),
  })
  .refine((v) => v.pass || v.reason !== '', { path: ['reason'], message: '退回时请输入退回原因' });

/** 认证评审: pass or fail, with the findings (required when it fails). */
export const trainingReviewBody = z
  .object({
    id: idSchema,
    version: versionSchema,
    pass: z.boolean({ error: '请选择评审结论' }),
    findings: optionalText('评审意见', 1000),
  })
  .refine((v) => v.pass || v.findings !== '', { path: ['findings'], message: '评审不通过时请输入评审意见' });

/** 证书制作: the number and dates the certificate will carry. */
export const trainingDraftBody = z
  .object({
    id: idSchema,
    version: versionSchema,
    certNo: text('证书编号', 50).toUpperCase(),
    issueDate: calendarDate('发证日期'),
    validTo: calendarDate('有效期至').nullable().default(null),
  })
  .refine((v) => v.validTo === null || v.validTo > v.issueDate, {
    path: ['validTo'],
    message: '有效期至应晚于发证日期',
  });

/** 认证报告: the conclusion written on the report. */
export const trainingReportBody = z.object({
  id: idSchema,
  version: versionSchema,
  conclusion: optionalText('报告结论', 2000),
});

export const TRAINING_APPLICATION_SORT_NAMES = [
  'applicantName',
  'courseName',
  'stage',
  'createTime',
  'updateTime',
] as const;

export const trainingApplicationFilters = z.object({
  view: z.enum(Object.keys(TRAINING_LIST_STAGES) as [keyof typeof TRAINING_LIST_STAGES], {
    error: '列表类型错误',
  }),
  applicantName: z
    .string()
    .trim()
    .max(100, '申请人过长')
    .optional()
    .transform((v) => v || undefined),
  courseName: z
    .string()
    .trim()
    .max(100, '课程名称过长')
    .optional()
    .transform((v) => v || undefined),
  stage: z.coerce
    .number()
    .int()
    .min(1)
    .max(7)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const trainingApplicationListQuery = pageQuerySchema(TRAINING_APPLICATION_SORT_NAMES).extend(
  trainingApplicationFilters.shape,
);
export const trainingApplicationExportQuery = trainingApplicationListQuery.omit({
  pageNo: true,
  pageSize: true,
});

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

export const trainingApplicationRow = z.object({
  id: idSchema,
  stage: z.number().int(),
  applicantType: z.number().int(),
  applicantName: z.string(),
  organisation: z.string(),
  courseName: z.string(),
  courseHours: z.number().int(),
  trainingFrom: z.string(),
  trainingTo: z.string(),
  certNo: z.string(),
  handlerName: z.string(),
  /** The handler (经办人): who entered it; they may not audit or review it. */
  createdBy: idSchema.nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  version: z.number().int(),
});
export type TrainingApplicationRow = z.infer<typeof trainingApplicationRow>;
export const trainingApplicationPage = pageSchema(trainingApplicationRow);

export const trainingApplicationDetail = trainingApplicationRow.extend({
  idCardNo: z.string(),
  standardName: z.string(),
  remark: z.string(),
  returnReason: z.string(),
  resubmitCount: z.number().int(),
  materialAuditorName: z.string(),
  materialAuditedAt: timestampSchema.nullable(),
  reviewPassed: z.boolean().nullable(),
  findings: z.string(),
  reviewerName: z.string(),
  reviewedAt: timestampSchema.nullable(),
  issueDate: z.string().nullable(),
  validTo: z.string().nullable(),
  draftedAt: timestampSchema.nullable(),
  publishedAt: timestampSchema.nullable(),
  trainingCertificateId: idSchema.nullable(),
  conclusion: z.string(),
});
export type TrainingApplicationDetail = z.infer<typeof trainingApplicationDetail>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

export const trainingCertificationSchemas = {
  listTrainingApplications: { query: trainingApplicationListQuery, result: trainingApplicationPage },
  getTrainingApplication: { query: idQuery, result: trainingApplicationDetail },
  addTrainingApplication: { body: trainingApplicationBody, result: savedRecord },
  editTrainingApplication: { body: trainingApplicationEditBody, result: savedRecord },
  resubmitTrainingApplication: { body: idVersion, result: savedRecord },
  auditTrainingMaterials: { body: trainingMaterialAuditBody, result: savedRecord },
  reviewTrainingApplication: { body: trainingReviewBody, result: savedRecord },
  draftTrainingCertificate: { body: trainingDraftBody, result: savedRecord },
  getTrainingCertificatePdf: { query: idQuery, result: 'file' },
  publishTrainingCertificate: { body: idVersion, result: savedRecord },
  saveTrainingReport: { body: trainingReportBody, result: savedRecord },
  getTrainingReportPdf: { query: idQuery, result: 'file' },
  getTrainingReportXls: { query: idQuery, result: 'file' },
  exportTrainingApplications: { query: trainingApplicationExportQuery, result: 'file' },
} as const satisfies SchemaTable;
