/**
 * Third-party sign-in (SPEC.md §2 "Login screen", §7 getLoginUser): a popup opens
 * /api/thirdLogin/render/{provider}?tenantId=, which sends the user to the provider; the provider
 * comes back to /api/thirdLogin/callback/{provider}; the callback page hands a one-time ticket to
 * the opener by postMessage; the opener redeems it at /api/thirdLogin/getLoginUser/{ticket} for a
 * token, shaped like the password login. A user signs in this way only after an admin has linked
 * the account: `users.third_party_id` = '<provider>:<the provider's user id>'.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult } from '@cb/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenants, users } from '../../platform/identity/schema.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { thirdPartyLoginGrants, thirdPartyProviders } from './schema.ts';
import { ProviderError, type WecomApp, wecomAuthorizeUrl, wecomUserId } from './wecom.ts';

export const PROVIDERS = ['wechat_enterprise', 'dingtalk'] as const;
export type Provider = (typeof PROVIDERS)[number];
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

/** What the callback page hands to the opener. */
export type PopupResult = { ticket: string } | { error: string };

export class ThirdPartyLoginService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly securityLog: SecurityLog,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  private async app(tenantId: number, provider: Provider): Promise<WecomApp | null> {
    const [row] = await this.database.systemTx((tx) =>
      tx
        .select({
          corpId: thirdPartyProviders.corpId,
          agentId: thirdPartyProviders.agentId,
          secret: thirdPartyProviders.secret,
          authorizeUrl: thirdPartyProviders.authorizeUrl,
          apiUrl: thirdPartyProviders.apiUrl,
        })
        .from(thirdPartyProviders)
        .innerJoin(tenants, eq(tenants.id, thirdPartyProviders.tenantId))
        .where(
          and(
            eq(thirdPartyProviders.tenantId, tenantId),
            eq(thirdPartyProviders.provider, provider),
            eq(thirdPartyProviders.enabled, true),
            eq(tenants.status, 1),
          ),
        ),
    );
    return row ?? null;
  }

  private async grant(kind: 'state' | 'ticket', tenantId: number, provider: Provider, userId: string | null) {
    const value = opaque();
    const now = this.now();
    await this.database.systemTx(async (tx) => {
      await tx.delete(thirdPartyLoginGrants).where(lt(thirdPartyLoginGrants.expiresAt, new Date(now)));
      await tx.insert(thirdPartyLoginGrants).values({
        id: hash(value),
        tenantId,
        kind,
        provider,
        userId,
        expiresAt: new Date(now + (kind === 'state' ? STATE_TTL_MS : TICKET_TTL_MS)),
      });
    });
    return value;
  }

  /** Deletes and returns a live grant (so each one works once). */
  private async consume(kind: 'state' | 'ticket', value: string, provider?: Provider) {
    if (!value || value.length > 100) return null;
    const [row] = await this.database.systemTx((tx) =>
      tx
        .delete(thirdPartyLoginGrants)
        .where(
          and(
            eq(thirdPartyLoginGrants.id, hash(value)),
            eq(thirdPartyLoginGrants.kind, kind),
            gt(thirdPartyLoginGrants.expiresAt, new Date(this.now())),
            provider ? eq(thirdPartyLoginGrants.provider, provider) : undefined,
          ),
        )
        .returning(),
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
  ): Promise<PopupResult> {
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
    const [user] = await this.database.systemTx((tx) =>
      tx
        .select({ id: users.id, username: users.username, status: users.status })
        .from(users)
        .where(and(eq(users.tenantId, grant.tenantId), eq(users.thirdPartyId, `${provider}:${externalId}`))),
    );
    if (!user || user.status !== 1) {
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
      const [user] = await tx
        .select({
          id: users.id,
          tenantId: users.tenantId,
          username: users.username,
          realname: users.realname,
          avatar: users.avatar,
        })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(
          and(
            eq(users.id, grant.userId!),
            eq(users.tenantId, grant.tenantId),
            eq(users.status, 1),
            eq(tenants.status, 1),
          ),
        );
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
