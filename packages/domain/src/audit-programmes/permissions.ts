/** Permission codes of 审核方案 (shfa) and of 审核员专区 (auditorZone) pages of this area: the server's route checks and the web's buttons use the same codes. */
export const AUDIT_PROGRAMME_PERMISSIONS = [
  'auditorZone:myTask:change',
  'auditorZone:myTask:confirm',
  'auditorZone:myTask:upload',
  'auditorZone:schedule:edit',
  'shfa:abort:abort',
  'shfa:abort:detail',
  'shfa:planAssign:approve',
  'shfa:planAssign:assign',
  'shfa:planAssign:detail',
  'shfa:planAssign:export',
  'shfa:planAssign:notice',
  'shfa:scheme:add',
  'shfa:scheme:detail',
  'shfa:scheme:edit',
  'shfa:scheme:export',
] as const;
export type AuditProgrammePermission = (typeof AUDIT_PROGRAMME_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<AuditProgrammePermission, true> {}
}
