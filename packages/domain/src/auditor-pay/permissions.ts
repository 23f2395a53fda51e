/** Permission codes of 劳务与薪酬 (labour, cwgl: 劳务费, 工资条) and the auditor zone's 我的费用 and 我的工资条: the server's route checks and the web's buttons use the same codes. */
export const AUDITOR_PAY_PERMISSIONS = [
  'auditorZone:fee:confirm',
  'auditorZone:fee:export',
  'auditorZone:salary:confirm',
  'cwgl:labourFee:audit',
  'cwgl:labourFee:export',
  'cwgl:labourFee:pay',
  'cwgl:salary:export',
  'cwgl:salary:import',
  'cwgl:salary:send',
  'labour:fee:add',
  'labour:fee:delete',
  'labour:fee:edit',
  'labour:fee:submit',
  'labour:tariff:edit',
] as const;
export type AuditorPayPermission = (typeof AUDITOR_PAY_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<AuditorPayPermission, true> {}
}
