import { describe, expect, it } from 'vitest';
import { certificateReportQuery } from './contract.ts';
import {
  drillLink,
  iafSectorOf,
  inPeriod,
  lastDayOfMonth,
  periodOf,
  provinceOf,
  sectorsOfCodes,
  statisticsFilters,
  statTypeOfEvent,
} from './report.ts';

describe('IAF sector', () => {
  it('is the first two digits of the professional code', () => {
    expect(iafSectorOf('29.10.07')).toBe('29');
    expect(iafSectorOf(' 03.01.00')).toBe('03');
    expect(iafSectorOf('X9.01')).toBe('');
    expect(iafSectorOf('')).toBe('');
  });

  it('counts a certificate with two codes of one sector once in that sector', () => {
    expect(sectorsOfCodes(['29.10.07', '29.12.00', '33.02.01'])).toEqual(['29', '33']);
    expect(sectorsOfCodes(['29.10.07', '29.10.07'])).toEqual(['29']);
    expect(sectorsOfCodes([])).toEqual([]);
  });
});

describe('province', () => {
  it('groups a division code under its province', () => {
    expect(provinceOf('330106')).toBe('330000');
    expect(provinceOf('330000')).toBe('330000');
    expect(provinceOf('110101')).toBe('110000');
    expect(provinceOf('')).toBe('');
    expect(provinceOf('33')).toBe('');
    expect(provinceOf(null)).toBe('');
  });
});

describe('period', () => {
  it('runs from the first day of the first month to the last day of the last, both included', () => {
    expect(periodOf({ from: '2026-03', to: '2026-03' })).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(periodOf({ from: '2024-02', to: '2024-02' }).end).toBe('2024-02-29');
    expect(periodOf({ from: '2025-02', to: '2025-02' }).end).toBe('2025-02-28');
    expect(periodOf({ to: '2026-12' })).toEqual({ end: '2026-12-31' });
    expect(periodOf({})).toEqual({});
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
  });

  it('includes its ends and nothing beyond them', () => {
    const march = periodOf({ from: '2026-03', to: '2026-03' });
    expect(inPeriod('2026-03-01', march)).toBe(true);
    expect(inPeriod('2026-03-31', march)).toBe(true);
    expect(inPeriod('2026-02-28', march)).toBe(false);
    expect(inPeriod('2026-04-01', march)).toBe(false);
    expect(inPeriod('1999-01-01', {})).toBe(true);
  });

  it('refuses a start after the end, and a month not YYYY-MM', () => {
    const bad = statisticsFilters.safeParse({ from: '2026-05', to: '2026-03' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('起始月份不能晚于结束月份');
    expect(certificateReportQuery.safeParse({ from: '2026-05', to: '2026-03' }).success).toBe(false);
    expect(statisticsFilters.safeParse({ from: '2026-13' }).success).toBe(false);
    expect(statisticsFilters.safeParse({ from: '2026-03', to: '2026-03' }).success).toBe(true);
  });
});

describe('stat type (SPEC.md §3)', () => {
  it('is 1 for a new or replaced certificate, 2 for surveillance, 3 for a status change', () => {
    expect(statTypeOfEvent('issue')).toBe(1);
    expect(statTypeOfEvent('reissue')).toBe(1);
    expect(statTypeOfEvent('surveillance')).toBe(2);
    for (const e of ['suspend', 'restore', 'revoke', 'cancel', 'expire', 'change'])
      expect(statTypeOfEvent(e)).toBe(3);
    expect(statTypeOfEvent('maintain')).toBeNull();
  });

  it('is a filter of 证书统计 from 1 to 3', () => {
    expect(certificateReportQuery.parse({ statType: '2' }).statType).toBe(2);
    expect(certificateReportQuery.safeParse({ statType: '4' }).success).toBe(false);
    expect(certificateReportQuery.parse({}).groupBy).toBe('standard');
  });
});

describe('drill-down link', () => {
  it('carries the non-empty filters in the query string', () => {
    expect(
      drillLink('/zsfx/search', { standardCode: 'Q', province: undefined, issuedFrom: '2026-03-01', x: '' }),
    ).toBe('/zsfx/search?standardCode=Q&issuedFrom=2026-03-01');
    expect(drillLink('/khgl/enterprise', {})).toBe('/khgl/enterprise');
  });
});
