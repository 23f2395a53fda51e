/**
 * The Chinese working-day calendar (工作日历): Monday to Friday are working days, Saturday and
 * Sunday are not, except for the days the body records — public holidays (法定节假日, days off even
 * on a weekday) and adjusted working days (调休上班, working days even on a weekend), as the State
 * Council's yearly notice arranges them. The body maintains the days as data (table
 * `working_calendar_days`); these functions only read them, so they stay pure.
 */
import { addDays } from '../common/dates.ts';
import { codeTable } from '../labels.ts';
import * as tableRows from './calendar.json';

/** 1 public holiday / day off (放假), 2 adjusted working day (调休上班). */
export const CALENDAR_DAY_KINDS = codeTable(tableRows.CALENDAR_DAY_KINDS, [1, 2]);
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number]['code'];
export const CALENDAR_HOLIDAY = 1 as const;
export const CALENDAR_WORKDAY = 2 as const;

/** One recorded day: a date that differs from the plain Monday–Friday week. */
export interface CalendarDay {
  date: string;
  kind: CalendarDayKind;
  /** The holiday's name, e.g. 春节. */
  name: string;
}

/** The calendar in the form the arithmetic reads: the recorded days by date. */
export interface WorkingCalendar {
  readonly days: ReadonlyMap<string, CalendarDayKind>;
}

export function workingCalendar(days: Iterable<Pick<CalendarDay, 'date' | 'kind'>>): WorkingCalendar {
  return { days: new Map([...days].map((d) => [d.date, d.kind])) };
}

/** A calendar with no recorded days: plain Monday to Friday. */
export const PLAIN_WEEK: WorkingCalendar = { days: new Map() };

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const isWeekend = (date: string) => {
  const d = weekdayOf(date);
  return d === 0 || d === 6;
};

/** Whether `date` is a working day: recorded days first, then Monday to Friday. */
export function isWorkingDay(date: string, calendar: WorkingCalendar): boolean {
  const kind = calendar.days.get(date);
  if (kind === CALENDAR_HOLIDAY) return false;
  if (kind === CALENDAR_WORKDAY) return true;
  return !isWeekend(date);
}

/**
 * How many working days `year` has under its recorded days (`days` may hold other years' days too):
 * the year's Mondays to Fridays, less the days off among them, plus the adjusted working days on a
 * weekend. Counted by arithmetic on the weekday, not day by day (the calendar page asks per load).
 */
export function workingDaysInYear(year: number, days: Iterable<Pick<CalendarDay, 'date' | 'kind'>>): number {
  const first = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const length = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
  // Whole weeks have five working days each; the days left over start on the year's first weekday.
  let count = Math.floor(length / 7) * 5;
  for (let i = 0; i < length % 7; i++) {
    const weekday = (first + i) % 7;
    if (weekday !== 0 && weekday !== 6) count++;
  }
  const prefix = `${String(year).padStart(4, '0')}-`;
  for (const [date, kind] of new Map([...days].map((d) => [d.date, d.kind]))) {
    if (!date.startsWith(prefix)) continue;
    if (kind === CALENDAR_HOLIDAY && !isWeekend(date)) count--;
    else if (kind === CALENDAR_WORKDAY && isWeekend(date)) count++;
  }
  return count;
}

/**
 * The day `n` working days after `date` (the start day itself is not counted, so "within 5 working
 * days of verification" ends on the fifth working day after it). `n` 0 answers `date` itself when it
 * is a working day, else the next working day. Negative `n` counts backwards the same way.
 * @example addWorkingDays('2026-09-30', 1, cal2026) // '2026-10-08' (国庆节 1–7 October are days off)
 */
export function addWorkingDays(date: string, n: number, calendar: WorkingCalendar): string {
  if (!Number.isInteger(n)) throw new RangeError('working days must be a whole number');
  const step = n < 0 ? -1 : 1;
  let day = date;
  if (n === 0) {
    while (!isWorkingDay(day, calendar)) day = addDays(day, 1);
    return day;
  }
  let left = Math.abs(n);
  // A calendar recording every day as a holiday would loop forever: stop after ten years.
  for (let guard = 0; left > 0; guard++) {
    if (guard > 3660) throw new RangeError('no working day within ten years');
    day = addDays(day, step);
    if (isWorkingDay(day, calendar)) left -= 1;
  }
  return day;
}

/** Working days after `from` up to and including `to` (0 when `to` ≤ `from`). */
export function workingDaysBetween(from: string, to: string, calendar: WorkingCalendar): number {
  let n = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day, calendar)) n++;
  return n;
}

/**
 * The date `months` calendar months later, on the same day of the month or the month's last day
 * when it has fewer days (2026-08-31 + 6 months = 2027-02-28).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
