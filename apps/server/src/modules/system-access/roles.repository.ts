/** Queries of role administration; each runs in the caller's tenant transaction (RLS). */
import type { Page, PermissionNode, RoleListQuery, RoleOption, RoleRecord } from '@cb/domain';
import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern, listPages, tableRows } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { permissions, rolePermissions, roles, userRoles } from '../../platform/identity/schema.ts';

const rolePages = listPages(
  'system-access.roles',
  roles,
  eq(roles.tenantId, sql.placeholder('tenantId')),
  tableRows(roles, {
    id: roles.id,
    code: roles.code,
    name: roles.name,
    description: roles.description,
    createdAt: roles.createdAt,
    version: roles.version,
    // Written out: drizzle drops the table names of a one-table select, which the subquery needs.
    userCount: sql<number>`(select count(*) from user_roles ur where ur.role_id = roles.id)`,
  }),
  {
    sort: { code: roles.code, name: roles.name, createTime: roles.createdAt },
    fallback: [asc(roles.code)],
    tieBreak: roles.id,
  },
);

export async function pageRoles(tx: Reader, tenantId: number, q: RoleListQuery): Promise<Page<RoleRecord>> {
  const where = inTenant(roles, tenantId, [
    q.keyword
      ? or(ilike(roles.code, containsPattern(q.keyword)), ilike(roles.name, containsPattern(q.keyword)))
      : undefined,
  ]);
  return withUserCounts(await rolePages(tx, { tenantId }, q, where));
}

/** A page of roles or tenants as the API answers it: the user count a number, the creation time ISO. */
export function withUserCounts<Row extends { createdAt: Date; userCount: number }>(page: Page<Row>) {
  return {
    ...page,
    records: page.records.map(({ createdAt, userCount, ...r }) => ({
      ...r,
      userCount: Number(userCount),
      createTime: createdAt.toISOString(),
    })),
  };
}

export function selectRoleOptions(tx: Reader, tenantId: number): Promise<RoleOption[]> {
  return tx
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(roles)
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.code));
}

export async function insertRole(tx: Tx, values: typeof roles.$inferInsert) {
  const [row] = await tx.insert(roles).values(values).returning();
  return row!;
}

export async function deleteRole(tx: Tx, id: string): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, id));
}

/** The role, locked for the rest of the transaction; undefined when it is not the tenant's. */
export async function lockRole(tx: Tx, tenantId: number, id: string) {
  const [role] = await tx
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(inTenant(roles, tenantId, [eq(roles.id, id)]))
    .for('update');
  return role;
}

export async function countRoleHolders(tx: Reader, roleId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  return Number(n);
}

/** Every menu, button and system-wide action of the tenant, as the checkbox tree. */
export async function selectPermissionTree(tx: Reader, tenantId: number): Promise<PermissionNode[]> {
  const rows = await tx
    .select({
      id: permissions.id,
      parentId: permissions.parentId,
      kind: permissions.kind,
      action: permissions.action,
      path: permissions.path,
      meta: permissions.meta,
    })
    .from(permissions)
    .where(eq(permissions.tenantId, tenantId))
    .orderBy(asc(permissions.sortNo), asc(permissions.id));
  const nodes = new Map<string, PermissionNode>();
  for (const r of rows) {
    const title = (r.meta as { title?: string } | null)?.title ?? r.action ?? r.path ?? '';
    nodes.set(r.id, { id: r.id, title, kind: r.kind, action: r.action, path: r.path });
  }
  const roots: PermissionNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/** The role's version; undefined when it is not the tenant's. */
export async function roleVersion(tx: Reader, tenantId: number, roleId: string): Promise<number | undefined> {
  const [role] = await tx
    .select({ version: roles.version })
    .from(roles)
    .where(inTenant(roles, tenantId, [eq(roles.id, roleId)]));
  return role?.version;
}

export async function grantedPermissionIds(tx: Reader, roleId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.id);
}

/** How many of these ids are permissions of the tenant. */
export async function countTenantPermissions(
  tx: Reader,
  tenantId: number,
  ids: readonly string[],
): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(permissions)
    .where(inTenant(permissions, tenantId, [inArray(permissions.id, [...ids])]));
  return Number(n);
}

/** Replaces the role's grants, 500 rows per insert. */
export async function replaceGrants(tx: Tx, tenantId: number, roleId: string, ids: readonly string[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  for (let i = 0; i < ids.length; i += 500)
    await tx
      .insert(rolePermissions)
      .values(ids.slice(i, i + 500).map((permissionId) => ({ tenantId, roleId, permissionId })));
}
