/**
 * 审核日程: the tenant's auditors by half-day (DOMAIN.md §3.3). A half-day is busy when the auditor
 * is on a submitted or approved plan's team (the same bookings the clash check reads), on leave
 * when an approved leave covers it, free otherwise. Pure: the server loads one page of auditors,
 * their bookings and leaves in the visible range and asks for each auditor's half-days here.
 */
import { type HalfDay, halfDayKey, isOnLeave, type Leave } from '../auditors/competence.ts';
import { addDays } from '../common/dates.ts';

/**
 * The longest span of one plan's (or member's) schedule, first to last day. The clash check reads
 * the bookings that start within this many days before the range, so it stays an index range scan.
 */
export const MAX_SCHEDULE_SPAN_DAYS = 92;

/** Whether a schedule's first and last day are at most MAX_SCHEDULE_SPAN_DAYS apart. */
export function withinScheduleSpan(days: readonly { date: string }[]): boolean {
  if (days.length === 0) return true;
  const sorted = days.map((d) => d.date).sort();
  return Date.parse(sorted.at(-1)!) - Date.parse(sorted[0]!) <= MAX_SCHEDULE_SPAN_DAYS * 86_400_000;
}

/** The longest range the calendar answers at once (a month view of six weeks, with margin). */
export const CALENDAR_MAX_DAYS = 62;

export type CalendarState = 'free' | 'busy' | 'leave';

/** One plan the auditor is booked on, as the calendar shows it. */
export interface CalendarTask {
  planId: string;
  planNo: string;
  enterpriseName: string;
  /** Team role (TEAM_ROLES). */
  role: number;
  /** Plan status: 1 to be approved, 3 approved. */
  status: number;
}

export interface CalendarBooking extends CalendarTask {
  /** The booked half-days as `halfDayKey` strings (`YYYY-MM-DD:1|2`). */
  halfDays: readonly string[];
}

export interface CalendarSlot extends HalfDay {
  state: CalendarState;
  /** The plans on this half-day (two or more is a double booking). */
  tasks: CalendarTask[];
  /** Booked while on leave, or booked twice: the clash check would refuse it. */
  clash: boolean;
}

/** The calendar dates from `from` to `to`, inclusive. */
export function calendarDates(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= CALENDAR_MAX_DAYS * 4; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * Every half-day of the range for one auditor, in order (morning before afternoon): busy with the
 * plans booked on it, else on leave, else free. A booking on a leave half-day or two bookings on
 * one half-day are marked as a clash.
 */
export function halfDayOccupancy(
  range: { from: string; to: string },
  bookings: readonly CalendarBooking[],
  leaves: readonly Leave[],
  /** calendarDates(range.from, range.to), when the caller has it (a page of auditors shares it). */
  dates: readonly string[] = calendarDates(range.from, range.to),
): CalendarSlot[] {
  const byKey = new Map<string, CalendarTask[]>();
  for (const b of bookings) {
    const { halfDays, ...task } = b;
    for (const key of halfDays) {
      const list = byKey.get(key);
      if (list) {
        if (!list.some((t) => t.planId === task.planId)) list.push(task);
      } else byKey.set(key, [task]);
    }
  }
  const out: CalendarSlot[] = [];
  for (const date of dates)
    for (const half of [1, 2] as const) {
      const h = { date, half };
      const tasks = byKey.get(halfDayKey(h)) ?? [];
      const onLeave = leaves.some((l) => isOnLeave(l, h));
      out.push({
        date,
        half,
        state: tasks.length ? 'busy' : onLeave ? 'leave' : 'free',
        tasks,
        clash: tasks.length > 1 || (tasks.length > 0 && onLeave),
      });
    }
  return out;
}

/** The Monday of the week of `date` and the Sunday after it (week view). */
export function weekOf(date: string): { from: string; to: string } {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  const from = addDays(date, -((dow + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** The whole weeks (Monday to Sunday) that cover the month of `date` (month view). */
export function monthOf(date: string): { from: string; to: string } {
  const first = `${date.slice(0, 7)}-01`;
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = addDays(next.toISOString().slice(0, 10), -1);
  return { from: weekOf(first).from, to: weekOf(last).to };
}
