/** Permission codes of 首页 (dashboard): the server's route checks and the web's buttons use the same codes. */
export const DASHBOARD_PERMISSIONS = ['dashboard:index:statistics'] as const;
export type DashboardPermission = (typeof DASHBOARD_PERMISSIONS)[number];
