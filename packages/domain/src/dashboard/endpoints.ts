/**
 * The dashboard endpoints: where each is and who may call it. Their request and response schemas are
 * `dashboardSchemas` (contract.ts); only their types are imported here, so the web reads this table
 * without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, get } from '../common/endpoints.ts';
import type { dashboardSchemas } from './contract.ts';
import { DASHBOARD_ACCESS } from './statistics.ts';

export const dashboardEndpoints = defineEndpoints<typeof dashboardSchemas>()({
  getDashboardStatistics: get('/dashboard/statistics', DASHBOARD_ACCESS.statistics, '首页业务统计'),
});
