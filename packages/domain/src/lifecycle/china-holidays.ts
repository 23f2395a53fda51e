/**
 * The State Council's holiday arrangements (国务院办公厅关于部分节假日安排的通知) as calendar days: the
 * days off (放假) and the adjusted working days (调休上班) of 2025 and 2026. New tenants get these
 * as their starting calendar; the body adds each later year from the next notice (工作日历 page or
 * Excel import).
 */
import { addDays } from '../common/dates.ts';
import { CALENDAR_HOLIDAY, CALENDAR_WORKDAY, type CalendarDay } from './calendar.ts';

const off = (name: string, from: string, to: string): CalendarDay[] => {
  const days: CalendarDay[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push({ date: d, kind: CALENDAR_HOLIDAY, name });
  return days;
};
const work = (name: string, ...dates: string[]): CalendarDay[] =>
  dates.map((date) => ({ date, kind: CALENDAR_WORKDAY, name: `${name}调休上班` }));

export interface HolidayNotice {
  year: number;
  /** The notice's document number and date. */
  source: string;
  days: CalendarDay[];
}

export const CHINA_HOLIDAY_NOTICES: readonly HolidayNotice[] = [
  {
    year: 2025,
    source: '国办发明电〔2024〕12号（2024年11月12日）',
    days: [
      ...off('元旦', '2025-01-01', '2025-01-01'),
      ...off('春节', '2025-01-28', '2025-02-04'),
      ...work('春节', '2025-01-26', '2025-02-08'),
      ...off('清明节', '2025-04-04', '2025-04-06'),
      ...off('劳动节', '2025-05-01', '2025-05-05'),
      ...work('劳动节', '2025-04-27'),
      ...off('端午节', '2025-05-31', '2025-06-02'),
      ...off('国庆节、中秋节', '2025-10-01', '2025-10-08'),
      ...work('国庆节', '2025-09-28', '2025-10-11'),
    ],
  },
  {
    year: 2026,
    source: '国务院办公厅关于2026年部分节假日安排的通知（2025年11月4日）',
    days: [
      ...off('元旦', '2026-01-01', '2026-01-03'),
      ...work('元旦', '2026-01-04'),
      ...off('春节', '2026-02-15', '2026-02-23'),
      ...work('春节', '2026-02-14', '2026-02-28'),
      ...off('清明节', '2026-04-04', '2026-04-06'),
      ...off('劳动节', '2026-05-01', '2026-05-05'),
      ...work('劳动节', '2026-05-09'),
      ...off('端午节', '2026-06-19', '2026-06-21'),
      ...off('中秋节', '2026-09-25', '2026-09-27'),
      ...off('国庆节', '2026-10-01', '2026-10-07'),
      ...work('国庆节', '2026-09-20', '2026-10-10'),
    ],
  },
];

/** Every day of the notices above, in date order. */
export const CHINA_HOLIDAY_DAYS: readonly CalendarDay[] = CHINA_HOLIDAY_NOTICES.flatMap((n) => n.days).sort(
  (a, b) => a.date.localeCompare(b.date),
);
