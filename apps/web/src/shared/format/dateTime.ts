/**
 * The one date/time display of the web app: `YYYY-MM-DD HH:mm:ss` (or `HH:mm`) in the certification
 * body's time zone (the ERP setting `timeZone`, Asia/Shanghai by default), whatever the browser's
 * zone is, so every list, detail and export screen shows the same wall-clock time for the same
 * instant. The server answers instants as ISO 8601 strings; calendar dates (`YYYY-MM-DD`) and local
 * `YYYY-MM-DD HH:mm:ss` strings are already in the body's time and are shown as they are. Empty and
 * unreadable values show as ''. The formatting itself is @cb/domain's `formatDateTime` (the server's
 * exports use it too).
 *
 * Each formatter takes one argument, so it can be a table column's `render` directly.
 *
 * @example
 * formatDateTime('2026-11-24T03:05:09.000Z') // '2026-11-24 11:05:09'
 * formatDateTimeMinutes('2026-11-24T03:05:09Z') // '2026-11-24 11:05'
 * formatDate('2026-11-23T16:30:00Z') // '2026-11-24'
 * { key: 'createTime', dataIndex: 'createTime', render: formatDateTime }
 */
import {
  type DateTimeFormatOptions,
  type DateTimeValue,
  DEFAULT_TIME_ZONE,
  formatDateTime as formatIn,
} from '@cb/domain';
import { sessionStore } from '../stores/session';

/** The body's time zone when its ERP setting names none (mainland China). */
export const BODY_TIME_ZONE = DEFAULT_TIME_ZONE;

export type { DateTimeFormatOptions, DateTimeValue };

/** The body's time zone: its ERP setting `timeZone`, read at each call (it follows the session). */
export function bodyTimeZone(): string {
  return sessionStore.getState().erpSetting?.timeZone || BODY_TIME_ZONE;
}

/**
 * A formatter with its own options (another zone, minutes only, date only); without `timeZone` it
 * follows the body's time zone.
 * @example const inUtc = dateTimeFormatter({ timeZone: 'UTC', seconds: false });
 */
export function dateTimeFormatter(options: DateTimeFormatOptions = {}): (value: DateTimeValue) => string {
  return (value) => formatIn(value, { ...options, timeZone: options.timeZone ?? bodyTimeZone() });
}

/** `YYYY-MM-DD HH:mm:ss` in the body's time zone. */
export const formatDateTime = dateTimeFormatter();
/** `YYYY-MM-DD HH:mm` in the body's time zone. */
export const formatDateTimeMinutes = dateTimeFormatter({ seconds: false });
/** `YYYY-MM-DD`: the body's calendar day of an instant (a calendar date stays as it is). */
export const formatDate = dateTimeFormatter({ time: false });
