/**
 * 应急响应 through the API: events and their states, 应急通知's own links, the public page's token
 * refusals and one response per token, postponements and validity extensions within 6 months, and
 * the lifecycle job respecting a postponed surveillance (not suspended at the old deadline, suspended
 * after the new one), 期限待办 showing the new deadline, and the public page's rate limit.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { auditProgrammes, programmeRows } from '../audit-programmes/schema.ts';
import { certificateEvents, certificates } from '../certificates/schema.ts';
import { customerUserLinks } from '../customers/schema.ts';
import { noticeRecipients, notices } from '../notices/schema.ts';
import { emergencyEnterprises } from './schema.ts';
import { DEMO_EVENT_TITLE } from './seed.ts';

let t: TestContext;
let clock = new Date('2026-11-24T01:00:00Z');
let admin: string;
let enterpriseToken: string;
let enterpriseId: string;
let enterpriseUserId: string;

const base = '/api/yjxy/event';
const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `${base}${url}` });
const post = (token: string | null, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  t.call(token, { method, url: `${base}${url}`, payload });
/** The public page's read: the token goes in the body (it is in the link's fragment, never in a URL the server sees). */
const publicGet = (id: string, token: string) =>
  t.call(null, { method: 'POST', url: '/api/yjxy/public/emergency', payload: { id, token } });
const respond = (payload: object) =>
  t.call(null, { method: 'POST', url: '/api/yjxy/public/emergency/respond', payload });
const tenantTx = <T>(fn: Parameters<TestContext['database']['tenantTx']>[1]) =>
  t.database.tenantTx({ tenantId: 1, userId: null }, fn) as Promise<T>;

const eventBody = (over: object = {}) => ({
  title: '暴雨导致停产',
  eventType: 'disaster',
  regions: ['420000'],
  occurredAt: '2026-11-20',
  description: '持续暴雨',
  remoteAuditAllowed: true,
  postponementMonths: 6,
  extensionMonths: 6,
  scope: 'list',
  industries: [],
  enterpriseIds: [enterpriseId],
  ...over,
});

/** The link in the latest 应急通知 message to the enterprise's user. */
async function linkOf(userId: string) {
  const rows = await t.database.systemTx((tx) =>
    tx
      .select({ title: notices.title, content: notices.content, createdAt: notices.createdAt })
      .from(notices)
      .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
      .where(eq(noticeRecipients.userId, userId)),
  );
  const last = rows
    .filter((r) => r.title.startsWith('应急通知'))
    .sort((a, b) => +b.createdAt - +a.createdAt)[0];
  const m = /\/emergency\/([0-9a-f-]+)#([A-Za-z0-9_-]+)/.exec(last?.content ?? '');
  return { id: m![1]!, token: m![2]! };
}

beforeAll(async () => {
  t = await createTestContext({ now: () => clock.getTime() });
  [admin, enterpriseToken] = await Promise.all([t.login('admin'), t.login('enterprise')]);
  const [link] = await t.database.systemTx((tx) =>
    tx
      .select({ userId: customerUserLinks.userId, enterpriseId: customerUserLinks.enterpriseId })
      .from(customerUserLinks)
      .innerJoin(users, eq(users.id, customerUserLinks.userId))
      .where(and(eq(users.tenantId, 1), eq(users.username, 'enterprise'))),
  );
  enterpriseId = link!.enterpriseId!;
  enterpriseUserId = link!.userId;
});
afterAll(() => t.close());

let eventId: string;
let version: number;
let token: string;

describe('应急事件', () => {
  it('lists the demo event with its live counts of affected and responded enterprises', async () => {
    const res = await get(admin, `/list?title=${encodeURIComponent('海葵')}`);
    expect(res.status).toBe(200);
    const [row] = res.body.result.records;
    expect(row).toMatchObject({ title: DEMO_EVENT_TITLE, status: 1, responded: 2 });
    expect(row.affected).toBeGreaterThanOrEqual(2);
  });

  it('refuses measures beyond 6 months and a list without enterprises, with their reasons', async () => {
    const seven = await post(admin, '/add', eventBody({ postponementMonths: 7 }));
    expect(seven.status).toBe(400);
    expect(seven.body.message).toContain('延期月数不能超过6个月');
    const empty = await post(admin, '/add', eventBody({ enterpriseIds: [] }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('请选择受影响的企业');
  });

  it('adds a draft, publishes it (the affected enterprises fixed), and the staff only may', async () => {
    expect((await post(enterpriseToken, '/add', eventBody())).status).toBe(403);
    const added = await post(admin, '/add', eventBody());
    expect(added.status).toBe(200);
    eventId = added.body.result.id;
    expect((await post(admin, '/notice', { id: eventId })).body.message).toContain('只有已发布');
    const published = await post(admin, '/publish', { id: eventId, version: added.body.result.version });
    expect(published.status).toBe(200);
    version = published.body.result.version;
    const stale = await post(admin, '/publish', { id: eventId, version: added.body.result.version });
    expect(stale.status).toBe(409);
    const detail = await get(admin, `/queryById?id=${eventId}`);
    expect(detail.body.result).toMatchObject({ status: 1, affected: 1, responded: 0 });
    expect((await post(admin, `/delete?id=${eventId}&version=${version}`, {}, 'POST')).status).toBe(404);
  });

  it('应急通知 sends the enterprise a link with a token of its own', async () => {
    const sent = await post(admin, '/notice', { id: eventId, sendEmail: false, sendSms: false });
    expect(sent.status).toBe(200);
    expect(sent.body.result.sent).toBe(1);
    const link = await linkOf(enterpriseUserId);
    expect(link.id).toBe(eventId);
    // 256 random bits, in the link's fragment (never sent to a server, so never in an access log).
    expect(link.token.length).toBeGreaterThanOrEqual(43);
    token = link.token;
    const [row] = await t.database.systemTx((tx) =>
      tx.select().from(emergencyEnterprises).where(eq(emergencyEnterprises.eventId, eventId)),
    );
    // Only the token's hash is kept.
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toHaveLength(64);
  });
});

describe('the public page /emergency/{id}', () => {
  it("shows the event and the enterprise's own name without sign-in", async () => {
    const res = await publicGet(eventId, token);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ title: '暴雨导致停产', status: 1, response: null });
    expect(res.body.result.enterpriseName).toBeTruthy();
  });

  it("answers 404 for a missing, wrong or other event's token and reveals nothing", async () => {
    const demo = (await get(admin, `/list?title=${encodeURIComponent('海葵')}`)).body.result.records[0].id;
    for (const [id, tk] of [
      [eventId, ''],
      [eventId, `${token.slice(0, -2)}xx`],
      [demo, token],
      ['not-a-uuid', token],
    ] as const) {
      const res = await publicGet(id, tk);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('暴雨');
    }
  });

  it('takes one response per token, editable until the event closes', async () => {
    const first = await respond({
      id: eventId,
      token,
      canOperate: false,
      expectedRecovery: '2027-01-15',
      alternativeSites: '临时厂房',
      postponementWanted: true,
      remark: '厂房进水',
    });
    expect(first.status).toBe(200);
    const again = await respond({
      id: eventId,
      token,
      canOperate: false,
      postponementWanted: true,
      remark: '改',
    });
    expect(again.status).toBe(200);
    const rows = await t.database.systemTx((tx) =>
      tx.select({ n: count() }).from(emergencyEnterprises).where(eq(emergencyEnterprises.eventId, eventId)),
    );
    expect(rows[0]!.n).toBe(1);
    const shown = await publicGet(eventId, token);
    expect(shown.body.result.response).toMatchObject({ canOperate: false, remark: '改' });
    const list = await get(admin, `/enterprises?id=${eventId}&responded=1`);
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({ postponementWanted: true, remark: '改' });
    expect((await get(admin, `/queryById?id=${eventId}`)).body.result.responded).toBe(1);
    expect((await respond({ id: eventId, token: 'x'.repeat(43), canOperate: true })).status).toBe(404);
  });
});

describe('postponement and validity extension', () => {
  let rowId: string;
  let certId: string;

  beforeAll(async () => {
    certId = uuidv7();
    const programmeId = uuidv7();
    rowId = uuidv7();
    await tenantTx(async (tx) => {
      await tx.insert(certificates).values({
        id: certId,
        tenantId: 1,
        certNo: 'TEST-EMG-0001',
        standardCode: 'EnMS',
        status: 1,
        issueDate: '2025-12-10',
        expiryDate: '2028-12-09',
        enterpriseId,
        enterpriseName: '应急测试有限公司',
      });
      await tx.insert(certificateEvents).values({
        id: uuidv7(),
        tenantId: 1,
        certificateId: certId,
        eventType: 'issue',
        toStatus: 1,
        effectiveDate: '2025-12-10',
      });
      await tx.insert(auditProgrammes).values({
        id: programmeId,
        tenantId: 1,
        enterpriseId,
        scheme: 'EnMS',
        ruleSetId: 'CNCA-QMS-01:2025',
        cycleStart: '2025-12-10',
        expiryDate: '2028-12-09',
      });
      await tx.insert(programmeRows).values({
        id: rowId,
        tenantId: 1,
        programmeId,
        seq: 3,
        auditType: 2,
        stage: null,
        dueFrom: '2026-09-10',
        dueTo: '2026-12-10',
        days: 1,
      });
    });
  });

  it('lists what may move: the surveillance with its deadline, the certificate', async () => {
    const res = await get(admin, `/due?id=${eventId}&enterpriseId=${enterpriseId}`);
    expect(res.status).toBe(200);
    const audit = res.body.result.audits.find((a: { programmeRowId: string }) => a.programmeRowId === rowId);
    expect(audit).toMatchObject({ auditType: 2, deadline: '2026-12-10', postponedMonths: 0 });
    expect(res.body.result.certificates.map((c: { certNo: string }) => c.certNo)).toContain('TEST-EMG-0001');
  });

  it('refuses a postponement beyond 6 months (and beyond it in all) and records one within', async () => {
    const body = { id: eventId, enterpriseId, programmeRowId: rowId };
    const seven = await post(admin, '/postpone', { ...body, months: 7 });
    expect(seven.status).toBe(400);
    expect(seven.body.message).toBe('延期不能超过该应急事件允许的6个月');
    const three = await post(admin, '/postpone', { ...body, months: 3, reason: '厂房进水' });
    expect(three.status).toBe(200);
    expect(three.body.result.newDate).toBe('2027-03-10');
    const four = await post(admin, '/postpone', { ...body, months: 4 });
    expect(four.status).toBe(400);
    expect(four.body.message).toContain('累计延期不能超过6个月');
    expect((await post(enterpriseToken, '/postpone', { ...body, months: 1 })).status).toBe(403);
  });

  it('期限待办 shows the new deadline', async () => {
    const due = await t.call(admin, { method: 'GET', url: '/api/sys/lifecycle/due' });
    expect(due.status).toBe(200);
    const item = due.body.result.items.find((i: { kind: string }) => i.kind === 'postponedAudit');
    expect(item).toMatchObject({ deadline: '2027-03-10', title: '应急延期审核' });
    expect(item.subject).toContain('原期限2026-12-10');
  });

  it('the lifecycle job does not suspend at the old deadline, and does after the new one', async () => {
    const status = async () =>
      (
        await tenantTx<{ status: number }[]>((tx) =>
          tx.select({ status: certificates.status }).from(certificates).where(eq(certificates.id, certId)),
        )
      )[0]!.status;
    clock = new Date('2026-12-20T01:00:00Z');
    await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null);
    expect(await status()).toBe(1);
    clock = new Date('2027-03-10T01:00:00Z');
    await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null);
    expect(await status()).toBe(1);
    clock = new Date('2027-03-11T01:00:00Z');
    await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null);
    expect(await status()).toBe(2);
    clock = new Date('2026-11-24T01:00:00Z');
  });

  it('extends a valid certificate by at most 6 months, with a letter PDF the client can open by its link', async () => {
    // A second certificate (the first is suspended now).
    const other = uuidv7();
    await tenantTx((tx) =>
      tx.insert(certificates).values({
        id: other,
        tenantId: 1,
        certNo: 'TEST-EMG-0002',
        standardCode: 'QMS',
        status: 1,
        issueDate: '2024-01-10',
        expiryDate: '2027-01-09',
        enterpriseId,
        enterpriseName: '应急测试有限公司',
      }),
    );
    const body = { id: eventId, enterpriseId, certificateId: other };
    expect((await post(admin, '/extend', { ...body, months: 7 })).body.message).toBe(
      '延长不能超过该应急事件允许的6个月',
    );
    const ok = await post(admin, '/extend', { ...body, months: 6 });
    expect(ok.status).toBe(200);
    expect(ok.body.result.newDate).toBe('2027-07-09');
    const [cert] = await tenantTx<{ expiryDate: string }[]>((tx) =>
      tx.select({ expiryDate: certificates.expiryDate }).from(certificates).where(eq(certificates.id, other)),
    );
    expect(cert!.expiryDate).toBe('2027-07-09');
    expect((await post(admin, '/extend', { ...body, months: 1 })).body.message).toContain(
      '累计延长不能超过6个月',
    );

    const letter = await t.call(admin, { method: 'GET', url: `${base}/letter?id=${ok.body.result.id}` });
    expect(letter.status).toBe(200);
    expect(letter.headers['content-type']).toContain('application/pdf');
    const shown = await publicGet(eventId, token);
    expect(shown.body.result.decisions.map((d: { kind: string }) => d.kind)).toEqual(['audit', 'validity']);
    const pub = await t.call(null, {
      method: 'POST',
      url: '/api/yjxy/public/emergency/letter',
      payload: { id: eventId, token, letter: ok.body.result.id },
    });
    expect(pub.status).toBe(200);
    const wrong = await t.call(null, {
      method: 'POST',
      url: '/api/yjxy/public/emergency/letter',
      payload: { id: eventId, token: `${token.slice(0, -2)}xx`, letter: ok.body.result.id },
    });
    expect(wrong.status).toBe(404);
    expect(pub.status).toBe(200);
    expect(pub.headers['content-type']).toContain('application/pdf');
  });

  it('closing the event ends the responses', async () => {
    const detail = await get(admin, `/queryById?id=${eventId}`);
    const closed = await post(admin, '/close', { id: eventId, version: detail.body.result.version });
    expect(closed.status).toBe(200);
    const late = await respond({ id: eventId, token, canOperate: true });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('应急事件已关闭，不能再提交或修改反馈');
    expect(
      (await post(admin, '/postpone', { id: eventId, enterpriseId, programmeRowId: uuidv7(), months: 1 }))
        .status,
    ).toBe(400);
  });
});

describe('rate limit', () => {
  it('limits the public page per address (429 with Retry-After)', async () => {
    let res = await publicGet(eventId, token);
    for (let i = 0; i < 40 && res.status !== 429; i++) res = await publicGet(eventId, token);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
