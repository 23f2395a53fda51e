/**
 * 证书邮寄 (yjgl): register → send → sign; request → approve / reject → correct and resubmit; the
 * state machine's refusals, bad input writing nothing, 409, permissions and tenant isolation.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { certificates } from '../certificates/schema.ts';
import { chinaToday } from '../certificates/status.ts';
import { certificateMails } from './schema.ts';

let t: TestContext;
let staff: string;
let auditor: string;
let certificateId: string;
const today = chinaToday();

beforeAll(async () => {
  t = await createTestContext();
  [staff, auditor] = await Promise.all([t.login('staff'), t.login('auditor')]);
  const [c] = await t.database.systemTx((tx) =>
    tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.tenantId, 1), eq(certificates.status, 1)))
      .limit(1),
  );
  certificateId = c!.id;
});
afterAll(() => t.close());

const get = (url: string, token: string | null = staff) => t.call(token, { method: 'GET', url });
const post = (url: string, payload: object, token: string | null = staff) =>
  t.call(token, { method: 'POST', url, payload });
const input = (patch: Record<string, unknown> = {}) => ({
  certificateId,
  recipient: '张经理',
  phone: '13800138000',
  address: '上海市浦东新区示例路100号',
  ...patch,
});
const mailCount = () =>
  t.database.systemTx((tx) =>
    tx
      .select({ n: sql<number>`count(*)` })
      .from(certificateMails)
      .then((r) => Number(r[0]!.n)),
  );

describe('certificate mail', () => {
  it('lists the demo mailings in every status', async () => {
    const res = await get('/api/yjgl/mail/list?pageSize=50');
    expect(res.status).toBe(200);
    expect(new Set(res.body.result.records.map((r: { status: number }) => r.status))).toEqual(
      new Set([0, 1, 2, 3, 4]),
    );
  });

  it('registers, sends and signs for a mailing; the address comes from the certificate', async () => {
    const defaults = await get(`/api/yjgl/mail/defaults?certificateId=${certificateId}`);
    expect(defaults.body.result.certificateId).toBe(certificateId);
    const added = await post(
      '/api/yjgl/mail/add',
      input({ address: defaults.body.result.address || '地址' }),
    );
    expect(added.status).toBe(200);
    const { id } = added.body.result;
    expect((await get(`/api/yjgl/mail/queryById?id=${id}`)).body.result).toMatchObject({
      status: 1,
      source: 'staff',
    });

    const early = await post('/api/yjgl/mail/sign', { id, version: 1, signedDate: today });
    expect(early.body.message).toBe('当前状态“待寄出”不能签收');
    const sent = await post('/api/yjgl/mail/send', {
      id,
      version: 1,
      courier: 'SF',
      trackingNo: 'sf1234567890',
      sentDate: today,
    });
    expect(sent.body.result.version).toBe(2);
    const stale = await post('/api/yjgl/mail/edit', { ...input(), id, version: 1 });
    expect(stale.status).toBe(409);
    const editSent = await post('/api/yjgl/mail/edit', {
      recipient: 'x',
      phone: '13800138000',
      address: 'y',
      id,
      version: 2,
    });
    expect(editSent.body.message).toBe('当前状态“已寄出”不能修改');
    const signed = await post('/api/yjgl/mail/sign', { id, version: 2, signedDate: today });
    expect(signed.status).toBe(200);
    expect((await get(`/api/yjgl/mail/queryById?id=${id}`)).body.result).toMatchObject({
      status: 3,
      courier: 'SF',
      trackingNo: 'SF1234567890',
      sentDate: today,
      signedDate: today,
    });
    expect((await get('/api/yjgl/mail/list?trackingNo=SF123456789')).body.result.total).toBe(1);
  });

  it('approves a request, rejects another with a reason, and a corrected one goes back to approval', async () => {
    const a = (await post('/api/yjgl/apply/add', input())).body.result;
    expect((await get(`/api/yjgl/mail/queryById?id=${a.id}`)).body.result.status).toBe(0);
    expect(
      (
        await post('/api/yjgl/mail/send', {
          id: a.id,
          version: 1,
          courier: 'SF',
          trackingNo: 'SF00000001',
          sentDate: today,
        })
      ).body.message,
    ).toBe('当前状态“待审批”不能寄出');
    expect((await post('/api/yjgl/apply/approve', { id: a.id, version: 1, approve: true })).status).toBe(200);
    expect((await get(`/api/yjgl/mail/queryById?id=${a.id}`)).body.result.status).toBe(1);

    const b = (await post('/api/yjgl/apply/add', input())).body.result;
    const noReason = await post('/api/yjgl/apply/approve', { id: b.id, version: 1, approve: false });
    expect(noReason.body.message).toBe('请填写驳回原因');
    await post('/api/yjgl/apply/approve', { id: b.id, version: 1, approve: false, reason: '地址不完整' });
    expect((await get(`/api/yjgl/mail/queryById?id=${b.id}`)).body.result).toMatchObject({
      status: 4,
      rejectReason: '地址不完整',
    });
    await post('/api/yjgl/mail/edit', {
      ...input({ address: '上海市浦东新区示例路100号3号楼' }),
      certificateId: undefined,
      id: b.id,
      version: 2,
    });
    expect((await get(`/api/yjgl/mail/queryById?id=${b.id}`)).body.result).toMatchObject({
      status: 0,
      rejectReason: '',
    });
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const before = await mailCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ recipient: ' ' }, '请输入收件人'],
      [{ phone: 'abc' }, '请输入正确的联系电话'],
      [{ address: '' }, '请输入邮寄地址'],
      [{ certificateId: 'x' }, '数据标识格式错误'],
      [{ certificateId: uuidv7() }, '证书不存在'],
    ];
    for (const [patch, message] of cases) {
      const res = await post('/api/yjgl/mail/add', input(patch));
      expect(res.body.message, JSON.stringify(patch)).toBe(message);
    }
    const id = (await post('/api/yjgl/mail/add', input())).body.result.id;
    const badNo = await post('/api/yjgl/mail/send', {
      id,
      version: 1,
      courier: 'SF',
      trackingNo: '12',
      sentDate: today,
    });
    expect(badNo.body.message).toBe('快递单号为6-30位字母或数字');
    const badCourier = await post('/api/yjgl/mail/send', {
      id,
      version: 1,
      courier: 'UPSX',
      trackingNo: 'SF00000001',
      sentDate: today,
    });
    expect(badCourier.body.message).toBe('请选择快递公司');
    expect(await mailCount()).toBe(before + 1);
  });

  it('needs the permissions; another body’s certificate and mailings do not exist here', async () => {
    expect((await get('/api/yjgl/mail/list', auditor)).status).toBe(403);
    expect((await post('/api/yjgl/mail/add', input(), auditor)).status).toBe(403);
    expect((await get('/api/yjgl/mail/list', null)).status).toBe(401);
    const other = await t.database.systemTx(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: '另一认证机构' })
        .returning({ id: tenants.id });
      const cid = uuidv7();
      await tx.insert(certificates).values({
        id: cid,
        tenantId: tenant!.id,
        certNo: '99926Q55555R0S',
        standardCode: 'Q',
        issueDate: today,
        expiryDate: '2099-01-01',
        enterpriseName: '另一机构企业',
      });
      const mid = uuidv7();
      await tx.insert(certificateMails).values({
        id: mid,
        tenantId: tenant!.id,
        certificateId: cid,
        certNo: '99926Q55555R0S',
        enterpriseName: '另一机构企业',
        recipient: 'x',
        phone: '13800000000',
        address: 'y',
      });
      return { cid, mid };
    });
    expect((await post('/api/yjgl/mail/add', input({ certificateId: other.cid }))).status).toBe(404);
    expect((await get(`/api/yjgl/mail/queryById?id=${other.mid}`)).status).toBe(404);
    expect(
      (
        await post('/api/yjgl/mail/send', {
          id: other.mid,
          version: 1,
          courier: 'SF',
          trackingNo: 'SF00000001',
          sentDate: today,
        })
      ).status,
    ).toBe(404);
    expect((await get('/api/yjgl/mail/list?certNo=99926Q55555')).body.result.total).toBe(0);
  });

  it('exports the list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/yjgl/mail/exportXls',
      headers: { 'x-access-token': staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
