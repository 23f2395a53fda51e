/** Permission codes of 证书邮寄 (yjgl): the server's route checks and the web's buttons use the same codes. */
export const CERTIFICATE_MAIL_PERMISSIONS = [
  'yjgl:apply:add',
  'yjgl:apply:approve',
  'yjgl:apply:edit',
  'yjgl:mail:add',
  'yjgl:mail:edit',
  'yjgl:mail:export',
  'yjgl:mail:sign',
] as const;
export type CertificateMailPermission = (typeof CERTIFICATE_MAIL_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<CertificateMailPermission, true> {}
}
