/**
 * Notice attachments (SECURITY.md 8): content-checked types, server-generated names, 413 past the
 * limit, downloads only for the notice's recipients (and administrators) of the same tenant,
 * served as attachments with nosniff and a sandbox CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/files/files.ts';

let t: TestContext;
let admin: string;
let auditor: string;
let decider: string;

beforeAll(async () => {
  t = await createTestContext();
  [admin, auditor, decider] = (await Promise.all(['admin', 'auditor', 'decider'].map((u) => t.login(u)))) as [
    string,
    string,
    string,
  ];
});
afterAll(() => t?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(fileName: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----cb${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, fileName: string, data: Buffer, contentType?: string) {
  const body = multipart(fileName, data, contentType);
  return t.call(token, { method: 'POST', url: '/api/sys/annountCement/upload', ...body });
}

describe('uploads', () => {
  it('accepts a PDF and a PNG by their content and names them on the server', async () => {
    const pdf = await upload(admin, '../../etc/审核计划.pdf', PDF);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(pdf.body.result).toMatchObject({ fileName: '审核计划.pdf', contentType: 'application/pdf' });
    const png = await upload(admin, 'logo.png', PNG, 'text/html');
    expect(png.body.result.contentType).toBe('image/png');
  });

  it('refuses HTML or SVG whatever they are called, a wrong extension, and an empty file', async () => {
    for (const [name, data] of [
      ['page.html', Buffer.from('<html><script>alert(1)</script></html>')],
      ['image.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['a.svg', Buffer.from('<svg/>')],
      ['report.pdf.html', PDF],
      ['report.exe', PDF],
    ] as const) {
      const res = await upload(admin, name, data);
      expect(res.status, name).toBe(415);
      expect(res.body.message).toBe('不支持的文件格式！');
    }
    expect((await upload(admin, 'empty.pdf', Buffer.alloc(0))).status).toBe(400);
  });

  it('answers 413 past the size limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload(admin, 'big.pdf', big);
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('lets only publishers upload', async () => {
    expect((await upload(auditor, 'a.pdf', PDF)).status).toBe(403);
  });
});

describe('downloads', () => {
  it('serves an attachment to recipients as a sandboxed download, 404 to others', async () => {
    const file = await upload(admin, '监督审核通知.pdf', PDF);
    const fileUuid = file.body.result.fileUuid;
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: {
        msgCategory: '2',
        title: '带附件',
        targetType: 'roles',
        targets: ['auditor'],
        fileUuids: [fileUuid],
      },
    });
    const id = created.body.result.id;
    // The same file cannot be attached to a second notice.
    const reuse = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: { msgCategory: '2', title: '再用', targetType: 'all', fileUuids: [fileUuid] },
    });
    expect(reuse.status).toBe(400);

    const url = `/api/xxtz/cerNotice/file/${id}/0/${fileUuid}`;
    // Not published yet: the auditor is not a recipient.
    expect((await t.call(auditor, { method: 'GET', url })).status).toBe(404);
    await t.call(admin, { method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}` });

    const detail = await t.call(auditor, { method: 'GET', url: `/api/xxtz/cerNotice/queryById?id=${id}` });
    expect(detail.body.result.noticeFileList).toEqual([
      expect.objectContaining({ fileUuid, fileName: '监督审核通知.pdf' }),
    ]);

    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': auditor } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('监督审核通知.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');

    expect((await t.call(decider, { method: 'GET', url })).status).toBe(404);
    expect((await t.call(null, { method: 'GET', url })).status).toBe(401);
    // The file id under another notice is not found.
    const other = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: { msgCategory: '2', title: '另一个', targetType: 'all' },
    });
    await t.call(admin, {
      method: 'GET',
      url: `/api/sys/annountCement/doReleaseData?id=${other.body.result.id}`,
    });
    expect(
      (
        await t.call(decider, {
          method: 'GET',
          url: `/api/xxtz/cerNotice/file/${other.body.result.id}/0/${fileUuid}`,
        })
      ).status,
    ).toBe(404);
    // Traversal-looking ids are refused by the route's schema.
    expect(
      (await t.call(auditor, { method: 'GET', url: `/api/xxtz/cerNotice/file/${id}/0/..%2F..%2Fetc` }))
        .status,
    ).toBe(400);
  });

  it('serves attachments of public notices without sign-in, and only of those', async () => {
    const file = await upload(admin, 'public.png', PNG);
    const fileUuid = file.body.result.fileUuid;
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: {
        msgCategory: '2',
        title: '公开附件',
        targetType: 'all',
        isPublic: true,
        fileUuids: [fileUuid],
      },
    });
    const id = created.body.result.id;
    const url = `/api/xxtz/public/notice/${id}/file/${fileUuid}`;
    expect((await t.call(null, { method: 'GET', url })).status).toBe(404);
    await t.call(admin, { method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}` });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });
});
