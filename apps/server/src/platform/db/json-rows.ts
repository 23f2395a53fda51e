/**
 * Many rows of a select in one value: the query runs as a subquery whose rows PostgreSQL folds
 * into one JSON array, read with one JSON.parse. For bulk reads (thousands of rows of a few short
 * fields) the driver's per-field work dominates: PGlite copies every field of every row out of its
 * message buffer, so 2,000 rows × 6 fields took 17 ms as rows and 6 ms as one JSON array
 * (node-postgres gains less, but gains). Use it where a request reads thousands of rows; a page of
 * 20 gains nothing.
 *
 * Takes a flat drizzle select (one level of fields, no joins' nested objects) and answers what
 * awaiting it would, except that values arrive in their JSON form: dates as `YYYY-MM-DD` (as `day()`
 * columns read anyway), numbers, booleans, text, jsonb as parsed JSON. Timestamps would arrive as
 * ISO strings, not Date objects: do not use it for them.
 */
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Reader } from './database.ts';

export async function jsonRows<Q extends SQLWrapper & PromiseLike<Record<string, unknown>[]>>(
  tx: Reader,
  query: Q,
): Promise<Awaited<Q>> {
  // The select's fields, in the order drizzle writes its columns (the selection's key order).
  const keys = Object.keys((query as unknown as { _: { selectedFields: object } })._.selectedFields);
  const columns = keys.map((_, i) => `"c${i}"`);
  const { rows } = await tx.execute<{ rows: string }>(
    sql`select coalesce(json_agg(json_build_array(${sql.raw(columns.map((c) => `t.${c}`).join(', '))})), '[]')::text as rows from (${query}) as t(${sql.raw(columns.join(', '))})`,
  );
  const list = JSON.parse(rows[0]?.rows ?? '[]') as unknown[][];
  return list.map((values) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) out[keys[i]!] = values[i];
    return out;
  }) as Awaited<Q>;
}
