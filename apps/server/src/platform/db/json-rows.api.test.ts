import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { tenants, users } from '../identity/schema.ts';
import { jsonRows } from './json-rows.ts';

describe('jsonRows: a select read as one JSON array', () => {
  it('answers what awaiting the select answers, keys and values in their JSON form', async () => {
    // PGlite, or a clone of the PostgreSQL template when the run has one (DB_TARGET=postgres).
    const { database, drop } = await openTestDatabase();
    try {
      await database.systemTx(async (tx) => {
        const query = () =>
          tx
            .select({
              // Two columns named "id" and an expression: values are taken by position.
              id: users.id,
              tenantId: tenants.id,
              name: users.realname,
              locked: sql<boolean>`${users.status} <> 1`,
              meta: sql<{ n: number }>`jsonb_build_object('n', ${users.tenantId})`,
            })
            .from(users)
            .innerJoin(tenants, eq(tenants.id, users.tenantId))
            .where(and(inArray(users.username, ['admin', 'staff'])))
            .orderBy(asc(users.username));
        const direct = await query();
        const folded = await jsonRows(tx, query());
        expect(direct.length).toBe(2);
        expect(folded).toEqual(direct);
        expect(Object.keys(folded[0]!)).toEqual(['id', 'tenantId', 'name', 'locked', 'meta']);
        // No rows: an empty array, not null.
        expect(
          await jsonRows(tx, tx.select({ id: users.id }).from(users).where(eq(users.username, '无此人'))),
        ).toEqual([]);
      });
    } finally {
      await drop();
    }
  });
});
