/**
 * Users and roles administration: refused to non-admins (403) and across tenants (404), validation
 * writes nothing, stale versions are 409, role grants take effect at the next getUserInfoNew,
 * roles in use cannot be deleted, freezing and password resets end the user's sessions.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { generatePassword, hashPassword } from '../../platform/auth/passwords.ts';
import { authTokens, roles, tenants, userRoles, users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';

let t: TestContext;
let admin: string;
let staff: string;
/** A user of a second tenant, created directly in the database. */
let otherTenantUserId: string;
let otherTenantRoleId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
  staff = await t.login('staff');
  await t.database.systemTx(async (tx) => {
    const [tenant] = await tx.insert(tenants).values({ name: '另一家认证机构' }).returning();
    otherTenantRoleId = uuidv7();
    otherTenantUserId = uuidv7();
    await tx
      .insert(roles)
      .values({ id: otherTenantRoleId, tenantId: tenant!.id, code: 'admin', name: '管理员' });
    await tx.insert(users).values({
      id: otherTenantUserId,
      tenantId: tenant!.id,
      username: 'outsider',
      realname: '外部',
      passwordHash: await hashPassword(generatePassword()),
    });
    await tx
      .insert(userRoles)
      .values({ tenantId: tenant!.id, userId: otherTenantUserId, roleId: otherTenantRoleId });
  });
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
const userCount = () =>
  t.database.systemTx(async (tx) => Number((await tx.select({ n: count() }).from(users))[0]!.n));

async function roleIdOf(code: string): Promise<string> {
  const res = await get(admin, '/api/sys/role/options');
  const role = (res.body.result as { id: string; code: string }[]).find((r) => r.code === code);
  if (!role) throw new Error(`no role ${code}`);
  return role.id;
}

async function userByName(username: string) {
  const res = await get(admin, `/api/sys/user/list?keyword=${username}`);
  return (res.body.result.records as { id: string; username: string; version: number }[]).find(
    (u) => u.username === username,
  )!;
}

describe('access to the admin calls', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/sys/user/list'],
    ['GET', `/api/sys/user/queryById?id=${uuidv7()}`],
    ['POST', '/api/sys/user/add', {}],
    ['PUT', '/api/sys/user/edit', {}],
    ['PUT', '/api/sys/user/frozen', {}],
    ['PUT', '/api/sys/user/resetPassword', {}],
    ['GET', '/api/sys/user/exportXls'],
    ['POST', '/api/sys/user/importExcel'],
    ['GET', '/api/sys/role/options'],
    ['GET', '/api/sys/role/list'],
    ['POST', '/api/sys/role/add', {}],
    ['PUT', '/api/sys/role/edit', {}],
    ['DELETE', `/api/sys/role/delete?id=${uuidv7()}`],
    ['GET', '/api/sys/role/permissionTree'],
    ['GET', `/api/sys/role/queryRolePermission?roleId=${uuidv7()}`],
    ['POST', '/api/sys/role/saveRolePermission', {}],
    ['GET', '/api/sys/online/list'],
    ['POST', '/api/sys/online/forceLogout', {}],
    ['GET', '/api/sys/tenant/list'],
    ['POST', '/api/sys/tenant/add', {}],
    ['PUT', '/api/sys/tenant/edit', {}],
    ['PUT', '/api/sys/tenant/status', {}],
  ];
  it.each(calls)('%s %s is 403 for a non-admin and 401 without a token', async (method, url, payload) => {
    const res = await t.call(staff, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.status).toBe(403);
    const anonymous = await t.call(null, { method: method as 'GET', url });
    expect(anonymous.status).toBe(401);
  });

  it('answers another tenant’s user and role like missing ones (404)', async () => {
    expect((await get(admin, `/api/sys/user/queryById?id=${otherTenantUserId}`)).status).toBe(404);
    const edit = await send(admin, 'PUT', '/api/sys/user/edit', {
      id: otherTenantUserId,
      version: 1,
      realname: '改名',
      roleIds: [await roleIdOf('staff')],
    });
    expect(edit.status).toBe(404);
    expect(
      (await send(admin, 'PUT', '/api/sys/user/frozen', { id: otherTenantUserId, version: 1, status: 2 }))
        .status,
    ).toBe(404);
    expect(
      (await send(admin, 'PUT', '/api/sys/user/resetPassword', { id: otherTenantUserId, version: 1 })).status,
    ).toBe(404);
    expect((await send(admin, 'DELETE', `/api/sys/role/delete?id=${otherTenantRoleId}`)).status).toBe(404);
    expect((await get(admin, `/api/sys/role/queryRolePermission?roleId=${otherTenantRoleId}`)).status).toBe(
      404,
    );
    const grant = await send(admin, 'POST', '/api/sys/role/saveRolePermission', {
      roleId: otherTenantRoleId,
      version: 1,
      permissionIds: [],
    });
    expect(grant.status).toBe(404);
    // Another tenant's role cannot be assigned either.
    const add = await send(admin, 'POST', '/api/sys/user/add', {
      username: 'borrower',
      realname: '借角色',
      password: 'Passw0rd123',
      roleIds: [otherTenantRoleId],
    });
    expect(add.status).toBe(400);
    const list = await get(admin, '/api/sys/user/list?keyword=outsider');
    expect(list.body.result.total).toBe(0);
  });
});

describe('users', () => {
  it('lists with paging, sorting and filters by role and status', async () => {
    const page = await get(admin, '/api/sys/user/list?pageNo=1&pageSize=3&column=username&order=asc');
    expect(page.status).toBe(200);
    expect(page.body.result.records).toHaveLength(3);
    expect(page.body.result.total).toBeGreaterThanOrEqual(8);
    const names = page.body.result.records.map((r: { username: string }) => r.username);
    expect(names).toEqual([...names].sort());
    expect(page.body.result.records[0]).not.toHaveProperty('passwordHash');
    const auditors = await get(admin, `/api/sys/user/list?roleId=${await roleIdOf('auditor')}`);
    // The demo's two 审核员 users: the auditor who leads the demo audits and the technical reviewer.
    expect(auditors.body.result.records.map((r: { username: string }) => r.username).sort()).toEqual([
      'auditor',
      'reviewer',
    ]);
    expect(auditors.body.result.records[0].roles[0]).toMatchObject({ code: 'auditor' });
    expect((await get(admin, '/api/sys/user/list?column=passwordHash')).status).toBe(400);
    expect((await get(admin, '/api/sys/user/list?status=9')).status).toBe(400);
  });

  it('refuses invalid input with a Chinese message and writes nothing', async () => {
    const before = await userCount();
    const staffRole = await roleIdOf('staff');
    const bad: [object, string][] = [
      [{ username: 'a', realname: '甲', password: 'Passw0rd123', roleIds: [staffRole] }, '用户名'],
      [{ username: 'newbie', realname: '', password: 'Passw0rd123', roleIds: [staffRole] }, '姓名'],
      [{ username: 'newbie', realname: '甲', password: 'short', roleIds: [staffRole] }, '密码'],
      [{ username: 'newbie', realname: '甲', password: 'Passw0rd123', roleIds: [] }, '角色'],
      [
        { username: 'newbie', realname: '甲', password: 'Passw0rd123', roleIds: [staffRole], phone: '123' },
        '电话',
      ],
      [
        { username: 'staff', realname: '重名', password: 'Passw0rd123', roleIds: [staffRole] },
        '用户名已存在',
      ],
    ];
    for (const [payload, message] of bad) {
      const res = await send(admin, 'POST', '/api/sys/user/add', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('creates a user with a role, who signs in and gets exactly that role’s menus', async () => {
    const created = await send(admin, 'POST', '/api/sys/user/add', {
      username: 'newfinance',
      realname: '新财务',
      password: 'Passw0rd123',
      phone: '13812345678',
      thirdPartyId: 'wx-newfinance',
      isParentCompanyUser: true,
      roleIds: [await roleIdOf('finance')],
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      username: 'newfinance',
      isParentCompanyUser: true,
      version: 1,
    });
    const token = await t.login('newfinance', 'Passw0rd123');
    const info = await get(token, '/api/sys/user/getUserInfoNew');
    expect(info.body.result.role).toEqual(['finance']);
    expect(info.body.result.isParentCompanyUser).toBe(true);
    const financeInfo = await get(await t.login('finance'), '/api/sys/user/getUserInfoNew');
    expect(info.body.result.userPermission.menu).toEqual(financeInfo.body.result.userPermission.menu);
    // The enterprise-WeChat id is unique in the tenant.
    const again = await send(admin, 'POST', '/api/sys/user/add', {
      username: 'otherfinance',
      realname: '另一个',
      password: 'Passw0rd123',
      thirdPartyId: 'wx-newfinance',
      roleIds: [await roleIdOf('finance')],
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('该企业微信账号已关联其他用户');
  });

  it('makes a user created by an administrator change the chosen password before anything else', async () => {
    const created = await send(admin, 'POST', '/api/sys/user/add', {
      username: 'newstaff',
      realname: '新业务员',
      password: 'Chosen2026x',
      roleIds: [await roleIdOf('staff')],
    });
    expect(created.status).toBe(200);
    const token = await t.login('newstaff', 'Chosen2026x');
    const info = await get(token, '/api/sys/user/getUserInfoNew');
    expect(info.body.result.mustChangePassword).toBe(true);
    expect((await get(token, '/api/xxtz/cerNotice/getUserNoticeList')).status).toBe(428);
    const changed = await send(token, 'PUT', '/api/sys/user/changePassword', {
      oldpassword: 'Chosen2026x',
      password: 'Own2026pass',
      confirmpassword: 'Own2026pass',
    });
    expect(changed.status).toBe(200);
    const again = await t.login('newstaff', 'Own2026pass');
    expect((await get(again, '/api/xxtz/cerNotice/getUserNoticeList')).status).toBe(200);
  });

  it('edits with the version: a stale version is 409 and writes nothing; role changes apply at the next getUserInfoNew', async () => {
    const user = await userByName('newfinance');
    const token = await t.login('newfinance', 'Passw0rd123');
    const edited = await send(admin, 'PUT', '/api/sys/user/edit', {
      id: user.id,
      version: user.version,
      realname: '新业务',
      roleIds: [await roleIdOf('staff')],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result.version).toBe(user.version + 1);
    const info = await get(token, '/api/sys/user/getUserInfoNew');
    expect(info.body.result.role).toEqual(['staff']);
    expect(info.body.result.userInfo.realname).toBe('新业务');
    expect(info.body.result.isParentCompanyUser).toBe(false);
    const stale = await send(admin, 'PUT', '/api/sys/user/edit', {
      id: user.id,
      version: user.version,
      realname: '过期的修改',
      roleIds: [await roleIdOf('auditor')],
    });
    expect(stale.status).toBe(409);
    const after = await get(admin, `/api/sys/user/queryById?id=${user.id}`);
    expect(after.body.result.realname).toBe('新业务');
    expect(after.body.result.roles.map((r: { code: string }) => r.code)).toEqual(['staff']);
  });

  it('freezing revokes the user’s tokens and refuses sign-in; unfreezing allows it again', async () => {
    const token = await t.login('decider');
    const user = await userByName('decider');
    const frozen = await send(admin, 'PUT', '/api/sys/user/frozen', {
      id: user.id,
      version: user.version,
      status: 2,
    });
    expect(frozen.status).toBe(200);
    expect((await get(token, '/api/sys/user/getUserInfoNew')).status).toBe(401);
    const login = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'decider', password: TEST_DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);
    const open = await t.database.systemTx((tx) =>
      tx
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt))),
    );
    expect(open).toEqual([]);
    const thawed = await send(admin, 'PUT', '/api/sys/user/frozen', {
      id: user.id,
      version: frozen.body.result.version,
      status: 1,
    });
    expect(thawed.status).toBe(200);
    // The old token stays revoked; a new sign-in works.
    expect((await get(token, '/api/sys/user/getUserInfoNew')).status).toBe(401);
    await t.login('decider');
    // An admin cannot freeze themself.
    const me = await userByName('admin');
    expect(
      (await send(admin, 'PUT', '/api/sys/user/frozen', { id: me.id, version: me.version, status: 2 }))
        .status,
    ).toBe(400);
  });

  it('resets a password: shown once, old sessions end, and only the password change is open until it is changed', async () => {
    const old = await t.login('partner');
    const user = await userByName('partner');
    const reset = await send(admin, 'PUT', '/api/sys/user/resetPassword', {
      id: user.id,
      version: user.version,
    });
    expect(reset.status).toBe(200);
    const password = reset.body.result.password as string;
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await get(old, '/api/sys/user/getUserInfoNew')).status).toBe(401);
    const token = await t.login('partner', password);
    expect((await get(token, '/api/sys/user/getUserInfoNew')).status).toBe(200);
    const blocked = await get(token, '/api/xxtz/cerNotice/getUserNoticeList');
    expect(blocked.status).toBe(428);
    expect(blocked.body.message).toContain('请先修改密码');
    const changed = await send(token, 'PUT', '/api/sys/user/changePassword', {
      oldpassword: password,
      password: 'Changed2026x',
      confirmpassword: 'Changed2026x',
    });
    expect(changed.status).toBe(200);
    const fresh = await t.login('partner', 'Changed2026x');
    expect((await get(fresh, '/api/xxtz/cerNotice/getUserNoticeList')).status).toBe(200);
  });

  it('exports the filtered users to Excel and imports new ones (all rows or none)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sys/user/exportXls?roleId=${await roleIdOf('auditor')}`,
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('用户名');
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value].sort()).toEqual([
      'auditor',
      'reviewer',
    ]);

    const upload = async (rows: string[][]) => {
      const book = new ExcelJS.Workbook();
      const s = book.addWorksheet('用户');
      s.addRow(['用户名', '姓名', '手机', '邮箱', '角色编码', '母公司用户', '企业微信账号']);
      for (const r of rows) s.addRow(r);
      const content = Buffer.from(await book.xlsx.writeBuffer());
      const boundary = '----cbtest';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.call(admin, {
        method: 'POST',
        url: '/api/sys/user/importExcel',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const before = await userCount();
    const bad = await upload([
      ['imp1', '导入一', '', '', 'staff', '否', ''],
      ['imp2', '导入二', '', '', 'nosuchrole', '否', ''],
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('第3行');
    expect(await userCount()).toBe(before);
    const good = await upload([
      ['imp1', '导入一', '13912345678', 'imp1@example.com', 'staff', '是', ''],
      ['imp2', '导入二', '', '', 'auditor,staff', '否', 'wx-imp2'],
    ]);
    expect(good.status).toBe(200);
    expect(good.body.result.total).toBe(2);
    expect(await userCount()).toBe(before + 2);
    const imp2 = good.body.result.credentials.find((c: { username: string }) => c.username === 'imp2');
    const token = await t.login('imp2', imp2.password);
    const info = await get(token, '/api/sys/user/getUserInfoNew');
    expect(info.body.result.role).toEqual(['auditor', 'staff']);
    // Imported users must change the generated password first.
    expect((await get(token, '/api/xxtz/cerNotice/getUserNoticeList')).status).toBe(428);
  });
});

describe('roles', () => {
  it('creates, edits with the version (409 when stale) and validates', async () => {
    const bad = await send(admin, 'POST', '/api/sys/role/add', { code: 'Bad Code', name: '坏' });
    expect(bad.status).toBe(400);
    const dup = await send(admin, 'POST', '/api/sys/role/add', { code: 'staff', name: '重复' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('角色编码已存在');
    const created = await send(admin, 'POST', '/api/sys/role/add', { code: 'reader', name: '只读用户' });
    expect(created.status).toBe(200);
    const role = created.body.result;
    const edited = await send(admin, 'PUT', '/api/sys/role/edit', {
      id: role.id,
      version: 1,
      name: '阅读者',
    });
    expect(edited.status).toBe(200);
    const stale = await send(admin, 'PUT', '/api/sys/role/edit', { id: role.id, version: 1, name: '旧' });
    expect(stale.status).toBe(409);
    const list = await get(admin, '/api/sys/role/list?keyword=reader');
    expect(list.body.result.records).toEqual([expect.objectContaining({ name: '阅读者', userCount: 0 })]);
  });

  it('authorises menus and buttons through the tree; the change applies at the next getUserInfoNew', async () => {
    const tree = (await get(admin, '/api/sys/role/permissionTree')).body.result as {
      id: string;
      title: string;
      kind: number;
      action: string | null;
      children?: unknown[];
    }[];
    const flat: { id: string; action: string | null; path?: string | null; kind: number }[] = [];
    const walk = (nodes: typeof tree) => {
      for (const n of nodes) {
        flat.push(n as never);
        if (n.children) walk(n.children as typeof tree);
      }
    };
    walk(tree);
    const byPath = (p: string) => flat.find((n) => (n as { path?: string }).path === p)!;
    const roleId = await roleIdOf('reader');
    const granted = await get(admin, `/api/sys/role/queryRolePermission?roleId=${roleId}`);
    expect(granted.body.result).toEqual({ permissionIds: [], version: 2 });
    const home = byPath('/index');
    const notices = byPath('/xxtz/noticeList');
    const readButton = flat.find((n) => n.action === 'xxtz:list:read')!;
    const saved = await send(admin, 'POST', '/api/sys/role/saveRolePermission', {
      roleId,
      version: 2,
      permissionIds: [home.id, notices.id, readButton.id],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.version).toBe(3);

    const reader = await userByName('imp1');
    const userRec = (await get(admin, `/api/sys/user/queryById?id=${reader.id}`)).body.result;
    await send(admin, 'PUT', '/api/sys/user/edit', {
      id: reader.id,
      version: userRec.version,
      realname: userRec.realname,
      roleIds: [roleId],
    });
    const password = 'Reader2026x';
    await t.database.systemTx(async (tx) =>
      tx
        .update(users)
        .set({ passwordHash: await hashPassword(password), mustChangePassword: false })
        .where(eq(users.id, reader.id)),
    );
    const token = await t.login('imp1', password);
    const info = (await get(token, '/api/sys/user/getUserInfoNew')).body.result;
    const paths: string[] = [];
    const collect = (routes: { path: string; children?: unknown[] }[]) => {
      for (const r of routes) {
        paths.push(r.path);
        if (r.children) collect(r.children as never);
      }
    };
    collect(info.userPermission.menu);
    expect(paths).toContain('/index');
    expect(paths).toContain('/xxtz/noticeList');
    expect(paths.some((p) => p.startsWith('/sys'))).toBe(false);
    expect(info.userPermission.auth.map((a: { action: string }) => a.action)).toEqual(['xxtz:list:read']);

    // Remove the button: gone at the next getUserInfoNew, and the server refuses nothing new.
    const stale = await send(admin, 'POST', '/api/sys/role/saveRolePermission', {
      roleId,
      version: 2,
      permissionIds: [home.id],
    });
    expect(stale.status).toBe(409);
    await send(admin, 'POST', '/api/sys/role/saveRolePermission', {
      roleId,
      version: 3,
      permissionIds: [home.id, notices.id],
    });
    const after = (await get(token, '/api/sys/user/getUserInfoNew')).body.result;
    expect(after.userPermission.auth).toEqual([]);
    // An id that is not one of the tenant's permissions is refused and nothing is written.
    const foreign = await send(admin, 'POST', '/api/sys/role/saveRolePermission', {
      roleId,
      version: 4,
      permissionIds: [uuidv7()],
    });
    expect(foreign.status).toBe(400);
    expect(
      (await get(admin, `/api/sys/role/queryRolePermission?roleId=${roleId}`)).body.result.permissionIds,
    ).toHaveLength(2);
  });

  it('refuses to delete a role while users hold it, and deletes it once nobody does', async () => {
    const roleId = await roleIdOf('reader');
    const refused = await send(admin, 'DELETE', `/api/sys/role/delete?id=${roleId}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('该角色已分配给1个用户，请先取消分配后再删除');
    const reader = await userByName('imp1');
    const rec = (await get(admin, `/api/sys/user/queryById?id=${reader.id}`)).body.result;
    await send(admin, 'PUT', '/api/sys/user/edit', {
      id: reader.id,
      version: rec.version,
      realname: rec.realname,
      roleIds: [await roleIdOf('staff')],
    });
    expect((await send(admin, 'DELETE', `/api/sys/role/delete?id=${roleId}`)).status).toBe(200);
    expect((await get(admin, '/api/sys/role/list?keyword=reader')).body.result.total).toBe(0);
  });
});
