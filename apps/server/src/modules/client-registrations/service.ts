/**
 * Self-registration and the signed-out password reset (issue 36 item 5, SECURITY.md 7).
 *
 * - Where the body has SMS (its channel enabled), the applicant proves the phone with a 6-digit code
 *   before submitting; otherwise the request waits until the link e-mailed to the address is opened.
 *   Either way the body's staff approve or reject it in 注册审核; approval creates the sign-in user
 *   (role enterprise, the password the applicant chose) and links it to the enterprise with the credit
 *   code, or to a new one, in one transaction.
 * - A forgotten password is reset with a code sent to the account's phone (SMS) or e-mail (with a
 *   link that fills it in). The answer to "send me a code" is the same for known and unknown names,
 *   and a wrong code, an unknown name and an expired code are the same refusal.
 * - Rate limits as the login's: per address, per phone or account, per IP; codes live 10 minutes and
 *   may be tried 5 times; only hashes of codes, tokens and passwords are stored.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  EMAIL_LINK_TTL_MS,
  REGISTRATION_STATUS,
  RESET_CODE_SENT,
  RESET_CODE_WRONG,
  type RegisterBody,
  reviewProblem,
  type VerificationChannel,
} from '@cb/domain/client-registrations';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { roles, tenants, userRoles, users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { AppServices } from '../../platform/services.ts';
import { enterpriseForRegistration, linkRegisteredUser } from '../customers/door.ts';
import { ADAPTERS, channelConfigs, type Recipient } from '../notices/door.ts';
import * as repo from './repository.ts';
import { clientRegistrations as r, verificationCodes as v } from './schema.ts';

const EMAIL = '2';
const SMS = '4';
const HOUR = 3_600_000;
/** Sends per phone or account per hour, per IP per hour; checks per IP per 15 minutes. */
const LIMITS = { perTarget: 5, perAddress: 20, checksPerAddress: 30 };
const TOO_MANY = '操作过于频繁，请稍后再试';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type Services = Pick<
  AppServices,
  'database' | 'counters' | 'clock' | 'publicAddress' | 'tokens' | 'securityLog'
>;

export class RegistrationService {
  /** Messages under way (tests and shutdown wait for them). */
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly s: Services) {}

  async settled(): Promise<void> {
    while (this.sending.size) await Promise.allSettled([...this.sending]);
  }

  /** The request's tenant (the tenant-id header the web sends), active; else 400. */
  private async tenantOf(request: FastifyRequest): Promise<number> {
    const tenantId = request.tenantHint;
    if (tenantId === null) throw badRequest('缺少租户标识');
    const [row] = await this.s.database.systemTx((tx) =>
      tx.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, tenantId)),
    );
    if (row?.status !== 1) throw badRequest('租户不存在或已停用');
    return tenantId;
  }

  private tx<T>(tenantId: number, fn: (tx: Tx) => Promise<T>) {
    return this.s.database.tenantTx({ tenantId, userId: null }, fn);
  }

  /** Counts one use of each key in its hourly window; 429 when one is over its limit. */
  private async limit(keys: [key: string, limit: number][]) {
    for (const [key, max] of keys) {
      const hit = await this.s.counters.hit(key, HOUR);
      if (hit.count > max) throw tooManyRequests(TOO_MANY, Math.ceil(hit.resetInMs / 1000));
    }
  }

  private async channels(tenantId: number) {
    const configs = await this.tx(tenantId, (tx) => channelConfigs(tx));
    return {
      sms: configs.find((c) => c.route === SMS && c.enabled),
      email: configs.find((c) => c.route === EMAIL && c.enabled),
    };
  }

  async channel(request: FastifyRequest): Promise<{ channel: VerificationChannel }> {
    const tenantId = await this.tenantOf(request);
    return { channel: (await this.channels(tenantId)).sms ? 'sms' : 'email' };
  }

  private deliver(
    route: typeof SMS | typeof EMAIL,
    config: Record<string, unknown>,
    to: Partial<Recipient>,
    title: string,
    text: string,
    html = '',
  ) {
    const recipient: Recipient = {
      userId: '',
      username: '',
      realname: '',
      email: null,
      phone: null,
      thirdPartyId: null,
      ...to,
    };
    const p = ADAPTERS[route]!.send(config, recipient, { id: uuidv7(), title, text, html })
      .catch(() => undefined)
      .finally(() => this.sending.delete(p));
    this.sending.add(p);
    return p;
  }

  /** Files a code for the target (one per minute), answering it for sending. */
  private async issueCode(
    tx: Tx,
    tenantId: number,
    purpose: 'register' | 'reset',
    target: string,
  ): Promise<string | null> {
    const now = this.s.clock();
    const [recent] = await tx
      .select({ id: v.id })
      .from(v)
      .where(
        and(
          eq(v.tenantId, tenantId),
          eq(v.purpose, purpose),
          eq(v.target, target),
          gt(v.createdAt, new Date(now.getTime() - CODE_RESEND_MS)),
        ),
      )
      .limit(1);
    if (recent) return null;
    const code = sixDigits();
    const id = uuidv7();
    await tx.insert(v).values({
      id,
      tenantId,
      purpose,
      target,
      codeHash: sha256(`${id}:${code}`),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    return code;
  }

  /** Whether the code is the target's latest live one; counts the attempt and uses it up when right. */
  private async useCode(
    tx: Tx,
    tenantId: number,
    purpose: 'register' | 'reset',
    target: string,
    code: string,
  ) {
    const [latest] = await tx
      .select()
      .from(v)
      .where(
        and(
          eq(v.tenantId, tenantId),
          eq(v.purpose, purpose),
          eq(v.target, target),
          isNull(v.usedAt),
          gt(v.expiresAt, this.s.clock()),
        ),
      )
      .orderBy(desc(v.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.attempts >= CODE_MAX_ATTEMPTS) return false;
    const right = latest.codeHash === sha256(`${latest.id}:${code}`);
    await tx
      .update(v)
      .set({ attempts: sql`${v.attempts} + 1`, ...(right ? { usedAt: this.s.clock() } : {}) })
      .where(eq(v.id, latest.id));
    return right;
  }

  // ───────────────────────────────────────── registration ─────────────────────────────────────────

  async sendRegisterCode(request: FastifyRequest, phone: string) {
    const tenantId = await this.tenantOf(request);
    const { sms } = await this.channels(tenantId);
    if (!sms) throw badRequest('本机构未开通短信验证，请填写邮箱并通过邮件链接验证');
    await this.limit([
      [`register:phone:${tenantId}:${phone}`, LIMITS.perTarget],
      [`register:ip:${request.ip}`, LIMITS.perAddress],
    ]);
    const code = await this.tx(tenantId, (tx) => this.issueCode(tx, tenantId, 'register', phone));
    if (!code) throw badRequest('验证码已发送，请1分钟后再试');
    await this.deliver(
      SMS,
      sms.config,
      { phone },
      `您的注册验证码为${code}，10分钟内有效。`,
      `您的注册验证码为${code}，10分钟内有效。`,
    );
    return { sent: true };
  }

  async register(request: FastifyRequest, body: RegisterBody) {
    const tenantId = await this.tenantOf(request);
    const { sms, email } = await this.channels(tenantId);
    const channel: VerificationChannel = sms ? 'sms' : 'email';
    await this.limit([[`register:submit:ip:${request.ip}`, LIMITS.perAddress]]);
    if (channel === 'sms' && !body.code) throw badRequest('请输入短信验证码');
    if (channel === 'email' && !email)
      throw badRequest('本机构未开通短信或邮件，暂不能在线注册，请联系本机构');
    const passwordHash = await hashPassword(body.password);
    const token = randomBytes(24).toString('base64url');
    const now = this.s.clock();
    const status = await this.tx(tenantId, async (tx) => {
      if (channel === 'sms' && !(await this.useCode(tx, tenantId, 'register', body.phone, body.code!)))
        throw badRequest(RESET_CODE_WRONG);
      const status = channel === 'sms' ? REGISTRATION_STATUS.pending : REGISTRATION_STATUS.unverified;
      await tx.insert(r).values({
        tenantId,
        companyName: body.companyName,
        creditCode: body.creditCode,
        contactName: body.contactName,
        phone: body.phone,
        email: body.email,
        username: body.username,
        passwordHash,
        channel,
        status,
        ...(channel === 'email'
          ? {
              emailTokenHash: sha256(token),
              emailTokenExpiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
            }
          : {}),
      });
      return status;
    });
    if (channel === 'email' && email) {
      const link = `${this.s.publicAddress.origin()}/user/register-result?token=${token}&tenantId=${tenantId}`;
      await this.deliver(
        EMAIL,
        email.config,
        { email: body.email, realname: body.contactName },
        '请确认您的注册邮箱',
        `${body.contactName}，您好：\n\n您为“${body.companyName}”提交了客户账号注册申请。请在24小时内打开以下链接确认邮箱：\n${link}\n\n如非本人操作，请忽略本邮件。`,
        `<p>${escapeHtml(body.contactName)}，您好：</p><p>您为“${escapeHtml(body.companyName)}”提交了客户账号注册申请。请在24小时内打开以下链接确认邮箱：</p><p><a href="${link}">${link}</a></p><p>如非本人操作，请忽略本邮件。</p>`,
      );
    }
    return { status, channel };
  }

  async confirmEmail(request: FastifyRequest, token: string) {
    const tenantId = await this.tenantOf(request);
    await this.limit([[`register:confirm:ip:${request.ip}`, LIMITS.checksPerAddress]]);
    return this.tx(tenantId, async (tx) => {
      const [row] = await tx
        .select({ id: r.id, status: r.status, expires: r.emailTokenExpiresAt })
        .from(r)
        .where(and(eq(r.tenantId, tenantId), eq(r.emailTokenHash, sha256(token))))
        .for('update');
      if (!row?.expires || row.expires.getTime() < this.s.clock().getTime())
        throw badRequest('链接无效或已过期');
      if (row.status !== REGISTRATION_STATUS.unverified) return { status: row.status };
      await tx
        .update(r)
        .set({
          status: REGISTRATION_STATUS.pending,
          emailTokenHash: null,
          version: sql`${r.version} + 1`,
          updatedAt: this.s.clock(),
        })
        .where(eq(r.id, row.id));
      return { status: REGISTRATION_STATUS.pending };
    });
  }

  // ─────────────────────────────────────────── review ───────────────────────────────────────────

  list(user: AuthUser, q: repo.RegistrationListQuery) {
    return this.s.database.tenantRead(user, (tx) => repo.list(tx, user.tenantId, q));
  }

  exportRows(user: AuthUser, q: repo.RegistrationExportQuery) {
    return this.s.database.tenantRead(user, (tx) => repo.exportRows(tx, user.tenantId, q, EXPORT_MAX_ROWS));
  }

  get(user: AuthUser, id: string) {
    return this.s.database.tenantRead(user, async (tx) => {
      const row = await repo.find(tx, user.tenantId, id);
      if (!row) throw notFound();
      return row;
    });
  }

  async approve(user: AuthUser, id: string, version: number) {
    const now = this.s.clock();
    const done = await this.s.database.tenantTx(user, async (tx) => {
      const row = await repo.lock(tx, user.tenantId, id);
      if (!row) throw notFound();
      const problem = reviewProblem(row.status);
      if (problem) throw badRequest(problem);
      if (await usernameTaken(tx, user.tenantId, row.username))
        throw badRequest(`用户名“${row.username}”已被使用，请驳回并告知申请人换一个用户名`);
      const enterprise = await enterpriseForRegistration(
        tx,
        user.tenantId,
        user.userId,
        {
          name: row.companyName,
          creditCode: row.creditCode,
          contactName: row.contactName,
          phone: row.phone,
          email: row.email,
        },
        now,
      );
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, user.tenantId), eq(roles.code, 'enterprise')));
      if (!role) throw badRequest('本机构未配置“企业用户”角色');
      const userId = uuidv7();
      await tx.insert(users).values({
        id: userId,
        tenantId: user.tenantId,
        username: row.username,
        realname: row.contactName,
        passwordHash: row.passwordHash,
        phone: row.phone,
        email: row.email,
        passwordChangedAt: now,
        createdBy: user.userId,
        updatedBy: user.userId,
      });
      await tx.insert(userRoles).values({ tenantId: user.tenantId, userId, roleId: role.id });
      await linkRegisteredUser(tx, user.tenantId, enterprise.id, userId, user.userId);
      const saved = await repo.decide(tx, user, id, version, {
        status: REGISTRATION_STATUS.approved,
        userId,
        enterpriseId: enterprise.id,
        reviewedAt: now,
      });
      return { ...saved, enterpriseName: enterprise.name, createdEnterprise: enterprise.created, row };
    });
    void this.tellApplicant(
      user.tenantId,
      done.row,
      `您的客户账号注册申请已通过，请使用用户名“${done.row.username}”登录。`,
    );
    return {
      id: done.id,
      version: done.version,
      enterpriseName: done.enterpriseName,
      createdEnterprise: done.createdEnterprise,
    };
  }

  async reject(user: AuthUser, id: string, version: number, reason: string) {
    const done = await this.s.database.tenantTx(user, async (tx) => {
      const row = await repo.lock(tx, user.tenantId, id);
      if (!row) throw notFound();
      const problem = reviewProblem(row.status);
      if (problem) throw badRequest(problem);
      const saved = await repo.decide(tx, user, id, version, {
        status: REGISTRATION_STATUS.rejected,
        rejectReason: reason,
        reviewedAt: this.s.clock(),
      });
      return { ...saved, row };
    });
    void this.tellApplicant(user.tenantId, done.row, `您的客户账号注册申请未通过，原因：${reason}`);
    return { id: done.id, version: done.version };
  }

  /** The outcome, by the channel the applicant was verified through (best effort, after the commit). */
  private async tellApplicant(
    tenantId: number,
    row: { channel: string; phone: string; email: string; contactName: string },
    text: string,
  ) {
    const { sms, email } = await this.channels(tenantId);
    if (row.channel === 'sms' && sms) await this.deliver(SMS, sms.config, { phone: row.phone }, text, text);
    else if (email)
      await this.deliver(
        EMAIL,
        email.config,
        { email: row.email, realname: row.contactName },
        '客户账号注册结果',
        text,
        escapeHtml(text),
      );
  }

  // ──────────────────────────────────────── password reset ────────────────────────────────────────

  async sendResetCode(request: FastifyRequest, username: string) {
    const tenantId = await this.tenantOf(request);
    // Counted for the name whether or not it exists: the limits say nothing about accounts either.
    await this.limit([
      [`reset:name:${tenantId}:${username.toLowerCase()}`, LIMITS.perTarget],
      [`reset:ip:${request.ip}`, LIMITS.perAddress],
    ]);
    const { sms, email } = await this.channels(tenantId);
    const sent = await this.tx(tenantId, async (tx) => {
      const account = await accountNamed(tx, tenantId, username);
      const route = account?.phone && sms ? SMS : account?.email && email ? EMAIL : null;
      if (!account || !route) return null;
      const code = await this.issueCode(tx, tenantId, 'reset', account.id);
      return code ? { account, route, code } : null;
    });
    if (sent?.route === SMS) {
      const text = `您正在找回密码，验证码为${sent.code}，10分钟内有效。`;
      await this.deliver(SMS, sms!.config, { phone: sent.account.phone }, text, text);
    } else if (sent) {
      const link = `${this.s.publicAddress.origin()}/user/alteration?username=${encodeURIComponent(username)}&code=${sent.code}&tenantId=${tenantId}`;
      await this.deliver(
        EMAIL,
        email!.config,
        { email: sent.account.email, realname: sent.account.realname },
        '找回密码验证码',
        `您正在找回密码，验证码为${sent.code}，10分钟内有效。也可打开以下链接重设密码：\n${link}\n如非本人操作，请忽略本邮件。`,
        `<p>您正在找回密码，验证码为 <b>${sent.code}</b>，10分钟内有效。</p><p>也可打开以下链接重设密码：<br><a href="${link}">${link}</a></p><p>如非本人操作，请忽略本邮件。</p>`,
      );
    }
    return { sent: true, message: RESET_CODE_SENT };
  }

  async resetPassword(request: FastifyRequest, body: { username: string; code: string; password: string }) {
    const tenantId = await this.tenantOf(request);
    await this.limit([[`reset:check:ip:${request.ip}`, LIMITS.checksPerAddress]]);
    const passwordHash = await hashPassword(body.password);
    const userId = await this.tx(tenantId, async (tx) => {
      const account = await accountNamed(tx, tenantId, body.username);
      if (!account || !(await this.useCode(tx, tenantId, 'reset', account.id, body.code))) return null;
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: this.s.clock(),
          mustChangePassword: false,
          updatedAt: this.s.clock(),
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, account.id));
      await this.s.tokens.revokeAllOf(tx, account.id);
      return account.id;
    });
    await this.s.securityLog.record(request, {
      event: 'password_reset',
      outcome: userId ? 'success' : 'failure',
      tenantId,
      ...(userId ? { userId } : {}),
      username: body.username,
      detail: userId ? 'reset by verification code' : 'wrong or expired code',
    });
    if (!userId) throw badRequest(RESET_CODE_WRONG);
    return { sent: true };
  }
}

async function accountNamed(tx: Reader, tenantId: number, username: string) {
  const [row] = await tx
    .select({
      id: users.id,
      phone: users.phone,
      email: users.email,
      realname: users.realname,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row && row.status === 1 ? row : undefined;
}

async function usernameTaken(tx: Reader, tenantId: number, username: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
  return Boolean(row);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
