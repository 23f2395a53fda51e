/** Queries of tenant administration; the tenants table is not tenant-scoped (system transactions). */
import type { Page, TenantListQuery, TenantRecord } from '@cb/domain';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { containsPattern, listPages, tableRows } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { tenants, users } from '../../platform/identity/schema.ts';
import { withUserCounts } from './roles.repository.ts';

const tenantPages = listPages(
  'system-access.tenants',
  tenants,
  undefined,
  tableRows(tenants, {
    id: tenants.id,
    name: tenants.name,
    status: tenants.status,
    createdAt: tenants.createdAt,
    version: tenants.version,
    // Written out: drizzle drops the table names of a one-table select, which the subquery needs.
    userCount: sql<number>`(select count(*) from users u where u.tenant_id = tenants.id)`,
  }),
  {
    sort: { id: tenants.id, name: tenants.name, createTime: tenants.createdAt },
    fallback: [asc(tenants.id)],
    tieBreak: tenants.id,
  },
);

export async function pageTenants(tx: Reader, q: TenantListQuery): Promise<Page<TenantRecord>> {
  const where = q.keyword ? ilike(tenants.name, containsPattern(q.keyword)) : undefined;
  return withUserCounts(await tenantPages(tx, {}, q, where));
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
