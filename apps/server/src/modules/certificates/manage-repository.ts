/**
 * Staff queries of certificates: the paged lists (证书查询, 暂停撤销, 历史证书), the detail with its
 * history, and the public detail (the QR code's target). Sorting only by the allowlisted names.
 */
import {
  type CertificateEventListQuery,
  type CertificateEventRow,
  type CertificateListQuery,
  type CertificateRow,
  type Page,
  pageOf,
} from '@cb/domain';
import { aliasedTable, and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { COUNT_CAP, orderFor } from '../../platform/crud/list.ts';
import {
  containsForOrderedList,
  type FrequentSearches,
  pagedDirectorySearch,
  pagedSearch,
  type SearchWhere,
  searchKey,
  searchWhere,
} from '../../platform/crud/search.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { users } from '../../platform/identity/schema.ts';
import { certificateDrillConditions, includesSupersededVersions } from './for-statistics.ts';
import { certificateEvents, certificates } from './schema.ts';

const c = certificates;
const e = certificateEvents;
const iso = (d: Date) => d.toISOString();

const rowColumns = {
  id: c.id,
  version: c.version,
  certNo: c.certNo,
  mainCertNo: c.mainCertNo,
  certificateType: c.certificateType,
  standardCode: c.standardCode,
  standardName: c.standardName,
  standardVersion: c.standardVersion,
  enterpriseName: c.enterpriseName,
  issueDate: c.issueDate,
  expiryDate: c.expiryDate,
  status: c.status,
  suspendUntil: c.suspendUntil,
  marks: c.marks,
  updatedAt: c.updatedAt,
};
/**
 * The default order, as certificates_issue_idx (tenant_id, issue_date DESC NULLS LAST, id) has it:
 * a plain `issue_date desc` means NULLS FIRST, which the index cannot give, and the list then
 * sorted the whole tenant (0.7 s at a million certificates) instead of reading ten index entries.
 */
const ISSUE_ORDER = [sql`${c.issueDate} desc nulls last`, asc(c.id)];
const CERTIFICATE_SORT = {
  certNo: c.certNo,
  enterpriseName: c.enterpriseName,
  issueDate: c.issueDate,
  expiryDate: c.expiryDate,
  updateTime: c.updatedAt,
};

/**
 * Which certificates a list shows: `current` are the versions in force or ended (not 99, 证书查询
 * and 暂停撤销), `old` the superseded ones (历史证书).
 */
export type CertificateListScope = 'current' | 'old' | 'all';

/** The list's conditions other than its "contains" filters. */
function certificateConditions(
  tenantId: number,
  query: Omit<CertificateListQuery, 'pageNo' | 'pageSize'>,
  scope: CertificateListScope,
): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [eq(c.tenantId, tenantId)];
  // Valid on a past day: the versions in force that day, superseded since or not (证书统计's figure).
  if (scope === 'current' && !includesSupersededVersions(query)) conditions.push(ne(c.status, 99));
  if (scope === 'old') conditions.push(eq(c.status, 99));
  if (query.standardCode) conditions.push(eq(c.standardCode, query.standardCode));
  if (query.status !== undefined) conditions.push(eq(c.status, query.status));
  conditions.push(...certificateDrillConditions(tenantId, query));
  return conditions;
}

/**
 * In issue-date order (certificates_issue_idx, certificates_old_issue_idx) a frequent text is a
 * cheap filter on the index walk; other orders sort the matches.
 */
const walksIssueIndex = (query: Pick<CertificateListQuery, 'column'>) =>
  !query.column || query.column === 'issueDate';

/** The list's filters; "contains" filters through the trigram indexes (platform/crud/search.ts). */
export async function certificateWhere(
  tx: Reader,
  tenantId: number,
  query: Omit<CertificateListQuery, 'pageNo' | 'pageSize'>,
  scope: CertificateListScope,
): Promise<SearchWhere> {
  const walk = walksIssueIndex(query);
  return searchWhere(certificateConditions(tenantId, query, scope), [
    await containsForOrderedList(tx, c.certNo, query.certNo, walk),
    await containsForOrderedList(tx, c.enterpriseName, query.enterpriseName, walk),
  ]);
}

const toRow = ({
  updatedAt,
  ...r
}: { updatedAt: Date } & Omit<CertificateRow, 'updateTime'>): CertificateRow => ({
  ...r,
  updateTime: iso(updatedAt),
});

export async function selectCertificatePage(
  tx: Reader,
  tenantId: number,
  query: CertificateListQuery,
  scope: CertificateListScope,
  frequent?: FrequentSearches,
): Promise<Page<CertificateRow>> {
  // A search by enterprise name newest first (证书查询's usual search): counted through the name
  // directory, no further than "1,000+", and paged by the walk of the issue index when frequent.
  // Not with a status (历史证书, a status filter): most rows of a name's directory entry would be
  // read to count the few of that status.
  if (
    query.enterpriseName &&
    !query.certNo &&
    scope === 'current' &&
    query.status === undefined &&
    walksIssueIndex(query)
  ) {
    return pagedDirectorySearch(
      tx,
      c.enterpriseName,
      query.enterpriseName,
      certificateConditions(tenantId, query, scope),
      query,
      async (where, limit, offset) =>
        (await certificatePageQuery(tx, where, query, limit, offset)).map(toRow),
      frequent && { searches: frequent, key: searchKey('certificates', tenantId, scope, query) },
    );
  }
  const where = await certificateWhere(tx, tenantId, query, scope);
  return pagedSearch(tx, c, where, query, async (limit, offset) =>
    (await certificatePageQuery(tx, where.rows, query, limit, offset)).map(toRow),
  );
}

/** The statement of one page of a certificate list (its plan is asserted in rls-indexes.api.test.ts). */
export function certificatePageQuery(
  tx: Reader,
  where: SQL | undefined,
  query: Pick<CertificateListQuery, 'column' | 'order'>,
  limit: number,
  offset: number,
) {
  return tx
    .select(rowColumns)
    .from(c)
    .where(where)
    .orderBy(...orderFor(query, CERTIFICATE_SORT, ISSUE_ORDER, c.id))
    .limit(limit)
    .offset(offset);
}

export async function selectCertificateRows(
  tx: Reader,
  tenantId: number,
  query: Omit<CertificateListQuery, 'pageNo' | 'pageSize'>,
  scope: CertificateListScope,
  max: number,
): Promise<CertificateRow[]> {
  const rows = await tx
    .select(rowColumns)
    .from(c)
    .where((await certificateWhere(tx, tenantId, query, scope)).rows)
    .orderBy(...orderFor(query, CERTIFICATE_SORT, ISSUE_ORDER, c.id))
    .limit(max);
  return rows.map(toRow);
}

export async function selectCertificate(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(c)
    .where(inTenant(c, tenantId, [eq(c.id, id)]));
  if (!row) throw notFound('证书不存在');
  return row;
}

const actor = aliasedTable(users, 'event_actor');
const eventColumns = {
  id: e.id,
  certificateId: e.certificateId,
  certNo: c.certNo,
  enterpriseName: c.enterpriseName,
  eventType: e.eventType,
  fromStatus: e.fromStatus,
  toStatus: e.toStatus,
  changeType: e.changeType,
  reasonCode: e.reasonCode,
  reason: e.reason,
  effectiveDate: e.effectiveDate,
  suspendUntil: e.suspendUntil,
  actorName: sql<string>`coalesce(${actor.realname}, '系统')`,
  createdAt: e.createdAt,
};
const EVENT_SORT = { createTime: e.createdAt, effectiveDate: e.effectiveDate };
/** The default order, as certificate_events_created_idx (tenant_id, created_at desc, id desc) has it. */
const EVENT_ORDER = [sql`${e.createdAt} desc nulls last`, sql`${e.id} desc nulls last`];

async function eventWhere(
  tx: Reader,
  tenantId: number,
  query: Omit<CertificateEventListQuery, 'pageNo' | 'pageSize'>,
): Promise<SearchWhere> {
  // Newest first is certificate_events_created_idx's walk; by effective date the matches are sorted.
  const walk = !query.column || query.column === 'createTime';
  return searchWhere(
    [
      eq(e.tenantId, tenantId),
      query.certificateId ? eq(e.certificateId, query.certificateId) : undefined,
      query.eventType ? eq(e.eventType, query.eventType) : undefined,
    ],
    [
      await containsForOrderedList(tx, c.certNo, query.certNo, walk),
      await containsForOrderedList(tx, c.enterpriseName, query.enterpriseName, walk),
    ],
  );
}

const toEvent = ({
  createdAt,
  ...r
}: { createdAt: Date } & Omit<CertificateEventRow, 'createTime'>): CertificateEventRow => ({
  ...r,
  createTime: iso(createdAt),
});

function selectEvents(
  tx: Reader,
  where: SQL | undefined,
  query: Pick<CertificateEventListQuery, 'column' | 'order'>,
) {
  return (limit: number, offset: number) =>
    tx
      .select(eventColumns)
      .from(e)
      .innerJoin(c, eq(c.id, e.certificateId))
      .leftJoin(actor, eq(actor.id, e.actorId))
      .where(where)
      .orderBy(...orderFor(query, EVENT_SORT, EVENT_ORDER, e.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map(toEvent));
}

export async function selectCertificateEventPage(
  tx: Reader,
  tenantId: number,
  query: CertificateEventListQuery,
): Promise<Page<CertificateEventRow>> {
  const where = await eventWhere(tx, tenantId, query);
  // Counted no further than COUNT_CAP, as every list (platform/crud/list.ts paged()); a broad text
  // filter counts the events of the certificates its ids found ("n+", platform/crud/search.ts).
  // Every event has its certificate (a foreign key): the join is needed only to filter by its columns,
  // and without it the count reads the events index alone (the join cost 10,000 primary-key reads).
  const ones = tx.select({ one: sql`1` }).from(e);
  const matching = (
    query.certNo || query.enterpriseName
      ? ones.innerJoin(c, eq(c.id, e.certificateId)).where(where.count)
      : ones.where(where.count)
  )
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)` }).from(matching);
  const counted = Number(n);
  const capped = where.broad || counted > COUNT_CAP;
  const offset = (query.pageNo - 1) * query.pageSize;
  const records =
    !capped && offset >= counted ? [] : await selectEvents(tx, where.rows, query)(query.pageSize, offset);
  const page = pageOf(records, Math.min(counted, COUNT_CAP), query.pageNo, query.pageSize);
  return capped ? { ...page, totalCapped: true } : page;
}

export async function selectCertificateEventRows(
  tx: Reader,
  tenantId: number,
  query: Omit<CertificateEventListQuery, 'pageNo' | 'pageSize'>,
  max: number,
): Promise<CertificateEventRow[]> {
  return selectEvents(tx, (await eventWhere(tx, tenantId, query)).rows, query)(max, 0);
}

/** The version that replaced a superseded certificate (its number), if any. */
export async function selectReplacementCertNo(tx: Reader, tenantId: number, replacedById: string | null) {
  if (!replacedById) return null;
  const [row] = await tx
    .select({ certNo: c.certNo })
    .from(c)
    .where(inTenant(c, tenantId, [eq(c.id, replacedById)]));
  return row?.certNo ?? null;
}

/** The public detail looks a certificate up by its id (QR) or its number (the public list's links). */
export async function selectPublicCertificateRow(
  tx: Reader,
  tenantId: number,
  key: { id?: string; certNo?: string },
) {
  const [row] = await tx
    .select()
    .from(c)
    .where(
      inTenant(c, tenantId, [
        key.id
          ? eq(c.id, key.id)
          : and(sql`upper(${c.certNo}) = ${(key.certNo ?? '').toUpperCase()}`, ne(c.status, 99)),
      ]),
    )
    .limit(1);
  return row;
}

/** When the current status began: the latest event that moved the certificate into it. */
export async function selectStatusSince(tx: Reader, tenantId: number, id: string, status: number) {
  const [row] = await tx
    .select({ effectiveDate: e.effectiveDate })
    .from(e)
    .where(
      inTenant(e, tenantId, [
        eq(e.certificateId, id),
        eq(e.toStatus, status),
        or(isNull(e.fromStatus), ne(e.fromStatus, e.toStatus)),
      ]),
    )
    .orderBy(desc(e.createdAt))
    .limit(1);
  return row?.effectiveDate ?? null;
}
