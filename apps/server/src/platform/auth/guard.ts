/**
 * Authentication and authorisation of every /api request, decided on the route Fastify matched
 * (never on the raw path, so `.js` suffixes, `;`, doubled slashes, case or encoded dots cannot turn
 * a private route public: an unmatched path is a 401 without a token and a 404 with one).
 *
 * A route is private unless it says `config: { public: true }`. A private route may declare
 * `config: { permission: 'xmsl:search:detail' }` (or a list: any one suffices); the same codes
 * gate buttons in the web app.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../http/errors.ts';
import { heldActions } from '../identity/permission-cache.ts';
import { permissions, rolePermissions, userRoles } from '../identity/schema.ts';
import type { SecurityLog } from '../security-log.ts';
import type { AuthUser, TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed (login, health, public certificate pages …). */
    public?: boolean;
    /** Permission code(s); the user needs at least one. */
    permission?: string | readonly string[];
  }
  interface FastifyRequest {
    /** The signed-in user, when the request carried a valid token. */
    user: AuthUser | null;
    /** Tenant named by the `tenant-id` header; null when absent or 0 (= the token's tenant). */
    tenantHint: number | null;
  }
}

/**
 * What a user whose password an administrator reset may still call: the session itself, sign-out
 * and the password change. Everything else answers 428 until the password is changed.
 */
export const OPEN_WHILE_PASSWORD_CHANGE_REQUIRED: ReadonlySet<string> = new Set([
  '/api/sys/user/getUserInfoNew',
  '/api/xmsh/cerProjectAuditApi/list/menu',
  '/api/sys/user/changePassword',
  '/api/sys/logout',
  '/api/cert/commonApi/keep',
]);
export const PASSWORD_CHANGE_REQUIRED = '管理员已重置您的密码，请先修改密码';

/** `tenant-id` header: absent, empty or 0 → null; a positive integer → it; anything else → 400. */
export function parseTenantHeader(value: string | string[] | undefined): number | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) throw badRequest('租户标识格式错误');
  const v = value.trim();
  if (v === '' || v === '0') return null;
  if (!/^[1-9]\d{0,8}$/.test(v)) throw badRequest('租户标识格式错误');
  return Number(v);
}

/**
 * The action codes the user may use: those of the user's roles, plus every action whose status is
 * '0' (not enforced: SPEC.md §6 shows such buttons to everyone, so the server allows them too).
 */
export async function userActions(database: Database, user: AuthUser): Promise<ReadonlySet<string>> {
  // A resolved sign-in carries its roles and the catalogue revision: answered from memory.
  if (user.roleIds && user.permissionRevision !== undefined)
    return heldActions(database, user.tenantId, user.roleIds, user.permissionRevision);
  return database.tenantRead({ tenantId: user.tenantId, userId: user.userId }, async (tx) => {
    const granted = await tx
      .selectDistinct({ action: permissions.action })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(eq(userRoles.userId, user.userId), eq(permissions.kind, 2), isNotNull(permissions.action)));
    const open = await tx
      .select({ action: permissions.action })
      .from(permissions)
      .where(and(eq(permissions.kind, 2), eq(permissions.status, '0'), isNotNull(permissions.action)));
    return new Set([...granted, ...open].map((r) => r.action!));
  });
}

export function installAuthGuard(
  app: FastifyInstance,
  deps: { database: Database; tokens: TokenService; securityLog: SecurityLog },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tenantHint', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api')) return;
    const config = request.routeOptions.config ?? {};
    try {
      request.tenantHint = parseTenantHeader(request.headers['tenant-id']);
    } catch (err) {
      await deps.securityLog.record(request, { event: 'tenant_malformed', outcome: 'failure' });
      throw err;
    }

    const raw = request.headers['x-access-token'];
    const token = typeof raw === 'string' && raw !== '-1' ? raw : '';
    request.user = token ? await deps.tokens.resolve(token) : null;

    if (config.public) return;
    if (!request.user) {
      if (token)
        await deps.securityLog.record(request, {
          event: 'token_invalid',
          outcome: 'failure',
          detail: request.url.slice(0, 200),
        });
      throw unauthorized();
    }
    if (request.tenantHint !== null && request.tenantHint !== request.user.tenantId) {
      await deps.securityLog.record(request, {
        event: 'tenant_mismatch',
        outcome: 'failure',
        tenantId: request.user.tenantId,
        userId: request.user.userId,
        username: request.user.username,
        detail: `header tenant ${request.tenantHint}`,
      });
      throw forbidden('租户不匹配，拒绝访问');
    }
    if (
      request.user.mustChangePassword &&
      !OPEN_WHILE_PASSWORD_CHANGE_REQUIRED.has(request.routeOptions.url ?? '')
    ) {
      throw new AppError(428, PASSWORD_CHANGE_REQUIRED);
    }
    if (config.permission) {
      const needed = typeof config.permission === 'string' ? [config.permission] : config.permission;
      await requirePermission(deps, request, request.user, needed);
    }
  });
}

/**
 * Refuses (403, logged as denied access) a user who holds none of the permission codes. The guard
 * calls it for a route's `config.permission`; a route whose permission depends on its input (the
 * duplicate check: which table) calls it itself.
 */
export async function requirePermission(
  deps: { database: Database; securityLog: SecurityLog },
  request: FastifyRequest,
  user: AuthUser,
  needed: readonly string[],
): Promise<void> {
  const held = await userActions(deps.database, user);
  if (needed.some((p) => held.has(p))) return;
  await deps.securityLog.record(request, {
    event: 'access_denied',
    outcome: 'failure',
    tenantId: user.tenantId,
    userId: user.userId,
    username: user.username,
    detail: `${request.method} ${request.routeOptions.url} needs ${needed.join('|')}`,
  });
  throw forbidden();
}

/** The signed-in user of a private route (the guard has already refused anonymous requests). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
