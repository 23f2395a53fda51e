/**
 * Calendar dates (YYYY-MM-DD) in request contracts: one schema for every date field, so that an
 * impossible date (2026-02-31, 2026-99-99) is a 400 naming the field, never a database error.
 */
import { z } from 'zod';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real date of the Gregorian calendar (year 0001–9999), as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = SHAPE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/**
 * A required calendar date; the messages name the field.
 * @example z.object({ receivedDate: calendarDateSchema('受理日期') })
 */
export function calendarDateSchema(label: string) {
  return z
    .string({ error: `请选择${label}` })
    .regex(SHAPE, `${label}格式应为YYYY-MM-DD`)
    .refine(isCalendarDate, `${label}不是有效的日期`);
}
