/**
 * The rules of 结算价 and 毛利分析 (BUSINESS.md §2), in integer fen (never binary floating point).
 *
 * Settlement (per partner or branch and month), default formula [ERP]:
 *   settlement price  = unit price × standards
 *   annual fee        = annual fee per mark (default 400, a versioned setting) × standards carrying an accreditation mark
 *   settlement total  = price + annual fee
 *   amount settled    = settlement total + the month's audit cost of those clients (labour fees + travel) + other costs
 * Monthly statement:  balance = carried over (the party's previous approved balance) + amount settled
 *                               − prepayments − invoice tax.
 * Gross margin:       revenue received − labour fees − travel − partner rebates (revenue × rebate rate %) − settlements.
 */
import { fenToAmount, toFen } from '../finance/receivables.ts';

/** SPEC §3 bill check status. */
export const SETTLEMENT_CHECK = { unapproved: 0, approved: 1, rejected: 2 } as const;

/** Who a settlement is with. */
export const SETTLEMENT_PARTY = { partner: 1, branch: 2 } as const;
export const SETTLEMENT_PARTIES = [
  { code: 1, zh: '合作方', en: 'Partner' },
  { code: 2, zh: '分公司', en: 'Branch company' },
] as const;

/** The formula's numbers when none was saved (version 0). */
export const DEFAULT_SETTLEMENT_FORMULA = { annualFeePerMark: '400.00' } as const;

export interface SettlementLineInput {
  standards: number;
  markedStandards: number;
  /** Labour fees + travel of the client's audits in the month (yuan text). */
  auditCost: string;
}

export interface SettlementFigures {
  price: string;
  annualFee: string;
  total: string;
  auditCost: string;
  settled: string;
  balance: string;
}

const times = (amount: string, n: number) => toFen(amount) * n;

/** One line's amount: unit price × standards + annual fee per mark × marked + audit cost. */
export function settlementLineAmount(unitPrice: string, annualFeePerMark: string, line: SettlementLineInput) {
  return fenToAmount(
    times(unitPrice, line.standards) + times(annualFeePerMark, line.markedStandards) + toFen(line.auditCost),
  );
}

/** The settlement's figures by the default formula (module comment). */
export function settlementFigures(input: {
  unitPrice: string;
  annualFeePerMark: string;
  lines: readonly SettlementLineInput[];
  otherCosts: string;
  carriedOver: string;
  prepayments: string;
  invoiceTax: string;
}): SettlementFigures & { standards: number; markedStandards: number } {
  const standards = input.lines.reduce((n, l) => n + l.standards, 0);
  const markedStandards = input.lines.reduce((n, l) => n + l.markedStandards, 0);
  const price = times(input.unitPrice, standards);
  const annualFee = times(input.annualFeePerMark, markedStandards);
  const total = price + annualFee;
  const auditCost = input.lines.reduce((n, l) => n + toFen(l.auditCost), 0);
  const settled = total + auditCost + toFen(input.otherCosts);
  const balance = toFen(input.carriedOver) + settled - toFen(input.prepayments) - toFen(input.invoiceTax);
  return {
    standards,
    markedStandards,
    price: fenToAmount(price),
    annualFee: fenToAmount(annualFee),
    total: fenToAmount(total),
    auditCost: fenToAmount(auditCost),
    settled: fenToAmount(settled),
    balance: fenToAmount(balance),
  };
}

/** Why the user may not approve or reject the settlement, or null: only an unapproved one, never its creator. */
export function settlementAuditRefusal(
  settlement: { checkStatus: number; createdBy: string | null },
  userId: string,
): string | null {
  if (settlement.checkStatus !== SETTLEMENT_CHECK.unapproved) return '该结算单已审核，不能重复审核';
  if (settlement.createdBy === userId) return '不能审核自己创建的结算单';
  return null;
}

/** Whether a settlement can be made for `month` (YYYY-MM): only a month that has begun. */
export function settlementMonthRefusal(month: string, today: string): string | null {
  return month > today.slice(0, 7) ? '不能结算未来的月份' : null;
}

/** A partner's rebate on revenue received: revenue × rate % (rounded to the fen, half up). */
export function rebateOf(revenue: string, ratePercent: string): string {
  const fen = toFen(revenue) * toFen(ratePercent); // fen × (percent × 100)
  return fenToAmount(Math.round(fen / 10000));
}

export interface MarginFigures {
  revenue: string;
  labour: string;
  travel: string;
  rebate: string;
  settlement: string;
}

/** 毛利 = revenue received − labour fees − travel − partner rebates − settlements; and the margin rate (%). */
export function grossMargin(f: MarginFigures): { margin: string; rate: string | null } {
  const revenue = toFen(f.revenue);
  const margin = revenue - toFen(f.labour) - toFen(f.travel) - toFen(f.rebate) - toFen(f.settlement);
  const rate = revenue === 0 ? null : (Math.round((margin * 10000) / revenue) / 100).toFixed(2);
  return { margin: fenToAmount(margin), rate };
}

/** The sum of amounts (two decimals). */
export function sumAmounts(amounts: readonly string[]): string {
  return fenToAmount(amounts.reduce((n, a) => n + toFen(a), 0));
}
