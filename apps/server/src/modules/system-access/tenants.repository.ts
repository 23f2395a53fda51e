/** Queries of tenant administration; the tenants table is not tenant-scoped (system transactions). */
import type { Page, TenantListQuery, TenantRecord } from '@cb/domain';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import {
  containsPattern,
  isUnfiltered,
  orderFor,
  paged,
  preparedListPage,
  tableRows,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { tenants, users } from '../../platform/identity/schema.ts';

const SORT = { id: tenants.id, name: tenants.name, createTime: tenants.createdAt };

const tenantRows = tableRows(tenants, {
  id: tenants.id,
  name: tenants.name,
  status: tenants.status,
  createdAt: tenants.createdAt,
  version: tenants.version,
  // Written out: drizzle drops the table names of a one-table select, which the subquery needs.
  userCount: sql<number>`(select count(*) from users u where u.tenant_id = tenants.id)`,
});
const TENANT_ORDER = [asc(tenants.id)];
const unfilteredTenants = preparedListPage(
  'system-access.tenants',
  tenants,
  undefined,
  tenantRows(TENANT_ORDER),
);

export async function pageTenants(tx: Reader, q: TenantListQuery): Promise<Page<TenantRecord>> {
  const page = isUnfiltered(q) ? await unfilteredTenants(tx, {}, q) : await filteredTenants(tx, q);
  return {
    ...page,
    records: page.records.map(({ createdAt, userCount, ...t }) => ({
      ...t,
      userCount: Number(userCount),
      createTime: createdAt.toISOString(),
    })),
  };
}

function filteredTenants(tx: Reader, q: TenantListQuery) {
  const where: SQL | undefined = q.keyword ? ilike(tenants.name, containsPattern(q.keyword)) : undefined;
  const rows = tenantRows(orderFor(q, SORT, TENANT_ORDER, tenants.id));
  return paged(tx, tenants, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

export async function tenantNameTaken(tx: Tx, name: string): Promise<boolean> {
  const [same] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name));
  return Boolean(same);
}

/** Updates the tenant if it is still at `version`: 409 when it moved on, 404 when it does not exist. */
export async function updateTenant(
  tx: Tx,
  id: number,
  version: number,
  patch: Partial<typeof tenants.$inferInsert>,
) {
  const rows = await tx
    .update(tenants)
    .set({ ...patch, version: sql`${tenants.version} + 1`, updatedAt: new Date() })
    .where(and(eq(tenants.id, id), eq(tenants.version, version)))
    .returning();
  if (rows.length === 1) return rows[0]!;
  const exists = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
  throw exists.length ? conflict() : notFound('租户不存在');
}

export async function tenantUserIds(tx: Tx, tenantId: number): Promise<string[]> {
  const members = await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId));
  return members.map((m) => m.id);
}
