/**
 * The kept PDFs of a certificate (issue 19: "Generated PDF on issue and on every new version,
 * stored as a record file"): a change and a reissue keep the new version's PDF in their
 * transaction, 证书维护's regeneration keeps one per certificate; the detail lists the PDFs of every
 * version of the number, newest first, with when and why, and opens each. A change without a
 * fitting template still succeeds and keeps none; a refused change keeps none; other numbers' and
 * other tenants' PDFs answer 404; users without certificate access 403.
 *
 * Issue 30: what the PDF prints (the standard with its edition, every site, the accreditation mark
 * and number, the first-issue, issue and expiry dates, the version), read back with pdftotext, and
 * the QR code's link — the configured public address (PUBLIC_URL), never a forged Host header;
 * production without PUBLIC_URL refuses to make one.
 */
import fs from 'node:fs';
import { addDays } from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { PUBLIC_URL_MISSING } from '../../platform/public-url.ts';
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

/** Another app on the same database, configured as given (PUBLIC_URL, production). */
async function appWith(config: { publicUrl?: string; production?: boolean }) {
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: undefined,
      webDist: '/nonexistent',
      production: false,
      ...config,
    },
    database: t.database,
    logger: false,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/sys/erpnew/login',
    payload: { username: 'staff', password: TEST_DEMO_PASSWORD },
  });
  const token = login.json().result.token as string;
  /** Every call comes with a forged Host and X-Forwarded-Host. */
  const call = (opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: {
        'x-access-token': token,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        ...opts.headers,
      },
    });
  return { app, call };
}

const FORGED = 'evil.example';

describe('certificate contents and the public address (issue 30)', () => {
  let configured: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    configured = await appWith({ publicUrl: 'https://cert.example.com' });
  });
  afterAll(async () => {
    await certificateBatchRunner.idle();
    await configured.app.close();
  });

  it('prints the standard with its edition, every site, the dates, the accreditation and the version; the link is PUBLIC_URL, never the Host header', async () => {
    const firstIssueDate = addDays(today, -1100);
    const first = await freshCertificate({
      standardCode: 'E',
      standardName: '环境管理体系',
      standardVersion: 'GB/T 24001-2016/ISO 14001:2015',
      firstIssueDate,
      marks: 'CNAS',
      accreditationNo: 'CNAS C068-M',
      sites: [
        { name: '总部', address: '北京市海淀区1号' },
        { name: '生产基地', address: '河北省廊坊市开发区9号' },
      ],
    });
    const [row] = await t.database.systemTx((tx) =>
      tx.select().from(certificates).where(eq(certificates.id, first)),
    );
    // A reissue: the same number, a new version, its PDF kept with the change.
    const reissued = await configured.call({
      method: 'POST',
      url: '/api/zsfx/change/change',
      payload: {
        id: first,
        version: 1,
        replacementReason: '0101',
        changeTypes: [],
        issueDate: today,
        fields: {},
        reason: '证书遗失补发',
      },
    });
    expect(reissued.statusCode, reissued.body).toBe(200);
    const second = reissued.json().result.id as string;

    const batch = await configured.call({
      method: 'POST',
      url: '/api/zswh/maintain/batch/add',
      payload: { kind: 'regenerate', certificateIds: [second], remark: '伪造Host的重新生成' },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    await certificateBatchRunner.idle();
    const rows = (
      await configured.call({ method: 'GET', url: `/api/zsfx/certificate/pdfs?id=${second}` })
    ).json().result as PdfRow[];
    expect(rows.map((r) => [r.reason, r.certificateId])).toEqual([
      ['regenerate', second],
      ['reissue', second],
    ]);
    const open = async (pdfId: string) => {
      const file = await configured.call({
        method: 'GET',
        url: `/api/zsfx/certificate/pdfs/file?id=${second}&pdfId=${pdfId}`,
      });
      expect(file.statusCode).toBe(200);
      return file.rawPayload;
    };
    for (const pdf of [await open(rows[0]!.id), await open(rows[1]!.id)]) {
      const read = await inspectPdf(pdf);
      const text = read.text.replace(/\s+/g, '');
      expect(text).toContain(row!.certNo);
      expect(text).toContain('GB/T24001-2016/ISO14001:2015环境管理体系');
      expect(text).toContain('1.总部：北京市海淀区1号；2.生产基地：河北省廊坊市开发区9号');
      expect(text).toContain(`初次发证日期：${firstIssueDate}`);
      expect(text).toContain(`发证日期：${today}`);
      expect(text).toContain(`有效期至：${row!.expiryDate}`);
      expect(text).toContain('认可标志：CNASC068-M');
      expect(text).toContain('证书版本：第2版（换发）');
      expect(read.urls).toEqual([`https://cert.example.com/external/certificateDetail/${second}`]);
      expect(pdf.includes(FORGED)).toBe(false);
    }
    if (process.env.KEEP_CERTIFICATE_PDF)
      fs.writeFileSync(process.env.KEEP_CERTIFICATE_PDF, await open(rows[0]!.id));

    // Printed on the fly: the replaced version says it was the first; the link is configured too.
    const old = await configured.call({ method: 'GET', url: `/api/zsfx/certificate/pdf?id=${first}` });
    expect(old.statusCode, old.body).toBe(200);
    const oldRead = await inspectPdf(old.rawPayload);
    expect(oldRead.text.replace(/\s+/g, '')).toContain('证书版本：第1版（首次发证）');
    expect(oldRead.urls).toEqual([`https://cert.example.com/external/certificateDetail/${first}`]);
    expect(old.rawPayload.includes(FORGED)).toBe(false);
  });

  it("without PUBLIC_URL, development uses the server's own address, not the Host header", async () => {
    const id = await freshCertificate();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/zsfx/certificate/pdf?id=${id}`,
      headers: { 'x-access-token': staff, host: FORGED, 'x-forwarded-host': FORGED },
    });
    expect(res.statusCode).toBe(200);
    const read = await inspectPdf(res.rawPayload);
    expect(read.urls).toEqual([`http://localhost:8080/external/certificateDetail/${id}`]);
  });

  it('production without PUBLIC_URL refuses to generate a certificate, with the reason, and writes nothing', async () => {
    const production = await appWith({ production: true });
    try {
      const id = await freshCertificate();
      const before = await pdfCount();
      const batches = async () =>
        (
          await t.database.systemTx((tx) =>
            tx.execute(sql`select count(*)::int as n from certificate_batches`),
          )
        ).rows[0]!.n;
      const batchesBefore = await batches();
      const refused = [
        await production.call({
          method: 'POST',
          url: '/api/zswh/maintain/batch/add',
          payload: { kind: 'regenerate', certificateIds: [id] },
        }),
        await production.call({ method: 'GET', url: `/api/zsfx/certificate/pdf?id=${id}` }),
        await production.call({
          method: 'POST',
          url: '/api/zsfx/change/change',
          payload: {
            id,
            version: 1,
            replacementReason: '0101',
            changeTypes: [],
            issueDate: today,
            fields: {},
            reason: '补发',
          },
        }),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(PUBLIC_URL_MISSING);
      }
      expect(await pdfCount()).toBe(before);
      expect(await batches()).toBe(batchesBefore);
      const [still] = await t.database.systemTx((tx) =>
        tx.select().from(certificates).where(eq(certificates.id, id)),
      );
      expect(still).toMatchObject({ status: 1, version: 1 });
      // Sign-in callbacks are built on the same address: refused too, never the Host header.
      const render = await production.call({
        method: 'GET',
        url: '/api/thirdLogin/render/wechat_enterprise?tenantId=1',
      });
      expect(render.statusCode).toBe(503);
      expect(render.body).not.toContain(FORGED);
    } finally {
      await production.app.close();
    }
  });
});
