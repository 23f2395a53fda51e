/** Who may call the 财务管理 (cwgl) 应收 and 收款登记 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** 应收: finance reads them; whoever registers or relates a payment picks from them. */
export const RECEIVABLE_ACCESS = {
  read: ['cwgl:receivable:detail', 'cwgl:payment:add', 'cwgl:payment:edit', 'cwgl:payment:relate'],
  export: ['cwgl:receivable:export'],
} as const satisfies Record<string, readonly Permission[]>;

/** 收款登记 (any one of the codes suffices). */
export const PAYMENT_ACCESS = {
  /** The list and a record: anyone who may view, edit, relate or delete them. */
  read: ['cwgl:payment:detail', 'cwgl:payment:edit', 'cwgl:payment:relate', 'cwgl:payment:delete'],
  /** The payer picker of the add and edit forms. */
  pick: ['cwgl:payment:add', 'cwgl:payment:edit'],
  add: ['cwgl:payment:add'],
  edit: ['cwgl:payment:edit'],
  relate: ['cwgl:payment:relate'],
  delete: ['cwgl:payment:delete'],
  export: ['cwgl:payment:export'],
} as const satisfies Record<string, readonly Permission[]>;
