/**
 * Several reads of a page's sources in one statement (one round trip instead of one each): every
 * part is a select of its own, aggregated into a JSON array of its rows (a row: a JSON array of its
 * fields, in the part's order), all parts the columns of one `select`. Each field is decoded as
 * drizzle decodes it from the driver: a column whose JSON value is what the driver answers (integer,
 * boolean, json, their arrays) as it comes; any other column (text, uuid, numeric, date, timestamp)
 * as its text (`::text`, the very text the driver reads) through the column's own decoder. An SQL
 * field goes into the JSON as it is: it must give text, an integer or a boolean.
 *
 * The reads through other areas' doors stay theirs: a part is built from the same door views and
 * expressions as a read of its own would be.
 */
import { type AnyColumn, Column, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Reader } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';

type Field = AnyColumn | SQL;
type Fields = Record<string, Field>;

/** Column types whose JSON value is the driver's value. */
const AS_JSON = /^(integer|smallint|serial|smallserial|boolean|json|jsonb|real|double precision)(\[\])*$/;

export interface Part<R> {
  sql: SQL;
  decode(rows: unknown[][]): R[];
}

/**
 * One read of a bundle: `fields` selected by `from` (a select of the given selection, with its
 * joins and conditions but no order), in `order`.
 */
export function part<F extends Fields>(
  fields: F,
  from: (selection: { r: SQL.Aliased; o: SQL.Aliased }) => SQLWrapper,
  order: readonly (AnyColumn | SQL)[] = [],
): Part<SelectResultFields<F>> {
  const entries = Object.entries(fields);
  const values = entries.map(([, field]) =>
    is(field, Column) && !AS_JSON.test(field.getSQLType()) ? sql`${field}::text` : sql`${field}`,
  );
  const inner = from({
    r: sql`json_build_array(${sql.join(values, sql`, `)})`.as('r'),
    o: (order.length
      ? sql`row_number() over (order by ${sql.join([...order], sql`, `)})`
      : sql`0::bigint`
    ).as('o'),
  });
  return {
    sql: sql`(select coalesce(json_agg(q.r order by q.o), '[]'::json) from (${inner}) as q)`,
    decode: (rows) =>
      rows.map((row) => {
        const out: Record<string, unknown> = {};
        entries.forEach(([key, field], i) => {
          const value = row[i];
          out[key] =
            value === null || value === undefined
              ? null
              : is(field, Column)
                ? field.mapFromDriverValue(value)
                : decoderOf(field).mapFromDriverValue(value);
        });
        return out as SelectResultFields<F>;
      }),
  };
}

/** An SQL field's decoder (`.mapWith(…)`; none: the value as it is), as drizzle applies it. */
const decoderOf = (field: SQL) =>
  (field as unknown as { decoder?: { mapFromDriverValue(value: unknown): unknown } }).decoder ?? {
    mapFromDriverValue: (value: unknown) => value,
  };

type Results<P extends Record<string, Part<unknown> | undefined>> = {
  [K in keyof P]: NonNullable<P[K]> extends Part<infer R> ? R[] : never[];
};

/** The parts' rows, read in one statement (a part left undefined reads nothing and answers none). */
export async function readBundle<P extends Record<string, Part<unknown> | undefined>>(
  tx: Reader,
  parts: P,
): Promise<Results<P>> {
  const present = Object.entries(parts).filter((e): e is [string, Part<unknown>] => e[1] !== undefined);
  const out: Record<string, unknown[]> = Object.fromEntries(Object.keys(parts).map((k) => [k, []]));
  if (!present.length) return out as Results<P>;
  const { rows } = await tx.execute<Record<string, unknown>>(
    sql`select ${sql.join(
      present.map(([, p], i) => sql`${p.sql} as ${sql.identifier(`p${i}`)}`),
      sql`, `,
    )}`,
  );
  present.forEach(([key, p], i) => {
    const json = rows[0]?.[`p${i}`];
    out[key] = p.decode((typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as unknown[][]);
  });
  return out as Results<P>;
}

/**
 * A bundle of one shape prepared under `name` (platform/db/prepared.ts): its parts are built once
 * per connection with placeholders (`sql.placeholder(…)`, an id list as `= any(… ::uuid[])`), and a
 * read sends only the values.
 */
export function preparedBundle<P extends Record<string, Part<unknown>>, V extends Record<string, unknown>>(
  name: string,
  parts: (db: Reader) => P,
): (tx: Reader, values: V) => Promise<Results<P>> {
  let built: P | undefined;
  const read = preparedRead<Record<string, unknown>[], V>(name, (db) => {
    built = parts(db);
    return db
      .select(Object.fromEntries(Object.entries(built).map(([key, p]) => [key, p.sql])))
      .from(sql`(select 1) as one`) as never;
  });
  return async (tx, values) => {
    const [row] = await (read as (tx: Reader, values: V) => Promise<Record<string, unknown>[]>)(tx, values);
    const out: Record<string, unknown[]> = {};
    for (const [key, p] of Object.entries(built!)) {
      const json = row?.[key];
      out[key] = p.decode((typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as unknown[][]);
    }
    return out as Results<P>;
  };
}
