/**
 * Calendar dates of the body (China time by default): the day a timestamp falls on, and day
 * arithmetic on `YYYY-MM-DD` strings without time-zone surprises.
 */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of an instant in a time zone.
 * @example calendarDateOf(new Date('2026-11-24T17:00:00Z')) // '2026-11-25' (Asia/Shanghai)
 */
export function calendarDateOf(at: Date, timeZone = 'Asia/Shanghai'): string {
  let f = FORMATTERS.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', { timeZone });
    FORMATTERS.set(timeZone, f);
  }
  return f.format(at);
}

/**
 * A date `days` later (earlier when negative).
 * @example addDays('2026-02-28', 1) // '2026-03-01'
 */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
