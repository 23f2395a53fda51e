/** Permission codes of 技术审定 (jssd), 认证决定 (rzjd) and 审核员专区 (auditorZone) pages of this area: the server's route checks and the web's buttons use the same codes. */
export const CERTIFICATION_DECISION_PERMISSIONS = [
  'auditorZone:deciderTask:decide',
  'auditorZone:techReview:review',
  'jssd:ajfp:assign',
  'jssd:ajfp:reassign',
  'jssd:record:detail',
  'jssd:record:export',
  'rzjd:approval:decide',
  'rzjd:approval:detail',
  'rzjd:approval:export',
  'rzjd:audit:fail',
  'rzjd:audit:pass',
  'rzjd:audit:return',
  'rzjd:pauseCancel:cancel',
  'rzjd:pauseCancel:pause',
  'rzjd:pauseCancel:restore',
  'rzjd:supervision:decide',
  'rzjd:supervision:detail',
] as const;
export type CertificationDecisionPermission = (typeof CERTIFICATION_DECISION_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<CertificationDecisionPermission, true> {}
}
