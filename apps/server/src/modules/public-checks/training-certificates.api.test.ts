/**
 * 培训证书管理 (证书管理 › 培训证书): the staff list (paging, filters, masked ID-card numbers), add,
 * the duplicate number (409), edit with a stale version, revoke, delete, refusals with their Chinese
 * messages writing nothing, 401/403, tenant isolation, the audit trail — and that the public check
 * /trainCertificate/check answers what staff add and revoke.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { auditLog } from '../../platform/db/platform-schema.ts';
import { userRoles, users } from '../../platform/identity/schema.ts';
import { createTenant } from '../system/seed.ts';
import { trainingCertificates } from './schema.ts';
import { DEMO_TRAINING_CERTIFICATES } from './seed.ts';

let t: TestContext;
let staff: string;
let certadmin: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestContext();
  [staff, certadmin, auditor] = await Promise.all([
    t.login('staff'),
    t.login('certadmin'),
    t.login('auditor'),
  ]);
});
afterAll(() => t.close());

const base = '/api/zsfx/trainCertificate';
const get = (token: string | null, url: string, query: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url: `${base}${url}`, query });
const send = (token: string | null, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.call(token, { method, url: `${base}${url}`, payload });
const remove = (token: string | null, id: string, version: number) =>
  t.call(token, { method: 'DELETE', url: `${base}/delete?id=${id}&version=${version}` });

let nextAddress = 0;
const publicCheck = (certNo: string, name: string, tenantId?: number) => {
  nextAddress += 1;
  return t.call(null, {
    method: 'GET',
    url: '/api/trainCertificate/public/check',
    query: { certNo, name, ...(tenantId ? { tenantId: String(tenantId) } : {}) },
    remoteAddress: `10.40.${nextAddress >> 8}.${nextAddress & 255}`,
  });
};

let serial = 0;
function input(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    certNo: `PX-T-${String(serial).padStart(4, '0')}`,
    holderName: '陈培训',
    holderIdCardNo: '11010519491231002X',
    employer: '上海示范电子有限公司',
    courseName: '质量管理体系内审员培训',
    standardName: 'GB/T 19001-2016/ISO 9001:2015',
    courseHours: 24,
    trainingFrom: '2026-03-01',
    trainingTo: '2026-03-03',
    issueDate: '2026-03-10',
    validTo: null,
    ...overrides,
  };
}

const countRows = async () =>
  Number((await t.database.systemTx((tx) => tx.select({ n: count() }).from(trainingCertificates)))[0]!.n);

describe('培训证书 list', () => {
  it('lists the demo certificates with the ID-card number masked and the live status', async () => {
    const res = await get(staff, '/list', { pageSize: '100' });
    expect(res.status).toBe(200);
    const records = res.body.result.records as { certNo: string; holderIdCardNo: string; status: number }[];
    const byNo = new Map(records.map((r) => [r.certNo, r]));
    expect(byNo.get(DEMO_TRAINING_CERTIFICATES.valid)?.status).toBe(1);
    expect(byNo.get(DEMO_TRAINING_CERTIFICATES.revoked)?.status).toBe(2);
    expect(byNo.get(DEMO_TRAINING_CERTIFICATES.expired)?.status).toBe(3);
    const withId = records.find((r) => r.holderIdCardNo !== '');
    expect(withId?.holderIdCardNo).toMatch(/^\d{3}\*+[\dX]{4}$/);
  });

  it('pages and sorts on the server, and filters by number, name and live status', async () => {
    const all = await get(staff, '/list', { pageSize: '100' });
    const total = all.body.result.total as number;
    expect(total).toBeGreaterThanOrEqual(5);
    const page2 = await get(staff, '/list', { pageSize: '2', pageNo: '2', column: 'certNo', order: 'asc' });
    expect(page2.body.result).toMatchObject({ total, current: 2, size: 2 });
    const sorted = (all.body.result.records as { certNo: string }[]).map((r) => r.certNo).sort();
    expect(page2.body.result.records.map((r: { certNo: string }) => r.certNo)).toEqual(sorted.slice(2, 4));

    const one = await get(staff, '/list', { certNo: DEMO_TRAINING_CERTIFICATES.valid.toLowerCase() });
    expect(one.body.result.records.map((r: { certNo: string }) => r.certNo)).toEqual([
      DEMO_TRAINING_CERTIFICATES.valid,
    ]);
    const expired = await get(staff, '/list', { status: '3' });
    expect(expired.body.result.records.map((r: { certNo: string }) => r.certNo)).toContain(
      DEMO_TRAINING_CERTIFICATES.expired,
    );
    expect(expired.body.result.records.every((r: { status: number }) => r.status === 3)).toBe(true);
    const revoked = await get(staff, '/list', { status: '2', holderName: '孙海涛' });
    expect(revoked.body.result.records).toHaveLength(1);
  });

  it('refuses a bad filter or sort with its Chinese message', async () => {
    expect((await get(staff, '/list', { status: '9' })).body).toMatchObject({
      code: 400,
      message: '证书状态不正确',
    });
    expect((await get(staff, '/list', { column: 'holderIdCardNo' })).body.message).toBe('不支持的排序字段');
  });

  it('exports the filtered list as Excel', async () => {
    const res = await t.call(certadmin, { method: 'GET', url: `${base}/exportXls`, query: { status: '1' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    expect((await t.call(auditor, { method: 'GET', url: `${base}/exportXls` })).status).toBe(403);
  });
});

describe('培训证书 detail: the ID-card number', () => {
  it('is whole for who may edit, masked for a reader who may only look', async () => {
    const admin = await t.login('admin');
    const sys = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.call(admin, { method, url: `/api/sys${url}`, ...(payload ? { payload } : {}) });
    // A role with the page and its 查看 button only, given to the demo HR user.
    const role = (await sys('POST', '/role/add', { code: 'tc_reader', name: '培训证书查看' })).body.result;
    const flat: { id: string; action?: string | null; path?: string | null; children?: unknown[] }[] = [];
    const walk = (nodes: typeof flat) => {
      for (const n of nodes) {
        flat.push(n);
        if (n.children) walk(n.children as typeof flat);
      }
    };
    walk((await sys('GET', '/role/permissionTree')).body.result);
    const page = flat.find((n) => n.path === '/zsfx/trainCertificate')!;
    const look = flat.find((n) => n.action === 'zsfx:trainCertificate:detail')!;
    const version = (await sys('GET', `/role/queryRolePermission?roleId=${role.id}`)).body.result.version;
    const granted = await sys('POST', '/role/saveRolePermission', {
      roleId: role.id,
      version,
      permissionIds: [page.id, look.id],
    });
    expect(granted.status).toBe(200);
    await t.database.systemTx(async (tx) => {
      const [hr] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, 'hr'), eq(users.tenantId, 1)));
      await tx.insert(userRoles).values({ tenantId: 1, userId: hr!.id, roleId: role.id });
    });
    const reader = await t.login('hr');

    const { id } = (await send(staff, 'POST', '/add', input({ certNo: 'px-t-mask-01' }))).body.result;
    expect((await get(staff, '/queryById', { id })).body.result.holderIdCardNo).toBe('11010519491231002X');
    const seen = await get(reader, '/queryById', { id });
    expect(seen.status).toBe(200);
    expect(seen.body.result.holderIdCardNo).not.toContain('19491231');
    expect(seen.body.result.holderIdCardNo).toMatch(/^110\*+002X$/);
  });
});

describe('培训证书 add, edit, revoke, delete', () => {
  it('adds a certificate the public check then finds; reads it with the full ID-card number', async () => {
    const body = input({ certNo: 'px-t-new-01' });
    const added = await send(staff, 'POST', '/add', body);
    expect(added.status).toBe(200);
    const { id, version } = added.body.result;
    const detail = await get(staff, '/queryById', { id });
    expect(detail.body.result).toMatchObject({
      certNo: 'PX-T-NEW-01',
      holderIdCardNo: '11010519491231002X',
      status: 1,
      storedStatus: 1,
      revokedAt: null,
      version,
    });
    expect(detail.body.result).not.toHaveProperty('tenantId');
    const check = await publicCheck('PX-T-NEW-01', '陈培训');
    expect(check.status).toBe(200);
    expect(check.body.result).toMatchObject({ certNo: 'PX-T-NEW-01', statusName: '有效', courseHours: 24 });

    const audit = await t.database.systemTx((tx) =>
      tx
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.tableName, 'training_certificates'), eq(auditLog.recordId, id))),
    );
    expect(Number(audit[0]!.n)).toBe(1);
  });

  it('refuses a taken number (any case) with 409 and its Chinese message, writing nothing', async () => {
    const before = await countRows();
    const taken = await send(
      staff,
      'POST',
      '/add',
      input({ certNo: DEMO_TRAINING_CERTIFICATES.valid.toLowerCase() }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('培训证书编号已存在');
    expect(await countRows()).toBe(before);
  });

  it.each([
    [{ certNo: ' ' }, '请输入培训证书编号'],
    [{ holderName: '' }, '请输入持证人姓名'],
    [{ holderIdCardNo: '110105194912310021' }, '身份证号格式错误'],
    [{ courseHours: 0 }, '学时最小为1'],
    [{ trainingTo: '2026-02-01' }, '培训结束日期不能早于培训开始日期'],
    [{ validTo: '2026-03-01' }, '有效期至不能早于发证日期'],
    [{ issueDate: '2026-02-30' }, '发证日期不是有效的日期'],
    [{ status: 2 }, '撤销证书时请输入撤销原因'],
  ])('refuses %j with 400 %s, writing nothing', async (change, message) => {
    const before = await countRows();
    const res = await send(staff, 'POST', '/add', input(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await countRows()).toBe(before);
  });

  it('edits with the version it read (a stale one is 409 and changes nothing), revokes, and deletes', async () => {
    const body = input({ holderName: '林撤销' });
    const { id, version } = (await send(staff, 'POST', '/add', body)).body.result;
    const edited = await send(staff, 'PUT', '/edit', { ...body, id, version, courseHours: 32 });
    expect(edited.status).toBe(200);
    expect(edited.body.result.version).toBe(version + 1);

    const stale = await send(staff, 'PUT', '/edit', { ...body, id, version, courseHours: 40 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('数据已被他人修改，请刷新后重试');
    expect((await get(staff, '/queryById', { id })).body.result.courseHours).toBe(32);

    const dup = await send(staff, 'PUT', '/edit', {
      ...body,
      id,
      version: version + 1,
      certNo: DEMO_TRAINING_CERTIFICATES.expired,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('培训证书编号已存在');

    const revoked = await send(staff, 'PUT', '/edit', {
      ...body,
      id,
      version: version + 1,
      status: 2,
      revokeReason: '考核资料不实',
    });
    expect(revoked.status).toBe(200);
    const detail = (await get(staff, '/queryById', { id })).body.result;
    expect(detail).toMatchObject({ status: 2, storedStatus: 2, revokeReason: '考核资料不实' });
    expect(detail.revokedAt).not.toBeNull();
    const check = await publicCheck(body.certNo, '林撤销');
    expect(check.body.result.statusName).toBe('已撤销');

    expect((await remove(staff, id, version + 1)).status).toBe(409);
    const removed = await remove(staff, id, version + 2);
    expect(removed.status).toBe(200);
    expect((await get(staff, '/queryById', { id })).status).toBe(404);
    expect((await get(staff, '/queryById', { id })).body.message).toBe('培训证书不存在');
    const gone = await publicCheck(body.certNo, '林撤销');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('未查询到该培训证书，请核对证书编号和持证人姓名');
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await get(null, '/list')).status).toBe(401);
    expect((await send(null, 'POST', '/add', input())).status).toBe(401);
    expect((await get(auditor, '/list')).status).toBe(403);
    const before = await countRows();
    const refused = await send(auditor, 'POST', '/add', input());
    expect(refused.status).toBe(403);
    expect(await countRows()).toBe(before);
  });
});

describe('培训证书 tenant isolation', () => {
  it('keeps each body to its own certificates; the same number is allowed in another body', async () => {
    const { tenantId, adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一培训机构',
          adminUsername: 'admin3',
          adminRealname: '管理员三',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('admin3', 'OtherPass123');
    const shared = input({ certNo: DEMO_TRAINING_CERTIFICATES.valid, holderName: '许其他' });
    const created = await send(other, 'POST', '/add', shared);
    expect(created.status).toBe(200);
    const { id } = created.body.result;
    expect((await get(other, '/list')).body.result.records.map((r: { certNo: string }) => r.certNo)).toEqual([
      DEMO_TRAINING_CERTIFICATES.valid,
    ]);

    expect((await get(staff, '/queryById', { id })).status).toBe(404);
    expect((await send(staff, 'PUT', '/edit', { ...shared, id, version: 1 })).status).toBe(404);
    expect((await remove(staff, id, 1)).status).toBe(404);
    const mine = await get(staff, '/list', { holderName: '许其他' });
    expect(mine.body.result.total).toBe(0);

    expect((await publicCheck(DEMO_TRAINING_CERTIFICATES.valid, '许其他', tenantId)).status).toBe(200);
    expect((await publicCheck(DEMO_TRAINING_CERTIFICATES.valid, '许其他')).status).toBe(404);
  });
});
