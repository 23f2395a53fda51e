/** Who may call the 财务管理 (cwgl) 应收 and 收款登记 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** 应收: finance reads them; whoever registers or relates a payment picks from them. */
export const RECEIVABLE_ACCESS = {
  read: [
    'cwgl:receivable:detail',
    'cwgl:payment:add',
    'cwgl:payment:edit',
    'cwgl:payment:relate',
    'cwgl:invoice:apply',
    'cwgl:bill:view',
  ],
  export: ['cwgl:receivable:export'],
} as const satisfies Record<string, readonly Permission[]>;

/** 收款登记 (any one of the codes suffices). */
export const PAYMENT_ACCESS = {
  /** The list and a record: anyone who may view, edit, relate or delete them. */
  read: [
    'cwgl:payment:detail',
    'cwgl:payment:edit',
    'cwgl:payment:relate',
    'cwgl:payment:delete',
    'cwgl:paymentApply:relate',
    'cwgl:bill:view',
  ],
  /** The payer picker of the add and edit forms. */
  pick: [
    'cwgl:payment:add',
    'cwgl:payment:edit',
    'cwgl:paymentApply:add',
    'cwgl:paymentApply:edit',
    'cwgl:invoice:apply',
  ],
  add: ['cwgl:payment:add'],
  edit: ['cwgl:payment:edit'],
  relate: ['cwgl:payment:relate'],
  delete: ['cwgl:payment:delete'],
  export: ['cwgl:payment:export'],
} as const satisfies Record<string, readonly Permission[]>;

/** 收款申请: staff apply and edit, finance approves and relates. */
export const PAYMENT_APPLY_ACCESS = {
  read: [
    'cwgl:paymentApply:add',
    'cwgl:paymentApply:edit',
    'cwgl:paymentApply:approve',
    'cwgl:paymentApply:relate',
  ],
  add: ['cwgl:paymentApply:add'],
  edit: ['cwgl:paymentApply:edit'],
  approve: ['cwgl:paymentApply:approve'],
  relate: ['cwgl:paymentApply:relate'],
  export: ['cwgl:paymentApply:approve', 'cwgl:paymentApply:relate'],
} as const satisfies Record<string, readonly Permission[]>;

/** 开票管理 and 我的账单 (the enterprise reads its own invoices through the bill code). */
export const INVOICE_ACCESS = {
  read: [
    'cwgl:invoice:apply',
    'cwgl:invoice:issue',
    'cwgl:invoice:reject',
    'cwgl:invoice:detail',
    'cwgl:invoice:void',
    'cwgl:invoice:export',
    'cwgl:bill:view',
  ],
  apply: ['cwgl:invoice:apply'],
  issue: ['cwgl:invoice:issue'],
  reject: ['cwgl:invoice:reject'],
  void: ['cwgl:invoice:void'],
  export: ['cwgl:invoice:export'],
  setting: ['cwgl:invoice:issue'],
} as const satisfies Record<string, readonly Permission[]>;

/** 我的账单's totals: the enterprise (its own) and finance (any). */
export const BILL_ACCESS = {
  read: ['cwgl:bill:view', 'cwgl:receivable:detail'],
} as const satisfies Record<string, readonly Permission[]>;
