import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVICE_ITEMS,
  evaluateService,
  gradeOf,
  SERVICE_GROUP_POINTS,
  type ServiceItemScore,
  serviceItemError,
} from './evaluation.ts';

const item = (maxScore: number, score: number, applicable = true): ServiceItemScore => ({
  group: 'system',
  maxScore,
  applicable,
  score,
});

describe('service evaluation', () => {
  it('default items add up to 40 + 35 + 25', () => {
    for (const group of ['system', 'goods', 'customer'] as const)
      expect(DEFAULT_SERVICE_ITEMS.filter((i) => i.group === group).reduce((s, i) => s + i.maxScore, 0)).toBe(
        SERVICE_GROUP_POINTS[group],
      );
  });

  it('grades at each band boundary', () => {
    expect(gradeOf(69.99, 0)).toBe('不合格');
    expect(gradeOf(70, 0)).toBe('达标');
    expect(gradeOf(79.99, 0)).toBe('达标');
    expect(gradeOf(80, 0)).toBe('三星');
    expect(gradeOf(89.99, 0)).toBe('三星');
    expect(gradeOf(90, 0)).toBe('四星');
    expect(gradeOf(94.99, 0)).toBe('四星');
    expect(gradeOf(95, 0)).toBe('五星');
    expect(gradeOf(100, 0)).toBe('五星');
  });

  it('leaves non-applicable items out of the denominator', () => {
    expect(evaluateService([item(60, 48), item(40, 0, false)], 0, 0)).toEqual({
      earned: 48,
      applicableMax: 60,
      percent: 80,
      grade: '三星',
    });
  });

  it('takes a point per special deduction and fails at five whatever the score', () => {
    expect(evaluateService([item(100, 91)], 1, 0)).toMatchObject({ earned: 90, percent: 90, grade: '四星' });
    expect(evaluateService([item(100, 100)], 4, 0).grade).toBe('五星');
    expect(evaluateService([item(100, 100)], 5, 0)).toMatchObject({ earned: 95, grade: '不合格' });
  });

  it('adds at most one bonus point and caps at 100', () => {
    expect(evaluateService([item(100, 94)], 0, 1)).toMatchObject({ earned: 95, grade: '五星' });
    expect(evaluateService([item(100, 100)], 0, 1).percent).toBe(100);
  });

  it('names the item whose score is above its maximum or negative', () => {
    expect(serviceItemError([item(10, 5), item(10, 11)])).toBe('第2项的得分不能超过该项满分10');
    expect(serviceItemError([item(10, -1)])).toBe('第1项的得分不能为负数');
    expect(serviceItemError([item(10, 99, false)])).toBeNull();
  });
});
