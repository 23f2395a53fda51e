/**
 * Certificate templates (证书模板, zsmb) and the certificate PDF: the seeded layouts, add / edit
 * (revision) / delete with their refusals and 409, the preview with sample data, the artwork
 * upload, and a certificate printed with its template — read back with poppler: Chinese text, the
 * embedded font subset, and the QR code's link to the public detail page.
 */

import { deflateSync } from 'node:zlib';
import { defaultCertificateTemplateFields } from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { certificates, certificateTemplates } from './schema.ts';
import { chinaToday } from './status.ts';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await createTestContext();
  staff = await t.login('staff');
});
afterAll(() => t.close());

const get = (url: string, token: string | null = staff) => t.call(token, { method: 'GET', url });
const post = (url: string, payload: object, token: string | null = staff) =>
  t.call(token, { method: 'POST', url, payload });
const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-access-token': staff } });

const templateInput = (patch: Record<string, unknown> = {}) => ({
  name: '质量管理体系证书（测试）',
  certificateType: 'A',
  standardCode: 'Q',
  language: 'zh',
  pageSize: 'A4',
  landscape: false,
  fields: defaultCertificateTemplateFields('zh'),
  qrXMm: 160,
  qrYMm: 240,
  qrSizeMm: 30,
  ...patch,
});
const templateCount = () =>
  t.database.systemTx((tx) =>
    tx
      .select({ n: sql<number>`count(*)` })
      .from(certificateTemplates)
      .where(eq(certificateTemplates.tenantId, 1))
      .then((r) => Number(r[0]!.n)),
  );

/** A 2×2 white PNG, the smallest artwork. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.from([0, 255, 255, 255, 255, 255, 255, 0, 255, 255, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('certificate templates', () => {
  it('starts every body with a Chinese and an English template', async () => {
    const res = await get('/api/zsmb/template/list');
    expect(res.status).toBe(200);
    expect(res.body.result.records.map((r: { language: string }) => r.language).sort()).toEqual(['en', 'zh']);
  });

  it('adds, edits (a new revision), refuses a taken name and a stale version, deletes', async () => {
    const added = await post('/api/zsmb/template/add', templateInput());
    expect(added.status).toBe(200);
    const { id } = added.body.result;
    const taken = await post('/api/zsmb/template/add', templateInput());
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('模板名称已存在');

    const edited = await post('/api/zsmb/template/edit', {
      ...templateInput({ qrSizeMm: 35 }),
      id,
      version: 1,
    });
    expect(edited.body.result).toEqual({ id, version: 2 });
    const detail = await get(`/api/zsmb/template/queryById?id=${id}`);
    expect(detail.body.result).toMatchObject({
      revision: 2,
      qrSizeMm: 35,
      standardCode: 'Q',
      hasBackground: false,
    });
    expect(detail.body.result.fields).toHaveLength(defaultCertificateTemplateFields('zh').length);

    const stale = await post('/api/zsmb/template/edit', {
      ...templateInput({ qrSizeMm: 40 }),
      id,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await get(`/api/zsmb/template/queryById?id=${id}`)).body.result.qrSizeMm).toBe(35);

    expect((await post('/api/zsmb/template/delete', { id, version: 2 })).status).toBe(200);
    expect((await get(`/api/zsmb/template/queryById?id=${id}`)).status).toBe(404);
  });

  it('refuses bad layouts with Chinese messages and writes nothing', async () => {
    const before = await templateCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, '请输入模板名称'],
      [{ certificateType: 'X' }, '请选择认证类别'],
      [{ language: 'fr' }, '请选择模板语言'],
      [{ fields: [] }, '请至少添加一个字段'],
      [{ fields: [{ source: 'secret', xMm: 1, yMm: 1 }] }, '请选择字段内容'],
      [{ fields: [{ source: 'certNo', xMm: -1, yMm: 1 }] }, '横坐标不能小于0'],
      [{ fields: [{ source: 'certNo', xMm: 1, yMm: 1, sizePt: 200 }] }, '字号不能大于72'],
      [{ qrSizeMm: 5 }, '二维码尺寸不能小于15毫米'],
    ];
    for (const [patch, message] of cases) {
      const res = await post('/api/zsmb/template/add', templateInput({ name: '坏模板', ...patch }));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await templateCount()).toBe(before);
  });

  it('previews a layout with sample data, saved or being edited', async () => {
    const [zh] = (await get('/api/zsmb/template/list?name=中文')).body.result.records;
    const saved = await download(`/api/zsmb/template/preview?id=${zh.id}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-type']).toBe('application/pdf');
    const read = await inspectPdf(saved.rawPayload);
    expect(read.text.replace(/\s+/g, '')).toContain('示例科技有限公司');
    expect(read.fonts.every((f) => f.embedded && f.subset)).toBe(true);

    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/zsmb/template/preview',
      headers: { 'x-access-token': staff },
      payload: templateInput({ fields: [{ source: 'text', text: '编辑中的标题', xMm: 20, yMm: 20 }] }),
    });
    expect(draft.statusCode).toBe(200);
    expect((await inspectPdf(draft.rawPayload)).text).toContain('编辑中的标题');
  });

  it('takes PNG artwork as the page background, and refuses other files', async () => {
    const [zh] = (await get('/api/zsmb/template/list?name=中文')).body.result.records;
    const upload = (fileName: string, data: Buffer, version: number) => {
      const boundary = '----cbtpl';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${zh.id}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="version"\r\n\r\n${version}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.call(staff, {
        method: 'POST',
        url: '/api/zsmb/template/background',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const pdfFile = await upload('x.pdf', Buffer.from('%PDF-1.4\n%%EOF'), zh.version);
    expect(pdfFile.status).toBe(400);
    expect(pdfFile.body.message).toBe('证书底图只支持PNG或JPG图片');
    const ok = await upload('底图.png', tinyPng(), zh.version);
    expect(ok.status).toBe(200);
    const detail = (await get(`/api/zsmb/template/queryById?id=${zh.id}`)).body.result;
    expect(detail).toMatchObject({ hasBackground: true, revision: zh.revision + 1 });
    const preview = await download(`/api/zsmb/template/preview?id=${zh.id}`);
    expect(preview.statusCode).toBe(200);
    expect((await inspectPdf(preview.rawPayload)).pages).toBe(1);
  });
});

describe('certificate PDF', () => {
  it('prints a certificate with its template: number, Chinese names, embedded font, QR link to the public detail', async () => {
    const [valid] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.tenantId, 1),
            eq(certificates.status, 1),
            sql`${certificates.expiryDate} > ${chinaToday()}`,
          ),
        )
        .limit(1),
    );
    const res = await download(`/api/zsfx/certificate/pdf?id=${valid!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.length).toBeLessThan(100_000);
    const read = await inspectPdf(res.rawPayload);
    const text = read.text.replace(/\s+/g, '');
    expect(text).toContain(valid!.certNo);
    expect(text).toContain(valid!.enterpriseName);
    expect(text).toContain('认证证书');
    expect(text).toContain(`有效期至：${valid!.expiryDate}`);
    expect(read.fonts.length).toBeGreaterThan(0);
    expect(read.fonts.every((f) => f.embedded && f.subset && f.name.includes('NotoSansSC'))).toBe(true);
    // The server's own address (no PUBLIC_URL in tests), not the request's Host (localhost:80).
    expect(read.urls).toEqual([`http://localhost:8080/external/certificateDetail/${valid!.id}`]);

    // The English template, named.
    const [en] = (await get('/api/zsmb/template/list?name=英文')).body.result.records;
    const english = await download(`/api/zsfx/certificate/pdf?id=${valid!.id}&templateId=${en.id}`);
    expect((await inspectPdf(english.rawPayload)).text).toContain('CERTIFICATE');
  });

  it('says so when no template fits the certificate type', async () => {
    const [row] = await t.database.systemTx((tx) =>
      tx.select().from(certificates).where(eq(certificates.tenantId, 1)).limit(1),
    );
    await t.database.systemTx((tx) =>
      tx.update(certificates).set({ certificateType: 'D' }).where(eq(certificates.id, row!.id)),
    );
    const res = await get(`/api/zsfx/certificate/pdf?id=${row!.id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('没有适用于该证书的证书模板，请先在证书模板中添加');
  });
});
