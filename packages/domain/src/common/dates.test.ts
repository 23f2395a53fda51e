import { describe, expect, it } from 'vitest';
import { addDays, calendarDateOf } from './dates.ts';

describe('calendar dates', () => {
  it('takes the day in China time', () => {
    expect(calendarDateOf(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(calendarDateOf(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(calendarDateOf(new Date('2026-11-24T16:00:00Z'), 'UTC')).toBe('2026-11-24');
  });

  it('adds days across month and leap-year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-24', 60)).toBe('2027-01-23');
  });
});
