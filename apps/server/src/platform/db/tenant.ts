/**
 * Tenant scoping of a query: row-level security (platform/db/hardening.ts) already hides other
 * tenants' rows, and every query states its tenant as well (belt and braces).
 * `inTenant(t, tenantId, [a, b])` is `and(eq(t.tenantId, tenantId), a, b)`: the tenant condition
 * first, then the others as `and` takes them (undefined ones are skipped).
 */
import { type AnyColumn, and, eq, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A table, alias or view that has the tenant column. */
export interface TenantScoped {
  tenantId: AnyColumn;
}

export function inTenant(
  table: TenantScoped,
  tenantId: number | SQLWrapper,
  conditions: (SQL | undefined)[] = [],
): SQL {
  return and(eq(table.tenantId, tenantId), ...conditions) as SQL;
}
