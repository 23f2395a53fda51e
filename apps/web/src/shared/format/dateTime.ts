/**
 * The one date/time display of the web app: `YYYY-MM-DD HH:mm:ss` (or `HH:mm`) in the certification
 * body's time zone, whatever the browser's zone is, so every list, detail and export screen shows
 * the same wall-clock time for the same instant. The server answers instants as ISO 8601 strings;
 * calendar dates (`YYYY-MM-DD`) and local `YYYY-MM-DD HH:mm:ss` strings are already in the body's
 * time and are shown as they are. Empty and unreadable values show as ''.
 *
 * Each formatter takes one argument, so it can be a table column's `render` directly.
 *
 * @example
 * formatDateTime('2026-11-24T03:05:09.000Z') // '2026-11-24 11:05:09'
 * formatDateTimeMinutes('2026-11-24T03:05:09Z') // '2026-11-24 11:05'
 * formatDate('2026-11-23T16:30:00Z') // '2026-11-24'
 * { key: 'createTime', dataIndex: 'createTime', render: formatDateTime }
 */

/** The body's time zone (mainland China) unless a formatter is made with another one. */
export const BODY_TIME_ZONE = 'Asia/Shanghai';

export type DateTimeValue = string | number | Date | null | undefined;

export interface DateTimeFormatOptions {
  /** `HH:mm:ss` (default) or `HH:mm`. */
  seconds?: boolean;
  /** Show the time of day (default true); without it the formatter gives the day `YYYY-MM-DD`. */
  time?: boolean;
  /** IANA zone the wall-clock time is shown in (default BODY_TIME_ZONE). */
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

/**
 * A formatter with its own options (another zone, minutes only, date only).
 * @example const inUtc = dateTimeFormatter({ timeZone: 'UTC', seconds: false });
 */
export function dateTimeFormatter({
  seconds = true,
  time = true,
  timeZone = BODY_TIME_ZONE,
}: DateTimeFormatOptions = {}): (value: DateTimeValue) => string {
  const finish = (date: string, hm: string, s: string) =>
    time ? `${date} ${hm}${seconds ? `:${s}` : ''}` : date;
  return (value) => {
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
  };
}

/** `YYYY-MM-DD HH:mm:ss` in the body's time zone. */
export const formatDateTime = dateTimeFormatter();
/** `YYYY-MM-DD HH:mm` in the body's time zone. */
export const formatDateTimeMinutes = dateTimeFormatter({ seconds: false });
/** `YYYY-MM-DD`: the body's calendar day of an instant (a calendar date stays as it is). */
export const formatDate = dateTimeFormatter({ time: false });
