/** Permission codes of 项目受理 (xmsl): the server's route checks and the web's buttons use the same codes. */
export const APPLICATION_PERMISSIONS = [
  'xmsl:add:add',
  'xmsl:add:submit',
  'xmsl:change:add',
  'xmsl:change:detail',
  'xmsl:change:edit',
  'xmsl:change:revoke',
  'xmsl:download:delete',
  'xmsl:download:upload',
  'xmsl:search:audit',
  'xmsl:search:change',
  'xmsl:search:delete',
  'xmsl:search:detail',
  'xmsl:search:export',
  'xmsl:search:update',
] as const;
export type ApplicationPermission = (typeof APPLICATION_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<ApplicationPermission, true> {}
}
