/** Permission codes of 结算管理 (cwgl: 结算价, 毛利分析): the server's route checks and the web's buttons use the same codes. */
export const SETTLEMENT_PERMISSIONS = [
  'cwgl:grossMargin:detail',
  'cwgl:grossMargin:export',
  'cwgl:settlement:add',
  'cwgl:settlement:audit',
  'cwgl:settlement:detail',
  'cwgl:settlement:export',
  'cwgl:settlement:formula',
] as const;
export type SettlementPermission = (typeof SETTLEMENT_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<SettlementPermission, true> {}
}
