/** Queries of the online-user page: live tokens of the tenant with their users (tenant transaction). */
import type { OnlineListQuery } from '@cb/domain';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { containsPattern, orderFor } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { authTokens, users } from '../../platform/identity/schema.ts';

const SORT = { loginTime: authTokens.createdAt, lastSeen: authTokens.lastSeenAt, username: users.username };

/** One page of the tenant's sessions (neither revoked nor expired, of active users) and their number. */
export async function pageSessions(tx: Reader, tenantId: number, q: OnlineListQuery) {
  const where = and(
    eq(authTokens.tenantId, tenantId),
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
  return { total: Number(n), rows };
}

/** The live session with this token id and its user; undefined when there is none in the tenant. */
export async function liveSession(tx: Reader, tenantId: number, tokenId: string) {
  const [row] = await tx
    .select({ userId: authTokens.userId, username: users.username })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
  return row;
}
