/** Permission codes of 服务认证 (sc): the server's route checks and the web's buttons use the same codes. */
export const SERVICE_CERTIFICATION_PERMISSIONS = [
  'sc:project:detail',
  'sc:project:export',
  'sc:report:edit',
  'sc:report:export',
] as const;
export type ServiceCertificationPermission = (typeof SERVICE_CERTIFICATION_PERMISSIONS)[number];
