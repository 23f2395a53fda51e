/**
 * The staff side of the training certificates that /trainCertificate/check answers (培训证书管理,
 * under 证书管理): list, add, edit, revoke and delete. Requests carry the Chinese message of every
 * refusal (bad input is 400 and writes nothing); a number is unique per body (409). The ID-card
 * number is the body's own, for matching: lists and exports show it masked.
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
import { filterTextUpTo, requiredText, textOrEmpty } from '../common/fields.ts';
import { isValidIdCardNumber } from '../id-card.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  trainingCertificateDateProblem,
  trainingCertificateRevocationProblem,
} from './training-certificate-rules.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

const trainingCertificateFields = z.object({
  certNo: requiredText('培训证书编号', 50)
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]*$/, '培训证书编号只能包含字母、数字和“-”'),
  holderName: requiredText('持证人姓名', 50),
  holderIdCardNo: z
    .string({ error: '身份证号必须是文本' })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isValidIdCardNumber(v), '身份证号格式错误')
    .default(''),
  employer: textOrEmpty('工作单位', 100),
  courseName: requiredText('培训课程', 100),
  standardName: textOrEmpty('培训标准', 100),
  courseHours: z
    .number({ error: '请输入学时' })
    .int('学时必须是整数')
    .min(1, '学时最小为1')
    .max(2000, '学时不能超过2000'),
  trainingFrom: calendarDate('培训开始日期'),
  trainingTo: calendarDate('培训结束日期'),
  issueDate: calendarDate('发证日期'),
  /** Empty or null: valid without a time limit. */
  validTo: z.preprocess((v) => (v === '' || v === undefined ? null : v), calendarDate('有效期至').nullable()),
  status: z.union([z.literal(1), z.literal(2)], { error: '证书状态只能是有效或已撤销' }).default(1),
  revokeReason: textOrEmpty('撤销原因', 200),
  remark: textOrEmpty('备注', 500),
});

const checked = <T extends z.infer<typeof trainingCertificateFields>>(
  v: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  const dates = trainingCertificateDateProblem(v);
  if (dates) ctx.addIssue({ code: 'custom', path: [dates.field], message: dates.message });
  const revocation = trainingCertificateRevocationProblem(v);
  if (revocation) ctx.addIssue({ code: 'custom', path: ['revokeReason'], message: revocation });
};

export const trainingCertificateBody = trainingCertificateFields.superRefine(checked);
export type TrainingCertificateInput = z.infer<typeof trainingCertificateBody>;
export const trainingCertificateEditBody = trainingCertificateFields
  .extend({ id: idSchema, version: versionSchema })
  .superRefine(checked);

export const TRAINING_CERTIFICATE_SORT_NAMES = ['certNo', 'issueDate', 'trainingFrom', 'createTime'] as const;

export const trainingCertificateFilters = z.object({
  certNo: filterTextUpTo(50),
  holderName: filterTextUpTo(50),
  courseName: filterTextUpTo(100),
  /** The live status: 1 有效, 2 已撤销, 3 已过期. */
  status: z
    .enum(['1', '2', '3', ''], { error: '证书状态不正确' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});
export const trainingCertificateListQuery = pageQuerySchema(TRAINING_CERTIFICATE_SORT_NAMES).extend(
  trainingCertificateFilters.shape,
);
export type TrainingCertificateListQuery = z.infer<typeof trainingCertificateListQuery>;
export const trainingCertificateExportQuery = trainingCertificateListQuery.omit({
  pageNo: true,
  pageSize: true,
});

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** A row of the list: the ID-card number masked, the status live (有效 / 已撤销 / 已过期). */
export const trainingCertificateRow = z.object({
  id: idSchema,
  version: z.number().int(),
  certNo: z.string(),
  holderName: z.string(),
  holderIdCardNo: z.string(),
  employer: z.string(),
  courseName: z.string(),
  standardName: z.string(),
  courseHours: z.number().int(),
  trainingFrom: z.string(),
  trainingTo: z.string(),
  issueDate: z.string(),
  validTo: z.string().nullable(),
  status: z.number().int(),
  createTime: timestampSchema,
});
export type TrainingCertificateRow = z.infer<typeof trainingCertificateRow>;
export const trainingCertificatePage = pageSchema(trainingCertificateRow);

/** A certificate as its detail and edit pages show it: the full ID-card number and the stored status. */
export const trainingCertificateDetail = trainingCertificateRow.extend({
  storedStatus: z.number().int(),
  revokeReason: z.string(),
  revokedAt: timestampSchema.nullable(),
  remark: z.string(),
  updateTime: timestampSchema,
});
export type TrainingCertificateDetail = z.infer<typeof trainingCertificateDetail>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 培训证书管理 endpoint (its route: training-endpoints.ts). */
export const trainingCertificateSchemas = {
  listTrainingCertificates: { query: trainingCertificateListQuery, result: trainingCertificatePage },
  getTrainingCertificate: { query: idQuery, result: trainingCertificateDetail },
  exportTrainingCertificates: { query: trainingCertificateExportQuery, result: 'file' },
  addTrainingCertificate: { body: trainingCertificateBody, result: savedRecord },
  editTrainingCertificate: { body: trainingCertificateEditBody, result: savedRecord },
  deleteTrainingCertificate: { query: idVersion, result: removedRecord },
} as const satisfies SchemaTable;
