/** Permission codes of 客户管理 (khgl): the server's route checks and the web's buttons use the same codes. */
export const CUSTOMER_PERMISSIONS = [
  'khgl:enterprise:add',
  'khgl:enterprise:delete',
  'khgl:enterprise:detail',
  'khgl:enterprise:edit',
  'khgl:enterprise:export',
] as const;
export type CustomerPermission = (typeof CUSTOMER_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<CustomerPermission, true> {}
}
