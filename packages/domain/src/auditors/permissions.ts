/** Permission codes of 人力资源 (rlzy) and of 审核员专区 (auditorZone) pages of this area: the server's route checks and the web's buttons use the same codes. */
export const AUDITOR_PERMISSIONS = [
  'auditorZone:code:add',
  'auditorZone:code:delete',
  'auditorZone:code:edit',
  'rlzy:analyse:detail',
  'rlzy:analyse:export',
  'rlzy:auditor:add',
  'rlzy:auditor:archive',
  'rlzy:auditor:edit',
  'rlzy:auditor:export',
  'rlzy:auditor:import',
  'rlzy:contract:add',
  'rlzy:contract:delete',
  'rlzy:contract:edit',
  'rlzy:contract:export',
  'rlzy:leave:add',
  'rlzy:leave:approve',
  'rlzy:leave:delete',
  'rlzy:witness:add',
  'rlzy:witness:delete',
  'rlzy:witness:edit',
] as const;
export type AuditorPermission = (typeof AUDITOR_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<AuditorPermission, true> {}
}
