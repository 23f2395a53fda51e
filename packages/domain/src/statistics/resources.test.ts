import { describe, expect, it } from 'vitest';
import { addAmounts } from '../finance/receivables.ts';
import {
  ageBucketOf,
  ageInDays,
  dueDateRange,
  fenOfYuan,
  monthsOf,
  personDays,
  RECEIVABLE_AGE_BUCKETS,
  yuanOfFen,
} from './resources.ts';

describe('应收统计 age buckets', () => {
  const asOf = '2026-06-30';

  it('ages from the due date to the as-of date', () => {
    expect(ageInDays('2026-06-30', asOf)).toBe(0);
    expect(ageInDays('2026-06-29', asOf)).toBe(1);
    expect(ageInDays('2026-07-01', asOf)).toBe(-1);
    expect(ageInDays('2025-06-30', asOf)).toBe(365);
  });

  it('puts each boundary day in its bucket: 30/31, 90/91, 180/181', () => {
    const due = (age: number) => {
      const d = new Date(Date.parse(`${asOf}T00:00:00Z`) - age * 86_400_000);
      return d.toISOString().slice(0, 10);
    };
    expect(ageBucketOf(due(-1), asOf)).toBe('notDue');
    expect(ageBucketOf(due(0), asOf)).toBe('d0_30');
    expect(ageBucketOf(due(30), asOf)).toBe('d0_30');
    expect(ageBucketOf(due(31), asOf)).toBe('d31_90');
    expect(ageBucketOf(due(90), asOf)).toBe('d31_90');
    expect(ageBucketOf(due(91), asOf)).toBe('d91_180');
    expect(ageBucketOf(due(180), asOf)).toBe('d91_180');
    expect(ageBucketOf(due(181), asOf)).toBe('d181');
    expect(ageBucketOf(due(2000), asOf)).toBe('d181');
  });

  it('gives each bucket the due-date range the list filters by, and the ranges tile the calendar', () => {
    expect(dueDateRange('notDue', asOf)).toEqual({ dueFrom: '2026-07-01', dueTo: undefined });
    expect(dueDateRange('d0_30', asOf)).toEqual({ dueFrom: '2026-05-31', dueTo: '2026-06-30' });
    expect(dueDateRange('d31_90', asOf)).toEqual({ dueFrom: '2026-04-01', dueTo: '2026-05-30' });
    expect(dueDateRange('d91_180', asOf)).toEqual({ dueFrom: '2026-01-01', dueTo: '2026-03-31' });
    expect(dueDateRange('d181', asOf)).toEqual({ dueFrom: undefined, dueTo: '2025-12-31' });
    // Every day of a range falls in that range's bucket.
    for (const b of RECEIVABLE_AGE_BUCKETS) {
      const { dueFrom, dueTo } = dueDateRange(b.key, asOf);
      if (dueFrom) expect(ageBucketOf(dueFrom, asOf)).toBe(b.key);
      if (dueTo) expect(ageBucketOf(dueTo, asOf)).toBe(b.key);
    }
  });

  it('crosses a leap day', () => {
    expect(dueDateRange('d0_30', '2028-03-01')).toEqual({ dueFrom: '2028-01-31', dueTo: '2028-03-01' });
    expect(ageBucketOf('2028-01-31', '2028-03-01')).toBe('d0_30');
    expect(ageBucketOf('2028-01-30', '2028-03-01')).toBe('d31_90');
  });
});

describe('months of a range', () => {
  it('lists the months across a year end', () => {
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsOf('2026-04', '2026-03')).toEqual([]);
  });
});

describe('审核工作量 person-days', () => {
  it('sums tenths of days by role, trainees and observers not counted', () => {
    expect(
      personDays([
        { role: 'leader', days10: 15 },
        { role: 'leader', days10: 5 },
        { role: 'member', days10: 20 },
        { role: 'expert', days10: 10 },
        { role: 'trainee', days10: 0 },
        { role: 'observer', days10: 0 },
      ]),
    ).toEqual({ leader: 2, member: 2, expert: 1, total: 5 });
    expect(personDays([{ role: 'member', days10: 5 }])).toEqual({
      leader: 0,
      member: 0.5,
      expert: 0,
      total: 0.5,
    });
  });
});

describe('exact yuan', () => {
  it('parses and writes two decimals without floating point', () => {
    expect(fenOfYuan('12.5')).toBe(1250n);
    expect(fenOfYuan('0.01')).toBe(1n);
    expect(fenOfYuan('-3')).toBe(-300n);
    expect(yuanOfFen(-0n)).toBe('0.00');
    expect(yuanOfFen(123456789012345n)).toBe('1234567890123.45');
    expect(addAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(addAmounts([])).toBe('0.00');
    expect(() => fenOfYuan('1.234')).toThrow();
  });
});
