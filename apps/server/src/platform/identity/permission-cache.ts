/**
 * The per-tenant permission catalogue (every menu, button and system-wide action row plus every
 * role's grants), kept in memory so that getUserInfoNew and the menu call do not read the whole
 * catalogue on each request.
 *
 * Invalidation works across instances without extra infrastructure: `permission_revisions` holds a
 * per-tenant number that every change to menus, buttons, roles or grants bumps **in the same
 * transaction** (`invalidatePermissionCache`). A request reads that number (one primary-key lookup)
 * and reloads the catalogue when it differs from the cached one. Because the bump commits together
 * with the change, no instance can ever pair a new number with old rows; the worst case is one
 * extra reload.
 */
import type { PermissionEntry } from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import { permissionsChanged } from '../auth/identity-events.ts';
import type { Database, Reader, Tx } from '../db/database.ts';
import { preparedRead } from '../db/prepared.ts';
import { buildMenuTree, type MenuRow } from './menu-tree.ts';
import { permissionRevisions, permissions, rolePermissions } from './schema.ts';

/**
 * Marks the tenant's permission catalogue as changed. Call it inside the transaction that changes
 * menus, buttons, system-wide actions, roles or role grants (the caller's `tenantTx` or `systemTx`),
 * so the bump commits (or rolls back) with the change.
 */
export async function invalidatePermissionCache(tx: Tx, tenantId: number): Promise<void> {
  // Cached sign-ins carry the revision they saw: they are re-read once this commits (every instance).
  permissionsChanged(tenantId);
  await tx
    .insert(permissionRevisions)
    .values({ tenantId, revision: 1 })
    .onConflictDoUpdate({
      target: permissionRevisions.tenantId,
      set: { revision: sql`${permissionRevisions.revision} + 1` },
    });
}

export type PermissionRow = typeof permissions.$inferSelect;

export interface UserPermissions {
  menu: ReturnType<typeof buildMenuTree>;
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
}

interface Catalogue {
  revision: number;
  rows: PermissionRow[];
  grantsByRole: Map<string, string[]>;
  /** Built answers by sorted role-id list (users of the same roles share one). */
  byRoles: Map<string, UserPermissions>;
  /** Held action codes by sorted role-id list (the guard's permission check). */
  heldByRoles: Map<string, ReadonlySet<string>>;
}

/** Distinct role combinations kept per tenant before the oldest is dropped. */
const MAX_ROLE_SETS = 256;

/**
 * Caches per database handle (tests and multi-instance tests run several apps, each on its own
 * database, in one process) and per tenant.
 */
const caches = new WeakMap<object, Map<number, Catalogue>>();

/** How many times a catalogue was (re)loaded from the database; for tests and diagnostics. */
export const cacheStats = { loads: 0 };

/** The tenant's catalogue revision (prepared: read by every request that answers from the cache). */
const revisionOf = preparedRead<{ revision: number }[], { tenantId: number }>(
  'identity.permission-revision',
  (db) =>
    db
      .select({ revision: permissionRevisions.revision })
      .from(permissionRevisions)
      .where(eq(permissionRevisions.tenantId, sql.placeholder('tenantId'))),
);

async function catalogueOf(tx: Reader, owner: object, tenantId: number): Promise<Catalogue> {
  let byTenant = caches.get(owner);
  if (!byTenant) {
    byTenant = new Map();
    caches.set(owner, byTenant);
  }
  // Read the number first: rows read afterwards are at least as new as it says.
  const [current] = await revisionOf(tx, { tenantId });
  const revision = current?.revision ?? 0;
  const cached = byTenant.get(tenantId);
  if (cached && cached.revision === revision) return cached;

  cacheStats.loads += 1;
  const rows = await tx.select().from(permissions).where(eq(permissions.tenantId, tenantId));
  const grants = await tx
    .select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.tenantId, tenantId));
  const grantsByRole = new Map<string, string[]>();
  for (const g of grants) {
    const list = grantsByRole.get(g.roleId);
    if (list) list.push(g.permissionId);
    else grantsByRole.set(g.roleId, [g.permissionId]);
  }
  const fresh: Catalogue = { revision, rows, grantsByRole, byRoles: new Map(), heldByRoles: new Map() };
  byTenant.set(tenantId, fresh);
  return fresh;
}

/**
 * Every menu, button and action row of the tenant, from the cached catalogue (one primary-key read
 * when it is current). The same array is answered until the catalogue changes: treat it as
 * read-only; callers may key their own derived data by it (a WeakMap).
 *
 * @param owner the database handle the cache belongs to
 */
export async function catalogueRows(
  tx: Reader,
  owner: object,
  tenantId: number,
): Promise<readonly PermissionRow[]> {
  return (await catalogueOf(tx, owner, tenantId)).rows;
}

const entryOf = (r: PermissionRow): PermissionEntry => ({
  type: r.permType,
  action: r.action!,
  status: r.status,
  describe: (r.meta as { title?: string } | null)?.title ?? '',
});

/**
 * The menu, held actions and all actions of a user holding `roleIds`, from the cached catalogue.
 * The answer is shared between callers: treat it as read-only.
 *
 * @param owner the database handle the cache belongs to
 */
export async function permissionsForRoles(
  tx: Reader,
  owner: object,
  tenantId: number,
  roleIds: readonly string[],
): Promise<UserPermissions> {
  const catalogue = await catalogueOf(tx, owner, tenantId);
  const key = [...roleIds].sort().join(',');
  const built = catalogue.byRoles.get(key);
  if (built) return built;

  const granted = new Set<string>();
  for (const roleId of roleIds) for (const id of catalogue.grantsByRole.get(roleId) ?? []) granted.add(id);
  const actions = catalogue.rows.filter((r) => r.kind === 2 && r.action);
  const result: UserPermissions = {
    menu: buildMenuTree(catalogue.rows as MenuRow[], granted),
    auth: actions.filter((r) => granted.has(r.id)).map(entryOf),
    allAuth: actions.map(entryOf),
  };
  if (catalogue.byRoles.size >= MAX_ROLE_SETS) {
    const oldest = catalogue.byRoles.keys().next().value;
    if (oldest !== undefined) catalogue.byRoles.delete(oldest);
  }
  catalogue.byRoles.set(key, result);
  return result;
}

/**
 * The action codes a holder of `roleIds` may use (their roles' grants plus every action of status
 * '0'), from the cached catalogue when it is at `revision` (what the caller's sign-in read with the
 * token), so the guard's permission check costs no query; read again when the revision moved.
 */
export async function heldActions(
  database: Database,
  tenantId: number,
  roleIds: readonly string[],
  revision: number,
): Promise<ReadonlySet<string>> {
  let catalogue = caches.get(database)?.get(tenantId);
  if (!catalogue || catalogue.revision !== revision)
    catalogue = await database.tenantRead({ tenantId, userId: null }, (tx) =>
      catalogueOf(tx, database, tenantId),
    );
  const key = [...roleIds].sort().join(',');
  const cached = catalogue.heldByRoles.get(key);
  if (cached) return cached;
  const granted = new Set<string>();
  for (const roleId of roleIds) for (const id of catalogue.grantsByRole.get(roleId) ?? []) granted.add(id);
  const held = new Set<string>();
  for (const r of catalogue.rows)
    if (r.kind === 2 && r.action && (granted.has(r.id) || r.status === '0')) held.add(r.action);
  if (catalogue.heldByRoles.size >= MAX_ROLE_SETS) catalogue.heldByRoles.clear();
  catalogue.heldByRoles.set(key, held);
  return held;
}
