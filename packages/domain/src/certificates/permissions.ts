/** Permission codes of 证书发放 (zsfx)、证书模板 (zsmb)、证书维护 (zswh): the server's route checks and the web's buttons use the same codes. */
export const CERTIFICATE_PERMISSIONS = [
  'zsfx:add:add',
  'zsfx:add:print',
  'zsfx:change:change',
  'zsfx:change:detail',
  'zsfx:history:export',
  'zsfx:pauseCancel:cancel',
  'zsfx:pauseCancel:export',
  'zsfx:pauseCancel:pause',
  'zsfx:pauseCancel:restore',
  'zsfx:search:detail',
  'zsfx:search:export',
  'zsfx:search:mail',
  'zsfx:search:print',
  'zsfx:search:update',
  'zsfx:sms:send',
  'zsmb:template:add',
  'zsmb:template:delete',
  'zsmb:template:edit',
  'zsmb:template:preview',
  'zswh:maintain:edit',
  'zswh:maintain:export',
  'zswh:maintain:import',
] as const;
export type CertificatePermission = (typeof CERTIFICATE_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<CertificatePermission, true> {}
}
