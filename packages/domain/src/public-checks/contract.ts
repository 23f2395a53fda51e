/**
 * The public checks of issue 19 besides the certificate query (SPEC.md §2 public routes):
 * 培训证书查询 /trainCertificate/check, 档案核查 /fileArchiveCheck/check (signed in), 历史项目信息
 * /hipji/detail and 申请材料 /xmsl/file. Anonymous callers name the body by `?tenantId=` as the
 * certificate query does; every answer holds only what the printed document or the body's
 * publication shows. Messages are Chinese: the pages show them as they are.
 */
import { z } from 'zod';
import { certificateBodyQuery, certNoLookup, enterpriseNameLookup } from '../certificates/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { blankToUndefined } from '../common/fields.ts';
import { codeTable } from '../labels.ts';
import * as tableRows from './contract.json';
import { APPLICATION_MATERIAL_CATEGORIES, type ApplicationMaterialCategory } from './materials.ts';
import { trainingCertificateRow } from './training-certificates.ts';

const tenantId = certificateBodyQuery.shape.tenantId;
const required = (missing: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined ? '' : v),
    z.string({ error: missing }).trim().min(1, missing).max(max, tooLong),
  );

// ──────────────────────────────────────── training certificates ──────────────────────────────────────

/** 培训证书状态: 1 valid, 2 revoked, 3 expired (past its validity date). */
export const TRAINING_CERTIFICATE_STATUSES = codeTable(tableRows.TRAINING_CERTIFICATE_STATUSES, [1, 2, 3]);
export type TrainingCertificateStatus = (typeof TRAINING_CERTIFICATE_STATUSES)[number]['code'];

/** Both the number and the holder's name: a number alone does not reveal whose it is. */
export const trainingCertificateCheckQuery = z.object({
  tenantId,
  certNo: required('请输入培训证书编号', 50, '培训证书编号最多50个字符'),
  name: required('请输入持证人姓名', 50, '持证人姓名最多50个字符'),
});
export type TrainingCertificateCheckQuery = z.infer<typeof trainingCertificateCheckQuery>;

/** What the training certificate prints (its staff list row without the record's own fields), and its live status. */
export const trainingCertificateCheck = trainingCertificateRow
  .omit({ id: true, version: true, holderIdCardNo: true, createTime: true })
  .extend({ statusName: z.string(), bodyName: z.string(), checkedAt: z.string() });
export type TrainingCertificateCheck = z.infer<typeof trainingCertificateCheck>;
export const TRAINING_CERTIFICATE_NOT_FOUND = '未查询到该培训证书，请核对证书编号和持证人姓名';

// ───────────────────────────────────────────── file archive ──────────────────────────────────────────

export const fileArchiveCheckQuery = z.object({
  planNo: required('请输入审核计划编号', 50, '审核计划编号最多50个字符'),
});
export type FileArchiveCheckQuery = z.infer<typeof fileArchiveCheckQuery>;

/** One audit project of the plan: whether its on-site file is archived and complete. */
export const fileArchiveProject = z.object({
  projectId: z.string(),
  enterpriseName: z.string(),
  standardName: z.string(),
  auditTypeName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  statusLabel: z.string(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  archivedByName: z.string(),
  complete: z.boolean(),
  requiredCount: z.number().int(),
  /** The required documents not yet uploaded. */
  missing: z.array(z.string()),
});
export const fileArchiveCheck = z.object({
  planNo: z.string(),
  projects: z.array(fileArchiveProject),
});
export type FileArchiveCheck = z.infer<typeof fileArchiveCheck>;
export type FileArchiveProject = z.infer<typeof fileArchiveProject>;
export const FILE_ARCHIVE_NOT_FOUND = '未查询到该审核计划，请核对计划编号';

// ────────────────────────────────────────── historical projects ──────────────────────────────────────

/** By a certificate number of the organisation, or its full name as printed. */
export const historicalProjectsQuery = z
  .object({
    tenantId,
    certNo: certNoLookup,
    enterpriseName: enterpriseNameLookup(2),
  })
  .refine((q) => q.certNo !== undefined || q.enterpriseName !== undefined, {
    message: '请输入证书编号或企业全称',
  });
export type HistoricalProjectsQuery = z.infer<typeof historicalProjectsQuery>;

/** A finished audit as the body publishes it: which audit, of what, when. */
export const historicalProject = z.object({
  auditTypeName: z.string(),
  standardName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** 现场审核 / 远程审核 … */
  methodName: z.string(),
});
export const historicalProjects = z.object({
  enterpriseName: z.string(),
  bodyName: z.string(),
  projects: z.array(historicalProject),
});
export type HistoricalProjects = z.infer<typeof historicalProjects>;
export type HistoricalProject = z.infer<typeof historicalProject>;
export const HISTORICAL_PROJECTS_NOT_FOUND = '未查询到该获证组织，请核对证书编号或企业全称';

// ─────────────────────────────────────────── application materials ───────────────────────────────────

const categoryCodes = APPLICATION_MATERIAL_CATEGORIES.map((c) => c.code) as [
  ApplicationMaterialCategory,
  ...ApplicationMaterialCategory[],
];

export const applicationMaterialsQuery = z.object({
  tenantId,
  category: z.preprocess(blankToUndefined, z.enum(categoryCodes, { error: '认证类别不正确' }).default('A')),
  scheme: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '认证标准格式错误' })
      .trim()
      .max(20, '认证标准格式错误')
      .regex(/^[A-Za-z()_]+$/, '认证标准格式错误')
      .optional(),
  ),
});
export type ApplicationMaterialsQuery = z.infer<typeof applicationMaterialsQuery>;

export const applicationTemplateFile = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
});
export const applicationMaterialItem = z.object({
  code: z.string(),
  name: z.string(),
  note: z.string(),
  required: z.boolean(),
  /** The body provides a blank form for it (uploaded or not yet). */
  hasTemplate: z.boolean(),
  templates: z.array(applicationTemplateFile),
});
export const applicationMaterials = z.object({
  bodyName: z.string(),
  category: z.string(),
  scheme: z.string().nullable(),
  materials: z.array(applicationMaterialItem),
});
export type ApplicationMaterials = z.infer<typeof applicationMaterials>;
export type ApplicationMaterialItem = z.infer<typeof applicationMaterialItem>;

export const applicationTemplateQuery = z.object({
  tenantId,
  fileId: z.preprocess(
    (v) => (v === undefined ? '' : v),
    z
      .string({ error: '文件标识格式错误' })
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '文件标识格式错误'),
  ),
});

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each public check and of 档案核查 (their routes: endpoints.ts). */
export const publicCheckSchemas = {
  checkTrainingCertificate: { query: trainingCertificateCheckQuery, result: trainingCertificateCheck },
  getHistoricalProjects: { query: historicalProjectsQuery, result: historicalProjects },
  listApplicationMaterials: { query: applicationMaterialsQuery, result: applicationMaterials },
  downloadApplicationTemplate: { query: applicationTemplateQuery, result: 'file' },
  checkFileArchive: { query: fileArchiveCheckQuery, result: fileArchiveCheck },
} as const satisfies SchemaTable;
