/** Permission codes of 应急响应 (yjxy): the server's route checks and the web's buttons use the same codes. */
export const EMERGENCY_PERMISSIONS = [
  'yjxy:event:add',
  'yjxy:event:delete',
  'yjxy:event:detail',
  'yjxy:event:edit',
  'yjxy:event:export',
  'yjxy:event:notice',
  'yjxy:event:postpone',
] as const;
export type EmergencyPermission = (typeof EMERGENCY_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<EmergencyPermission, true> {}
}
