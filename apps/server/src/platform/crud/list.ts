/**
 * Server-paged lists (ARCHITECTURE.md "Lists"): `pageNo`/`pageSize`, sorting by an allowlisted
 * column name, `ILIKE` search with the user's wildcards escaped, and one call that counts and
 * fetches a page. Every area's list endpoint uses these.
 */
import { type Page, pageOf, type pageQuerySchema } from '@cb/domain';
import { asc, count, desc, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Reader } from '../db/database.ts';

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

/** How many rows of `table` match, counting no further than `cap` + 1. */
export async function cappedCount(
  tx: Reader,
  table: PgTable,
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
 * `table`'s columns (it is counted on that table alone).
 */
export async function paged<Row>(
  tx: Reader,
  table: PgTable,
  where: SQL | undefined,
  query: Pick<PageQuery, 'pageNo' | 'pageSize'>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const offset = (query.pageNo - 1) * query.pageSize;
  if (offset === 0) {
    // A first page that is not full is every match: its length is the count (a search by number,
    // a small filter), one statement instead of two.
    const records = await rows(query.pageSize, 0);
    if (records.length < query.pageSize) return cappedPage(records, records.length, query);
    return cappedPage(records, await cappedCount(tx, table, where), query);
  }
  const counted = await cappedCount(tx, table, where);
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
