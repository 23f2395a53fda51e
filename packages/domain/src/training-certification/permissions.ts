/** Permission codes of 培训认证 (tc): the server's route checks and the web's buttons use the same codes. */
export const TRAINING_CERTIFICATION_PERMISSIONS = [
  'tc:application:add',
  'tc:application:detail',
  'tc:application:edit',
  'tc:application:export',
  'tc:certified:audit',
  'tc:certified:edit',
  'tc:draft:make',
  'tc:material:audit',
  'tc:publish:publish',
  'tc:report:edit',
  'tc:report:export',
] as const;
export type TrainingCertificationPermission = (typeof TRAINING_CERTIFICATION_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<TrainingCertificationPermission, true> {}
}
