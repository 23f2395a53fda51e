/** Queries of third-party sign-in; each runs in a system transaction (sign-in has no tenant yet). */
import type { ThirdPartyProvider } from '@cb/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { tenants, users } from '../../platform/identity/schema.ts';
import { sessionUserColumns } from '../../platform/identity/sessions.ts';
import { thirdPartyLoginGrants, thirdPartyProviders } from './schema.ts';
import type { WecomApp } from './wecom.ts';

export type GrantKind = 'state' | 'ticket';

/** The tenant's enabled app of this provider, when the tenant is active. */
export async function enabledApp(
  tx: Tx,
  tenantId: number,
  provider: ThirdPartyProvider,
): Promise<WecomApp | undefined> {
  const [row] = await tx
    .select({
      corpId: thirdPartyProviders.corpId,
      agentId: thirdPartyProviders.agentId,
      secret: thirdPartyProviders.secret,
      authorizeUrl: thirdPartyProviders.authorizeUrl,
      apiUrl: thirdPartyProviders.apiUrl,
    })
    .from(thirdPartyProviders)
    .innerJoin(tenants, eq(tenants.id, thirdPartyProviders.tenantId))
    .where(
      inTenant(thirdPartyProviders, tenantId, [
        eq(thirdPartyProviders.provider, provider),
        eq(thirdPartyProviders.enabled, true),
        eq(tenants.status, 1),
      ]),
    );
  return row;
}

/** Stores a grant (its hash) and drops the expired ones. */
export async function insertGrant(tx: Tx, grant: typeof thirdPartyLoginGrants.$inferInsert, now: Date) {
  await tx.delete(thirdPartyLoginGrants).where(lt(thirdPartyLoginGrants.expiresAt, now));
  await tx.insert(thirdPartyLoginGrants).values(grant);
}

/** Deletes and returns the live grant with this hash (so each one works once). */
export async function takeGrant(
  tx: Tx,
  kind: GrantKind,
  hash: string,
  now: Date,
  provider?: ThirdPartyProvider,
) {
  const [row] = await tx
    .delete(thirdPartyLoginGrants)
    .where(
      and(
        eq(thirdPartyLoginGrants.id, hash),
        eq(thirdPartyLoginGrants.kind, kind),
        gt(thirdPartyLoginGrants.expiresAt, now),
        provider ? eq(thirdPartyLoginGrants.provider, provider) : undefined,
      ),
    )
    .returning();
  return row;
}

/** The tenant's user linked to this provider account (`<provider>:<external id>`). */
export async function linkedUser(tx: Tx, tenantId: number, thirdPartyId: string) {
  const [user] = await tx
    .select({ id: users.id, username: users.username, status: users.status })
    .from(users)
    .where(inTenant(users, tenantId, [eq(users.thirdPartyId, thirdPartyId)]));
  return user;
}

/** The user, when both it and its tenant are active. */
export async function activeUser(tx: Tx, tenantId: number, userId: string) {
  const [user] = await tx
    .select(sessionUserColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.status, 1), eq(tenants.status, 1)),
    );
  return user;
}
