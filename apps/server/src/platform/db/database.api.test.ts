import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { mergedBegins, type Reader } from './database.ts';

const settings = sql`select current_user as role, current_setting('app.tenant_id', true) as tenant, current_setting('app.user_id', true) as "user"`;

describe('tenant transactions', () => {
  it('run as app_user for their tenant and user, and PostgreSQL begins them in one round trip', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const before = mergedBegins.count;
      const userId = '0190a0a0-0000-7000-8000-000000000001';
      const seen = await database.tenantTx({ tenantId: 2, userId }, async (tx) => {
        const { rows } = await tx.execute<{ role: string; tenant: string; user: string }>(settings);
        return rows[0];
      });
      expect(seen).toEqual({ role: 'app_user', tenant: '2', user: userId });
      // On PostgreSQL the settings rode on `begin` (one message); PGlite sends them on their own.
      expect(mergedBegins.count - before).toBe(database.kind === 'postgres' ? 1 : 0);

      // A system transaction after it on the same pooled connection: the owner, no tenant left over.
      const system = await database.systemTx(
        async (tx) => (await tx.execute<{ role: string; tenant: string }>(settings)).rows[0],
      );
      expect(system?.role).not.toBe('app_user');
      expect(system?.tenant ?? '').toBe('');

      // Inside a request transaction a tenant transaction is a savepoint that sets the tenant itself.
      const nested = await database.requestTx(() =>
        database.tenantTx(
          { tenantId: 3, userId: null },
          async (tx) => (await tx.execute<{ role: string; tenant: string }>(settings)).rows[0],
        ),
      );
      expect(nested).toMatchObject({ role: 'app_user', tenant: '3' });

      // A failing tenant transaction rolls back and leaves the next one its own settings.
      await expect(
        database.tenantTx({ tenantId: 4, userId: null }, async (tx) => {
          await tx.execute(sql`select 1/0`);
        }),
      ).rejects.toThrow();
      const after = await database.tenantTx(
        { tenantId: 5, userId: null },
        async (tx) => (await tx.execute<{ tenant: string }>(settings)).rows[0],
      );
      expect(after?.tenant).toBe('5');
    } finally {
      await drop();
    }
  });

  it('tenant reads see only their tenant, keep settings per connection and cannot write', async () => {
    // One read connection, so every read below meets the settings the one before it left.
    const { database, drop } = await openTestDatabase({ readPoolSize: 1 });
    try {
      const userA = '0190a0a0-0000-7000-8000-00000000000a';
      const read = (tenantId: number, userId: string | null) =>
        database.tenantRead({ tenantId, userId }, async (db) => {
          const { rows } = await db.execute<{ role: string; tenant: string; user: string }>(settings);
          return rows[0];
        });
      expect(await read(2, userA)).toEqual({ role: 'app_user', tenant: '2', user: userA });
      expect(await read(2, userA)).toEqual({ role: 'app_user', tenant: '2', user: userA });
      expect(await read(3, null)).toEqual({ role: 'app_user', tenant: '3', user: '' });
      expect(await read(2, userA)).toEqual({ role: 'app_user', tenant: '2', user: userA });

      // Row-level security holds: the demo tenant's users are seen by its reads, not by another's.
      const users = (tenantId: number) =>
        database.tenantRead({ tenantId, userId: null }, async (db) =>
          Number((await db.execute<{ n: string }>(sql`select count(*) as n from users`)).rows[0]?.n),
        );
      expect(await users(1)).toBeGreaterThan(0);
      expect(await users(999)).toBe(0);

      // A read cannot write, and the attempt changes nothing.
      const before = await users(1);
      const write = database.tenantRead({ tenantId: 1, userId: null }, (db) =>
        db.execute(sql`update users set realname = realname || 'x'`),
      );
      const refused = await write.then(
        () => 'written',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(refused).toMatch(/read-only transaction/);
      expect(await users(1)).toBe(before);

      // A statement left running after its read returned does not run under the next read.
      if (database.kind === 'postgres') {
        let leaked: Reader | undefined;
        await database.tenantRead({ tenantId: 1, userId: null }, async (db) => {
          leaked = db;
        });
        const late = await leaked!.execute(settings).then(
          () => 'ran',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
        expect(late).toMatch(/outside its read/);
      }

      // A failed statement gives its connection up; the next read still has its own settings.
      await expect(
        database.tenantRead({ tenantId: 4, userId: null }, (db) => db.execute(sql`select 1/0`)),
      ).rejects.toThrow();
      expect(await read(5, null)).toEqual({ role: 'app_user', tenant: '5', user: '' });
      // Within a transaction a read joins it (one connection's view, the transaction's tenant).
      const joined = await database.requestTx(() => read(6, null));
      expect(joined).toMatchObject({ role: 'app_user', tenant: '6' });
    } finally {
      await drop();
    }
  });

  it('keeps rate-limit counters in an unlogged table (no WAL flush per public query)', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const [row] = await database.statement<{ persistence: string }>(
        sql`select relpersistence as persistence from pg_class where oid = 'rate_limit_counters'::regclass`,
      );
      expect(row?.persistence).toBe('u');
    } finally {
      await drop();
    }
  });
});
