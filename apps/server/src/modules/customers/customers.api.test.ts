import { creditCodeCheckCharacter } from '@cb/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { auditLog } from '../../platform/db/platform-schema.ts';
import { invalidatePermissionCache } from '../../platform/identity/permission-cache.ts';
import { permissions, rolePermissions, roles, users } from '../../platform/identity/schema.ts';
import { partners } from '../partners/schema.ts';
import { createTenant } from '../system/seed.ts';
import { customerUserLinks, enterpriseSites, enterprises } from './schema.ts';
import { DEMO_ENTERPRISE_COUNT } from './seed.ts';

let t: TestContext;
let staff: string;
let auditor: string;
let enterpriseUser: string;
let partnerUser: string;
let finance: string;

/** A valid credit code whose organisation part is made from `n`. */
function creditCode(n: number): string {
  const first17 = `91310115${String(n).padStart(9, '0')}`;
  return first17 + creditCodeCheckCharacter(first17);
}

let serial = 100;
function enterpriseInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `测试企业${serial}有限公司`,
    creditCode: creditCode(serial),
    natureCode: '3',
    industryCode: '18',
    regionCode: '310000',
    registeredCapital: '1234.5678',
    legalRepresentative: '张三',
    registeredAddress: '上海市浦东新区张江路1号',
    totalHeadcount: 120,
    sites: [
      {
        siteType: '1',
        name: '总部',
        address: '上海市浦东新区张江路1号',
        headcount: 100,
        isCentralFunction: true,
      },
    ],
    contacts: [{ name: '李四', role: '管理者代表', phone: '13812345678', email: 'li@example.com' }],
    ...overrides,
  };
}

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'POST', url: '/api/khgl/enterprise/add', payload: payload as object, headers });
const put = (token: string | null, payload: unknown) =>
  t.call(token, { method: 'PUT', url: '/api/khgl/enterprise/edit', payload: payload as object });

const countEnterprises = () =>
  t.database.systemTx(async (tx) => Number((await tx.select({ n: count() }).from(enterprises))[0]!.n));

/** Grants a permission code to a role of tenant 1 (tests of the scoped roles' reads). */
async function grant(roleCode: string, action: string) {
  await t.database.systemTx(async (tx) => {
    const [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, 1), eq(roles.code, roleCode)));
    const [perm] = await tx
      .select()
      .from(permissions)
      .where(and(eq(permissions.tenantId, 1), eq(permissions.action, action)));
    await tx
      .insert(rolePermissions)
      .values({ tenantId: 1, roleId: role!.id, permissionId: perm!.id })
      .onConflictDoNothing();
    // As every grant change does: signed-in sessions read their permissions again.
    await invalidatePermissionCache(tx, 1);
  });
}

beforeAll(async () => {
  t = await createTestContext();
  const tokens = await Promise.all(
    ['staff', 'auditor', 'enterprise', 'partner', 'finance'].map((u) => t.login(u)),
  );
  [staff, auditor, enterpriseUser, partnerUser, finance] = tokens as [string, string, string, string, string];
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('has the demo enterprises with valid credit codes, sites and contacts, and the user links', async () => {
    const res = await get(staff, '/api/khgl/enterprise/list?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.result.total).toBe(DEMO_ENTERPRISE_COUNT);
    for (const r of res.body.result.records) {
      expect(r.creditCode).toHaveLength(18);
      expect(creditCodeCheckCharacter(r.creditCode.slice(0, 17))).toBe(r.creditCode[17]);
    }
    const links = await t.database.systemTx((tx) => tx.select().from(customerUserLinks));
    expect(links).toHaveLength(2);
  });
});

describe('POST /api/khgl/enterprise/add', () => {
  it('creates an enterprise with its sites and contacts, a generated code and the scale level', async () => {
    const input = enterpriseInput({ creditCode: creditCode(7).toLowerCase() });
    const res = await post(staff, input);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('添加成功！');
    expect(res.body.result.code).toMatch(/^KH\d{4}\d{5}$/);
    const detail = await get(staff, `/api/khgl/enterprise/queryById?id=${res.body.result.id}`);
    expect(detail.status).toBe(200);
    const e = detail.body.result;
    expect(e.name).toBe(input.name);
    expect(e.creditCode).toBe(creditCode(7));
    expect(e.scaleLevel).toBe('M');
    expect(e.regionName).toBe('上海市');
    expect(Number(e.registeredCapital)).toBeCloseTo(1234.5678);
    expect(e.sites).toHaveLength(1);
    expect(e.sites[0]).toMatchObject({
      name: '总部',
      siteType: '1',
      headcount: 100,
      isCentralFunction: true,
    });
    expect(e.contacts[0]).toMatchObject({ name: '李四', phone: '13812345678' });
    expect(e).not.toHaveProperty('tenantId');
  });

  it('numbers customers in sequence', async () => {
    const a = await post(staff, enterpriseInput());
    const b = await post(staff, enterpriseInput());
    expect(Number(b.body.result.code.slice(6))).toBe(Number(a.body.result.code.slice(6)) + 1);
  });

  it.each([
    [{ name: '' }, '请输入企业名称'],
    [{ creditCode: '' }, '请输入统一社会信用代码'],
    [{ creditCode: '91310115000000101X' }, '请输入正确的统一社会信用代码'],
    [{ creditCode: '12345' }, '请输入正确的统一社会信用代码'],
    [{ registeredCapital: '12.34567' }, '注册资本只能是数字，最多4位小数'],
    [{ registeredCapital: '-1' }, '注册资本只能是数字，最多4位小数'],
    [{ registeredCapital: '.5' }, '注册资本只能是数字，最多4位小数'],
    [{ totalHeadcount: -1 }, '总人数必须是非负整数'],
    [{ totalHeadcount: 1.5 }, '总人数必须是非负整数'],
    [{ regionCode: '999999' }, '所在地区不正确'],
    [{ natureCode: "1' or '1'='1" }, '企业性质不正确'],
    [{ partnerId: 'not-a-uuid' }, '数据标识格式错误'],
    [{ contacts: [{ name: '王五', phone: '' }] }, '请输入联系方式'],
    [{ contacts: [{ name: '王五', phone: '12345678901' }] }, '请输入正确的电话'],
    [{ contacts: [{ name: '王五', phone: '13812345678', email: 'bad' }] }, '请输入正确的邮箱'],
    [{ contacts: [{ name: '', phone: '13812345678' }] }, '请输入联系人姓名'],
    [{ sites: [{ siteType: '1', name: '厂区', address: '' }] }, '请输入场所地址'],
    [{ sites: [{ siteType: '9', name: '厂区', address: '某地' }] }, '请选择场所类型'],
    [{ name: 'x'.repeat(101) }, '企业名称长度不能超过100个字符'],
  ])('refuses %j with “%s” and writes nothing', async (override, message) => {
    const before = await countEnterprises();
    const res = await post(staff, enterpriseInput(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countEnterprises()).toBe(before);
  });

  it('refuses an unknown partner and writes nothing (no sites or contacts either)', async () => {
    const sitesBefore = await t.database.systemTx(
      async (tx) => (await tx.select({ n: count() }).from(enterpriseSites))[0]!.n,
    );
    const res = await post(staff, enterpriseInput({ partnerId: '0190f5b2-0000-7000-8000-000000000000' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('合作方不存在');
    const sitesAfter = await t.database.systemTx(
      async (tx) => (await tx.select({ n: count() }).from(enterpriseSites))[0]!.n,
    );
    expect(sitesAfter).toBe(sitesBefore);
  });

  it('refuses a duplicate name and a duplicate credit code with 409, case-insensitively for the code', async () => {
    const first = enterpriseInput();
    expect((await post(staff, first)).status).toBe(200);
    const byName = await post(staff, enterpriseInput({ name: first.name }));
    expect(byName.status).toBe(409);
    expect(byName.body.message).toBe('企业名称已存在');
    const byCode = await post(staff, enterpriseInput({ creditCode: first.creditCode.toLowerCase() }));
    expect(byCode.status).toBe(409);
    expect(byCode.body.message).toBe('统一社会信用代码已存在');
  });

  it('writes once for a retried POST with the same Idempotency-Key', async () => {
    const input = enterpriseInput();
    const before = await countEnterprises();
    const headers = { 'idempotency-key': `customers-${Date.now()}` };
    const a = await post(staff, input, headers);
    const b = await post(staff, input, headers);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body.result.id).toBe(a.body.result.id);
    expect(await countEnterprises()).toBe(before + 1);
  });

  it('needs khgl:enterprise:add (403) and a token (401)', async () => {
    expect((await post(auditor, enterpriseInput())).status).toBe(403);
    expect((await post(enterpriseUser, enterpriseInput())).status).toBe(403);
    expect((await post(null, enterpriseInput())).status).toBe(401);
  });
});

describe('GET /api/khgl/enterprise/checkUnique', () => {
  it('tells whether a name or credit code is free, except for the record itself', async () => {
    const input = enterpriseInput();
    const { id } = (await post(staff, input)).body.result;
    const name = encodeURIComponent(input.name);
    const taken = await get(staff, `/api/khgl/enterprise/checkUnique?field=name&value=${name}`);
    expect(taken.body.result.unique).toBe(false);
    expect(taken.body.message).toBe('企业名称已存在');
    const self = await get(staff, `/api/khgl/enterprise/checkUnique?field=name&value=${name}&id=${id}`);
    expect(self.body.result.unique).toBe(true);
    const code = await get(
      staff,
      `/api/khgl/enterprise/checkUnique?field=creditCode&value=${input.creditCode.toLowerCase()}`,
    );
    expect(code.body.result.unique).toBe(false);
    const free = await get(
      staff,
      `/api/khgl/enterprise/checkUnique?field=name&value=${encodeURIComponent('没有的企业')}`,
    );
    expect(free.body.result.unique).toBe(true);
  });

  it('refuses other fields (no client-chosen columns)', async () => {
    const res = await get(staff, '/api/khgl/enterprise/checkUnique?field=password_hash&value=x');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('不支持的校验字段');
    expect((await get(auditor, '/api/khgl/enterprise/checkUnique?field=name&value=x')).status).toBe(403);
  });
});

describe('PUT /api/khgl/enterprise/edit', () => {
  it('updates fields and children with the version, and a stale version is 409 with nothing written', async () => {
    const created = (await post(staff, enterpriseInput())).body.result;
    const detail = (await get(staff, `/api/khgl/enterprise/queryById?id=${created.id}`)).body.result;
    const keptSite = detail.sites[0];
    const res = await put(staff, {
      ...enterpriseInput({
        name: `${detail.name}（改）`,
        creditCode: detail.creditCode,
        totalHeadcount: 1200,
      }),
      id: created.id,
      version: detail.version,
      sites: [
        { ...keptSite, name: '总部（新址）' },
        { siteType: '2', name: '项目部', address: '临时地址', headcount: 5 },
      ],
      contacts: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.version).toBe(detail.version + 1);
    expect(res.body.result.code).toBe(detail.code);
    const after = (await get(staff, `/api/khgl/enterprise/queryById?id=${created.id}`)).body.result;
    expect(after.scaleLevel).toBe('L');
    expect(after.sites.map((s: { id: string; name: string }) => [s.id === keptSite.id, s.name])).toEqual([
      [true, '总部（新址）'],
      [false, '项目部'],
    ]);
    expect(after.contacts).toEqual([]);

    const stale = await put(staff, {
      ...enterpriseInput({ name: '不会写入' }),
      id: created.id,
      version: detail.version,
    });
    expect(stale.status).toBe(409);
    const unchanged = (await get(staff, `/api/khgl/enterprise/queryById?id=${created.id}`)).body.result;
    expect(unchanged.name).toBe(after.name);
    expect(unchanged.sites).toHaveLength(2);
  });

  it('refuses a site id of another enterprise and rolls the whole save back', async () => {
    const a = (await post(staff, enterpriseInput())).body.result;
    const b = (await post(staff, enterpriseInput())).body.result;
    const bDetail = (await get(staff, `/api/khgl/enterprise/queryById?id=${b.id}`)).body.result;
    const aDetail = (await get(staff, `/api/khgl/enterprise/queryById?id=${a.id}`)).body.result;
    const res = await put(staff, {
      ...enterpriseInput({ name: '应当回滚' }),
      id: a.id,
      version: aDetail.version,
      sites: [{ ...bDetail.sites[0] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('场所不存在');
    const again = (await get(staff, `/api/khgl/enterprise/queryById?id=${a.id}`)).body.result;
    expect(again.name).toBe(aDetail.name);
    expect(again.version).toBe(aDetail.version);
  });

  it('refuses renaming onto another enterprise (409) and needs khgl:enterprise:edit', async () => {
    const a = enterpriseInput();
    await post(staff, a);
    const b = (await post(staff, enterpriseInput())).body.result;
    const res = await put(staff, { ...enterpriseInput({ name: a.name }), id: b.id, version: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('企业名称已存在');
    expect((await put(auditor, { ...enterpriseInput(), id: b.id, version: 1 })).status).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await put(staff, {
      ...enterpriseInput(),
      id: '0190f5b2-0000-7000-8000-000000000001',
      version: 1,
    });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/khgl/enterprise/list', () => {
  it('searches by name, credit code, region and partner, and pages and sorts on the server', async () => {
    const [partner] = await t.database.systemTx((tx) =>
      tx.select().from(partners).where(eq(partners.code, 'HZ002')),
    );
    const input = enterpriseInput({
      name: '检索专用_100%企业',
      regionCode: '650000',
      partnerId: partner!.id,
    });
    await post(staff, input);
    const byName = await get(staff, `/api/khgl/enterprise/list?name=${encodeURIComponent('100%')}`);
    expect(byName.body.result.records.map((r: { name: string }) => r.name)).toEqual([input.name]);
    const byCode = await get(
      staff,
      `/api/khgl/enterprise/list?creditCode=${input.creditCode.slice(0, 14).toLowerCase()}`,
    );
    expect(byCode.body.result.records.some((r: { name: string }) => r.name === input.name)).toBe(true);
    const byRegion = await get(staff, '/api/khgl/enterprise/list?regionCode=650000');
    expect(byRegion.body.result.records.map((r: { name: string }) => r.name)).toEqual([input.name]);
    const byPartner = await get(staff, `/api/khgl/enterprise/list?partnerId=${partner!.id}&pageSize=100`);
    expect(
      byPartner.body.result.records.every((r: { partnerName: string }) => r.partnerName === partner!.name),
    ).toBe(true);
    expect(byPartner.body.result.records.length).toBeGreaterThan(1);

    const page2 = await get(
      staff,
      '/api/khgl/enterprise/list?pageNo=2&pageSize=5&column=totalHeadcount&order=asc',
    );
    expect(page2.body.result).toMatchObject({ current: 2, size: 5 });
    expect(page2.body.result.records).toHaveLength(5);
    const heads = page2.body.result.records.map((r: { totalHeadcount: number }) => r.totalHeadcount);
    expect([...heads].sort((a, b) => a - b)).toEqual(heads);
    const byNameDesc = await get(staff, '/api/khgl/enterprise/list?pageSize=100&column=name&order=desc');
    const names = byNameDesc.body.result.records.map((r: { name: string }) => r.name);
    expect(names.length).toBeGreaterThan(10);
  });

  it.each([
    ['column=password_hash', '不支持的排序字段'],
    ['pageSize=1000', '每页条数最大为100'],
    ['order=sideways', '排序方向只能是 asc 或 desc'],
    ['partnerId=1%27%20or%201%3D1', '数据标识格式错误'],
    ['status=7', '状态只能是 0 或 1'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await get(staff, `/api/khgl/enterprise/list?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('needs a read permission', async () => {
    expect((await get(auditor, '/api/khgl/enterprise/list')).status).toBe(403);
  });
});

describe('GET /api/khgl/enterprise/exportXls', () => {
  it('exports the filtered list as a workbook with Chinese headers', async () => {
    const input = enterpriseInput({ name: '导出专用科技有限公司' });
    await post(staff, input);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/khgl/enterprise/exportXls?name=${encodeURIComponent('导出专用')}`,
      headers: { 'x-access-token': staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('企业客户.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as never);
    const sheet = workbook.getWorksheet('企业客户')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('企业名称');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(input.name);
    expect(sheet.getRow(2).getCell(3).value).toBe(input.creditCode);
    expect(sheet.getRow(2).getCell(10).value).toBe('中型');
  });

  it('needs khgl:enterprise:export', async () => {
    await grant('auditor', 'khgl:enterprise:detail');
    const res = await get(auditor, '/api/khgl/enterprise/exportXls');
    expect(res.status).toBe(403);
  });
});

describe('DELETE /api/khgl/enterprise/delete', () => {
  it('soft-deletes with the version: gone from lists and detail, name free again, row kept', async () => {
    const input = enterpriseInput();
    const { id } = (await post(staff, input)).body.result;
    expect(
      (await t.call(staff, { method: 'DELETE', url: `/api/khgl/enterprise/delete?id=${id}&version=9` }))
        .status,
    ).toBe(409);
    const res = await t.call(staff, {
      method: 'DELETE',
      url: `/api/khgl/enterprise/delete?id=${id}&version=1`,
    });
    expect(res.status).toBe(200);
    expect((await get(staff, `/api/khgl/enterprise/queryById?id=${id}`)).status).toBe(404);
    const again = await post(staff, { ...input, sites: [], contacts: [] });
    expect(again.status).toBe(200);
    const [kept] = await t.database.systemTx((tx) =>
      tx.select().from(enterprises).where(eq(enterprises.id, id)),
    );
    expect(kept!.deleted).toBe(true);
  });
});

describe('GET /api/khgl/enterprise/history', () => {
  it('lists who changed what, including site and contact changes, newest first', async () => {
    const { id } = (await post(staff, enterpriseInput({ totalHeadcount: 10 }))).body.result;
    const detail = (await get(staff, `/api/khgl/enterprise/queryById?id=${id}`)).body.result;
    await put(staff, {
      ...enterpriseInput({ name: detail.name, creditCode: detail.creditCode, totalHeadcount: 60 }),
      id,
      version: 1,
      sites: detail.sites,
      contacts: [],
    });
    const res = await get(staff, `/api/khgl/enterprise/history?id=${id}&pageSize=50`);
    expect(res.status).toBe(200);
    const entries = res.body.result.records;
    const update = entries.find(
      (e: { table: string; action: string }) => e.table === 'enterprises' && e.action === 'update',
    );
    expect(update.actorName).toBe('王业务');
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'totalHeadcount', before: 10, after: 60 },
        { field: 'scaleLevel', before: 'S', after: 'M' },
      ]),
    );
    expect(update.changes.map((c: { field: string }) => c.field)).not.toContain('version');
    expect(
      entries.some(
        (e: { table: string; action: string }) => e.table === 'enterprise_contacts' && e.action === 'delete',
      ),
    ).toBe(true);
    expect(
      entries.some(
        (e: { table: string; action: string }) => e.table === 'enterprise_sites' && e.action === 'insert',
      ),
    ).toBe(true);
    expect(entries.at(-1).action).toBe('insert');
  });

  it('answers 404 for an unknown record and 403 without a read permission', async () => {
    expect(
      (await get(staff, '/api/khgl/enterprise/history?id=0190f5b2-0000-7000-8000-000000000002')).status,
    ).toBe(404);
    const [any] = await t.database.systemTx((tx) =>
      tx.select({ id: enterprises.id }).from(enterprises).limit(1),
    );
    expect((await get(enterpriseUser, `/api/khgl/enterprise/history?id=${any!.id}`)).status).toBe(403);
  });
});

/** A multipart body with a document type and one file. */
function multipart(documentType: string, name: string, data: Buffer) {
  const boundary = `----cb${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('enterprise files (/api/khgl/enterprise/files)', () => {
  it('uploads a business licence to an enterprise and lists it; refuses other types and users', async () => {
    const { id } = (await post(staff, enterpriseInput())).body.result;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await t.call(staff, {
      method: 'POST',
      url: `/api/khgl/enterprise/files/${id}`,
      ...multipart('business_license', '营业执照.pdf', pdf),
    });
    expect(up.status).toBe(200);
    const list = await get(staff, `/api/khgl/enterprise/files/${id}`);
    expect(list.body.result.map((g: { documentType: string }) => g.documentType)).toEqual([
      'business_license',
    ]);
    const wrongType = await t.call(staff, {
      method: 'POST',
      url: `/api/khgl/enterprise/files/${id}`,
      ...multipart('xmsl001', 'a.pdf', pdf),
    });
    expect(wrongType.status).toBe(400);
    expect((await get(finance, `/api/khgl/enterprise/files/${id}`)).status).toBe(403);
    expect((await get(staff, '/api/khgl/enterprise/files/0190f5b2-0000-7000-8000-000000000003')).status).toBe(
      404,
    );
  });
});

describe('scoping', () => {
  it('an enterprise user sees only its own enterprise; others answer 404', async () => {
    await grant('enterprise', 'khgl:enterprise:detail');
    const [link] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(customerUserLinks)
        .innerJoin(users, eq(users.id, customerUserLinks.userId))
        .where(eq(users.username, 'enterprise')),
    );
    const own = link!.customer_user_links.enterpriseId!;
    const list = await get(enterpriseUser, '/api/khgl/enterprise/list?pageSize=100');
    expect(list.body.result.records.map((r: { id: string }) => r.id)).toEqual([own]);
    expect((await get(enterpriseUser, `/api/khgl/enterprise/queryById?id=${own}`)).status).toBe(200);
    const other = (await get(staff, '/api/khgl/enterprise/list?pageSize=100')).body.result.records.find(
      (r: { id: string }) => r.id !== own,
    );
    expect((await get(enterpriseUser, `/api/khgl/enterprise/queryById?id=${other.id}`)).status).toBe(404);
    expect((await get(enterpriseUser, `/api/khgl/enterprise/history?id=${other.id}`)).status).toBe(404);
    expect((await get(enterpriseUser, `/api/khgl/enterprise/files/${other.id}`)).status).toBe(404);
    expect((await get(enterpriseUser, `/api/khgl/enterprise/files/${own}`)).status).toBe(200);
    const options = await get(enterpriseUser, '/api/khgl/enterprise/options');
    expect(options.body.result.map((r: { id: string }) => r.id)).toEqual([own]);
    expect((await get(enterpriseUser, '/api/khgl/partner/options')).body.result).toEqual([]);
  });

  it('a partner user sees only the enterprises its partner introduced', async () => {
    await grant('partner', 'khgl:enterprise:detail');
    const [link] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(customerUserLinks)
        .innerJoin(users, eq(users.id, customerUserLinks.userId))
        .where(eq(users.username, 'partner')),
    );
    const partnerId = link!.customer_user_links.partnerId!;
    const list = await get(partnerUser, '/api/khgl/enterprise/list?pageSize=100');
    expect(list.body.result.total).toBeGreaterThan(0);
    expect(list.body.result.records.every((r: { partnerId: string }) => r.partnerId === partnerId)).toBe(
      true,
    );
    const all = (await get(staff, '/api/khgl/enterprise/list?pageSize=100')).body.result.records;
    const foreign = all.find((r: { partnerId: string | null }) => r.partnerId !== partnerId);
    expect((await get(partnerUser, `/api/khgl/enterprise/queryById?id=${foreign.id}`)).status).toBe(404);
    const partnersSeen = (await get(partnerUser, '/api/khgl/partner/options')).body.result;
    expect(partnersSeen.map((p: { id: string }) => p.id)).toEqual([partnerId]);
    // Filtering by another partner cannot widen the scope.
    const otherPartner = all.find(
      (r: { partnerId: string | null }) => r.partnerId && r.partnerId !== partnerId,
    );
    const widened = await get(partnerUser, `/api/khgl/enterprise/list?partnerId=${otherPartner.partnerId}`);
    expect(widened.body.result.total).toBe(0);
  });

  it('an external user without a link sees nothing', async () => {
    await t.database.systemTx((tx) =>
      tx
        .delete(customerUserLinks)
        .where(
          inArray(
            customerUserLinks.userId,
            tx.select({ id: users.id }).from(users).where(eq(users.username, 'partner')),
          ),
        ),
    );
    expect((await get(partnerUser, '/api/khgl/enterprise/list')).body.result.total).toBe(0);
  });

  it('another tenant’s enterprises answer 404 and never appear', async () => {
    const { tenantId, adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家认证机构',
          adminUsername: 'admin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('admin2', 'OtherPass123');
    const shared = enterpriseInput();
    const created = await post(other, shared);
    expect(created.status).toBe(200);
    // The same name and credit code are allowed in another tenant.
    expect((await post(staff, shared)).status).toBe(200);
    const id = created.body.result.id;
    expect((await get(staff, `/api/khgl/enterprise/queryById?id=${id}`)).status).toBe(404);
    expect((await get(staff, `/api/khgl/enterprise/history?id=${id}`)).status).toBe(404);
    expect((await put(staff, { ...shared, id, version: 1 })).status).toBe(404);
    expect(
      (await t.call(staff, { method: 'DELETE', url: `/api/khgl/enterprise/delete?id=${id}&version=1` }))
        .status,
    ).toBe(404);
    const otherList = await get(other, '/api/khgl/enterprise/list');
    expect(otherList.body.result.total).toBe(1);
    const audit = await t.database.tenantTx({ tenantId, userId: null }, (tx) =>
      tx.select({ n: count() }).from(auditLog).where(eq(auditLog.recordId, id)),
    );
    expect(Number(audit[0]!.n)).toBeGreaterThan(0);
  });
});
