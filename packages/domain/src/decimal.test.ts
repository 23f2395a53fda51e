import { describe, expect, it } from 'vitest';
import { roundTo } from './decimal.ts';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [-2.675, 2, -2.68],
    [1.255, 2, 1.26],
    [0.125, 2, 0.13],
    [10000.005, 2, 10000.01],
    [1e-7, 2, 0],
    [123.456, 0, 123],
    [0.30000000000000004, 2, 0.3],
    [0.25, 9, 0.25],
  ])('roundTo(%s, %i) = %s', (value, places, expected) => expect(roundTo(value, places)).toBe(expected));

  it('keeps non-finite values', () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});
