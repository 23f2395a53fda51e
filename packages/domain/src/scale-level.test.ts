import { describe, expect, it } from 'vitest';
import { labelOf } from './labels.ts';
import { SCALE_LEVELS, scaleLevelOf } from './scale-level.ts';

describe('scaleLevelOf', () => {
  it.each([
    [0, 'S'],
    [1, 'S'],
    [50, 'S'],
    [50.5, 'M'],
    [51, 'M'],
    [1000, 'M'],
    [1001, 'L'],
    [100_000, 'L'],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s -> %s', (headcount, level) => expect(scaleLevelOf(headcount)).toBe(level));

  it('names the levels', () => {
    expect(labelOf(SCALE_LEVELS, 'M')).toBe('中型');
    expect(labelOf(SCALE_LEVELS, 'L', 'en-US')).toBe('Large');
  });
});
