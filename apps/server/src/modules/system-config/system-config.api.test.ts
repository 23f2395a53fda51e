import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tableLabels } from '../../platform/areas.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { auditLog, tenantSettings } from '../../platform/db/platform-schema.ts';
import {
  cacheStats,
  invalidatePermissionCache,
  permissionsForRoles,
} from '../../platform/identity/permission-cache.ts';
import { permissions, roles, userRoles, users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { AREAS } from '../areas.ts';
import { auditors } from '../auditors/schema.ts';
import { seedTenantCatalog } from '../system/seed.ts';
import { thirdPartyProviders } from '../third-party-login/schema.ts';
import { fieldLabel } from './field-labels.ts';

let t: TestContext;
let admin: string;
let staff: string;
/** Admin of a second tenant (tenant isolation). */
let otherAdmin: string;
const OTHER_TENANT = 2;

type Row = Record<string, any>;

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url, payload });
const put = (token: string, url: string, payload: object) => t.call(token, { method: 'PUT', url, payload });
const del = (token: string, url: string) => t.call(token, { method: 'DELETE', url });

const tree = async (token = admin): Promise<Row[]> =>
  (await get(token, '/api/sys/permission/list')).body.result;
const bySeed = async (key: string, token = admin) => (await tree(token)).find((r) => r.seedKey === key)!;
const userInfo = async (token: string) => (await get(token, '/api/sys/user/getUserInfoNew')).body.result;

/** Every menu route of a user's menu, flattened. */
function flat(menu: Row[]): Row[] {
  return menu.flatMap((m) => [m, ...flat(m.children ?? [])]);
}

const counts = () =>
  t.database.systemTx(async (tx) => {
    const [p] = await tx.select({ n: count() }).from(permissions);
    const [a] = await tx.select({ n: count() }).from(auditLog);
    return { permissions: Number(p!.n), audit: Number(a!.n) };
  });

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff] = await Promise.all([t.login('admin'), t.login('staff')]);
  // A second certification body with its own catalogue and admin.
  const passwordHash = await hashPassword('OtherAdmin123');
  await t.database.systemTx(async (tx) => {
    await tx.execute(
      sql`insert into tenants (id, name) values (${OTHER_TENANT}, '另一家认证机构') on conflict do nothing`,
    );
    await seedTenantCatalog(tx, OTHER_TENANT, false);
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, OTHER_TENANT), eq(roles.code, 'admin')));
    const userId = uuidv7();
    await tx.insert(users).values({
      id: userId,
      tenantId: OTHER_TENANT,
      username: 'admin2',
      realname: '另一管理员',
      passwordHash,
    });
    await tx.insert(userRoles).values({ tenantId: OTHER_TENANT, userId, roleId: role!.id });
  });
  otherAdmin = await t.login('admin2', 'OtherAdmin123');
});
afterAll(() => t.close());

describe('permissions of the admin pages', () => {
  it('refuses every call to a user without the admin buttons (403)', async () => {
    const some = await bySeed('xmsl.search');
    const calls = [
      get(staff, '/api/sys/permission/list'),
      get(staff, '/api/sys/permission/componentKeys'),
      post(staff, '/api/sys/permission/add', {
        kind: 2,
        parentId: some.id,
        action: 'x:y:z',
        meta: { title: 'x' },
      }),
      put(staff, '/api/sys/permission/edit', { ...some, meta: { title: '改' } }),
      del(staff, `/api/sys/permission/delete?id=${some.id}`),
      get(staff, '/api/sys/loginLog/list'),
      get(staff, '/api/sys/loginLog/exportXls'),
      get(staff, '/api/sys/operLog/list'),
      get(staff, '/api/sys/operLog/detail?id=1'),
      get(staff, '/api/sys/operLog/tables'),
      get(staff, '/api/sys/operLog/exportXls'),
      put(staff, '/api/sys/cerErpPortalSetting/setting', { version: 1 }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect((await bySeed('xmsl.search')).version).toBe(some.version);
  });
});

describe('menu tree editor', () => {
  it('lists the whole catalogue with all menu fields and the component keys of the registry', async () => {
    const rows = await tree();
    const menu = rows.find((r) => r.seedKey === 'sys.menu')!;
    expect(menu).toMatchObject({
      kind: 1,
      path: '/sys/menu',
      name: 'sysMenu',
      component: 'sys/MenuList',
      route: '1',
    });
    expect(menu.meta).toMatchObject({ title: '菜单管理' });
    expect(
      rows
        .filter((r) => r.kind === 2 && r.parentId === menu.id)
        .map((r) => r.action)
        .sort(),
    ).toEqual(['sys:menu:add', 'sys:menu:delete', 'sys:menu:edit']);
    expect(rows.some((r) => r.systemWide && r.action === 'common:review:tool')).toBe(true);
    const keys = (await get(admin, '/api/sys/permission/componentKeys')).body.result;
    expect(keys).toContain('sys/MenuList');
    expect(keys).toContain('layouts/RouteView');
  });

  it('adds, edits and deletes a menu with all its fields and a button', async () => {
    const sys = await bySeed('sys');
    const add = await post(admin, '/api/sys/permission/add', {
      kind: 1,
      parentId: sys.id,
      path: '/sys/report/:id',
      name: 'sysReportTest',
      component: 'sys/DictList',
      redirect: '',
      hidden: false,
      alwaysShow: true,
      route: '1',
      sortNo: 99,
      meta: {
        title: '测试页面',
        titleEn: 'Test page',
        icon: 'BookOutlined',
        keepAlive: false,
        affix: false,
        noCache: true,
        activeMenu: '/sys/dict',
        internalOrExternal: false,
        url: '',
        target: '_blank',
      },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const menu = add.body.result;
    expect(menu).toMatchObject({
      kind: 1,
      path: '/sys/report/:id',
      alwaysShow: true,
      redirect: null,
      version: 1,
    });
    expect(menu.meta).toMatchObject({
      title: '测试页面',
      icon: 'BookOutlined',
      noCache: true,
      activeMenu: '/sys/dict',
    });

    const button = await post(admin, '/api/sys/permission/add', {
      kind: 2,
      parentId: menu.id,
      action: 'sys:reportTest:export',
      permType: '1',
      status: '1',
      meta: { title: '导出' },
    });
    expect(button.status, JSON.stringify(button.body)).toBe(200);

    const edit = await put(admin, '/api/sys/permission/edit', {
      ...menu,
      hidden: true,
      meta: { ...menu.meta, title: '测试页面（改）' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.result).toMatchObject({ hidden: true, version: 2 });

    // A node with children is refused without the explicit cascade, and nothing goes.
    const refused = await del(admin, `/api/sys/permission/delete?id=${menu.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('1 个子菜单或按钮');
    expect((await tree()).some((r) => r.id === menu.id)).toBe(true);

    const cascade = await del(admin, `/api/sys/permission/delete?id=${menu.id}&cascade=1`);
    expect(cascade.status).toBe(200);
    expect(cascade.body.result.deleted).toBe(2);
    const after = await tree();
    expect(after.some((r) => r.id === menu.id || r.action === 'sys:reportTest:export')).toBe(false);
  });

  it('answers 409 on a stale version and writes nothing', async () => {
    const dict = await bySeed('sys.dict');
    const first = await put(admin, '/api/sys/permission/edit', { ...dict, sortNo: dict.sortNo + 1 });
    expect(first.status).toBe(200);
    const before = await counts();
    const stale = await put(admin, '/api/sys/permission/edit', {
      ...dict,
      meta: { ...dict.meta, title: '过期' },
    });
    expect(stale.status).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await bySeed('sys.dict')).meta.title).toBe(dict.meta.title);
  });

  it.each([
    [{ path: 'sys/x' }, '路由路径格式错误'],
    [{ path: '/sys//x' }, '路由路径格式错误'],
    [{ path: '/sys/x/' }, '路由路径格式错误'],
    [{ path: '/sys/../x' }, '路由路径格式错误'],
    [{ name: '1abc' }, '路由名称须以字母开头'],
    [{ name: 'sysUser' }, '路由名称已存在'],
    [{ path: '/sys/user' }, '路由路径已存在'],
    [{ component: '../../etc/passwd' }, '前端组件不在页面注册表中'],
    [{ component: 'sys/Nope' }, '前端组件不在页面注册表中'],
    [{ kind: 0 }, '一级菜单不能有上级菜单'],
    [{ parentId: null }, '请选择上级菜单'],
    [{ redirect: 'javascript:alert(1)' }, '重定向地址格式错误'],
    [{ meta: { title: '' } }, '请输入菜单标题'],
    [{ meta: { title: 'x', internalOrExternal: true } }, '外链菜单请填写外链地址'],
    [{ meta: { title: 'x', url: 'javascript:alert(1)' } }, '外链地址必须以 http(s):// 或 / 开头'],
    [{ meta: { title: 'x', target: 'evil' } }, '打开方式只能是'],
    [{ kind: 5 }, '菜单类型只能是 0、1 或 2'],
  ])('refuses a menu with %j (%s) and writes nothing', async (patch, message) => {
    const sys = await bySeed('sys');
    const before = await counts();
    const res = await post(admin, '/api/sys/permission/add', {
      kind: 1,
      parentId: sys.id,
      path: '/sys/valid',
      name: 'sysValid',
      component: 'sys/DictList',
      meta: { title: '有效' },
      ...patch,
    });
    expect([400, 409]).toContain(res.status);
    expect(res.body.message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ action: 'sys:user:add' }, 409, '授权标识已存在'],
    [{ action: 'not a code' }, 400, '授权标识格式错误'],
    [{ parentId: null }, 400, '请选择按钮所属菜单'],
    [{ status: '9' }, 400, '状态只能是'],
    [{ meta: { title: '' } }, 400, '请输入按钮名称'],
  ])('refuses a button with %j', async (patch, status, message) => {
    const dict = await bySeed('sys.dict');
    const before = await counts();
    const res = await post(admin, '/api/sys/permission/add', {
      kind: 2,
      parentId: dict.id,
      action: 'sys:dict:valid',
      meta: { title: '有效' },
      ...patch,
    });
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a button as parent, a cycle, a kind switch and deleting the menu editor itself', async () => {
    const rows = await tree();
    const sys = rows.find((r) => r.seedKey === 'sys')!;
    const dict = rows.find((r) => r.seedKey === 'sys.dict')!;
    const button = rows.find((r) => r.action === 'sys:dict:add')!;
    const before = await counts();
    const underButton = await post(admin, '/api/sys/permission/add', {
      kind: 1,
      parentId: button.id,
      path: '/sys/valid',
      name: 'sysValid',
      component: 'sys/DictList',
      meta: { title: '有效' },
    });
    expect(underButton.body.message).toBe('按钮不能作为上级菜单');
    const cycle = await put(admin, '/api/sys/permission/edit', { ...sys, parentId: dict.id });
    expect(cycle.body.message).toBe('上级菜单不能是自身或其下级');
    const toButton = await put(admin, '/api/sys/permission/edit', {
      id: dict.id,
      version: dict.version,
      kind: 2,
      parentId: sys.id,
      action: 'sys:dict:x',
      meta: { title: 'x' },
    });
    expect(toButton.body.message).toBe('菜单和按钮之间不能互相转换');
    const selfLock = await del(admin, `/api/sys/permission/delete?id=${sys.id}&cascade=1`);
    expect(selfLock.status).toBe(400);
    expect(selfLock.body.message).toContain('不能删除菜单管理页面');
    expect(await counts()).toEqual(before);
  });

  it('keeps tenants apart: lists, edits and deletes see only the own catalogue (404 across)', async () => {
    const mine = await tree(admin);
    const theirs = await tree(otherAdmin);
    expect(theirs.length).toBeGreaterThan(100);
    const mineIds = new Set(mine.map((r) => r.id));
    expect(theirs.some((r) => mineIds.has(r.id))).toBe(false);
    const target = mine.find((r) => r.seedKey === 'xmsl.search')!;
    const before = await counts();
    expect((await put(otherAdmin, '/api/sys/permission/edit', { ...target, hidden: true })).status).toBe(404);
    expect((await del(otherAdmin, `/api/sys/permission/delete?id=${target.id}`)).status).toBe(404);
    // A parent of another tenant does not exist for this one.
    const foreignParent = await post(otherAdmin, '/api/sys/permission/add', {
      kind: 2,
      parentId: target.id,
      action: 'x:y:z',
      meta: { title: 'x' },
    });
    expect(foreignParent.body.message).toBe('上级菜单不存在');
    expect(await counts()).toEqual(before);
    // The same route name is free in another tenant (uniqueness is per tenant).
    const sys2 = theirs.find((r) => r.seedKey === 'sys')!;
    const res = await post(otherAdmin, '/api/sys/permission/add', {
      kind: 1,
      parentId: sys2.id,
      path: '/sys/tenantTwoOnly',
      name: 'sysTenantTwoOnly',
      component: 'sys/DictList',
      meta: { title: '仅二号机构' },
    });
    expect(res.status).toBe(200);
    expect((await tree(admin)).some((r) => r.name === 'sysTenantTwoOnly')).toBe(false);
  });
});

describe('permission catalogue cache', () => {
  it('serves getUserInfoNew from the cache and shows a menu change on the very next call', async () => {
    const search = await bySeed('xmsl.search');
    await userInfo(staff);
    const loads = cacheStats.loads;
    const first = await userInfo(staff);
    const again = await userInfo(staff);
    expect(cacheStats.loads).toBe(loads);
    expect(again.userPermission).toEqual(first.userPermission);
    expect(flat(first.userPermission.menu).find((m) => m.path === '/xmsl/search')!.hidden).toBe(false);

    const edit = await put(admin, '/api/sys/permission/edit', { ...search, hidden: true });
    expect(edit.status).toBe(200);
    const next = await userInfo(staff);
    expect(flat(next.userPermission.menu).find((m) => m.path === '/xmsl/search')!.hidden).toBe(true);
    expect(cacheStats.loads).toBe(loads + 1);
    await put(admin, '/api/sys/permission/edit', { ...edit.body.result, hidden: false });
    expect(
      flat((await userInfo(staff)).userPermission.menu).find((m) => m.path === '/xmsl/search')!.hidden,
    ).toBe(false);
  });

  it('is invalidated by invalidatePermissionCache (role edits elsewhere) in the same transaction', async () => {
    const infoBefore = await userInfo(staff);
    expect(flat(infoBefore.userPermission.menu).some((m) => m.path === '/sys/dict')).toBe(false);
    const grantDict = (withBump: boolean) =>
      t.database.tenantTx({ tenantId: 1, userId: null as never }, async (tx) => {
        const [dict] = await tx
          .select({ id: permissions.id })
          .from(permissions)
          .where(eq(permissions.seedKey, 'sys.dict'));
        const [staffRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'staff'));
        await tx.execute(
          sql`insert into role_permissions (tenant_id, role_id, permission_id) values (1, ${staffRole!.id}, ${dict!.id}) on conflict do nothing`,
        );
        if (withBump) await invalidatePermissionCache(tx, 1);
      });
    // A grant written behind the cache's back stays invisible: the answer really comes from the cache…
    await grantDict(false);
    expect(flat((await userInfo(staff)).userPermission.menu).some((m) => m.path === '/sys/dict')).toBe(false);
    // …and the bump makes it visible on the next call.
    await t.database.tenantTx({ tenantId: 1, userId: null as never }, (tx) =>
      invalidatePermissionCache(tx, 1),
    );
    expect(flat((await userInfo(staff)).userPermission.menu).some((m) => m.path === '/sys/dict')).toBe(true);
  });

  it('keeps another instance in step through the shared revision, and rolls back with the change', async () => {
    const otherInstance = {};
    const roleIds = await t.database.systemTx(async (tx) =>
      (
        await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.tenantId, 1), eq(roles.code, 'staff')))
      ).map((r) => r.id),
    );
    const menuOf = () =>
      t.database.tenantTx({ tenantId: 1, userId: null as never }, async (tx) =>
        flat((await permissionsForRoles(tx, otherInstance, 1, roleIds)).menu),
      );
    const apply = await bySeed('xmsl.add');
    expect((await menuOf()).find((m) => m.path === '/xmsl/add')!.meta.title).toBe(apply.meta.title);
    await put(admin, '/api/sys/permission/edit', {
      ...apply,
      meta: { ...apply.meta, title: '申请录入（新）' },
    });
    expect((await menuOf()).find((m) => m.path === '/xmsl/add')!.meta.title).toBe('申请录入（新）');
    // A failed transaction takes its bump with it.
    const [rev] = (
      await t.database.systemTx((tx) =>
        tx.execute<{ revision: number }>(sql`select revision from permission_revisions where tenant_id = 1`),
      )
    ).rows;
    await expect(
      t.database.tenantTx({ tenantId: 1, userId: null as never }, async (tx) => {
        await invalidatePermissionCache(tx, 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [revAfter] = (
      await t.database.systemTx((tx) =>
        tx.execute<{ revision: number }>(sql`select revision from permission_revisions where tenant_id = 1`),
      )
    ).rows;
    expect(revAfter!.revision).toBe(rev!.revision);
  });
});

describe('settings', () => {
  it('validates with Chinese messages, writes nothing on bad input, and applies a change at once', async () => {
    const current = (await get(admin, '/api/sys/cerErpPortalSetting/setting')).body.result;
    const save = (patch: Row) => put(admin, '/api/sys/cerErpPortalSetting/setting', { ...current, ...patch });
    for (const [patch, message] of [
      [{ systemName: '  ' }, '请输入系统名称'],
      [{ systemName: 'x'.repeat(61) }, '系统名称不能超过60个字符'],
      [{ certerpDeployVersion: 0 }, '部署版本最小为1'],
      [{ isEnableI18n: 2 }, '开关只能是 0（关）或 1（开）'],
      [{ manualUrl: 'javascript:alert(1)' }, '操作手册链接必须以 http(s):// 或 / 开头'],
      [{ staticDomain: '//evil.example' }, '静态文件域名必须以 http(s):// 或 / 开头'],
      [{ certificateStandardName: 4 }, '认证标准列显示方式只能是'],
    ] as const) {
      const res = await save(patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const unchanged = (await get(admin, '/api/sys/cerErpPortalSetting/setting')).body.result;
    expect(unchanged).toEqual(current);

    const ok = await save({ systemName: '华衡认证业务系统', certificateStandardName: 2 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const info = await userInfo(staff);
    expect(info.erpPortalSetting).toMatchObject({
      systemName: '华衡认证业务系统',
      certificateStandardName: 2,
    });
    expect((await save({ systemName: '旧版本' })).status).toBe(409);
    // Another tenant's setting is untouched.
    expect((await userInfo(otherAdmin)).erpPortalSetting.systemName).not.toBe('华衡认证业务系统');
  });
});

describe('sign-in log', () => {
  it('records failures and successes with address and user agent, filters, pages and exports', async () => {
    const attempt = (password: string) =>
      t.call(null, {
        method: 'POST',
        url: '/api/sys/erpnew/login',
        payload: { username: 'finance', password },
        headers: { 'user-agent': 'SignInLogTest/1.0' },
      });
    expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt('DemoPass123')).status).toBe(200);

    const list = (query: string) => get(admin, `/api/sys/loginLog/list?username=finance${query}`);
    const all = (await list('')).body.result;
    expect(all.total).toBeGreaterThanOrEqual(2);
    const [latest, previous] = all.records;
    expect(latest).toMatchObject({
      event: 'login',
      outcome: 'success',
      username: 'finance',
      userAgent: 'SignInLogTest/1.0',
    });
    expect(latest.ip).toBeTruthy();
    expect(previous).toMatchObject({ outcome: 'failure', detail: '密码错误' });
    expect(
      (await list('&outcome=failure')).body.result.records.every((r: Row) => r.outcome === 'failure'),
    ).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`&dateFrom=${today}&dateTo=${today}`)).body.result.total).toBe(all.total);
    expect((await list('&dateFrom=2000-01-01&dateTo=2000-01-02')).body.result.total).toBe(0);
    expect((await list('&pageSize=1&pageNo=2')).body.result.records[0].id).toBe(previous.id);
    for (const bad of [
      '&outcome=maybe',
      '&dateFrom=2026-13-45',
      '&column=password_hash',
      '&dateFrom=1%27%20or%201=1',
    ])
      expect((await list(bad)).status, bad).toBe(400);
    // The other tenant sees none of these.
    expect((await get(otherAdmin, '/api/sys/loginLog/list?username=finance')).body.result.total).toBe(0);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/sys/loginLog/exportXls?username=finance',
      headers: { 'x-access-token': admin },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.getWorksheet('登录日志')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('时间');
    expect(sheet.rowCount - 1).toBe(all.total);
    expect(sheet.getRow(2).getCell(4).value).toBe('成功');
    expect(sheet.getRow(3).getCell(5).value).toBe('密码错误');
  });
});

describe('operation log', () => {
  it('shows who changed which record, with a before/after diff, filters and exports', async () => {
    const dict = await bySeed('sys.standard');
    const edited = await put(admin, '/api/sys/permission/edit', { ...dict, hidden: true });
    expect(edited.status).toBe(200);

    const list = (
      await get(admin, `/api/sys/operLog/list?tableName=permissions&action=update&recordId=${dict.id}`)
    ).body.result;
    expect(list.total).toBe(1);
    const entry = list.records[0];
    expect(entry).toMatchObject({
      tableName: 'permissions',
      tableLabel: '菜单权限',
      action: 'update',
      changedFields: ['隐藏'],
    });
    expect(entry.actorName).toContain('admin');

    const detail = (await get(admin, `/api/sys/operLog/detail?id=${entry.id}`)).body.result;
    const hidden = detail.changes.find((c: Row) => c.field === 'hidden');
    expect(hidden).toEqual({ field: 'hidden', label: '隐藏', before: false, after: true, changed: true });
    expect(detail.changes.find((c: Row) => c.field === 'path')).toMatchObject({ changed: false });

    // Filters: by actor, action and table choices; a bad id or another tenant's entry is 404.
    expect(
      (await get(admin, `/api/sys/operLog/list?actor=admin&action=update&tableName=permissions`)).body.result
        .total,
    ).toBeGreaterThan(0);
    expect((await get(admin, `/api/sys/operLog/list?actor=nobody-like-this`)).body.result.total).toBe(0);
    expect((await get(admin, '/api/sys/operLog/tables')).body.result).toContainEqual({
      value: 'permissions',
      label: '菜单权限',
    });
    expect((await get(otherAdmin, `/api/sys/operLog/detail?id=${entry.id}`)).status).toBe(404);
    expect((await get(otherAdmin, `/api/sys/operLog/list?recordId=${dict.id}`)).body.result.total).toBe(0);
    for (const bad of ['tableName=users;drop', 'action=truncate', 'column=before'])
      expect((await get(admin, `/api/sys/operLog/list?${bad}`)).status, bad).toBe(400);
    expect((await get(admin, '/api/sys/operLog/detail?id=abc')).status).toBe(400);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/sys/operLog/exportXls?action=update&recordId=${dict.id}`,
      headers: { 'x-access-token': admin },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.getWorksheet('操作日志')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('修改');
    expect(sheet.getRow(2).getCell(6).value).toBe('隐藏');
  });

  it('never shows a password hash, even for a password change', async () => {
    const token = await t.login('decider');
    const changed = await put(token, '/api/sys/user/changePassword', {
      oldpassword: 'DemoPass123',
      password: 'NewDemoPass456',
      confirmpassword: 'NewDemoPass456',
    });
    expect(changed.status).toBe(200);
    const [{ id: deciderId } = { id: '' }] = await t.database.systemTx((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'decider'))),
    );
    const list = (await get(admin, `/api/sys/operLog/list?tableName=users&recordId=${deciderId}`)).body
      .result;
    expect(list.total).toBeGreaterThan(0);
    const detail = await get(admin, `/api/sys/operLog/detail?id=${list.records[0].id}`);
    const text = JSON.stringify(detail.body);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('scrypt');
    expect(detail.body.result.changes.some((c: Row) => c.field === 'password_changed_at' && c.changed)).toBe(
      true,
    );
  });

  it('records settings changes with the changed value', async () => {
    const list = (await get(admin, '/api/sys/operLog/list?tableName=tenant_settings')).body.result;
    const entry = list.records.find((r: Row) => r.changedFields.includes('设置内容·系统名称'));
    expect(entry.changedFields).toEqual(['设置内容·系统名称', '设置内容·认证标准列显示方式']);
    const detail = (await get(admin, `/api/sys/operLog/detail?id=${entry.id}`)).body.result;
    expect(detail.changes[0]).toMatchObject({
      field: 'value.systemName',
      after: '华衡认证业务系统',
      changed: true,
    });
    const [row] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(tenantSettings)
        .where(and(eq(tenantSettings.tenantId, 1), eq(tenantSettings.key, 'erpPortal'))),
    );
    expect(detail.recordId).toBe(row!.id);
  });
});

describe("operation log in the users' words", () => {
  const CJK = /[\u4e00-\u9fa5]/;
  const IDENTIFIER = /^[a-z][a-z0-9_]*(\.[a-zA-Z0-9_]+)?$/;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-/;

  it('names changed fields with Chinese labels and records by their name or number', async () => {
    // A user edited by the administrator.
    const users = (await get(admin, '/api/sys/user/list?keyword=finance')).body.result.records;
    const finance = users.find((u: { username: string }) => u.username === 'finance');
    const edited = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/user/edit',
      payload: {
        id: finance.id,
        version: finance.version,
        realname: '钱会计',
        phone: '13911112222',
        roleIds: finance.roles.map((r: { id: string }) => r.id),
      },
    });
    expect(edited.status).toBe(200);
    // An application whose checklist and status change.
    const list = (await get(admin, '/api/xmsl/cerApplyApi/list?status=1&pageSize=1')).body.result.records;
    const accepted = await t.call(admin, {
      method: 'POST',
      url: '/api/xmsl/cerApplyApi/accept',
      payload: { id: list[0].id, version: list[0].version },
    });
    expect(accepted.status).toBe(200);

    const rows = (await get(admin, '/api/sys/operLog/list?action=update&pageSize=50')).body.result
      .records as {
      tableName: string;
      recordId: string;
      recordLabel: string;
      changedFields: string[];
    }[];
    const userRow = rows.find((r) => r.tableName === 'users' && r.recordId === finance.id)!;
    expect(userRow.recordLabel).toBe('钱会计（finance）');
    expect(userRow.changedFields).toEqual(expect.arrayContaining(['姓名', '手机']));
    const appRow = rows.find((r) => r.tableName === 'applications' && r.recordId === list[0].id)!;
    expect(appRow.recordLabel).toBe(list[0].applyNo);
    expect(appRow.changedFields).toEqual(expect.arrayContaining(['状态', '受理时间']));
    for (const row of rows) {
      expect(row.recordLabel, row.tableName).not.toMatch(UUID);
      for (const field of row.changedFields) {
        expect(field, `${row.tableName}: ${field}`).toMatch(CJK);
        expect(field, `${row.tableName}: ${field}`).not.toMatch(IDENTIFIER);
      }
    }
  });

  it('has a Chinese name for every table the audit trail records', async () => {
    const audited = await t.database.systemTx(async (tx) => {
      const rows = await tx.execute<{ table: string }>(
        sql`select distinct event_object_table as "table" from information_schema.triggers
            where trigger_name = event_object_table || '_audit'`,
      );
      return ('rows' in rows ? rows.rows : rows) as { table: string }[];
    });
    expect(audited.length).toBeGreaterThan(20);
    const labels = tableLabels(AREAS);
    const unnamed = audited.map((r) => r.table).filter((table) => !CJK.test(labels[table] ?? ''));
    expect(unnamed).toEqual([]);
    // …and for each of their columns a change can show.
    const columns = await t.database.systemTx(async (tx) => {
      const rows = await tx.execute<{ table: string; column: string }>(
        sql`select table_name as "table", column_name as "column" from information_schema.columns
            where table_schema = current_schema() and column_name not in ('id', 'tenant_id', 'version')`,
      );
      return ('rows' in rows ? rows.rows : rows) as { table: string; column: string }[];
    });
    const tables = new Set(audited.map((r) => r.table));
    const unlabelled = columns
      .filter((c) => tables.has(c.table) && !CJK.test(fieldLabel(c.table, c.column)))
      .map((c) => `${c.table}.${c.column}`);
    expect(unlabelled).toEqual([]);
  });

  it('shows a change to an audit plan with Chinese field names only', async () => {
    const [row] = (await get(admin, '/api/shfa/planAssign/list?status=0&pageSize=1')).body.result.records;
    const plan = (await get(admin, `/api/shfa/planAssign/queryById?id=${row.id}`)).body.result;
    // A Monday and Tuesday two months ahead.
    const monday = new Date(Date.now() + 60 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    const day = (offset: number) =>
      new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const saved = await put(admin, '/api/shfa/planAssign/edit', {
      id: plan.id,
      version: plan.version,
      method: 1,
      schedule: [
        { date: day(0), period: 3 },
        { date: day(1), period: 1 },
      ],
      sites: [{ name: '总部', address: '上海市浦东新区' }],
      notes: '日程已与企业确认',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const entries = (await get(admin, `/api/sys/operLog/list?tableName=audit_plans&recordId=${plan.id}`)).body
      .result.records as { id: number; tableLabel: string; recordLabel: string; changedFields: string[] }[];
    const change = entries[0]!;
    expect(change).toMatchObject({ tableLabel: '审核计划', recordLabel: plan.planNo });
    expect(change.changedFields).toEqual(
      expect.arrayContaining(['审核日程', '开始日期', '结束日期', '备注']),
    );
    const detail = (await get(admin, `/api/sys/operLog/detail?id=${change.id}`)).body.result;
    expect(detail.changes.length).toBeGreaterThan(10);
    for (const c of detail.changes as { field: string; label: string }[]) {
      expect(c.label, c.field).toMatch(CJK);
      expect(c.label, c.field).not.toMatch(IDENTIFIER);
    }
  });

  it("never shows a sign-in app's secret, a channel's password, or whole ID card and bank numbers", async () => {
    // The WeCom sign-in app (configured by the operator in the database) and its secret rotated.
    const providerId = uuidv7();
    await t.database.systemTx(async (tx) => {
      await tx.insert(thirdPartyProviders).values({
        id: providerId,
        tenantId: 1,
        provider: 'wechat_enterprise',
        corpId: 'ww-log-corp',
        agentId: '1000009',
        secret: 'sign-in-secret-1',
      });
      await tx
        .update(thirdPartyProviders)
        .set({ secret: 'sign-in-secret-2', agentId: '1000010', version: sql`version + 1` })
        .where(eq(thirdPartyProviders.id, providerId));
    });
    // The trigger keeps the secret out of the trail itself, as it does the password hash.
    const stored = await t.database.systemTx((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.recordId, providerId)),
    );
    expect(stored.map((r) => r.action).sort()).toEqual(['insert', 'update']);
    expect(JSON.stringify(stored)).not.toContain('sign-in-secret');

    // A mail channel saved twice with its password.
    const channel = async (pass: string, host: string) => {
      const list = (await get(admin, '/api/sys/noticeChannel/list')).body.result as Row[];
      const email = list.find((c) => c.route === '2')!;
      const res = await put(admin, '/api/sys/noticeChannel/edit', {
        route: '2',
        enabled: false,
        version: email.version,
        config: { host, port: 465, secure: true, user: 'cb', pass, from: 'noreply@cb.example' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await channel('mail-pass-first', 'smtp1.cb.example');
    await channel('mail-pass-second', 'smtp2.cb.example');

    // An auditor's ID card and bank account corrected.
    const [auditor] = await t.database.systemTx((tx) =>
      tx.select().from(auditors).where(eq(auditors.tenantId, 1)).limit(1),
    );
    const bankAccount = '6222020200112233445';
    await t.database.systemTx((tx) =>
      tx.update(auditors).set({ bankAccount, version: sql`version + 1` }).where(eq(auditors.id, auditor!.id)),
    );

    const shown = async (query: string) => {
      const list = (await get(admin, `/api/sys/operLog/list?${query}&pageSize=50`)).body.result;
      expect(list.total, query).toBeGreaterThan(0);
      const details = await Promise.all(
        list.records.map((r: Row) => get(admin, `/api/sys/operLog/detail?id=${r.id}`)),
      );
      return { list: list.records as Row[], text: JSON.stringify([list, details.map((d) => d.body)]) };
    };
    const provider = await shown(`tableName=third_party_providers&recordId=${providerId}`);
    expect(provider.text).not.toContain('sign-in-secret');
    expect(provider.list.find((r) => r.action === 'update')!.changedFields).toEqual(['应用AgentId']);

    const mail = await shown('tableName=notice_channel_configs');
    expect(mail.text).not.toContain('mail-pass');
    expect(mail.text).toContain('smtp2.cb.example');
    expect(mail.list[0]!.changedFields).toEqual(['渠道配置·SMTP服务器']);

    const person = await shown(`tableName=auditors&recordId=${auditor!.id}&action=update`);
    expect(person.text).not.toContain(auditor!.idCardNo);
    expect(person.text).not.toContain(bankAccount);
    expect(person.text).toContain('**** 3445');
    const [update] = person.list;
    expect(update!.changedFields).toEqual(['银行账号']);
    const detail = (await get(admin, `/api/sys/operLog/detail?id=${update!.id}`)).body.result;
    expect(detail.changes.find((c: Row) => c.field === 'id_card_no')).toMatchObject({
      label: '身份证号',
      changed: false,
      after: `${auditor!.idCardNo.slice(0, 3)}***********${auditor!.idCardNo.slice(-4)}`,
    });
  });

  it('describes the roles in Chinese', async () => {
    const roles = (await get(admin, '/api/sys/role/list?pageSize=50')).body.result.records as {
      code: string;
      description: string | null;
    }[];
    for (const role of roles) expect(role.description ?? '', role.code).toMatch(CJK);
  });
});
