import { describe, expect, it } from 'vitest';
import { auditDayDiscountSum, discountedTotal, roundAuditDays, sumFixedDays } from './audit-days.ts';

describe('roundAuditDays', () => {
  it.each([
    [0, 0],
    [0.24, 0],
    [0.25, 0.5],
    [0.5, 0.5],
    [0.74, 0.5],
    [0.75, 1],
    [0.99, 1],
    [1, 1],
    [2.24, 2],
    [2.25, 2.5],
    [2.74, 2.5],
    [2.75, 3],
    [0.1 + 0.15, 0.5],
    [0.3 + 0.45, 1],
  ])('%s -> %s', (days, rounded) => expect(roundAuditDays(days)).toBe(rounded));
});

describe('sumFixedDays', () => {
  it.each([
    [[], 0],
    [[1.5, 0.5], 2],
    [[0.1, 0.2], 0.3],
    [[1, null, undefined, 2.5], 3.5],
  ])('%j -> %s', (days, total) => expect(sumFixedDays(days)).toBe(total));
});

describe('discountedTotal', () => {
  it.each([
    [10, 0, 10],
    [10, 0.3, 7],
    [10, 1, 0],
    [3, 0.1, 2.7],
    [1, 1 / 3, 0.67],
  ])('%s × (1 − %s) = %s', (total, share, expected) => expect(discountedTotal(total, share)).toBe(expected));
});

describe('auditDayDiscountSum', () => {
  it.each([
    [[], 0],
    [[{ count: 3, headDiscount: 50 }], 1.5],
    [
      [
        { count: 3, headDiscount: 50 },
        { count: 1, headDiscount: 33 },
      ],
      1.83,
    ],
    [[{ count: 1, headDiscount: 33.333 }], 0.33],
    [[{ count: 7, headDiscount: 10 }], 0.7],
  ])('%j -> %s', (rows, sum) => expect(auditDayDiscountSum(rows)).toBe(sum));
});
