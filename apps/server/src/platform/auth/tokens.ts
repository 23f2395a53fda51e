/**
 * Opaque bearer tokens: 32 random bytes handed to the client once, stored only as a SHA-256 hash,
 * valid 7 days, revoked at logout, password change, disabling or forced sign-out.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@cb/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { authTokens, tenants, users } from '../identity/schema.ts';
import { uuidv7 } from '../ids.ts';

export interface AuthUser {
  tokenId: string;
  userId: string;
  tenantId: number;
  username: string;
  /** An administrator reset the password: only the session calls and the password change are open. */
  mustChangePassword?: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Listeners told when a user's tokens are revoked (the WebSocket hub closes their sockets). */
type RevokeListener = (userId: string, tokenIds: string[] | 'all') => void;

export class TokenService {
  private readonly listeners = new Set<RevokeListener>();

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

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
    const now = new Date(this.now());
    const [row] = await this.database.systemTx((tx) =>
      tx
        .select({
          tokenId: authTokens.id,
          userId: users.id,
          tenantId: users.tenantId,
          username: users.username,
          mustChangePassword: users.mustChangePassword,
          lastSeenAt: authTokens.lastSeenAt,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(token)),
            isNull(authTokens.revokedAt),
            sql`${authTokens.expiresAt} > ${now}`,
            eq(users.status, 1),
            eq(tenants.status, 1),
          ),
        )
        .limit(1),
    );
    if (!row) return null;
    // Record activity at most once a minute, so reads do not each cost a write.
    if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
      await this.database.systemTx((tx) =>
        tx.update(authTokens).set({ lastSeenAt: now }).where(eq(authTokens.id, row.tokenId)),
      );
    }
    return {
      tokenId: row.tokenId,
      userId: row.userId,
      tenantId: row.tenantId,
      username: row.username,
      mustChangePassword: row.mustChangePassword,
    };
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
  }
}
