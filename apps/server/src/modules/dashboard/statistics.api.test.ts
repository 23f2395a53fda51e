import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { chinaToday } from '../certificates/status.ts';
import { dashboardRoutes } from './routes.ts';
import { DASHBOARD_STATISTICS_STALE_S, STATISTIC_KEYS, StatisticRegistry } from './service.ts';

describe('GET /api/dashboard/statistics', () => {
  let t: TestContext;
  // A registry of this test: providers count rows of a real table (users) as a stand-in for the
  // areas' tables, one of them deliberately unfiltered to prove that RLS scopes it to the tenant.
  const registry = new StatisticRegistry();
  registry.register('auditorTotal', async (tx, tenantId) => {
    const [row] = await tx.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId));
    return row?.n ?? 0;
  });
  registry.register('companyTotal', async (tx) => {
    const [row] = await tx.select({ n: count() }).from(users);
    return row?.n ?? 0;
  });

  beforeAll(async () => {
    t = await createTestContext({
      extraRoutes: async (api) => {
        await api.register(dashboardRoutes(api.services.database, registry), { prefix: '/probe' });
      },
    });
  });
  afterAll(() => t.close());

  it('answers every statistic, 0 where no area provides it yet', async () => {
    const token = await t.login('admin');
    const res = await t.call(token, { method: 'GET', url: '/api/dashboard/statistics' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.result.values).sort()).toEqual([...STATISTIC_KEYS].sort());
    expect(Array.isArray(res.body.result.provided)).toBe(true);
    for (const key of STATISTIC_KEYS) {
      if (!res.body.result.provided.includes(key)) expect(res.body.result.values[key]).toBe(0);
    }
  });

  it('computes registered providers inside the tenant (RLS scopes even an unfiltered count)', async () => {
    const token = await t.login('admin');
    const res = await t.call(token, { method: 'GET', url: '/api/probe/dashboard/statistics' });
    expect(res.status).toBe(200);
    const { values, provided } = res.body.result;
    expect(provided).toEqual(['auditorTotal', 'companyTotal']);
    const tenantUsers = await t.database.systemTx(async (tx) => {
      const [me] = await tx
        .select({ tenantId: users.tenantId })
        .from(users)
        .where(eq(users.username, 'admin'));
      const [row] = await tx.select({ n: count() }).from(users).where(eq(users.tenantId, me!.tenantId));
      return row!.n;
    });
    expect(values.auditorTotal).toBe(tenantUsers);
    expect(values.companyTotal).toBe(tenantUsers);
    expect(values.certTotal).toBe(0);
  });

  it("counts the body's enterprises and certified enterprises from their tables", async () => {
    const token = await t.login('admin');
    const res = await t.call(token, { method: 'GET', url: '/api/dashboard/statistics' });
    const { values, provided } = res.body.result;
    expect(provided).toEqual(expect.arrayContaining(['certTotal', 'companyTotal', 'companyCertified']));
    const expected = await t.database.systemTx(async (tx) => {
      const rows = await tx.execute<{ total: number; certified: number }>(sql`
        select (select count(*) from enterprises where tenant_id = 1 and not deleted)::int as total,
               (select count(distinct c.enterprise_id) from certificates c
                 where c.tenant_id = 1 and c.status = 1 and c.expiry_date >= ${chinaToday()})::int as certified`);
      return rows.rows[0]!;
    });
    expect(values.companyTotal).toBe(Number(expected.total));
    expect(values.companyTotal).toBeGreaterThan(30);
    expect(values.companyCertified).toBe(Number(expected.certified));
    expect(values.companyCertified).toBeGreaterThan(0);
    expect(values.companyCertified).toBeLessThanOrEqual(values.companyTotal);
  });

  it('needs a token', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/dashboard/statistics' });
    expect(res.status).toBe(401);
  });

  it('needs dashboard:index:statistics (the code that gates the home block)', async () => {
    // staff holds it; partner's role does not (roles.ts), so the home page hides the block too.
    const staff = await t.login('staff');
    expect((await t.call(staff, { method: 'GET', url: '/api/dashboard/statistics' })).status).toBe(200);
    const partner = await t.login('partner');
    expect((await t.call(partner, { method: 'GET', url: '/api/dashboard/statistics' })).status).toBe(403);
  });

  it('counts once a minute per tenant (asOf says when), sharing a count under way, answering the last figures while it counts', async () => {
    let counted = 0;
    const r = new StatisticRegistry();
    r.register('certTotal', async () => ++counted);
    const run = (compute: (tx: never) => Promise<unknown>) => compute(null as never) as never;
    const t0 = Date.parse('2026-03-01T02:00:00Z');
    const [a, b] = await Promise.all([r.figures(1, run, t0), r.figures(1, run, t0 + 1)]);
    expect(counted).toBe(1);
    expect(a).toBe(b);
    expect(a.values.certTotal).toBe(1);
    expect(a.asOf).toBe('2026-03-01T02:00:00.000Z');
    expect((await r.figures(1, run, t0 + 59_000)).values.certTotal).toBe(1);
    expect((await r.figures(2, run, t0 + 59_000)).values.certTotal).toBe(2);
    // A minute on, the last figures are still answered while they are counted again, once.
    const [stale, alsoStale] = await Promise.all([
      r.figures(1, run, t0 + 60_000),
      r.figures(1, run, t0 + 60_001),
    ]);
    expect(stale).toBe(a);
    expect(alsoStale).toBe(a);
    expect(counted).toBe(3);
    await new Promise((settled) => setTimeout(settled, 0)); // the count in the background ends
    const fresh = await r.figures(1, run, t0 + 60_002);
    expect(fresh.values.certTotal).toBe(3);
    expect(fresh.asOf).toBe('2026-03-01T02:01:00.000Z');
    // Figures older than DASHBOARD_STATISTICS_STALE_S are not answered: the request waits.
    const late = await r.figures(1, run, t0 + 60_000 + DASHBOARD_STATISTICS_STALE_S * 1000);
    expect(late.values.certTotal).toBe(4);
    // A failed count is not kept.
    const failing = new StatisticRegistry();
    let calls = 0;
    failing.register('certTotal', async () => {
      calls += 1;
      if (calls === 1) throw new Error('db down');
      return 5;
    });
    await expect(failing.figures(1, run, t0)).rejects.toThrow('db down');
    expect((await failing.figures(1, run, t0 + 1)).values.certTotal).toBe(5);
  });

  it('answers when its figures were counted', async () => {
    const token = await t.login('admin');
    const res = await t.call(token, { method: 'GET', url: '/api/dashboard/statistics' });
    expect(Date.parse(res.body.result.asOf)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('refuses a second provider for the same statistic and unknown keys', () => {
    const r = new StatisticRegistry();
    r.register('certTotal', async () => 1);
    expect(() => r.register('certTotal', async () => 2)).toThrow();
    expect(() => r.register('nope' as never, async () => 2)).toThrow();
  });
});
