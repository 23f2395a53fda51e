/**
 * The business pages' queries and endpoint schemas (申请统计, 审核项目统计, 证书统计, 客户分布统计).
 * Every page answers the one report shape of report.ts; the resource and money pages are in
 * contract-resources.ts.
 */
import { z } from 'zod';
import type { SchemaTable } from '../common/endpoints.ts';
import { statisticsQuery, statisticsReport } from './report.ts';

/** 证书统计's groupings: per project code (the standard's code), per province, per IAF sector. */
export const CERTIFICATE_REPORT_GROUPS = ['standard', 'province', 'sector'] as const;
export const certificateReportQuery = statisticsQuery({
  groupBy: z.enum(CERTIFICATE_REPORT_GROUPS).default('standard'),
  /** SPEC.md §3 stat type: 1 new or replaced, 2 surveillance, 3 status change (the columns shown). */
  statType: z.coerce.number().int().min(1).max(3).optional(),
});
export type CertificateReportQuery = z.infer<typeof certificateReportQuery>;

/** 申请统计: per month received, or per standard. */
export const APPLICATION_REPORT_GROUPS = ['month', 'standard'] as const;
export const applicationReportQuery = statisticsQuery({
  groupBy: z.enum(APPLICATION_REPORT_GROUPS).default('month'),
});
export type ApplicationReportQuery = z.infer<typeof applicationReportQuery>;

/** 审核项目统计: per audit type, or per month of the audit's start. */
export const PROJECT_REPORT_GROUPS = ['auditType', 'month'] as const;
export const projectReportQuery = statisticsQuery({
  groupBy: z.enum(PROJECT_REPORT_GROUPS).default('auditType'),
});
export type ProjectReportQuery = z.infer<typeof projectReportQuery>;

/** 客户分布统计: by province, industry, size band (SPEC.md §3 S/M/L). */
export const CUSTOMER_REPORT_GROUPS = ['province', 'industry', 'scale'] as const;
export const customerReportQuery = statisticsQuery({
  groupBy: z.enum(CUSTOMER_REPORT_GROUPS).default('province'),
});
export type CustomerReportQuery = z.infer<typeof customerReportQuery>;

/** A page's 刷新: when its summary cells were counted and the rows (applications, projects, clients) counted. */
const cellsRefreshed = z.object({ refreshedAt: z.string(), rows: z.number().int() });

export const statisticsSchemas = {
  certificateReport: { query: certificateReportQuery, result: statisticsReport },
  exportCertificateReport: { query: certificateReportQuery, result: 'file' },
  /** 证书统计's 刷新: the body's summary cells counted now (a large body's; statistics certificate-cells.ts). */
  refreshCertificateReport: {
    body: z.object({}).strict(),
    result: z.object({ refreshedAt: z.string(), certificates: z.number().int() }),
  },
  applicationReport: { query: applicationReportQuery, result: statisticsReport },
  exportApplicationReport: { query: applicationReportQuery, result: 'file' },
  /** 申请统计's 刷新: its summary cells counted now (a large body's; statistics report-cells.ts). */
  refreshApplicationReport: { body: z.object({}).strict(), result: cellsRefreshed },
  projectReport: { query: projectReportQuery, result: statisticsReport },
  exportProjectReport: { query: projectReportQuery, result: 'file' },
  /** 审核项目统计's 刷新 (report-cells.ts). */
  refreshProjectReport: { body: z.object({}).strict(), result: cellsRefreshed },
  customerReport: { query: customerReportQuery, result: statisticsReport },
  exportCustomerReport: { query: customerReportQuery, result: 'file' },
  /** 客户分布统计's 刷新 (report-cells.ts). */
  refreshCustomerReport: { body: z.object({}).strict(), result: cellsRefreshed },
} as const satisfies SchemaTable;
