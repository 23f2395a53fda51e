/** Notices and messages: publishing, targeting, per-user read state, sanitising, isolation. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants, users } from '../../platform/identity/schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditor: string;
let certadmin: string;
/** Neither publisher nor recipient of role-targeted notices: sees only what it received. */
let decider: string;

beforeAll(async () => {
  t = await createTestContext();
  const tokens = await Promise.all(
    ['admin', 'staff', 'auditor', 'certadmin', 'decider'].map((u) => t.login(u)),
  );
  [admin, staff, auditor, certadmin, decider] = tokens as [string, string, string, string, string];
});
afterAll(() => t?.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });

async function createNotice(token: string, body: Record<string, unknown>) {
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/sys/annountCement/add',
    payload: { msgCategory: '2', title: '测试通知', content: '<p>内容</p>', targetType: 'all', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: string; version: number };
}

async function publish(token: string, id: string) {
  const res = await get(token, `/api/sys/annountCement/doReleaseData?id=${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: string; version: number; recipientCount: number };
}

async function counts(token: string) {
  const res = await get(token, '/api/xxtz/cerNotice/getUserNoticeList?pageNo=1&pageSize=9');
  expect(res.status).toBe(200);
  return res.body.result as {
    messageTotal: number;
    noticeTotal: number;
    messageList: { id: string }[];
    noticeList: { id: string; title: string }[];
  };
}

describe('publishing and reading', () => {
  it('counts only unread, per user; mark one read; mark all read per category', async () => {
    const before = await counts(auditor);
    const notice = await createNotice(admin, { title: '年度监督审核安排' });
    // A draft reaches nobody.
    expect((await counts(auditor)).noticeTotal).toBe(before.noticeTotal);
    await publish(admin, notice.id);

    const after = await counts(auditor);
    expect(after.noticeTotal).toBe(before.noticeTotal + 1);
    expect(after.noticeList[0]).toMatchObject({ id: notice.id, title: '年度监督审核安排' });

    const unread = await get(auditor, '/api/xxtz/cerNotice/listByUser?readStatus=0&pageNo=1&pageSize=9');
    expect(unread.body.result.records.map((r: { id: string }) => r.id)).toContain(notice.id);

    const read = await t.call(auditor, {
      method: 'PUT',
      url: '/api/xxtz/cerNotice/updateReadStatusById',
      payload: { noticeId: notice.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('消息已读');
    expect((await counts(auditor)).noticeTotal).toBe(before.noticeTotal);
    // Another user's read state is untouched.
    expect((await counts(staff)).noticeList.map((n) => n.id)).toContain(notice.id);

    const detail = await get(admin, `/api/xxtz/cerNotice/queryById?id=${notice.id}`);
    expect(detail.body.result.readedNames).toBe('李审核');

    const message = await createNotice(admin, { msgCategory: '1', title: '请补充材料', content: '文本' });
    await publish(admin, message.id);
    const staffBefore = await counts(staff);
    expect(staffBefore.messageTotal).toBeGreaterThan(0);
    const all = await t.call(staff, {
      method: 'PUT',
      url: '/api/xxtz/cerNotice/batchUpdateNotice',
      payload: { msgType: '1' },
    });
    expect(all.body.message).toBe('全部标注为已读');
    const staffAfter = await counts(staff);
    expect(staffAfter.messageTotal).toBe(0);
    expect(staffAfter.noticeTotal).toBe(staffBefore.noticeTotal);
    // POST works too (SPEC.md §7: PUT or POST).
    const post = await t.call(staff, {
      method: 'POST',
      url: '/api/xxtz/cerNotice/batchUpdateNotice',
      payload: { msgType: 2 },
    });
    expect(post.status).toBe(200);
    expect((await counts(staff)).noticeTotal).toBe(0);
  });

  it('gates the categories by the bell menus: cert_admin gets notices but no messages', async () => {
    const message = await createNotice(admin, { msgCategory: '1', title: '仅消息' });
    await publish(admin, message.id);
    const c = await counts(certadmin);
    expect(c.messageTotal).toBe(0);
    expect(c.messageList).toEqual([]);
    expect(c.noticeTotal).toBeGreaterThan(0);
    expect((await get(certadmin, `/api/xxtz/cerNotice/queryById?id=${message.id}`)).status).toBe(404);
  });

  it('targets roles and named users only', async () => {
    const byRole = await createNotice(admin, {
      targetType: 'roles',
      targets: ['auditor'],
      title: '审核员专用',
    });
    const result = await publish(admin, byRole.id);
    // The demo's two 审核员 users: auditor and reviewer (技术审定).
    expect(result.recipientCount).toBe(2);
    expect((await counts(auditor)).noticeList.map((n) => n.id)).toContain(byRole.id);
    expect((await counts(decider)).noticeList.map((n) => n.id)).not.toContain(byRole.id);
    expect((await get(decider, `/api/xxtz/cerNotice/queryById?id=${byRole.id}`)).status).toBe(404);
    // Publishers (xxtz:noticeList:*) may open any notice of their body, drafts included.
    expect((await get(staff, `/api/xxtz/cerNotice/queryById?id=${byRole.id}`)).status).toBe(200);

    const [staffUser] = await t.database.systemTx((tx) =>
      tx.select({ id: users.id }).from(users).where(sql`${users.username} = 'staff'`),
    );
    const byUser = await createNotice(admin, {
      targetType: 'users',
      targets: [staffUser!.id],
      title: '点名通知',
    });
    expect((await publish(admin, byUser.id)).recipientCount).toBe(1);
    expect((await counts(staff)).noticeList.map((n) => n.id)).toContain(byUser.id);
    expect((await counts(auditor)).noticeList.map((n) => n.id)).not.toContain(byUser.id);

    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: { msgCategory: '2', title: 'x', targetType: 'roles', targets: ["admin' or '1'='1"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('通知对象中有不存在的角色');
  });

  it("tells the body's staff from external users (enterprise, partner)", async () => {
    const [enterprise, partner] = await Promise.all([t.login('enterprise'), t.login('partner')]);
    const toStaff = await createNotice(admin, { targetType: 'staff', title: '各部门通知' });
    // The body's staff: every demo user but enterprise and partner (8 with the reviewer).
    expect((await publish(admin, toStaff.id)).recipientCount).toBe(8);
    const toExternal = await createNotice(admin, { targetType: 'external', title: '致客户的通知' });
    expect((await publish(admin, toExternal.id)).recipientCount).toBe(2);
    for (const token of [staff, auditor, decider]) {
      const ids = (await counts(token)).noticeList.map((n) => n.id);
      expect(ids).toContain(toStaff.id);
      expect(ids).not.toContain(toExternal.id);
    }
    for (const token of [enterprise, partner]) {
      const ids = (await counts(token)).noticeList.map((n) => n.id);
      expect(ids).toContain(toExternal.id);
      expect(ids).not.toContain(toStaff.id);
      expect((await get(token, `/api/xxtz/cerNotice/queryById?id=${toStaff.id}`)).status).toBe(404);
    }
  });

  it('sends the demo notice addressed to 各部门、各位审核员 to staff only', async () => {
    const [enterprise, partner] = await Promise.all([t.login('enterprise'), t.login('partner')]);
    const unread = async (token: string) =>
      (
        await get(token, '/api/xxtz/cerNotice/listByUser?readStatus=0&pageNo=1&pageSize=9')
      ).body.result.records.map((n: { title: string }) => n.title);
    const title = '关于启用认证机构业务管理系统V5.0的通知';
    expect(await unread(decider)).toContain(title);
    expect(await unread(enterprise)).not.toContain(title);
    expect(await unread(partner)).not.toContain(title);
  });

  it('revokes: the notice leaves the lists; a published one cannot be edited; stale versions are 409', async () => {
    const n = await createNotice(admin, { title: '将被撤销' });
    const published = await publish(admin, n.id);
    expect((await get(admin, `/api/sys/annountCement/doReleaseData?id=${n.id}`)).status).toBe(409);
    const edit = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/annountCement/edit',
      payload: { id: n.id, version: published.version, msgCategory: '2', title: '改', targetType: 'all' },
    });
    expect(edit.status).toBe(400);
    expect((await get(admin, `/api/sys/annountCement/doReovkeData?id=${n.id}&version=1`)).status).toBe(409);
    const revoked = await get(admin, `/api/sys/annountCement/doReovkeData?id=${n.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.result.sendStatus).toBe(2);
    expect((await counts(decider)).noticeList.map((x) => x.id)).not.toContain(n.id);
    expect((await get(decider, `/api/xxtz/cerNotice/queryById?id=${n.id}`)).status).toBe(404);

    const stale = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/annountCement/edit',
      payload: { id: n.id, version: 1, msgCategory: '2', title: '改', targetType: 'all' },
    });
    expect(stale.status).toBe(409);
    const fresh = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/annountCement/edit',
      payload: {
        id: n.id,
        version: revoked.body.result.version,
        msgCategory: '2',
        title: '改过',
        targetType: 'all',
      },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.result.title).toBe('改过');
  });

  it('lists for administrators, paged and sorted from an allowlist', async () => {
    const page = await get(
      admin,
      '/api/sys/annountCement/list?pageNo=1&pageSize=2&column=createTime&order=desc',
    );
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({ current: 1, size: 2 });
    expect(page.body.result.records.length).toBeLessThanOrEqual(2);
    expect(page.body.result.total).toBeGreaterThan(2);
    expect((await get(admin, '/api/sys/annountCement/list?column=title;drop table notices')).status).toBe(
      400,
    );
    expect((await get(admin, '/api/sys/annountCement/list?pageSize=101')).status).toBe(400);
    const search = await get(admin, `/api/sys/annountCement/list?title=${encodeURIComponent('%')}`);
    expect(search.body.result.total).toBe(0);
  });

  it('checks permissions on the server with the UI codes', async () => {
    for (const token of [auditor, certadmin]) {
      expect((await get(token, '/api/sys/annountCement/list')).status).toBe(403);
      const add = await t.call(token, {
        method: 'POST',
        url: '/api/sys/annountCement/add',
        payload: { msgCategory: '2', title: 'x', targetType: 'all' },
      });
      expect(add.status).toBe(403);
    }
    // staff may publish (xxtz:noticeList:add), but cannot configure channels (sys:setting:edit).
    expect((await get(staff, '/api/sys/annountCement/list')).status).toBe(200);
    expect((await get(staff, '/api/sys/noticeChannel/list')).status).toBe(403);
    expect((await get(null, '/api/xxtz/cerNotice/getUserNoticeList')).status).toBe(401);
  });

  it('validates input with Chinese messages and writes nothing on bad input', async () => {
    const before = (await get(admin, '/api/sys/annountCement/list?pageSize=100')).body.result.total;
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: { msgCategory: '2', title: '   ', targetType: 'all' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请输入标题');
    const noTargets = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: { msgCategory: '2', title: 'x', targetType: 'users', targets: [] },
    });
    expect(noTargets.body.message).toBe('请选择通知对象');
    expect((await get(admin, '/api/sys/annountCement/list?pageSize=100')).body.result.total).toBe(before);
  });
});

describe('sanitising', () => {
  it('stores and serves notice HTML without scripts, handlers or javascript: links', async () => {
    const payload =
      '<p onclick="alert(1)">正文<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">链接</a><iframe src="//evil"></iframe><svg onload=alert(5)></svg><b style="color:red;position:fixed">粗</b></p>';
    const n = await createNotice(admin, { content: payload, title: '<img src=x onerror=alert(6)>' });
    await publish(admin, n.id);
    const detail = await get(staff, `/api/xxtz/cerNotice/queryById?id=${n.id}`);
    const html: string = detail.body.result.content;
    expect(html).toContain('正文');
    expect(html).toContain('<b style="color:red">粗</b>');
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      '<svg',
      'onload',
      'position',
    ])
      expect(html).not.toContain(bad);
    // The title is text: kept as written, rendered as text by the web app.
    expect(detail.body.result.title).toBe('<img src=x onerror=alert(6)>');
  });
});

describe('isolation', () => {
  it('answers 404 for another tenant’s notice and hides it from lists', async () => {
    await t.database.systemTx(async (tx) => {
      await tx.insert(tenants).values({ id: 7, name: '另一家认证机构' }).onConflictDoNothing();
    });
    const n = await createNotice(admin, { title: '本机构通知' });
    await publish(admin, n.id);
    // A row of tenant 7 that names tenant 1's notice id cannot be reached through tenant 7's RLS,
    // and tenant 1's users never see tenant 7's notices.
    const other = await t.database.systemTx((tx) =>
      tx.execute(sql`insert into notices (id, tenant_id, msg_category, title, content, send_status, send_time)
        values ('0190aaaa-0000-7000-8000-000000000007', 7, '2', '他人通知', '', 1, now()) returning id`),
    );
    expect(other.rows.length).toBe(1);
    expect(
      (await get(admin, '/api/xxtz/cerNotice/queryById?id=0190aaaa-0000-7000-8000-000000000007')).status,
    ).toBe(404);
    const visible = await t.database.tenantTx({ tenantId: 7, userId: null }, (tx) =>
      tx.execute(sql`select id from notices`),
    );
    expect(visible.rows.map((r) => (r as { id: string }).id)).toEqual([
      '0190aaaa-0000-7000-8000-000000000007',
    ]);
  });
});

describe('public notices', () => {
  it('shows only published notices marked public, without reader names', async () => {
    const pub = await createNotice(admin, { title: '公开通知', isPublic: true });
    const priv = await createNotice(admin, { title: '内部通知' });
    expect((await get(null, `/api/xxtz/public/notice/${pub.id}`)).status).toBe(404);
    await publish(admin, pub.id);
    await publish(admin, priv.id);
    const shown = await get(null, `/api/xxtz/public/notice/${pub.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.result.title).toBe('公开通知');
    expect(shown.body.result).not.toHaveProperty('readedNames');
    expect((await get(null, `/api/xxtz/public/notice/${priv.id}`)).status).toBe(404);
    // A message can never be public.
    const msg = await createNotice(admin, { msgCategory: '1', title: '私信', isPublic: true });
    await publish(admin, msg.id);
    expect((await get(null, `/api/xxtz/public/notice/${msg.id}`)).status).toBe(404);
    await get(admin, `/api/sys/annountCement/doReovkeData?id=${pub.id}`);
    expect((await get(null, `/api/xxtz/public/notice/${pub.id}`)).status).toBe(404);
  });
});

describe('contract popup setting', () => {
  it('is read by every signed-in user and written by admins with a version', async () => {
    const read = await get(auditor, '/api/sys/contract/setting');
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({ contractPopupType: 1, contractPopupMode: 0 });
    const body = {
      contractPopupType: 3,
      contractPopupMode: 1,
      contractPopupContent: '请及时续签合同',
      version: read.body.result.version,
    };
    expect(
      (await t.call(auditor, { method: 'PUT', url: '/api/sys/contract/setting', payload: body })).status,
    ).toBe(403);
    const saved = await t.call(admin, { method: 'PUT', url: '/api/sys/contract/setting', payload: body });
    expect(saved.status).toBe(200);
    expect(
      (await t.call(admin, { method: 'PUT', url: '/api/sys/contract/setting', payload: body })).status,
    ).toBe(409);
    const bad = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/contract/setting',
      payload: { ...body, contractPopupType: 9, version: saved.body.result.version },
    });
    expect(bad.status).toBe(400);
    expect((await get(staff, '/api/sys/contract/setting')).body.result).toMatchObject({
      contractPopupType: 3,
      contractPopupMode: 1,
      contractPopupContent: '请及时续签合同',
    });
  });
});
