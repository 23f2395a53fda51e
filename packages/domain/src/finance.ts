/** Finance code tables: invoices, fees, branch settlement, bill checks (SPEC.md §3 "Enumerations"). */

import * as tableRows from './finance.json';
import { type CodeOf, codeTable } from './labels.ts';

export const INVOICE_STATUSES = codeTable(tableRows.INVOICE_STATUSES, [1, 2, 3]);

export const INVOICE_TYPES = codeTable(tableRows.INVOICE_TYPES, [0, 1]);

/** What a fee is charged for; 8-11 are the verification (核查) cycle of GHG and similar schemes. */
export const FEE_TYPES = codeTable(tableRows.FEE_TYPES, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);

export type FeeType = CodeOf<typeof FEE_TYPES>;

/** When a branch company settles with head office. */
export const BRANCH_SETTLEMENT_METHODS = codeTable(tableRows.BRANCH_SETTLEMENT_METHODS, [1, 2, 3]);

export const BRANCH_SETTLEMENT_TYPES = codeTable(tableRows.BRANCH_SETTLEMENT_TYPES, [1, 2]);

/** Unit of the fee for borrowing an auditor from another branch. */
export const BORROW_FEE_UNITS = codeTable(tableRows.BORROW_FEE_UNITS, [1, 2]);

export const BILL_CHECK_STATUSES = codeTable(tableRows.BILL_CHECK_STATUSES, [0, 1, 2]);
