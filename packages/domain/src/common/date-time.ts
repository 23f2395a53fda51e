/**
 * One way to show dates and times: `YYYY-MM-DD HH:mm(:ss)` in the certification body's time zone
 * (the ERP setting `timeZone`, Asia/Shanghai unless the body says otherwise), whatever the viewer's
 * clock. Instants (ISO 8601 strings, numbers, Dates) are converted to the zone; calendar dates
 * (`YYYY-MM-DD`) and wall-clock `YYYY-MM-DD HH:mm(:ss)` strings are already the body's time and are
 * shown as they are. Empty and unreadable values show as ''. The web's shared/format/dateTime.ts
 * and the server's Excel exports both use it.
 *
 * @example
 * formatDateTime('2026-11-04T00:03:35Z') // '2026-11-04 08:03:35'
 * formatDateTime('2026-11-04T00:03:35Z', { timeZone: 'Europe/Berlin', seconds: false }) // '2026-11-04 01:03'
 */

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export type DateTimeValue = string | number | Date | null | undefined;

export interface DateTimeFormatOptions {
  /** `HH:mm:ss` (default) or `HH:mm`. */
  seconds?: boolean;
  /** Show the time of day (default true); without it the formatter gives the day `YYYY-MM-DD`. */
  time?: boolean;
  /** IANA zone the wall-clock time is shown in (default DEFAULT_TIME_ZONE). */
  timeZone?: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A wall-clock time without a zone: already the body's time. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?$/;

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string, date: Date): Record<string, string> {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  const out: Record<string, string> = {};
  for (const p of format.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** Names already checked (a formatter per check cost a tenth of a session answer's CPU). */
const knownZones = new Map<string, boolean>();

/** Whether the runtime knows the IANA time zone name. */
export function isTimeZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    // Bounded: names come from settings and forms, but an endless stream of wrong ones must not grow it.
    if (knownZones.size < 1000) knownZones.set(name, known);
  }
  return known;
}

/**
 * `YYYY-MM-DD HH:mm:ss` (or without seconds, or the day only) in the time zone; '' for nothing or
 * an unreadable value.
 */
export function formatDateTime(value: DateTimeValue, options: DateTimeFormatOptions = {}): string {
  const { seconds = true, time = true, timeZone = DEFAULT_TIME_ZONE } = options;
  const finish = (date: string, hm: string, s: string) =>
    time ? `${date} ${hm}${seconds ? `:${s}` : ''}` : date;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const text = value.trim();
    if (CALENDAR_DATE.test(text)) return text;
    const local = LOCAL_DATE_TIME.exec(text);
    if (local) return finish(local[1]!, local[2]!, local[3]?.slice(1) ?? '00');
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsIn(timeZone, date);
  return finish(`${p.year}-${p.month}-${p.day}`, `${p.hour}:${p.minute}`, p.second ?? '00');
}

/** `YYYY-MM-DD` in the time zone. A plain date ('2026-11-04') is returned as it is. */
export function formatDate(value: DateTimeValue, timeZone = DEFAULT_TIME_ZONE): string {
  return formatDateTime(value, { timeZone, time: false });
}
