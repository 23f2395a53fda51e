/** Queries of the online-user page: live tokens of the tenant with their users (tenant transaction). */
import type { OnlineListQuery } from '@cb/domain';
import { and, asc, desc, eq, ilike, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  containsPattern,
  isUnfiltered,
  orderFor,
  paged,
  preparedListPage,
} from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { authTokens, users } from '../../platform/identity/schema.ts';

const SORT = { loginTime: authTokens.createdAt, lastSeen: authTokens.lastSeenAt, username: users.username };
const DEFAULT_ORDER = [desc(authTokens.lastSeenAt), asc(authTokens.id)];

const sessionRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
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
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

/**
 * Live tokens (neither revoked nor expired) of the tenant's active users whose name contains the
 * keyword, as conditions on the tokens (the users' as a subquery), so the tokens alone are counted.
 */
function liveTokens(tenantId: number | Placeholder, keyword?: string) {
  return and(
    eq(authTokens.tenantId, tenantId),
    isNull(authTokens.revokedAt),
    sql`${authTokens.expiresAt} > now()`,
    sql`${authTokens.userId} in (select ${users.id} from ${users} where ${and(
      eq(users.status, 1),
      keyword
        ? or(ilike(users.username, containsPattern(keyword)), ilike(users.realname, containsPattern(keyword)))
        : undefined,
    )})`,
  );
}

const unfilteredSessions = preparedListPage(
  'system-access.online-sessions',
  authTokens,
  liveTokens(sql.placeholder('tenantId')),
  sessionRows(DEFAULT_ORDER),
);

/** One page of the tenant's sessions (neither revoked nor expired, of active users), counted up to COUNT_CAP. */
export function pageSessions(tx: Reader, tenantId: number, q: OnlineListQuery) {
  if (isUnfiltered(q)) return unfilteredSessions(tx, { tenantId }, q);
  const where = liveTokens(tenantId, q.keyword);
  const rows = sessionRows(orderFor(q, SORT, DEFAULT_ORDER, authTokens.id));
  return paged(tx, authTokens, where, q, (limit, offset) => rows(tx, where, limit, offset));
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
