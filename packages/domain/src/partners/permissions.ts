/** Permission codes of 合作方 (hzf): the server's route checks and the web's buttons use the same codes. */
export const PARTNER_PERMISSIONS = [
  'hzf:partner:add',
  'hzf:partner:delete',
  'hzf:partner:detail',
  'hzf:partner:edit',
  'hzf:partner:export',
] as const;
export type PartnerPermission = (typeof PARTNER_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<PartnerPermission, true> {}
}
