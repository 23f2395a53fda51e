/**
 * Cached sign-ins across two instances (issue 13): a signed-in request on a warm instance costs only
 * its handler's transaction, and logout, password change, role change and freezing on instance A
 * take effect on instance B's cache at once (Redis pub/sub, REDIS_URL).
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/platform/db/database.ts';
import { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from './constants.ts';
import { openTestDatabase } from './harness.ts';

describe.skipIf(!process.env.REDIS_URL)('cached sign-ins on two instances with Redis', () => {
  const apps: FastifyInstance[] = [];
  const redises: Redis[] = [];
  let database: Database;
  let drop: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const config = { logLevel: 'silent', trustProxy: undefined, webDist: '/nonexistent', production: false };
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(process.env.REDIS_URL!);
      redises.push(redis);
      const app = await buildApp({ config, database, redis, logger: false });
      await app.ready();
      await app.services.realtime.ready();
      apps.push(app);
    }
    [a, b] = apps as [FastifyInstance, FastifyInstance];
    admin = await login(a, 'admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of redises) redis.disconnect();
    await drop?.();
  });

  async function login(app: FastifyInstance, username: string, password = TEST_DEMO_PASSWORD) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    return res.json().result.token as string;
  }
  const call = (
    app: FastifyInstance,
    token: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
  const status = async (app: FastifyInstance, token: string, url = '/api/dashboard/statistics') =>
    (await call(app, token, 'GET', url)).statusCode;
  /** B's answer once the change has travelled (Redis delivers within milliseconds; 1 s at most). */
  async function settlesTo(expected: number, token: string, url?: string) {
    const until = Date.now() + 1000;
    let last = await status(b, token, url);
    while (last !== expected && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 5));
      last = await status(b, token, url);
    }
    return last;
  }
  async function userByName(username: string) {
    const res = await call(a, admin, 'GET', `/api/sys/user/list?keyword=${username}`);
    return (res.json().result.records as { id: string; username: string; version: number }[]).find(
      (u) => u.username === username,
    )!;
  }
  async function roleIdOf(code: string) {
    const res = await call(a, admin, 'GET', '/api/sys/role/options');
    return (res.json().result as { id: string; code: string }[]).find((r) => r.code === code)!.id;
  }

  it('answers a warm signed-in request with its handler read only', async () => {
    const token = await login(a, 'staff');
    expect(await status(b, token, '/api/sys/user/getUserInfoNew')).toBe(200);
    // Transactions and reads of the read pool alike: the token and the permissions come from memory.
    const units: string[] = [];
    const { systemTx, tenantTx, tenantRead } = database;
    database.systemTx = (fn) => {
      units.push('systemTx');
      return systemTx(fn);
    };
    database.tenantTx = (ctx, fn) => {
      units.push('tenantTx');
      return tenantTx(ctx, fn);
    };
    database.tenantRead = (ctx, fn) => {
      units.push('tenantRead');
      return tenantRead(ctx, fn);
    };
    try {
      expect(await status(b, token, '/api/sys/user/getUserInfoNew')).toBe(200);
    } finally {
      database.systemTx = systemTx;
      database.tenantTx = tenantTx;
      database.tenantRead = tenantRead;
    }
    expect(units).toEqual(['tenantRead']);
  });

  it('a logout on A ends the session on B', async () => {
    const token = await login(a, 'staff');
    expect(await status(b, token)).toBe(200);
    expect(await status(b, token)).toBe(200);
    expect((await call(a, token, 'POST', '/api/sys/logout')).statusCode).toBe(200);
    expect(await settlesTo(401, token)).toBe(401);
  });

  it('a password change on A ends the other sessions on B', async () => {
    const here = await login(a, 'finance');
    const there = await login(b, 'finance');
    expect(await status(b, there, '/api/sys/user/getUserInfoNew')).toBe(200);
    const changed = await call(a, here, 'PUT', '/api/sys/user/changePassword', {
      oldpassword: TEST_DEMO_PASSWORD,
      password: 'Changed123x',
      confirmpassword: 'Changed123x',
    });
    expect(changed.statusCode).toBe(200);
    expect(await settlesTo(401, there, '/api/sys/user/getUserInfoNew')).toBe(401);
  });

  it('a role change on A applies to the permission checks of B', async () => {
    const token = await login(a, 'staff');
    expect(await status(b, token)).toBe(200);
    const user = await userByName('staff');
    const edited = await call(a, admin, 'PUT', '/api/sys/user/edit', {
      id: user.id,
      version: user.version,
      realname: '业务员',
      roleIds: [await roleIdOf('partner')],
    });
    expect(edited.statusCode).toBe(200);
    // partner does not hold dashboard:index:statistics.
    expect(await settlesTo(403, token)).toBe(403);
    const back = await call(a, admin, 'PUT', '/api/sys/user/edit', {
      id: user.id,
      version: edited.json().result.version,
      realname: '业务员',
      roleIds: [await roleIdOf('staff')],
    });
    expect(back.statusCode).toBe(200);
    expect(await settlesTo(200, token)).toBe(200);
  });

  it('freezing on A signs the user out on B', async () => {
    const token = await login(a, 'auditor');
    expect(await status(b, token, '/api/sys/user/getUserInfoNew')).toBe(200);
    const user = await userByName('auditor');
    const frozen = await call(a, admin, 'PUT', '/api/sys/user/frozen', {
      id: user.id,
      version: user.version,
      status: 2,
    });
    expect(frozen.statusCode).toBe(200);
    expect(await settlesTo(401, token, '/api/sys/user/getUserInfoNew')).toBe(401);
  });
});
