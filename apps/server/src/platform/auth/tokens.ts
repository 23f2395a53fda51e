/**
 * Opaque bearer tokens: 32 random bytes handed to the client once, stored only as a SHA-256 hash,
 * valid 7 days, revoked at logout, password change, disabling or forced sign-out.
 *
 * A resolved token is kept in memory for up to a minute (with the user's roles and the tenant's
 * permission revision), so a signed-in request needs no transaction of its own for the sign-in and
 * the permission check. What makes it stale is forgotten once its transaction commits: revocations
 * (logout, freeze, password change or reset, forced sign-out, a disabled tenant), `userChanged`
 * (roles) and catalogue changes (`invalidatePermissionCache`), here and, through the realtime hub's
 * pub/sub (Redis when REDIS_URL is set), on every other instance. After a minute the token is read
 * again (and its last-seen time written) whatever happened.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@cb/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { afterCommit, type Database, type Tx } from '../db/database.ts';
import { authTokens, permissionRevisions, tenants, userRoles, users } from '../identity/schema.ts';
import { uuidv7 } from '../ids.ts';
import { type IdentityChange, onPermissionsChanged } from './identity-events.ts';

export interface AuthUser {
  tokenId: string;
  userId: string;
  tenantId: number;
  username: string;
  /** An administrator reset the password: only the session calls and the password change are open. */
  mustChangePassword?: boolean;
  /** The user's roles and the tenant's permission revision when the token was read (guard cache). */
  roleIds?: readonly string[];
  permissionRevision?: number;
}

/** How long a resolved token is used before it is read again (and its last-seen time written). */
export const TOKEN_CACHE_MS = 60_000;
/** Resolved tokens kept per instance; past it the cache starts again empty. */
const TOKEN_CACHE_MAX = 20_000;

interface CachedSignIn {
  user: AuthUser;
  loadedAt: number;
  expiresAt: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Listeners told when a user's tokens are revoked (the WebSocket hub closes their sockets). */
type RevokeListener = (userId: string, tokenIds: string[] | 'all') => void;

export class TokenService {
  private readonly listeners = new Set<RevokeListener>();
  private readonly changeListeners = new Set<(change: IdentityChange) => void>();
  private readonly cache = new Map<string, CachedSignIn>();
  /** Bumped by every forget: a read that started before it is not cached. */
  private epoch = 0;
  private readonly stopPermissionListener: () => void;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.stopPermissionListener = onPermissionsChanged((change) => this.forget(change));
  }

  /** Stops listening to catalogue changes (the app closes). */
  close(): void {
    this.stopPermissionListener();
    this.cache.clear();
  }

  /** Listeners told of changes this instance made, to pass on to the other instances. */
  onIdentityChange(listener: (change: IdentityChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Forgets cached sign-ins: of a user, of a tenant, or (an empty change) all. */
  forget(change: IdentityChange): void {
    this.epoch += 1;
    if (change.userId === undefined && change.tenantId === undefined) {
      this.cache.clear();
      return;
    }
    for (const [key, entry] of this.cache)
      if (
        (change.userId === undefined || entry.user.userId === change.userId) &&
        (change.tenantId === undefined || entry.user.tenantId === change.tenantId)
      )
        this.cache.delete(key);
  }

  /**
   * Call inside the transaction that changes what a sign-in carries (the user's roles): once it
   * commits, every instance reads the user's tokens again.
   */
  userChanged(_tx: Tx, userId: string): void {
    this.changedAfterCommit({ userId });
  }

  private changedAfterCommit(change: IdentityChange): void {
    afterCommit(() => {
      this.forget(change);
      for (const listener of this.changeListeners) listener(change);
    });
  }

  onRevoke(listener: RevokeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async issue(tx: Tx, user: { id: string; tenantId: number }, client: { ip?: string; userAgent?: string }) {
    const token = randomBytes(32).toString('base64url');
    const id = uuidv7();
    await tx.insert(authTokens).values({
      id,
      tenantId: user.tenantId,
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: new Date(this.now()),
      lastSeenAt: new Date(this.now()),
      expiresAt: new Date(this.now() + SESSION_TTL_MS),
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    return { token, id };
  }

  /** The signed-in user of a token, or null when it is unknown, expired, revoked or its user/tenant is disabled. */
  async resolve(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 200) return null;
    const hash = hashToken(token);
    const nowMs = this.now();
    const cached = this.cache.get(hash);
    if (cached && nowMs - cached.loadedAt < TOKEN_CACHE_MS && nowMs < cached.expiresAt) return cached.user;
    if (cached) this.cache.delete(hash);

    const epoch = this.epoch;
    const now = new Date(nowMs);
    // One transaction: the token, its user and tenant, the user's roles and the tenant's permission
    // revision, and (at most once a minute) the last-seen time.
    const row = await this.database.systemTx(async (tx) => {
      const [found] = await tx
        .select({
          tokenId: authTokens.id,
          userId: users.id,
          tenantId: users.tenantId,
          username: users.username,
          mustChangePassword: users.mustChangePassword,
          lastSeenAt: authTokens.lastSeenAt,
          expiresAt: authTokens.expiresAt,
          roleIds: sql<
            string[]
          >`coalesce((select array_agg(${userRoles.roleId}::text) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
          permissionRevision: sql<number>`coalesce((select ${permissionRevisions.revision} from ${permissionRevisions} where ${permissionRevisions.tenantId} = ${users.tenantId}), 0)`,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(
          and(
            eq(authTokens.tokenHash, hash),
            isNull(authTokens.revokedAt),
            sql`${authTokens.expiresAt} > ${now}`,
            eq(users.status, 1),
            eq(tenants.status, 1),
          ),
        )
        .limit(1);
      // Record activity at most once a minute, so reads do not each cost a write.
      if (found && now.getTime() - found.lastSeenAt.getTime() > 60_000)
        await tx.update(authTokens).set({ lastSeenAt: now }).where(eq(authTokens.id, found.tokenId));
      return found;
    });
    if (!row) return null;
    const user: AuthUser = {
      tokenId: row.tokenId,
      userId: row.userId,
      tenantId: row.tenantId,
      username: row.username,
      mustChangePassword: row.mustChangePassword,
      roleIds: row.roleIds,
      permissionRevision: Number(row.permissionRevision),
    };
    // Not kept when something was forgotten while it was read: it may predate that change.
    if (epoch === this.epoch) {
      if (this.cache.size >= TOKEN_CACHE_MAX) this.cache.clear();
      this.cache.set(hash, { user, loadedAt: nowMs, expiresAt: row.expiresAt.getTime() });
    }
    return user;
  }

  async revoke(tx: Tx, tokenId: string, userId: string): Promise<void> {
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
    this.emit(userId, [tokenId]);
  }

  /** Revokes every token of the user, except `keepTokenId` when given. */
  async revokeAllOf(tx: Tx, userId: string, keepTokenId?: string): Promise<void> {
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(
        and(
          eq(authTokens.userId, userId),
          isNull(authTokens.revokedAt),
          keepTokenId ? ne(authTokens.id, keepTokenId) : undefined,
        ),
      );
    this.emit(userId, 'all');
  }

  /** Revokes every token of the given users (a tenant disabled); their sockets close on every instance. */
  async revokeUsers(tx: Tx, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(inArray(authTokens.userId, [...userIds]), isNull(authTokens.revokedAt)));
    for (const userId of userIds) this.emit(userId, 'all');
  }

  private emit(userId: string, tokenIds: string[] | 'all') {
    for (const listener of this.listeners) listener(userId, tokenIds);
    this.changedAfterCommit({ userId });
  }
}
