import { describe, expect, it } from 'vitest';
import { defaultPlanSites } from './plan-sites.ts';

describe('a new plan’s sites from the contract review', () => {
  it('lists every confirmed site of the plan’s items once, the central function first', () => {
    expect(
      defaultPlanSites([
        [
          { name: '二厂', address: '苏州市吴中区', central: false },
          { name: '总部', address: '苏州市工业园区', central: true },
        ],
        [
          { name: ' 总部 ', address: '苏州市工业园区' },
          { name: '仓库', address: '苏州市相城区' },
        ],
      ]),
    ).toEqual([
      { name: '总部', address: '苏州市工业园区', siteType: 1 },
      { name: '二厂', address: '苏州市吴中区', siteType: 1 },
      { name: '仓库', address: '苏州市相城区', siteType: 1 },
    ]);
  });

  it('keeps same-named sites at different addresses apart and skips nameless ones', () => {
    expect(
      defaultPlanSites([
        [
          { name: '厂区', address: 'A路1号' },
          { name: '厂区', address: 'B路2号' },
          { name: '  ', address: 'C路3号' },
        ],
      ]).map((s) => s.address),
    ).toEqual(['A路1号', 'B路2号']);
  });

  it('gives no sites when the review confirmed none', () => {
    expect(defaultPlanSites([[], []])).toEqual([]);
  });
});
