/** Permission codes of 技术审定 (jssd): the server's route checks and the web's buttons use the same codes. */
export const TECHNICAL_REVIEW_PERMISSIONS = [
  'jssd:ajfp:assign',
  'jssd:ajfp:reassign',
  'jssd:record:detail',
  'jssd:record:export',
] as const;
export type TechnicalReviewPermission = (typeof TECHNICAL_REVIEW_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<TechnicalReviewPermission, true> {}
}
