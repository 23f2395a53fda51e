/**
 * Opens the database: embedded PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL is
 * set. Both are reached through the same drizzle handle, and all request work goes through
 * `tenantTx` (row-level security on) or, for the few cross-tenant jobs, `systemTx`. The instances'
 * liveness it opens with the database is liveness.ts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type InstanceLiveness, processLiveness, sessionLiveness } from './liveness.ts';
import { createPglite } from './pglite.ts';

/** No relational schema: queries use drizzle's typed builder on the tables each area owns. */
export type Schema = Record<string, never>;
interface RowsOf<R> {
  rows: R[];
}
/** Both drivers answer a raw `execute()` with `{ rows }`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsOf<this['row']>;
}
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type Tx = PgTransaction<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a read needs: a transaction or a connection of the read pool (`tenantRead`). */
export type Reader = Db;

/** Who a tenant transaction acts for: RLS reads the tenant, the audit trigger the user. */
export interface TenantContext {
  tenantId: number;
  userId: string | null;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** A transaction as the table owner: RLS does not apply. Only for auth, bootstrap and jobs. */
  systemTx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** A transaction as role app_user with app.tenant_id set: RLS limits every row to the tenant. */
  tenantTx<T>(ctx: TenantContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Reads as role app_user with the tenant's row-level security, like `tenantTx`, but on
   * PostgreSQL outside a transaction: on a connection of the read pool, which is read-only, holds
   * the tenant settings at session level and sets them again only when the next read is for another
   * tenant or user. A list whose settings are already on its connection costs only its own
   * statements' round trips. Inside an open transaction (a request transaction, another tenantTx)
   * and on PGlite this is `tenantTx`. `fn` may only read; a write fails (read-only session).
   */
  tenantRead<T>(ctx: TenantContext, fn: (db: Reader) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` as one transaction: every `tenantTx` and `systemTx` opened inside it (in its async
   * context) joins it as a savepoint instead of committing on its own, so all of them commit or
   * roll back together. Used where a request's work and its bookkeeping must be atomic (the
   * answer of an idempotent POST is stored with the write it guards).
   */
  requestTx<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * One statement as the table owner in a transaction of its own (autocommit: no `begin` and
   * `commit` round trips), for single-statement system work such as a rate-limit counter.
   */
  statement<R extends Record<string, unknown>>(query: SQL): Promise<R[]>;
  /**
   * Reads as the table owner outside any transaction (each statement commits on its own), with
   * row-level security off: only for reads that filter by tenant explicitly and answer public
   * fields (the public certificate verification), or read the platform's own tables that belong to
   * no tenant (tenants, scheduled jobs) for the platform operator, where a transaction's round trips
   * cost more than the read.
   */
  ownerRead<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** One statement, for health checks and maintenance. */
  ping(): Promise<void>;
  /** Which instances of the app are alive (the job scheduler takes back the leases of dead ones). */
  instances: InstanceLiveness;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory (created if missing). */
  pgliteDir?: string;
  /** An already-open PGlite instance (tests load a prepared snapshot into one). */
  pglite?: PGlite;
  poolSize?: number;
  /**
   * PostgreSQL: connections of the read pool behind `tenantRead` (default `poolSize`); 0 = reads
   * run in tenant transactions like writes (for a pooler in transaction mode, such as PgBouncer's,
   * which does not keep session settings).
   */
  readPoolSize?: number;
  /** PostgreSQL: statements running longer are cancelled (SQLSTATE 57014 → 503); 0 or unset = never. */
  statementTimeoutMs?: number;
  /** Told every statement the ORM sends, with its parameters (`npm run bench` replays them bare). */
  onQuery?: (query: string, params: unknown[]) => void;
}

/** A PostgreSQL pool of `max` connections with the options every pool here shares. */
function openPool(opts: OpenOptions, max: number, extra: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max,
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    ...extra,
  });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = openPool(opts, opts.poolSize ?? 10);
    pool.on('connect', carryTenantOnBegin);
    const db = drizzlePg(pool, logger(opts)) as unknown as Db;
    const reads = readPool(opts);
    // Sessions are kept (no pooler in transaction mode): owner reads may prepare statements too.
    if (reads) sessionReaders.add(db);
    const instances = sessionLiveness(opts);
    return wrap(
      'postgres',
      db,
      () => Promise.all([pool.end(), reads?.end(), instances.close()]).then(() => {}),
      instances,
      reads,
    );
  }
  let client = opts.pglite;
  if (!client) {
    if (!opts.pgliteDir) throw new Error('pgliteDir or databaseUrl is required');
    fs.mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
    client = await createPglite(opts.pgliteDir);
  }
  const db = drizzlePglite(client, logger(opts)) as unknown as Db;
  const owned = client;
  const instances = processLiveness();
  return wrap('pglite', db, () => Promise.all([owned.close(), instances.close()]).then(() => {}), instances);
}

/**
 * The tenant a transaction about to begin is for, until its `begin` has carried it (PostgreSQL).
 * Every statement is a round trip of its own, and a socket write costs more than a short query's
 * work: a tenant transaction that sent `begin`, then the tenant settings, then its one or two
 * queries and `commit` spent a third of a list request on round trips. So the `begin` a tenant
 * transaction sends goes out as `begin; select set_config(…)` in one simple-protocol message.
 * `entered` says it did; if the driver ever sent its `begin` differently, the settings are sent as
 * a statement of their own (`enterTenant`), so this can only save a round trip, never lose the
 * tenant.
 */
const beginsFor = new AsyncLocalStorage<{ ctx: TenantContext; entered: boolean; readOnly: boolean }>();

/** How many tenant transactions began in one round trip this way (tests read it). */
export const mergedBegins = { count: 0 };

/** `begin` with the tenant, the user and the role app_user, as one simple-protocol message. */
export function tenantBeginSql(
  ctx: TenantContext,
  quote: (value: string) => string,
  readOnly = false,
): string {
  return `begin; select set_config('app.tenant_id', ${quote(String(Math.trunc(ctx.tenantId)))}, true), set_config('app.user_id', ${quote(ctx.userId ?? '')}, true), set_config('role', 'app_user', true)${readOnly ? READ_ONLY : ''}`;
}

/** Appended to the tenant settings of a read's transaction: it cannot write. */
const READ_ONLY = ", set_config('transaction_read_only', 'on', true)";

function carryTenantOnBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [config, values] = args as [{ text?: unknown } | string, unknown[] | undefined];
    const pending = beginsFor.getStore();
    if (
      pending &&
      !pending.entered &&
      typeof config === 'object' &&
      config.text === 'begin' &&
      (!values || values.length === 0)
    ) {
      pending.entered = true;
      mergedBegins.count += 1;
      return query(
        { ...config, text: tenantBeginSql(pending.ctx, (v) => client.escapeLiteral(v), pending.readOnly) },
        values,
      );
    }
    return query(...args);
  };
}

/**
 * The read pool behind `tenantRead`. Its connections are read-only for their whole session
 * (`default_transaction_read_only`), run as app_user once a read has set the tenant, and keep the
 * tenant and user of their last read (`set_config(…, false)`) in `settingsFor`.
 *
 * A connection answers only the read that holds it: every query checks that it comes from the
 * async context of the current lease, so a statement a read forgot to await cannot run later under
 * the next read's tenant. A read that ends with an error from the database (or the connection)
 * gives its connection up; the pool opens a fresh one.
 */
interface ReadClient extends pg.PoolClient {
  settingsFor?: string | undefined;
  lease?: object | undefined;
  reader?: Db;
}
const leases = new AsyncLocalStorage<object>();
/**
 * The readers of read-pool connections (one per connection, for its whole life) and the owner's
 * pool reader when sessions are kept: node-postgres prepares a named statement on each of the
 * pool's connections the first time it runs there.
 */
const sessionReaders = new WeakSet<object>();

/**
 * Whether `db` is a reader on which statements may be prepared once and kept (platform/db/prepared.ts):
 * a read-pool connection's own reader (the same object on every read it serves) or the owner's.
 */
export function isSessionReader(db: Reader): boolean {
  return sessionReaders.has(db);
}

interface ReadPool {
  run<T>(ctx: TenantContext, fn: (db: Reader) => Promise<T>): Promise<T>;
  end(): Promise<void>;
}

/** The session settings of a read: the tenant, the user and the role, kept until changed. */
const readSettingsSql =
  "select set_config('app.tenant_id', $1, false), set_config('app.user_id', $2, false), set_config('role', 'app_user', false)";

function readPool(opts: OpenOptions): ReadPool | undefined {
  const size = opts.readPoolSize ?? opts.poolSize ?? 10;
  if (!opts.databaseUrl || size === 0) return undefined;
  const pool = openPool(opts, size, { options: '-c default_transaction_read_only=on' });
  pool.on('connect', (connected) => {
    const client = connected as ReadClient;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      if (!client.lease || leases.getStore() !== client.lease)
        return Promise.reject(new Error('a read-pool connection was used outside its read'));
      return query(...args);
    };
  });
  return {
    async run(ctx, fn) {
      const client = (await pool.connect()) as ReadClient;
      const lease = {};
      client.lease = lease;
      let broken: Error | undefined;
      try {
        return await leases.run(lease, async () => {
          const key = `${Math.trunc(ctx.tenantId)}:${ctx.userId ?? ''}`;
          if (client.settingsFor !== key) {
            client.settingsFor = undefined;
            await client.query(readSettingsSql, [String(Math.trunc(ctx.tenantId)), ctx.userId ?? '']);
            client.settingsFor = key;
          }
          if (!client.reader) {
            client.reader = drizzlePg(client, logger(opts)) as unknown as Db;
            sessionReaders.add(client.reader);
          }
          return await fn(client.reader);
        });
      } catch (error) {
        if (spoilsConnection(error)) broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.lease = undefined;
        // Released with an error, the connection is closed, its settings with it.
        client.release(broken);
      }
    },
    end: () => pool.end(),
  };
}

/**
 * Whether a read's connection must be given up after `error`: only an error the
 * read's own code threw on purpose (an AppError carries an HTTP `status`) keeps it; anything the
 * database, the driver or a bug raised gives it up.
 */
function spoilsConnection(error: unknown): boolean {
  return !(error instanceof Error && 'status' in error && typeof error.status === 'number');
}

function logger(opts: OpenOptions) {
  const { onQuery } = opts;
  return onQuery ? { logger: { logQuery: onQuery } } : {};
}

/**
 * Marks the async context of an open transaction, with the work to do once it commits. Opening
 * another transaction inside it is a bug: on PGlite (one connection) it would wait forever, and on
 * PostgreSQL it would escape the outer transaction's atomicity. So it fails at once instead.
 */
interface TxScope {
  after: (() => unknown)[];
}
const inTransaction = new AsyncLocalStorage<TxScope | null>();

async function runAfterCommit(after: readonly (() => unknown)[]): Promise<void> {
  for (const fn of after) {
    try {
      await fn();
    } catch {
      // A side effect after the commit (a push, an e-mail) never turns a committed write into an error.
    }
  }
}

function guarded<T>(run: () => Promise<T>): Promise<T> {
  if (inTransaction.getStore())
    return Promise.reject(new Error('nested transaction: pass the open tx instead'));
  const scope: TxScope = { after: [] };
  return inTransaction.run(scope, run).then(async (result) => {
    await runAfterCommit(scope.after);
    return result;
  });
}

/**
 * Runs `fn` once the open transaction has committed (never if it rolls back): pushes, e-mails and
 * other side effects that must not announce a write that did not happen. Inside a request
 * transaction (`requestTx`) that is when the whole request commits.
 */
export function afterCommit(fn: () => unknown): void {
  const scope = inTransaction.getStore();
  if (!scope) throw new Error('afterCommit outside a transaction');
  scope.after.push(fn);
}

/** The open transaction of `requestTx`, while it is open, and its work for after the commit. */
interface RequestScope {
  tx: Tx | null;
  after: (() => unknown)[];
}
const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * The tenant, the user and the role app_user for the rest of the transaction, in one statement
 * (`set_config('role', …, true)` is `set local role`): every tenant transaction pays for it.
 */
async function enterTenant(tx: Tx, ctx: TenantContext, readOnly = false): Promise<void> {
  await tx.execute(
    sql`select set_config('app.tenant_id', ${String(ctx.tenantId)}, true), set_config('app.user_id', ${ctx.userId ?? ''}, true), set_config('role', 'app_user', true)${sql.raw(readOnly ? READ_ONLY : '')}`,
  );
}

function wrap(
  kind: Database['kind'],
  db: Db,
  close: () => Promise<void>,
  instances: InstanceLiveness,
  reads?: ReadPool,
): Database {
  /**
   * A transaction of its own, or a savepoint of the open request transaction. The savepoint runs as
   * the tenant (or as the owner, for system work) and leaves the request transaction as the owner.
   */
  const open = <T>(ctx: TenantContext | null, fn: (tx: Tx) => Promise<T>, readOnly = false): Promise<T> => {
    const request = requestScope.getStore();
    const outer = request?.tx;
    if (!request || !outer || inTransaction.getStore()) {
      if (!ctx) return guarded(() => db.transaction(fn));
      const begin = { ctx, entered: false, readOnly };
      return guarded(() =>
        beginsFor.run(begin, () =>
          db.transaction(async (tx) => {
            if (!begin.entered) await enterTenant(tx, ctx, readOnly);
            // Statements of `fn` that reach the driver are this transaction's, never a new `begin`.
            begin.entered = true;
            return fn(tx);
          }),
        ),
      );
    }
    return inTransaction.run({ after: request.after }, async () => {
      const result = await outer.transaction(async (sp) => {
        if (ctx) await enterTenant(sp, ctx);
        else await sp.execute(sql`reset role`);
        return fn(sp);
      });
      await outer.execute(sql`reset role`);
      return result;
    });
  };
  return {
    kind,
    db,
    systemTx: (fn) => open(null, fn),
    tenantTx: (ctx, fn) => open(ctx, fn),
    // Without a read pool a read is a read-only tenant transaction; inside a request transaction it
    // is a savepoint of it, which may follow the request's writes and so stays writable.
    tenantRead: (ctx, fn) =>
      !reads || requestScope.getStore()?.tx || inTransaction.getStore()
        ? open(ctx, fn, true)
        : guarded(() => reads.run(ctx, fn)),
    requestTx: async (fn) => {
      const scope: RequestScope = { tx: null, after: [] };
      const result = await guarded(() =>
        db.transaction(async (tx) => {
          scope.tx = tx;
          try {
            return await inTransaction.run(null, () => requestScope.run(scope, fn));
          } finally {
            // Work that outlives the request (a push sent later) opens transactions of its own.
            scope.tx = null;
          }
        }),
      );
      await runAfterCommit(scope.after);
      return result;
    },
    ownerRead: (fn) => guarded(() => fn(db)),
    statement: async <R extends Record<string, unknown>>(query: SQL) =>
      (await guarded(() => db.execute<R>(query))).rows,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    instances,
    close,
  };
}
