/**
 * The rules of 收款申请 (payment applications) and 开票管理 (invoices), BUSINESS.md §1: the
 * application's states and who may decide it (finance, never the applicant), the invoice request's
 * limit (the invoiced and requested total of a receivable never exceeds its amount), the exact tax
 * split of an amount including tax, the receivable's invoice status (SPEC §3: 1 none, 2 partly,
 * 3 fully) and the refusal of a fee change that would take a receivable below what was already
 * received or invoiced. The server calls them before it writes; the web shows the same figures.
 */
import { fenToAmount, toFen } from './receivables.ts';

// ───────────────────────────────────── payment applications ─────────────────────────────────────

/** 收款申请's state: waiting for finance, approved, rejected (may be edited and resubmitted), related to a payment. */
export const PAYMENT_APPLY_STATUS = { pending: 0, approved: 1, rejected: 2, related: 3 } as const;
export const PAYMENT_APPLY_STATUSES = [
  { code: 0, zh: '待审批', en: 'Pending' },
  { code: 1, zh: '已通过', en: 'Approved' },
  { code: 2, zh: '已驳回', en: 'Rejected' },
  { code: 3, zh: '已关联', en: 'Linked' },
] as const;

export const PAYMENT_APPLY_MESSAGES = {
  notFound: '收款申请不存在',
  notEditable: '只有待审批或已驳回的收款申请可以编辑',
  notPending: '该收款申请不是待审批状态',
  ownApplication: '不能审批自己提交的收款申请，请由财务人员审批',
  notApproved: '只有已通过的收款申请可以关联收款',
  reasonRequired: '请填写驳回原因',
  paymentNotFound: '收款登记不存在',
} as const;

/** Why the application may not be edited, or null: only while pending or after a rejection. */
export function applyEditRefusal(status: number): string | null {
  return status === PAYMENT_APPLY_STATUS.pending || status === PAYMENT_APPLY_STATUS.rejected
    ? null
    : PAYMENT_APPLY_MESSAGES.notEditable;
}

/** Why `userId` may not decide the application, or null: it is pending and not theirs. */
export function applyDecisionRefusal(
  app: { status: number; createdBy: string | null },
  userId: string,
  pass: boolean,
  reason: string,
): string | null {
  if (app.status !== PAYMENT_APPLY_STATUS.pending) return PAYMENT_APPLY_MESSAGES.notPending;
  if (app.createdBy === userId) return PAYMENT_APPLY_MESSAGES.ownApplication;
  if (!pass && !reason.trim()) return PAYMENT_APPLY_MESSAGES.reasonRequired;
  return null;
}

/**
 * Why the application may not be related to the payment, or null: it is approved, the payment is
 * the same enterprise's, and the payment covers this application and those already related to it.
 */
export function applyRelateRefusal(
  app: { status: number; enterpriseId: string; amount: string },
  payment: { enterpriseId: string; amount: string; relatedTotal: string },
): string | null {
  if (app.status !== PAYMENT_APPLY_STATUS.approved) return PAYMENT_APPLY_MESSAGES.notApproved;
  if (app.enterpriseId !== payment.enterpriseId) return '所选收款的付款企业与收款申请的企业不一致';
  const total = toFen(payment.relatedTotal) + toFen(app.amount);
  if (total > toFen(payment.amount))
    return `申请金额合计 ${fenToAmount(total)} 超过该收款金额 ${fenToAmount(toFen(payment.amount))}`;
  return null;
}

// ─────────────────────────────────────────── invoices ───────────────────────────────────────────

/** An invoice's state: requested (待开票), issued (已开票), rejected (驳回), voided (作废). */
export const INVOICE_STATE = { requested: 0, issued: 1, rejected: 2, voided: 3 } as const;
export const INVOICE_STATES = [
  { code: 0, zh: '待开票', en: 'Requested' },
  { code: 1, zh: '已开票', en: 'Issued' },
  { code: 2, zh: '已驳回', en: 'Rejected' },
  { code: 3, zh: '已作废', en: 'Voided' },
] as const;
/** The states each of the two lists shows: 待开票 (requested, rejected) and 已开票 (issued, voided). */
export const INVOICE_VIEWS = { await: [0, 2], done: [1, 3] } as const;

/** SPEC §3 invoice status of a receivable. */
export const RECEIVABLE_INVOICE_STATUS = { none: 1, partly: 2, fully: 3 } as const;

/** The default tax rate of certification services (VAT 6 %), until the body's setting says otherwise. */
export const DEFAULT_INVOICE_TAX_RATE = '6.00';

export const INVOICE_MESSAGES = {
  notFound: '发票不存在',
  notRequested: '该开票申请不是待开票状态',
  notIssued: '只有已开票的发票可以作废',
  reasonRequired: '请填写原因',
  noLines: '请至少选择一条应收款',
  numberTaken: '发票号码已存在',
} as const;

/** Nothing invoiced → 1; less than the amount → 2; the amount (or more) → 3. */
export function invoiceStatusOf(amount: string, invoiced: string): number {
  const i = toFen(invoiced);
  if (i <= 0) return RECEIVABLE_INVOICE_STATUS.none;
  return i >= toFen(amount) ? RECEIVABLE_INVOICE_STATUS.fully : RECEIVABLE_INVOICE_STATUS.partly;
}

/**
 * The split of an amount including tax at `rate` percent: the amount without tax rounded half up to
 * the fen, the tax the rest, so the two always add up to the amount exactly (BigInt: no float).
 * @example taxSplit('106.00', '6') // { net: '100.00', tax: '6.00' }
 */
export function taxSplit(amount: string, rate: string): { net: string; tax: string } {
  const gross = BigInt(toFen(amount));
  const basis = 10000n + BigInt(toFen(rate));
  const net = (gross * 10000n * 2n + basis) / (2n * basis);
  return { net: fenToAmount(Number(net)), tax: fenToAmount(Number(gross - net)) };
}

/** A receivable as the invoice rule sees it: whose, its amount, what other invoices took of it. */
export interface InvoiceTarget {
  id: string;
  enterpriseId: string;
  label: string;
  amount: string;
  /** Issued and requested (not rejected, not voided) on other invoices. */
  invoicedByOthers: string;
}

/**
 * Why an invoice request for these receivables is refused, or null: at least one line, each a
 * receivable of the enterprise, once, a positive amount not above what is left to invoice of it.
 */
export function invoiceRequestRefusal(
  enterpriseId: string,
  lines: readonly { receivableId: string; amount: string }[],
  targets: ReadonlyMap<string, InvoiceTarget>,
): string | null {
  if (lines.length === 0) return INVOICE_MESSAGES.noLines;
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.receivableId)) return '同一应收款不能重复开票';
    seen.add(line.receivableId);
    const t = targets.get(line.receivableId);
    if (!t) return '应收款不存在';
    if (t.enterpriseId !== enterpriseId) return `应收款“${t.label}”不属于开票企业`;
    const fen = toFen(line.amount);
    if (fen <= 0) return '开票金额必须大于0';
    const open = toFen(t.amount) - toFen(t.invoicedByOthers);
    if (fen > open)
      return `应收款“${t.label}”的开票金额 ${fenToAmount(fen)} 超过可开票金额 ${fenToAmount(Math.max(open, 0))}`;
  }
  return null;
}

/**
 * Why an approved fee change may not set a receivable's amount to `amount`, or null: never below
 * what payments already allocated to it or what invoices (issued or requested) already took of it —
 * the change is refused with the reason, and finance moves the allocation (变更关联) or voids the
 * invoice first.
 */
export function receivableAmountRefusal(
  label: string,
  amount: string,
  received: string,
  invoiced: string,
): string | null {
  if (toFen(amount) < toFen(received))
    return `变更后应收款“${label}”的金额 ${fenToAmount(toFen(amount))} 低于已收金额 ${fenToAmount(toFen(received))}，请先在收款登记中变更关联`;
  if (toFen(amount) < toFen(invoiced))
    return `变更后应收款“${label}”的金额 ${fenToAmount(toFen(amount))} 低于已开票金额 ${fenToAmount(toFen(invoiced))}，请先作废相应发票`;
  return null;
}
