/** Tenants, users, roles, permissions (menus, buttons, system-wide actions), sessions and logs. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef, tenantColumn, timestamps } from '../db/columns.ts';

/** A certification body using this installation. Integer ids, as the web client's tenant-id header. */
export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 1 active, 0 disabled. */
  status: integer('status').$type<0 | 1>().notNull().default(1),
  ...timestamps(),
  version: integer('version').notNull().default(1),
});

export const users = pgTable(
  'users',
  {
    ...businessColumns(),
    username: text('username').notNull(),
    realname: text('realname').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    phone: text('phone'),
    email: text('email'),
    /** 1 active, 2 frozen (cannot sign in). */
    status: integer('status').$type<1 | 2>().notNull().default(1),
    isParentCompanyUser: boolean('is_parent_company_user').notNull().default(false),
    /** Set when an admin resets the password: the user must change it at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    thirdPartyId: text('third_party_id'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.tenantId, t.username),
    uniqueIndex('users_third_party_uq')
      .on(t.tenantId, t.thirdPartyId)
      .where(sql`${t.thirdPartyId} is not null`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    ...businessColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('roles_code_uq').on(t.tenantId, t.code)],
);

/**
 * Menu routes (kind 0 root group, 1 menu), button actions (kind 2) and system-wide actions
 * (kind 2 with systemWide). Buttons and system-wide actions carry an `action` permission code.
 */
export const permissions = pgTable(
  'permissions',
  {
    ...businessColumns(),
    parentId: uuid('parent_id'),
    kind: integer('kind').notNull(),
    /** Stable key of the catalogue entry this row was seeded from (menus) or null. */
    seedKey: text('seed_key'),
    path: text('path'),
    name: text('name'),
    component: text('component'),
    redirect: text('redirect'),
    hidden: boolean('hidden').notNull().default(false),
    alwaysShow: boolean('always_show').notNull().default(false),
    /** "0" = not routed. */
    route: text('route').notNull().default('1'),
    meta: jsonb('meta').notNull().default(sql`'{}'::jsonb`),
    props: jsonb('props'),
    action: text('action'),
    /** Permission entry type: '1' button action, '2' ignored by the UI. */
    permType: text('perm_type').notNull().default('1'),
    /** '1' active, '0' (system-wide) shown to everyone. */
    status: text('status').notNull().default('1'),
    systemWide: boolean('system_wide').notNull().default(false),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [
    index('permissions_parent_idx').on(t.tenantId, t.parentId),
    uniqueIndex('permissions_action_uq').on(t.tenantId, t.action).where(sql`${t.action} is not null`),
    uniqueIndex('permissions_name_uq').on(t.tenantId, t.name).where(sql`${t.name} is not null`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantColumn(),
    roleId: requiredRef('role_id', () => roles.id, { onDelete: 'cascade' }),
    permissionId: requiredRef('permission_id', () => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_perm_idx').on(t.tenantId, t.permissionId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantColumn(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    roleId: requiredRef('role_id', () => roles.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('user_roles_role_idx').on(t.tenantId, t.roleId),
  ],
);

/**
 * One row per tenant: a number bumped in the same transaction as any change to its menus, buttons,
 * roles or grants. Every instance keeps its per-tenant permission catalogue in memory and reloads it
 * when this number has moved (permission-cache.ts). Deliberately no `version` column: it is a
 * counter, not a business record, so it stays out of the audit trail.
 */
export const permissionRevisions = pgTable('permission_revisions', {
  tenantId: tenantColumn().primaryKey(),
  revision: integer('revision').notNull().default(0),
});

/** Opaque bearer tokens, stored as SHA-256 hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Security events: sign-in (success and failure), sign-out, password changes, denied access … */
export const securityLog = pgTable(
  'security_log',
  {
    id: uuid('id').primaryKey(),
    /** Null when the event could not be tied to a tenant (e.g. a malformed tenant header). */
    tenantId: integer('tenant_id'),
    event: text('event').notNull(),
    outcome: text('outcome').notNull(),
    userId: uuid('user_id'),
    username: text('username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Anonymous failures (no account) are aggregated: one row per event, address and window,
     * counting the events and keeping the time of the last (SECURITY.md 14).
     */
    aggregateKey: text('aggregate_key'),
    count: integer('count').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('security_log_at_idx').on(t.tenantId, t.at),
    uniqueIndex('security_log_aggregate_uq').on(t.aggregateKey),
  ],
);
