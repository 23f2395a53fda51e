/** Contract of the home statistics (`GET /api/dashboard/statistics`), shared by server and web. */
import { z } from 'zod';
import type { Permission } from '../permissions.ts';

/** Who may read the statistics; the same code gates the statistics block on the home page. */
export const DASHBOARD_ACCESS = {
  statistics: ['dashboard:index:statistics'],
} as const satisfies Record<string, readonly Permission[]>;

/** The statistics of the home page, in display order. */
export const STATISTIC_KEYS = [
  'certTotal',
  'certValid',
  'auditorTotal',
  'auditorFullTime',
  'auditorPartTime',
  'examinerTotal',
  'inspectorTotal',
  'companyTotal',
  'companyCertified',
] as const;
export type StatisticKey = (typeof STATISTIC_KEYS)[number];

export const dashboardStatisticsResult = z.object({
  /** Every statistic; 0 when its area has no data or is not built yet. */
  values: z.record(z.enum(STATISTIC_KEYS), z.number().int().min(0)),
  /** The statistics whose owning area has registered a provider (the others are 0 by absence). */
  provided: z.array(z.enum(STATISTIC_KEYS)),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsResult>;
