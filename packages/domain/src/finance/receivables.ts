/**
 * The rules of receivables and payments (BUSINESS.md §1): money as integer fen (never binary
 * floating point), a receivable's status and arrears, the payer rule (the client enterprise pays the
 * body; a partner as payer is refused), the allocation rule (no over-allocation, only the payer's own
 * receivables) and the due date of a receivable. The server calls them before it writes; the web
 * calls the same functions to show the figures and to check a form before sending it.
 */
import { addDays } from '../common/dates.ts';

// ─────────────────────────────────────────── money ───────────────────────────────────────────

const AMOUNT_TEXT = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * An amount as integer fen, parsed from its decimal text digit by digit (no float arithmetic).
 * @example toFen('12.3') // 1230
 * @example toFen('-0.05') // -5
 */
export function toFen(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = AMOUNT_TEXT.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && fen !== 0 ? -fen : fen;
}

/**
 * Integer fen as the decimal text with two decimals; −0.00 shows 0.00.
 * @example fenToAmount(123450) // '1234.50'
 * @example fenToAmount(-5) // '-0.05'
 */
export function fenToAmount(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new Error(`not whole fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of amounts, exact, as two-decimal text. */
export function addAmounts(amounts: readonly string[]): string {
  return fenToAmount(amounts.reduce((sum, a) => sum + toFen(a), 0));
}

// ───────────────────────────────────────── receivables ─────────────────────────────────────────

/** A receivable's payment state: nothing allocated, less than its amount, all of it. */
export const RECEIVABLE_STATUS = { unpaid: 0, partlyPaid: 1, paid: 2 } as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUS)[keyof typeof RECEIVABLE_STATUS];
export const RECEIVABLE_STATUSES = [
  { code: 0, zh: '未收款', en: 'Unpaid' },
  { code: 1, zh: '部分收款', en: 'Partly paid' },
  { code: 2, zh: '已收清', en: 'Paid' },
] as const;

/** Nothing received → unpaid; less than the amount → partly paid; the amount (or more) → paid. */
export function receivableStatus(amount: string, received: string): ReceivableStatus {
  const a = toFen(amount);
  const r = toFen(received);
  if (r <= 0) return a <= 0 ? RECEIVABLE_STATUS.paid : RECEIVABLE_STATUS.unpaid;
  return r >= a ? RECEIVABLE_STATUS.paid : RECEIVABLE_STATUS.partlyPaid;
}

/** 欠费 = amount − what has been allocated to it (two decimals). */
export function arrearsOf(amount: string, received: string): string {
  return fenToAmount(toFen(amount) - toFen(received));
}

/** How a receivable's due date was found, by the settlement method of the item's branch. */
export const DUE_BASIS = { plannedAudit: 1, contractDate: 2, beforeIssue: 3, monthly: 4 } as const;
export const DUE_BASES = [
  { code: 1, zh: '审核前（计划审核日期）', en: 'Before audit (planned audit date)' },
  { code: 2, zh: '审核前（合同日期）', en: 'Before audit (contract date)' },
  { code: 3, zh: '发证前（审核后30天）', en: 'Before certificate issue (30 days after the audit)' },
  { code: 4, zh: '月结（当月月末）', en: 'Monthly (end of the month)' },
] as const;

/** Days from the audit to the certificate's issue a fee settled "before certificate issue" is due in. */
export const DAYS_AUDIT_TO_ISSUE = 30;

/**
 * The due date by the settlement method of the item's branch (SPEC §3 branch settlement method):
 * 2 before audit (also for an item of no branch) — the planned date of the audit the fee is for;
 * 1 before certificate issue — that date + DAYS_AUDIT_TO_ISSUE (the decision follows the audit);
 * 3 monthly — the last day of that date's month. When the programme has no such audit yet (a
 * change, a fee of no audit) the contract's date stands for it (before audit: the contract date).
 */
export function receivableDueDate(
  plannedAuditDate: string | null,
  contractDate: string,
  settlementMethod = 2,
) {
  const base = plannedAuditDate ?? contractDate;
  if (settlementMethod === 1)
    return { dueDate: addDays(base, DAYS_AUDIT_TO_ISSUE), dueBasis: DUE_BASIS.beforeIssue };
  if (settlementMethod === 3) {
    const [y, m] = base.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { dueDate: `${base.slice(0, 8)}${String(last).padStart(2, '0')}`, dueBasis: DUE_BASIS.monthly };
  }
  return plannedAuditDate
    ? { dueDate: plannedAuditDate, dueBasis: DUE_BASIS.plannedAudit }
    : { dueDate: contractDate, dueBasis: DUE_BASIS.contractDate };
}

/**
 * The receivables a contract item's fee lines make: one per audit type (audit event) × fee type,
 * the amounts of lines of the same pair summed, in the order the pairs first appear.
 */
export function receivableLines(
  fees: readonly { auditType: number; feeType: number; amount: string }[],
): { auditType: number; feeType: number; amount: string }[] {
  const byPair = new Map<string, { auditType: number; feeType: number; fen: number }>();
  for (const f of fees) {
    const key = `${f.auditType}:${f.feeType}`;
    const line = byPair.get(key) ?? { auditType: f.auditType, feeType: f.feeType, fen: 0 };
    line.fen += toFen(f.amount);
    byPair.set(key, line);
  }
  return [...byPair.values()].map((l) => ({
    auditType: l.auditType,
    feeType: l.feeType,
    amount: fenToAmount(l.fen),
  }));
}

// ─────────────────────────────────────────── payments ───────────────────────────────────────────

/** 收款方式. */
export const PAYMENT_METHODS = [
  { code: 1, zh: '银行转账', en: 'Bank transfer' },
  { code: 2, zh: '现金', en: 'Cash' },
  { code: 3, zh: '支票', en: 'Cheque' },
  { code: 4, zh: '其他', en: 'Other' },
] as const;

/** Who paid: the client enterprise (the only one accepted) or a partner (refused). */
export const PAYER_TYPE = { enterprise: 1, partner: 2 } as const;
export const PAYER_TYPES = [
  { code: 1, zh: '客户企业', en: 'Client enterprise' },
  { code: 2, zh: '合作方', en: 'Partner' },
] as const;

export const FINANCE_MESSAGES = {
  partnerPayer: '付款方不能是合作方：客户须直接向认证机构付款，合作方只取得返款（CNCA QMS-01:2025 §5.3.1）',
  paymentNotFound: '收款登记不存在',
  receivableNotFound: '应收款不存在',
  enterpriseNotFound: '付款企业不存在',
  payerHasAllocations: '该收款已关联应收款，不能更换付款企业，请先变更关联',
} as const;

/** Why the payer is not accepted, or null. */
export function payerRefusal(payerType: number): string | null {
  return payerType === PAYER_TYPE.enterprise ? null : FINANCE_MESSAGES.partnerPayer;
}

/** A receivable as the allocation rule sees it: whose, how much, how much others have paid on it. */
export interface AllocationTarget {
  id: string;
  enterpriseId: string;
  /** e.g. the contract number and standard, to name it in a refusal. */
  label: string;
  amount: string;
  /** What is allocated to it by other payments (this payment's own allocations left out). */
  receivedByOthers: string;
}

/**
 * Why these allocations of a payment are refused, or null: each to a receivable of the payer
 * enterprise, at most once, a positive amount, not more than the receivable's arrears (its amount −
 * what others paid), and together not more than the payment.
 */
export function allocationRefusal(
  payment: { amount: string; enterpriseId: string },
  allocations: readonly { receivableId: string; amount: string }[],
  targets: ReadonlyMap<string, AllocationTarget>,
): string | null {
  const seen = new Set<string>();
  let total = 0;
  for (const a of allocations) {
    if (seen.has(a.receivableId)) return '同一应收款不能重复关联';
    seen.add(a.receivableId);
    const target = targets.get(a.receivableId);
    if (!target) return FINANCE_MESSAGES.receivableNotFound;
    if (target.enterpriseId !== payment.enterpriseId) return `应收款“${target.label}”不属于付款企业`;
    const fen = toFen(a.amount);
    if (fen <= 0) return '关联金额必须大于0';
    const open = toFen(target.amount) - toFen(target.receivedByOthers);
    if (fen > open)
      return `应收款“${target.label}”的关联金额 ${fenToAmount(fen)} 超过欠费 ${fenToAmount(Math.max(open, 0))}`;
    total += fen;
  }
  if (total > toFen(payment.amount))
    return `关联金额合计 ${fenToAmount(total)} 超过收款金额 ${fenToAmount(toFen(payment.amount))}`;
  return null;
}

/** Why a payment's amount may not become `amount` while `allocated` of it is allocated, or null. */
export function paymentAmountRefusal(amount: string, allocated: string): string | null {
  if (toFen(amount) <= 0) return '收款金额必须大于0';
  return toFen(amount) < toFen(allocated)
    ? `收款金额不能小于已关联金额 ${fenToAmount(toFen(allocated))}，请先变更关联`
    : null;
}

/** A bank reference as stored: without spaces, upper case. */
export function normaliseBankReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
