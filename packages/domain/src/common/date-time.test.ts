import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isTimeZone } from './date-time.ts';

describe('formatDateTime', () => {
  it("writes YYYY-MM-DD HH:mm:ss in the body's time zone, whatever the viewer's clock", () => {
    expect(formatDateTime('2026-11-04T00:03:35Z')).toBe('2026-11-04 08:03:35');
    expect(formatDateTime('2026-11-04T00:03:35Z', { seconds: false })).toBe('2026-11-04 08:03');
    expect(formatDateTime('2026-11-04T00:03:35Z', { timeZone: 'Europe/Berlin' })).toBe('2026-11-04 01:03:35');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 16, 0, 0)))).toBe('2026-01-02 00:00:00');
  });
  it('writes nothing for nothing', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('keeps plain dates and cuts date-times to the date', () => {
    expect(formatDate('2026-11-04')).toBe('2026-11-04');
    expect(formatDate('2026-11-03T17:00:00Z')).toBe('2026-11-04');
  });
  it('knows time zone names', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    // Asked again (answered from what was checked): the same answers.
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
  });
});
