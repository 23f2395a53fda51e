import { defineArea } from '../../platform/areas.ts';
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
  // No tables of its own: every figure is counted from the owning areas' rows when asked.
  tables: {},
});
