/**
 * Record files through `registerRecordFiles`, as an area would plug them in: upload by document
 * type with versions, list, download, audited soft delete, 413/415, the area's access callbacks
 * (404 for records it hides, 403 for read-only ones), permission codes, other tenants and
 * Idempotency-Key replays. The probe "records" are the tenant's users (rows RLS keeps per tenant).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { hashPassword } from '../auth/passwords.ts';
import { auditLog } from '../db/platform-schema.ts';
import { tenants, users } from '../identity/schema.ts';
import { uuidv7 } from '../ids.ts';
import { enableUploads } from './files.ts';
import { registerRecordFiles } from './record-files.ts';
import { recordFiles, storedFiles } from './schema.ts';

/** A code the admin holds and the auditor does not (the notice editors'). */
const WRITE_PERMISSION = 'xxtz:noticeList:add';

let t: TestContext;
let admin: string;
let auditor: string;
let adminId: string;
let auditorId: string;
/** Records the area's callbacks refuse: hidden ones are unreadable, frozen ones read-only. */
const hidden = new Set<string>();
const frozen = new Set<string>();
const MAX = 64 * 1024;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PDF2 = Buffer.from('%PDF-1.4\n% second version\ntrailer<<>>\n%%EOF\n');
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
const XLSX = DOCX;

beforeAll(async () => {
  t = await createTestContext({
    extraRoutes: async (api) => {
      const userExists = async ({ tx, recordId }: { tx: any; recordId: string }) =>
        (await tx.select({ id: users.id }).from(users).where(eq(users.id, recordId))).length === 1;
      await registerRecordFiles(api, api.services, {
        recordType: 'probe',
        prefix: '/probe/files',
        documentTypes: ['xmsl001', 'htps001', 'product_sample_form', 'attachment'],
        accept: { htps001: 'word', product_sample_form: 'excel' },
        permission: { write: [WRITE_PERMISSION] },
        canRead: async (access) => !hidden.has(access.recordId) && (await userExists(access)),
        canWrite: async ({ recordId }) => !frozen.has(recordId),
        maxBytes: MAX,
      });
      // An area whose own scope already parses uploads (with a smaller limit) can still plug in.
      await api.register(async (area) => {
        await enableUploads(area, 1024);
        await registerRecordFiles(area, api.services, {
          recordType: 'probe-open',
          prefix: '/probe-open/files',
          documentTypes: ['attachment'],
          canRead: userExists,
        });
      });
    },
  });
  [admin, auditor] = (await Promise.all(['admin', 'auditor'].map((u) => t.login(u)))) as [string, string];
  const ids = await t.database.systemTx((tx) =>
    tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.tenantId, 1)),
  );
  adminId = ids.find((u) => u.username === 'admin')!.id;
  auditorId = ids.find((u) => u.username === 'auditor')!.id;
});
afterAll(() => t?.close());

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----cb${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  token: string,
  recordId: string,
  documentType: string | null,
  name: string,
  data: Buffer,
  headers: Record<string, string> = {},
  base = '/api/probe/files',
) {
  const body = multipart(documentType === null ? {} : { documentType }, { name, data });
  return t.call(token, {
    method: 'POST',
    url: `${base}/${recordId}`,
    ...body,
    headers: { ...body.headers, ...headers },
  });
}

const list = (token: string, recordId: string, base = '/api/probe/files') =>
  t.call(token, { method: 'GET', url: `${base}/${recordId}` });
const download = (token: string, recordId: string, fileId: string, base = '/api/probe/files') =>
  t.call(token, { method: 'GET', url: `${base}/${recordId}/${fileId}` });
const remove = (token: string, recordId: string, fileId: string, version: number) =>
  t.call(token, { method: 'DELETE', url: `/api/probe/files/${recordId}/${fileId}?version=${version}` });

const fileRows = (recordId: string) =>
  t.database.systemTx((tx) => tx.select().from(recordFiles).where(eq(recordFiles.recordId, recordId)));

describe('upload, versions and list', () => {
  it('files an upload under its document type, with the type decided by the content', async () => {
    const res = await upload(admin, adminId, 'xmsl001', '../../认证申请书.pdf', PDF);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('上传成功');
    expect(res.body.result).toMatchObject({
      documentType: 'xmsl001',
      revision: 1,
      fileName: '认证申请书.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedBy: adminId,
      version: 1,
    });
    expect(res.body.result.uploadedByName).toBeTruthy();
    const stored = await t.database.systemTx((tx) =>
      tx
        .select({ key: storedFiles.storageKey, owner: storedFiles.ownerArea, ownerId: storedFiles.ownerId })
        .from(storedFiles)
        .innerJoin(recordFiles, eq(recordFiles.fileId, storedFiles.id))
        .where(eq(recordFiles.id, res.body.result.id)),
    );
    expect(stored[0]).toMatchObject({ owner: 'record:probe', ownerId: adminId });
    expect(stored[0]!.key).toMatch(/^1\/[0-9a-f-]{36}$/);
  });

  it('makes a second upload of the same type its next version, keeping the first as history', async () => {
    const again = await upload(admin, adminId, 'xmsl001', '认证申请书-修订.pdf', PDF2);
    expect(again.status).toBe(200);
    expect(again.body.result.revision).toBe(2);
    await upload(admin, adminId, 'attachment', '附件一.pdf', PDF);
    await upload(admin, adminId, 'attachment', '附件二.pdf', PDF);

    const res = await list(admin, adminId);
    expect(res.status).toBe(200);
    const groups = res.body.result as any[];
    expect(groups.map((g) => [g.documentType, g.current.fileName, g.history.length])).toEqual([
      ['xmsl001', '认证申请书-修订.pdf', 1],
      ['attachment', '附件一.pdf', 0],
      ['attachment', '附件二.pdf', 0],
    ]);
    expect(groups[0].history[0]).toMatchObject({ revision: 1, fileName: '认证申请书.pdf' });
    // Another record has its own documents.
    expect((await list(admin, auditorId)).body.result).toEqual([]);
  });

  it('serves any live version as an attachment that the browser will not sniff or run', async () => {
    const groups = (await list(admin, adminId)).body.result as any[];
    const old = groups[0].history[0];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/probe/files/${adminId}/${old.id}`,
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('认证申请书.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    // A file id of another record is not reachable through this record.
    expect((await download(admin, auditorId, old.id)).status).toBe(404);
  });
});

describe('concurrent uploads', () => {
  it('numbers simultaneous uploads of one document without gaps or duplicates', async () => {
    const [decider] = await t.database.systemTx((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'decider'))),
    );
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => upload(admin, decider!.id, 'xmsl001', `并发${n}.pdf`, PDF)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.body.result.revision).sort()).toEqual([1, 2, 3, 4]);
    const groups = (await list(admin, decider!.id)).body.result as any[];
    expect(groups).toHaveLength(1);
    expect(groups[0].current.revision).toBe(4);
    expect(groups[0].history.map((f: any) => f.revision)).toEqual([3, 2, 1]);
  });

  it('applies the record files’ own size limit inside a scope that already parses uploads', async () => {
    // The area's scope limits uploads to 1 kB; record files keep their default 20 MB.
    const twoKb = Buffer.concat([PDF, Buffer.alloc(2048)]);
    const res = await upload(
      admin,
      adminId,
      'attachment',
      '两千字节.pdf',
      twoKb,
      {},
      '/api/probe-open/files',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('refused uploads write nothing', () => {
  it('needs a known document type of this record', async () => {
    const before = (await fileRows(auditorId)).length;
    for (const [type, message] of [
      [null, '请选择文件类型'],
      ['', '请选择文件类型'],
      ['shfa002', '文件类型不正确'],
      ["xmsl001' or 1=1 --", '文件类型不正确'],
    ] as const) {
      const res = await upload(admin, auditorId, type, 'a.pdf', PDF);
      expect(res.status, String(type)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await fileRows(auditorId)).toHaveLength(before);
  });

  it('refuses content that is not an accepted type, whatever its name says (415)', async () => {
    for (const [name, data] of [
      ['page.html', Buffer.from('<html><script>alert(1)</script></html>')],
      ['image.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['report.exe', PDF],
      ['report.docx', PDF],
    ] as const) {
      const res = await upload(admin, auditorId, 'xmsl001', name, data);
      expect(res.status, name).toBe(415);
      expect(res.body.message).toBe('不支持的文件格式！');
    }
    expect(await fileRows(auditorId)).toHaveLength(0);
  });

  it('keeps Word-only and Excel-only document types to their formats, with the spec messages', async () => {
    const word = await upload(admin, auditorId, 'htps001', '合同.pdf', PDF);
    expect([word.status, word.body.message]).toEqual([415, '只能上传Word文件！']);
    const excel = await upload(admin, auditorId, 'product_sample_form', '抽样单.docx', DOCX);
    expect([excel.status, excel.body.message]).toEqual([415, '只能上传excel文件']);
    expect((await upload(admin, auditorId, 'htps001', '合同.docx', DOCX)).status).toBe(200);
    expect((await upload(admin, auditorId, 'product_sample_form', '抽样单.xlsx', XLSX)).status).toBe(200);
  });

  it('answers 413 past the size limit and 400 for an empty file or no file', async () => {
    const before = (await fileRows(auditorId)).length;
    const big = await upload(admin, auditorId, 'xmsl001', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(MAX)]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false, code: 413 });
    expect((await upload(admin, auditorId, 'xmsl001', 'empty.pdf', Buffer.alloc(0))).status).toBe(400);
    const none = multipart({ documentType: 'xmsl001' });
    const noFile = await t.call(admin, { method: 'POST', url: `/api/probe/files/${auditorId}`, ...none });
    expect(noFile.status).toBe(400);
    const json = await t.call(admin, { method: 'POST', url: `/api/probe/files/${auditorId}`, payload: {} });
    expect(json.status).toBe(400);
    expect(await fileRows(auditorId)).toHaveLength(before);
  });
});

describe('soft delete', () => {
  it('hides a version, brings the previous one back, keeps the row and audits the change', async () => {
    const groups = (await list(admin, adminId)).body.result as any[];
    const current = groups[0].current;
    expect((await remove(admin, adminId, current.id, current.version + 5)).status).toBe(409);
    const res = await remove(admin, adminId, current.id, current.version);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('删除成功');
    expect((await remove(admin, adminId, current.id, current.version + 1)).status).toBe(404);
    expect((await download(admin, adminId, current.id)).status).toBe(404);

    const after = (await list(admin, adminId)).body.result as any[];
    expect(after[0]).toMatchObject({ documentType: 'xmsl001', current: { revision: 1 }, history: [] });
    const [row] = await t.database.systemTx((tx) =>
      tx.select().from(recordFiles).where(eq(recordFiles.id, current.id)),
    );
    expect(row).toMatchObject({ deletedBy: adminId, version: current.version + 1 });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const trail = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tableName, 'record_files'), eq(auditLog.recordId, current.id))),
    );
    expect(trail.map((e) => e.action).sort()).toEqual(['insert', 'update']);
    const update = trail.find((e) => e.action === 'update')!;
    expect(update.actorId).toBe(adminId);
    expect((update.before as any).deleted_at).toBeNull();
    expect((update.after as any).deleted_at).toBeTruthy();

    // Uploading again continues the numbering after the deleted version.
    const next = await upload(admin, adminId, 'xmsl001', '认证申请书-第三版.pdf', PDF);
    expect(next.body.result.revision).toBe(3);
  });

  it('needs the version', async () => {
    const groups = (await list(admin, adminId)).body.result as any[];
    const res = await t.call(admin, {
      method: 'DELETE',
      url: `/api/probe/files/${adminId}/${groups[0].current.id}`,
    });
    expect(res.status).toBe(400);
  });
});

describe('access', () => {
  it('answers 404 for records the area hides, exactly as for missing ones', async () => {
    const file = (await list(admin, adminId)).body.result[0].current;
    hidden.add(adminId);
    try {
      const missing = uuidv7();
      for (const recordId of [adminId, missing]) {
        expect((await list(admin, recordId)).status).toBe(404);
        expect((await download(admin, recordId, file.id)).status).toBe(404);
        expect((await upload(admin, recordId, 'xmsl001', 'a.pdf', PDF)).status).toBe(404);
        expect((await remove(admin, recordId, file.id, file.version)).status).toBe(404);
      }
      expect((await list(admin, adminId)).body.message).toBe((await list(admin, missing)).body.message);
    } finally {
      hidden.delete(adminId);
    }
  });

  it('answers 403 for changes to a record the area keeps read-only, and lets it be read', async () => {
    frozen.add(auditorId);
    try {
      expect((await upload(admin, auditorId, 'xmsl001', 'a.pdf', PDF)).status).toBe(403);
      const file = (await list(admin, auditorId)).body.result[0].current;
      expect((await remove(admin, auditorId, file.id, file.version)).status).toBe(403);
      expect((await download(admin, auditorId, file.id)).status).toBe(200);
    } finally {
      frozen.delete(auditorId);
    }
  });

  it('checks the permission codes of the routes', async () => {
    expect((await upload(auditor, auditorId, 'xmsl001', 'a.pdf', PDF)).status).toBe(403);
    const file = (await list(auditor, auditorId)).body.result[0].current;
    expect((await remove(auditor, auditorId, file.id, file.version)).status).toBe(403);
    expect((await download(auditor, auditorId, file.id)).status).toBe(200);
    expect((await list(null as unknown as string, auditorId)).status).toBe(401);
  });

  it('keeps each tenant to its own records and files', async () => {
    const otherId = uuidv7();
    await t.database.systemTx(async (tx) => {
      await tx.insert(tenants).values({ id: 2, name: '另一家认证机构' }).onConflictDoNothing();
      await tx.insert(users).values({
        id: otherId,
        tenantId: 2,
        username: 'files-other',
        realname: '他人',
        passwordHash: await hashPassword('Other1234'),
      });
    });
    const login = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      headers: { 'tenant-id': '2' },
      payload: { username: 'files-other', password: 'Other1234' },
    });
    const other = login.body.result.token as string;
    const base = '/api/probe-open/files';
    const mine = await upload(other, otherId, 'attachment', '他人.pdf', PDF, {}, base);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect((await list(other, otherId, base)).body.result).toHaveLength(1);

    // Tenant 1 cannot reach tenant 2's record or file, and the other way round.
    expect((await list(admin, otherId, base)).status).toBe(404);
    expect((await download(admin, otherId, mine.body.result.id, base)).status).toBe(404);
    expect((await upload(admin, otherId, 'attachment', 'x.pdf', PDF, {}, base)).status).toBe(404);
    expect((await list(other, adminId, base)).status).toBe(404);
    // Even naming the other tenant's file under one's own record finds nothing.
    const ownFile = (await upload(admin, adminId, 'attachment', 'own.pdf', PDF, {}, base)).body.result;
    expect((await download(other, otherId, ownFile.id, base)).status).toBe(404);
    const rows = await t.database.tenantTx({ tenantId: 2, userId: null }, (tx) =>
      tx.execute(sql`select tenant_id from record_files`),
    );
    expect(rows.rows.every((r) => (r as { tenant_id: number }).tenant_id === 2)).toBe(true);
  });
});

describe('idempotent POST', () => {
  it('replays the first answer for a retried upload with the same Idempotency-Key', async () => {
    const key = `files-${uuidv7()}`;
    const before = (await fileRows(auditorId)).length;
    const first = await upload(admin, auditorId, 'attachment', '重试.pdf', PDF, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const retry = await upload(admin, auditorId, 'attachment', '重试.pdf', PDF, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.result.id).toBe(first.body.result.id);
    expect(await fileRows(auditorId)).toHaveLength(before + 1);
  });
});
