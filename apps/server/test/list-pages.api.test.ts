/**
 * Every list's unfiltered page is answered by prepared statements (platform/crud/list.ts
 * `preparedListPage`) where the list declares one, and by the list's own statements otherwise. The
 * two must agree: each paged list of the API is asked for its unfiltered first and second page (and
 * a first page small enough to need its count) with the prepared pages on and off, as an
 * administrator who may open every list, and the answers compared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedPageRuns, setPreparedListPages } from '../src/platform/crud/list.ts';
import { TEST_ADMIN_PASSWORD } from './constants.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let token: string;
let lists: string[];

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('admin', TEST_ADMIN_PASSWORD);
  const doc = (await t.call(token, { method: 'GET', url: '/api/docs/json' })).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  lists = Object.entries(doc.paths)
    .filter(([p, ops]) => 'get' in ops && /\/list$/i.test(p) && !p.includes('{'))
    .map(([p]) => p)
    .sort();
});
afterAll(() => {
  setPreparedListPages(true);
  return t.close();
});

/** Lists that need a value to answer at all, with the ones to ask them with (each is compared). */
const REQUIRED: Record<string, string[]> = {
  '/api/auditorZone/schedule/list': [
    '&from=2026-01-01&to=2026-01-31&order=asc',
    '&from=2026-01-01&to=2026-01-31&order=desc',
  ],
};

/**
 * The list's answer without the envelope's time, nor the time its figures were counted (`asOf` of a
 * list whose counts may be kept, such as 毛利分析: counted live, it is the moment of each answer).
 */
async function answer(url: string) {
  const res = await t.call(token, { method: 'GET', url });
  const { asOf: _counted, ...result } = res.body?.result ?? {};
  return { status: res.status, result, message: res.body?.message };
}

describe('unfiltered list pages', () => {
  it('are the same prepared as built', async () => {
    expect(lists.length).toBeGreaterThan(30);
    const before = preparedPageRuns.count;
    const differing: string[] = [];
    let answered = 0;
    for (const path of lists) {
      for (const page of ['pageNo=1&pageSize=10', 'pageNo=2&pageSize=2', 'pageNo=1&pageSize=1'])
        for (const values of REQUIRED[path] ?? ['']) {
          const url = `${path}?${page}${values}`;
          setPreparedListPages(true);
          const prepared = await answer(url);
          setPreparedListPages(false);
          const built = await answer(url);
          if (JSON.stringify(prepared) !== JSON.stringify(built)) differing.push(url);
          if (built.status === 200 && (built.result?.records?.length ?? 0) > 0) answered += 1;
          if (values) expect(built.status, url).toBe(200);
        }
    }
    setPreparedListPages(true);
    expect(differing).toEqual([]);
    // Not an empty comparison: lists answered rows, and prepared pages answered some of them.
    expect(answered).toBeGreaterThan(20);
    expect(preparedPageRuns.count - before).toBeGreaterThanOrEqual(3);
  });
});
