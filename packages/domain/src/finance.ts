/** Finance code tables: invoices, fees, branch settlement, bill checks (SPEC.md §3 "Enumerations"). */
import type { CodeLabel, CodeOf } from './labels.ts';

export const INVOICE_STATUSES = [
  { code: 1, zh: '未开票', en: 'Not invoiced' },
  { code: 2, zh: '部分开票', en: 'Partly invoiced' },
  { code: 3, zh: '已开票', en: 'Invoiced' },
] as const satisfies readonly CodeLabel[];

export const INVOICE_TYPES = [
  { code: 0, zh: '普通发票', en: 'Ordinary invoice' },
  { code: 1, zh: '增值税专用发票', en: 'Special VAT invoice' },
] as const satisfies readonly CodeLabel[];

/** What a fee is charged for; 8-11 are the verification (核查) cycle of GHG and similar schemes. */
export const FEE_TYPES = [
  { code: 0, zh: '其他', en: 'Other' },
  { code: 1, zh: '初次审核', en: 'Initial audit' },
  { code: 2, zh: '监督审核', en: 'Surveillance' },
  { code: 3, zh: '再认证审核', en: 'Recertification' },
  { code: 4, zh: '特殊审核', en: 'Special audit' },
  { code: 5, zh: '扩项', en: 'Scope extension' },
  { code: 6, zh: '更名', en: 'Rename' },
  { code: 7, zh: '地址变更', en: 'Address change' },
  { code: 8, zh: '初次核查', en: 'Initial verification' },
  { code: 9, zh: '年度核查', en: 'Annual verification' },
  { code: 10, zh: '换证核查', en: 'Renewal verification' },
  { code: 11, zh: '跟踪核查', en: 'Follow-up verification' },
] as const satisfies readonly CodeLabel[];

export type FeeType = CodeOf<typeof FEE_TYPES>;

/** When a branch company settles with head office. */
export const BRANCH_SETTLEMENT_METHODS = [
  { code: 1, zh: '发证前结算', en: 'Settle before certificate issue' },
  { code: 2, zh: '审核前结算', en: 'Settle before audit' },
  { code: 3, zh: '月结', en: 'Monthly' },
] as const satisfies readonly CodeLabel[];

export const BRANCH_SETTLEMENT_TYPES = [
  { code: 1, zh: '打包', en: 'Package' },
  { code: 2, zh: '非打包', en: 'Non-package' },
] as const satisfies readonly CodeLabel[];

/** Unit of the fee for borrowing an auditor from another branch. */
export const BORROW_FEE_UNITS = [
  { code: 1, zh: '元/人日', en: 'Per person-day' },
  { code: 2, zh: '元/人日/体系', en: 'Per person-day per system' },
] as const satisfies readonly CodeLabel[];

export const BILL_CHECK_STATUSES = [
  { code: 0, zh: '未审核', en: 'Unapproved' },
  { code: 1, zh: '已审核', en: 'Approved' },
  { code: 2, zh: '已驳回', en: 'Rejected' },
] as const satisfies readonly CodeLabel[];
