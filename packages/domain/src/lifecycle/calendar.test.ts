import { describe, expect, it } from 'vitest';
import { addDays } from '../common/dates.ts';
import {
  addMonths,
  addWorkingDays,
  CALENDAR_HOLIDAY,
  isWorkingDay,
  PLAIN_WEEK,
  weekdayOf,
  workingCalendar,
  workingDaysBetween,
  workingDaysInYear,
} from './calendar.ts';
import { CHINA_HOLIDAY_DAYS, CHINA_HOLIDAY_NOTICES } from './china-holidays.ts';

const cal = workingCalendar(CHINA_HOLIDAY_DAYS);

describe('the working-day calendar', () => {
  it('is Monday to Friday without recorded days', () => {
    expect(isWorkingDay('2026-11-23', PLAIN_WEEK)).toBe(true); // Monday
    expect(isWorkingDay('2026-11-27', PLAIN_WEEK)).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28', PLAIN_WEEK)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', PLAIN_WEEK)).toBe(false); // Sunday
  });

  it('a public holiday on a weekday is a day off, an adjusted Saturday a working day', () => {
    expect(isWorkingDay('2026-10-01', cal)).toBe(false); // Thursday, 国庆节
    expect(isWorkingDay('2026-10-10', cal)).toBe(true); // Saturday, 调休上班
    expect(isWorkingDay('2026-09-20', cal)).toBe(true); // Sunday, 调休上班
    expect(isWorkingDay('2026-10-08', cal)).toBe(true); // Thursday after the holiday
    expect(isWorkingDay('2025-02-08', cal)).toBe(true); // Saturday, 春节调休
  });

  it('adds working days across a public holiday', () => {
    // Wednesday 30 Sep 2026 + 1: 1–7 Oct off → Thursday 8 Oct.
    expect(addWorkingDays('2026-09-30', 1, cal)).toBe('2026-10-08');
    // + 5: 8, 9, 10 (adjusted Saturday), 12, 13 Oct.
    expect(addWorkingDays('2026-09-30', 5, cal)).toBe('2026-10-13');
    // Without the calendar the same count lands in the holiday.
    expect(addWorkingDays('2026-09-30', 5, PLAIN_WEEK)).toBe('2026-10-07');
  });

  it('counts an adjusted working Saturday', () => {
    // Friday 9 Oct 2026 + 1 → Saturday 10 Oct (调休上班), + 2 → Monday 12 Oct.
    expect(addWorkingDays('2026-10-09', 1, cal)).toBe('2026-10-10');
    expect(addWorkingDays('2026-10-09', 2, cal)).toBe('2026-10-12');
    // Spring Festival 2026: Friday 13 Feb + 1 → Saturday 14 Feb (上班), + 2 → 24 Feb.
    expect(addWorkingDays('2026-02-13', 1, cal)).toBe('2026-02-14');
    expect(addWorkingDays('2026-02-13', 2, cal)).toBe('2026-02-24');
  });

  it('0 days is the day itself or the next working day; negative counts go back', () => {
    expect(addWorkingDays('2026-11-24', 0, cal)).toBe('2026-11-24');
    expect(addWorkingDays('2026-10-03', 0, cal)).toBe('2026-10-08');
    expect(addWorkingDays('2026-10-08', -1, cal)).toBe('2026-09-30');
    expect(() => addWorkingDays('2026-10-08', 1.5, cal)).toThrow(RangeError);
  });

  it('counts working days between two dates', () => {
    expect(workingDaysBetween('2026-09-30', '2026-10-13', cal)).toBe(5);
    expect(workingDaysBetween('2026-10-13', '2026-09-30', cal)).toBe(0);
  });

  it("counts a year's working days as the day-by-day count does", () => {
    const byDay = (year: number, days: typeof CHINA_HOLIDAY_DAYS) => {
      const cal = workingCalendar(days);
      let n = 0;
      for (let d = `${year}-01-01`; d.startsWith(`${year}-`); d = addDays(d, 1))
        if (isWorkingDay(d, cal)) n++;
      return n;
    };
    expect(workingDaysInYear(2026, [])).toBe(261);
    expect(workingDaysInYear(2024, [])).toBe(262);
    for (const year of [2000, 2023, 2024, 2025, 2026, 2027, 2100])
      expect(workingDaysInYear(year, CHINA_HOLIDAY_DAYS), String(year)).toBe(byDay(year, CHINA_HOLIDAY_DAYS));
    // 2025: 261 weekdays, 18 of them off (元旦 1, 春节 6, 清明 1, 劳动节 3, 端午 1, 国庆中秋 6), 5 weekend days worked.
    expect(workingDaysInYear(2025, CHINA_HOLIDAY_DAYS)).toBe(248);
  });

  it('adds months, keeping the day or taking the month end', () => {
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-01', -3)).toBe('2025-10-01');
  });
});

describe('the State Council notices of 2025 and 2026', () => {
  it('has the published number of days off and adjusted working days', () => {
    const count = (year: number, kind: number) =>
      CHINA_HOLIDAY_NOTICES.find((n) => n.year === year)!.days.filter((d) => d.kind === kind).length;
    // 2025: 1 + 8 + 3 + 5 + 3 + 8 days off; 2 + 1 + 2 adjusted working days.
    expect(count(2025, CALENDAR_HOLIDAY)).toBe(28);
    expect(count(2025, 2)).toBe(5);
    // 2026: 3 + 9 + 3 + 5 + 3 + 3 + 7 days off; 1 + 2 + 1 + 2 adjusted working days.
    expect(count(2026, CALENDAR_HOLIDAY)).toBe(33);
    expect(count(2026, 2)).toBe(6);
  });

  it('adjusted working days fall on weekends and days off are unique', () => {
    for (const d of CHINA_HOLIDAY_DAYS.filter((x) => x.kind === 2))
      expect([0, 6]).toContain(weekdayOf(d.date));
    expect(new Set(CHINA_HOLIDAY_DAYS.map((d) => d.date)).size).toBe(CHINA_HOLIDAY_DAYS.length);
  });

  it('has 2026 as published: 春节 15–23 Feb with 14 and 28 Feb worked', () => {
    expect(isWorkingDay('2026-02-14', cal)).toBe(true);
    expect(isWorkingDay('2026-02-15', cal)).toBe(false);
    expect(isWorkingDay('2026-02-23', cal)).toBe(false);
    expect(isWorkingDay('2026-02-24', cal)).toBe(true);
    expect(isWorkingDay('2026-02-28', cal)).toBe(true);
    expect(isWorkingDay('2026-01-04', cal)).toBe(true);
    expect(isWorkingDay('2026-05-09', cal)).toBe(true);
  });
});
