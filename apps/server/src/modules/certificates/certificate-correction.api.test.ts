/**
 * 证书修改 (PUT /zsfx/certificate/correct, issue 31 item 15): an entry error in a current
 * certificate's printed text is corrected in place — the same row, number and version of the
 * number — with the reason in its history and the operation log, and the current PDF regenerated
 * with the new text (read back with pdftotext). Refused with the reason: a certificate that is not
 * current, no change, no reason, a field a correction may not touch; a stale version is 409,
 * another tenant's certificate 404, a user without 修改 403. A refusal writes nothing.
 */
import { addDays } from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { createTenant } from '../system/seed.ts';
import { certificateEvents, certificatePdfs, certificates } from './schema.ts';
import { chinaToday } from './status.ts';

let t: TestContext;
let staff: string;
let admin: string;
let auditor: string;
const today = chinaToday();

beforeAll(async () => {
  t = await createTestContext();
  [staff, admin, auditor] = await Promise.all([t.login('staff'), t.login('admin'), t.login('auditor')]);
});
afterAll(async () => {
  await t.close();
});

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const correct = (token: string | null, payload: object) =>
  t.call(token, { method: 'PUT', url: '/api/zsfx/certificate/correct', payload });

async function freshCertificate(values: Partial<typeof certificates.$inferInsert> = {}) {
  const id = uuidv7();
  await t.database.systemTx((tx) =>
    tx.insert(certificates).values({
      id,
      tenantId: 1,
      certNo: `06826Q${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}R0M`,
      certificateType: 'A',
      standardCode: 'Q',
      standardName: 'GB/T 19001-2016/ISO 9001:2015',
      issueDate: addDays(today, -365),
      expiryDate: addDays(today, 730),
      enterpriseName: '测试修改有限公司',
      enterpriseNameEn: 'Tset Correction Co., Ltd.',
      enterpriseAddress: '北京市海淀区1号',
      scopeZh: '计算机软件的开法',
      scopeEn: 'Development of computer software',
      ...values,
    }),
  );
  return id;
}
const row = async (id: string) =>
  (await t.database.systemTx((tx) => tx.select().from(certificates).where(eq(certificates.id, id))))[0]!;
const countOf = async (table: typeof certificatePdfs | typeof certificateEvents, id: string) =>
  (
    await t.database.systemTx((tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.certificateId, id)),
    )
  )[0]!.n;

describe('证书修改', () => {
  it('corrects the printed text in place, keeps number and version, logs it and regenerates the PDF', async () => {
    const id = await freshCertificate();
    const before = await row(id);
    const res = await correct(staff, {
      id,
      version: before.version,
      reason: '录入时错别字',
      scopeZh: '计算机软件的开发',
      enterpriseNameEn: ' Test Correction Co., Ltd. ',
      // Unchanged text is no change.
      scopeEn: 'Development of computer software',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ id, version: before.version + 1 });
    const pdfId = res.body.result.pdfId as string;
    expect(pdfId).toBeTruthy();

    // The detail shows the corrected text on the same record: same number, status and dates.
    const detail = (await get(staff, `/api/zsfx/certificate/queryById?id=${id}`)).body.result;
    expect(detail).toMatchObject({
      id,
      certNo: before.certNo,
      status: 1,
      issueDate: before.issueDate,
      expiryDate: before.expiryDate,
      enterpriseName: '测试修改有限公司',
      enterpriseNameEn: 'Test Correction Co., Ltd.',
      scopeZh: '计算机软件的开发',
      scopeEn: 'Development of computer software',
      replacedById: null,
    });
    // No new version: the number has this one row.
    const sameNumber = await t.database.systemTx((tx) =>
      tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.tenantId, 1), eq(certificates.certNo, before.certNo))),
    );
    expect(sameNumber).toEqual([{ id }]);
    // Its history says what was corrected and why; the status stays.
    const event = detail.events.find((e: { eventType: string }) => e.eventType === 'correct');
    expect(event).toMatchObject({
      fromStatus: 1,
      toStatus: 1,
      reason: '更正获证组织英文名称、认证范围：录入时错别字',
      effectiveDate: today,
    });
    const [stored] = await t.database.systemTx((tx) =>
      tx.select().from(certificateEvents).where(eq(certificateEvents.id, event.id)),
    );
    expect(stored!.before).toEqual({
      enterpriseNameEn: 'Tset Correction Co., Ltd.',
      scopeZh: '计算机软件的开法',
    });
    expect(stored!.after).toEqual({
      enterpriseNameEn: 'Test Correction Co., Ltd.',
      scopeZh: '计算机软件的开发',
    });

    // The operation log shows the update of the certificate with the fields changed.
    const log = (
      await get(admin, `/api/sys/operLog/list?tableName=certificates&action=update&recordId=${id}`)
    ).body.result;
    expect(log.total).toBe(1);
    expect(log.records[0].changedFields).toContain('获证组织（英文）');
    expect(log.records[0].changedFields).toHaveLength(2);

    // The current PDF is regenerated with the corrected text, still the first version of the number.
    const pdfs = (await get(staff, `/api/zsfx/certificate/pdfs?id=${id}`)).body.result;
    expect(pdfs[0]).toMatchObject({
      id: pdfId,
      certificateId: id,
      currentVersion: true,
      reason: 'correct',
      reasonName: '证书修改',
      note: '更正获证组织英文名称、认证范围：录入时错别字',
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/zsfx/certificate/pdfs/file?id=${id}&pdfId=${pdfId}`,
      headers: { 'x-access-token': staff },
    });
    expect(file.statusCode).toBe(200);
    const text = (await inspectPdf(file.rawPayload)).text.replace(/\s+/g, '');
    expect(text).toContain(before.certNo);
    expect(text).toContain('计算机软件的开发');
    expect(text).not.toContain('计算机软件的开法');
    expect(text).toContain('第1版');
  });

  it('corrects a suspended certificate without moving the date its suspension began', async () => {
    const suspendedOn = addDays(today, -10);
    const id = await freshCertificate({ status: 2, suspendUntil: addDays(today, 100) });
    await t.database.systemTx((tx) =>
      tx.insert(certificateEvents).values({
        id: uuidv7(),
        tenantId: 1,
        certificateId: id,
        eventType: 'suspend',
        fromStatus: 1,
        toStatus: 2,
        reasonCode: '0116',
        effectiveDate: suspendedOn,
        suspendUntil: addDays(today, 100),
      }),
    );
    const res = await correct(staff, {
      id,
      version: 1,
      reason: '地址录入错误',
      enterpriseAddress: '北京市海淀区2号',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pub = (await get(null, `/api/cert/public/detail?id=${id}`)).body.result;
    expect(pub).toMatchObject({ status: 2, enterpriseAddress: '北京市海淀区2号', statusSince: suspendedOn });
  });

  it('refuses with the reason and writes nothing: not current, no change, no reason, other fields', async () => {
    const id = await freshCertificate();
    const refused = async (payload: object, status: number, message?: string) => {
      const res = await correct(staff, { id, version: 1, reason: '录入错误', ...payload });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    };
    await refused({ scopeZh: '计算机软件的开法' }, 400, '没有修改任何内容，无需保存');
    await refused({}, 400, '没有修改任何内容，无需保存');
    await refused({ reason: '', scopeZh: '计算机软件的开发' }, 400, '请填写修改原因');
    await refused({ reason: undefined, scopeZh: '计算机软件的开发' }, 400, '请填写修改原因');
    await refused({ scopeZh: ' ' }, 400, '认证范围不能为空');
    for (const other of [
      { certNo: '06826Q999999R0M' },
      { expiryDate: addDays(today, 2000) },
      { enterpriseName: '别家' },
    ])
      await refused(
        { ...other, scopeZh: '计算机软件的开发' },
        400,
        '证书修改只能更正获证组织英文名称、地址、英文地址、认证范围、英文认证范围；其他内容请通过证书变更或状态操作办理',
      );
    // A stale version is 409; another tenant's or a missing certificate 404; no 修改 code 403.
    await refused({ version: 2, scopeZh: '计算机软件的开发' }, 409);
    await refused({ id: uuidv7(), scopeZh: '计算机软件的开发' }, 404, '证书不存在');
    expect(
      (await correct(auditor, { id, version: 1, reason: '录入错误', scopeZh: '计算机软件的开发' })).status,
    ).toBe(403);

    const notCurrent: [Partial<typeof certificates.$inferInsert>, string][] = [
      [{ status: 99 }, '该版本已换发新证书，不能修改（请修改当前版本）'],
      [{ status: 3 }, '证书已撤销，不能修改'],
      [{ status: 4 }, '证书已注销，不能修改'],
      [{ status: 5 }, '证书已过期，不能修改'],
      // Stored as valid, but its expiry date has passed.
      [{ status: 1, expiryDate: addDays(today, -1) }, '证书已过期，不能修改'],
    ];
    for (const [values, message] of notCurrent) {
      const other = await freshCertificate(values);
      const res = await correct(staff, { id: other, version: 1, reason: '录入错误', scopeZh: '软件开发' });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await countOf(certificatePdfs, other)).toBe(0);
      expect(await countOf(certificateEvents, other)).toBe(0);
    }

    const after = await row(id);
    expect(after.version).toBe(1);
    expect(after.scopeZh).toBe('计算机软件的开法');
    expect(await countOf(certificatePdfs, id)).toBe(0);
    expect(await countOf(certificateEvents, id)).toBe(0);
  });

  it("another tenant's user cannot correct or see the certificate", async () => {
    const id = await freshCertificate();
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家认证机构',
          adminUsername: 'admin_corr',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const otherAdmin = await t.login('admin_corr', 'OtherPass123');
    const res = await correct(otherAdmin, { id, version: 1, reason: '录入错误', scopeZh: '跨机构修改' });
    expect(res.status).toBe(404);
    expect((await get(otherAdmin, `/api/zsfx/certificate/queryById?id=${id}`)).status).toBe(404);
    expect((await row(id)).scopeZh).toBe('计算机软件的开法');
  });
});
