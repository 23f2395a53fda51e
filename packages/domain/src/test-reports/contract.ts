/**
 * The contract of the 检测报告 (jcbg) endpoints: request schemas (Chinese messages; bad input is
 * 400 and writes nothing) and response schemas. The server validates and serialises with them, the
 * web infers its types from them, and the OpenAPI document is generated from them.
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
import { isCnasNumber, normalizeCnasNumber, REPORT_MESSAGES } from './rules.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}长度不能超过${max}个字符`);

const optionalId = idSchema.nullish().transform((v) => v ?? null);

export const reportBody = z.object({
  /** The enterprise: an enterprise user's own is taken whatever is sent; staff must choose one. */
  enterpriseId: idSchema.nullish().transform((v) => v ?? null),
  contractItemId: optionalId,
  certificateId: optionalId,
  projectId: optionalId,
  laboratoryName: text('实验室名称', 100),
  cnasNo: z
    .string({ error: '请输入CNAS注册号' })
    .trim()
    .min(1, '请输入CNAS注册号')
    .refine(isCnasNumber, 'CNAS注册号格式应为CNAS L加4至5位数字，如CNAS L1234')
    .transform(normalizeCnasNumber),
  reportNo: text('报告编号', 50),
  productName: text('产品名称', 100),
  productModel: z
    .string({ error: '型号必须是文本' })
    .trim()
    .max(100, '型号长度不能超过100个字符')
    .default(''),
  samplingDate: calendarDate('抽样日期'),
  issueDate: calendarDate('签发日期'),
  conclusion: z.union([z.literal(1), z.literal(2)], { error: '请选择检测结论' }),
  /** The file uploaded beforehand (uploadReportFile). */
  fileId: idSchema.nullish().transform((v) => v ?? null),
  remark: z.string({ error: '备注必须是文本' }).trim().max(500, '备注长度不能超过500个字符').default(''),
});
export type ReportInput = z.infer<typeof reportBody>;

export const reportEditBody = reportBody.extend({ id: idSchema, version: versionSchema });
export type ReportEditInput = z.infer<typeof reportEditBody>;

export const reportReturnBody = idVersion.extend({
  reason: z
    .string({ error: REPORT_MESSAGES.reasonRequired })
    .trim()
    .min(1, REPORT_MESSAGES.reasonRequired)
    .max(500, REPORT_MESSAGES.reasonTooLong),
});

export const REPORT_SORT_NAMES = [
  'enterpriseName',
  'laboratoryName',
  'reportNo',
  'issueDate',
  'samplingDate',
  'conclusion',
  'reviewStatus',
  'createTime',
] as const;

const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, '查询条件过长')
    .optional()
    .transform((v) => v || undefined);

export const reportFilters = z.object({
  enterpriseName: filterText(100),
  laboratoryName: filterText(100),
  reportNo: filterText(50),
  conclusion: z
    .union([z.literal('1'), z.literal('2'), z.literal('')], { error: '检测结论只能是 1 或 2' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  reviewStatus: z
    .union([z.literal('0'), z.literal('1'), z.literal('2'), z.literal('')], {
      error: '审核状态只能是 0、1 或 2',
    })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});

export const reportListQuery = pageQuerySchema(REPORT_SORT_NAMES).extend(reportFilters.shape);
/** The export's query: the list's filters and order, without paging. */
export const reportExportQuery = reportListQuery.omit({ pageNo: true, pageSize: true });

export const reportLinkQuery = z.object({ enterpriseId: idSchema.optional() });
export const reportEnterpriseQuery = z.object({ keyword: filterText(100) });

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** A row of the list (and of the export: the same columns). */
export const reportRow = z.object({
  id: idSchema,
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  laboratoryName: z.string(),
  cnasNo: z.string(),
  reportNo: z.string(),
  productName: z.string(),
  productModel: z.string(),
  samplingDate: z.string(),
  issueDate: z.string(),
  conclusion: z.number().int(),
  reviewStatus: z.number().int(),
  returnReason: z.string(),
  fileName: z.string(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;
export const reportPage = pageSchema(reportRow);

/** A 检测报告 as its detail and edit pages show it. */
export const reportDetail = reportRow.extend({
  contractItemId: idSchema.nullable(),
  contractItemLabel: z.string(),
  certificateId: idSchema.nullable(),
  certNo: z.string(),
  projectId: idSchema.nullable(),
  projectLabel: z.string(),
  fileId: idSchema.nullable(),
  fileSize: z.number().int(),
  remark: z.string(),
  reviewerName: z.string(),
  reviewedAt: timestampSchema.nullable(),
  usedByDecisions: z.number().int(),
  updateTime: timestampSchema,
});
export type ReportDetail = z.infer<typeof reportDetail>;

/** A file uploaded for a report, to be named in its save (fileId). */
export const uploadedReportFile = z.object({
  fileId: idSchema,
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadedReportFile = z.infer<typeof uploadedReportFile>;

/** What a report of an enterprise may point at: its contract items, certificates and audit projects. */
export const reportLinkOptions = z.object({
  contractItems: z.array(z.object({ id: idSchema, label: z.string() })),
  certificates: z.array(z.object({ id: idSchema, label: z.string() })),
  projects: z.array(z.object({ id: idSchema, label: z.string() })),
});
export type ReportLinkOptions = z.infer<typeof reportLinkOptions>;

/** Enterprises a report may be uploaded for (an enterprise user: its own). */
export const reportEnterpriseOptions = z.array(z.object({ id: idSchema, name: z.string() }));

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 检测报告 endpoint (its route: endpoints.ts). */
export const testReportSchemas = {
  listReports: { query: reportListQuery, result: reportPage },
  getReport: { query: idQuery, result: reportDetail },
  uploadReportFile: { result: uploadedReportFile },
  addReport: { body: reportBody, result: savedRecord },
  editReport: { body: reportEditBody, result: savedRecord },
  acceptReport: { body: idVersion, result: savedRecord },
  returnReport: { body: reportReturnBody, result: savedRecord },
  downloadReportFile: { query: idQuery, result: 'file' },
  deleteReport: { query: idVersion, result: removedRecord },
  exportReports: { query: reportExportQuery, result: 'file' },
  listReportLinks: { query: reportLinkQuery, result: reportLinkOptions },
  listReportEnterprises: { query: reportEnterpriseQuery, result: reportEnterpriseOptions },
} as const satisfies SchemaTable;
