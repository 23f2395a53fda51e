/** Permission codes of 分公司 (cwgl:branch): the server's route checks and the web's buttons use the same codes. */
export const BRANCH_PERMISSIONS = [
  'cwgl:branch:add',
  'cwgl:branch:delete',
  'cwgl:branch:detail',
  'cwgl:branch:edit',
  'cwgl:branch:export',
] as const;
export type BranchPermission = (typeof BRANCH_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<BranchPermission, true> {}
}
