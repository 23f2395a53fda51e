import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { users } from '../identity/schema.ts';
import { preparedRead } from './prepared.ts';

describe('prepared reads', () => {
  it('are built once per read connection, prepared there, and keep row-level security per read', async () => {
    // One read connection: every read below runs on the connection the one before it used.
    const { database, drop } = await openTestDatabase({ readPoolSize: 1 });
    try {
      let built = 0;
      const visibleUsers = preparedRead('test.visible-users', (db) => {
        built += 1;
        return db.select({ n: count() }).from(users);
      });
      const byName = preparedRead<{ id: string; tenantId: number }[], { username: string }>(
        'test.user-by-name',
        (db) =>
          db
            .select({ id: users.id, tenantId: users.tenantId })
            .from(users)
            .where(eq(users.username, sql.placeholder('username'))),
      );
      const visible = (tenantId: number) =>
        database.tenantRead({ tenantId, userId: null }, async (db) => Number((await visibleUsers(db))[0]?.n));

      // Tenants alternate on the one connection, more than five times (PostgreSQL may switch a
      // prepared statement to its generic plan after five runs): each read sees its own tenant.
      const own = await visible(1);
      expect(own).toBeGreaterThan(0);
      for (let i = 0; i < 4; i++) {
        expect(await visible(999)).toBe(0);
        expect(await visible(1)).toBe(own);
      }
      // Built once on PostgreSQL (the connection's reader keeps it); PGlite builds it per read.
      expect(built).toBe(database.kind === 'postgres' ? 1 : 9);

      // The values are the call's: the same statement finds different rows.
      const admin = await database.tenantRead({ tenantId: 1, userId: null }, (db) =>
        byName(db, { username: 'admin' }),
      );
      expect(admin).toHaveLength(1);
      expect(admin[0]?.tenantId).toBe(1);
      const none = await database.tenantRead({ tenantId: 1, userId: null }, (db) =>
        byName(db, { username: 'nobody-of-that-name' }),
      );
      expect(none).toEqual([]);
      // Another tenant does not see the first one's administrator through the prepared statement.
      const elsewhere = await database.tenantRead({ tenantId: 999, userId: null }, (db) =>
        byName(db, { username: 'admin' }),
      );
      expect(elsewhere).toEqual([]);

      if (database.kind === 'postgres') {
        // PostgreSQL holds them as named statements of the connection.
        const prepared = await database.tenantRead({ tenantId: 1, userId: null }, async (db) =>
          (
            await db.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`)
          ).rows.map((r) => r.name),
        );
        expect(prepared).toEqual(expect.arrayContaining(['test.user-by-name', 'test.visible-users']));
      }

      // Inside a transaction the read is built for it and runs there, unnamed.
      const before = built;
      const inTx = await database.requestTx(() => visible(1));
      expect(inTx).toBe(own);
      expect(built).toBe(before + 1);

      // Owner reads (outside row-level security) may use them too: every tenant's users.
      const all = await database.ownerRead(async (db) => Number((await visibleUsers(db))[0]?.n));
      expect(all).toBeGreaterThanOrEqual(own);
    } finally {
      await drop();
    }
  });

  it('refuses a name declared twice (a name is one statement on a connection)', () => {
    preparedRead('test.twice', (db) => db.select({ n: count() }).from(users));
    expect(() => preparedRead('test.twice', (db) => db.select({ id: users.id }).from(users))).toThrow(
      /declared twice/,
    );
  });
});
