import { describe, expect, it } from 'vitest';
import {
  BODY_TIME_ZONE,
  dateTimeFormatter,
  formatDate,
  formatDateTime,
  formatDateTimeMinutes,
} from './dateTime';

describe('formatDateTime', () => {
  it('shows an instant in the body time zone (Asia/Shanghai), whatever the browser zone is', () => {
    expect(BODY_TIME_ZONE).toBe('Asia/Shanghai');
    expect(formatDateTime('2026-11-24T03:05:09.000Z')).toBe('2026-11-24 11:05:09');
    expect(formatDateTime('2026-11-23T16:30:00Z')).toBe('2026-11-24 00:30:00');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 15, 59, 59)))).toBe('2026-01-01 23:59:59');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 16, 0, 0))).toBe('2026-01-02 00:00:00');
    expect(formatDateTime('2026-11-24T11:05:09+08:00')).toBe('2026-11-24 11:05:09');
  });

  it('keeps wall-clock times without a zone and calendar dates as they are', () => {
    expect(formatDateTime('2026-11-24 11:05:09')).toBe('2026-11-24 11:05:09');
    expect(formatDateTime('2026-11-24 11:05')).toBe('2026-11-24 11:05:00');
    expect(formatDateTime('2026-11-24')).toBe('2026-11-24');
  });

  it('shows nothing for empty or unreadable values', () => {
    for (const v of [null, undefined, '', 'not a date']) expect(formatDateTime(v)).toBe('');
  });

  it('has minute and date variants', () => {
    expect(formatDateTimeMinutes('2026-11-24T03:05:59Z')).toBe('2026-11-24 11:05');
    expect(formatDateTimeMinutes('2026-11-24 11:05:59')).toBe('2026-11-24 11:05');
    expect(formatDate('2026-11-23T16:30:00Z')).toBe('2026-11-24');
    expect(formatDate('2026-11-24 09:00:00')).toBe('2026-11-24');
  });

  it('makes formatters for another zone', () => {
    const utc = dateTimeFormatter({ timeZone: 'UTC', seconds: false });
    expect(utc('2026-11-24T03:05:09Z')).toBe('2026-11-24 03:05');
  });
});
