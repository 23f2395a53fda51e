/** Permission codes of 财务管理 (cwgl) 收款 and 开票: the server's route checks and the web's buttons use the same codes. */
export const FINANCE_PERMISSIONS = [
  'cwgl:bill:view',
  'cwgl:invoice:apply',
  'cwgl:invoice:detail',
  'cwgl:invoice:export',
  'cwgl:invoice:issue',
  'cwgl:invoice:reject',
  'cwgl:invoice:void',
  'cwgl:payment:add',
  'cwgl:payment:delete',
  'cwgl:payment:detail',
  'cwgl:payment:edit',
  'cwgl:payment:export',
  'cwgl:payment:relate',
  'cwgl:paymentApply:add',
  'cwgl:paymentApply:approve',
  'cwgl:paymentApply:edit',
  'cwgl:paymentApply:relate',
  'cwgl:receivable:detail',
  'cwgl:receivable:export',
] as const;
export type FinancePermission = (typeof FINANCE_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<FinancePermission, true> {}
}
