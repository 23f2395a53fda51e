/**
 * Optimistic locking (ARCHITECTURE.md "Writes"): an update names the version it was based on; if
 * the row has moved on, nothing is written and the caller gets 409. A missing row (or another
 * tenant's, which RLS hides) is 404.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../http/errors.ts';
import type { Tx } from './database.ts';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };

export async function updateVersioned<T extends VersionedTable>(
  tx: Tx,
  table: T,
  id: string,
  version: number,
  patch: Partial<T['$inferInsert']>,
  actorId: string | null,
): Promise<T['$inferSelect']> {
  const rows = await tx
    .update(table)
    .set({ ...patch, version: sql`${table.version} + 1`, updatedAt: new Date(), updatedBy: actorId } as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning();
  if ((rows as unknown[]).length === 1) return (rows as unknown[])[0] as T['$inferSelect'];
  const exists = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  throw exists.length ? conflict() : notFound();
}
