/** Permission codes of 培训证书管理 (zsfx, the staff side of /trainCertificate/check): the server's route checks and the web's buttons use the same codes. */
export const TRAINING_CERTIFICATE_PERMISSIONS = [
  'zsfx:trainCertificate:add',
  'zsfx:trainCertificate:delete',
  'zsfx:trainCertificate:detail',
  'zsfx:trainCertificate:edit',
  'zsfx:trainCertificate:export',
] as const;
export type TrainingCertificatePermission = (typeof TRAINING_CERTIFICATE_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<TrainingCertificatePermission, true> {}
}
