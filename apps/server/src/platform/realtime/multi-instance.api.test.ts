/**
 * Two instances on one database and one Redis: a socket on each, publish on A, both recipients
 * receive; a logout on A closes the user's socket on B.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from '../../../test/constants.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { CLOSE_REVOKED } from './hub.ts';

describe.skipIf(!process.env.REDIS_URL)('push across instances with Redis', () => {
  const apps: FastifyInstance[] = [];
  const redises: Redis[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const config = { logLevel: 'silent', trustProxy: undefined, webDist: '/nonexistent', production: false };
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(process.env.REDIS_URL!);
      redises.push(redis);
      const app = await buildApp({ config, database: opened.database, redis, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      await app.services.realtime.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of redises) redis.disconnect();
    await drop?.();
  });

  const wsUrl = (app: FastifyInstance) => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `ws://127.0.0.1:${address.port}`;
  };

  async function signIn(app: FastifyInstance, username: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username, password: username === 'admin' ? TEST_ADMIN_PASSWORD : TEST_DEMO_PASSWORD },
    });
    const body = res.json();
    return { token: body.result.token as string, id: body.result.userInfo.id as string };
  }

  function connect(app: FastifyInstance, user: { token: string; id: string }) {
    return new Promise<{ socket: WebSocket; messages: Record<string, unknown>[]; closed: Promise<number> }>(
      (resolve, reject) => {
        const socket = new WebSocket(`${wsUrl(app)}/api/websocket/${user.id}`, [user.token]);
        const messages: Record<string, unknown>[] = [];
        const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
        socket.on('message', (data) => messages.push(JSON.parse(String(data))));
        socket.on('open', () => resolve({ socket, messages, closed }));
        socket.on('error', reject);
      },
    );
  }

  const waitFor = async (check: () => boolean, ms = 5000) => {
    const until = Date.now() + ms;
    while (!check()) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('delivers a notice published on A to sockets on A and on B, and closes B’s socket at logout on A', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const admin = await signIn(a, 'admin');
    const staff = await signIn(a, 'staff');
    const auditor = await signIn(b, 'auditor');
    const onA = await connect(a, staff);
    const onB = await connect(b, auditor);

    const headers = { 'x-access-token': admin.token };
    const created = await a.inject({
      method: 'POST',
      url: '/api/sys/annountCement/add',
      headers,
      payload: { msgCategory: '2', title: '跨实例推送', targetType: 'roles', targets: ['staff', 'auditor'] },
    });
    const id = created.json().result.id;
    expect(
      (await a.inject({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}`, headers }))
        .statusCode,
    ).toBe(200);

    for (const c of [onA, onB]) {
      await waitFor(() => c.messages.some((m) => m.cmd === 'cmd_tong_zhi' && m.msgId === id));
    }

    await a.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': auditor.token } });
    expect(await onB.closed).toBe(CLOSE_REVOKED);
    onA.socket.close();
  });
});
