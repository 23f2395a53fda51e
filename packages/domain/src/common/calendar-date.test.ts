import { describe, expect, it } from 'vitest';
import { calendarDate, isCalendarDate } from './contract.ts';

describe('isCalendarDate', () => {
  it.each(['2026-01-01', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (v) => expect(isCalendarDate(v)).toBe(true),
  );
  it.each([
    '2026-02-31',
    '2026-99-99',
    '2025-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-01',
    '2026/01/01',
    '2026-01-01T00:00',
    '',
  ])('refuses %s', (v) => expect(isCalendarDate(v)).toBe(false));
});

describe('calendarDate', () => {
  const schema = calendarDate('受理日期');
  it('names the field in every message', () => {
    expect(schema.safeParse('2026-11-21').success).toBe(true);
    expect(schema.safeParse('2026-02-31').error?.issues[0]?.message).toBe('受理日期不是有效的日期');
    expect(schema.safeParse('21/11/2026').error?.issues[0]?.message).toBe('受理日期格式应为YYYY-MM-DD');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('请选择受理日期');
  });
});
