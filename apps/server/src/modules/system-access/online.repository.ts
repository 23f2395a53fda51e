/** Queries of the online-user page: live tokens of the tenant with their users (tenant transaction). */
import type { OnlineListQuery } from '@cb/domain';
import { and, asc, desc, eq, ilike, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import { containsPattern, listPages, queryRows } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { authTokens, users } from '../../platform/identity/schema.ts';

/**
 * Live tokens (neither revoked nor expired) of the tenant's active users whose name contains the
 * keyword, as conditions on the tokens (the users' as a subquery), so the tokens alone are counted.
 */
function liveTokens(tenantId: number | Placeholder, keyword?: string) {
  return inTenant(authTokens, tenantId, [
    isNull(authTokens.revokedAt),
    sql`${authTokens.expiresAt} > now()`,
    sql`${authTokens.userId} in (select ${users.id} from ${users} where ${and(
      eq(users.status, 1),
      keyword
        ? or(ilike(users.username, containsPattern(keyword)), ilike(users.realname, containsPattern(keyword)))
        : undefined,
    )})`,
  ]);
}

const sessionPages = listPages(
  'system-access.online-sessions',
  authTokens,
  liveTokens(sql.placeholder('tenantId')),
  queryRows((db) =>
    db
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
      .innerJoin(users, eq(users.id, authTokens.userId)),
  ),
  {
    sort: { loginTime: authTokens.createdAt, lastSeen: authTokens.lastSeenAt, username: users.username },
    fallback: [desc(authTokens.lastSeenAt), asc(authTokens.id)],
    tieBreak: authTokens.id,
  },
);

/** One page of the tenant's sessions (neither revoked nor expired, of active users), counted up to COUNT_CAP. */
export function pageSessions(tx: Reader, tenantId: number, q: OnlineListQuery) {
  return sessionPages(tx, { tenantId }, q, liveTokens(tenantId, q.keyword));
}

/** The live session with this token id and its user; undefined when there is none in the tenant. */
export async function liveSession(tx: Reader, tenantId: number, tokenId: string) {
  const [row] = await tx
    .select({ userId: authTokens.userId, username: users.username })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(inTenant(authTokens, tenantId, [eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)]));
  return row;
}
