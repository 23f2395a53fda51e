/** The resource and money pages' endpoints (schemas: contract-resources.ts). */
import { defineEndpoints } from '../common/endpoints.ts';
import { STATISTICS_ACCESS as A } from './access.ts';
import type { statisticsResourceSchemas } from './contract-resources.ts';

export const statisticsResourceEndpoints = defineEndpoints<typeof statisticsResourceSchemas>()({
  auditorReport: {
    method: 'GET',
    path: '/tjfx/auditor/report',
    access: A.auditorView,
    summary: '审核员统计',
  },
  exportAuditorReport: {
    method: 'GET',
    path: '/tjfx/auditor/export',
    access: A.auditorExport,
    summary: '导出审核员统计',
  },
  workloadReport: {
    method: 'GET',
    path: '/tjfx/workload/report',
    access: A.workloadView,
    summary: '审核工作量统计',
  },
  exportWorkloadReport: {
    method: 'GET',
    path: '/tjfx/workload/export',
    access: A.workloadExport,
    summary: '导出审核工作量统计',
  },
  refreshWorkloadReport: {
    method: 'POST',
    path: '/tjfx/workload/refresh',
    access: A.workloadExport,
    summary: '刷新审核工作量统计数据',
  },
  incomeReport: { method: 'GET', path: '/tjfx/income/report', access: A.incomeView, summary: '收入统计' },
  exportIncomeReport: {
    method: 'GET',
    path: '/tjfx/income/export',
    access: A.incomeExport,
    summary: '导出收入统计',
  },
  receivableReport: {
    method: 'GET',
    path: '/tjfx/receivable/report',
    access: A.receivableView,
    summary: '应收统计',
  },
  exportReceivableReport: {
    method: 'GET',
    path: '/tjfx/receivable/export',
    access: A.receivableExport,
    summary: '导出应收统计',
  },
});
