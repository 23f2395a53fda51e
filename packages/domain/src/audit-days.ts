/**
 * Audit-day arithmetic of the contract review and planning pages (SPEC.md §5): rounding to half days,
 * totals and discounts. All results are kept to 2 decimals so that server and web agree to the cent.
 */
import { roundTo } from './decimal.ts';

/** Fractions below this round down to the whole day. */
export const DAY_ROUND_DOWN_BELOW = 0.25;
/** Fractions from this up round to the next whole day; between the two they become a half day. */
export const DAY_ROUND_UP_FROM = 0.75;

/**
 * Rounds audit days to half days: fraction < .25 down, .25 to < .75 to .5, ≥ .75 up.
 * @example roundAuditDays(2.24) // 2
 * @example roundAuditDays(2.25) // 2.5
 * @example roundAuditDays(2.75) // 3
 */
export function roundAuditDays(days: number): number {
  const whole = Math.floor(days);
  // Compare on a rounded fraction so that 0.1 + 0.15 counts as .25.
  const fraction = roundTo(days - whole, 9);
  if (fraction < DAY_ROUND_DOWN_BELOW) return whole;
  return fraction < DAY_ROUND_UP_FROM ? whole + 0.5 : whole + 1;
}

/**
 * The sum of fixed day counts; missing counts are zero.
 * @example sumFixedDays([1.5, 0.5, null]) // 2
 */
export function sumFixedDays(dayCounts: readonly (number | null | undefined)[]): number {
  return roundTo(
    dayCounts.reduce<number>((sum, days) => sum + (days ?? 0), 0),
    2,
  );
}

/**
 * A total reduced by the share (0-1) of the default-selected reductions.
 * @example discountedTotal(10, 0.3) // 7
 */
export function discountedTotal(total: number, defaultSelectedShare: number): number {
  return roundTo(total * (1 - defaultSelectedShare), 2);
}

/** One row of the audit-day discount table: how many, and the per-head discount in percent. */
export interface AuditDayDiscountRow {
  count: number;
  headDiscount: number;
}

/**
 * Σ (count × headDiscount ÷ 100), to 2 decimals.
 * @example auditDayDiscountSum([{ count: 3, headDiscount: 50 }, { count: 1, headDiscount: 33 }]) // 1.83
 */
export function auditDayDiscountSum(rows: readonly AuditDayDiscountRow[]): number {
  return roundTo(
    rows.reduce((sum, row) => sum + (row.count * row.headDiscount) / 100, 0),
    2,
  );
}
