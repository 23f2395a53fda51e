/** Who may call the 劳务与薪酬 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const LABOUR_ACCESS = {
  /** 劳务费登记 and 劳务费结算: the office and finance (never an auditor: their fees are in 我的费用). */
  read: [
    'labour:fee:add',
    'labour:fee:edit',
    'labour:fee:submit',
    'labour:fee:delete',
    'cwgl:labourFee:audit',
    'cwgl:labourFee:pay',
    'cwgl:labourFee:export',
  ],
  add: ['labour:fee:add'],
  edit: ['labour:fee:edit'],
  submit: ['labour:fee:submit'],
  delete: ['labour:fee:delete'],
  export: ['labour:fee:add', 'labour:fee:edit', 'cwgl:labourFee:export'],
  tariff: ['labour:tariff:edit'],
  /** The calculator and the tax: whoever works with fees, the auditor too. */
  calculate: [
    'labour:fee:add',
    'labour:fee:edit',
    'cwgl:labourFee:audit',
    'labour:tariff:edit',
    'auditorZone:fee:confirm',
  ],
  settle: ['cwgl:labourFee:audit', 'cwgl:labourFee:pay', 'cwgl:labourFee:export'],
  audit: ['cwgl:labourFee:audit'],
  pay: ['cwgl:labourFee:pay'],
  settleExport: ['cwgl:labourFee:export'],
  salaryRead: ['cwgl:salary:import', 'cwgl:salary:send', 'cwgl:salary:export'],
  salaryImport: ['cwgl:salary:import'],
  salarySend: ['cwgl:salary:send'],
  salaryExport: ['cwgl:salary:export'],
  myFees: ['auditorZone:fee:confirm', 'auditorZone:fee:export'],
  myFeeConfirm: ['auditorZone:fee:confirm'],
  myFeeExport: ['auditorZone:fee:export'],
  mySlips: ['auditorZone:salary:confirm'],
} as const satisfies Record<string, readonly Permission[]>;
