/** Permission codes of 统计分析 (tjfx): the server's route checks and the web's buttons use the same codes. */
export const STATISTICS_PERMISSIONS = [
  'tjfx:application:export',
  'tjfx:auditor:export',
  'tjfx:certificate:export',
  'tjfx:customer:export',
  'tjfx:income:export',
  'tjfx:project:export',
  'tjfx:receivable:export',
  'tjfx:workload:export',
] as const;
export type StatisticsPermission = (typeof STATISTICS_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<StatisticsPermission, true> {}
}
