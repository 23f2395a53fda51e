import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants, users } from '../../platform/identity/schema.ts';
import { thirdPartyProviders } from './schema.ts';
import { MESSAGES } from './service.ts';

/** A small stand-in for enterprise WeChat's API: one corp, codes mapped to member ids. */
function startFakeWecom() {
  const codes = new Map([
    ['code-linked', { userid: 'zhangsan' }],
    ['code-unlinked', { userid: 'lisi' }],
    ['code-outsider', { openid: 'o-123' }],
  ]);
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    seen.push(url.pathname);
    const json = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/cgi-bin/gettoken') {
      const good =
        url.searchParams.get('corpid') === 'ww-corp' && url.searchParams.get('corpsecret') === 's3cret';
      return json(good ? { errcode: 0, access_token: 'at-1', expires_in: 7200 } : { errcode: 40001 });
    }
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      if (url.searchParams.get('access_token') !== 'at-1') return json({ errcode: 40014 });
      const member = codes.get(url.searchParams.get('code') ?? '');
      return json(member ? { errcode: 0, ...member } : { errcode: 40029, errmsg: 'invalid code' });
    }
    res.statusCode = 404;
    res.end();
  });
  return new Promise<{ url: string; seen: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/** The result the popup page hands to the opener. */
function popupResult(html: string): { ticket?: string; error?: string } {
  const match = /data-result="([^"]*)"/.exec(html);
  if (!match) throw new Error(`no result in ${html}`);
  return JSON.parse(match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
}

describe('third-party login (enterprise WeChat) against a fake provider', () => {
  let t: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeWecom>>;
  let tenantId: number;

  beforeAll(async () => {
    fake = await startFakeWecom();
    t = await createTestContext();
    await t.database.systemTx(async (tx) => {
      const [admin] = await tx
        .select({ tenantId: users.tenantId })
        .from(users)
        .where(eq(users.username, 'admin'));
      tenantId = admin!.tenantId;
      await tx.insert(thirdPartyProviders).values({
        tenantId,
        provider: 'wechat_enterprise',
        corpId: 'ww-corp',
        agentId: '1000002',
        secret: 's3cret',
        authorizeUrl: fake.url,
        apiUrl: fake.url,
      });
      // An admin links staff to the WeCom member zhangsan; lisi is not linked.
      await tx
        .update(users)
        .set({ thirdPartyId: 'wechat_enterprise:zhangsan' })
        .where(eq(users.username, 'staff'));
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const render = (query: string, provider = 'wechat_enterprise') =>
    t.call(null, { method: 'GET', url: `/api/thirdLogin/render/${provider}${query}` });
  const callback = (code: string, state: string) =>
    t.call(null, {
      method: 'GET',
      url: `/api/thirdLogin/callback/wechat_enterprise?${new URLSearchParams({ code, state })}`,
    });
  async function stateFromRender(): Promise<string> {
    const res = await render(`?tenantId=${tenantId}`);
    expect(res.status).toBe(302);
    return new URL(String(res.headers.location)).searchParams.get('state')!;
  }

  it('sends the popup to the provider with the app, the callback and a state', async () => {
    const res = await render(`?tenantId=${tenantId}`);
    expect(res.status).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(fake.url);
    expect(location.pathname).toBe('/wwlogin/sso/login');
    expect(location.searchParams.get('appid')).toBe('ww-corp');
    expect(location.searchParams.get('agentid')).toBe('1000002');
    expect(location.searchParams.get('redirect_uri')).toMatch(
      /\/api\/thirdLogin\/callback\/wechat_enterprise$/,
    );
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  });

  it('signs a linked member in: callback → ticket → getLoginUser shaped like login, once', async () => {
    const state = await stateFromRender();
    const cb = await callback('code-linked', state);
    expect(cb.status).toBe(200);
    expect(String(cb.headers['content-type'])).toMatch(/text\/html/);
    expect(cb.body).toContain('<script src="/api/thirdLogin/popup.js"></script>');
    const { ticket } = popupResult(cb.body);
    expect(ticket).toBeTruthy();

    const login = await t.call(null, { method: 'GET', url: `/api/thirdLogin/getLoginUser/${ticket}` });
    expect(login.status).toBe(200);
    expect(login.body.result.userInfo).toMatchObject({ username: 'staff' });
    expect(typeof login.body.result.token).toBe('string');
    const info = await t.call(login.body.result.token, {
      method: 'GET',
      url: '/api/sys/user/getUserInfoNew',
    });
    expect(info.status).toBe(200);
    expect(info.body.result.userInfo.username).toBe('staff');

    const again = await t.call(null, { method: 'GET', url: `/api/thirdLogin/getLoginUser/${ticket}` });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(MESSAGES.ticketInvalid);
    expect(fake.seen).toContain('/cgi-bin/auth/getuserinfo');
  });

  it('refuses a member that no admin has linked, issuing nothing', async () => {
    const cb = await callback('code-unlinked', await stateFromRender());
    expect(popupResult(cb.body)).toEqual({ error: MESSAGES.notLinked });
  });

  it('refuses non-members and codes the provider rejects', async () => {
    expect(popupResult((await callback('code-outsider', await stateFromRender())).body)).toEqual({
      error: MESSAGES.providerFailed,
    });
    expect(popupResult((await callback('forged', await stateFromRender())).body)).toEqual({
      error: MESSAGES.providerFailed,
    });
  });

  it('accepts each state once, and no made-up state', async () => {
    const state = await stateFromRender();
    expect(popupResult((await callback('code-linked', state)).body).ticket).toBeTruthy();
    expect(popupResult((await callback('code-linked', state)).body)).toEqual({ error: MESSAGES.badState });
    expect(popupResult((await callback('code-linked', 'made-up')).body)).toEqual({
      error: MESSAGES.badState,
    });
  });

  it('refuses a frozen linked user', async () => {
    await t.database.systemTx((tx) => tx.update(users).set({ status: 2 }).where(eq(users.username, 'staff')));
    try {
      expect(popupResult((await callback('code-linked', await stateFromRender())).body)).toEqual({
        error: MESSAGES.notLinked,
      });
    } finally {
      await t.database.systemTx((tx) =>
        tx.update(users).set({ status: 1 }).where(eq(users.username, 'staff')),
      );
    }
  });

  it('answers a tenant without the provider, DingTalk and bad input without redirecting', async () => {
    const other = await t.database.systemTx(async (tx) => {
      const [row] = await tx.insert(tenants).values({ name: '另一机构' }).returning({ id: tenants.id });
      return row!.id;
    });
    const none = await render(`?tenantId=${other}`);
    expect(none.status).toBe(200);
    expect(popupResult(none.body)).toEqual({ error: MESSAGES.notEnabled });
    expect(popupResult((await render(`?tenantId=${tenantId}`, 'dingtalk')).body)).toEqual({
      error: MESSAGES.unsupported,
    });
    expect((await render('?tenantId=abc')).status).toBe(400);
    expect((await render(`?tenantId=${tenantId}`, 'github')).status).toBe(400);
    expect((await t.call(null, { method: 'GET', url: '/api/thirdLogin/getLoginUser/nope' })).status).toBe(
      401,
    );
  });

  it('serves the popup script from this origin (the CSP allows no inline script)', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/thirdLogin/popup.js' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(res.body).toContain('window.opener.postMessage(result, window.location.origin)');
    expect(res.body).toContain("new BroadcastChannel('cb:third-login')");
    const page = await callback('', '');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    expect(page.body).not.toMatch(/<script>/);
  });
});
