/** Tables of the system configuration area (menus, settings and logs use the system tables). */
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { tenantColumn } from '../../platform/db/columns.ts';

/**
 * One row per tenant: a number bumped in the same transaction as any change to its menus, buttons,
 * roles or grants. Every instance keeps its per-tenant permission catalogue in memory and reloads it
 * when this number has moved (permission-cache.ts). Deliberately no `version` column: it is a
 * counter, not a business record, so it stays out of the audit trail.
 */
export const permissionRevisions = pgTable('permission_revisions', {
  tenantId: tenantColumn().primaryKey(),
  revision: integer('revision').notNull().default(0),
});
