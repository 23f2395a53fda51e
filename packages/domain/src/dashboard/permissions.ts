/** Permission codes of 首页 (dashboard): the server's route checks and the web's buttons use the same codes. */
export const DASHBOARD_PERMISSIONS = ['dashboard:index:statistics'] as const;
export type DashboardPermission = (typeof DASHBOARD_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<DashboardPermission, true> {}
}
