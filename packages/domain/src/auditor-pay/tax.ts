/**
 * Individual income tax withheld on labour remuneration (劳务报酬所得; BUSINESS.md §3, 国家税务总局
 * 公告2018年第61号 and the IIT law's labour-remuneration rate table). All of a person's labour fees
 * paid by the body in one calendar month are one payment. Integer fen throughout; rounding to the
 * fen half up.
 */

export interface LabourTax {
  /** fen */
  taxable: number;
  /** percent: 20, 30 or 40 */
  rate: number;
  /** fen */
  quickDeduction: number;
  /** fen */
  tax: number;
}

/** Income ≤ 4,000 yuan: the fixed 800 deduction; above: 20 % deducted. */
const FIXED_DEDUCTION_LIMIT = 400_000;
const FIXED_DEDUCTION = 80_000;

/** The brackets of taxable income (fen): up to `upTo` inclusive. */
export const LABOUR_TAX_BRACKETS: readonly { upTo: number; rate: number; quickDeduction: number }[] = [
  { upTo: 2_000_000, rate: 20, quickDeduction: 0 },
  { upTo: 5_000_000, rate: 30, quickDeduction: 200_000 },
  { upTo: Number.POSITIVE_INFINITY, rate: 40, quickDeduction: 700_000 },
];

/** Half up, for a non-negative numerator. */
const divRound = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** The withholding on one month's labour income (fen) of one person. */
export function labourTax(incomeFen: number): LabourTax {
  const income = Math.max(0, Math.trunc(incomeFen));
  const taxable =
    income <= FIXED_DEDUCTION_LIMIT ? Math.max(0, income - FIXED_DEDUCTION) : divRound(income * 4, 5);
  const bracket = LABOUR_TAX_BRACKETS.find((b) => taxable <= b.upTo)!;
  const tax = Math.max(0, divRound(taxable * bracket.rate, 100) - bracket.quickDeduction);
  return { taxable, rate: bracket.rate, quickDeduction: bracket.quickDeduction, tax };
}

/** The monthly subsidy (fen) by distinct calendar days on audit in the month (BUSINESS.md §3 default). */
export function monthlySubsidy(auditDays: number): number {
  if (auditDays >= 20) return 120_000;
  if (auditDays >= 15) return 20_000;
  return 0;
}
