/**
 * Reads of one fixed shape, prepared once per read-pool connection (issue 13).
 *
 * Building a statement with the ORM costs more Node time than PostgreSQL takes to answer a small
 * one (2–3 µs per selected column, 30–90 µs a statement), and PostgreSQL parses and plans every
 * unnamed statement anew. A read declared here is built by drizzle once per read-pool connection,
 * with its values as placeholders, and prepared on that connection under its name: later reads on
 * the connection send only the values (measured on the notice-channel list: 238 → 140 µs of
 * server CPU per request, 4,100 → 6,700 requests/s).
 *
 * ```ts
 * const byNumber = preparedRead('certificates.public-by-number', (db) =>
 *   db.select(cols).from(certificates).where(eq(certificates.certNo, sql.placeholder('certNo'))),
 * );
 * const rows = await byNumber(db, { certNo });
 * ```
 *
 * Row-level security is unaffected: the policies are part of the prepared statement and read the
 * connection's current tenant setting at every execution, and PostgreSQL plans it again if the role
 * changes. On any other reader (PGlite, a transaction, a read pool turned off for a pooler in
 * transaction mode, which does not keep prepared statements) the read is built and run unnamed, as
 * any other statement.
 */
import { isSessionReader, type Reader } from './database.ts';

type Values = Record<string, unknown>;

interface Preparable<R> {
  prepare(name: string): { execute(values?: Values): Promise<R> };
  execute(values?: Values): Promise<R>;
}

const names = new Set<string>();
const preparedOn = new WeakMap<Reader, Map<string, { execute(values?: Values): Promise<unknown> }>>();

/**
 * A read of one shape under `name` (unique in the server: a name is a statement on the
 * connection). `build` must give the same SQL every time: values that vary are
 * `sql.placeholder(…)`, filled from the call's `values`.
 */
export function preparedRead<R, V extends Values | undefined = undefined>(
  name: string,
  build: (db: Reader) => Preparable<R>,
): (db: Reader, ...values: V extends Values ? [V] : []) => Promise<R> {
  if (names.has(name)) throw new Error(`prepared read ${name} is declared twice`);
  names.add(name);
  return (db, ...[values]) => {
    if (!isSessionReader(db)) return build(db).execute(values);
    let statements = preparedOn.get(db);
    if (!statements) {
      statements = new Map();
      preparedOn.set(db, statements);
    }
    let statement = statements.get(name);
    if (!statement) {
      statement = build(db).prepare(name);
      statements.set(name, statement);
    }
    return statement.execute(values) as Promise<R>;
  };
}
