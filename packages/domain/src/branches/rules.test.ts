import { describe, expect, it } from 'vitest';
import { belongsToBranch, branchOf } from './rules.ts';

const east = { code: '01', name: '华东分公司' };
const south = { code: '02', name: '华南分公司' };

describe('branch of a record', () => {
  it('matches by the plan-number code or by the name, trimmed', () => {
    expect(belongsToBranch(east, '01')).toBe(true);
    expect(belongsToBranch(east, ' 华东分公司 ')).toBe(true);
    expect(belongsToBranch(east, '02')).toBe(false);
    expect(belongsToBranch(east, '')).toBe(false);
    expect(belongsToBranch(east, null)).toBe(false);
  });

  it('takes the most specific text first (programme code before the client branch)', () => {
    expect(branchOf([east, south], ['02', '华东分公司'])).toBe(south);
    expect(branchOf([east, south], ['', '华东分公司'])).toBe(east);
    expect(branchOf([east, south], ['', '总部'])).toBeUndefined();
  });
});
