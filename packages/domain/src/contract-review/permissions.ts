/** Permission codes of 合同评审 (htps): the server's route checks and the web's buttons use the same codes. */
export const CONTRACT_REVIEW_PERMISSIONS = [
  'htps:bgsp:audit',
  'htps:bgsp:detail',
  'htps:bgsp:export',
  'htps:review:approve',
  'htps:review:config',
  'htps:review:detail',
  'htps:review:export',
  'htps:review:review',
] as const;
export type ContractReviewPermission = (typeof CONTRACT_REVIEW_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<ContractReviewPermission, true> {}
}
