/**
 * Contract review (htps) and contract rules shared by the server (the authority) and the review
 * pages: review and contract statuses with their state machines, effective personnel (MD 5 §2.3),
 * the IAF MD 1 site sample, the risk level of a set of codes, the fee quotation from the body's
 * tariff, and who may approve a contract. DOMAIN.md §1.2 rows 2–3, §2, §5.
 */
import { numberPatternError } from '../applications/intake.ts';
import { schemeOfStandard } from '../audit-programmes/programme.ts';
import { roundTo } from '../decimal.ts';
import { type CodeOf, codeTable } from '../labels.ts';
import { iafSectorOf } from '../reference/professional-codes.ts';
import * as tableRows from './review.json';

// ─────────────────────────────── review types and statuses ───────────────────────────────

/** What a review task prepares: an accepted application, or a change that needs an audit. */
export const REVIEW_TYPES = codeTable(tableRows.REVIEW_TYPES, [1, 2]);
export type ReviewType = CodeOf<typeof REVIEW_TYPES>;

export const REVIEW_STATUSES = codeTable(tableRows.REVIEW_STATUSES, [0, 1, 2]);
export type ReviewStatus = CodeOf<typeof REVIEW_STATUSES>;
export const REVIEW_STATUS = { pending: 0, returned: 1, approved: 2 } as const;

export type ReviewAction = 'save' | 'approve' | 'return';

/** Only a pending review may be saved, approved or returned; approved and returned are final. */
export function reviewTransition(
  current: number,
  action: ReviewAction,
): { ok: true; status: ReviewStatus } | { ok: false; message: string } {
  if (current !== REVIEW_STATUS.pending) {
    const label = REVIEW_STATUSES.find((s) => s.code === current)?.zh ?? String(current);
    const name = { save: '保存', approve: '通过', return: '退回' }[action];
    return { ok: false, message: `当前状态“${label}”不能${name}` };
  }
  if (action === 'save') return { ok: true, status: 0 };
  return { ok: true, status: action === 'approve' ? 2 : 1 };
}

export const isReviewEditable = (status: number): boolean => status === REVIEW_STATUS.pending;

/**
 * Why a review cannot be approved yet, or null: every standard confirmed, audit days calculated,
 * the accreditation checked. Competence warnings do not block (the reviewer has seen them).
 */
export function reviewApprovalError(
  items: readonly { standardName: string; confirmed: boolean | number; adjustedDays: number }[],
): string | null {
  if (items.length === 0) return '评审没有认证标准';
  const open = items.find((i) => !i.confirmed);
  if (open) return `请先确认“${open.standardName}”的评审内容`;
  const noDays = items.find((i) => !(i.adjustedDays > 0));
  if (noDays) return `“${noDays.standardName}”的审核时间未计算`;
  return null;
}

// ─────────────────────────────── contracts ───────────────────────────────

export const CONTRACT_STATUSES = codeTable(tableRows.CONTRACT_STATUSES, [0, 1, 2, 3, 4]);
export type ContractStatus = CodeOf<typeof CONTRACT_STATUSES>;
export const CONTRACT_STATUS = {
  draft: 0,
  inReview: 1,
  awaitingApproval: 2,
  approved: 3,
  returned: 4,
} as const;

export type ContractAction = 'approve' | 'return' | 'resubmit';

const CONTRACT_TRANSITIONS: Readonly<
  Record<ContractAction, { from: readonly number[]; to: ContractStatus }>
> = {
  approve: { from: [2], to: 3 },
  return: { from: [2], to: 4 },
  resubmit: { from: [0, 4], to: 2 },
};

/**
 * The contract state machine: an approved review creates it awaiting approval (2); the approver
 * approves (3, final) or returns it (4); a returned contract is corrected and submitted again.
 * @example contractTransition(2, 'approve') // { ok: true, status: 3 }
 */
export function contractTransition(
  current: number,
  action: ContractAction,
): { ok: true; status: ContractStatus } | { ok: false; message: string } {
  const t = CONTRACT_TRANSITIONS[action];
  if (t.from.includes(current)) return { ok: true, status: t.to };
  const label = CONTRACT_STATUSES.find((s) => s.code === current)?.zh ?? String(current);
  const name = { approve: '审批', return: '退回', resubmit: '提交审批' }[action];
  return { ok: false, message: `当前状态“${label}”不能${name}` };
}

/** Signed contract (htps001) and other documents may be changed until the contract is approved. */
export const isContractEditable = (status: number): boolean => status !== CONTRACT_STATUS.approved;

/**
 * Why this user may not approve the contract, or null. The approver is never the reviewer of the
 * contract's review (four-eyes, DOMAIN.md §1.2 row 3).
 */
export function contractApproverError(approverId: string, reviewerId: string | null): string | null {
  return reviewerId && approverId === reviewerId ? '合同评审人员不能审批自己评审的合同' : null;
}

/** The default contract-number pattern: HT + year + 5-digit serial (the applications' syntax). */
export const DEFAULT_CONTRACT_NUMBER_PATTERN = 'HT{yyyy}{seq:5}';

/**
 * Why a contract-number pattern is unusable (the message names the field), or null. The syntax is
 * the applications' (numberPatternError): literals A-Z a-z 0-9 - _ /, {yyyy} {yy} {MM} {dd} and
 * exactly one {seq} / {seq:N}.
 * @example contractNumberPatternError('HT{yyyy}') // '合同编号规则：编号规则必须包含一个流水号 {seq}'
 */
export function contractNumberPatternError(pattern: string): string | null {
  const error = numberPatternError(pattern);
  return error ? `合同编号规则：${error}` : null;
}

// ─────────────────────────────── effective personnel (MD 5 §2.3) ───────────────────────────────

export interface PersonnelInput {
  /** Everyone within the scope on all shifts, full-time. */
  headcount: number;
  /** Part-time people … */
  partTimeHeadcount: number;
  /** … counted as full-time equivalents by hours worked. */
  partTimeFte: number;
  /** People doing similar repetitive work left out, with a reason. */
  repetitiveReduction: number;
  reductionReason: string;
}

/**
 * Effective personnel: full-time headcount + part-timers' FTE (rounded up) − repetitive-work
 * reduction; at least 1. A reduction needs a reason.
 * @example effectivePersonnel({ headcount: 100, partTimeHeadcount: 10, partTimeFte: 4.2, repetitiveReduction: 20, reductionReason: '包装工序' }) // 85
 */
export function effectivePersonnel(p: PersonnelInput): number {
  return Math.max(1, p.headcount + Math.ceil(roundTo(p.partTimeFte, 6)) - p.repetitiveReduction);
}

/** Why the personnel figures are inconsistent (in Chinese, naming the field), or null. */
export function personnelError(p: PersonnelInput, label = ''): string | null {
  if (!Number.isInteger(p.headcount) || p.headcount < 0) return `${label}全职人数必须是非负整数`;
  if (!Number.isInteger(p.partTimeHeadcount) || p.partTimeHeadcount < 0)
    return `${label}兼职人数必须是非负整数`;
  if (!(p.partTimeFte >= 0) || p.partTimeFte > p.partTimeHeadcount)
    return `${label}兼职折算全职人数须在 0 到兼职人数之间`;
  if (!Number.isInteger(p.repetitiveReduction) || p.repetitiveReduction < 0)
    return `${label}重复性工作减少人数必须是非负整数`;
  if (p.repetitiveReduction > 0 && !p.reductionReason.trim()) return `${label}请填写重复性工作减少人数的理由`;
  if (p.repetitiveReduction >= p.headcount + Math.ceil(p.partTimeFte) && p.repetitiveReduction > 0)
    return `${label}重复性工作减少人数不能达到全部人数`;
  if (p.headcount + p.partTimeHeadcount < 1) return `${label}人数至少为1`;
  return null;
}

// ─────────────────────────────── IAF MD 1 sampling ───────────────────────────────

/** The sample of sites beyond the central function (which is audited every time). */
export interface SiteSample {
  initial: number;
  surveillance: number;
  recertification: number;
}

/**
 * IAF MD 1:2018 sample sizes for x sites (excluding the central function): initial √x,
 * surveillance 0.6·√x, recertification 0.8·√x, each rounded up.
 * @example siteSample(2) // { initial: 2, surveillance: 1, recertification: 2 } (EA FAQ 46.5)
 */
export function siteSample(sites: number): SiteSample {
  if (!Number.isInteger(sites) || sites < 0) throw new RangeError('场所数必须是非负整数');
  const root = Math.sqrt(sites);
  // Rounded to 9 places first so that 0.6·√25 = 3 stays 3.
  const up = (v: number) => Math.ceil(roundTo(v, 9));
  return { initial: up(root), surveillance: up(0.6 * root), recertification: up(0.8 * root) };
}

// ─────────────────────────────── codes, risk, standards ───────────────────────────────

/**
 * The project's risk level = the highest risk among its codes (1 high is highest); null when no code
 * has one.
 * @example highestRisk([3, 2, null]) // 2
 */
export function highestRisk(levels: readonly (number | null | undefined)[]): number | null {
  const known = levels.filter((l): l is number => typeof l === 'number' && l >= 1 && l <= 4);
  return known.length ? Math.min(...known) : null;
}

/**
 * The calculator's standard for a certificate standard code, or '' when MD 5 has no table for it
 * (the days are then set by hand with a reason).
 * @example calculatorStandard('Q(EC)') // 'Q'
 */
export function calculatorStandard(standardCode: string): '' | 'Q' | 'E' | 'S' | 'ISMS' {
  if (standardCode === 'Q' || standardCode.startsWith('Q(')) return 'Q';
  if (standardCode === 'E' || standardCode === 'S' || standardCode === 'ISMS') return standardCode;
  return '';
}

/** The competence scheme (AUDITOR_SCHEMES code) of a certificate standard code, or null (service certification). */
export function competenceScheme(standardCode: string): string | null {
  const scheme = schemeOfStandard(standardCode.startsWith('Q(') ? 'Q' : standardCode);
  return scheme === 'SERVICE' ? null : scheme;
}

/** Codes whose IAF sector the accreditation does not cover. */
export function codesOutsideAccreditation(codes: readonly string[], iafCodes: readonly number[]): string[] {
  return codes.filter((c) => {
    const sector = iafSectorOf(c);
    return sector === null || !iafCodes.includes(sector);
  });
}

// ─────────────────────────────── fee quotation ───────────────────────────────

export interface TariffRow {
  auditType: number;
  feeType: number;
  /** '' = every standard. */
  standardCode: string;
  /** 1 per person-day, 2 fixed. */
  basis: number;
  /** Decimal string. */
  unitPrice: string;
}

export interface QuoteItem {
  /** Index of the item in the review (for the quote line). */
  index: number;
  standardCode: string;
  /** Days per audit type (e.g. 1 → stage 1 + stage 2, 2/3 → surveillance, 4 → recertification). */
  daysByAuditType: Readonly<Record<number, number>>;
}

export interface QuoteLine {
  itemIndex: number;
  auditType: number;
  feeType: number;
  /** Decimal string with 2 places. */
  amount: string;
}

const cents = (s: string) => Math.round(Number(s) * 100);
const fromCents = (c: number) => (c / 100).toFixed(2);

/**
 * The fee quotation from the tariff: per item and audit type, the tariff row for the item's
 * standard (or the one for every standard), per person-day × days or a fixed amount. Computed in
 * cents, so the server and the page agree to the cent.
 * @example quoteFees([{ auditType: 1, feeType: 1, standardCode: '', basis: 1, unitPrice: '3000' }], [{ index: 0, standardCode: 'Q', daysByAuditType: { 1: 4.5 } }]) // [{ itemIndex: 0, auditType: 1, feeType: 1, amount: '13500.00' }]
 */
export function quoteFees(tariff: readonly TariffRow[], items: readonly QuoteItem[]): QuoteLine[] {
  const lines: QuoteLine[] = [];
  for (const item of items) {
    for (const [auditTypeKey, days] of Object.entries(item.daysByAuditType)) {
      const auditType = Number(auditTypeKey);
      const rows = tariff.filter((t) => t.auditType === auditType);
      const feeTypes = [...new Set(rows.map((r) => r.feeType))];
      for (const feeType of feeTypes) {
        const row =
          rows.find((r) => r.feeType === feeType && r.standardCode === item.standardCode) ??
          rows.find((r) => r.feeType === feeType && r.standardCode === '');
        if (!row) continue;
        const amount = row.basis === 2 ? cents(row.unitPrice) : Math.round(cents(row.unitPrice) * days);
        lines.push({ itemIndex: item.index, auditType, feeType, amount: fromCents(amount) });
      }
    }
  }
  return lines;
}

/** Why a quote line is not acceptable, or null: an amount differing from the tariff needs a reason. */
export function feeLineError(line: {
  amount: string;
  tariffAmount: string;
  overrideReason: string;
}): string | null {
  if (!/^\d+(?:\.\d{1,2})?$/.test(line.amount)) return '金额格式错误';
  if (cents(line.amount) !== cents(line.tariffAmount) && !line.overrideReason.trim())
    return '报价与收费标准不一致，请填写调整理由';
  return null;
}

/** The sum of decimal amounts, in cents, as a decimal string. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((s, a) => s + cents(a), 0));
}

// ─────────────────────────────── the calculator's view of a review item ───────────────────────────────

/**
 * A review item's adjustments as the calculator takes them: a factor with a reason is written as
 * "name（reason）" (at most 50 characters), so the justification carries the reason; the server and
 * the page build the same text.
 */
export function adjustmentsForCalculator(
  adjustments: readonly { code: string; percent: number; reason?: string | undefined }[],
  factors: readonly { code: string; nameZh: string }[],
): { code: string; percent: number }[] {
  return adjustments.map((a) => ({
    code: a.reason?.trim()
      ? `${factors.find((f) => f.code === a.code)?.nameZh ?? a.code}（${a.reason.trim()}）`.slice(0, 50)
      : a.code,
    percent: a.percent,
  }));
}

/** Justification lines with the body's own factor names for bare factor codes ("调整：R01 -10%"). */
export function withFactorNames(
  lines: readonly string[],
  factors: readonly { code: string; nameZh: string }[],
): string[] {
  const names = new Map(factors.map((f) => [f.code, f.nameZh]));
  return lines.map((line) =>
    line.replace(/^调整：(\S+) /, (m, code: string) => (names.has(code) ? `调整：${names.get(code)} ` : m)),
  );
}
