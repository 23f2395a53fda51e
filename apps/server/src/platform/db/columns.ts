/**
 * The common columns of ARCHITECTURE.md "Data": every business table spreads `businessColumns()`,
 * which gives it a UUIDv7 id, the tenant, who/when created and updated, and the optimistic-lock
 * version. Tables with `tenant_id` get row-level security and tables with `version` get the audit
 * trigger automatically (platform/db/hardening.ts), so a new table cannot forget either.
 */
import type { AnyColumn } from 'drizzle-orm';
import { type AnyPgColumn, integer, timestamp, type UpdateDeleteAction, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';

export const tenantColumn = () => integer('tenant_id').notNull();

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The tenant and author columns of a row a user creates (the `businessColumns` that a write fills). */
export const authoredBy = (user: { tenantId: number; userId: string }) => ({
  tenantId: user.tenantId,
  createdBy: user.userId,
  updatedBy: user.userId,
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

/**
 * Columns of a table under their own names, as a select's fields (in `keys`' order):
 * `tx.select({ actorName: users.realname, ...columnsOf(events, ['action', 'createdAt']) })`.
 */
export function columnsOf<T extends { [P in K]: AnyColumn }, const K extends string>(
  table: T,
  keys: readonly K[],
): { [P in K]: T[P] } {
  const picked = {} as { [P in K]: T[P] };
  for (const key of keys) picked[key] = table[key];
  return picked;
}

/** The row a select of `columns` gives when every one may be null (outer joins): `NullableRow<typeof cols>`. */
export type NullableRow<Columns extends Record<string, AnyColumn>> = {
  [K in keyof Columns]: Columns[K]['_']['data'] | null;
};

/** A required reference to another row: `uuid(name).notNull().references(target, actions)`. */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  actions?: { onDelete?: UpdateDeleteAction; onUpdate?: UpdateDeleteAction },
) => uuid(name).notNull().references(target, actions);
