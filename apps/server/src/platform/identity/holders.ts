/**
 * Who holds a permission: the active users of a tenant whose roles grant one of the codes (the
 * people a reminder or a task goes to, e.g. HR for an expiring registration).
 */
import type { Permission } from '@cb/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/database.ts';
import { inTenant } from '../db/tenant.ts';
import { permissions, rolePermissions, userRoles, users } from './schema.ts';

export async function usersHolding(
  tx: Reader,
  tenantId: number,
  codes: readonly Permission[],
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inTenant(users, tenantId, [eq(users.status, 1), inArray(permissions.action, [...codes])]));
  return rows.map((r) => r.id);
}
