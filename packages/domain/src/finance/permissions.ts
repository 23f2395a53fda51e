/** Permission codes of 劳务费 (labour)、财务管理 (cwgl): the server's route checks and the web's buttons use the same codes. */
export const FINANCE_PERMISSIONS = [
  'cwgl:branch:detail',
  'cwgl:branch:export',
  'cwgl:grossMargin:export',
  'cwgl:invoice:apply',
  'cwgl:invoice:detail',
  'cwgl:invoice:export',
  'cwgl:invoice:issue',
  'cwgl:invoice:reject',
  'cwgl:invoice:void',
  'cwgl:labourFee:audit',
  'cwgl:labourFee:export',
  'cwgl:labourFee:pay',
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
  'cwgl:salary:export',
  'cwgl:salary:import',
  'cwgl:salary:send',
  'cwgl:settlement:add',
  'cwgl:settlement:audit',
  'cwgl:settlement:detail',
  'cwgl:settlement:export',
  'labour:fee:add',
  'labour:fee:delete',
  'labour:fee:edit',
  'labour:fee:submit',
] as const;
export type FinancePermission = (typeof FINANCE_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<FinancePermission, true> {}
}
