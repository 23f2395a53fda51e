import { describe, expect, it } from 'vitest';
import { calendarDates, halfDayOccupancy, monthOf, weekOf, withinScheduleSpan } from './calendar.ts';

const task = (planId: string, halfDays: string[], role = 2) => ({
  planId,
  planNo: `R-${planId}`,
  enterpriseName: `企业${planId}`,
  role,
  status: 3,
  halfDays,
});

describe('halfDayOccupancy', () => {
  const range = { from: '2026-12-07', to: '2026-12-08' };

  it('marks each half-day busy (with the plan and role), on leave, or free', () => {
    const slots = halfDayOccupancy(
      range,
      [task('A', ['2026-12-07:1', '2026-12-07:2'], 1)],
      [{ from: { date: '2026-12-08', half: 2 }, to: { date: '2026-12-09', half: 1 } }],
    );
    expect(slots.map((s) => `${s.date}:${s.half}=${s.state}`)).toEqual([
      '2026-12-07:1=busy',
      '2026-12-07:2=busy',
      '2026-12-08:1=free',
      '2026-12-08:2=leave',
    ]);
    expect(slots[0]!.tasks).toEqual([
      { planId: 'A', planNo: 'R-A', enterpriseName: '企业A', role: 1, status: 3 },
    ]);
    expect(slots.some((s) => s.clash)).toBe(false);
  });

  it('flags a half-day booked twice, or booked while on leave, as a clash', () => {
    const slots = halfDayOccupancy(
      range,
      [task('A', ['2026-12-07:2']), task('B', ['2026-12-07:2', '2026-12-08:1'])],
      [{ from: { date: '2026-12-08', half: 1 }, to: { date: '2026-12-08', half: 1 } }],
    );
    const at = (k: string) => slots.find((s) => `${s.date}:${s.half}` === k)!;
    expect(at('2026-12-07:2')).toMatchObject({ state: 'busy', clash: true });
    expect(at('2026-12-07:2').tasks.map((t) => t.planId)).toEqual(['A', 'B']);
    expect(at('2026-12-08:1')).toMatchObject({ state: 'busy', clash: true });
    expect(at('2026-12-07:1')).toMatchObject({ state: 'free', clash: false });
  });

  it('ignores bookings outside the range', () => {
    const slots = halfDayOccupancy(range, [task('A', ['2026-12-06:1', '2026-12-09:2'])], []);
    expect(slots.every((s) => s.state === 'free')).toBe(true);
  });
});

describe('week and month ranges', () => {
  it('a week runs Monday to Sunday', () => {
    expect(weekOf('2026-12-10')).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(weekOf('2026-12-13')).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });
  it('a month view covers the whole weeks of the month', () => {
    expect(monthOf('2026-12-15')).toEqual({ from: '2026-11-30', to: '2027-01-03' });
    expect(calendarDates('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('schedule span', () => {
  it('allows at most 92 days from the first to the last day', () => {
    expect(withinScheduleSpan([{ date: '2026-01-01' }, { date: '2026-04-03' }])).toBe(true);
    expect(withinScheduleSpan([{ date: '2026-04-04' }, { date: '2026-01-01' }])).toBe(false);
    expect(withinScheduleSpan([])).toBe(true);
  });
});
