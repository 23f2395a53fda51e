/** Contract of the home statistics (`GET /api/dashboard/statistics`), shared by server and web. */
import { z } from 'zod';
import type { SchemaTable } from '../common/endpoints.ts';
import { STATISTIC_KEYS } from './statistics.ts';

export const dashboardStatisticsResult = z.object({
  /** Every statistic; 0 when its area has no data or is not built yet. */
  values: z.record(z.enum(STATISTIC_KEYS), z.number().int().min(0)),
  /** The statistics whose owning area has registered a provider (the others are 0 by absence). */
  provided: z.array(z.enum(STATISTIC_KEYS)),
  /**
   * When the figures were counted (ISO time): the server reuses them for up to a minute per tenant
   * (DASHBOARD_STATISTICS_MAX_AGE_S) instead of counting a million certificates on every home page,
   * and while it counts again answers the last figures if they are younger than
   * DASHBOARD_STATISTICS_STALE_S (no home page waits for a recount).
   */
  asOf: z.string().optional(),
});

/** How old the home page's figures may be, in seconds. */
export const DASHBOARD_STATISTICS_MAX_AGE_S = 60;
/** How old figures may still be answered while newer ones are counted, in seconds. */
export const DASHBOARD_STATISTICS_STALE_S = 600;
export type DashboardStatistics = z.infer<typeof dashboardStatisticsResult>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each dashboard endpoint (its route: endpoints.ts). */
export const dashboardSchemas = {
  getDashboardStatistics: { result: dashboardStatisticsResult },
} as const satisfies SchemaTable;
