/**
 * Sign-in, sign-out, password change and the signed-in user's profile, permissions and menu.
 */
import type { ChangePasswordRequest, LoginRequest, LoginResult, UserInfoResult } from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AuthUser, TokenService } from '../auth/tokens.ts';
import type { Counters, WindowCount } from '../counters.ts';
import type { Database } from '../db/database.ts';
import { preparedRead } from '../db/prepared.ts';
import { AppError, badRequest, forbidden, tooManyRequests, unauthorized } from '../http/errors.ts';
import { reusedResult } from '../http/serializer.ts';
import type { SecurityLog } from '../security-log.ts';
import { readSetting } from '../settings/settings.ts';
import { permissionsForRoles } from './permission-cache.ts';
import { roles, tenants, userRoles, users } from './schema.ts';

/** Who signs in, as a login (password or third-party) reads the user. */
export const sessionUserColumns = {
  id: users.id,
  tenantId: users.tenantId,
  username: users.username,
  realname: users.realname,
  avatar: users.avatar,
};

/** Failed sign-ins allowed per account and per client address in one window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };
const TOO_MANY = '登录失败次数过多，请稍后再试';
const BAD_CREDENTIALS = '用户名或密码错误';

/** Session answers kept per user (most recently used last), so a reload reuses the written JSON. */
const USER_INFO_CACHE_SIZE = 2_000;

/** The session answer's own reads, prepared (every page load of the web app asks for it). */
const profileOf = preparedRead<(typeof users.$inferSelect)[], { userId: string }>(
  'identity.session-profile',
  (db) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('userId'))),
);
const rolesOf = preparedRead<{ id: string; code: string }[], { userId: string }>(
  'identity.session-roles',
  (db) =>
    db
      .select({ id: roles.id, code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, sql.placeholder('userId'))),
);

export class SessionService {
  private readonly userInfos = new Map<
    string,
    { key: string; permissions: object; result: UserInfoResult }
  >();

  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly counters: Counters,
    private readonly securityLog: SecurityLog,
  ) {}

  async login(request: FastifyRequest, body: LoginRequest): Promise<LoginResult> {
    const tenantHint = request.tenantHint;
    const candidates = await this.database.systemTx((tx) =>
      tx
        .select({
          ...sessionUserColumns,
          passwordHash: users.passwordHash,
          status: users.status,
        })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(
          and(
            eq(users.username, body.username),
            eq(tenants.status, 1),
            tenantHint === null ? undefined : eq(users.tenantId, tenantHint),
          ),
        )
        .limit(2),
    );
    // Without a tenant, a username that exists in two tenants is ambiguous: treat it as unknown.
    const user = candidates.length === 1 ? candidates[0] : undefined;
    // A refused attempt, as the security log records it.
    const failure = (detail: string) => ({
      event: 'login' as const,
      outcome: 'failure' as const,
      tenantId: user?.tenantId ?? tenantHint,
      userId: user?.id,
      username: body.username,
      detail,
    });
    // The account limit follows the account itself (whatever headers came with the attempt), or
    // the name alone when it names no single account.
    const accountKey = user ? `login:user:${user.id}` : `login:name:${body.username.toLowerCase()}`;
    const addressKey = `login:ip:${request.ip}`;
    const limited = await this.reserveAttempts([
      [accountKey, LOGIN_LIMITS.perAccount],
      [addressKey, LOGIN_LIMITS.perAddress],
    ]);
    if (limited) {
      await this.securityLog.record(request, {
        ...failure('rate limited'),
        // Refused before any check: anyone can cause these at will, so they are counted, not listed.
        aggregate: true,
      });
      throw tooManyRequests(TOO_MANY, limited.resetInMs / 1000);
    }

    let passwordOk: boolean;
    try {
      passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    } catch (err) {
      await this.releaseAttempts([accountKey, addressKey]);
      throw err;
    }

    if (!user || !passwordOk) {
      // The reserved attempts stay counted: they were failures.
      await this.securityLog.record(request, failure(user ? 'wrong password' : 'unknown user'));
      throw unauthorized(BAD_CREDENTIALS);
    }
    // The right password: the attempt was no failure, for the address nor for the account.
    await this.counters.release(addressKey);
    await this.counters.clear(accountKey);
    if (user.status !== 1) {
      await this.securityLog.record(request, {
        event: 'login',
        outcome: 'failure',
        tenantId: user.tenantId,
        userId: user.id,
        username: user.username,
        detail: 'frozen',
      });
      throw forbidden('该用户已冻结，请联系管理员');
    }
    const { token } = await this.database.systemTx((tx) =>
      this.tokens.issue(tx, user, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    );
    await this.securityLog.record(request, {
      event: 'login',
      outcome: 'success',
      tenantId: user.tenantId,
      userId: user.id,
      username: user.username,
    });
    return {
      token,
      userInfo: { id: user.id, username: user.username, realname: user.realname, avatar: user.avatar },
    };
  }

  async logout(request: FastifyRequest): Promise<void> {
    const user = request.user;
    if (!user) return;
    await this.database.systemTx((tx) => this.tokens.revoke(tx, user.tokenId, user.userId));
    await this.securityLog.record(request, {
      event: 'logout',
      outcome: 'success',
      tenantId: user.tenantId,
      userId: user.userId,
      username: user.username,
    });
  }

  async changePassword(request: FastifyRequest, user: AuthUser, body: ChangePasswordRequest): Promise<void> {
    // The user comes from the token; a body username naming anyone else is a mistake or an attack.
    const named = body.username?.trim();
    if (named && named !== user.username) throw badRequest('只能修改当前登录用户的密码');
    const limitKey = `pwchange:${user.userId}`;
    const limited = await this.reserveAttempts([[limitKey, LOGIN_LIMITS.perAccount]]);
    if (limited) throw tooManyRequests(TOO_MANY, limited.resetInMs / 1000);
    let passwordHash: string;
    try {
      passwordHash = await hashPassword(body.password);
    } catch (err) {
      await this.releaseAttempts([limitKey]);
      throw err;
    }
    // Security events are logged after the transaction: PGlite has one connection, so a second
    // transaction opened inside this one would wait for it forever.
    const changed = await this.database
      .tenantTx({ tenantId: user.tenantId, userId: user.userId }, async (tx) => {
        const [row] = await tx
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, user.userId))
          .for('update');
        if (!row) throw unauthorized();
        if (!(await verifyPassword(body.oldpassword, row.passwordHash))) return false;
        await tx
          .update(users)
          .set({
            passwordHash,
            passwordChangedAt: new Date(),
            mustChangePassword: false,
            updatedAt: new Date(),
            updatedBy: user.userId,
            version: sql`${users.version} + 1`,
          })
          .where(eq(users.id, user.userId));
        await this.tokens.revokeAllOf(tx, user.userId, user.tokenId);
        return true;
      })
      .catch(async (err: unknown) => {
        await this.releaseAttempts([limitKey]);
        throw err;
      });
    if (!changed) {
      // The reserved attempt stays counted: it was a failure.
      await this.securityLog.record(request, {
        event: 'password_change',
        outcome: 'failure',
        tenantId: user.tenantId,
        userId: user.userId,
        username: user.username,
        detail: 'wrong old password',
      });
      throw badRequest('旧密码输入错误');
    }
    await this.counters.clear(limitKey);
    await this.securityLog.record(request, {
      event: 'password_change',
      outcome: 'success',
      tenantId: user.tenantId,
      userId: user.userId,
      username: user.username,
    });
  }

  /**
   * Reserves one attempt on each key before the password is verified, so that however many
   * attempts arrive at once, no more verifications run than each limit allows. Answers the window
   * of a key whose limit is reached (and then reserves nothing), or null.
   */
  private async reserveAttempts(limits: [key: string, limit: number][]): Promise<WindowCount | null> {
    const windows = await Promise.all(limits.map(([key]) => this.counters.hit(key, LOGIN_LIMITS.windowMs)));
    const over = windows.filter((w, i) => w.count > limits[i]![1]);
    if (over.length === 0) return null;
    await this.releaseAttempts(limits.map(([key]) => key));
    return {
      count: Math.max(...over.map((w) => w.count)),
      resetInMs: Math.max(...over.map((w) => w.resetInMs)),
    };
  }

  private async releaseAttempts(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.counters.release(key)));
  }

  async userInfo(user: AuthUser): Promise<UserInfoResult> {
    return this.database.tenantRead({ tenantId: user.tenantId, userId: user.userId }, async (tx) => {
      const [profile] = await profileOf(tx, { userId: user.userId });
      if (!profile) throw unauthorized();
      const roleRows = await rolesOf(tx, { userId: user.userId });
      if (roleRows.length === 0) throw new AppError(403, '该用户未分配角色，请联系管理员');
      const userPermission = await permissionsForRoles(
        tx,
        this.database,
        user.tenantId,
        roleRows.map((r) => r.id),
      );
      const { version: _version, ...erpPortalSetting } = await readSetting(tx, user.tenantId, 'erpPortal');
      const userInfo = {
        id: profile.id,
        username: profile.username,
        realname: profile.realname,
        avatar: profile.avatar,
        phone: profile.phone,
        email: profile.email,
        tenantId: profile.tenantId,
      };
      const role = roleRows.map((r) => r.code).sort();
      // Everything the answer holds besides the shared permission object, as one short key: the same
      // key and permission object answer the same object, whose JSON the serializer then reuses.
      const key = JSON.stringify([
        userInfo,
        role,
        erpPortalSetting,
        profile.isParentCompanyUser,
        profile.mustChangePassword,
      ]);
      const cached = this.userInfos.get(user.userId);
      if (cached && cached.key === key && cached.permissions === userPermission) {
        this.userInfos.delete(user.userId);
        this.userInfos.set(user.userId, cached);
        return cached.result;
      }
      const result = reusedResult({
        role,
        userPermission: {
          menu: userPermission.menu,
          auth: userPermission.auth,
          allAuth: userPermission.allAuth,
        },
        erpPortalSetting,
        isParentCompanyUser: profile.isParentCompanyUser,
        mustChangePassword: profile.mustChangePassword,
        userInfo,
      });
      this.userInfos.delete(user.userId);
      if (this.userInfos.size >= USER_INFO_CACHE_SIZE) {
        const oldest = this.userInfos.keys().next().value;
        if (oldest !== undefined) this.userInfos.delete(oldest);
      }
      this.userInfos.set(user.userId, { key, permissions: userPermission, result });
      return result;
    });
  }

  async menu(user: AuthUser) {
    return this.database.tenantRead({ tenantId: user.tenantId, userId: user.userId }, async (tx) => {
      const roleIds = await tx
        .select({ id: userRoles.roleId })
        .from(userRoles)
        .where(eq(userRoles.userId, user.userId));
      return (
        await permissionsForRoles(
          tx,
          this.database,
          user.tenantId,
          roleIds.map((r) => r.id),
        )
      ).menu;
    });
  }
}
