/** Contract of the home statistics (`GET /api/dashboard/statistics`), shared by server and web. */

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

export interface DashboardStatistics {
  /** Every statistic; 0 when its area has no data or is not built yet. */
  values: Record<StatisticKey, number>;
  /** The statistics whose owning area has registered a provider (the others are 0 by absence). */
  provided: StatisticKey[];
}
