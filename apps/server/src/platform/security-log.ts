/**
 * Security events (SECURITY.md 11): sign-ins and their failures, sign-outs, password changes,
 * denied access and tenant mismatches, with user, tenant, address, time and outcome. Written to
 * the security_log table and to the server log; never a password or a token. Failures anyone can
 * cause without an account are counted into one row per address and window (SECURITY.md 14).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from './db/database.ts';
import { securityLog } from './identity/schema.ts';
import { uuidv7 } from './ids.ts';

export type SecurityEvent =
  | 'login'
  | 'logout'
  | 'password_change'
  | 'access_denied'
  | 'tenant_mismatch'
  | 'tenant_malformed'
  | 'token_invalid'
  | 'permission_change'
  | 'password_reset'
  | 'user_status_change'
  | 'force_logout'
  | 'tenant_change';

export interface SecurityEntry {
  event: SecurityEvent;
  outcome: 'success' | 'failure';
  tenantId?: number | null;
  userId?: string | null;
  username?: string | null;
  detail?: string;
  /**
   * Counted into one row per event, address and window instead of a row each. The default for
   * failures without an account (bogus tokens, malformed headers, unknown user names), which
   * anyone can cause at will; every event of a real account keeps its own row.
   */
  aggregate?: boolean;
}

/** Window of aggregated rows. */
export const AGGREGATE_WINDOW_MS = 10 * 60_000;

export class SecurityLog {
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A signed-in user's successful action (an administrator's change to users, roles, tenants …). */
  recordSuccess(
    request: FastifyRequest,
    user: { tenantId: number; userId: string; username: string },
    event: SecurityEvent,
    detail: string,
  ): Promise<void> {
    return this.record(request, {
      event,
      outcome: 'success',
      tenantId: user.tenantId,
      userId: user.userId,
      username: user.username,
      detail,
    });
  }

  async record(request: FastifyRequest, entry: SecurityEntry): Promise<void> {
    const row = {
      id: uuidv7(),
      tenantId: entry.tenantId ?? null,
      event: entry.event,
      outcome: entry.outcome,
      userId: entry.userId ?? null,
      username: entry.username?.slice(0, 100) ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      detail: entry.detail?.slice(0, 500) ?? null,
    };
    this.log.info(
      { security: { ...row, id: undefined }, reqId: request.id },
      `security ${entry.event} ${entry.outcome}`,
    );
    const aggregate = entry.aggregate ?? (entry.outcome === 'failure' && !entry.userId);
    try {
      if (!aggregate) {
        await this.database.systemTx((tx) => tx.insert(securityLog).values(row));
      } else {
        const window = Math.floor(Date.now() / AGGREGATE_WINDOW_MS);
        const aggregateKey = [
          entry.event,
          entry.outcome,
          row.tenantId ?? '',
          row.userId ?? '',
          row.ip,
          window,
        ].join('|');
        await this.database.systemTx((tx) =>
          tx
            .insert(securityLog)
            .values({ ...row, aggregateKey, lastAt: new Date() })
            .onConflictDoUpdate({
              target: securityLog.aggregateKey,
              set: { count: sql`${securityLog.count} + 1`, lastAt: new Date() },
            }),
        );
      }
    } catch (err) {
      // The event is already in the server log; a failed insert must not turn a 401 into a 500.
      this.log.error({ err }, 'security log write failed');
    }
  }
}
