/** Permission codes of 审核项目 (shxm)、综合管理 (assist): the server's route checks and the web's buttons use the same codes. */
export const AUDIT_EXECUTION_PERMISSIONS = [
  'assist:archive:archive',
  'assist:archive:borrow',
  'assist:archive:export',
  'assist:project:export',
  'assist:specialApproval:apply',
  'assist:specialApproval:approve',
  'shxm:onsiteFile:config',
  'shxm:onsiteFile:delete',
  'shxm:onsiteFile:download',
  'shxm:onsiteFile:upload',
  'shxm:project:abort',
  'shxm:project:detail',
  'shxm:project:docReturn',
  'shxm:project:execute',
  'shxm:project:export',
  'shxm:project:rectify',
  'shxm:project:supplement',
] as const;
export type AuditExecutionPermission = (typeof AUDIT_EXECUTION_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<AuditExecutionPermission, true> {}
}
