/** Permission codes of 应急响应 (yjxy): the server's route checks and the web's buttons use the same codes. */
export const EMERGENCY_PERMISSIONS = [
  'yjxy:event:add',
  'yjxy:event:delete',
  'yjxy:event:edit',
  'yjxy:event:notice',
] as const;
export type EmergencyPermission = (typeof EMERGENCY_PERMISSIONS)[number];
