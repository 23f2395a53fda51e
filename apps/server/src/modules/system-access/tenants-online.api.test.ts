/**
 * Tenants (platform operator only) and online users: creating a tenant seeds its catalogue and an
 * admin whose password is shown once; disabling it ends its sessions; force sign-out revokes the
 * token and closes the user's socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { CLOSE_REVOKED } from '../../platform/realtime/hub.ts';

let t: TestContext;
let admin: string;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `ws://127.0.0.1:${address.port}`;
  admin = await t.login('admin');
});
afterAll(() => t?.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.call(token, { method, url, payload });

function connect(userId: string, token: string): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}/api/websocket/${userId}`, [token]);
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('open', () => resolve({ socket, closed }));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
}

async function signIn(username: string, password?: string) {
  const token = await t.login(username, password);
  const info = await get(token, '/api/sys/user/getUserInfoNew');
  return { token, id: info.body.result.userInfo.id as string };
}

describe('tenants', () => {
  let tenantId: number;
  let tenantAdmin: { username: string; password: string };

  it('creates a tenant with its roles, menus, dictionaries and an admin shown once', async () => {
    const bad = await send(admin, 'POST', '/api/sys/tenant/add', { name: '' });
    expect(bad.status).toBe(400);
    const created = await send(admin, 'POST', '/api/sys/tenant/add', {
      name: '新建认证中心',
      adminUsername: 'boss',
    });
    expect(created.status).toBe(200);
    tenantId = created.body.result.tenantId;
    tenantAdmin = { username: created.body.result.username, password: created.body.result.password };
    expect(tenantAdmin.username).toBe('boss');
    expect(tenantAdmin.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const dup = await send(admin, 'POST', '/api/sys/tenant/add', { name: '新建认证中心' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('租户名称已存在');

    const list = await get(admin, '/api/sys/tenant/list?keyword=新建');
    expect(list.body.result.records).toEqual([
      expect.objectContaining({ id: tenantId, name: '新建认证中心', status: 1, userCount: 1 }),
    ]);
    // The new admin signs in with the tenant header, must change the password first, then works.
    const first = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers: { 'tenant-id': String(tenantId) },
      payload: tenantAdmin,
    });
    expect(first.status).toBe(200);
    const token = first.body.result.token as string;
    expect((await get(token, '/api/sys/user/list')).status).toBe(428);
    await t.call(token, {
      method: 'PUT',
      url: '/api/sys/user/changePassword',
      payload: {
        oldpassword: tenantAdmin.password,
        password: 'BossPass2026',
        confirmpassword: 'BossPass2026',
      },
    });
    tenantAdmin.password = 'BossPass2026';
    const again = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers: { 'tenant-id': String(tenantId) },
      payload: tenantAdmin,
    });
    const bossToken = again.body.result.token as string;
    const info = (await get(bossToken, '/api/sys/user/getUserInfoNew')).body.result;
    expect(info.role).toEqual(['admin']);
    const paths = JSON.stringify(info.userPermission.menu);
    expect(paths).toContain('/sys/user');
    // Tenant management exists only in the platform tenant.
    expect(paths).not.toContain('/sys/tenant');
    expect(info.userPermission.auth.some((a: { action: string }) => a.action.startsWith('sys:tenant:'))).toBe(
      false,
    );
    expect((await get(bossToken, '/api/sys/tenant/list')).status).toBe(403);
    const roles = await get(bossToken, '/api/sys/role/list?pageSize=50');
    expect(roles.body.result.records.map((r: { code: string }) => r.code)).toContain('auditor');
    const dict = await get(bossToken, '/api/sys/dict/list?pageSize=5');
    expect(dict.body.result.total).toBeGreaterThan(0);
    // Its users are its own: the platform's users are not visible, nor the other way round.
    const users = await get(bossToken, '/api/sys/user/list');
    expect(users.body.result.records.map((u: { username: string }) => u.username)).toEqual(['boss']);
    const platformUsers = await get(admin, '/api/sys/user/list?keyword=boss');
    expect(platformUsers.body.result.total).toBe(0);
  });

  it('disables a tenant: its sessions end, sockets close, and its users cannot sign in; 409 on a stale version', async () => {
    const login = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers: { 'tenant-id': String(tenantId) },
      payload: tenantAdmin,
    });
    const token = login.body.result.token as string;
    const userId = (await get(token, '/api/sys/user/getUserInfoNew')).body.result.userInfo.id;
    const client = await connect(userId, token);
    const row = (await get(admin, '/api/sys/tenant/list?keyword=新建')).body.result.records[0];
    const disabled = await send(admin, 'PUT', '/api/sys/tenant/status', {
      id: tenantId,
      version: row.version,
      status: 0,
    });
    expect(disabled.status).toBe(200);
    expect(await client.closed).toBe(CLOSE_REVOKED);
    expect((await get(token, '/api/sys/user/getUserInfoNew')).status).toBe(401);
    const refused = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers: { 'tenant-id': String(tenantId) },
      payload: tenantAdmin,
    });
    expect(refused.status).toBe(401);
    const stale = await send(admin, 'PUT', '/api/sys/tenant/status', {
      id: tenantId,
      version: row.version,
      status: 1,
    });
    expect(stale.status).toBe(409);
    const platform = (await get(admin, '/api/sys/tenant/list?column=id&order=asc')).body.result.records[0];
    const self = await send(admin, 'PUT', '/api/sys/tenant/status', {
      id: 1,
      version: platform.version,
      status: 0,
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('不能停用平台租户');
  });
});

describe('online users', () => {
  it('lists signed-in sessions with address and user agent, and force sign-out closes the socket', async () => {
    const staff = await signIn('staff');
    const client = await connect(staff.id, staff.token);
    const list = await get(admin, '/api/sys/online/list?keyword=staff');
    expect(list.status).toBe(200);
    const session = list.body.result.records.find(
      (r: { userId: string; current: boolean }) => r.userId === staff.id,
    );
    expect(session).toMatchObject({ username: 'staff', ip: '127.0.0.1', current: false });
    expect(session.userAgent).toBe('lightMyRequest');
    // Unfiltered (the prepared opening page) and by a name nobody has, each with its count.
    const all = (await get(admin, '/api/sys/online/list')).body.result;
    expect(all.records.map((r: { tokenId: string }) => r.tokenId)).toContain(session.tokenId);
    expect(all.total).toBe(all.records.length);
    expect((await get(admin, '/api/sys/online/list?keyword=nobody-here')).body.result).toMatchObject({
      records: [],
      total: 0,
    });
    const mine = (await get(admin, '/api/sys/online/list?keyword=admin')).body.result.records.find(
      (r: { current: boolean }) => r.current,
    );
    expect(mine).toBeTruthy();
    expect((await send(admin, 'POST', '/api/sys/online/forceLogout', { tokenId: mine.tokenId })).status).toBe(
      400,
    );

    const forced = await send(admin, 'POST', '/api/sys/online/forceLogout', { tokenId: session.tokenId });
    expect(forced.status).toBe(200);
    expect(await client.closed).toBe(CLOSE_REVOKED);
    expect((await get(staff.token, '/api/sys/user/getUserInfoNew')).status).toBe(401);
    const after = await get(admin, '/api/sys/online/list?keyword=staff');
    expect(after.body.result.records.some((r: { tokenId: string }) => r.tokenId === session.tokenId)).toBe(
      false,
    );
    // Again: the session is gone (404), as is a made-up one.
    expect(
      (await send(admin, 'POST', '/api/sys/online/forceLogout', { tokenId: session.tokenId })).status,
    ).toBe(404);
    expect((await get(admin, '/api/sys/online/list?column=ip')).status).toBe(400);
  });
});
