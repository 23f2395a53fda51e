import { defineArea } from '../../platform/areas.ts';
import { refreshCertificateCellsJob } from './certificate-cells.ts';
import { refreshReportCellsJob } from './report-cells.ts';
import { statisticsRoutes } from './routes.ts';

export default defineArea({
  name: 'statistics',
  title: '统计分析',
  // Read-only figures of other areas, each through its for-statistics.ts door: the business pages
  // (certificates, applications, audit projects — 审核项目's list is audit-execution's — customers) and the resource and money pages
  // (auditors, their pay and workload, finance's income and receivables).
  after: [
    'certificates',
    'applications',
    'audit-programmes',
    'customers',
    'auditors',
    'auditor-pay',
    'finance',
  ],
  routes: statisticsRoutes,
  // Every figure is counted from the owning areas' rows when asked, but 证书统计, 申请统计, 审核项目统计,
  // 客户分布统计 and 审核工作量统计 of a large body: their summary cells, refreshed per tenant by these jobs
  // (certificate-cells.ts, report-cells.ts).
  jobs: () => [refreshCertificateCellsJob(), refreshReportCellsJob()],
  tables: {
    statistics_certificate_cells: '证书统计数据',
    statistics_refreshes: '统计数据刷新时间',
    statistics_application_cells: '申请统计数据',
    statistics_project_cells: '审核项目统计数据',
    statistics_customer_cells: '客户分布统计数据',
    statistics_workload_cells: '审核工作量统计数据',
  },
});
