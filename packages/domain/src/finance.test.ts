import { describe, expect, it } from 'vitest';
import {
  BILL_CHECK_STATUSES,
  BORROW_FEE_UNITS,
  BRANCH_SETTLEMENT_METHODS,
  BRANCH_SETTLEMENT_TYPES,
  FEE_TYPES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
} from './finance.ts';
import { labelOf } from './labels.ts';

describe('finance code tables', () => {
  it.each([
    ['invoice status', INVOICE_STATUSES, [1, 2, 3]],
    ['invoice type', INVOICE_TYPES, [0, 1]],
    ['fee type', FEE_TYPES, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['branch settlement method', BRANCH_SETTLEMENT_METHODS, [1, 2, 3]],
    ['branch settlement type', BRANCH_SETTLEMENT_TYPES, [1, 2]],
    ['borrow fee unit', BORROW_FEE_UNITS, [1, 2]],
    ['bill check status', BILL_CHECK_STATUSES, [0, 1, 2]],
  ] as const)('%s codes', (_, table, codes) => expect(table.map((r) => r.code)).toEqual(codes));

  it.each([
    [INVOICE_STATUSES, 2, 'Partly invoiced'],
    [INVOICE_TYPES, 1, 'Special VAT invoice'],
    [FEE_TYPES, 0, 'Other'],
    [FEE_TYPES, 11, 'Follow-up verification'],
    [BRANCH_SETTLEMENT_METHODS, 3, 'Monthly'],
    [BORROW_FEE_UNITS, 2, 'Per person-day per system'],
    [BILL_CHECK_STATUSES, 2, 'Rejected'],
  ] as const)('English label %#', (table, code, en) => expect(labelOf(table, code, 'en-US')).toBe(en));

  it('uses the trade terms in Chinese', () => {
    expect(labelOf(INVOICE_TYPES, 1)).toBe('增值税专用发票');
    expect(labelOf(FEE_TYPES, 3)).toBe('再认证审核');
  });
});
