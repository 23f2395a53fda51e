/**
 * One way to show dates and times: `YYYY-MM-DD HH:mm(:ss)` in the certification body's time zone
 * (an ERP setting, Asia/Shanghai unless the body says otherwise), whatever the viewer's clock.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    // sv-SE writes ISO-like 'YYYY-MM-DD HH:mm:ss'.
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows the IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * `YYYY-MM-DD HH:mm:ss` (or without seconds) in the time zone; '' for nothing or an invalid value.
 * @example formatDateTime('2026-11-04T00:03:35Z') // '2026-11-04 08:03:35'
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  options: { timeZone?: string; seconds?: boolean } = {},
): string {
  const d = toDate(value);
  if (!d) return '';
  const text = formatIn(options.timeZone ?? DEFAULT_TIME_ZONE)
    .format(d)
    .replace('T', ' ');
  return options.seconds === false ? text.slice(0, 16) : text.slice(0, 19);
}

/** `YYYY-MM-DD` in the time zone. A plain date ('2026-11-04') is returned as it is. */
export function formatDate(
  value: string | number | Date | null | undefined,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return formatDateTime(value, { timeZone }).slice(0, 10);
}
