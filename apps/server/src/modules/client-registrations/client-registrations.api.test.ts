/**
 * Self-registration, 注册审核 and the signed-out password reset over HTTP (issue 36 item 5), with a
 * real SMTP server and a local SMS gateway: codes and links go out through the notices' channels.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditCodeCheckCharacter } from '@cb/domain';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { roles, userRoles, users } from '../../platform/identity/schema.ts';
import { customerUserLinks, enterprises } from '../customers/schema.ts';
import { noticeChannelConfigs } from '../notices/schema.ts';
import { clientRegistrations } from './schema.ts';

let t: TestContext;
let staff: string;
let smtp: SMTPServer;
let gateway: http.Server;
const mails: { to: string; data: string }[] = [];
const texts: { phone: string; content: string }[] = [];

const TENANT = { 'tenant-id': '1' };
const pub = (method: 'GET' | 'POST', url: string, payload?: object, ip = '10.0.0.1') =>
  t.call(null, {
    method,
    url: `/api${url}`,
    headers: TENANT,
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });
const code = (first17: string) => first17 + creditCodeCheckCharacter(first17);
const lastCodeTo = (phone: string) => {
  const sms = texts.filter((m) => m.phone === phone).at(-1);
  return sms?.content.match(/(\d{6})/)?.[1];
};

async function setChannel(route: '2' | '4', enabled: boolean, config: Record<string, unknown>) {
  await t.database.systemTx((tx) =>
    tx
      .insert(noticeChannelConfigs)
      .values({ tenantId: 1, route, enabled, config })
      .onConflictDoUpdate({
        target: [noticeChannelConfigs.tenantId, noticeChannelConfigs.route],
        set: { enabled, config },
      }),
  );
}

const company = (n: number, extra: object = {}) => ({
  companyName: `测试注册企业${n}有限公司`,
  creditCode: code(`9144030${String(n).padStart(3, '0')}MB2R5T6`),
  contactName: '孙立',
  phone: `1391234${String(n).padStart(4, '0')}`,
  email: `reg${n}@example.cn`,
  username: `reg_user_${n}`,
  password: 'Passw0rd88',
  confirmPassword: 'Passw0rd88',
  ...extra,
});

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { phone: string; content: string };
      texts.push(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 0 }));
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  t = await createTestContext();
  staff = await t.login('staff');
  await setChannel('2', true, {
    host: '127.0.0.1',
    port: (smtp.server.address() as AddressInfo).port,
    secure: false,
    user: '',
    pass: '',
    from: 'cb@example.com',
  });
  await setChannel('4', true, {
    endpoint: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms/send`,
    apiKey: '',
    signName: '华衡认证',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => gateway.close(() => r()));
});

describe('registration by SMS code, then 注册审核', () => {
  it('verifies the phone by code, and staff approve: a new enterprise, a user that signs in', async () => {
    expect((await pub('GET', '/user/register/channel')).body.result).toEqual({ channel: 'sms' });
    const body = company(1);
    const sent = await pub('POST', '/user/register/code', { phone: body.phone });
    expect(sent.status).toBe(200);
    const smsCode = lastCodeTo(body.phone)!;
    expect(smsCode).toMatch(/^\d{6}$/);
    // One code a minute.
    expect((await pub('POST', '/user/register/code', { phone: body.phone })).body.message).toBe(
      '验证码已发送，请1分钟后再试',
    );

    const wrong = await pub('POST', '/user/register', {
      ...body,
      code: smsCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('验证码错误或已过期');
    const ok = await pub('POST', '/user/register', { ...body, code: smsCode });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toEqual({ status: 1, channel: 'sms' });
    // The code is used up.
    expect(
      (await pub('POST', '/user/register', { ...body, username: 'reg_other', code: smsCode })).status,
    ).toBe(400);

    const list = await t.call(staff, {
      method: 'GET',
      url: `/api/khgl/registration/list?companyName=${encodeURIComponent(body.companyName)}`,
    });
    const row = list.body.result.records[0];
    expect(row).toMatchObject({ status: 1, username: body.username, existingEnterprise: null });
    expect(row).not.toHaveProperty('passwordHash');
    const approved = await t.call(staff, {
      method: 'POST',
      url: '/api/khgl/registration/approve',
      payload: { id: row.id, version: row.version },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(`已通过，并新建企业“${body.companyName}”`);
    const again = await t.call(staff, {
      method: 'POST',
      url: '/api/khgl/registration/approve',
      payload: approved.body.result,
    });
    expect(again.body.message).toBe('该注册申请已通过');

    const [user] = await t.database.systemTx((tx) =>
      tx.select().from(users).where(eq(users.username, body.username)),
    );
    const [link] = await t.database.systemTx((tx) =>
      tx.select().from(customerUserLinks).where(eq(customerUserLinks.userId, user!.id)),
    );
    const [enterprise] = await t.database.systemTx((tx) =>
      tx.select().from(enterprises).where(eq(enterprises.id, link!.enterpriseId!)),
    );
    expect(enterprise!.creditCode).toBe(body.creditCode);
    const [role] = await t.database.systemTx((tx) =>
      tx
        .select({ code: roles.code })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, user!.id)),
    );
    expect(role!.code).toBe('enterprise');
    expect(await t.login(body.username, body.password)).toBeTruthy();
    // The applicant hears of it by SMS.
    await expect
      .poll(() => texts.some((m) => m.phone === body.phone && m.content.includes('已通过')))
      .toBe(true);
  });

  it('links to the client with the credit code; refuses a taken username at approval; rejects with a reason', async () => {
    const [existing] = await t.database.systemTx((tx) =>
      tx.select().from(enterprises).where(eq(enterprises.tenantId, 1)).limit(1),
    );
    const body = company(2, { companyName: existing!.name, creditCode: existing!.creditCode });
    await pub('POST', '/user/register/code', { phone: body.phone });
    await pub('POST', '/user/register', { ...body, code: lastCodeTo(body.phone) });
    const taken = company(3, { username: 'admin' });
    await pub('POST', '/user/register/code', { phone: taken.phone });
    // A taken name gets the same answer as a free one (no account enumeration).
    const accepted = await pub('POST', '/user/register', { ...taken, code: lastCodeTo(taken.phone) });
    expect(accepted.body.result).toEqual({ status: 1, channel: 'sms' });

    const rows = (
      await t.call(staff, { method: 'GET', url: '/api/khgl/registration/list?status=1&pageSize=100' })
    ).body.result.records;
    const linking = rows.find((r: { username: string }) => r.username === body.username);
    expect(linking.existingEnterprise).toBe(existing!.name);
    const approved = await t.call(staff, {
      method: 'POST',
      url: '/api/khgl/registration/approve',
      payload: { id: linking.id, version: linking.version },
    });
    expect(approved.body.message).toBe(`已通过，账号已关联企业“${existing!.name}”`);
    const count = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(enterprises)
        .where(and(eq(enterprises.tenantId, 1), eq(enterprises.creditCode, existing!.creditCode))),
    );
    expect(count).toHaveLength(1);

    const clash = rows.find((r: { username: string }) => r.username === 'admin');
    const refused = await t.call(staff, {
      method: 'POST',
      url: '/api/khgl/registration/approve',
      payload: { id: clash.id, version: clash.version },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('用户名“admin”已被使用，请驳回并告知申请人换一个用户名');
    const noReason = await t.call(staff, {
      method: 'POST',
      url: '/api/khgl/registration/reject',
      payload: { id: clash.id, version: clash.version, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await t.call(staff, {
      method: 'POST',
      url: '/api/khgl/registration/reject',
      payload: { id: clash.id, version: clash.version, reason: '用户名已被使用，请换一个后重新注册' },
    });
    expect(rejected.status).toBe(200);
    const [row] = await t.database.systemTx((tx) =>
      tx.select().from(clientRegistrations).where(eq(clientRegistrations.id, clash.id)),
    );
    expect(row).toMatchObject({ status: 3, rejectReason: '用户名已被使用，请换一个后重新注册' });
  });

  it('refuses bad input with its reason, a missing tenant, and the enterprise user', async () => {
    const bad = await pub(
      'POST',
      '/user/register',
      company(4, { creditCode: '91310000000000000X', confirmPassword: 'x' }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('统一社会信用代码格式错误');
    const noTenant = await t.call(null, { method: 'GET', url: '/api/user/register/channel' });
    expect(noTenant.status).toBe(400);
    expect(noTenant.body.message).toBe('缺少租户标识');
    const enterprise = await t.login('enterprise');
    expect((await t.call(enterprise, { method: 'GET', url: '/api/khgl/registration/list' })).status).toBe(
      403,
    );
  });
});

describe('registration by e-mail link', () => {
  it('waits for the link, then for review', async () => {
    await setChannel('4', false, {
      endpoint: 'http://127.0.0.1:1/sms/send',
      apiKey: '',
      signName: '华衡认证',
    });
    try {
      expect((await pub('GET', '/user/register/channel')).body.result).toEqual({ channel: 'email' });
      const body = company(5);
      const res = await pub('POST', '/user/register', body);
      expect(res.body.result).toEqual({ status: 0, channel: 'email' });
      await expect.poll(() => mails.some((m) => m.to === body.email)).toBe(true);
      const mail = mails.find((m) => m.to === body.email)!.data.replace(/=\r?\n/g, '');
      const token = mail
        .match(/token=3D([A-Za-z0-9_-]+)|token=([A-Za-z0-9_-]+)/)!
        .slice(1)
        .find(Boolean)!;
      const rows = (
        await t.call(staff, {
          method: 'GET',
          url: `/api/khgl/registration/list?companyName=${encodeURIComponent(body.companyName)}`,
        })
      ).body.result.records;
      const refused = await t.call(staff, {
        method: 'POST',
        url: '/api/khgl/registration/approve',
        payload: { id: rows[0].id, version: rows[0].version },
      });
      expect(refused.body.message).toBe('申请人尚未验证邮箱，不能审核');
      expect((await pub('POST', '/user/register/confirm', { token: 'x'.repeat(32) })).body.message).toBe(
        '链接无效或已过期',
      );
      const confirmed = await pub('POST', '/user/register/confirm', { token });
      expect(confirmed.body.result).toEqual({ status: 1 });
      expect((await pub('POST', '/user/register/confirm', { token })).status).toBe(400);
    } finally {
      await setChannel('4', true, {
        endpoint: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms/send`,
        apiKey: '',
        signName: '华衡认证',
      });
    }
  });
});

describe('a forgotten password', () => {
  it('answers alike for known and unknown names, resets with the code, and ends the old sessions', async () => {
    const [auditor] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'auditor'))),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ phone: '13900001111' }).where(eq(users.id, auditor!.id)),
    );
    const oldToken = await t.login('auditor');
    const known = await pub('POST', '/user/alteration/code', { username: 'auditor' }, '10.0.0.9');
    const unknown = await pub('POST', '/user/alteration/code', { username: 'nobody_here' }, '10.0.0.9');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ message: known.body.message, result: known.body.result });
    const smsCode = lastCodeTo('13900001111')!;
    const reset = (username: string, c: string) =>
      pub(
        'POST',
        '/user/alteration',
        { username, code: c, password: 'NewPass2026', confirmPassword: 'NewPass2026' },
        '10.0.0.9',
      );
    const wrong = await reset('auditor', smsCode === '000000' ? '111111' : '000000');
    const nobody = await reset('nobody_here', smsCode);
    expect(wrong.status).toBe(400);
    expect(nobody.body.message).toBe(wrong.body.message);
    expect(wrong.body.message).toBe('验证码错误或已过期');
    expect((await reset('auditor', smsCode)).status).toBe(200);
    expect(await t.login('auditor', 'NewPass2026')).toBeTruthy();
    expect((await t.call(oldToken, { method: 'GET', url: '/api/sys/user/getUserInfoNew' })).status).toBe(401);
  });

  it('gives a code five tries, and limits the codes one name can ask for', async () => {
    const [u] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'decider'))),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ phone: '13900002222' }).where(eq(users.id, u!.id)),
    );
    await pub('POST', '/user/alteration/code', { username: 'decider' }, '10.0.1.1');
    const right = lastCodeTo('13900002222')!;
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await pub(
        'POST',
        '/user/alteration',
        { username: 'decider', code: wrongCode, password: 'NewPass2026', confirmPassword: 'NewPass2026' },
        '10.0.1.1',
      );
    const late = await pub(
      'POST',
      '/user/alteration',
      { username: 'decider', code: right, password: 'NewPass2026', confirmPassword: 'NewPass2026' },
      '10.0.1.1',
    );
    expect(late.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await pub('POST', '/user/alteration/code', { username: 'someone_else' }, `10.0.2.${i}`)).status,
      );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(
      (await pub('POST', '/user/alteration/code', { username: 'someone_else' }, '10.0.2.9')).status,
    ).toBe(429);
  });
});
