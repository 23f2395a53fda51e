/**
 * 证书信息上报's 未上报 list, paged in SQL (issue 34: p95 ≤ 50 ms at a million certificates). The
 * list in its default order (event date, newest first, or oldest first) and without a 期限 filter
 * needs only the page's events: their ids come from the partial index of the unreported events
 * (certificate_events_unreported_idx) and only those ten rows are computed; the count stops at
 * COUNT_CAP like every list's. Other orders and the 期限 filters (which need every row's computed
 * deadline and problems) keep the service's computed path, bounded by REPORT_MAX_ROWS.
 *
 * The filter is unreportedCertificateEvents' (sources.ts), the same conditions on the same views.
 */
import { type AnyColumn, and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { COUNT_CAP } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import {
  certificatesForReportView as c,
  certificateEventsForReportView as ev,
} from '../certificates/door.ts';
import { REPORTED_EVENT_TYPES, type RowFilter } from './sources.ts';

const likeUpper = (column: SQL | AnyColumn, text: string) =>
  sql`upper(${column}) like ${`%${text
    .replace(/[\\%_]/g, (m) => `\\${m}`)
    .replace(/\s+/g, '')
    .toUpperCase()}%`}`;

function unreportedWhere(tenantId: number, f: RowFilter) {
  return and(
    eq(ev.tenantId, tenantId),
    isNull(ev.reportedAt),
    inArray(ev.eventType, REPORTED_EVENT_TYPES),
    f.from ? gte(ev.effectiveDate, f.from) : undefined,
    f.to ? lte(ev.effectiveDate, f.to) : undefined,
    f.standardCode ? eq(c.standardCode, f.standardCode) : undefined,
    f.number ? likeUpper(c.certNo, f.number) : undefined,
  );
}

/**
 * One page of the unreported certificate events' ids, by event date in `dir` and then by id the
 * other way (the computed list's order), and how many there are (up to COUNT_CAP + 1).
 */
export async function unreportedCertificatePage(
  tx: Reader,
  tenantId: number,
  f: RowFilter,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<{ eventIds: string[]; counted: number }> {
  const where = unreportedWhere(tenantId, f);
  // The certificate is joined only for its filters (an event's certificate is always there).
  const byCertificate = Boolean(f.standardCode || f.number);
  const events = () => {
    const q = tx.select({ id: ev.id }).from(ev).$dynamic();
    return byCertificate ? q.innerJoin(c, eq(c.id, ev.certificateId)) : q;
  };
  const rows = await events()
    .where(where)
    .orderBy(
      ...(dir === 'desc' ? [desc(ev.effectiveDate), asc(ev.id)] : [asc(ev.effectiveDate), desc(ev.id)]),
    )
    .limit(limit)
    .offset(offset);
  const eventIds = rows.map((r) => r.id);
  // A first page that is not full is every match.
  if (offset === 0 && eventIds.length < limit) return { eventIds, counted: eventIds.length };
  const matching = events()
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(matching);
  return { eventIds, counted: Number(counted?.n ?? 0) };
}
