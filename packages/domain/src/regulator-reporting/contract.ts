/**
 * The contract of 信息上报 (xxsb): the three report lists (审核计划上报, 证书信息上报, 审核结果上报)
 * with their filters, export and 上报; 上报记录 (the batches) with the file again; the code maps.
 * Request schemas carry the Chinese message of every refusal; the server validates and serialises
 * with them, the web infers its types from them.
 */
import { z } from 'zod';
import { idQuery, idSchema, pageSchema, timestampSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';
import { REPORT_CODE_MAP_NAMES, type ReportCodeMapName } from './codes.ts';

/** The three kinds of report rows (and of batches). */
export const REPORT_KINDS = ['plan', 'certificate', 'result'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Readonly<Record<ReportKind, string>> = {
  plan: '审核计划',
  certificate: '证书信息',
  result: '审核结果',
};

/** The most rows one 上报 marks. */
export const REPORT_MAX_ROWS = 5000;

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

export const REPORT_ROW_SORT_NAMES = ['eventDate', 'deadline', 'number'] as const;

/** The lists' filters: the tab, the month, the branch, the standard, the due state. */
export const reportRowFilters = z.object({
  /** 0 未上报 (default), 1 已上报. */
  reported: z
    .union([z.literal('0'), z.literal('1'), z.literal('')], { error: '上报状态只能是 0 或 1' })
    .optional()
    .transform((v) => v === '1'),
  month: z
    .string()
    .trim()
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, '月份格式应为YYYY-MM')
    .optional()
    .transform((v) => v || undefined),
  branchCode: optionalText(20, '分支机构代码过长'),
  standardCode: optionalText(30, '认证标准过长'),
  /** overdue 已逾期, soon 7日内到期, invalid 校验未通过. */
  due: z
    .union([z.literal('overdue'), z.literal('soon'), z.literal('invalid'), z.literal('')], {
      error: '期限筛选只能是 overdue、soon 或 invalid',
    })
    .optional()
    .transform((v) => v || undefined),
  number: optionalText(60, '编号过长'),
});
export type ReportRowFilters = z.infer<typeof reportRowFilters>;

export const reportRowListQuery = pageQuerySchema(REPORT_ROW_SORT_NAMES).extend(reportRowFilters.shape);
export type ReportRowListQuery = z.infer<typeof reportRowListQuery>;
/** The export: the unreported rows (or a month's with `month`) that pass validation, in the regulator's layout. */
export const reportExportQuery = reportRowFilters;

/** 上报: the chosen rows, marked reported in one batch. */
export const reportMarkBody = z.object({
  ids: z
    .array(z.string().min(1, '数据标识格式错误').max(80, '数据标识格式错误'), { error: '请选择要上报的记录' })
    .min(1, '请选择要上报的记录')
    .max(REPORT_MAX_ROWS, `一次最多上报${REPORT_MAX_ROWS}条`),
  remark: z.string({ error: '备注必须是文本' }).trim().max(200, '备注长度不能超过200个字符').default(''),
});
export type ReportMarkInput = z.infer<typeof reportMarkBody>;

export const REPORT_BATCH_SORT_NAMES = ['createTime', 'rowCount', 'batchNo'] as const;
export const reportBatchFilters = z.object({
  kind: z
    .union([z.enum(REPORT_KINDS), z.literal('')], { error: '上报类别不正确' })
    .optional()
    .transform((v) => v || undefined),
  period: z
    .string()
    .trim()
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, '月份格式应为YYYY-MM')
    .optional()
    .transform((v) => v || undefined),
});
export const reportBatchListQuery = pageQuerySchema(REPORT_BATCH_SORT_NAMES).extend(reportBatchFilters.shape);
export type ReportBatchListQuery = z.infer<typeof reportBatchListQuery>;
export const reportBatchExportQuery = reportBatchListQuery.omit({ pageNo: true, pageSize: true });

const mapNames = Object.keys(REPORT_CODE_MAP_NAMES) as [ReportCodeMapName, ...ReportCodeMapName[]];
export const reportCodeMapBody = z.object({
  map: z.enum(mapNames, { error: '代码表不存在' }),
  fromCode: z
    .string({ error: '请输入本系统代码' })
    .trim()
    .min(1, '请输入本系统代码')
    .max(30, '本系统代码过长'),
  toCode: z
    .string({ error: '请输入监管代码' })
    .trim()
    .max(10, '监管代码不能超过10个字符')
    .regex(/^[0-9A-Z]*$/, '监管代码只能是数字和大写字母'),
});
export type ReportCodeMapInput = z.infer<typeof reportCodeMapBody>;

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** A report row as the lists show it. */
export const reportRow = z.object({
  /** The source's id: the certificate event, the plan, or `<project>:<member>` of a team row. */
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  /** Certificate number or plan number. */
  number: z.string(),
  enterpriseName: z.string(),
  standardCode: z.string(),
  branchCode: z.string(),
  /** The regulator's type: report type (certificate), audit method (plan), stage (team). */
  typeCode: z.string(),
  /** What happened, in words: 暂停, 颁发 … */
  typeLabel: z.string(),
  /** Other regulator codes worth seeing in the list (status, change type, reason). */
  codes: z.string(),
  /** The day of the event (certificate), the first audit day (plan), the last audit day (team). */
  eventDate: z.string(),
  deadline: z.string(),
  overdue: z.boolean(),
  /** Each broken rule with its column and reason; a row with any is left out of the export. */
  problems: z.array(z.string()),
  reportedAt: timestampSchema.nullable(),
  batchNo: z.string(),
});
export type ReportRow = z.infer<typeof reportRow>;
export const reportRowPage = pageSchema(reportRow);

/** The counts above a list: unreported, overdue, failing validation. */
export const reportSummary = z.object({
  unreported: z.number().int(),
  overdue: z.number().int(),
  invalid: z.number().int(),
});
export type ReportSummary = z.infer<typeof reportSummary>;

export const reportMarkResult = z.object({
  batchId: idSchema,
  batchNo: z.string(),
  rowCount: z.number().int(),
});

/** A 上报记录 (batch). */
export const reportBatchRow = z.object({
  id: idSchema,
  batchNo: z.string(),
  kind: z.enum(REPORT_KINDS),
  period: z.string(),
  rowCount: z.number().int(),
  reportedByName: z.string(),
  createTime: timestampSchema,
  fileName: z.string(),
  remark: z.string(),
});
export type ReportBatchRow = z.infer<typeof reportBatchRow>;
export const reportBatchPage = pageSchema(reportBatchRow);

export const reportCodeMapRow = z.object({
  map: z.string(),
  title: z.string(),
  fromCode: z.string(),
  toCode: z.string(),
});
export type ReportCodeMapRow = z.infer<typeof reportCodeMapRow>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 信息上报 endpoint (its route: endpoints.ts). */
export const regulatorReportingSchemas = {
  listPlanReports: { query: reportRowListQuery, result: reportRowPage },
  planReportSummary: { query: reportRowFilters, result: reportSummary },
  exportPlanReports: { query: reportExportQuery, result: 'file' },
  reportPlanRows: { body: reportMarkBody, result: reportMarkResult },
  listCertificateReports: { query: reportRowListQuery, result: reportRowPage },
  certificateReportSummary: { query: reportRowFilters, result: reportSummary },
  exportCertificateReports: { query: reportExportQuery, result: 'file' },
  reportCertificateRows: { body: reportMarkBody, result: reportMarkResult },
  listResultReports: { query: reportRowListQuery, result: reportRowPage },
  resultReportSummary: { query: reportRowFilters, result: reportSummary },
  exportResultReports: { query: reportExportQuery, result: 'file' },
  reportResultRows: { body: reportMarkBody, result: reportMarkResult },
  listReportBatches: { query: reportBatchListQuery, result: reportBatchPage },
  exportReportBatches: { query: reportBatchExportQuery, result: 'file' },
  downloadReportBatch: { query: idQuery, result: 'file' },
  listReportCodeMaps: { result: z.array(reportCodeMapRow) },
  saveReportCodeMap: { body: reportCodeMapBody, result: z.object({ map: z.string(), fromCode: z.string() }) },
} as const satisfies SchemaTable;
