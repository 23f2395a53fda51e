/** Third-party sign-in: per-tenant provider settings and the short-lived OAuth state and tickets. */
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessColumns, tenantColumn } from '../../platform/db/columns.ts';

/**
 * A tenant's identity-provider app (enterprise WeChat: corp id, agent id, secret). The base URLs
 * are per row because private WeCom deployments (政务微信, 私有化企业微信) live at their own
 * addresses; the defaults are the public service's.
 */
export const thirdPartyProviders = pgTable(
  'third_party_providers',
  {
    ...businessColumns(),
    /** 'wechat_enterprise' (DingTalk is not offered). */
    provider: text('provider').notNull(),
    corpId: text('corp_id').notNull(),
    agentId: text('agent_id').notNull(),
    secret: text('secret').notNull(),
    /** Where the user signs in (the QR/SSO page). */
    authorizeUrl: text('authorize_url').notNull().default('https://login.work.weixin.qq.com'),
    /** The provider's server API (token and user-info calls). */
    apiUrl: text('api_url').notNull().default('https://qyapi.weixin.qq.com'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('third_party_providers_uq').on(t.tenantId, t.provider)],
);

/**
 * One-time values of the popup flow, stored as SHA-256 hashes: the OAuth `state` (10 minutes) and
 * the login ticket the popup hands to the opener (2 minutes). Each is deleted when used.
 */
export const thirdPartyLoginGrants = pgTable(
  'third_party_login_grants',
  {
    id: text('id').primaryKey(),
    tenantId: tenantColumn(),
    /** 'state' or 'ticket'. */
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    userId: text('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('third_party_login_grants_expiry_idx').on(t.expiresAt)],
);
