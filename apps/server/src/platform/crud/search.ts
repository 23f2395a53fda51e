/**
 * Searches that keep their index under row-level security (decisions.md "Search under RLS").
 *
 * Requests run as app_user under the tenant policy, and PostgreSQL evaluates a predicate that is
 * not leakproof (ILIKE, LIKE, upper(…) = …) only after the policy: it cannot be an index condition,
 * so `name ILIKE '%…%'` reads every row of the tenant even with a trigram index on the column.
 * These helpers ask `tenant_row_ids` (platform/db/hardening.ts) for the ids of the tenant's rows
 * that match, which it finds as the table owner through the index, and read those rows by primary
 * key: `id = any(array(select tenant_row_ids(…)))`, a leakproof index condition. The result is the
 * same as the plain predicate would give under RLS.
 *
 * Use them on large tables whose column has the index: `containsIndexed` needs a pg_trgm GIN
 * index (`create index … using gin (column gin_trgm_ops)`), `equalsIgnoringCase` an index on
 * `(tenant_id, upper(column))`. On small tables `contains` (plain ILIKE) is as good.
 */
import { type Page, pageOf } from '@cb/domain';
import {
  type AnyColumn,
  and,
  getTableColumns,
  getTableName,
  ilike,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Reader } from '../db/database.ts';
import { cappedCount, containsPattern, type PageQuery, paged } from './list.ts';

type Op = 'ilike' | 'upper_eq';

function idColumnOf(column: PgColumn): PgColumn {
  const table = column.table as PgTable;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const id = columns.id;
  if (id?.columnType !== 'PgUUID' || !columns.tenantId)
    throw new Error(`${getTableName(table)}: indexed search needs a uuid id and a tenant_id`);
  return id;
}

/** The SQL of the ids of the tenant's rows of the column's table that match. */
export function matchingIds(column: PgColumn, op: Op, value: string, limit?: number): SQL {
  const table = getTableName(column.table as PgTable);
  return sql`select tenant_row_ids(${table}, ${column.name}, ${op}, ${value}${limit === undefined ? sql`` : sql`, ${limit}::int`})`;
}

function byIds(column: PgColumn, op: Op, value: string, limit?: number): SQL {
  return sql`${idColumnOf(column)} = any(array(${matchingIds(column, op, value, limit)}))`;
}

/**
 * `column ILIKE '%text%'` (the user's wildcards escaped) through the column's trigram index, or
 * nothing when the filter is empty.
 */
export function containsIndexed(column: PgColumn, text: string | undefined): SQL | undefined {
  return text ? byIds(column, 'ilike', containsPattern(text)) : undefined;
}

/** `upper(column) = upper(text)` through an `upper(column)` index, or nothing when empty. */
export function equalsIgnoringCase(column: PgColumn, text: string | undefined): SQL | undefined {
  return text ? byIds(column, 'upper_eq', text) : undefined;
}

/**
 * `column LIKE 'text%'` as a range of the `text_pattern_ops` operators (`~>=~`, `~<~`), which are
 * leakproof: under RLS a `(tenant_id, column text_pattern_ops)` index serves it, where LIKE would
 * read the whole tenant. Byte-wise order, so exactly the strings that start with `text`.
 */
export function startsWith(column: PgColumn | SQL, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const chars = [...text];
  const last = chars.pop()!.codePointAt(0)!;
  // The first string after every string that starts with `text`: its last character's successor.
  if (last >= 0x10ffff) return sql`${column} ~>=~ ${text}`;
  const next = chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  return sql`(${column} ~>=~ ${text} and ${column} ~<~ ${next})`;
}

/**
 * How many matches a "contains" filter of a list in index order collects by id before it counts as
 * broad (see `containsForOrderedList`).
 */
export const SEARCH_ID_CAP = 1_000;

/** A list filter whose rows and count may be found differently (see `pagedSearch`). */
export interface SearchWhere {
  /** Which rows the page shows. */
  rows: SQL | undefined;
  /** What is counted: the same rows, or when `broad` a subset of them (the count is then "n+"). */
  count: SQL | undefined;
  broad: boolean;
}

/**
 * `column ILIKE '%text%'` for a list read in the order of an index (newest first …), chosen by how
 * often the text occurs. The tenant's first SEARCH_ID_CAP + 1 matches are looked up through the
 * trigram index (`tenant_row_ids` with a limit, a few ms). Up to SEARCH_ID_CAP, the list reads those
 * rows by id (the ids found, passed as one array). Past it the text is frequent (at least one row
 * in a thousand of a million-row tenant), and reading the id of every match would cost more than
 * the page: 10,000 matches at a million certificates took 0.1–0.2 s for the ids and as much again
 * for the count.
 * Then the rows are the plain predicate, which under RLS is a filter on the order's index walk and
 * finds a page's ten rows within some thousand index entries; the count is of the ids found (a lower
 * bound, `broad`, shown as "n+").
 *
 * Only while the list's order is an index walk that the filter may stop early (`walk`): sorted by
 * another column (the searched one itself, say) it would read the whole tenant, so then the matches
 * are read by id and sorted, as `containsIndexed`.
 */
export async function containsForOrderedList(
  tx: Reader,
  column: PgColumn,
  text: string | undefined,
  walk = true,
): Promise<SearchWhere | undefined> {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  // An order that no index gives (the caller says so): every match is sorted anyway, by id.
  if (!walk) {
    const ids = byIds(column, 'ilike', pattern);
    return { rows: ids, count: ids, broad: false };
  }
  const found = await tx.execute<{ id: string }>(
    sql`select id from (${matchingIds(column, 'ilike', pattern, SEARCH_ID_CAP + 1)}) m(id)`,
  );
  // The ids found, as one array parameter: the count and the page read them by primary key without
  // running the trigram search again (for a long name its index scan alone is some 15 ms).
  const list = found.rows.map((r) => r.id);
  const ids = anyOfIds(idColumnOf(column), list);
  return list.length > SEARCH_ID_CAP
    ? { rows: ilike(column, pattern), count: ids, broad: true }
    : { rows: ids, count: ids, broad: false };
}

/**
 * `column = any($1::uuid[])`: ids read from the database as one array parameter. `inArray` sends one
 * parameter per id, which for a thousand ids cost more to bind and plan than the query itself. A
 * prepared read passes its placeholder of the ids (an array of uuids).
 */
export function anyOfIds(column: AnyColumn | SQL, ids: readonly string[] | Placeholder): SQL {
  return sql`${column} = any(${Array.isArray(ids) ? `{${ids.join(',')}}` : ids}::uuid[])`;
}

/** The list's conditions with its search filters: `and` of each, and broad when any filter is. */
export function searchWhere(base: (SQL | undefined)[], filters: (SearchWhere | undefined)[]): SearchWhere {
  const present = filters.filter((f): f is SearchWhere => f !== undefined);
  return {
    rows: and(...base, ...present.map((f) => f.rows)),
    count: and(...base, ...present.map((f) => f.count)),
    broad: present.some((f) => f.broad),
  };
}

/**
 * `paged` for a `SearchWhere`: the same when no filter is broad; otherwise the count is of the ids
 * that the broad filters found (at most SEARCH_ID_CAP + 1, a lower bound, `totalCapped`), and the page
 * is read with the plain predicate. `rows` must read with `where.rows`.
 */
export async function pagedSearch<Row>(
  tx: Reader,
  table: PgTable,
  where: SearchWhere,
  query: Pick<PageQuery, 'pageNo' | 'pageSize'>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  if (!where.broad) return paged(tx, table, where.rows, query, rows);
  const atLeast = await cappedCount(tx, table, where.count);
  const records = await rows(query.pageSize, (query.pageNo - 1) * query.pageSize);
  const total = Math.min(atLeast, SEARCH_ID_CAP);
  return { ...pageOf(records, total, query.pageNo, query.pageSize), totalCapped: true };
}

/**
 * How many values of a column's name directory a search reads to count its rows
 * (`pagedDirectorySearch`): first a few, whose rows are usually enough to pass SEARCH_ID_CAP (a
 * frequent fragment's 1,001 rows came from some hundred names), then more; past the last the count
 * is a lower bound.
 */
export const DIRECTORY_VALUE_STEPS = [128, 1_000] as const;

/** The directory's values of `column` that match `pattern`, at most `cap` + 1, as an array. */
function directoryValues(column: PgColumn, pattern: string, cap: number): SQL {
  const table = getTableName(column.table as PgTable);
  return sql`array(select tenant_directory_values(${table}, ${column.name}, ${pattern}, ${cap + 1}::int))`;
}

/**
 * The count statement of `pagedDirectorySearch`: how many directory values match `pattern` (at most
 * `cap` + 1) and how many rows under `base` carry one of them (at most SEARCH_ID_CAP + 1), one row.
 */
export function directoryCountQuery(
  column: PgColumn,
  pattern: string,
  base: (SQL | undefined)[],
  cap: number,
): SQL {
  return sql`with v as materialized (select ${directoryValues(column, pattern, cap)} as a)
    select cardinality(v.a) as values, (select count(*) from (select 1 from ${column.table as PgTable}
      where ${and(...base, sql`${column} = any(v.a)`)} limit ${SEARCH_ID_CAP + 1}) m) as n
    from v`;
}

/**
 * One page of a list filtered by `column ILIKE '%text%'` in the order of an index walk (newest
 * first), for a column with a value directory (certificates.enterprise_name and certificate_names,
 * platform/db/hardening.ts), in two statements however often the text occurs and with no ids
 * crossing the wire:
 *
 * 1. The count, bounded in SQL: the directory's values that contain the text (through its trigram
 *    index, `tenant_directory_values`, at most DIRECTORY_VALUE_STEPS[0] + 1), then the rows under
 *    `base` that carry one of them, through `(tenant_id, column)`, no further than SEARCH_ID_CAP + 1.
 *    When there were more values and their rows did not reach the cap, again with the next step.
 * 2. The page. Past SEARCH_ID_CAP the text is frequent: the plain ILIKE filters the walk of the
 *    order's index (a page's rows within some thousand entries), and the total is "1,000+"
 *    (`totalCapped`), which is true of the rows that match every condition. Up to it the total is
 *    exact and the page reads the rows of those values, sorted.
 *
 * When more values than the last step contain the text but their rows under `base` stay under the
 * cap (values of superseded or filtered-out rows), the count is a lower bound ("n+") and the page
 * walks. The count used to take the first 1,001 ids of the column's own trigram index and send them
 * back to be read by primary key, a 37 kB parameter each way: for a name on 10,000 certificates the
 * trigram search (a bitmap of every match) and the id reads cost several times the page.
 */
export async function pagedDirectorySearch<Row>(
  tx: Reader,
  column: PgColumn,
  text: string,
  base: (SQL | undefined)[],
  query: Pick<PageQuery, 'pageNo' | 'pageSize'>,
  rows: (where: SQL | undefined, limit: number, offset: number) => Promise<Row[]>,
  frequent?: { searches: FrequentSearches; key: string },
): Promise<Page<Row>> {
  const pattern = containsPattern(text);
  const offset = (query.pageNo - 1) * query.pageSize;
  const walked = async () => {
    const records = await rows(and(...base, ilike(column, pattern)), query.pageSize, offset);
    return { ...pageOf(records, SEARCH_ID_CAP, query.pageNo, query.pageSize), totalCapped: true };
  };
  // Found past the cap a moment ago: "1,000+" still, and the page is the walk's (no count).
  if (frequent?.searches.isFrequent(frequent.key)) return walked();
  let counted = 0;
  let complete = false;
  let values = directoryValues(column, pattern, 0);
  for (const cap of DIRECTORY_VALUE_STEPS) {
    values = directoryValues(column, pattern, cap);
    const { rows: found } = await tx.execute<{ values: number | string; n: number | string }>(
      directoryCountQuery(column, pattern, base, cap),
    );
    counted = Number(found[0]?.n ?? 0);
    complete = Number(found[0]?.values ?? 0) <= cap;
    if (complete || counted > SEARCH_ID_CAP) break;
  }
  if (complete && counted <= SEARCH_ID_CAP) {
    // Every match was counted: the rows of those values (found again, one directory probe).
    const records =
      offset >= counted
        ? []
        : await rows(and(...base, sql`${column} = any(${values})`), query.pageSize, offset);
    return pageOf(records, counted, query.pageNo, query.pageSize);
  }
  if (counted <= SEARCH_ID_CAP) {
    // More values than the last step, their rows under the cap: a lower bound ("n+"), not remembered.
    const records = await rows(and(...base, ilike(column, pattern)), query.pageSize, offset);
    return { ...pageOf(records, counted, query.pageNo, query.pageSize), totalCapped: true };
  }
  if (frequent) frequent.searches.remember(frequent.key);
  return walked();
}

/**
 * The key of a search for `FrequentSearches`: the list, the tenant and every filter, the page and
 * its size left out (every page of a frequent search is frequent).
 * @example searchKey('certificates', 1, 'current', query)
 */
export function searchKey(...parts: unknown[]): string {
  return JSON.stringify(parts, (name, value) =>
    name === 'pageNo' || name === 'pageSize' ? undefined : value,
  );
}

/**
 * The searches a service found frequent (past SEARCH_ID_CAP) lately, by a key naming the search
 * (tenant, list and every filter): for `ttlMs` after such a count, `pagedDirectorySearch` skips the
 * count and says "1,000+" again (issue 31 item 20). The count is the search's dearest part (the
 * trigram probe of the name directory, about 9 ms at 1M certificates, against 2 ms for the page),
 * and a name that had more than a thousand current certificates a minute ago still has them: the
 * total stays true while the page is read afresh. Rarer searches are always counted exactly. One per
 * service (one database): never shared between databases. At most `max` keys, the oldest dropped.
 */
export class FrequentSearches {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly max = 1_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  isFrequent(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  remember(key: string): void {
    this.until.delete(key);
    this.until.set(key, this.now() + this.ttlMs);
    if (this.until.size > this.max) {
      const oldest = this.until.keys().next().value;
      if (oldest !== undefined) this.until.delete(oldest);
    }
  }
}
