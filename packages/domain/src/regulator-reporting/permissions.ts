/** Permission codes of 信息上报 (xxsb): the server's route checks and the web's buttons use the same codes. */
export const REGULATOR_REPORTING_PERMISSIONS = [
  'xxsb:certificate:export',
  'xxsb:certificate:report',
  'xxsb:log:export',
  'xxsb:plan:export',
  'xxsb:plan:report',
  'xxsb:result:export',
  'xxsb:result:report',
] as const;
export type RegulatorReportingPermission = (typeof REGULATOR_REPORTING_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<RegulatorReportingPermission, true> {}
}
