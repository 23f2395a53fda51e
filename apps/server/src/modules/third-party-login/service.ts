/**
 * Third-party sign-in (SPEC.md §2 "Login screen", §7 getLoginUser): a popup opens
 * /api/thirdLogin/render/{provider}?tenantId=, which sends the user to the provider; the provider
 * comes back to /api/thirdLogin/callback/{provider}; the callback page hands a one-time ticket to
 * the opener by postMessage; the opener redeems it at /api/thirdLogin/getLoginUser/{ticket} for a
 * token, shaped like the password login. A user signs in this way only after an admin has linked
 * the account: `users.third_party_id` = '<provider>:<the provider's user id>'.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult, ThirdPartyProvider as Provider, ThirdPartyPopupResult } from '@cb/domain';
import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { activeUser, enabledApp, type GrantKind, insertGrant, linkedUser, takeGrant } from './repository.ts';
import { ProviderError, type WecomApp, wecomAuthorizeUrl, wecomUserId } from './wecom.ts';

/** DingTalk is hidden on the login screen (SPEC.md §2) and not implemented. */
export const SUPPORTED: ReadonlySet<Provider> = new Set(['wechat_enterprise']);

export const STATE_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 2 * 60_000;

export const MESSAGES = {
  notEnabled: '该机构未启用企业微信登录',
  unsupported: '不支持该登录方式',
  badState: '登录请求已失效，请重新登录',
  providerFailed: '企业微信登录失败，请稍后再试',
  notLinked: '该企业微信账号未绑定系统用户，请联系管理员绑定',
  ticketInvalid: '登录信息已失效，请重新登录',
} as const;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const opaque = () => randomBytes(24).toString('base64url');

export class ThirdPartyLoginService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly securityLog: SecurityLog,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  private async app(tenantId: number, provider: Provider): Promise<WecomApp | null> {
    return (await this.database.systemTx((tx) => enabledApp(tx, tenantId, provider))) ?? null;
  }

  private async grant(kind: GrantKind, tenantId: number, provider: Provider, userId: string | null) {
    const value = opaque();
    const now = this.now();
    await this.database.systemTx((tx) =>
      insertGrant(
        tx,
        {
          id: hash(value),
          tenantId,
          kind,
          provider,
          userId,
          expiresAt: new Date(now + (kind === 'state' ? STATE_TTL_MS : TICKET_TTL_MS)),
        },
        new Date(now),
      ),
    );
    return value;
  }

  /** Deletes and returns a live grant (so each one works once). */
  private async consume(kind: GrantKind, value: string, provider?: Provider) {
    if (!value || value.length > 100) return null;
    const row = await this.database.systemTx((tx) =>
      takeGrant(tx, kind, hash(value), new Date(this.now()), provider),
    );
    return row ?? null;
  }

  /** The provider's sign-in address for the popup, or the error to show in it. */
  async start(
    provider: Provider,
    tenantId: number,
    callbackUrl: string,
  ): Promise<{ redirect: string } | { error: string }> {
    if (!SUPPORTED.has(provider)) return { error: MESSAGES.unsupported };
    const app = await this.app(tenantId, provider);
    if (!app) return { error: MESSAGES.notEnabled };
    const state = await this.grant('state', tenantId, provider, null);
    return { redirect: wecomAuthorizeUrl(app, callbackUrl, state) };
  }

  /** The provider came back: check the state, identify the member, find the linked user. */
  async callback(
    request: FastifyRequest,
    provider: Provider,
    code: string,
    state: string,
  ): Promise<ThirdPartyPopupResult> {
    const grant = await this.consume('state', state, provider);
    if (!grant || !SUPPORTED.has(provider)) return { error: MESSAGES.badState };
    const app = await this.app(grant.tenantId, provider);
    if (!app) return { error: MESSAGES.notEnabled };
    let externalId: string;
    try {
      externalId = await wecomUserId(app, code, this.fetchImpl);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ provider, reason: error.message }, 'third-party login: provider failed');
      return { error: MESSAGES.providerFailed };
    }
    const user = await this.database.systemTx((tx) =>
      linkedUser(tx, grant.tenantId, `${provider}:${externalId}`),
    );
    if (user?.status !== 1) {
      await this.securityLog.record(request, {
        event: 'login',
        outcome: 'failure',
        tenantId: grant.tenantId,
        userId: user?.id ?? null,
        username: user?.username ?? null,
        detail: user ? `${provider}: frozen` : `${provider}: not linked`,
      });
      return { error: MESSAGES.notLinked };
    }
    return { ticket: await this.grant('ticket', grant.tenantId, provider, user.id) };
  }

  /** Redeems a ticket once for a session token (the shape of the password login), or null. */
  async redeem(request: FastifyRequest, ticket: string): Promise<LoginResult | null> {
    const grant = await this.consume('ticket', ticket);
    if (!grant?.userId) return null;
    const result = await this.database.systemTx(async (tx) => {
      const user = await activeUser(tx, grant.tenantId, grant.userId!);
      if (!user) return null;
      const { token } = await this.tokens.issue(tx, user, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return {
        token,
        userInfo: { id: user.id, username: user.username, realname: user.realname, avatar: user.avatar },
      };
    });
    if (result) {
      await this.securityLog.record(request, {
        event: 'login',
        outcome: 'success',
        tenantId: grant.tenantId,
        userId: result.userInfo.id,
        username: result.userInfo.username,
        detail: grant.provider,
      });
    }
    return result;
  }
}
