/** Permission codes of 服务认证 (sc): the server's route checks and the web's buttons use the same codes. */
export const SERVICE_CERTIFICATION_PERMISSIONS = [
  'sc:project:add',
  'sc:project:detail',
  'sc:project:export',
  'sc:report:edit',
  'sc:report:export',
] as const;
export type ServiceCertificationPermission = (typeof SERVICE_CERTIFICATION_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<ServiceCertificationPermission, true> {}
}
