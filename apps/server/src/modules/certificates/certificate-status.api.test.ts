/**
 * Certificate status operations (暂停撤销, DOMAIN.md §1.3 and §4.4), the staff lists, the public
 * detail that a certificate's QR code opens, and the functions the lifecycle jobs call: each call,
 * refused input writing nothing, stale versions (409), permissions and tenant isolation.
 */
import { addDays } from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { expireCertificate, revokeCertificate, suspendCertificate } from './lifecycle.ts';
import { certificateEvents, certificates } from './schema.ts';
import { chinaToday } from './status.ts';

let t: TestContext;
let staff: string;
let certAdmin: string;
let auditor: string;
const today = chinaToday();

beforeAll(async () => {
  t = await createTestContext();
  [staff, certAdmin, auditor] = await Promise.all([
    t.login('staff'),
    t.login('certadmin'),
    t.login('auditor'),
  ]);
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string | null, url: string, payload: object) =>
  t.call(token, { method: 'POST', url, payload });

/** A fresh valid certificate of tenant 1 for one test (issued a year ago, expiring in two). */
async function freshCertificate(values: Partial<typeof certificates.$inferInsert> = {}) {
  const id = uuidv7();
  await t.database.systemTx((tx) =>
    tx.insert(certificates).values({
      id,
      tenantId: 1,
      certNo: `06826Q${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}R0M`,
      standardCode: 'Q',
      standardName: 'GB/T 19001-2016/ISO 9001:2015',
      issueDate: addDays(today, -365),
      expiryDate: addDays(today, 730),
      enterpriseName: '测试状态变更有限公司',
      remark: '内部备注不公开',
      ...values,
    }),
  );
  return id;
}
const stored = async (id: string) => {
  const [row] = await t.database.systemTx((tx) =>
    tx.select().from(certificates).where(eq(certificates.id, id)),
  );
  return row!;
};
const eventsOf = (id: string) =>
  t.database.systemTx((tx) =>
    tx
      .select()
      .from(certificateEvents)
      .where(eq(certificateEvents.certificateId, id))
      .orderBy(certificateEvents.createdAt),
  );

describe('suspend, restore, revoke, cancel', () => {
  it('suspends with a reason code and an end date, writes the event, and the public detail shows it', async () => {
    const id = await freshCertificate();
    const res = await post(staff, '/api/zsfx/pauseCancel/suspend', {
      id,
      version: 1,
      reasonCode: '0116',
      reason: '企业申请暂停',
      effectiveDate: today,
      suspendUntil: addDays(today, 90),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ id, version: 2, status: 2, suspendUntil: addDays(today, 90) });
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({
      eventType: 'suspend',
      fromStatus: 1,
      toStatus: 2,
      changeType: '97_01',
      reasonCode: '0116',
      reason: '企业申请暂停',
      effectiveDate: today,
      suspendUntil: addDays(today, 90),
    });
    expect(event!.actorId).toBeTruthy();

    const detail = await get(null, `/api/cert/public/detail?id=${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result).toMatchObject({
      id,
      status: 2,
      statusName: '暂停',
      suspendUntil: addDays(today, 90),
      statusSince: today,
    });
    expect(JSON.stringify(detail.body)).not.toContain('内部备注');

    // The history answers on the staff detail, with who did it.
    const staffDetail = await get(staff, `/api/zsfx/certificate/queryById?id=${id}`);
    expect(staffDetail.body.result.events[0]).toMatchObject({
      eventType: 'suspend',
      changeType: '97_01',
      actorName: '王业务',
    });
  });

  it('restores, then revokes a suspended certificate; each step is an event', async () => {
    const id = await freshCertificate();
    const suspend = await post(certAdmin, '/api/zsfx/pauseCancel/suspend', {
      id,
      version: 1,
      reasonCode: '0112',
      effectiveDate: addDays(today, -10),
      suspendUntil: addDays(today, 60),
    });
    expect(suspend.status).toBe(200);
    const early = await post(certAdmin, '/api/zsfx/pauseCancel/restore', {
      id,
      version: 2,
      effectiveDate: addDays(today, -11),
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('恢复日期不能早于暂停日期');
    const restore = await post(certAdmin, '/api/zsfx/pauseCancel/restore', {
      id,
      version: 2,
      effectiveDate: today,
      reason: '监督审核通过',
    });
    expect(restore.body.result).toMatchObject({ status: 1, suspendUntil: null, version: 3 });
    const again = await post(certAdmin, '/api/zsfx/pauseCancel/suspend', {
      id,
      version: 3,
      reasonCode: '0111',
      effectiveDate: today,
      suspendUntil: addDays(today, 30),
    });
    expect(again.status).toBe(200);
    const revoke = await post(certAdmin, '/api/zsfx/pauseCancel/revoke', {
      id,
      version: 4,
      reasonCode: '0115',
      effectiveDate: today,
    });
    expect(revoke.body.result).toMatchObject({ status: 3, suspendUntil: null });
    expect((await eventsOf(id)).map((e) => [e.eventType, e.changeType, e.toStatus])).toEqual([
      ['suspend', '97_01', 2],
      ['restore', '97_02', 1],
      ['suspend', '97_01', 2],
      ['revoke', '97_03', 3],
    ]);
    // Final: nothing moves a revoked certificate.
    const restoreRevoked = await post(certAdmin, '/api/zsfx/pauseCancel/restore', {
      id,
      version: 5,
      effectiveDate: today,
    });
    expect(restoreRevoked.status).toBe(400);
    expect(restoreRevoked.body.message).toBe('证书状态为“撤销”，不能恢复');
    expect((await get(null, `/api/cert/public/detail?id=${id}`)).body.result).toMatchObject({
      status: 3,
      statusName: '撤销',
      statusSince: today,
    });
  });

  it('cancels a valid certificate with a cancellation reason', async () => {
    const id = await freshCertificate();
    const res = await post(staff, '/api/zsfx/pauseCancel/cancel', {
      id,
      version: 1,
      reasonCode: '01',
      effectiveDate: today,
      reason: '企业申请注销',
    });
    expect(res.body.result).toMatchObject({ status: 4 });
    expect((await eventsOf(id))[0]).toMatchObject({
      eventType: 'cancel',
      changeType: '97_04',
      reasonCode: '01',
    });
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const id = await freshCertificate();
    const base = {
      id,
      version: 1,
      reasonCode: '0116',
      effectiveDate: today,
      suspendUntil: addDays(today, 30),
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reasonCode: undefined }, '请选择暂停原因'],
      [{ reasonCode: '0120' }, '请选择暂停原因'],
      [{ suspendUntil: '2026-02-30' }, '暂停截止日期不是有效的日期'],
      [{ suspendUntil: 'soon' }, '暂停截止日期格式应为YYYY-MM-DD'],
      [{ effectiveDate: undefined }, '请选择暂停日期'],
      [{ suspendUntil: addDays(today, 200) }, `暂停截止日期不能晚于`],
      [{ suspendUntil: today }, '暂停截止日期应晚于暂停日期'],
      [
        { effectiveDate: addDays(today, -400), suspendUntil: addDays(today, -380) },
        '暂停日期不能早于发证日期',
      ],
      [{ reason: 'x'.repeat(501) }, '说明长度不能超过500个字符'],
      [{ id: 'not-a-uuid' }, '数据标识格式错误'],
    ];
    for (const [patch, message] of cases) {
      const res = await post(staff, '/api/zsfx/pauseCancel/suspend', { ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const revokeWithSuspensionCode = await post(staff, '/api/zsfx/pauseCancel/cancel', {
      id,
      version: 1,
      reasonCode: '0111',
      effectiveDate: today,
    });
    expect(revokeWithSuspensionCode.body.message).toBe('请选择注销原因');
    expect((await stored(id)).version).toBe(1);
    expect((await stored(id)).status).toBe(1);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('answers 409 on a stale version and writes nothing', async () => {
    const id = await freshCertificate();
    const body = {
      id,
      version: 1,
      reasonCode: '0116',
      effectiveDate: today,
      suspendUntil: addDays(today, 30),
    };
    expect((await post(staff, '/api/zsfx/pauseCancel/suspend', body)).status).toBe(200);
    const stale = await post(staff, '/api/zsfx/pauseCancel/revoke', {
      id,
      version: 1,
      reasonCode: '0111',
      effectiveDate: today,
    });
    expect(stale.status).toBe(409);
    expect((await stored(id)).status).toBe(2);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('needs the button permissions, and a token', async () => {
    const id = await freshCertificate();
    const body = {
      id,
      version: 1,
      reasonCode: '0116',
      effectiveDate: today,
      suspendUntil: addDays(today, 30),
    };
    expect((await post(null, '/api/zsfx/pauseCancel/suspend', body)).status).toBe(401);
    expect((await post(auditor, '/api/zsfx/pauseCancel/suspend', body)).status).toBe(403);
    expect((await get(auditor, '/api/zsfx/certificate/list')).status).toBe(403);
    expect((await get(auditor, `/api/zsfx/certificate/pdf?id=${id}`)).status).toBe(403);
    expect((await get(auditor, '/api/zsmb/template/list')).status).toBe(403);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('keeps tenants apart: another body’s certificate does not exist here', async () => {
    const otherId = uuidv7();
    await t.database.systemTx(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: '另一认证机构' })
        .returning({ id: tenants.id });
      await tx.insert(certificates).values({
        id: otherId,
        tenantId: tenant!.id,
        certNo: '99926Q77777R0S',
        standardCode: 'Q',
        issueDate: addDays(today, -30),
        expiryDate: addDays(today, 1000),
        enterpriseName: '另一机构的获证企业有限公司',
      });
    });
    const body = {
      id: otherId,
      version: 1,
      reasonCode: '0116',
      effectiveDate: today,
      suspendUntil: addDays(today, 30),
    };
    expect((await post(staff, '/api/zsfx/pauseCancel/suspend', body)).status).toBe(404);
    expect((await get(staff, `/api/zsfx/certificate/queryById?id=${otherId}`)).status).toBe(404);
    expect((await get(staff, `/api/zsfx/certificate/pdf?id=${otherId}`)).status).toBe(404);
    expect((await get(staff, '/api/zsfx/certificate/list?certNo=99926Q77777')).body.result.total).toBe(0);
    // The public detail of tenant 1 does not find it either.
    expect((await get(null, `/api/cert/public/detail?id=${otherId}`)).status).toBe(404);
    expect((await stored(otherId)).status).toBe(1);
  });
});

describe('the functions the lifecycle jobs call', () => {
  const system = { tenantId: 1, userId: null };

  it('expire a certificate only after its expiry date, as the system', async () => {
    const id = await freshCertificate({ issueDate: addDays(today, -1100), expiryDate: addDays(today, -1) });
    const notYet = await freshCertificate();
    const result = await t.database.tenantTx(system, (tx) => expireCertificate(tx, system, id, { today }));
    expect(result).toMatchObject({ status: 5 });
    expect((await eventsOf(id))[0]).toMatchObject({
      eventType: 'expire',
      changeType: '97_05',
      actorId: null,
      approvedBy: null,
    });
    await expect(
      t.database.tenantTx(system, (tx) => expireCertificate(tx, system, notYet, { today })),
    ).rejects.toThrow(/尚未过期/);
    expect((await stored(notYet)).status).toBe(1);
    // The staff history names the system as the actor.
    const history = await get(staff, `/api/zsfx/certificate/events?certificateId=${id}`);
    expect(history.body.result.records[0]).toMatchObject({ eventType: 'expire', actorName: '系统' });
  });

  it('suspend and then revoke when the suspension ran out (0115), with the lock deciding', async () => {
    const id = await freshCertificate();
    await t.database.tenantTx(system, (tx) =>
      suspendCertificate(tx, system, id, {
        reasonCode: '0112',
        reason: '监督审核逾期',
        suspendUntil: addDays(today, 180),
      }),
    );
    const revoked = await t.database.tenantTx(system, (tx) =>
      revokeCertificate(tx, system, id, { reasonCode: '0115', reason: '暂停期满未恢复' }),
    );
    expect(revoked.status).toBe(3);
    // A second job run finds nothing to do: the state machine refuses, and nothing is written.
    await expect(
      t.database.tenantTx(system, (tx) => revokeCertificate(tx, system, id, { reasonCode: '0115' })),
    ).rejects.toThrow('证书状态为“撤销”，不能撤销');
    expect(await eventsOf(id)).toHaveLength(2);
  });
});

describe('lists', () => {
  it('证书查询 lists current versions with filters; 历史证书 only superseded ones', async () => {
    const current = await get(staff, '/api/zsfx/certificate/list?pageSize=100');
    expect(current.status).toBe(200);
    expect(current.body.result.total).toBeGreaterThan(20);
    expect(current.body.result.records.every((r: { status: number }) => r.status !== 99)).toBe(true);
    const suspended = await get(staff, '/api/zsfx/certificate/list?status=2');
    expect(suspended.body.result.records.every((r: { status: number }) => r.status === 2)).toBe(true);
    expect(suspended.body.result.total).toBeGreaterThan(0);
    const old = await get(staff, '/api/zsfx/history/list');
    expect(old.body.result.total).toBeGreaterThan(0);
    expect(old.body.result.records.every((r: { status: number }) => r.status === 99)).toBe(true);
    const sorted = await get(staff, '/api/zsfx/certificate/list?column=expiryDate&order=asc&pageSize=5');
    const dates = sorted.body.result.records.map((r: { expiryDate: string }) => r.expiryDate);
    expect([...dates].sort()).toEqual(dates);
    expect((await get(staff, '/api/zsfx/certificate/list?column=remark')).status).toBe(400);
    expect((await get(staff, '/api/zsfx/certificate/list?status=7')).body.message).toBe('证书状态不正确');
  });

  it('exports the lists to Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/zsfx/certificate/exportXls?status=2',
      headers: { 'x-access-token': staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const events = await t.app.inject({
      method: 'GET',
      url: '/api/zsfx/certificate/events/exportXls',
      headers: { 'x-access-token': staff },
    });
    expect(events.statusCode).toBe(200);
  });
});

describe('public detail', () => {
  it('shows a replaced version as replaced, naming the current number', async () => {
    const [old] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(certificates)
        .where(and(eq(certificates.tenantId, 1), eq(certificates.status, 99)))
        .limit(1),
    );
    const res = await get(null, `/api/cert/public/detail?id=${old!.id}`);
    expect(res.body.result).toMatchObject({
      status: 99,
      statusName: '已换发',
      replacedByCertNo: old!.certNo,
    });
  });
  it('finds the current version by number; an unknown one is 404; bad ids are 400', async () => {
    const [valid] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.tenantId, 1),
            eq(certificates.status, 1),
            sql`${certificates.expiryDate} > ${today}`,
          ),
        )
        .limit(1),
    );
    const byNo = await get(null, `/api/cert/public/detailByNo?certNo=${valid!.certNo.toLowerCase()}`);
    expect(byNo.body.result).toMatchObject({
      id: valid!.id,
      status: 1,
      statusName: '有效',
      statusSince: null,
    });
    expect((await get(null, `/api/cert/public/detail?id=${uuidv7()}`)).status).toBe(404);
    expect((await get(null, '/api/cert/public/detail?id=1 or 1=1')).body.message).toBe('证书标识格式错误');
  });
});
