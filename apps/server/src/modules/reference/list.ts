/** Paging and allowlisted sorting shared by the reference lists. */
import { type Page, pageOf, type pageQuerySchema } from '@cb/domain';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/database.ts';

export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** Sort columns by their API name: the client picks a key of this map, never a column. */
export type SortColumns = Readonly<Record<string, PgColumn>>;

/** The ORDER BY of a list: the chosen column (then the tie-break), or the default order. */
export function orderFor(query: PageQuery, sort: SortColumns, fallback: SQL[], tieBreak: PgColumn): SQL[] {
  const chosen = query.column && Object.hasOwn(sort, query.column) ? sort[query.column] : undefined;
  return chosen ? [query.order === 'asc' ? asc(chosen) : desc(chosen), asc(tieBreak)] : fallback;
}

/** Counts the matching rows and fetches one page of them. */
export async function paged<Row>(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  query: PageQuery,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(table).where(where);
  const records = await rows(query.pageSize, (query.pageNo - 1) * query.pageSize);
  return pageOf(records, Number(n), query.pageNo, query.pageSize);
}

/** `%text%` for ILIKE with the wildcard characters of the user's text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
