/**
 * Row scope (SPEC.md §6, DOMAIN.md §5), a platform service: a user with role `enterprise` sees only
 * the enterprise linked to it, a user with role `partner` only the enterprises its partner
 * introduced, everyone else every enterprise of the tenant. The restrictive roles win when a user
 * holds several. Areas filter their rows with `enterpriseScopeWhere(scope, theirTable.enterpriseId)`.
 *
 * Which enterprise or partner a user acts for is customer data: the area that owns enterprises and
 * partners supplies it through its `defineArea({ partyLinks })`, so platform reads no module's tables.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/tokens.ts';
import type { Reader } from '../db/database.ts';
import { preparedRead } from '../db/prepared.ts';
import { roles, userRoles } from './schema.ts';

export type CustomerScope =
  | { kind: 'tenant' }
  | { kind: 'enterprise'; enterpriseId: string | null }
  | { kind: 'partner'; partnerId: string | null };

export const ENTERPRISE_ROLE = 'enterprise';
export const PARTNER_ROLE = 'partner';

/** Who an external user acts for, and which enterprises a partner introduced. */
export interface PartyLinks {
  /** The user's link, read inside the request's tenant transaction; undefined when not linked. */
  linkOf(
    tx: Reader,
    user: Pick<AuthUser, 'userId' | 'tenantId'>,
  ): Promise<{ enterpriseId: string | null; partnerId: string | null } | undefined>;
  /** A subquery of the ids of the enterprises the partner introduced. */
  enterprisesOfPartner(partnerId: string): SQL;
}

let partyLinks: PartyLinks | null = null;

/** Called once when the areas register (platform/areas.ts). */
export function providePartyLinks(links: PartyLinks): void {
  partyLinks = links;
}

function links(): PartyLinks {
  if (!partyLinks) throw new Error('row scope: no area supplies partyLinks');
  return partyLinks;
}

/** The user's external roles (prepared: every list scoped to customers reads them first). */
const externalRolesOf = preparedRead<{ code: string }[], { userId: string }>(
  'identity.external-roles',
  (db) =>
    db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(
          eq(userRoles.userId, sql.placeholder('userId')),
          inArray(roles.code, [ENTERPRISE_ROLE, PARTNER_ROLE]),
        ),
      ),
);

/** The scope of the signed-in user, read inside the request's tenant transaction. */
export async function customerScope(
  tx: Reader,
  user: Pick<AuthUser, 'userId' | 'tenantId'>,
): Promise<CustomerScope> {
  const held = await externalRolesOf(tx, { userId: user.userId });
  const codes = new Set(held.map((r) => r.code));
  if (codes.size === 0) return { kind: 'tenant' };
  const link = await links().linkOf(tx, user);
  if (codes.has(ENTERPRISE_ROLE)) return { kind: 'enterprise', enterpriseId: link?.enterpriseId ?? null };
  return { kind: 'partner', partnerId: link?.partnerId ?? null };
}

/**
 * The condition that keeps only rows of enterprises the scope may see, for a table with an
 * enterprise id column. Pass `partnerColumn` when the table itself holds the partner (enterprises).
 * An external user without a link sees nothing.
 */
export function enterpriseScopeWhere(
  scope: CustomerScope,
  enterpriseColumn: PgColumn,
  partnerColumn?: PgColumn,
): SQL | undefined {
  switch (scope.kind) {
    case 'tenant':
      return undefined;
    case 'enterprise':
      return scope.enterpriseId ? eq(enterpriseColumn, scope.enterpriseId) : sql`false`;
    case 'partner':
      if (!scope.partnerId) return sql`false`;
      if (partnerColumn) return eq(partnerColumn, scope.partnerId);
      return inArray(enterpriseColumn, links().enterprisesOfPartner(scope.partnerId));
  }
}
