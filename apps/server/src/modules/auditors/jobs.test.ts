import { describe, expect, it } from 'vitest';
import { reminderThreshold } from './jobs.ts';

describe('registration reminder thresholds', () => {
  it('picks the smallest threshold reached', () => {
    expect(reminderThreshold(61, [60, 30])).toBeNull();
    expect(reminderThreshold(60, [60, 30])).toBe(60);
    expect(reminderThreshold(31, [60, 30])).toBe(60);
    expect(reminderThreshold(30, [60, 30])).toBe(30);
    expect(reminderThreshold(0, [30, 60])).toBe(30);
  });
});
