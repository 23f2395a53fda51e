/**
 * Signed-in sessions of one tenant (tokens neither revoked nor expired) and forced sign-out, which
 * revokes the token and closes its WebSocket on every instance.
 */
import type { Page } from '@cb/domain';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser, TokenService } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { authTokens, users } from '../../platform/identity/schema.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { containsPattern, orderFor } from '../../platform/crud/index.ts';
import type { onlineListQuery } from './dto.ts';

export interface OnlineSession {
  tokenId: string;
  userId: string;
  username: string;
  realname: string;
  ip: string | null;
  userAgent: string | null;
  loginTime: string;
  lastSeen: string;
  expiresAt: string;
  /** The admin's own session (it cannot be forced out from here). */
  current: boolean;
}

const SORT = { loginTime: authTokens.createdAt, lastSeen: authTokens.lastSeenAt, username: users.username };

export class OnlineUserService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly securityLog: SecurityLog,
  ) {}

  list(admin: AuthUser, q: z.infer<typeof onlineListQuery>): Promise<Page<OnlineSession>> {
    const where = and(
      eq(authTokens.tenantId, admin.tenantId),
      isNull(authTokens.revokedAt),
      sql`${authTokens.expiresAt} > now()`,
      eq(users.status, 1),
      q.keyword
        ? or(
            ilike(users.username, containsPattern(q.keyword)),
            ilike(users.realname, containsPattern(q.keyword)),
          )
        : undefined,
    );
    return this.database.tenantTx(admin, async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(where);
      const rows = await tx
        .select({
          tokenId: authTokens.id,
          userId: users.id,
          username: users.username,
          realname: users.realname,
          ip: authTokens.ip,
          userAgent: authTokens.userAgent,
          createdAt: authTokens.createdAt,
          lastSeenAt: authTokens.lastSeenAt,
          expiresAt: authTokens.expiresAt,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(where)
        .orderBy(...orderFor(q, SORT, [desc(authTokens.lastSeenAt)], authTokens.id), asc(authTokens.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      const total = Number(n);
      return {
        records: rows.map((r) => ({
          tokenId: r.tokenId,
          userId: r.userId,
          username: r.username,
          realname: r.realname,
          ip: r.ip,
          userAgent: r.userAgent,
          loginTime: r.createdAt.toISOString(),
          lastSeen: r.lastSeenAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          current: r.tokenId === admin.tokenId,
        })),
        total,
        current: q.pageNo,
        size: q.pageSize,
        pages: Math.ceil(total / q.pageSize),
      };
    });
  }

  async forceLogout(request: FastifyRequest, admin: AuthUser, tokenId: string): Promise<void> {
    if (tokenId === admin.tokenId) throw badRequest('不能强制退出当前会话，请使用“退出登录”');
    const target = await this.database.tenantTx(admin, async (tx) => {
      const [row] = await tx
        .select({ userId: authTokens.userId, username: users.username })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tenantId, admin.tenantId),
            eq(authTokens.id, tokenId),
            isNull(authTokens.revokedAt),
          ),
        );
      if (!row) throw notFound('该会话不存在或已退出');
      await this.tokens.revoke(tx, tokenId, row.userId);
      return row;
    });
    await this.securityLog.record(request, {
      event: 'force_logout',
      outcome: 'success',
      tenantId: admin.tenantId,
      userId: admin.userId,
      username: admin.username,
      detail: `session of ${target.username} ended`,
    });
  }
}
