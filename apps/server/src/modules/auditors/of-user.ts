/**
 * The auditor record of a signed-in user, for the auditor zone and for the areas that scope what an
 * auditor sees to their own audits. One prepared read (platform/db/prepared.ts): every page of the
 * zone starts with it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { auditors } from './schema.ts';

const byUser = preparedRead<
  { id: string; name: string; status: number }[],
  { tenantId: number; userId: string }
>('auditors.of-user', (db) =>
  db
    .select({ id: auditors.id, name: auditors.name, status: auditors.status })
    .from(auditors)
    .where(inTenant(auditors, sql.placeholder('tenantId'), [eq(auditors.userId, sql.placeholder('userId'))])),
);

/** The user's auditor record in the tenant, if they have one. */
export async function auditorOfUser(tx: Reader, tenantId: number, userId: string) {
  const [row] = await byUser(tx, { tenantId, userId });
  return row;
}
