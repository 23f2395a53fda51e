/** Permission codes of 审核员专区 (auditorZone): the server's route checks and the web's buttons use the same codes. */
export const AUDITOR_ZONE_PERMISSIONS = [
  'auditorZone:code:add',
  'auditorZone:code:delete',
  'auditorZone:code:edit',
  'auditorZone:deciderTask:decide',
  'auditorZone:fee:confirm',
  'auditorZone:fee:export',
  'auditorZone:myTask:change',
  'auditorZone:myTask:confirm',
  'auditorZone:myTask:upload',
  'auditorZone:salary:confirm',
  'auditorZone:schedule:edit',
  'auditorZone:techReview:review',
] as const;
export type AuditorZonePermission = (typeof AUDITOR_ZONE_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<AuditorZonePermission, true> {}
}
