/**
 * Whether the app's instances are alive, told by the database (the job scheduler takes back the
 * leases of dead ones): session advisory locks on a connection of its own on PostgreSQL, a mark in
 * this process on PGlite. Apart from database.ts, which opens it with the database, because it keeps
 * its own connection and state and shares nothing with the transactions there.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { OpenOptions, Tx } from './database.ts';

/**
 * Whether an instance of the app (a process, or a scheduler inside one) is still alive, told by the
 * database so that every instance sharing it agrees. On PostgreSQL an instance is alive while it
 * holds a session advisory lock on a connection of its own: a killed process's sockets close and
 * the lock goes with its session at once. On PGlite the data directory is opened by one process
 * only, so an instance is alive while this process has it marked.
 */
export interface InstanceLiveness {
  /** Marks instance `id` alive until `release(id)`, the database's close or the end of the process. */
  hold(id: string): Promise<void>;
  release(id: string): Promise<void>;
  /** Whether instance `id` is alive, asked inside `tx` (which may hold a lock for it until its end). */
  isAlive(tx: Tx, id: string): Promise<boolean>;
}

/** The advisory lock of instance `id`: a bigint key of its own class (`instance:` + the id). */
const instanceKey = (id: string) => `instance:${id}`;

/** PostgreSQL: an instance is alive while its session advisory lock is held (see InstanceLiveness). */
export function sessionLiveness(opts: OpenOptions): InstanceLiveness & { close(): Promise<void> } {
  let connection: Promise<pg.Client> | undefined;
  /** The locks taken (or being taken) on the current connection, one per instance. */
  const held = new Map<string, Promise<void>>();
  const lost = () => {
    // The connection is gone and its locks with it: the next `hold` takes them again.
    connection = undefined;
    held.clear();
  };
  const connect = () => {
    connection ??= (async () => {
      const client = new pg.Client({ connectionString: opts.databaseUrl, connectionTimeoutMillis: 5000 });
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
      } catch (error) {
        lost();
        throw error;
      }
      return client;
    })();
    return connection;
  };
  return {
    hold(id) {
      let taking = held.get(id);
      if (!taking) {
        taking = (async () => {
          const client = await connect();
          // Waits, rather than fails, while another instance's liveness check holds the key a moment.
          await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [instanceKey(id)]);
        })();
        held.set(id, taking);
        // Not taken: the next hold tries again.
        taking.catch(() => held.get(id) === taking && held.delete(id));
      }
      return taking;
    },
    async release(id) {
      const taking = held.get(id);
      if (!taking || !connection) return;
      held.delete(id);
      await taking.catch(() => {});
      await (await connection).query('select pg_advisory_unlock(hashtextextended($1, 0))', [instanceKey(id)]);
    },
    async isAlive(tx, id) {
      // Free to take means no session holds it: the instance is gone. The lock taken here is the
      // transaction's and ends with it.
      const { rows } = await tx.execute<{ free: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${instanceKey(id)}, 0)) as free`,
      );
      return !rows[0]?.free;
    },
    async close() {
      const open = connection;
      lost();
      if (open) await (await open.catch(() => null))?.end();
    },
  };
}

/** Instances marked alive by this process, for PGlite (see InstanceLiveness). */
const aliveHere = new Set<string>();

export function processLiveness(): InstanceLiveness & { close(): Promise<void> } {
  const mine = new Set<string>();
  return {
    async hold(id) {
      mine.add(id);
      aliveHere.add(id);
    },
    async release(id) {
      mine.delete(id);
      aliveHere.delete(id);
    },
    async isAlive(_tx, id) {
      return aliveHere.has(id);
    },
    async close() {
      for (const id of mine) aliveHere.delete(id);
      mine.clear();
    },
  };
}
