/**
 * Server-paged lists (ARCHITECTURE.md "Lists"): `pageNo`/`pageSize`, sorting by an allowlisted
 * column name, `ILIKE` search with the user's wildcards escaped, and one call that counts and
 * fetches a page. Every area's list endpoint uses these.
 */
import { type Page, pageOf, type pageQuerySchema } from '@cb/domain';
import { asc, count, desc, ilike, type Placeholder, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { Reader } from '../db/database.ts';
import { preparedRead } from '../db/prepared.ts';
import { inTenant, type TenantScoped } from '../db/tenant.ts';

export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** Sort columns by their API name: the client picks a key of this map, never a column. */
export type SortColumns = Readonly<Record<string, PgColumn | SQL>>;

/** The ORDER BY of a list: the chosen column (then the tie-break), or the default order. */
export function orderFor(
  query: Pick<PageQuery, 'column' | 'order'>,
  sort: SortColumns,
  fallback: SQL[],
  tieBreak: PgColumn,
): SQL[] {
  const chosen = query.column && Object.hasOwn(sort, query.column) ? sort[query.column] : undefined;
  return chosen ? [query.order === 'asc' ? asc(chosen) : desc(chosen), asc(tieBreak)] : fallback;
}

/**
 * Where a list's count stops: counting every matching row of a large tenant costs more than the
 * page itself (60–90 ms at a million rows), and nobody pages past the first thousands. A page whose
 * count reached it says so with `totalCapped: true`, and the web list shows "10,000+".
 */
export const COUNT_CAP = 10_000;

/** How many rows of `table` (or another area's view) match, counting no further than `cap` + 1. */
export async function cappedCount(
  tx: Reader,
  table: PgTable | Subquery,
  where: SQL | undefined,
  cap = COUNT_CAP,
): Promise<number> {
  const matching = tx
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(matching);
  return Number(n);
}

/**
 * Counts the matching rows (up to COUNT_CAP) and fetches one page of them. `where` may name only
 * `table`'s columns (it is counted on that table alone); `count` replaces that count (a prepared one).
 */
export async function paged<Row>(
  tx: Reader,
  table: PgTable | Subquery,
  where: SQL | undefined,
  query: Pick<PageQuery, 'pageNo' | 'pageSize'>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number> = () => cappedCount(tx, table, where),
): Promise<Page<Row>> {
  const offset = (query.pageNo - 1) * query.pageSize;
  if (offset === 0) {
    // A first page that is not full is every match: its length is the count (a search by number,
    // a small filter), one statement instead of two.
    const records = await rows(query.pageSize, 0);
    if (records.length < query.pageSize) return cappedPage(records, records.length, query);
    return cappedPage(records, await count(), query);
  }
  const counted = await count();
  // A page past the end answers empty without asking the database for it (past a capped count the
  // end is unknown, so it asks).
  const records = pastEnd(counted, offset) ? [] : await rows(query.pageSize, offset);
  return cappedPage(records, counted, query);
}

/** Whether a page starting at `offset` is past the last of `counted` rows (a capped count never is). */
export function pastEnd(counted: number, offset: number): boolean {
  return counted <= COUNT_CAP && offset >= counted;
}

/** The page of `records` from a count that `cappedCount` stopped at COUNT_CAP + 1, saying so. */
export function cappedPage<Row>(
  records: Row[],
  counted: number,
  query: Pick<PageQuery, 'pageNo' | 'pageSize'>,
): Page<Row> {
  return { records, ...pageCounts(counted, query) };
}

/** A page's figures (total, current, size, pages, totalCapped) from a count of `cappedCount`. */
export function pageCounts(counted: number, query: Pick<PageQuery, 'pageNo' | 'pageSize'>) {
  const capped = counted > COUNT_CAP;
  const { records: _, ...figures } = pageOf([], capped ? COUNT_CAP : counted, query.pageNo, query.pageSize);
  return capped ? { ...figures, totalCapped: true } : figures;
}

/** The keys of a list query that are its page and order, not its filters. */
const PAGE_KEYS: ReadonlySet<string> = new Set(['pageNo', 'pageSize', 'column', 'order']);
let preparedPagesOn = true;
/** How many unfiltered pages the prepared statements answered (tests: the comparison is not empty). */
export const preparedPageRuns = { count: 0 };

/**
 * Turns the prepared unfiltered pages off (true again after) — the test that compares every list's
 * unfiltered answer both ways (test/list-pages.api.test.ts).
 */
export function setPreparedListPages(on: boolean): void {
  preparedPagesOn = on;
}

/**
 * Whether a list query asks for the unfiltered list in its default order: no sort column and no
 * filter with a value (an empty text filter filters nothing). Such a page is the one every opening
 * of a list asks for, and `preparedListPage` serves it.
 */
export function isUnfiltered(query: object): boolean {
  if (!preparedPagesOn) return false;
  for (const [key, value] of Object.entries(query)) {
    if (key === 'column' ? value !== undefined : !PAGE_KEYS.has(key) && value !== undefined && value !== '')
      return false;
  }
  return true;
}

/** A list's page statement under a condition, with its bounds as values or placeholders. */
export type PageStatement<Row> = (
  db: Reader,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) => { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> } } & {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
};

/** A page statement whose query can also be awaited as it is (the filtered pages' `paged`). */
export type RowsStatement<Row> = (
  db: Reader,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) => ReturnType<PageStatement<Row>> & Promise<Row[]>;

/**
 * What a page statement needs of drizzle's select builder (`db.select(…).from(…)`, joins and all):
 * its clauses, the last one still a query that can be prepared.
 */
interface PageableSelect<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(limit: number | Placeholder): {
        offset(offset: number | Placeholder): ReturnType<RowsStatement<Row>>;
      };
    };
  };
}

/**
 * The page statement of a list read from `from(db)` (a select and its joins): its rows under the
 * condition, in `order` (a list's filtered pages pass `orderFor(…)`, its prepared unfiltered page
 * the default).
 */
export function queryRows<Row>(
  from: (db: Reader) => PageableSelect<Row>,
): (order: SQL[]) => RowsStatement<Row> {
  return (order) => (db, where, limit, offset) =>
    from(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
}

/** The page statement of a list read from one table: `columns` of `table` (without them its whole rows). */
export function tableRows<T extends PgTable>(table: T): (order: SQL[]) => RowsStatement<T['$inferSelect']>;
export function tableRows<C extends SelectedFields>(
  table: PgTable,
  columns: C,
): (order: SQL[]) => RowsStatement<SelectResultFields<C>>;
export function tableRows(table: PgTable, columns?: SelectedFields) {
  return queryRows((db) => (columns ? db.select(columns) : db.select()).from(table));
}

/** A list's order: the columns a client may sort by, the default order, and the tie-break column. */
export interface ListOrder {
  sort: SortColumns;
  fallback: SQL[];
  tieBreak: PgColumn;
}

/**
 * A list's pages: the unfiltered one (`isUnfiltered`) prepared (`preparedListPage`, its condition
 * `unfilteredWhere` with placeholders for the call's `values`), any other counted on `table` and
 * fetched under its own condition in the order the query picks (`orderFor`).
 */
export function listPages<Row, V extends Record<string, unknown>>(
  name: string,
  table: PgTable | Subquery,
  unfilteredWhere: SQL | undefined,
  rows: (order: SQL[]) => RowsStatement<Row>,
  order: ListOrder,
): (db: Reader, values: V, query: PageQuery, where: SQL | undefined) => Promise<Page<Row>> {
  const unfiltered = preparedListPage<Row, V>(name, table, unfilteredWhere, rows(order.fallback));
  const sorted = sortedRows(rows, order);
  return (db, values, query, where) => {
    if (isUnfiltered(query)) return unfiltered(db, values, query);
    return paged(db, table, where, query, (limit, offset) => sorted(db, where, query, limit, offset));
  };
}

/** A list's rows under a condition in the order a query picks (`orderFor`), from `offset` on. */
export function sortedRows<Row>(rows: (order: SQL[]) => RowsStatement<Row>, order: ListOrder) {
  return (
    db: Reader,
    where: SQL | undefined,
    query: Pick<PageQuery, 'column' | 'order'>,
    limit: number,
    offset: number,
  ): Promise<Row[]> =>
    rows(orderFor(query, order.sort, order.fallback, order.tieBreak))(db, where, limit, offset);
}

/**
 * The unfiltered page of a list in its default order, with its count as `paged()` counts (up to
 * COUNT_CAP), both prepared once per connection (platform/db/prepared.ts). `where` is the list's
 * condition with no filter, its values placeholders (`sql.placeholder('tenantId')` …) filled from
 * the call's `values`; `rows` is the list's page statement (the one its filtered pages use too),
 * here in the default order; `limit` and `offset` are the helper's. A list answers
 * `isUnfiltered(query)` requests with it and builds the others as before:
 *
 * ```ts
 * const dictionaryRows = (order: SQL[]): PageStatement<Dictionary> => (db, where, limit, offset) =>
 *   db.select(cols).from(dictionaries).where(where).orderBy(...order).limit(limit).offset(offset);
 * const unfilteredPage = preparedListPage('reference.dictionaries', dictionaries,
 *   eq(dictionaries.tenantId, sql.placeholder('tenantId')), dictionaryRows(DEFAULT_ORDER));
 * if (isUnfiltered(q)) return unfilteredPage(tx, { tenantId }, q);
 * ```
 */
export function preparedListPage<Row, V extends Record<string, unknown>>(
  name: string,
  table: PgTable | Subquery,
  where: SQL | undefined,
  rows: PageStatement<Row>,
): (db: Reader, values: V, query: Pick<PageQuery, 'pageNo' | 'pageSize'>) => Promise<Page<Row>> {
  const page = preparedRead<Row[], Record<string, unknown>>(`${name}.page`, (db) =>
    rows(db, where, sql.placeholder('limit'), sql.placeholder('offset')),
  );
  const counted = preparedRead<{ n: number }[], Record<string, unknown>>(`${name}.count`, (db) => {
    const matching = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(sql.placeholder('cap'))
      .as('matching');
    return db.select({ n: count() }).from(matching);
  });
  const countOf = async (db: Reader, values: V) =>
    Number((await counted(db, { ...values, cap: COUNT_CAP + 1 }))[0]?.n ?? 0);
  return (db, values, query) => {
    preparedPageRuns.count += 1;
    return paged(
      db,
      table,
      undefined,
      query,
      (limit, offset) => page(db, { ...values, limit, offset }),
      () => countOf(db, values),
    );
  };
}

/**
 * `preparedListPage` of a tenant's rows: the condition is `inTenant(table, tenantId, conditions)`
 * with the tenant a placeholder that the call's `{ tenantId }` fills.
 */
export function preparedTenantPage<Row, V extends Record<string, unknown>>(
  name: string,
  table: (PgTable | Subquery) & TenantScoped,
  rows: PageStatement<Row>,
  conditions: (SQL | undefined)[] = [],
) {
  return preparedListPage<Row, V>(
    name,
    table,
    inTenant(table, sql.placeholder('tenantId'), conditions),
    rows,
  );
}

/** `%text%` for ILIKE with the wildcard characters of the user's text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `text%` for ILIKE (prefix search, which a b-tree index on the column can serve). */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE %text%`, or nothing when the filter is empty. */
export function contains(column: PgColumn | SQL, text: string | undefined): SQL | undefined {
  return text ? ilike(column, containsPattern(text)) : undefined;
}

/** The most rows one Excel export writes (the list's filters narrow it further). */
export const EXPORT_MAX_ROWS = 20_000;
