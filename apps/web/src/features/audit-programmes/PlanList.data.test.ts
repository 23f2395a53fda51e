import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { planColumns, planFilters } from './PlanList.data';
import type { ProgrammeT } from './texts';

const t = ((key: string) => key) as unknown as ProgrammeT;

describe('plan list', () => {
  it('turns the search form into filters: trimmed text, the date range as dateFrom/dateTo', () => {
    expect(
      planFilters({
        enterpriseName: ' 华瑞 ',
        status: 1,
        auditorName: '',
        range: [dayjs('2026-12-01'), dayjs('2026-12-31')],
      }),
    ).toEqual({ enterpriseName: '华瑞', status: 1, dateFrom: '2026-12-01', dateTo: '2026-12-31' });
    expect(planFilters({ range: null })).toEqual({});
  });

  it('shows the status right after the plan number, the abort reason only on the abort list', () => {
    expect(
      planColumns(t, {})
        .map((c) => c.key)
        .slice(0, 2),
    ).toEqual(['planNo', 'status']);
    expect(planColumns(t, {}).some((c) => c.key === 'abortReason')).toBe(false);
    expect(planColumns(t, { abort: true }).some((c) => c.key === 'abortReason')).toBe(true);
  });
});
