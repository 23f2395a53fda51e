/**
 * 短信通知 and 证书维护 (issue 19): the notices a status change records and sends to the enterprise
 * contact (SMS only with the bought service; e-mail through a real local SMTP server; SMS through
 * a local gateway), resend, and the background batches (regenerate PDFs, standard transition,
 * batch print into one PDF) with progress, result report, 409, refused input writing nothing,
 * permissions and tenant isolation.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, SMS_NOT_BOUGHT_MESSAGE } from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { tenants, users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { enterpriseContacts, enterprises } from '../customers/schema.ts';
import { certificateBatchRunner } from './maintenance.ts';
import { certificateNoticeOutbox } from './notices.ts';
import {
  certificateBatches,
  certificateBatchItems,
  certificateEvents,
  certificateNotices,
  certificates,
} from './schema.ts';
import { chinaToday } from './status.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditor: string;
const today = chinaToday();
const mails: { to: string; data: string }[] = [];
const smsCalls: { phone: string; content: string }[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let gateway: http.Server;
let gatewayBase: string;

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, auditor] = await Promise.all([t.login('admin'), t.login('staff'), t.login('auditor')]);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      smsCalls.push(JSON.parse(raw));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 0 }));
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  gatewayBase = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await certificateBatchRunner.idle();
  await certificateNoticeOutbox.idle();
  await t?.close();
  if (smtp) await new Promise<void>((r) => smtp.close(() => r()));
  if (gateway) await new Promise<void>((r) => gateway.close(() => r()));
});

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string | null, url: string, payload: object) =>
  t.call(token, { method: 'POST', url, payload });

const setErp = async (buyNoteService: number) => {
  const current = await get(admin, '/api/sys/cerErpPortalSetting/setting');
  const { version, ...value } = current.body.result;
  const res = await t.call(admin, {
    method: 'PUT',
    url: '/api/sys/cerErpPortalSetting/setting',
    payload: { ...value, buyNoteService, version },
  });
  expect(res.status).toBe(200);
};
const channelVersion = async (route: string) =>
  (await get(admin, '/api/sys/noticeChannel/list')).body.result.find(
    (c: { route: string }) => c.route === route,
  ).version as number;

let serial = 0;
/** A valid certificate of tenant 1 whose enterprise has a contact with a phone and an e-mail. */
async function certificateWithContact(values: Partial<typeof certificates.$inferInsert> = {}) {
  const id = uuidv7();
  const enterpriseId = uuidv7();
  serial += 1;
  const tag = `${Date.now() % 1e6}${serial}`;
  await t.database.systemTx(async (tx) => {
    await tx.insert(enterprises).values({
      id: enterpriseId,
      tenantId: 1,
      code: `MT${tag}`,
      name: `维护测试企业${tag}有限公司`,
      creditCode: `91330000MT${tag}`.slice(0, 18),
    });
    await tx.insert(enterpriseContacts).values({
      tenantId: 1,
      enterpriseId,
      name: '赵联系',
      phone: '13900139000',
      email: `contact${tag}@client.example`,
      isPrimary: true,
    });
    await tx.insert(certificates).values({
      id,
      tenantId: 1,
      certNo: `06826Q${tag.padStart(6, '0')}R0M`,
      standardCode: 'Q',
      standardName: 'GB/T 19001-2016/ISO 9001:2015',
      standardVersion: 'GB/T 19001-2016',
      issueDate: addDays(today, -365),
      expiryDate: addDays(today, 730),
      enterpriseId,
      enterpriseName: `维护测试企业${tag}有限公司`,
      scopeZh: '精密机械零部件的加工',
      ...values,
    });
  });
  return id;
}
const noticesOf = (certificateId: string) =>
  t.database.systemTx((tx) =>
    tx
      .select()
      .from(certificateNotices)
      .where(eq(certificateNotices.certificateId, certificateId))
      .orderBy(certificateNotices.channel),
  );
const certNoOf = async (id: string) =>
  (await t.database.systemTx((tx) => tx.select().from(certificates).where(eq(certificates.id, id))))[0]!
    .certNo;

describe('短信通知', () => {
  it('the demo tenant has the notices of its suspended and revoked certificates', async () => {
    const sent = await get(staff, '/api/zsfx/sms/list?status=sent&pageNo=1&pageSize=10');
    const failed = await get(staff, '/api/zsfx/sms/list?status=failed&channel=2&pageNo=1&pageSize=10');
    const skipped = await get(staff, '/api/zsfx/sms/list?status=skipped&channel=4&pageNo=1&pageSize=10');
    expect(sent.body.result.total).toBeGreaterThan(0);
    expect(failed.body.result.total).toBeGreaterThan(0);
    expect(skipped.body.result.records[0].detail).toBe(SMS_NOT_BOUGHT_MESSAGE);
  });

  it('a suspension records the notices; SMS is not sent without the service, e-mail fails until configured, then resends', async () => {
    await setErp(0);
    const id = await certificateWithContact();
    const res = await post(staff, '/api/zsfx/pauseCancel/suspend', {
      id,
      version: 1,
      reasonCode: '0116',
      effectiveDate: today,
      suspendUntil: addDays(today, 90),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await certificateNoticeOutbox.idle();
    const [email, sms] = await noticesOf(id);
    expect(sms).toMatchObject({
      channel: '4',
      status: 'skipped',
      detail: SMS_NOT_BOUGHT_MESSAGE,
      address: '13900139000',
    });
    expect(email).toMatchObject({ channel: '2', status: 'failed', attempts: 1, eventType: 'suspend' });
    expect(email!.detail).toContain('渠道未配置');
    expect(email!.title).toContain(await certNoOf(id));
    expect(email!.title).toContain(`暂停期至${addDays(today, 90)}`);

    // The list shows them (filters on the server), the SMS cannot be resent without the service.
    const certNo = await certNoOf(id);
    const list = await get(staff, `/api/zsfx/sms/list?certNo=${certNo}&pageNo=1&pageSize=10`);
    expect(list.body.result.total).toBe(2);
    const smsOnly = await get(staff, `/api/zsfx/sms/list?certNo=${certNo}&channel=4&pageNo=1&pageSize=10`);
    expect(smsOnly.body.result.records.map((r: { channel: string }) => r.channel)).toEqual(['4']);
    const refused = await post(staff, '/api/zsfx/sms/resend', { id: sms!.id, version: sms!.version });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SMS_NOT_BOUGHT_MESSAGE);

    // The administrator configures SMTP (a real local server); the e-mail goes out on resend.
    const saved = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: {
        route: '2',
        enabled: true,
        version: await channelVersion('2'),
        config: {
          host: '127.0.0.1',
          port: smtpPort,
          secure: false,
          user: '',
          pass: '',
          from: 'cb@cb.example',
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stale = await post(staff, '/api/zsfx/sms/resend', {
      id: email!.id,
      version: email!.version - 1 + 5,
    });
    expect(stale.status).toBe(409);
    const resent = await post(staff, '/api/zsfx/sms/resend', { id: email!.id, version: email!.version });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.result).toMatchObject({ status: 'sent', attempts: 2, detail: '' });
    const mail = mails.find((m) => m.to === email!.address);
    expect(mail?.data).toContain('Subject:');
    const again = await post(staff, '/api/zsfx/sms/resend', {
      id: email!.id,
      version: resent.body.result.version,
    });
    expect(again.body.message).toBe('该通知已发送成功，无需重发');
    const [event] = await t.database.systemTx((tx) =>
      tx.select().from(certificateEvents).where(eq(certificateEvents.certificateId, id)),
    );
    expect(event!.notifiedAt).toBeTruthy();
  });

  it('with the SMS service bought, a restoration goes out by SMS through the gateway and by e-mail at once', async () => {
    await setErp(1);
    const saved = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: {
        route: '4',
        enabled: true,
        version: await channelVersion('4'),
        config: { endpoint: `${gatewayBase}/sms/send`, apiKey: 'k', signName: '测试认证' },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = await certificateWithContact({ status: 2, suspendUntil: addDays(today, 30) });
    await t.database.systemTx((tx) =>
      tx.insert(certificateEvents).values({
        id: uuidv7(),
        tenantId: 1,
        certificateId: id,
        eventType: 'suspend',
        fromStatus: 1,
        toStatus: 2,
        effectiveDate: addDays(today, -10),
      }),
    );
    const res = await post(staff, '/api/zsfx/pauseCancel/restore', { id, version: 1, effectiveDate: today });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await certificateNoticeOutbox.idle();
    const [email, sms] = await noticesOf(id);
    expect(sms).toMatchObject({ status: 'sent', attempts: 1, eventType: 'restore' });
    expect(email).toMatchObject({ status: 'sent' });
    const certNo = await certNoOf(id);
    const call = smsCalls.find((c) => c.content.includes(certNo));
    expect(call?.phone).toBe('13900139000');
    expect(call?.content).toContain('恢复');
    const channels = await get(staff, '/api/zsfx/sms/channels');
    expect(channels.body.result).toEqual({ buyNoteService: 1, smsEnabled: true, emailEnabled: true });
  });

  it('a refused status change records no notice; permissions and tenants are kept apart', async () => {
    const id = await certificateWithContact();
    const bad = await post(staff, '/api/zsfx/pauseCancel/suspend', {
      id,
      version: 1,
      reasonCode: '0116',
      effectiveDate: today,
      suspendUntil: addDays(today, 400),
    });
    expect(bad.status).toBe(400);
    expect(await noticesOf(id)).toEqual([]);

    expect((await get(auditor, '/api/zsfx/sms/list?pageNo=1&pageSize=10')).status).toBe(403);
    expect((await post(auditor, '/api/zsfx/sms/resend', { id: uuidv7(), version: 1 })).status).toBe(403);
    const exported = await get(staff, '/api/zsfx/sms/exportXls');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');

    // Another body's notice is neither listed nor resendable here.
    const otherNotice = uuidv7();
    await t.database.systemTx(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: '另一认证机构（通知）' })
        .returning({ id: tenants.id });
      const cert = uuidv7();
      await tx.insert(certificates).values({
        id: cert,
        tenantId: tenant!.id,
        certNo: '99926Q55555R0S',
        standardCode: 'Q',
        issueDate: addDays(today, -30),
        expiryDate: addDays(today, 1000),
        enterpriseName: '另一机构的获证企业',
      });
      await tx.insert(certificateNotices).values({
        id: otherNotice,
        tenantId: tenant!.id,
        certificateId: cert,
        certNo: '99926Q55555R0S',
        enterpriseName: '另一机构的获证企业',
        eventType: 'suspend',
        channel: '2',
        address: 'x@other.example',
        title: 't',
        content: 'c',
        status: 'failed',
      });
    });
    expect(
      (await get(staff, '/api/zsfx/sms/list?certNo=99926Q55555&pageNo=1&pageSize=10')).body.result.total,
    ).toBe(0);
    expect((await post(staff, '/api/zsfx/sms/resend', { id: otherNotice, version: 1 })).status).toBe(404);
  });
});

const waitForBatch = async (id: string) => {
  await certificateBatchRunner.idle();
  const res = await get(staff, `/api/zswh/maintain/batch/queryById?id=${id}`);
  expect(res.status).toBe(200);
  return res.body.result;
};
const countRows = async () =>
  t.database.systemTx(async (tx) => {
    const [b] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(certificateBatches)
      .where(eq(certificateBatches.tenantId, 1));
    const [i] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(certificateBatchItems)
      .where(eq(certificateBatchItems.tenantId, 1));
    return { batches: b!.n, items: i!.n };
  });

describe('证书维护', () => {
  it('regenerates the PDFs of the chosen certificates in the background; a revoked one fails with its reason', async () => {
    const ok1 = await certificateWithContact();
    const ok2 = await certificateWithContact({ status: 2, suspendUntil: addDays(today, 20) });
    const revoked = await certificateWithContact({ status: 3 });
    const res = await post(staff, '/api/zswh/maintain/batch/add', {
      kind: 'regenerate',
      certificateIds: [ok1, ok2, revoked],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.total).toBe(3);
    const batch = await waitForBatch(res.body.result.id);
    expect(batch).toMatchObject({
      status: 'done',
      total: 3,
      succeeded: 2,
      failed: 1,
      percent: 100,
      hasFile: false,
    });
    // The batch times its certificates (the page shows them); how fast a PDF is made is the bench's
    // figure (scripts/bench-pdf.ts), not a wall-clock limit that a loaded machine breaks.
    expect(batch.avgMs).toBeGreaterThan(0);
    expect(batch.maxMs).toBeGreaterThanOrEqual(batch.avgMs);
    const items = await get(staff, `/api/zswh/maintain/batch/items?batchId=${batch.id}&pageNo=1&pageSize=10`);
    const byCert = new Map(
      items.body.result.records.map((r: { certificateId: string }) => [r.certificateId, r]),
    );
    expect(byCert.get(revoked)).toMatchObject({
      status: 'failed',
      message: '只有有效或暂停的证书重新生成证书PDF',
    });
    expect(byCert.get(ok1)).toMatchObject({ status: 'ok' });
    const files = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerArea, 'certificate'), eq(storedFiles.ownerId, ok1))),
    );
    expect(files).toHaveLength(1);
    expect(files[0]!.contentType).toBe('application/pdf');
    const failedOnly = await get(
      staff,
      `/api/zswh/maintain/batch/items/exportXls?batchId=${batch.id}&status=failed`,
    );
    expect(failedOnly.status).toBe(200);
  });

  it('moves certificates to a new edition: new versions with change type 08, old ones 99', async () => {
    const a = await certificateWithContact();
    const otherScheme = await certificateWithContact({ standardCode: 'E', standardName: 'GB/T 24001-2016' });
    const numbers = [await certNoOf(a), await certNoOf(otherScheme)];
    const res = await post(staff, '/api/zswh/maintain/batch/add', {
      kind: 'transition',
      certNos: numbers,
      standardCode: 'Q',
      standardName: 'GB/T 19001-2026/ISO 9001:2026',
      standardVersion: 'GB/T 19001-2026',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const batch = await waitForBatch(res.body.result.id);
    expect(batch).toMatchObject({ status: 'done', succeeded: 1, failed: 1 });
    const rows = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(certificates)
        .where(eq(certificates.certNo, numbers[0]!))
        .orderBy(certificates.createdAt),
    );
    expect(rows.map((r) => [r.status, r.standardVersion])).toEqual([
      [99, 'GB/T 19001-2016'],
      [1, 'GB/T 19001-2026'],
    ]);
    const [event] = await t.database.systemTx((tx) =>
      tx.select().from(certificateEvents).where(eq(certificateEvents.certificateId, rows[1]!.id)),
    );
    expect(event).toMatchObject({ eventType: 'change', changeType: '08', reasonCode: '0104' });
    const items = await get(
      staff,
      `/api/zswh/maintain/batch/items?batchId=${batch.id}&status=failed&pageNo=1&pageSize=10`,
    );
    expect(items.body.result.records[0].message).toBe('证书的认证标准与换版标准不一致');
  });

  it('prints many certificates into one PDF with a page each', async () => {
    const ids = [
      await certificateWithContact(),
      await certificateWithContact(),
      await certificateWithContact(),
    ];
    const res = await post(staff, '/api/zswh/maintain/batch/add', { kind: 'print', certificateIds: ids });
    expect(res.status).toBe(200);
    const batch = await waitForBatch(res.body.result.id);
    expect(batch).toMatchObject({ status: 'done', succeeded: 3, failed: 0, hasFile: true });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/zswh/maintain/batch/pdf?id=${batch.id}`,
      headers: { 'x-access-token': staff },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const body = pdf.rawPayload.toString('latin1');
    expect(body.startsWith('%PDF')).toBe(true);
    expect(body.match(/\/Type \/Page\b/g)).toHaveLength(3);
  });

  it('refuses bad input writing nothing, a certificate busy in another batch (409), stale cancels, others’ batches', async () => {
    const before = await countRows();
    const none = await post(staff, '/api/zswh/maintain/batch/add', { kind: 'regenerate' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('请选择证书或输入查询条件');
    const unknown = await post(staff, '/api/zswh/maintain/batch/add', {
      kind: 'print',
      certNos: ['NO-SUCH-CERT'],
    });
    expect(unknown.body.message).toBe('证书编号不存在：NO-SUCH-CERT');
    const noEdition = await post(staff, '/api/zswh/maintain/batch/add', {
      kind: 'transition',
      certNos: [await certNoOf(await certificateWithContact())],
      standardCode: 'Q',
    });
    expect(noEdition.body.message).toBe('请输入换版后的标准版本');
    const otherTenantCert = uuidv7();
    const otherBatch = uuidv7();
    await t.database.systemTx(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: '另一认证机构（维护）' })
        .returning({ id: tenants.id });
      await tx.insert(certificates).values({
        id: otherTenantCert,
        tenantId: tenant!.id,
        certNo: '99926Q66666R0S',
        standardCode: 'Q',
        issueDate: addDays(today, -30),
        expiryDate: addDays(today, 1000),
        enterpriseName: '另一机构的获证企业',
      });
      await tx.insert(certificateBatches).values({
        id: otherBatch,
        tenantId: tenant!.id,
        kind: 'print',
        title: 'x',
        params: {},
        total: 1,
        status: 'done',
      });
    });
    const foreign = await post(staff, '/api/zswh/maintain/batch/add', {
      kind: 'print',
      certificateIds: [otherTenantCert],
    });
    expect(foreign.status).toBe(400);
    expect(await countRows()).toEqual(before);
    expect((await get(staff, `/api/zswh/maintain/batch/queryById?id=${otherBatch}`)).status).toBe(404);
    expect(
      (await get(staff, `/api/zswh/maintain/batch/items?batchId=${otherBatch}&pageNo=1&pageSize=10`)).status,
    ).toBe(404);
    expect((await get(staff, `/api/zswh/maintain/batch/pdf?id=${otherBatch}`)).status).toBe(404);

    // A certificate waiting in an unfinished batch (queued by another instance) cannot join another.
    const busy = await certificateWithContact();
    const busyNo = await certNoOf(busy);
    const queued = uuidv7();
    await t.database.systemTx(async (tx) => {
      await tx.insert(certificateBatches).values({
        id: queued,
        tenantId: 1,
        kind: 'regenerate',
        title: '排队中的任务',
        params: {},
        total: 1,
        status: 'running',
        leaseUntil: new Date(Date.now() + 60_000),
      });
      await tx.insert(certificateBatchItems).values({
        id: uuidv7(),
        tenantId: 1,
        batchId: queued,
        seq: 1,
        certificateId: busy,
        certNo: busyNo,
        enterpriseName: 'x',
      });
    });
    const clash = await post(staff, '/api/zswh/maintain/batch/add', {
      kind: 'regenerate',
      certificateIds: [busy],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('正在其他维护任务中');
    // A print of it is fine (it changes nothing).
    expect(
      (await post(staff, '/api/zswh/maintain/batch/add', { kind: 'print', certificateIds: [busy] })).status,
    ).toBe(200);
    await certificateBatchRunner.idle();

    expect((await post(staff, '/api/zswh/maintain/batch/cancel', { id: queued, version: 9 })).status).toBe(
      409,
    );
    const cancelled = await post(staff, '/api/zswh/maintain/batch/cancel', { id: queued, version: 1 });
    expect(cancelled.status).toBe(200);
    const twice = await post(staff, '/api/zswh/maintain/batch/cancel', { id: queued, version: 2 });
    expect(twice.body.message).toBe('任务已结束，不能取消');
  });

  it('only holders of the maintenance permissions reach it', async () => {
    expect((await get(auditor, '/api/zswh/maintain/batch/list?pageNo=1&pageSize=10')).status).toBe(403);
    expect(
      (await post(auditor, '/api/zswh/maintain/batch/add', { kind: 'print', certNos: ['X'] })).status,
    ).toBe(403);
    const list = await get(staff, '/api/zswh/maintain/batch/list?pageNo=1&pageSize=10&kind=print');
    expect(list.status).toBe(200);
    expect(list.body.result.records.every((r: { kind: string }) => r.kind === 'print')).toBe(true);
  });

  it('the resume job hands a batch with a lapsed lease to the runner', async () => {
    const id = await certificateWithContact();
    const certNo = await certNoOf(id);
    const [staffUser] = await t.database.systemTx((tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.username, 'staff')),
    );
    const staffId = staffUser!.id;
    const batchId = uuidv7();
    await t.database.systemTx(async (tx) => {
      await tx.insert(certificateBatches).values({
        id: batchId,
        tenantId: 1,
        kind: 'print',
        title: '中断的打印',
        params: { origin: 'http://localhost' },
        total: 1,
        status: 'running',
        leaseUntil: new Date(Date.now() - 1000),
        createdBy: staffId,
      });
      await tx.insert(certificateBatchItems).values({
        id: uuidv7(),
        tenantId: 1,
        batchId,
        seq: 1,
        certificateId: id,
        certNo,
        enterpriseName: 'x',
        status: 'ok',
      });
    });
    const run = await t.app.services.jobs.runNow('certificates.batchResume', null);
    expect(run?.status).toBe('succeeded');
    expect(run?.items).toBeGreaterThanOrEqual(1);
    const batch = await waitForBatch(batchId);
    expect(batch, batch.error).toMatchObject({ status: 'done', succeeded: 1, hasFile: true });
  });
});
