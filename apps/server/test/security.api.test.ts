/**
 * SECURITY.md rules touched by the foundation: tokens (forged, expired, revoked), tenant header,
 * brute-force limits, path normalisation, error hygiene, security headers and row-level security.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import { authTokens, tenants, userRoles, users } from '../src/platform/identity/schema.ts';
import { uuidv7 } from '../src/platform/ids.ts';
import { TEST_DEMO_PASSWORD } from './constants.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PRIVATE = '/api/sys/user/getUserInfoNew';
const get = (token: string | null, url = PRIVATE, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url, headers });

describe('tokens', () => {
  it('refuses a missing, forged or malformed token with 401 in the envelope', async () => {
    for (const token of [null, 'forged', 'x'.repeat(43), '-1', 'a'.repeat(5000)]) {
      const res = await get(token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        success: false,
        code: 401,
        result: null,
        message: 'Token失效，请重新登录',
      });
    }
  });

  it('refuses an expired token', async () => {
    const token = await t.login('staff');
    await t.database.systemTx((tx) =>
      tx
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`true`),
    );
    expect((await get(token)).status).toBe(401);
  });

  it('expires a token after 7 days by the clock', async () => {
    let now = Date.now();
    const ctx = await createTestContext({ now: () => now });
    try {
      const token = await ctx.login('staff');
      now += 7 * 24 * 3600 * 1000 - 60_000;
      expect((await ctx.call(token, { method: 'GET', url: PRIVATE })).status).toBe(200);
      now += 120_000;
      expect((await ctx.call(token, { method: 'GET', url: PRIVATE })).status).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  it('refuses a revoked token, and the tokens of a frozen user', async () => {
    const token = await t.login('auditor');
    await t.call(token, { method: 'POST', url: '/api/sys/logout' });
    expect((await get(token)).status).toBe(401);

    const again = await t.login('auditor');
    await t.database.systemTx((tx) =>
      tx.update(users).set({ status: 2 }).where(eq(users.username, 'auditor')),
    );
    expect((await get(again)).status).toBe(401);
    const login = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'auditor', password: TEST_DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);
    await t.database.systemTx((tx) =>
      tx.update(users).set({ status: 1 }).where(eq(users.username, 'auditor')),
    );
  });

  it('stores tokens only as hashes', async () => {
    const token = await t.login('finance');
    const rows = await t.database.systemTx((tx) => tx.select({ h: authTokens.tokenHash }).from(authTokens));
    expect(rows.some((r) => r.h === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });
});

describe('tenant header', () => {
  it('accepts the token tenant, 0 and absence; refuses another tenant (403) and malformed values (400)', async () => {
    const token = await t.login('staff');
    for (const v of ['1', '0', ''])
      expect((await get(token, PRIVATE, { 'tenant-id': v })).status, `tenant-id ${v}`).toBe(200);
    expect((await get(token, PRIVATE, { 'tenant-id': '2' })).status).toBe(403);
    for (const v of ['abc', '1 OR 1=1', '-1', '1.5', '01', '1;drop table users', '99999999999'])
      expect((await get(token, PRIVATE, { 'tenant-id': v })).status, `tenant-id ${v}`).toBe(400);
  });

  it('logs the mismatch', async () => {
    const rows = await t.database.systemTx((tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from security_log where event = 'tenant_mismatch'`,
      ),
    );
    expect(Number(rows.rows[0]!.n)).toBeGreaterThan(0);
  });
});

describe('brute force', () => {
  it('limits failed sign-ins per account, even with the right password afterwards', async () => {
    const attempt = (password: string) =>
      t.call(null, {
        method: 'POST',
        url: '/api/sys/erpnew/login',
        payload: { username: 'enterprise', password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-pass1')).status).toBe(401);
    const limited = await attempt(TEST_DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toBe('登录失败次数过多，请稍后再试');
  });

  it('limits per address, and a spoofed X-Forwarded-For does not reset it', async () => {
    const ctx = await createTestContext();
    try {
      let last = 0;
      for (let i = 0; i < 31; i++) {
        const res = await ctx.call(null, {
          method: 'POST',
          url: '/api/sys/erpnew/login',
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
          payload: { username: `ghost${i}`, password: 'wrong-pass1' },
        });
        last = res.status;
      }
      expect(last).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});

describe('brute force in parallel', () => {
  const login = (
    ctx: TestContext,
    username: string,
    password: string,
    headers: Record<string, string> = {},
  ) =>
    ctx.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers,
      payload: { username, password },
    });

  it('lets no more verifications run for one account than the limit, however many arrive at once', async () => {
    const ctx = await createTestContext();
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login(ctx, 'enterprise', i === 97 ? TEST_DEMO_PASSWORD : `wrong-pass${i}`),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
      expect(statuses[97]).toBe(429);
    } finally {
      await ctx.close();
    }
  });

  it('lets no more verifications run for one address than the limit, however many arrive at once', async () => {
    const ctx = await createTestContext();
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login(ctx, `ghost${i}`, 'wrong-pass1')),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(70);
    } finally {
      await ctx.close();
    }
  });

  it('limits parallel wrong old passwords of a password change the same way', async () => {
    const ctx = await createTestContext();
    try {
      const token = await ctx.login('staff');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          ctx.call(token, {
            method: 'PUT',
            url: '/api/sys/user/changePassword',
            payload: {
              oldpassword: i === 27 ? TEST_DEMO_PASSWORD : `wrong-old${i}`,
              password: 'Changed123',
              confirmpassword: 'Changed123',
            },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
      expect(statuses[27]).toBe(429);
      expect(await ctx.login('staff')).toBeTruthy();
    } finally {
      await ctx.close();
    }
  });

  it('keys the account limit by the account, not by the optional tenant-id header', async () => {
    const ctx = await createTestContext();
    try {
      for (let i = 0; i < 5; i++)
        expect((await login(ctx, 'enterprise', 'wrong-pass1', { 'tenant-id': '1' })).status).toBe(401);
      expect((await login(ctx, 'enterprise', 'wrong-pass1')).status).toBe(429);
      expect((await login(ctx, 'enterprise', TEST_DEMO_PASSWORD)).status).toBe(429);
      expect((await login(ctx, 'enterprise', TEST_DEMO_PASSWORD, { 'tenant-id': '1' })).status).toBe(429);
    } finally {
      await ctx.close();
    }
  });

  it('shares the limits between instances on one database when there is no Redis', async () => {
    const ctx = await createTestContext();
    const other = await buildApp({
      config: { logLevel: 'silent', trustProxy: undefined, webDist: '/nonexistent', production: false },
      database: ctx.database,
      logger: false,
    });
    try {
      for (let i = 0; i < 5; i++) expect((await login(ctx, 'finance', 'wrong-pass1')).status).toBe(401);
      const res = await other.inject({
        method: 'POST',
        url: '/api/sys/erpnew/login',
        payload: { username: 'finance', password: TEST_DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
      await ctx.close();
    }
  });

  it('keys an unresolved name by the name alone', async () => {
    const ctx = await createTestContext();
    try {
      for (let i = 0; i < 5; i++)
        expect((await login(ctx, 'nobody-here', 'wrong-pass1', { 'tenant-id': '1' })).status).toBe(401);
      expect((await login(ctx, 'nobody-here', 'wrong-pass1')).status).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});

describe('anonymous failures in the security log', () => {
  it('are aggregated, so nobody can fill the log without an account; real accounts keep every failed sign-in', async () => {
    const ctx = await createTestContext();
    try {
      const rows = (event: string) =>
        ctx.database.systemTx(async (tx) =>
          (
            await tx.execute<{ user_id: string | null; count: number }>(
              sql`select user_id, count from security_log where event = ${event} and outcome = 'failure'`,
            )
          ).rows.map((r) => ({ userId: r.user_id, count: Number(r.count) })),
        );
      for (let i = 0; i < 40; i++) {
        expect((await ctx.call(`bogus-token-${i}`, { method: 'GET', url: PRIVATE })).status).toBe(401);
        expect(
          (await ctx.call(null, { method: 'GET', url: '/api/health', headers: { 'tenant-id': `x${i}` } }))
            .status,
        ).toBe(400);
      }
      for (const event of ['token_invalid', 'tenant_malformed']) {
        const logged = await rows(event);
        expect(logged.length, event).toBe(1);
        expect(logged[0]!.count, event).toBe(40);
      }
      for (let i = 0; i < 20; i++) {
        const res = await ctx.call(null, {
          method: 'POST',
          url: '/api/sys/erpnew/login',
          payload: { username: `ghost${i}`, password: 'wrong-pass1' },
        });
        expect(res.status).toBe(401);
      }
      for (let i = 0; i < 3; i++) {
        const res = await ctx.call(null, {
          method: 'POST',
          url: '/api/sys/erpnew/login',
          payload: { username: 'staff', password: 'wrong-pass1' },
        });
        expect(res.status).toBe(401);
      }
      const logins = await rows('login');
      const anonymous = logins.filter((r) => r.userId === null);
      expect(anonymous).toEqual([{ userId: null, count: 20 }]);
      expect(logins.filter((r) => r.userId !== null)).toHaveLength(3);
    } finally {
      await ctx.close();
    }
  });
});

describe('path normalisation', () => {
  const variants = [
    '/api/sys/user/getUserInfoNew.js',
    '/api/sys/user/getUserInfoNew;.js',
    '/api/sys/user/getUserInfoNew;jsessionid=1',
    '/api//sys/user/getUserInfoNew',
    '/api/sys//user/getUserInfoNew',
    '/api/SYS/USER/getUserInfoNew',
    '/api/sys/user/getUserInfoNew/',
    '/api/sys/erpnew/login/../../user/getUserInfoNew',
    '/api/sys/erpnew/%2e%2e/user/getUserInfoNew',
    '/api/health/..%2f..%2fsys/user/getUserInfoNew',
    '/api/health/../sys/user/getUserInfoNew',
    '/api/sys/user/getUserInfoNew%3F.js',
    '/api/sys/user/getUserInfoNew?x=/api/health',
    '/api/%73ys/user/getUserInfoNew',
    '/API/sys/user/getUserInfoNew',
  ];
  it.each(variants)('%s gives nothing without a token', async (url) => {
    const res = await t.call(null, { method: 'GET', url });
    expect([401, 404]).toContain(res.status);
    expect(res.body?.result ?? null).toBeNull();
  });
  it('answers unknown API paths with 401 to anonymous callers and 404 to signed-in ones', async () => {
    expect((await get(null, '/api/no/such/thing')).status).toBe(401);
    expect((await get(await t.login('staff'), '/api/no/such/thing')).status).toBe(404);
  });
});

describe('error hygiene', () => {
  const leaks =
    /(\bat \w|node_modules|\/work\/|\.ts:\d|select |insert |SQLSTATE|duplicate key|pglite|drizzle|stack)/i;
  it('answers malformed JSON and oversized bodies with clean envelopes', async () => {
    const bad = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toMatch(leaks);
    const huge = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'y' }),
    });
    expect(huge.status).toBe(413);
    expect(JSON.stringify(huge.body)).not.toMatch(leaks);
  });
  it('hides database failures behind 503 with a request id', async () => {
    const ctx = await createTestContext();
    const token = await ctx.login('staff');
    await ctx.database.close();
    const res = await ctx.call(token, { method: 'GET', url: PRIVATE });
    expect([500, 503]).toContain(res.status);
    expect(res.body.success).toBe(false);
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toMatch(leaks);
    const health = await ctx.call(null, { method: 'GET', url: '/api/health' });
    expect(health.status).toBe(503);
    await ctx.app.close();
  });
});

describe('security headers', () => {
  it('sets CSP without inline scripts, frame-ancestors none, nosniff, referrer policy, no-store; no X-Powered-By', async () => {
    const res = await get(await t.login('staff'));
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('tenant isolation', () => {
  it('keeps each tenant to its own rows: RLS with the wrong tenant (or none) sees nothing', async () => {
    const otherUser = uuidv7();
    await t.database.systemTx(async (tx) => {
      await tx.insert(tenants).values({ id: 2, name: '另一家认证机构' }).onConflictDoNothing();
      await tx.insert(users).values({
        id: otherUser,
        tenantId: 2,
        username: 'staff',
        realname: '他人',
        passwordHash: await hashPassword('Other1234'),
      });
    });
    const inTenant = (tenantId: number) =>
      t.database.tenantTx({ tenantId, userId: null }, (tx) =>
        tx.select({ id: users.id, tenantId: users.tenantId }).from(users),
      );
    expect((await inTenant(1)).every((u) => u.tenantId === 1)).toBe(true);
    expect(await inTenant(2)).toEqual([{ id: otherUser, tenantId: 2 }]);
    expect(await inTenant(3)).toEqual([]);
    // No tenant set at all: the policy matches nothing.
    const none = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return tx.select().from(users);
    });
    expect(none).toEqual([]);
    // Writing another tenant's row is refused by the database itself.
    await expect(
      t.database.tenantTx({ tenantId: 1, userId: null }, (tx) =>
        tx.insert(userRoles).values({ tenantId: 2, userId: otherUser, roleId: otherUser }),
      ),
    ).rejects.toThrow();
  });

  it('signs in a same-named user of another tenant only with that tenant, and keeps their token there', async () => {
    const ambiguous = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'staff', password: 'Other1234' },
    });
    expect(ambiguous.status).toBe(401);
    const res = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers: { 'tenant-id': '2' },
      payload: { username: 'staff', password: 'Other1234' },
    });
    expect(res.status).toBe(200);
    const token = res.body.result.token;
    expect((await get(token, '/api/sys/cerErpPortalSetting/setting', { 'tenant-id': '1' })).status).toBe(403);
  });
});
