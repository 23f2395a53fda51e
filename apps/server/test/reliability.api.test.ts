/** Reliability rules of SECURITY.md: idempotent retries, one transaction per write, lost updates. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUser } from '../src/platform/auth/guard.ts';
import { ok } from '../src/platform/http/envelope.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    extraRoutes: (api) => {
      // Probe: writes one audit-tracked row (a settings document per call) and can fail half-way.
      api.post('/test/write', async (request) => {
        const user = requireUser(request);
        const body = request.body as { key: string; failAfterWrite?: boolean };
        return ok(
          await t.database.tenantTx(user, async (tx) => {
            await tx.execute(
              sql`insert into tenant_settings (id, tenant_id, key, value) values (gen_random_uuid(), ${user.tenantId}, ${body.key}, '{}'::jsonb)`,
            );
            if (body.failAfterWrite) throw new Error('crash after the first write');
            const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from tenant_settings`);
            return { count: Number(rows.rows[0]!.n) };
          }),
        );
      });
    },
  });
});
afterAll(() => t.close());

const countKey = async (key: string) =>
  Number(
    (
      await t.database.systemTx((tx) =>
        tx.execute<{ n: number }>(sql`select count(*)::int as n from tenant_settings where key = ${key}`),
      )
    ).rows[0]!.n,
  );

describe('idempotent POST', () => {
  it('writes once and replays the first answer for the same key', async () => {
    const token = await t.login('staff');
    const send = (key: string, payload: object) =>
      t.call(token, { method: 'POST', url: '/api/test/write', headers: { 'idempotency-key': key }, payload });
    const first = await send('retry-key-0001', { key: 'probe-a' });
    const second = await send('retry-key-0001', { key: 'probe-a' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await countKey('probe-a')).toBe(1);
    // The same key for another request is refused and writes nothing.
    expect((await send('retry-key-0001', { key: 'probe-b' })).status).toBe(422);
    expect(await countKey('probe-b')).toBe(0);
    // Without a key, each POST is its own write.
    await t.call(token, { method: 'POST', url: '/api/test/write', payload: { key: 'probe-c' } });
    await t.call(token, { method: 'POST', url: '/api/test/write', payload: { key: 'probe-c2' } });
    expect((await countKey('probe-c')) + (await countKey('probe-c2'))).toBe(2);
  });

  it('lets a concurrent duplicate wait for the first and replay its answer', async () => {
    const token = await t.login('staff');
    const send = () =>
      t.call(token, {
        method: 'POST',
        url: '/api/test/write',
        headers: { 'idempotency-key': 'retry-key-0003' },
        payload: { key: 'probe-e' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual([
      'true',
    ]);
    expect(a.body).toEqual(b.body);
    expect(await countKey('probe-e')).toBe(1);
  });

  it('releases the key when the first attempt fails, so a retry can succeed', async () => {
    const token = await t.login('staff');
    const headers = { 'idempotency-key': 'retry-key-0002' };
    const failed = await t.call(token, {
      method: 'POST',
      url: '/api/test/write',
      headers,
      payload: { key: 'probe-d', failAfterWrite: true },
    });
    expect(failed.status).toBe(500);
    // One transaction per request: the first write of the failed request is gone.
    expect(await countKey('probe-d')).toBe(0);
    const retried = await t.call(token, {
      method: 'POST',
      url: '/api/test/write',
      headers,
      payload: { key: 'probe-d', failAfterWrite: true },
    });
    expect(retried.status).toBe(500);
  });
});

describe('concurrent edits', () => {
  it('lets exactly one of two updates based on the same version through', async () => {
    const admin = await t.login('admin');
    const url = '/api/sys/cerErpPortalSetting/setting';
    const current = (await t.call(admin, { method: 'GET', url })).body.result;
    const [a, b] = await Promise.all([
      t.call(admin, { method: 'PUT', url, payload: { ...current, systemName: '甲的修改' } }),
      t.call(admin, { method: 'PUT', url, payload: { ...current, systemName: '乙的修改' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? '甲的修改' : '乙的修改';
    expect((await t.call(admin, { method: 'GET', url })).body.result).toMatchObject({
      systemName: winner,
      version: current.version + 1,
    });
  });
});
