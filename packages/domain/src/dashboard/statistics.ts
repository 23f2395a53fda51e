/** The home statistics' keys and who may read them: plain constants the home page imports. */
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
