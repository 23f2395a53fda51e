/** Permission codes of system-wide actions (common): the server's route checks and the web's buttons use the same codes. */
export const COMMON_PERMISSIONS = [
  'common:code:query',
  'common:column:setting',
  'common:company:check',
  'common:review:tool',
] as const;
export type CommonPermission = (typeof COMMON_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<CommonPermission, true> {}
}
