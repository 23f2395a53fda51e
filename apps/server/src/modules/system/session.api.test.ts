import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_USERS } from './seed.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const userInfo = (token: string) => t.call(token, { method: 'GET', url: '/api/sys/user/getUserInfoNew' });

describe('POST /api/sys/erpnew/login', () => {
  it.each(DEMO_USERS.map((u) => [u.username, u.roles]))(
    'signs in %s with roles %j',
    async (username, roles) => {
      const res = await t.call(null, {
        method: 'POST',
        url: '/api/sys/erpnew/login',
        payload: {
          username: ` ${username} `,
          password: username === 'admin' ? 'AdminPass123' : ` ${TEST_DEMO_PASSWORD} `,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, code: 200, result: { userInfo: { username } } });
      expect(res.body.result.token).toMatch(/^[\w-]{43}$/);
      expect(res.body.result.userInfo.id).toMatch(/^[0-9a-f-]{36}$/);
      const info = await userInfo(res.body.result.token);
      expect(info.status).toBe(200);
      expect(info.body.result.role).toEqual(roles);
    },
  );

  it('refuses an unknown user and a wrong password with the same answer', async () => {
    const unknown = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'nobody', password: 'x1234567' },
    });
    const wrong = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'staff', password: 'x1234567' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect({ ...unknown.body, timestamp: 0 }).toEqual({ ...wrong.body, timestamp: 0 });
    expect(wrong.body).toMatchObject({
      success: false,
      code: 401,
      message: '用户名或密码错误',
      result: null,
    });
  });

  it('validates blank fields with the spec messages', async () => {
    const res = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: '  ', password: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请输入用户名!');
    const res2 = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'staff', password: ' ' },
    });
    expect(res2.body.message).toBe('请输入密码!');
  });
});

describe('GET /api/sys/user/getUserInfoNew', () => {
  it('gives roles, menu, button permissions and the ERP setting', async () => {
    const info = await userInfo(await t.login('admin'));
    const r = info.body.result;
    expect(r.role).toEqual(['admin']);
    expect(r.userPermission.menu.map((m: { path: string }) => m.path).slice(0, 5)).toEqual([
      '/workbench',
      '/rlzy',
      '/cwgl',
      '/yjxy',
      '/tjfx',
    ]);
    expect(r.userPermission.auth.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['xmsl:search:audit', 'xmsl:search:detail']),
    );
    expect(r.userPermission.allAuth.length).toBeGreaterThanOrEqual(r.userPermission.auth.length);
    expect(r.erpPortalSetting).toMatchObject({ isEnableI18n: 1, reviewToolEnable: 1, buyNoteService: 0 });
    expect(r.erpPortalSetting).not.toHaveProperty('version');
    expect(r.isParentCompanyUser).toBe(false);
  });

  it('gives a non-admin only the menus of their role', async () => {
    const staff = (await userInfo(await t.login('staff'))).body.result.userPermission;
    const admin = (await userInfo(await t.login('admin'))).body.result.userPermission;
    const paths = (tree: { path: string; children?: unknown[] }[]): string[] =>
      tree.flatMap((m) => [m.path, ...paths((m.children ?? []) as never)]);
    expect(paths(staff.menu).length).toBeLessThan(paths(admin.menu).length);
    expect(paths(staff.menu).some((p) => p.startsWith('/sys'))).toBe(false);
    expect(staff.auth.length).toBeLessThan(admin.auth.length);
  });

  it('serves the same menu on the menu endpoint', async () => {
    const token = await t.login('auditor');
    const menu = await t.call(token, {
      method: 'GET',
      url: '/api/xmsh/cerProjectAuditApi/list/menu?moduleType=4',
    });
    expect(menu.status).toBe(200);
    expect(menu.body.result).toEqual((await userInfo(token)).body.result.userPermission.menu);
  });
});

describe('logout and keep-alive', () => {
  it('keeps a session alive and revokes the token at logout', async () => {
    const token = await t.login('finance');
    expect(
      (await t.call(token, { method: 'GET', url: '/api/cert/commonApi/keep?buildTime=1&sysType=4' })).status,
    ).toBe(200);
    expect((await t.call(token, { method: 'POST', url: '/api/sys/logout' })).status).toBe(200);
    expect((await userInfo(token)).status).toBe(401);
  });
});

describe('PUT /api/sys/user/changePassword', () => {
  it('requires the old password and the password rule', async () => {
    const token = await t.login('decider');
    const url = '/api/sys/user/changePassword';
    const wrongOld = await t.call(token, {
      method: 'PUT',
      url,
      payload: { oldpassword: 'nope12345', password: 'NewPass123', confirmpassword: 'NewPass123' },
    });
    expect(wrongOld).toMatchObject({ status: 400, body: { message: '旧密码输入错误' } });
    const short = await t.call(token, {
      method: 'PUT',
      url,
      payload: { oldpassword: TEST_DEMO_PASSWORD, password: 'abc1', confirmpassword: 'abc1' },
    });
    expect(short).toMatchObject({ status: 400, body: { message: '密码长度必须是8-16位' } });
    const mismatch = await t.call(token, {
      method: 'PUT',
      url,
      payload: { oldpassword: TEST_DEMO_PASSWORD, password: 'NewPass123', confirmpassword: 'NewPass124' },
    });
    expect(mismatch).toMatchObject({ status: 400, body: { message: '两次输入的密码不一样！' } });
  });

  it("changes the token user's password only, and revokes their other tokens", async () => {
    const other = await t.login('partner');
    const token = await t.login('partner');
    const res = await t.call(token, {
      method: 'PUT',
      url: '/api/sys/user/changePassword',
      // The user comes from the token; a username in the body may only name that same user.
      payload: {
        username: 'partner',
        oldpassword: TEST_DEMO_PASSWORD,
        password: 'Changed123',
        confirmpassword: 'Changed123',
      },
    });
    expect(res.status).toBe(200);
    expect((await userInfo(other)).status).toBe(401);
    expect((await userInfo(token)).status).toBe(200);
    await expect(t.login('partner')).rejects.toThrow(/401/);
    expect(await t.login('partner', 'Changed123')).toBeTruthy();
    expect(await t.login('admin')).toBeTruthy();
    // The change is in the audit trail, without the password hash.
    const audit = await t.database.systemTx((tx) =>
      tx.execute<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
        sql`select before, after from audit_log where table_name = 'users' and action = 'update' and after->>'username' = 'partner'`,
      ),
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.after).not.toHaveProperty('password_hash');
    expect(audit.rows[0]!.after.version).toBe(2);
  });
});

describe('PUT /api/sys/user/changePassword for another username', () => {
  it('refuses a body username that is not the signed-in user (400) and changes nothing', async () => {
    const token = await t.login('auditor');
    const res = await t.call(token, {
      method: 'PUT',
      url: '/api/sys/user/changePassword',
      payload: {
        username: 'admin',
        oldpassword: TEST_DEMO_PASSWORD,
        password: 'Changed123',
        confirmpassword: 'Changed123',
      },
    });
    expect(res).toMatchObject({ status: 400, body: { success: false, code: 400 } });
    expect(res.body.message).toMatch(/用户/);
    expect((await userInfo(token)).status).toBe(200);
    expect(await t.login('auditor')).toBeTruthy();
    await expect(t.login('auditor', 'Changed123')).rejects.toThrow(/401/);
    expect(await t.login('admin')).toBeTruthy();
  });
});

describe('ERP portal setting', () => {
  it('is read by any user and written by admins with optimistic locking and an audit trail', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const current = (await t.call(staff, { method: 'GET', url: '/api/sys/cerErpPortalSetting/setting' })).body
      .result;
    expect(current).toMatchObject({ systemName: '认证机构业务管理系统', version: 1 });

    const url = '/api/sys/cerErpPortalSetting/setting';
    const denied = await t.call(staff, { method: 'PUT', url, payload: { ...current, buyNoteService: 1 } });
    expect(denied.status).toBe(403);

    const saved = await t.call(admin, { method: 'PUT', url, payload: { ...current, buyNoteService: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ buyNoteService: 1, version: 2 });

    const stale = await t.call(admin, {
      method: 'PUT',
      url,
      payload: { ...current, systemName: '过期的修改' },
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 409, success: false } });
    const after = (await t.call(staff, { method: 'GET', url })).body.result;
    expect(after).toMatchObject({ systemName: '认证机构业务管理系统', buyNoteService: 1, version: 2 });

    const invalid = await t.call(admin, {
      method: 'PUT',
      url,
      payload: { ...after, manualUrl: 'javascript:alert(1)' },
    });
    expect(invalid.status).toBe(400);

    const audit = await t.database.systemTx((tx) =>
      tx.execute<{ actor_id: string; b: string; a: string }>(
        sql`select actor_id, before->'value'->>'buyNoteService' as b, after->'value'->>'buyNoteService' as a
            from audit_log where table_name = 'tenant_settings' and action = 'update'`,
      ),
    );
    expect(audit.rows).toEqual([{ actor_id: expect.any(String), b: '0', a: '1' }]);
  });
});

describe('GET /api/health', () => {
  it('answers without a token with the database state', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'UP', database: { status: 'UP' } });
  });
});
