/** Calendar dates (`YYYY-MM-DD`) ↔ the date pickers' values, and half-days as text. */
import dayjs, { type Dayjs } from 'dayjs';
import type { AuditorT } from './texts';

/** A picker's value as the contract's calendar date ('' when empty). */
export const toDay = (value: Dayjs | null | undefined): string => (value ? value.format('YYYY-MM-DD') : '');

/** A calendar date as a picker's value (undefined when empty). */
export const fromDay = (value: string | null | undefined): Dayjs | undefined =>
  value ? dayjs(value) : undefined;

/** 1 → 上午, 2 → 下午. */
export const halfText = (t: AuditorT, half: number) =>
  half === 2 ? t('common.afternoon') : t('common.morning');

/**
 * A leave's period: "2026-11-30 上午 至 2026-12-02 下午".
 * @example leavePeriod(t, { fromDate: '2026-11-30', fromHalf: 1, toDate: '2026-11-30', toHalf: 2 })
 */
export function leavePeriod(
  t: AuditorT,
  l: { fromDate: string; fromHalf: number; toDate: string; toHalf: number },
): string {
  return `${l.fromDate} ${halfText(t, l.fromHalf)} ${t('common.to')} ${l.toDate} ${halfText(t, l.toHalf)}`;
}

/** Whether a half-day period ends before it starts (the contract refuses it). */
export function endsBeforeStart(
  from: { date: string; half: number },
  to: { date: string; half: number },
): boolean {
  return to.date < from.date || (to.date === from.date && to.half < from.half);
}
