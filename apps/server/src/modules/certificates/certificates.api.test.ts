/**
 * Public certificate query (/api/cert/public/*): anonymous access, public fields only, Chinese
 * validation messages, status labels and derived expiry, tenant isolation, per-address limit, and
 * the dashboard's certificate figures.
 */
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { PUBLIC_QUERY_LIMIT } from './routes.ts';
import { certificates } from './schema.ts';
import { chinaToday } from './status.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// Each call comes from its own address unless told, so the per-address limit stays out of the way.
let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.20.${nextAddress >> 8}.${nextAddress & 255}`;
};
const search = (
  query: Record<string, string | number>,
  remoteAddress = freshAddress(),
  token: string | null = null,
) =>
  t.call(token, {
    method: 'GET',
    url: '/api/cert/public/search',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    remoteAddress,
  });

const rows = (where = sql`true`) =>
  t.database.systemTx((tx) =>
    tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.tenantId, 1), where)),
  );

const PUBLIC_FIELDS = [
  'certNo',
  'certificateType',
  'enterpriseAddress',
  'enterpriseAddressEn',
  'enterpriseName',
  'enterpriseNameEn',
  'expiryDate',
  'firstIssueDate',
  'issueDate',
  'mainCertNo',
  'scopeEn',
  'scopeZh',
  'standardCode',
  'standardName',
  'standardVersion',
  'status',
  'statusName',
  'suspendUntil',
];

describe('public certificate query', () => {
  it('has a few dozen demo certificates in every status, numbered like real ones', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set([1, 2, 3, 4, 5, 99]));
    for (const c of all.filter((c) => !c.mainCertNo))
      expect(c.certNo).toMatch(/^034[QES]\d{2}\d{3,}R\d[SML]$/);
    expect(all.filter((c) => c.enterpriseId).length).toBe(all.length);
  });

  it('names the certification body without a token; a missing or disabled one is 404', async () => {
    const [body] = await t.database.systemTx((tx) => tx.select().from(tenants).where(eq(tenants.id, 1)));
    const res = await t.call(null, {
      method: 'GET',
      url: '/api/cert/public/body',
      remoteAddress: freshAddress(),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ tenantId: 1, name: body!.name });
    const missing = await t.call(null, {
      method: 'GET',
      url: '/api/cert/public/body?tenantId=999',
      remoteAddress: freshAddress(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('认证机构不存在');
  });

  it('finds a certificate by its exact number without a token, answering public fields only', async () => {
    const [valid] = await rows(sql`${certificates.status} = 1 and ${certificates.mainCertNo} = ''`);
    const res = await search({ certNo: `  ${valid!.certNo.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.result.total).toBe(1);
    const [record] = res.body.result.records;
    expect(Object.keys(record).sort()).toEqual(PUBLIC_FIELDS);
    expect(record).toMatchObject({
      certNo: valid!.certNo,
      enterpriseName: valid!.enterpriseName,
      standardCode: valid!.standardCode,
      standardName: valid!.standardName,
      scopeZh: valid!.scopeZh,
      issueDate: valid!.issueDate,
      expiryDate: valid!.expiryDate,
      status: 1,
      statusName: '有效',
      suspendUntil: null,
    });
    // Nothing internal leaks, whatever its name.
    const text = JSON.stringify(res.body);
    for (const secret of [valid!.id, valid!.enterpriseId!, '"remark"', '"tenantId"', '"version"'])
      expect(text).not.toContain(secret);
    // A prefix of a number is not a number.
    expect((await search({ certNo: valid!.certNo.slice(0, -1) })).body.result.total).toBe(0);
  });

  it('finds by part of the enterprise name, paged, never showing superseded versions', async () => {
    const expected = await rows(
      and(ilike(certificates.enterpriseName, '%华瑞%'), ne(certificates.status, 99)),
    );
    expect(expected.length).toBeGreaterThan(2);
    const res = await search({ enterpriseName: '华瑞', pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ total: expected.length, size: 2, current: 1 });
    expect(res.body.result.records).toHaveLength(2);
    const all = await search({ enterpriseName: '华瑞', pageSize: 20 });
    expect(all.body.result.records.map((r: { certNo: string }) => r.certNo).sort()).toEqual(
      expected.map((c) => c.certNo).sort(),
    );

    const [old] = await rows(eq(certificates.status, 99));
    expect((await search({ enterpriseName: old!.enterpriseName })).body.result.total).toBe(0);
    const byNumber = await search({ certNo: old!.certNo });
    expect(byNumber.body.result.total).toBe(1);
    expect(byNumber.body.result.records[0].enterpriseName).not.toBe(old!.enterpriseName);
  });

  it("takes the user's wildcards literally", async () => {
    expect((await search({ enterpriseName: '%%' })).body.result.total).toBe(0);
    expect((await search({ enterpriseName: '__' })).body.result.total).toBe(0);
  });

  it('labels every status and filters by it', async () => {
    const names: Record<number, string> = { 1: '有效', 2: '暂停', 3: '撤销', 4: '注销', 5: '过期' };
    for (const status of [1, 2, 3, 4, 5]) {
      const res = await search({ enterpriseName: '有限公司', status, pageSize: 20 });
      expect(res.status).toBe(200);
      expect(res.body.result.total).toBeGreaterThan(0);
      for (const r of res.body.result.records) {
        expect(r.status).toBe(status);
        expect(r.statusName).toBe(names[status]);
        if (status === 2) expect(r.suspendUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        else expect(r.suspendUntil).toBeNull();
      }
    }
    // 0 is the other code of expired.
    const zero = await search({ enterpriseName: '有限公司', status: 0 });
    const five = await search({ enterpriseName: '有限公司', status: 5 });
    expect(zero.body.result.total).toBe(five.body.result.total);
  });

  it('shows a valid certificate past its expiry date as expired before the nightly job has run', async () => {
    const [valid] = await rows(sql`${certificates.status} = 1 and ${certificates.mainCertNo} = ''`);
    const before = await search({ enterpriseName: valid!.enterpriseName, status: 1, pageSize: 20 });
    const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    expect(yesterday < chinaToday()).toBe(true);
    await t.database.systemTx((tx) =>
      tx.update(certificates).set({ expiryDate: yesterday }).where(eq(certificates.id, valid!.id)),
    );
    try {
      const res = await search({ certNo: valid!.certNo });
      expect(res.body.result.records[0]).toMatchObject({ status: 5, statusName: '过期' });
      const after = await search({ enterpriseName: valid!.enterpriseName, status: 1, pageSize: 20 });
      expect(after.body.result.total).toBe(before.body.result.total - 1);
      const expired = await search({ enterpriseName: valid!.enterpriseName, status: 5, pageSize: 20 });
      expect(expired.body.result.records.map((r: { certNo: string }) => r.certNo)).toContain(valid!.certNo);
    } finally {
      await t.database.systemTx((tx) =>
        tx.update(certificates).set({ expiryDate: valid!.expiryDate }).where(eq(certificates.id, valid!.id)),
      );
    }
  });

  it.each([
    [{}, '请输入证书编号或企业名称'],
    [{ certNo: '   ', enterpriseName: '' }, '请输入证书编号或企业名称'],
    [{ enterpriseName: '华' }, '企业名称至少输入2个字'],
    [{ enterpriseName: '华'.repeat(101) }, '企业名称最多100个字符'],
    [{ certNo: 'Q'.repeat(51) }, '证书编号最多50个字符'],
    [{ certNo: 'X', status: 9 }, '证书状态不正确'],
    [{ certNo: 'X', pageSize: 21 }, '每页条数最大为20'],
    [{ certNo: 'X', pageNo: 0 }, '页码最小为1'],
    [{ certNo: 'X', tenantId: 'abc' }, '认证机构标识格式错误'],
    [{ certNo: 'X', tenantId: 0 }, '认证机构标识格式错误'],
    [{ certNo: 'X', tenantId: '1 or 1=1' }, '认证机构标识格式错误'],
  ])('refuses %j with 400 %s', async (query, message) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, message });
  });

  it('keeps every certification body to its own certificates', async () => {
    const other = await t.database.systemTx(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: '另一认证机构' })
        .returning({ id: tenants.id });
      const [disabled] = await tx
        .insert(tenants)
        .values({ name: '停用认证机构', status: 0 })
        .returning({ id: tenants.id });
      for (const [tenantId, certNo] of [
        [tenant!.id, '99926Q00001R0S'],
        [disabled!.id, '99926Q00002R0S'],
      ] as const)
        await tx.insert(certificates).values({
          id: uuidv7(),
          tenantId,
          certNo,
          standardCode: 'Q',
          issueDate: '2026-01-05',
          expiryDate: '2029-01-04',
          enterpriseName: '上海华瑞隔壁贸易有限公司',
          remark: '内部备注',
        });
      return { tenantId: tenant!.id, disabledId: disabled!.id };
    });
    const inFirst = await search({ enterpriseName: '华瑞隔壁' });
    expect(inFirst.body.result.total).toBe(0);
    expect((await search({ certNo: '99926Q00001R0S' })).body.result.total).toBe(0);
    // The number lookup (its own read path, outside RLS) finds it in its body only, whatever the case.
    const byNumber = await search({ certNo: '99926q00001r0s', tenantId: other.tenantId });
    expect(byNumber.body.result).toMatchObject({ total: 1, records: [{ certNo: '99926Q00001R0S' }] });
    expect(JSON.stringify(byNumber.body)).not.toContain('内部备注');
    const inOther = await search({ enterpriseName: '华瑞', tenantId: other.tenantId });
    expect(inOther.body.result.total).toBe(1);
    expect(inOther.body.result.records[0].certNo).toBe('99926Q00001R0S');
    expect(JSON.stringify(inOther.body)).not.toContain('内部备注');
    // The token of a signed-in user of tenant 1 changes nothing: the query names the body.
    const staff = await t.login('staff');
    expect(
      (await search({ enterpriseName: '华瑞', tenantId: other.tenantId }, freshAddress(), staff)).body.result
        .total,
    ).toBe(1);
    const disabled = await search({ certNo: '99926Q00002R0S', tenantId: other.disabledId });
    expect(disabled.status).toBe(404);
    expect(disabled.body.message).toBe('认证机构不存在');
  });

  it('limits each client address, and a forged X-Forwarded-For does not reset the count', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < PUBLIC_QUERY_LIMIT.perAddress; i++)
      expect((await search({ certNo: `N${i}` }, address)).status).toBe(200);
    const limited = await search({ certNo: 'N-last' }, address);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('查询过于频繁，请稍后再试');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const forged = await t.call(null, {
      method: 'GET',
      url: '/api/cert/public/search?certNo=X',
      remoteAddress: address,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(forged.status).toBe(429);
    // Malformed queries count as well; other addresses are not affected.
    expect((await search({}, address)).status).toBe(429);
    expect((await search({ certNo: 'X' })).status).toBe(200);
  });
});

describe('dashboard certificate figures', () => {
  it('counts current certificates and those valid today from the certificates table', async () => {
    const all = await rows();
    const today = chinaToday();
    const token = await t.login('admin');
    const res = await t.call(token, { method: 'GET', url: '/api/dashboard/statistics' });
    expect(res.status).toBe(200);
    expect(res.body.result.provided).toEqual(expect.arrayContaining(['certTotal', 'certValid']));
    expect(res.body.result.values.certTotal).toBe(all.filter((c) => c.status !== 99).length);
    expect(res.body.result.values.certValid).toBe(
      all.filter((c) => c.status === 1 && c.expiryDate >= today).length,
    );
    expect(res.body.result.values.certValid).toBeGreaterThan(0);
  });
});

describe('GET /api/cert/mine (the home of external users)', () => {
  const expectedFor = async (username: string) =>
    t.database.systemTx(async (tx) => {
      const rows = await tx.execute<{ cert_no: string }>(sql`
        select c.cert_no from certificates c
        join customer_user_links l on l.tenant_id = c.tenant_id
        join users u on u.id = l.user_id and u.username = ${username} and u.tenant_id = 1
        left join enterprises e on e.id = c.enterprise_id
        where c.tenant_id = 1 and c.status <> 99
          and (c.enterprise_id = l.enterprise_id or e.partner_id = l.partner_id)`);
      return rows.rows.map((r) => r.cert_no).sort();
    });

  it.each(['enterprise', 'partner'])(
    "lists the %s user's own certificates with their status",
    async (username) => {
      const token = await t.login(username);
      const res = await t.call(token, { method: 'GET', url: '/api/cert/mine' });
      expect(res.status).toBe(200);
      const records = res.body.result as { certNo: string; status: number; statusName: string }[];
      expect(records.map((r) => r.certNo).sort()).toEqual(await expectedFor(username));
      expect(records.length).toBeGreaterThan(0);
      for (const r of records) expect(r.statusName).toBeTruthy();
    },
  );

  it('lists nothing for staff (their home shows what awaits them) and needs a token', async () => {
    const token = await t.login('staff');
    expect((await t.call(token, { method: 'GET', url: '/api/cert/mine' })).body.result).toEqual([]);
    expect((await t.call(null, { method: 'GET', url: '/api/cert/mine' })).status).toBe(401);
  });
});
