/**
 * The web app's one date-time display: `YYYY-MM-DD HH:mm:ss` (or `HH:mm`) in the certification
 * body's time zone (ERP setting `timeZone`, Asia/Shanghai by default), never the browser's clock.
 * @example render: (v: string) => formatTime(v)
 */
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime } from '@cb/domain';
import { sessionStore } from './stores/session';

const bodyTimeZone = () => sessionStore.getState().erpSetting?.timeZone || DEFAULT_TIME_ZONE;

/** One argument only, so it can be a table column's `render`. */
export function formatTime(value: string | Date | null | undefined): string {
  return formatDateTime(value, { timeZone: bodyTimeZone() });
}

export function formatMinutes(value: string | Date | null | undefined): string {
  return formatDateTime(value, { timeZone: bodyTimeZone(), seconds: false });
}

export function formatDay(value: string | Date | null | undefined): string {
  return formatDate(value, bodyTimeZone());
}
