/** Permission codes of 统计分析 (tjfx): the server's route checks and the web's buttons use the same codes. */
export const STATISTICS_PERMISSIONS = [
  'tjfx:application:export',
  'tjfx:application:view',
  'tjfx:auditor:export',
  'tjfx:auditor:view',
  'tjfx:certificate:export',
  'tjfx:certificate:view',
  'tjfx:customer:export',
  'tjfx:customer:view',
  'tjfx:income:export',
  'tjfx:income:view',
  'tjfx:project:export',
  'tjfx:project:view',
  'tjfx:receivable:export',
  'tjfx:receivable:view',
  'tjfx:workload:export',
  'tjfx:workload:view',
] as const;
export type StatisticsPermission = (typeof STATISTICS_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<StatisticsPermission, true> {}
}
