/** Small shared pieces of the two log pages: time display, date-range and sort parameters. */
import type { Dayjs } from 'dayjs';

/** 'YYYY-MM-DD HH:mm:ss' in the body's time zone (shared/dateTime). */
export { formatTime } from '../../shared/dateTime';

/** The `dateFrom`/`dateTo` query of a RangePicker value (either end may be open). */
export function rangeParams(dates: [Dayjs | null, Dayjs | null] | null | undefined): {
  dateFrom?: string;
  dateTo?: string;
} {
  return {
    dateFrom: dates?.[0]?.format('YYYY-MM-DD') || undefined,
    dateTo: dates?.[1]?.format('YYYY-MM-DD') || undefined,
  };
}

/** antd's sorter → the server's `column` + `order` (the server checks the column against its list). */
export function sortParams(sorter: unknown): { column?: string; order?: 'asc' | 'desc' } {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as
    | { columnKey?: unknown; order?: string | null }
    | undefined;
  if (!s?.order || typeof s.columnKey !== 'string') return { column: undefined, order: undefined };
  return { column: s.columnKey, order: s.order === 'ascend' ? 'asc' : 'desc' };
}

/** A field value as text for the diff view (objects as JSON, empty as a dash). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value, null, 1);
  return String(value);
}
