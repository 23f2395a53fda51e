/**
 * The kept PDFs of a certificate (issue 19: "Generated PDF on issue and on every new version,
 * stored as a record file"): a change and a reissue keep the new version's PDF in their
 * transaction, 证书维护's regeneration keeps one per certificate; the detail lists the PDFs of every
 * version of the number, newest first, with when and why, and opens each. A change without a
 * fitting template still succeeds and keeps none; a refused change keeps none; other numbers' and
 * other tenants' PDFs answer 404; users without certificate access 403.
 */
import { addDays } from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { certificateBatchRunner } from './maintenance.ts';
import { certificatePdfs, certificates, certificateTemplates } from './schema.ts';
import { chinaToday } from './status.ts';

let t: TestContext;
let staff: string;
let auditor: string;
const today = chinaToday();

beforeAll(async () => {
  t = await createTestContext();
  [staff, auditor] = await Promise.all([t.login('staff'), t.login('auditor')]);
});
afterAll(async () => {
  await certificateBatchRunner.idle();
  await t.close();
});

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
      certificateType: 'A',
      standardCode: 'Q',
      standardName: 'GB/T 19001-2016/ISO 9001:2015',
      issueDate: addDays(today, -365),
      expiryDate: addDays(today, 730),
      enterpriseName: '测试存档有限公司',
      enterpriseAddress: '北京市海淀区1号',
      scopeZh: '软件开发',
      ...values,
    }),
  );
  return id;
}
const pdfCount = async () =>
  (await t.database.systemTx((tx) => tx.select({ n: sql<number>`count(*)::int` }).from(certificatePdfs)))[0]!
    .n;

interface PdfRow {
  id: string;
  certificateId: string;
  issueDate: string;
  currentVersion: boolean;
  reason: string;
  reasonName: string;
  note: string;
  templateName: string;
  fileName: string;
  createdByName: string;
  createTime: string;
}

describe('kept certificate PDFs', () => {
  it('keeps a PDF for a change, a reissue and a regeneration; the detail lists all versions newest first and opens each', async () => {
    const id = await freshCertificate();
    const certNo = (
      await t.database.systemTx((tx) => tx.select().from(certificates).where(eq(certificates.id, id)))
    )[0]!.certNo;
    expect((await get(staff, `/api/zsfx/certificate/pdfs?id=${id}`)).body.result).toEqual([]);

    const changed = await post(staff, '/api/zsfx/change/change', {
      id,
      version: 1,
      replacementReason: '0104',
      changeTypes: ['01'],
      issueDate: today,
      fields: { enterpriseName: '测试存档集团有限公司' },
      reason: '营业执照变更',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const second = changed.body.result.id as string;
    const reissued = await post(staff, '/api/zsfx/change/change', {
      id: second,
      version: 1,
      replacementReason: '0101',
      changeTypes: [],
      issueDate: today,
      fields: {},
      reason: '证书遗失补发',
    });
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
    const third = reissued.body.result.id as string;

    const batch = await post(staff, '/api/zswh/maintain/batch/add', {
      kind: 'regenerate',
      certificateIds: [third],
      remark: '模板更新后重新生成',
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    await certificateBatchRunner.idle();

    const list = await get(staff, `/api/zsfx/certificate/pdfs?id=${third}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.result as PdfRow[];
    expect(rows.map((r) => [r.reason, r.certificateId, r.currentVersion])).toEqual([
      ['regenerate', third, true],
      ['reissue', third, true],
      ['change', second, false],
    ]);
    expect(rows[2]).toMatchObject({
      reasonName: '变更换证',
      note: '名称变更：营业执照变更',
      templateName: '管理体系认证证书（中文）',
      issueDate: today,
    });
    expect(rows[1]!.note).toContain('证书遗失补发');
    expect(rows[0]!.reasonName).toBe('证书维护重新生成');
    expect(rows[0]!.note).toBe('模板更新后重新生成');
    expect(rows[0]!.createdByName).not.toBe('');
    const times = rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    // The old version's detail lists the same PDFs, its own marked.
    const fromOld = (await get(staff, `/api/zsfx/certificate/pdfs?id=${second}`)).body.result as PdfRow[];
    expect(fromOld.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(fromOld.map((r) => r.currentVersion)).toEqual([false, false, true]);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/zsfx/certificate/pdfs/file?id=${third}&pdfId=${rows[2]!.id}`,
      headers: { 'x-access-token': staff },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent(rows[2]!.fileName));
    const read = await inspectPdf(file.rawPayload);
    const text = read.text.replace(/\s+/g, '');
    expect(text).toContain(certNo);
    expect(text).toContain('测试存档集团有限公司');
    expect(read.fonts.every((f) => f.embedded && f.subset)).toBe(true);
    expect(read.urls).toEqual([expect.stringContaining(`/external/certificateDetail/${second}`)]);
  });

  it('a refused change keeps no PDF; without a fitting template the change succeeds and keeps none', async () => {
    const id = await freshCertificate();
    const before = await pdfCount();
    const stale = await post(staff, '/api/zsfx/change/change', {
      id,
      version: 7,
      replacementReason: '0104',
      changeTypes: ['01'],
      issueDate: today,
      fields: { enterpriseName: '过期版本有限公司' },
      reason: '',
    });
    expect(stale.status).toBe(409);
    expect(await pdfCount()).toBe(before);

    const typeD = await freshCertificate({ certificateType: 'D' });
    const noTemplate = await t.database.systemTx((tx) =>
      tx.select().from(certificateTemplates).where(eq(certificateTemplates.certificateType, 'D')),
    );
    expect(noTemplate).toEqual([]);
    const changed = await post(staff, '/api/zsfx/change/change', {
      id: typeD,
      version: 1,
      replacementReason: '0104',
      changeTypes: ['02'],
      issueDate: today,
      fields: { enterpriseAddress: '北京市朝阳区2号' },
      reason: '',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await pdfCount()).toBe(before);
    expect((await get(staff, `/api/zsfx/certificate/pdfs?id=${changed.body.result.id}`)).body.result).toEqual(
      [],
    );
  });

  it("answers 404 for another number's PDF and another tenant's certificate, 403 without certificate access", async () => {
    const a = await freshCertificate();
    const b = await freshCertificate();
    const batch = await post(staff, '/api/zswh/maintain/batch/add', {
      kind: 'regenerate',
      certificateIds: [a],
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    await certificateBatchRunner.idle();
    const [pdf] = (await get(staff, `/api/zsfx/certificate/pdfs?id=${a}`)).body.result as PdfRow[];
    expect(pdf).toBeDefined();
    // The PDF of a, asked for through b.
    expect((await get(staff, `/api/zsfx/certificate/pdfs/file?id=${b}&pdfId=${pdf!.id}`)).status).toBe(404);
    expect((await get(staff, `/api/zsfx/certificate/pdfs/file?id=${a}&pdfId=${uuidv7()}`)).status).toBe(404);
    expect((await get(staff, '/api/zsfx/certificate/pdfs?id=not-an-id')).status).toBe(400);

    const foreign = uuidv7();
    await t.database.systemTx(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: '另一认证机构（证书PDF）' })
        .returning({ id: tenants.id });
      await tx.insert(certificates).values({
        id: foreign,
        tenantId: tenant!.id,
        certNo: '99926Q77777R0S',
        standardCode: 'Q',
        issueDate: addDays(today, -30),
        expiryDate: addDays(today, 1000),
        enterpriseName: '另一机构的获证企业',
      });
    });
    expect((await get(staff, `/api/zsfx/certificate/pdfs?id=${foreign}`)).status).toBe(404);

    expect((await get(auditor, `/api/zsfx/certificate/pdfs?id=${a}`)).status).toBe(403);
    expect((await get(auditor, `/api/zsfx/certificate/pdfs/file?id=${a}&pdfId=${pdf!.id}`)).status).toBe(403);
    expect((await get(null, `/api/zsfx/certificate/pdfs?id=${a}`)).status).toBe(401);
  });
});
