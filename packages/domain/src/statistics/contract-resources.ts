/**
 * The resource and money pages' queries and endpoint schemas (审核员统计, 审核工作量统计, 收入统计,
 * 应收统计). Each answers the one report shape of report.ts; their rules are in resources.ts.
 */
import { z } from 'zod';
import { calendarDate } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';
import { statisticsQuery, statisticsReport } from './report.ts';

/** 审核员统计: by CCAA registration level, by code field (IAF sector), by region (分公司). */
export const AUDITOR_REPORT_GROUPS = ['level', 'field', 'region'] as const;
export const auditorReportQuery = statisticsQuery({
  groupBy: z.enum(AUDITOR_REPORT_GROUPS, { error: '统计维度无效' }).default('level'),
});
export type AuditorReportQuery = z.infer<typeof auditorReportQuery>;

/**
 * 审核工作量统计: person-days per auditor and work month (the default, BUSINESS.md §5; the period's
 * default is the current month) or per auditor over the period. The table is paged on the server
 * (`pageNo`/`pageSize` as every list, default 50 rows): twelve months of 2,000 auditors are 22,000
 * rows per auditor and month. The export takes no page: it writes every row.
 */
export const WORKLOAD_REPORT_GROUPS = ['month', 'auditor'] as const;
export const WORKLOAD_PAGE_SIZE = 50;
const workloadPage = pageQuerySchema(['auditor'], WORKLOAD_PAGE_SIZE).shape;
export const workloadReportQuery = statisticsQuery({
  groupBy: z.enum(WORKLOAD_REPORT_GROUPS, { error: '统计维度无效' }).default('month'),
  pageNo: workloadPage.pageNo,
  pageSize: workloadPage.pageSize,
});
export type WorkloadReportQuery = z.infer<typeof workloadReportQuery>;
/** The export: the same report, every row (no page). */
export const workloadExportQuery = statisticsQuery({
  groupBy: z.enum(WORKLOAD_REPORT_GROUPS, { error: '统计维度无效' }).default('month'),
});

/** 收入统计: money received per month (default: the twelve months to the current one). */
export const incomeReportQuery = statisticsQuery({});
export type IncomeReportQuery = z.infer<typeof incomeReportQuery>;

/** 应收统计: what is outstanding by age on a day (default today). */
export const receivableReportQuery = statisticsQuery({
  asOf: z
    .union([calendarDate('统计日期'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});
export type ReceivableReportQuery = z.infer<typeof receivableReportQuery>;

export const statisticsResourceSchemas = {
  auditorReport: { query: auditorReportQuery, result: statisticsReport },
  exportAuditorReport: { query: auditorReportQuery, result: 'file' },
  workloadReport: { query: workloadReportQuery, result: statisticsReport },
  exportWorkloadReport: { query: workloadExportQuery, result: 'file' },
  /** 审核工作量统计's 刷新: its summary cells counted now (a large body's; statistics report-cells.ts). */
  refreshWorkloadReport: {
    body: z.object({}).strict(),
    result: z.object({ refreshedAt: z.string(), rows: z.number().int() }),
  },
  incomeReport: { query: incomeReportQuery, result: statisticsReport },
  exportIncomeReport: { query: incomeReportQuery, result: 'file' },
  receivableReport: { query: receivableReportQuery, result: statisticsReport },
  exportReceivableReport: { query: receivableReportQuery, result: 'file' },
} as const satisfies SchemaTable;
