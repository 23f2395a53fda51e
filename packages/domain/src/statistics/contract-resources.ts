/**
 * The resource and money pages' queries and endpoint schemas (审核员统计, 审核工作量统计, 收入统计,
 * 应收统计). Each answers the one report shape of report.ts; their rules are in resources.ts.
 */
import { z } from 'zod';
import { calendarDate } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { statisticsQuery, statisticsReport } from './report.ts';

/** 审核员统计: by CCAA registration level, by code field (IAF sector), by region (分公司). */
export const AUDITOR_REPORT_GROUPS = ['level', 'field', 'region'] as const;
export const auditorReportQuery = statisticsQuery({
  groupBy: z.enum(AUDITOR_REPORT_GROUPS, { error: '统计维度无效' }).default('level'),
});
export type AuditorReportQuery = z.infer<typeof auditorReportQuery>;

/**
 * 审核工作量统计: person-days per auditor over the period (default: the current month, so per auditor
 * per month) or per auditor and work month.
 */
export const WORKLOAD_REPORT_GROUPS = ['auditor', 'month'] as const;
export const workloadReportQuery = statisticsQuery({
  groupBy: z.enum(WORKLOAD_REPORT_GROUPS, { error: '统计维度无效' }).default('auditor'),
});
export type WorkloadReportQuery = z.infer<typeof workloadReportQuery>;

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
  exportWorkloadReport: { query: workloadReportQuery, result: 'file' },
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
