/**
 * 客户通知 and 开放文件 over HTTP (BUSINESS.md §6, issue 36 item 4): drafts, audiences, sending in one
 * transaction, read state per enterprise, e-mail through the notices' channel to a real SMTP server,
 * the enterprise's portal view, opened files and their download refusal, tenant isolation.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { customerUserLinks, enterpriseContacts } from '../customers/schema.ts';
import { noticeChannelConfigs } from '../notices/schema.ts';
import { clientNoticeRecipients, clientNotices, openedFiles } from './schema.ts';

let t: TestContext;
let admin: string;
let enterprise: string;
let ownId: string;
const mails: string[] = [];
let smtp: SMTPServer;

const N = '/api/khgl/clientNotice';
const O = '/api/khgl/openedFile';
const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  t.call(token, { method, url, payload });

async function pdf(): Promise<Buffer> {
  const { renderPdfDocument } = await import('../../platform/pdf/pdf.ts');
  return renderPdfDocument({ title: '测试文件', blocks: [{ kind: 'paragraph', text: '内容' }] });
}

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer; type: string }) {
  const boundary = `----cbtest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      let text = '';
      stream.on('data', (c: Buffer) => (text += c.toString('utf8')));
      stream.on('end', () => {
        mails.push(text);
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestContext();
  [admin, enterprise] = await Promise.all([t.login('admin'), t.login('enterprise')]);
  const [link] = await t.database.systemTx((tx) =>
    tx
      .select()
      .from(customerUserLinks)
      .where(and(eq(customerUserLinks.tenantId, 1))),
  );
  ownId = link!.enterpriseId!;
  await t.database.systemTx(async (tx) => {
    await tx
      .insert(noticeChannelConfigs)
      .values({
        tenantId: 1,
        route: '2',
        enabled: true,
        config: { host: '127.0.0.1', port, secure: false, user: '', pass: '', from: 'cb@example.com' },
      })
      .onConflictDoUpdate({
        target: [noticeChannelConfigs.tenantId, noticeChannelConfigs.route],
        set: {
          enabled: true,
          config: { host: '127.0.0.1', port, secure: false, user: '', pass: '', from: 'cb@example.com' },
        },
      });
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe('客户通知', () => {
  it('lists the demo notices in every state, and the enterprise sees only what was sent to it', async () => {
    const res = await get(admin, `${N}/list?pageSize=100`);
    expect(res.status).toBe(200);
    const statuses = res.body.result.records.map((r: { status: number }) => r.status);
    expect(statuses).toContain(0);
    expect(statuses).toContain(1);
    const sent = res.body.result.records.find(
      (r: { audienceType: string; status: number }) => r.audienceType === 'standard' && r.status === 1,
    );
    expect(sent.recipientCount).toBeGreaterThan(0);
    expect(sent.readCount).toBe(1);

    const mine = await get(enterprise, `${N}/mine?pageSize=50`);
    expect(mine.status).toBe(200);
    const titles = mine.body.result.records.map((r: { title: string }) => r.title);
    expect(titles).toContain('关于认证证书查询方式的说明');
    expect(titles).not.toContain('关于新版标准换版审核的通知（草稿）');
    // The body's list is not the enterprise's.
    expect((await get(enterprise, `${N}/list`)).status).toBe(403);
  });

  it('refuses a bad notice with its reason and writes nothing', async () => {
    const before = await get(admin, `${N}/list?pageSize=1`);
    for (const [body, message] of [
      [{ title: '', content: 'x', audienceType: 'all' }, '请输入通知标题'],
      [{ title: 't', content: '', audienceType: 'all' }, '请输入通知内容'],
      [{ title: 't', content: 'x', audienceType: 'standard', audienceValues: [] }, '请选择认证标准'],
      [{ title: 't', content: 'x', audienceType: 'list' }, '请选择客户'],
      [{ title: 't'.repeat(101), content: 'x', audienceType: 'all' }, '通知标题长度不能超过100个字符'],
    ] as const) {
      const res = await post(admin, `${N}/add`, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await get(admin, `${N}/list?pageSize=1`)).body.result.total).toBe(before.body.result.total);
  });

  it('sends a picked-list notice once, by e-mail to the primary contact, and records who read it', async () => {
    const other = (await get(admin, `${N}/enterpriseOptions?keyword=`)).body.result.find(
      (e: { id: string }) => e.id !== ownId,
    );
    await t.database.systemTx((tx) =>
      tx
        .update(enterpriseContacts)
        .set({ email: 'own@example.com' })
        .where(eq(enterpriseContacts.enterpriseId, ownId)),
    );
    const count = await get(admin, `${N}/audienceCount?audienceType=list&values=${ownId},${other.id}`);
    expect(count.body.result.count).toBe(2);
    const added = await post(admin, `${N}/add`, {
      title: '关于提交年度资料的通知',
      content: '请于月底前提交。',
      audienceType: 'list',
      audienceValues: [ownId, other.id],
      sendEmail: true,
    });
    expect(added.status).toBe(200);
    const { id, version } = added.body.result;
    expect(
      (await get(admin, `${N}/queryById?id=${id}`)).body.result.enterprises.map((e: { id: string }) => e.id),
    ).toEqual([ownId, other.id]);
    // A draft is not the enterprise's yet.
    expect((await post(enterprise, `${N}/mine/read`, { id })).status).toBe(404);

    const sent = await post(admin, `${N}/send`, { id, version });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('已发送给2家客户');
    expect(sent.body.result.recipients).toBe(2);
    const again = await post(admin, `${N}/send`, { id, version: sent.body.result.version });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('通知已发送，不能重复发送');
    const edit = await post(
      admin,
      `${N}/edit`,
      { id, version: sent.body.result.version, title: '改', content: 'x', audienceType: 'all' },
      'PUT',
    );
    expect(edit.body.message).toBe('通知已发送，不能修改');

    const recipients = await until(
      () => get(admin, `${N}/recipients?id=${id}`),
      (r) => r.body.result.records.every((x: { emailStatus: string }) => x.emailStatus !== ''),
    );
    const ownRow = recipients.body.result.records.find(
      (r: { enterpriseId: string }) => r.enterpriseId === ownId,
    );
    expect(ownRow.emailStatus).toBe('已发送至own@example.com');
    expect(mails.some((m) => m.includes('own@example.com'))).toBe(true);

    const read = await post(enterprise, `${N}/mine/read`, { id });
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({ title: '关于提交年度资料的通知', content: '请于月底前提交。' });
    const firstRead = read.body.result.readTime;
    expect((await post(enterprise, `${N}/mine/read`, { id })).body.result.readTime).toBe(firstRead);
    const after = await get(admin, `${N}/recipients?id=${id}&read=1`);
    expect(after.body.result.records.map((r: { enterpriseId: string }) => r.enterpriseId)).toEqual([ownId]);
    expect((await get(admin, `${N}/recipients?id=${id}&read=0`)).body.result.records).toHaveLength(1);

    // The public page shows a sent notice, without its readers.
    const pub = await get(null, `/api/khgl/public/clientNotice?id=${id}`);
    expect(pub.status).toBe(200);
    expect(Object.keys(pub.body.result).sort()).toEqual(['content', 'id', 'sendTime', 'title']);
  });

  it('refuses to send a notice nobody would receive, and rolls back', async () => {
    const added = await post(admin, `${N}/add`, {
      title: '无人接收',
      content: 'x',
      audienceType: 'region',
      audienceValues: ['999999'],
    });
    const res = await post(admin, `${N}/send`, added.body.result);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('没有符合发送对象的客户，未发送');
    const rows = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(clientNoticeRecipients)
        .where(eq(clientNoticeRecipients.noticeId, added.body.result.id)),
    );
    expect(rows).toHaveLength(0);
    expect((await get(admin, `${N}/queryById?id=${added.body.result.id}`)).body.result.status).toBe(0);
  });

  it('keeps each body to its own notices', async () => {
    const [tenant] = await t.database.systemTx((tx) =>
      tx.insert(tenants).values({ name: '另一机构' }).returning(),
    );
    const [foreign] = await t.database.systemTx((tx) =>
      tx
        .insert(clientNotices)
        .values({ tenantId: tenant!.id, title: '别家的通知', content: 'x', audienceType: 'all' })
        .returning(),
    );
    expect((await get(admin, `${N}/queryById?id=${foreign!.id}`)).status).toBe(404);
    const list = await get(admin, `${N}/list?title=${encodeURIComponent('别家的通知')}`);
    expect(list.body.result.total).toBe(0);
    // Drafts are not public either.
    expect((await get(null, `/api/khgl/public/clientNotice?id=${foreign!.id}`)).status).toBe(404);
  });

  it('exports the list as a workbook and deletes a notice without losing it', async () => {
    const xls = await t.call(admin, { method: 'GET', url: `${N}/exportXls` });
    expect(xls.status).toBe(200);
    expect(xls.headers['content-type']).toContain('spreadsheetml');
    const added = await post(admin, `${N}/add`, { title: '待删除', content: 'x', audienceType: 'all' });
    const removed = await t.call(admin, {
      method: 'DELETE',
      url: `${N}/delete?id=${added.body.result.id}&version=${added.body.result.version}`,
    });
    expect(removed.status).toBe(200);
    expect((await get(admin, `${N}/queryById?id=${added.body.result.id}`)).status).toBe(404);
    const [kept] = await t.database.systemTx((tx) =>
      tx.select().from(clientNotices).where(eq(clientNotices.id, added.body.result.id)),
    );
    expect(kept!.deleted).toBe(true);
  });
});

describe('开放文件', () => {
  it('opens a file to chosen enterprises only: others neither list nor download it', async () => {
    const others = (await get(admin, `${N}/enterpriseOptions`)).body.result.filter(
      (e: { id: string }) => e.id !== ownId,
    );
    const added = await post(admin, `${O}/add`, {
      title: '仅部分客户可见的文件',
      audienceType: 'list',
      enterpriseIds: [others[0].id],
    });
    expect(added.status).toBe(200);
    const { id } = added.body.result;
    const form = multipart(
      { documentType: 'attachment' },
      { name: '说明.pdf', data: await pdf(), type: 'application/pdf' },
    );
    const up = await t.call(admin, { method: 'POST', url: `${O}/files/${id}`, ...form });
    expect(up.status).toBe(200);
    const fileId = up.body.result.id;

    const listed = await get(admin, `${O}/list?title=${encodeURIComponent('仅部分客户可见的文件')}`);
    expect(listed.body.result.records[0]).toMatchObject({ fileName: '说明.pdf', enterpriseCount: 1, fileId });

    const mine = await get(enterprise, `${O}/mine?pageSize=50`);
    expect(mine.body.result.records.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await get(enterprise, `${O}/files/${id}/${fileId}`)).status).toBe(404);
    expect((await get(enterprise, `${O}/files/${id}`)).status).toBe(404);

    // Opened to the enterprise as well: now it lists and downloads it, but cannot replace it.
    const detail = await get(admin, `${O}/queryById?id=${id}`);
    const edited = await post(
      admin,
      `${O}/edit`,
      {
        id,
        version: detail.body.result.version,
        title: '仅部分客户可见的文件',
        audienceType: 'list',
        enterpriseIds: [others[0].id, ownId],
      },
      'PUT',
    );
    expect(edited.status).toBe(200);
    const mineNow = await get(enterprise, `${O}/mine?pageSize=50`);
    expect(mineNow.body.result.records.map((r: { id: string }) => r.id)).toContain(id);
    const download = await t.app.inject({
      method: 'GET',
      url: `${O}/files/${id}/${fileId}`,
      headers: { 'x-access-token': enterprise },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const form2 = multipart(
      { documentType: 'attachment' },
      { name: '替换.pdf', data: await pdf(), type: 'application/pdf' },
    );
    expect((await t.call(enterprise, { method: 'POST', url: `${O}/files/${id}`, ...form2 })).status).toBe(
      403,
    );
  });

  it('shows the demo files opened to everyone and to the demo enterprise, not the others', async () => {
    const mine = await get(enterprise, `${O}/mine?pageSize=50`);
    const titles = mine.body.result.records.map((r: { title: string }) => r.title);
    expect(titles).toContain('认证证书和认证标志使用管理规定');
    expect(titles).toContain('监督审核资料清单');
    expect(titles).not.toContain('转机构企业须知');
  });

  it('refuses a list without enterprises and deletes softly', async () => {
    const bad = await post(admin, `${O}/add`, { title: 'x', audienceType: 'list', enterpriseIds: [] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('请选择客户');
    const added = await post(admin, `${O}/add`, { title: '删除用', audienceType: 'all' });
    const res = await t.call(admin, {
      method: 'DELETE',
      url: `${O}/delete?id=${added.body.result.id}&version=${added.body.result.version}`,
    });
    expect(res.status).toBe(200);
    const [kept] = await t.database.systemTx((tx) =>
      tx.select().from(openedFiles).where(eq(openedFiles.id, added.body.result.id)),
    );
    expect(kept!.deleted).toBe(true);
    expect((await get(enterprise, `${O}/mine?title=${encodeURIComponent('删除用')}`)).body.result.total).toBe(
      0,
    );
  });
});
