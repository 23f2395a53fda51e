/**
 * The calls of 审核员统计, 审核工作量统计, 收入统计 and 应收统计, derived from their endpoint table
 * (packages/domain/src/statistics/endpoints-resources.ts): no URL spelt here, types from the contract.
 */
import {
  type auditorReportQuery,
  type incomeReportQuery,
  type receivableReportQuery,
  statisticsResourceEndpoints,
  type workloadExportQuery,
  type workloadReportQuery,
} from '@cb/domain/statistics';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';

export type AuditorReportQuery = z.input<typeof auditorReportQuery>;
export type WorkloadReportQuery = z.input<typeof workloadReportQuery>;
export type WorkloadExportQuery = z.input<typeof workloadExportQuery>;
export type IncomeReportQuery = z.input<typeof incomeReportQuery>;
export type ReceivableReportQuery = z.input<typeof receivableReportQuery>;

const call = endpointCalls(statisticsResourceEndpoints);

export const statisticsResourceApi = {
  auditor: (q: AuditorReportQuery) => call.auditorReport(q),
  exportAuditor: (q: AuditorReportQuery) => call.exportAuditorReport(q, { fileName: '审核员统计.xlsx' }),
  workload: (q: WorkloadReportQuery) => call.workloadReport(q),
  /** Every row of the table (the page's query without its page). */
  exportWorkload: ({ pageNo: _n, pageSize: _s, ...q }: WorkloadReportQuery) =>
    call.exportWorkloadReport(q as WorkloadExportQuery, { fileName: '审核工作量统计.xlsx' }),
  refreshWorkload: () => call.refreshWorkloadReport({}),
  income: (q: IncomeReportQuery) => call.incomeReport(q),
  exportIncome: (q: IncomeReportQuery) => call.exportIncomeReport(q, { fileName: '收入统计.xlsx' }),
  receivable: (q: ReceivableReportQuery) => call.receivableReport(q),
  exportReceivable: (q: ReceivableReportQuery) =>
    call.exportReceivableReport(q, { fileName: '应收统计.xlsx' }),
};
