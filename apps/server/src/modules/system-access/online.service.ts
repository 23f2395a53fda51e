/**
 * Signed-in sessions of one tenant (tokens neither revoked nor expired) and forced sign-out, which
 * revokes the token and closes its WebSocket on every instance.
 */
import type { OnlineListQuery, OnlineSession, Page } from '@cb/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthUser, TokenService } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { liveSession, pageSessions } from './online.repository.ts';

export class OnlineUserService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly securityLog: SecurityLog,
  ) {}

  list(admin: AuthUser, q: OnlineListQuery): Promise<Page<OnlineSession>> {
    return this.database.tenantRead(admin, async (tx) => {
      const { records, ...figures } = await pageSessions(tx, admin.tenantId, q);
      return {
        records: records.map((r) => ({
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
        ...figures,
      };
    });
  }

  async forceLogout(request: FastifyRequest, admin: AuthUser, tokenId: string): Promise<void> {
    if (tokenId === admin.tokenId) throw badRequest('不能强制退出当前会话，请使用“退出登录”');
    const target = await this.database.tenantTx(admin, async (tx) => {
      const row = await liveSession(tx, admin.tenantId, tokenId);
      if (!row) throw notFound('该会话不存在或已退出');
      await this.tokens.revoke(tx, tokenId, row.userId);
      return row;
    });
    await this.securityLog.recordSuccess(
      request,
      admin,
      'force_logout',
      `session of ${target.username} ended`,
    );
  }
}
