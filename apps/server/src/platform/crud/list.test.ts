import { describe, expect, it } from 'vitest';
import { COUNT_CAP, cappedPage, pageCounts, pastEnd } from './list.ts';

describe('capped counts', () => {
  it('says a page past the last counted row is empty, unless the count stopped at the cap', () => {
    expect(pastEnd(0, 0)).toBe(true);
    expect(pastEnd(25, 20)).toBe(false);
    expect(pastEnd(25, 30)).toBe(true);
    // A count of COUNT_CAP + 1 only says "more than the cap": the end is unknown, so ask.
    expect(pastEnd(COUNT_CAP + 1, COUNT_CAP + 20)).toBe(false);
  });

  it('reports an exact count as it is and a stopped count as the cap, saying so', () => {
    expect(pageCounts(25, { pageNo: 2, pageSize: 10 })).toEqual({
      total: 25,
      current: 2,
      size: 10,
      pages: 3,
    });
    expect(pageCounts(COUNT_CAP + 1, { pageNo: 1, pageSize: 10 })).toEqual({
      total: COUNT_CAP,
      current: 1,
      size: 10,
      pages: COUNT_CAP / 10,
      totalCapped: true,
    });
    expect(cappedPage(['a'], 1, { pageNo: 1, pageSize: 10 })).toEqual({
      records: ['a'],
      total: 1,
      current: 1,
      size: 10,
      pages: 1,
    });
  });
});
