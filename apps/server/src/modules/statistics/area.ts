import { defineArea } from '../../platform/areas.ts';
import { refreshCertificateCellsJob } from './certificate-cells.ts';
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
  // Every figure is counted from the owning areas' rows when asked, but 证书统计 of a body with a
  // million certificates: its summary cells, refreshed per tenant by this job (certificate-cells.ts).
  jobs: () => [refreshCertificateCellsJob()],
  tables: {
    statistics_certificate_cells: '证书统计数据',
    statistics_refreshes: '统计数据刷新时间',
  },
});
