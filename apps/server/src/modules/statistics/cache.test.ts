import type { StatisticsReport } from '@cb/domain/statistics';
import { describe, expect, it } from 'vitest';
import { REPORT_MAX_AGE_MS, REPORT_STALE_MS, ReportCache } from './cache.ts';

const report = (asOf: string): StatisticsReport => ({
  columns: [],
  rows: [],
  total: { cells: {}, links: {} },
  chart: { type: 'bar', category: 'name', series: [] },
  asOf,
});

describe('ReportCache', () => {
  it('counts once per minute per tenant, page and query; then answers the old figures while it recounts', async () => {
    let now = 0;
    let counts = 0;
    const cache = new ReportCache(() => now, 0);
    const count = async () => report(`n${++counts}`);
    expect((await cache.get(1, 'certificate', { a: 1, b: 2 }, count)).asOf).toBe('n1');
    expect((await cache.get(1, 'certificate', { b: 2, a: 1 }, count)).asOf).toBe('n1');
    // Another tenant, page or query is counted on its own.
    expect((await cache.get(2, 'certificate', { a: 1, b: 2 }, count)).asOf).toBe('n2');
    expect((await cache.get(1, 'application', { a: 1, b: 2 }, count)).asOf).toBe('n3');
    expect((await cache.get(1, 'certificate', { a: 2, b: 2 }, count)).asOf).toBe('n4');
    // Past the minute: the old report now, the recount for the next request.
    now = REPORT_MAX_AGE_MS + 1;
    expect((await cache.get(1, 'certificate', { a: 1, b: 2 }, count)).asOf).toBe('n1');
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get(1, 'certificate', { a: 1, b: 2 }, count)).asOf).toBe('n5');
    // Too old to answer: the request waits for the count.
    now += REPORT_STALE_MS + 1;
    expect((await cache.get(1, 'certificate', { a: 1, b: 2 }, count)).asOf).toBe('n6');
  });

  it('shares a count under way and keeps no failed count', async () => {
    let counts = 0;
    const cache = new ReportCache(() => 0, 0);
    const slow = () => new Promise<StatisticsReport>((r) => setTimeout(() => r(report(`n${++counts}`)), 5));
    const [a, b] = await Promise.all([cache.get(1, 'p', {}, slow), cache.get(1, 'p', {}, slow)]);
    expect(a.asOf).toBe('n1');
    expect(b.asOf).toBe('n1');
    const failing = new ReportCache(() => 0, 0);
    await expect(failing.get(1, 'p', {}, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await failing.get(1, 'p', {}, async () => report('ok'))).asOf).toBe('ok');
  });

  it('keeps no report that counted quickly: a small body always sees its figures live', async () => {
    let now = 0;
    let counts = 0;
    const cache = new ReportCache(() => now, 200);
    const quick = async () => report(`n${++counts}`);
    expect((await cache.get(1, 'p', {}, quick)).asOf).toBe('n1');
    expect((await cache.get(1, 'p', {}, quick)).asOf).toBe('n2');
    // A count of 200 ms or more is kept for the minute.
    const slow = async () => {
      now += 250;
      return report(`n${++counts}`);
    };
    expect((await cache.get(1, 'p', {}, slow)).asOf).toBe('n3');
    expect((await cache.get(1, 'p', {}, slow)).asOf).toBe('n3');
  });
});
