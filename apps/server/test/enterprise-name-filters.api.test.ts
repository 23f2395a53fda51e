/**
 * Every list filtered by 企业名称 (`enterpriseName`) matches the enterprise's name by the ids of its
 * trigram index (customers' `enterpriseNameContains`) or by ILIKE on the joined name: either way the
 * filtered list is exactly the unfiltered list's rows whose name contains the text. Each such list of
 * the API is asked, as an administrator, unfiltered and filtered by a part of its first row's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from './constants.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let token: string;
let lists: string[];

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('admin', TEST_ADMIN_PASSWORD);
  const doc = (await t.call(token, { method: 'GET', url: '/api/docs/json' })).body as {
    paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
  };
  lists = Object.entries(doc.paths)
    .filter(
      ([p, ops]) =>
        /\/list$/i.test(p) &&
        !p.includes('{') &&
        (ops.get?.parameters ?? []).some((q) => q.in === 'query' && q.name === 'enterpriseName'),
    )
    .map(([p]) => p)
    .sort();
});
afterAll(() => t.close());

type Row = { id?: string; enterpriseName?: string };
const PAGE = 100;

async function rows(url: string) {
  const res = await t.call(token, { method: 'GET', url });
  expect(res.status, url).toBe(200);
  return res.body.result as { records: Row[]; total: number };
}

describe('企业名称 filters', () => {
  it('answer exactly the rows whose enterprise name contains the text', async () => {
    expect(lists.length).toBeGreaterThan(8);
    const checked: string[] = [];
    for (const path of lists) {
      const all = await rows(`${path}?pageNo=1&pageSize=${PAGE}`);
      const named = all.records.find((r) => (r.enterpriseName ?? '').length >= 4);
      if (!named || all.total > PAGE) continue;
      // Two characters from inside the name (not its city prefix alone): several enterprises share them.
      const text = named.enterpriseName!.slice(2, 4);
      const filtered = await rows(
        `${path}?pageNo=1&pageSize=${PAGE}&enterpriseName=${encodeURIComponent(text)}`,
      );
      const key = (r: Row) => JSON.stringify(r);
      expect(filtered.records.map(key).sort(), `${path} ${text}`).toEqual(
        all.records
          .filter((r) => (r.enterpriseName ?? '').includes(text))
          .map(key)
          .sort(),
      );
      expect(filtered.total, path).toBe(filtered.records.length);
      checked.push(path);
    }
    // Not an empty comparison: the finance and lifecycle lists with demo rows were compared.
    expect(checked).toEqual(expect.arrayContaining(['/api/cwgl/receivable/list', '/api/cwgl/payment/list']));
    expect(checked.length).toBeGreaterThan(6);
  });
});
