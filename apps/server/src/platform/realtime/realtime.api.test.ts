/**
 * WebSocket /api/websocket/{userId} (SECURITY.md 5): token in Sec-WebSocket-Protocol, the token's
 * user must be {userId}, heartbeat answered, pushes on publish, sockets closed at logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_DEMO_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { CLOSE_GOING_AWAY, CLOSE_REVOKED } from './hub.ts';

let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `ws://127.0.0.1:${address.port}`;
});
afterAll(() => t?.close());

/** Signs a demo user in and returns the token and the user id (the WebSocket path uses it). */
async function signIn(username: string) {
  const res = await t.call(null, {
    method: 'POST',
    url: '/api/sys/erpnew/login',
    payload: { username, password: TEST_DEMO_PASSWORD },
  });
  return { token: res.body.result.token as string, id: res.body.result.userInfo.id as string };
}

interface Client {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  closed: Promise<number>;
}

/** Opens a socket; resolves when open, rejects with the HTTP status when the upgrade is refused. */
function connect(path: string, protocols?: string[], url = base): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}${path}`, protocols);
    const messages: Record<string, unknown>[] = [];
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', (err) => reject(err));
  });
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('websocket security', () => {
  it('refuses a connection without a token, with a forged token, or to another user’s id', async () => {
    const staff = await signIn('staff');
    const auditor = await signIn('auditor');
    await expect(connect(`/api/websocket/${staff.id}`)).rejects.toThrow('HTTP 401');
    await expect(connect(`/api/websocket/${staff.id}`, ['forged-token'])).rejects.toThrow('HTTP 401');
    await expect(connect(`/api/websocket/${auditor.id}`, [staff.token])).rejects.toThrow('HTTP 403');
    await expect(connect(`/api/websocket/${staff.id}?tenantId=2`, [staff.token])).rejects.toThrow('HTTP 403');
    // The token in the X-Access-Token header alone is not accepted either (browsers cannot send it).
    await expect(connect(`/api/websocket/${staff.id}`, undefined)).rejects.toThrow('HTTP 401');
    const ok = await connect(`/api/websocket/${staff.id}?tenantId=1`, [staff.token]);
    ok.socket.close();
  });

  it('answers the heartbeat and closes the user’s sockets at logout; a revoked token cannot reconnect', async () => {
    const staff = await signIn('staff');
    const client = await connect(`/api/websocket/${staff.id}`, [staff.token]);
    client.socket.send('heartcheck');
    await waitFor(() => client.messages.some((m) => m.cmd === 'heartcheck'));
    await t.call(staff.token, { method: 'POST', url: '/api/sys/logout' });
    expect(await client.closed).toBe(CLOSE_REVOKED);
    await expect(connect(`/api/websocket/${staff.id}`, [staff.token])).rejects.toThrow('HTTP 401');
  });
});

describe('password change', () => {
  it('closes the user’s sockets opened with other tokens; those tokens cannot reconnect', async () => {
    const first = await signIn('finance');
    const second = await signIn('finance');
    const client = await connect(`/api/websocket/${first.id}`, [first.token]);
    const changed = await t.call(second.token, {
      method: 'PUT',
      url: '/api/sys/user/changePassword',
      payload: { oldpassword: TEST_DEMO_PASSWORD, password: 'NewPass2026x', confirmpassword: 'NewPass2026x' },
    });
    expect(changed.status).toBe(200);
    expect(await client.closed).toBe(CLOSE_REVOKED);
    await expect(connect(`/api/websocket/${first.id}`, [first.token])).rejects.toThrow('HTTP 401');
  });
});

describe('push', () => {
  it('sends cmd_tong_zhi to each recipient’s open sockets on publish, and nothing to others', async () => {
    const admin = await t.login('admin');
    const auditor = await signIn('auditor');
    const decider = await signIn('decider');
    const a1 = await connect(`/api/websocket/${auditor.id}`, [auditor.token]);
    const a2 = await connect(`/api/websocket/${auditor.id}`, [auditor.token]);
    const d = await connect(`/api/websocket/${decider.id}`, [decider.token]);
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: { msgCategory: '2', title: '推送测试', targetType: 'roles', targets: ['auditor'] },
    });
    await t.call(admin, {
      method: 'GET',
      url: `/api/sys/annountCement/doReleaseData?id=${created.body.result.id}`,
    });
    for (const c of [a1, a2]) {
      await waitFor(() => c.messages.some((m) => m.cmd === 'cmd_tong_zhi'));
      expect(c.messages.find((m) => m.cmd === 'cmd_tong_zhi')).toMatchObject({ msgTxt: '推送测试' });
    }
    const message = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: { msgCategory: '1', title: '消息推送', targetType: 'roles', targets: ['auditor'] },
    });
    await t.call(admin, {
      method: 'GET',
      url: `/api/sys/annountCement/doReleaseData?id=${message.body.result.id}`,
    });
    await waitFor(() => a1.messages.some((m) => m.cmd === 'cmd_xiao_xi'));
    await new Promise((r) => setTimeout(r, 100));
    expect(d.messages).toEqual([]);
    for (const c of [a1, a2, d]) c.socket.close();
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001 when the app closes', async () => {
    const own = await createTestContext();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const login = await own.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'staff', password: TEST_DEMO_PASSWORD },
    });
    const client = await connect(
      `/api/websocket/${login.body.result.userInfo.id}`,
      [login.body.result.token],
      `ws://127.0.0.1:${address.port}`,
    );
    await own.close();
    expect(await client.closed).toBe(CLOSE_GOING_AWAY);
  });
});
