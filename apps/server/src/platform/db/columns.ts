/**
 * The common columns of ARCHITECTURE.md "Data": every business table spreads `businessColumns()`,
 * which gives it a UUIDv7 id, the tenant, who/when created and updated, and the optimistic-lock
 * version. Tables with `tenant_id` get row-level security and tables with `version` get the audit
 * trigger automatically (platform/db/hardening.ts), so a new table cannot forget either.
 */
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';

export const tenantColumn = () => integer('tenant_id').notNull();

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const businessColumns = () => ({
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  tenantId: tenantColumn(),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
  ...timestamps(),
  version: integer('version').notNull().default(1),
});
