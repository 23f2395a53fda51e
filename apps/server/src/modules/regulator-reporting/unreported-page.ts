/**
 * 信息上报's 未上报 lists, paged in SQL (issue 34: p95 ≤ 50 ms at a million certificates). A list in
 * its default order (event date, newest first, or oldest first) and without a 期限 filter needs only
 * its page's sources: their ids come from an index in the list's order and only those rows are
 * computed; the count stops at COUNT_CAP like every list's. Other orders and the 期限 filters (which
 * need every row's computed deadline and problems) keep the service's computed path, bounded by
 * REPORT_MAX_ROWS.
 *
 * - certificates: the unreported events, from the partial index certificate_events_unreported_idx;
 * - plans: the approved plans with a first audit day whose source (plan and approval time) has no
 *   reported row, by first audit day (audit_plans_report_idx);
 * - results: the team rows (project × member) of finished audits with no reported row, by the
 *   plan's last audit day (audit_plans_result_idx).
 *
 * Each filter is the one of sources.ts's computed path (unreportedCertificateEvents, planSources,
 * resultSources), the same conditions on the same views; the API tests hold the two paths to the
 * same rows in the same order.
 */
import { schemeOfStandard, standardOfScheme } from '@cb/domain/audit-programmes';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lte,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from 'drizzle-orm';
import { COUNT_CAP } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { type RevisionTopic, tenantRevisionsSql } from '../../platform/db/tenant-revisions.ts';
import {
  auditProjectsView as pj,
  auditPlansForReportView as pl,
  planTeamMembersView as tm,
} from '../audit-programmes/door.ts';
import {
  certificatesForReportView as c,
  certificateEventsForReportView as ev,
} from '../certificates/door.ts';
import { type ContextStamp, contextStampColumns } from './context.ts';
import { liveResultRows, resultMarksReady, resultSourceId } from './marks.ts';
import { reportResultMarks as mk, reportBatchRows as r } from './schema.ts';
import {
  deciders,
  type EventSourceRow,
  eventCertificateOn,
  eventDeciderOn,
  eventSourceFields,
  type PlanSourceFields,
  planEnterpriseOn,
  planEnterprises,
  planSourceFields,
  REPORTED_EVENT_TYPES,
  type RowFilter,
  reportablePlansWhere,
} from './sources.ts';

const likeUpper = (column: SQL | AnyColumn, text: string) =>
  sql`upper(${column}) like ${`%${text
    .replace(/[\\%_]/g, (m) => `\\${m}`)
    .replace(/\s+/g, '')
    .toUpperCase()}%`}`;

/** A tenant id, or its placeholder in a prepared read. */
type TenantRef = number | Placeholder;

function unreportedWhere(tenantId: TenantRef, f: RowFilter) {
  return and(
    eq(ev.tenantId, tenantId),
    isNull(ev.reportedAt),
    // Constants, not parameters: a prepared read's generic plan would build the array anew for each
    // of the (up to COUNT_CAP + 1) index entries the count reads.
    sql`${ev.eventType} in (${sql.raw(REPORTED_EVENT_TYPES.map((t) => `'${t}'`).join(', '))})`,
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
  /** Read the rows' sources.ts eventSourceFields with them (a list's page; not an export's ids). */
  withSources = false,
  /** The database handle whose count shortcut the unfiltered page uses (none: always counted). */
  owner?: object,
): Promise<IdPage> {
  const rows =
    withSources && dir === 'desc' && isUnfiltered(f)
      ? await withCountShortcut(owner, tenantId, 'certificate', (aboveCapAt) =>
          unfilteredCertificatePage(tx, { tenantId, limit, offset, aboveCapAt }),
        )
      : withSources
        ? await certificatePageQuery(tx, tenantId, f, dir, limit, offset)
        : await certificateIdsQuery(tx, tenantId, f, dir).limit(limit).offset(offset);
  return idPage(
    rows,
    (r) => r.id,
    limit,
    offset,
    () => cappedCount(tx, certificateMatches(tx, tenantId, f)),
  );
}

/** The unreported events matching `f` (one column), for their count. */
function certificateMatches(tx: Reader, tenantId: TenantRef, f: RowFilter) {
  const q = tx.select({ one: sql`1` }).from(ev).$dynamic();
  // The certificate is joined only for its filters (an event's certificate is always there).
  return (f.standardCode || f.number ? q.innerJoin(c, eq(c.id, ev.certificateId)) : q).where(
    unreportedWhere(tenantId, f),
  );
}

/**
 * A page's statement: the events' ids with what their rows are read from (sources.ts
 * eventSourceFields: the event, its certificate, who decided), the count and the context's stamp
 * (pageColumns).
 */
function certificatePageQuery(
  tx: Reader,
  tenantId: TenantRef,
  f: RowFilter,
  dir: 'asc' | 'desc',
  limit: number | Placeholder,
  offset: number | Placeholder,
  shortcut?: readonly RevisionTopic[],
) {
  const order = dir === 'desc' ? [desc(ev.effectiveDate), asc(ev.id)] : [asc(ev.effectiveDate), desc(ev.id)];
  // The page's ids first (an array: a prepared read's plan does not know the page's size, and
  // planned joins to the whole index then, in parallel), then their rows by id.
  const q = tx.select({ id: ev.id }).from(ev).$dynamic();
  const ids = (f.standardCode || f.number ? q.innerJoin(c, eq(c.id, ev.certificateId)) : q)
    .where(unreportedWhere(tenantId, f))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return tx
    .select({
      id: ev.id,
      ...eventSourceFields(),
      ...pageColumns(tenantId, certificateMatches(tx, tenantId, f), shortcut),
    })
    .from(ev)
    .innerJoin(c, eventCertificateOn(tenantId))
    .leftJoin(deciders, eventDeciderOn())
    .where(and(eq(ev.tenantId, tenantId), sql`${ev.id} = any(array(${ids}))`))
    .orderBy(...order);
}

/** certificatePageQuery without the sources (the ids of an export). */
function certificateIdsQuery(tx: Reader, tenantId: number, f: RowFilter, dir: 'asc' | 'desc') {
  const q = tx
    .select({ id: ev.id, ...pageColumns(tenantId, certificateMatches(tx, tenantId, f)) })
    .from(ev)
    .$dynamic();
  return (f.standardCode || f.number ? q.innerJoin(c, eq(c.id, ev.certificateId)) : q)
    .where(unreportedWhere(tenantId, f))
    .orderBy(
      ...(dir === 'desc' ? [desc(ev.effectiveDate), asc(ev.id)] : [asc(ev.effectiveDate), desc(ev.id)]),
    );
}

/** The page every opening of 证书信息上报 asks for (every unreported event, newest first), prepared. */
const unfilteredCertificatePage = preparedRead<
  ({ id: string } & EventSourceRow & PageColumns)[],
  { tenantId: number; limit: number; offset: number; aboveCapAt: string }
>('regulator-reporting.unreported-certificates', (db) =>
  certificatePageQuery(
    db,
    sql.placeholder('tenantId'),
    {},
    'desc',
    sql.placeholder('limit'),
    sql.placeholder('offset'),
    CERTIFICATE_COUNT_TOPICS,
  ),
);

/** A page's ids, how many rows match (up to COUNT_CAP + 1) and the context's stamp, read with them. */
export interface IdPage {
  ids: string[];
  counted: number;
  /** The stamp of the context the page's rows are computed with (context.ts); none without rows. */
  stamp?: ContextStamp;
  /** The rows as read, with what their sources are read from (certificates, plans). */
  rows?: readonly unknown[];
}

const isUnfiltered = (f: RowFilter) => !f.from && !f.to && !f.standardCode && !f.branchCode && !f.number;

/**
 * The columns every page's statement carries besides its ids, one round trip for all: how many rows
 * match (`matching`, counted no further than COUNT_CAP + 1: an uncorrelated subquery, run once, and
 * only when the page has a row) and the stamp of the context its rows are computed with.
 */
const pageColumns = (
  tenantId: TenantRef,
  matching: { limit(n: number): SQLWrapper },
  shortcut?: readonly RevisionTopic[],
) => {
  const count = sql<number>`(select count(*)::int from (${matching.limit(COUNT_CAP + 1)}) as matching)`;
  if (!shortcut) return { n: count, countKey: sql<string>`''`, ...contextStampColumns(tenantId) };
  const key = tenantRevisionsSql(tenantId, shortcut);
  return {
    // The count is an init plan: not run when the key is the one a count above the cap read.
    n: sql<number>`case when ${key} = ${sql.placeholder('aboveCapAt')} then ${COUNT_CAP + 1} else ${count} end`,
    countKey: key,
    ...contextStampColumns(tenantId),
  };
};
type PageColumns = { n: number; countKey: string } & ContextStamp;

/**
 * The unfiltered 未上报 lists' count shortcut. Rows leave 证书信息上报 only by 上报 (a batch), and
 * 审核计划上报 also when a plan's status, approval or first audit day changes: triggers raise the
 * tenant's revisions of those in the writing transaction (migration 0076; platform/db/tenant-revisions.ts).
 * New rows only add to a count. So while those revisions are the ones a count above COUNT_CAP read
 * (in the same statement, one snapshot), the count is still above it and is not run again: a million
 * certificates have some 14,000 unreported rows a month, and counting 10,001 index entries was most of
 * the page's time. The key each instance keeps is per database handle, tenant and list.
 */
const aboveCap = new WeakMap<object, Map<string, string>>();
/** No key: the revisions text is `topic=n,…` or empty, never this. */
const NO_KEY = '#';
/** How many counts the shortcut saved (tests, diagnostics). */
export const countShortcutStats = { skipped: 0, counted: 0 };

/**
 * The unfiltered page read by `read` with the revisions of this list's last count above the cap
 * (or none), and the revisions its own count read kept for the next one when above it.
 */
async function withCountShortcut<R extends PageColumns>(
  owner: object | undefined,
  tenantId: number,
  list: 'certificate' | 'plan',
  read: (aboveCapAt: string) => Promise<R[]>,
): Promise<R[]> {
  const key = `${list}:${tenantId}`;
  const asked = (owner && aboveCap.get(owner)?.get(key)) ?? NO_KEY;
  const rows = await read(asked);
  const [row] = rows;
  if (!owner || !row) return rows;
  let byKey = aboveCap.get(owner);
  if (!byKey) {
    byKey = new Map();
    aboveCap.set(owner, byKey);
  }
  if (asked !== NO_KEY && row.countKey === asked) countShortcutStats.skipped += 1;
  else countShortcutStats.counted += 1;
  if (Number(row.n) > COUNT_CAP) byKey.set(key, row.countKey);
  else byKey.delete(key);
  return rows;
}

/** The revisions a list's count depends on (the shortcut above). */
const CERTIFICATE_COUNT_TOPICS: readonly RevisionTopic[] = ['regulator-reporting.batches'];
const PLAN_COUNT_TOPICS: readonly RevisionTopic[] = ['regulator-reporting.batches', 'audit-programmes.plans'];

/**
 * The page of `rows` (read at `offset`, at most `limit`) with its count: every match when the first
 * page is not full, else the rows' column (up to COUNT_CAP + 1); a page past the end has no row to
 * carry it and is counted alone.
 */
async function idPage<R extends PageColumns>(
  rows: R[],
  id: (row: R) => string,
  limit: number,
  offset: number,
  countAlone: () => Promise<number>,
): Promise<IdPage> {
  const [first] = rows;
  if (!first) return { ids: [], counted: offset === 0 ? 0 : await countAlone() };
  return {
    ids: rows.map(id),
    counted: offset === 0 && rows.length < limit ? rows.length : Number(first.n),
    stamp: { stampName: first.stampName, stampRevisions: first.stampRevisions },
    rows,
  };
}

/** How many rows `matching` has, up to COUNT_CAP + 1. */
async function cappedCount(tx: Reader, matching: { limit(n: number): { as(alias: string): Subquery } }) {
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(matching.limit(COUNT_CAP + 1).as('matching'));
  return Number(counted?.n ?? 0);
}

/**
 * No reported plan row has this plan's source id (sources.ts planSourceId: the plan's id, '@', the
 * milliseconds of its approval, 0 without). Matched on the plan id first (a hash on the uuid, built
 * from the few reported plan rows), the approval only then (`is true` keeps it out of the hash key,
 * which would compute it for every plan the count reads).
 */
export const planNotReported = (tenantId: TenantRef) =>
  sql`not exists (select 1 from ${r} where ${r.tenantId} = ${tenantId} and ${r.kind} = 'plan' and split_part(${r.sourceId}, '@', 1)::uuid = ${pl.id} and ((floor(extract(epoch from coalesce(${pl.approvedAt}, 'epoch'::timestamptz)) * 1000)::bigint::text = split_part(${r.sourceId}, '@', 2)) is true))`;

/**
 * One page of the unreported plan rows' plan ids, by first audit day in `dir` and then by id the
 * other way (the computed list's order), and how many there are (up to COUNT_CAP + 1).
 */
export async function unreportedPlanPage(
  tx: Reader,
  tenantId: number,
  f: RowFilter,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
  /** Read the rows' sources.ts planSourceFields with them (a list's page; not an export's ids). */
  withSources = false,
  /** The database handle whose count shortcut the unfiltered page uses (none: always counted). */
  owner?: object,
): Promise<IdPage> {
  const rows =
    withSources && dir === 'desc' && isUnfiltered(f)
      ? await withCountShortcut(owner, tenantId, 'plan', (aboveCapAt) =>
          unfilteredPlanPage(tx, { tenantId, limit, offset, aboveCapAt }),
        )
      : withSources
        ? await planPageQuery(tx, tenantId, f, dir, limit, offset)
        : await planIdsQuery(tx, tenantId, f, dir).limit(limit).offset(offset);
  return idPage(
    rows,
    (r) => r.id,
    limit,
    offset,
    () =>
      cappedCount(
        tx,
        tx
          .select({ one: sql`1` })
          .from(pl)
          .where(planWhere(tx, tenantId, f)),
      ),
  );
}

/**
 * A page's statement: the plans' ids with what their rows are read from besides their teams
 * (sources.ts planSourceFields: the plan and its enterprise), the count and the context's stamp
 * (pageColumns).
 */
function planPageQuery(
  tx: Reader,
  tenantId: TenantRef,
  f: RowFilter,
  dir: 'asc' | 'desc',
  limit: number | Placeholder,
  offset: number | Placeholder,
  shortcut?: readonly RevisionTopic[],
) {
  const where = planWhere(tx, tenantId, f);
  const order = dir === 'desc' ? [desc(pl.startDate), asc(pl.id)] : [asc(pl.startDate), desc(pl.id)];
  // The page's ids first, then their rows by id (as certificatePageQuery).
  const ids = tx
    .select({ id: pl.id })
    .from(pl)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return tx
    .select({
      ...planSourceFields(),
      ...pageColumns(tenantId, tx.select({ one: sql`1` }).from(pl).where(where), shortcut),
    })
    .from(pl)
    .innerJoin(planEnterprises, planEnterpriseOn())
    .where(and(eq(pl.tenantId, tenantId), sql`${pl.id} = any(array(${ids}))`))
    .orderBy(...order);
}

/** planPageQuery without the sources (the ids of an export). */
function planIdsQuery(tx: Reader, tenantId: number, f: RowFilter, dir: 'asc' | 'desc') {
  const where = planWhere(tx, tenantId, f);
  return tx
    .select({ id: pl.id, ...pageColumns(tenantId, tx.select({ one: sql`1` }).from(pl).where(where)) })
    .from(pl)
    .where(where)
    .orderBy(...(dir === 'desc' ? [desc(pl.startDate), asc(pl.id)] : [asc(pl.startDate), desc(pl.id)]))
    .$dynamic();
}

/** The page every opening of 审核计划上报 asks for (every unreported plan, newest first), prepared. */
const unfilteredPlanPage = preparedRead<
  (PlanSourceFields & PageColumns)[],
  { tenantId: number; limit: number; offset: number; aboveCapAt: string }
>('regulator-reporting.unreported-plans', (db) =>
  planPageQuery(
    db,
    sql.placeholder('tenantId'),
    {},
    'desc',
    sql.placeholder('limit'),
    sql.placeholder('offset'),
    PLAN_COUNT_TOPICS,
  ),
);

/** The unreported plan rows matching the row filter (the plan sheet's standard: one of its projects'). */
function planWhere(tx: Reader, tenantId: TenantRef, f: RowFilter) {
  const schemes = f.standardCode ? [f.standardCode, schemeOfStandard(f.standardCode)] : null;
  return and(
    reportablePlansWhere(tenantId, f),
    schemes
      ? exists(
          tx
            .select({ one: sql`1` })
            .from(pj)
            .where(and(eq(pj.tenantId, tenantId), eq(pj.planId, pl.id), inArray(pj.scheme, schemes))),
        )
      : undefined,
    planNotReported(tenantId),
  );
}

/**
 * One page of the unreported team rows (`<project>:<member>`) of finished audits, by the plan's
 * last audit day (its first without one) in `dir` and then by project and member the other way
 * (the computed list's order), and how many there are (up to COUNT_CAP + 1): from the stored marks
 * (marks.ts, report_result_marks_list_idx), or from the records for a tenant whose marks were never
 * computed. The number filter (the certificate's, found per enterprise) stays on the computed path.
 */
export async function unreportedResultPage(
  tx: Reader,
  tenantId: number,
  f: RowFilter,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<IdPage> {
  const rows =
    dir === 'desc' && isUnfiltered(f)
      ? await unfilteredResultPage(tx, { tenantId, limit, offset })
      : await resultPageQuery(tx, tenantId, f, dir).limit(limit).offset(offset);
  const page = await idPage(
    rows,
    (r) => `${r.projectId}:${r.memberId}`,
    limit,
    offset,
    () => cappedCount(tx, tx.select({ one: sql`1` }).from(mk).where(marksWhere(tenantId, f))),
  );
  // Marks are only written once the tenant's were computed (marks.ts): a page with rows is theirs.
  if (page.ids.length || (await resultMarksReady(tx, tenantId))) return page;
  return liveResultPage(tx, tenantId, f, dir, limit, offset);
}

/** A page's statement: the marks' team rows with the count and the context's stamp (pageColumns). */
function resultPageQuery(tx: Reader, tenantId: TenantRef, f: RowFilter, dir: 'asc' | 'desc') {
  const where = marksWhere(tenantId, f);
  return tx
    .select({
      projectId: mk.projectId,
      memberId: mk.memberId,
      ...pageColumns(tenantId, tx.select({ one: sql`1` }).from(mk).where(where)),
    })
    .from(mk)
    .where(where)
    .orderBy(
      ...(dir === 'desc'
        ? [desc(mk.eventDate), asc(mk.projectId), asc(mk.memberId)]
        : [asc(mk.eventDate), desc(mk.projectId), desc(mk.memberId)]),
    )
    .$dynamic();
}

/** The page every opening of 审核结果上报 asks for (every unreported team row, newest first), prepared. */
const unfilteredResultPage = preparedRead<
  ({ projectId: string; memberId: string } & PageColumns)[],
  { tenantId: number; limit: number; offset: number }
>('regulator-reporting.unreported-results', (db) =>
  resultPageQuery(db, sql.placeholder('tenantId'), {}, 'desc')
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/** unreportedResultPage from the records (a tenant whose marks were never computed). */
async function liveResultPage(
  tx: Reader,
  tenantId: number,
  f: RowFilter,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<IdPage> {
  const where = and(
    f.from ? gte(pl.endDate, f.from) : undefined,
    f.to ? lte(pl.endDate, f.to) : undefined,
    f.branchCode ? eq(pl.branchCode, f.branchCode) : undefined,
    f.standardCode ? inArray(pj.scheme, [f.standardCode, schemeOfStandard(f.standardCode)]) : undefined,
  );
  const matching = () => liveResultRows(tx.select({ one: sql`1` }).from(pl).$dynamic(), tenantId, where);
  const rows = await liveResultRows(
    tx
      .select({ id: sql<string>`${resultSourceId}`, ...pageColumns(tenantId, matching()) })
      .from(pl)
      .$dynamic(),
    tenantId,
    where,
  )
    .orderBy(
      ...(dir === 'desc'
        ? [sql`coalesce(${pl.endDate}, ${pl.startDate}) desc`, asc(pj.id), asc(tm.id)]
        : [sql`coalesce(${pl.endDate}, ${pl.startDate}) asc`, desc(pj.id), desc(tm.id)]),
    )
    .limit(limit)
    .offset(offset);
  return idPage(
    rows,
    (r) => r.id,
    limit,
    offset,
    () => cappedCount(tx, matching()),
  );
}

/** The marks of the unreported team rows matching the row filter. */
function marksWhere(tenantId: TenantRef, f: RowFilter) {
  const schemes = f.standardCode ? [f.standardCode, schemeOfStandard(f.standardCode)] : null;
  return and(
    eq(mk.tenantId, tenantId),
    f.from ? gte(mk.endDate, f.from) : undefined,
    f.to ? lte(mk.endDate, f.to) : undefined,
    f.branchCode ? eq(mk.branchCode, f.branchCode) : undefined,
    schemes ? inArray(mk.scheme, schemes) : undefined,
  );
}

/**
 * The unreported rows matching the row filter counted for the summary, in one statement: by what
 * their deadline depends on — the event type, the standard and the date (a row's deadline is the
 * lifecycle rules' of these: service.ts Context.deadline) — each date before `settledBefore` as
 * null (such a row's deadline is long past whatever the rules). Null for a tenant whose team-row
 * marks were never computed. Grouped by position: the bucket's bound date is a parameter, and the
 * same expression with another parameter number would not be the select's.
 */
export interface DeadlineGroup {
  eventType: string;
  standard: string;
  /** The date, or null: before `settledBefore`. */
  date: string | null;
  n: number;
}

export async function unreportedDeadlineGroups(
  tx: Reader,
  tenantId: number,
  kind: 'certificate' | 'plan' | 'result',
  f: RowFilter,
  settledBefore: string,
): Promise<DeadlineGroup[] | null> {
  const bucket = (date: SQL | AnyColumn) =>
    sql<string | null>`case when ${date} < ${settledBefore} then null else ${date}::text end`;
  if (kind === 'certificate') {
    const date = bucket(ev.effectiveDate);
    const rows = await tx
      .select({ eventType: ev.eventType, standard: c.standardCode, date, n: sql<number>`count(*)::int` })
      .from(ev)
      .innerJoin(c, eq(c.id, ev.certificateId))
      .where(unreportedWhere(tenantId, f))
      .groupBy(sql`1`, sql`2`, sql`3`);
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }
  if (kind === 'plan') {
    const date = bucket(pl.startDate);
    const rows = await tx
      .select({ date, n: sql<number>`count(*)::int` })
      .from(pl)
      .where(planWhere(tx, tenantId, f))
      .groupBy(sql`1`);
    return rows.map((r) => ({ eventType: '', standard: '', date: r.date, n: Number(r.n) }));
  }
  if (!(await resultMarksReady(tx, tenantId))) return null;
  const date = bucket(mk.eventDate);
  const rows = await tx
    .select({ scheme: mk.scheme, date, n: sql<number>`count(*)::int` })
    .from(mk)
    .where(marksWhere(tenantId, f))
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({
    eventType: '',
    standard: standardOfScheme(r.scheme),
    date: r.date,
    n: Number(r.n),
  }));
}
