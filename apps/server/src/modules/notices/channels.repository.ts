/**
 * The queries of notice channels: each user's channel choice, the tenant's channel configurations,
 * the addresses of recipients and the delivery log.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { users } from '../../platform/identity/schema.ts';
import { noticeChannelConfigs, noticeDeliveries, noticeRoutePrefs } from './schema.ts';

export async function routePrefs(tx: Reader, userId: string) {
  const [row] = await tx.select().from(noticeRoutePrefs).where(eq(noticeRoutePrefs.userId, userId));
  return row;
}

export async function insertRoutePrefs(tx: Tx, tenantId: number, userId: string, routes: string[]) {
  const [row] = await tx
    .insert(noticeRoutePrefs)
    .values({ tenantId, userId, routes, createdBy: userId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateRoutePrefs(
  tx: Tx,
  id: string,
  version: number,
  userId: string,
  routes: string[],
) {
  const [row] = await tx
    .update(noticeRoutePrefs)
    .set({ routes, version: sql`${noticeRoutePrefs.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(noticeRoutePrefs.id, id), eq(noticeRoutePrefs.version, version)))
    .returning();
  return row;
}

/** The channels each of the users chose. */
export function routePrefsOf(tx: Reader, userIds: readonly string[]) {
  return tx
    .select({ userId: noticeRoutePrefs.userId, routes: noticeRoutePrefs.routes })
    .from(noticeRoutePrefs)
    .where(inArray(noticeRoutePrefs.userId, [...userIds]));
}

/** The tenant's channel configurations (prepared once per read connection: read on every send). */
export const channelConfigs = preparedRead('notices.channel-configs', (db) =>
  db.select().from(noticeChannelConfigs),
);

export async function enabledChannelRoutes(tx: Reader): Promise<string[]> {
  const rows = await tx
    .select({ route: noticeChannelConfigs.route })
    .from(noticeChannelConfigs)
    .where(eq(noticeChannelConfigs.enabled, true));
  return rows.map((r) => r.route);
}

export async function insertChannelConfig(tx: Tx, values: typeof noticeChannelConfigs.$inferInsert) {
  const [row] = await tx.insert(noticeChannelConfigs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateChannelConfig(
  tx: Tx,
  id: string,
  version: number,
  userId: string,
  patch: { enabled: boolean; config: Record<string, unknown> },
) {
  const [row] = await tx
    .update(noticeChannelConfigs)
    .set({
      ...patch,
      version: sql`${noticeChannelConfigs.version} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(and(eq(noticeChannelConfigs.id, id), eq(noticeChannelConfigs.version, version)))
    .returning();
  return row;
}

/** The people a delivery goes to, with their addresses. */
export function recipientsOf(tx: Reader, userIds: readonly string[]) {
  return tx
    .select({
      userId: users.id,
      username: users.username,
      realname: users.realname,
      email: users.email,
      phone: users.phone,
      thirdPartyId: users.thirdPartyId,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

export async function insertDeliveries(tx: Tx, rows: readonly (typeof noticeDeliveries.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(noticeDeliveries).values(rows.slice(i, i + 500));
}

/** The delivery log of a notice: one row per recipient and channel. */
export function deliveriesOf(tx: Reader, noticeId: string) {
  return tx
    .select({
      userId: noticeDeliveries.userId,
      realname: users.realname,
      route: noticeDeliveries.route,
      status: noticeDeliveries.status,
      detail: noticeDeliveries.detail,
      at: noticeDeliveries.at,
    })
    .from(noticeDeliveries)
    .leftJoin(users, eq(users.id, noticeDeliveries.userId))
    .where(eq(noticeDeliveries.noticeId, noticeId))
    .orderBy(asc(noticeDeliveries.at), asc(noticeDeliveries.route));
}
