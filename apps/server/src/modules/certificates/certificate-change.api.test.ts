/**
 * 证书变更 (DOMAIN.md §1.3 "1 → 1 (new version)", §4.4): pending changes from 变更审批 and from a
 * decision's change task, the new version (old → 99 naming it, events on both, the source done in
 * the same transaction), refused input writing nothing, 409, permissions and tenant isolation.
 */
import { addDays } from '@cb/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { applicationItems, applications } from '../applications/schema.ts';
import { certificateTasks } from '../certification-decisions/schema.ts';
import { changeApprovals } from '../change-approval/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { certificateEvents, certificates } from './schema.ts';
import { chinaToday } from './status.ts';

let t: TestContext;
let staff: string;
let auditor: string;
const today = chinaToday();

beforeAll(async () => {
  t = await createTestContext();
  [staff, auditor] = await Promise.all([t.login('staff'), t.login('auditor')]);
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string | null, url: string, payload: object) =>
  t.call(token, { method: 'POST', url, payload });

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
      enterpriseName: '测试变更有限公司',
      enterpriseAddress: '北京市海淀区1号',
      scopeZh: '软件开发',
      ...values,
    }),
  );
  return id;
}
const stored = async (id: string) =>
  (await t.database.systemTx((tx) => tx.select().from(certificates).where(eq(certificates.id, id))))[0]!;
const eventsOf = (id: string) =>
  t.database.systemTx((tx) =>
    tx.select().from(certificateEvents).where(eq(certificateEvents.certificateId, id)),
  );

describe('a new version', () => {
  it('changes the name: old → 99 naming the new one, events on both, the public page shows the replacement', async () => {
    const id = await freshCertificate();
    const before = await stored(id);
    const res = await post(staff, '/api/zsfx/change/change', {
      id,
      version: 1,
      replacementReason: '0104',
      changeTypes: ['01'],
      issueDate: today,
      fields: { enterpriseName: '测试变更集团有限公司' },
      reason: '营业执照变更',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { id: newId, oldId, certNo } = res.body.result;
    expect(oldId).toBe(id);
    expect(certNo).toBe(before.certNo);
    const old = await stored(id);
    const next = await stored(newId);
    expect(old).toMatchObject({ status: 99, replacedById: newId, version: 2 });
    expect(next).toMatchObject({
      status: 1,
      certNo: before.certNo,
      enterpriseName: '测试变更集团有限公司',
      enterpriseAddress: '北京市海淀区1号',
      issueDate: today,
      expiryDate: before.expiryDate,
      firstIssueDate: before.issueDate,
      replacedById: null,
    });
    const [oldEvent] = await eventsOf(id);
    const [newEvent] = await eventsOf(newId);
    for (const e of [oldEvent!, newEvent!])
      expect(e).toMatchObject({
        eventType: 'change',
        changeType: '01',
        reasonCode: '0104',
        reason: '名称变更：营业执照变更',
        effectiveDate: today,
        before: { enterpriseName: '测试变更有限公司' },
        after: { enterpriseName: '测试变更集团有限公司' },
      });
    expect(oldEvent).toMatchObject({ fromStatus: 1, toStatus: 99 });
    expect(newEvent).toMatchObject({ fromStatus: null, toStatus: 1 });

    const publicOld = await get(null, `/api/cert/public/detail?id=${id}`);
    expect(publicOld.body.result).toMatchObject({
      status: 99,
      statusName: '已换发',
      replacedByCertNo: certNo,
    });
    const byNo = await get(null, `/api/cert/public/detailByNo?certNo=${certNo}`);
    expect(byNo.body.result).toMatchObject({ id: newId, status: 1, enterpriseName: '测试变更集团有限公司' });

    // The old version is final: changing it again is refused.
    const again = await post(staff, '/api/zsfx/change/change', {
      id,
      version: 2,
      replacementReason: '0104',
      changeTypes: ['01'],
      issueDate: today,
      fields: { enterpriseName: '又一个名称' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('证书状态为“旧证书”，不能变更');
  });

  it('reissues after surveillance without content change (reissue event, no change type)', async () => {
    const id = await freshCertificate();
    const res = await post(staff, '/api/zsfx/change/change', {
      id,
      version: 1,
      replacementReason: '0101',
      issueDate: today,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [e] = await eventsOf(res.body.result.id);
    expect(e).toMatchObject({ eventType: 'reissue', changeType: '', reasonCode: '0101', reason: '监督换证' });
  });

  it.each([
    [{ replacementReason: '0199' }, '请选择换证原因'],
    [{ changeTypes: ['02'] }, '所选变更类型不能修改“获证组织名称”'],
    [{ changeTypes: ['07'], fields: { scopeZh: '型号A' } }, '产品型号变更只适用于产品认证证书'],
    [{ issueDate: addDays(today, 1) }, '换证日期不能晚于今天'],
    [{ issueDate: '2026-02-30' }, undefined],
    [{ fields: { enterpriseName: 'x'.repeat(201) } }, '内容最多200个字符'],
    [{ applicationChangeId: uuidv7() }, '该变更审批没有待换发的本证书'],
    [{ taskId: uuidv7() }, '该认证决定没有待处理的本证书变更'],
  ])('refuses %j and writes nothing', async (patch, message) => {
    const id = await freshCertificate();
    const res = await post(staff, '/api/zsfx/change/change', {
      id,
      version: 1,
      replacementReason: '0104',
      changeTypes: ['01'],
      issueDate: today,
      fields: { enterpriseName: '新名称有限公司' },
      ...patch,
    });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await stored(id)).toMatchObject({ status: 1, version: 1, enterpriseName: '测试变更有限公司' });
    expect(await eventsOf(id)).toEqual([]);
  });

  it('refuses a suspended certificate, a stale version (409), other people and other tenants', async () => {
    const suspended = await freshCertificate({ status: 2, suspendUntil: addDays(today, 30) });
    const body = {
      version: 1,
      replacementReason: '0104',
      changeTypes: ['01'],
      issueDate: today,
      fields: { enterpriseName: '新名称有限公司' },
    };
    const s = await post(staff, '/api/zsfx/change/change', { id: suspended, ...body });
    expect(s.body.message).toBe('证书状态为“暂停”，不能变更（请先恢复）');

    const id = await freshCertificate();
    expect((await post(staff, '/api/zsfx/change/change', { id, ...body, version: 7 })).status).toBe(409);
    expect((await post(auditor, '/api/zsfx/change/change', { id, ...body })).status).toBe(403);
    expect((await get(auditor, '/api/zsfx/change/list')).status).toBe(403);
    expect((await post(null, '/api/zsfx/change/change', { id, ...body })).status).toBe(401);
    expect(await stored(id)).toMatchObject({ status: 1, version: 1 });

    const [tenant] = await t.database.systemTx((tx) =>
      tx.insert(tenants).values({ name: '另一认证机构（变更）' }).returning({ id: tenants.id }),
    );
    const foreign = await freshCertificate({ tenantId: tenant!.id });
    expect((await post(staff, '/api/zsfx/change/change', { id: foreign, ...body })).status).toBe(404);
    expect((await get(staff, `/api/zsfx/change/queryById?id=${foreign}`)).status).toBe(404);
    expect(await stored(foreign)).toMatchObject({ status: 1, version: 1 });
  });
});

describe('concurrency', () => {
  it('two changes of the same version at once: one new version, the other 409', async () => {
    const id = await freshCertificate();
    const body = (name: string) => ({
      id,
      version: 1,
      replacementReason: '0104',
      changeTypes: ['01'],
      issueDate: today,
      fields: { enterpriseName: name },
    });
    const results = await Promise.all([
      post(staff, '/api/zsfx/change/change', body('并发甲有限公司')),
      post(staff, '/api/zsfx/change/change', body('并发乙有限公司')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const versions = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(certificates)
        .where(
          eq(
            certificates.certNo,
            (results.find((r) => r.status === 200)!.body.result as { certNo: string }).certNo,
          ),
        ),
    );
    expect(versions.map((v) => v.status).sort()).toEqual([1, 99]);
  });
});

describe('pending changes', () => {
  it('lists a decision’s change task, prefills scope extension, and marks it done with the new version', async () => {
    const id = await freshCertificate();
    const [cert] = await t.database.systemTx((tx) =>
      tx
        .select({ enterpriseId: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.tenantId, 1))
        .limit(1),
    );
    const taskId = uuidv7();
    await t.database.systemTx((tx) =>
      tx.insert(certificateTasks).values({
        id: taskId,
        tenantId: 1,
        kind: 4,
        enterpriseId: cert!.enterpriseId,
        certificateId: id,
        note: '扩大认证范围认证决定（通过）',
      }),
    );
    const list = await get(staff, '/api/zsfx/change/list?pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.result.records).toContainEqual(
      expect.objectContaining({
        source: 'decision',
        sourceId: taskId,
        certificateId: id,
        note: '扩大认证范围认证决定（通过）',
      }),
    );
    const res = await post(staff, '/api/zsfx/change/change', {
      id,
      version: 1,
      replacementReason: '0104',
      changeTypes: ['05'],
      issueDate: today,
      fields: { scopeZh: '软件开发及信息系统集成' },
      taskId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [task] = await t.database.systemTx((tx) =>
      tx.select().from(certificateTasks).where(eq(certificateTasks.id, taskId)),
    );
    expect(task).toMatchObject({ status: 1 });
    expect(task!.doneAt).toBeTruthy();
    const after = await get(staff, '/api/zsfx/change/list?pageSize=100');
    expect(after.body.result.records.some((r: { sourceId: string }) => r.sourceId === taskId)).toBe(false);
  });

  it('takes over an approved change request (变更审批) and completes it once every certificate has its new version', async () => {
    // An enterprise without suspended certificates (those must be restored before they change).
    const accepted = await t.database.systemTx((tx) =>
      tx
        .select({ id: applications.id, enterpriseId: applications.enterpriseId })
        .from(applications)
        .innerJoin(applicationItems, eq(applicationItems.applicationId, applications.id))
        .where(and(eq(applications.tenantId, 1), eq(applications.status, 2)))
        .orderBy(applications.createdAt),
    );
    const suspendedHolders = new Set(
      (
        await t.database.systemTx((tx) =>
          tx.select({ e: certificates.enterpriseId }).from(certificates).where(eq(certificates.status, 2)),
        )
      ).map((r) => r.e),
    );
    const app = accepted.find((a) => !suspendedHolders.has(a.enterpriseId));
    const [e] = await t.database.systemTx((tx) =>
      tx.select().from(enterprises).where(eq(enterprises.id, app!.enterpriseId)),
    );
    await freshCertificate({ enterpriseId: e!.id, enterpriseName: e!.name });
    const raised = await post(staff, '/api/xmsl/cerApplyChangeApi/add', {
      applicationId: app!.id,
      changeType: 2,
      infoChangeTypes: [3],
      beforeValue: e!.name,
      afterValue: '新名称',
      reason: '更名',
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const decided = await post(staff, '/api/htps/bgsp/audit', {
      id: raised.body.result.id,
      version: raised.body.result.version,
      decision: 2,
      opinion: '营业执照已核对',
      fields: [{ key: 'name', after: `${e!.name}（更名）` }],
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const changeId = raised.body.result.id as string;

    const list = await get(staff, '/api/zsfx/change/list?pageSize=100');
    const mine = list.body.result.records.filter((r: { sourceId: string }) => r.sourceId === changeId);
    expect(mine.length).toBeGreaterThan(0);
    for (const [n, p] of mine.entries()) {
      expect(p).toMatchObject({ source: 'approval', changeTypes: ['01'] });
      const form = await get(staff, `/api/zsfx/change/queryById?id=${p.certificateId}`);
      expect(form.body.result.prefill).toMatchObject({
        changeTypes: ['01'],
        fields: { enterpriseName: `${e!.name}（更名）` },
      });
      const res = await post(staff, '/api/zsfx/change/change', {
        id: p.certificateId,
        version: form.body.result.version,
        replacementReason: '0104',
        changeTypes: form.body.result.prefill.changeTypes,
        issueDate: today,
        fields: form.body.result.prefill.fields,
        applicationChangeId: changeId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [approval] = await t.database.systemTx((tx) =>
        tx.select().from(changeApprovals).where(eq(changeApprovals.applicationChangeId, changeId)),
      );
      // Done only with the last certificate the change reaches.
      expect(approval!.certificateFlowStatus).toBe(n === mine.length - 1 ? 2 : 1);
    }
    const detail = await get(staff, `/api/htps/bgsp/queryById?id=${changeId}`);
    expect(detail.body.result.approval.certificateFlowStatus_dictText).toBe('证书已变更');
  });
});
