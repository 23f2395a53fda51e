/**
 * Channels: the user's choice (1 always kept, SMS refused while not bought) and delivery through
 * email (a local SMTP server), enterprise WeChat and SMS (local fake HTTP servers). A channel that
 * is not configured is reported in the delivery log.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMS_NOT_BOUGHT_MESSAGE } from '@cb/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';

let t: TestContext;
let admin: string;
let auditor: string;

const mails: { to: string; data: string }[] = [];
const wecomCalls: { path: string; body: unknown }[] = [];
const smsCalls: { body: unknown; auth: string | undefined }[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let fake: http.Server;
let fakeBase: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
  auditor = await t.login('auditor');

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

  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/cgi-bin/gettoken') {
        const good = url.searchParams.get('corpsecret') === 'wecom-secret';
        res.end(
          JSON.stringify(
            good ? { errcode: 0, access_token: 'AT1' } : { errcode: 40001, errmsg: 'invalid credential' },
          ),
        );
        return;
      }
      if (url.pathname === '/cgi-bin/message/send') {
        wecomCalls.push({ path: `${url.pathname}?${url.searchParams}`, body: JSON.parse(raw) });
        res.end(JSON.stringify({ errcode: 0, errmsg: 'ok' }));
        return;
      }
      if (url.pathname === '/sms/send') {
        smsCalls.push({ body: JSON.parse(raw), auth: req.headers.authorization });
        res.end(JSON.stringify({ code: 0 }));
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => smtp?.close(() => r()));
  await new Promise<void>((r) => fake?.close(() => r()));
});

const setErp = async (buyNoteService: number) => {
  const current = await t.call(admin, { method: 'GET', url: '/api/sys/cerErpPortalSetting/setting' });
  const { version, ...value } = current.body.result;
  const res = await t.call(admin, {
    method: 'PUT',
    url: '/api/sys/cerErpPortalSetting/setting',
    payload: { ...value, buyNoteService, version },
  });
  expect(res.status).toBe(200);
};

describe('the user’s channel choice', () => {
  it('defaults to in-app, keeps channel 1 and refuses SMS while the service is not bought', async () => {
    const initial = await t.call(auditor, { method: 'GET', url: '/api/xxtz/cerNotice/getNoticeRouteList' });
    expect(initial.body.result).toEqual([{ dictNoticeRoute: '1' }]);

    const saved = await t.call(auditor, {
      method: 'POST',
      url: '/api/xxtz/cerNotice/updateNoticeRoute',
      payload: ['2'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.routes).toEqual(['1', '2']);

    await setErp(0);
    const sms = await t.call(auditor, {
      method: 'POST',
      url: '/api/xxtz/cerNotice/updateNoticeRoute',
      payload: ['1', '2', '4'],
    });
    expect(sms.status).toBe(400);
    expect(sms.body.message).toBe(SMS_NOT_BOUGHT_MESSAGE);
    const unchanged = await t.call(auditor, { method: 'GET', url: '/api/xxtz/cerNotice/getNoticeRouteList' });
    expect(unchanged.body.result).toEqual([{ dictNoticeRoute: '1' }, { dictNoticeRoute: '2' }]);

    const bogus = await t.call(auditor, {
      method: 'POST',
      url: '/api/xxtz/cerNotice/updateNoticeRoute',
      payload: ['1', '9'],
    });
    expect(bogus.status).toBe(400);

    const stale = await t.call(auditor, {
      method: 'POST',
      url: '/api/xxtz/cerNotice/updateNoticeRoute',
      payload: { routes: ['1'], version: 0 },
    });
    expect(stale.status).toBe(409);
  });
});

describe('delivery', () => {
  it('delivers by email, WeCom and SMS as chosen, and reports channels that are not configured', async () => {
    await setErp(1);
    const [auditorRow] = await t.database.systemTx((tx) =>
      tx
        .update(users)
        .set({ email: 'auditor@example.com', phone: '13800138000', thirdPartyId: 'wx-auditor' })
        .where(eq(users.username, 'auditor'))
        .returning({ id: users.id }),
    );
    const staff = await t.login('staff');
    // staff wants email too but has no address; decider wants WeCom before it is configured.
    await t.call(staff, { method: 'POST', url: '/api/xxtz/cerNotice/updateNoticeRoute', payload: ['2'] });
    const saved = await t.call(auditor, {
      method: 'POST',
      url: '/api/xxtz/cerNotice/updateNoticeRoute',
      payload: ['1', '2', '3', '4'],
    });
    expect(saved.body.result.routes).toEqual(['1', '2', '3', '4']);

    // Email configured and on; WeCom configured but SMS left unconfigured at first.
    const list = await t.call(admin, { method: 'GET', url: '/api/sys/noticeChannel/list' });
    expect(list.body.result.map((c: { route: string }) => c.route)).toEqual(['2', '3', '4']);
    const email = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: {
        route: '2',
        enabled: true,
        version: 0,
        config: {
          host: '127.0.0.1',
          port: smtpPort,
          secure: false,
          user: '',
          pass: '',
          from: 'noreply@cb.example',
        },
      },
    });
    expect(email.status, JSON.stringify(email.body)).toBe(200);
    const wecom = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: {
        route: '3',
        enabled: true,
        version: 0,
        config: {
          endpoint: fakeBase,
          corpId: 'ww1',
          corpSecret: 'wecom-secret',
          agentId: '1000002',
          detailUrl: '',
        },
      },
    });
    expect(wecom.status, JSON.stringify(wecom.body)).toBe(200);
    // Secrets are never sent back.
    expect(wecom.body.result.config.corpSecret).toBe('******');
    const status = await t.call(auditor, { method: 'GET', url: '/api/xxtz/cerNotice/channelStatus' });
    expect(status.body.result).toEqual({ enabledRoutes: ['1', '2', '3'], buyNoteService: 1 });

    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: {
        msgCategory: '2',
        title: '渠道测试通知',
        content: '<p>请于<b>本周五</b>前提交材料</p>',
        targetType: 'roles',
        targets: ['auditor', 'staff'],
      },
    });
    const id = created.body.result.id;
    await t.call(admin, { method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}` });

    const deliveries = async () =>
      (await t.call(admin, { method: 'GET', url: `/api/sys/annountCement/deliveries?id=${id}` })).body
        .result as {
        userId: string;
        route: string;
        status: string;
      }[];
    await vi.waitFor(async () => expect((await deliveries()).length).toBeGreaterThanOrEqual(6), {
      timeout: 15_000,
    });
    const log = await deliveries();
    const of = (route: string, userId = auditorRow!.id) =>
      log.find((d) => d.route === route && d.userId === userId)?.status;
    expect(of('1')).toBe('sent');
    expect(of('2')).toBe('sent');
    expect(of('3')).toBe('sent');
    expect(of('4')).toBe('not_configured');
    expect(log.filter((d) => d.userId !== auditorRow!.id && d.route === '2').map((d) => d.status)).toEqual([
      'no_address',
    ]);

    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('auditor@example.com');
    expect(mails[0]!.data).toContain('Subject: =?UTF-8?');
    expect(wecomCalls).toHaveLength(1);
    expect(wecomCalls[0]!.path).toContain('access_token=AT1');
    expect(wecomCalls[0]!.body).toMatchObject({ touser: 'wx-auditor', agentid: 1000002, msgtype: 'text' });

    // Now SMS is configured: a second notice goes out by SMS with the gateway key.
    const sms = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: {
        route: '4',
        enabled: true,
        version: 0,
        config: { endpoint: `${fakeBase}/sms/send`, apiKey: 'sms-key', signName: '华衡认证' },
      },
    });
    expect(sms.status).toBe(200);
    // A wrong WeCom secret is reported as failed, not dropped (the masked secret keeps the old one otherwise).
    const wecomVersion = wecom.body.result.version;
    await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: {
        route: '3',
        enabled: true,
        version: wecomVersion,
        config: { endpoint: fakeBase, corpId: 'ww1', corpSecret: 'wrong', agentId: '1000002', detailUrl: '' },
      },
    });
    const second = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/annountCement/add',
      payload: { msgCategory: '1', title: '短信测试', targetType: 'users', targets: [auditorRow!.id] },
    });
    const secondId = second.body.result.id;
    await t.call(admin, { method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${secondId}` });
    const secondLog = async () =>
      (await t.call(admin, { method: 'GET', url: `/api/sys/annountCement/deliveries?id=${secondId}` })).body
        .result as { route: string; status: string; detail: string | null }[];
    await vi.waitFor(async () => expect((await secondLog()).length).toBe(4), { timeout: 15_000 });
    const byRoute = Object.fromEntries((await secondLog()).map((d) => [d.route, d]));
    expect(byRoute['4']!.status).toBe('sent');
    expect(byRoute['3']!.status).toBe('failed');
    expect(byRoute['3']!.detail).toContain('40001');
    expect(smsCalls).toHaveLength(1);
    expect(smsCalls[0]).toEqual({
      body: { phone: '13800138000', sign: '华衡认证', content: '【华衡认证】短信测试' },
      auth: 'Bearer sms-key',
    });
  });

  it('refuses an enabled channel with an incomplete configuration, and non-admins', async () => {
    const list = await t.call(admin, { method: 'GET', url: '/api/sys/noticeChannel/list' });
    const sms = list.body.result.find((c: { route: string }) => c.route === '4');
    const bad = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: {
        route: '4',
        enabled: true,
        version: sms.version,
        config: { endpoint: 'file:///etc/passwd', signName: 'x' },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('接口地址必须以 http:// 或 https:// 开头');
    const denied = await t.call(auditor, {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: { route: '4', enabled: false, version: sms.version, config: {} },
    });
    expect(denied.status).toBe(403);
  });
});
