/**
 * The queries of 审核日程 (the auditors' calendar): one page of the tenant's active auditors by
 * scheme, code and name, and for them over a range their schemes, the half-days booked on submitted
 * and approved plans (with the plan's number and enterprise) and their approved leave, each one
 * prepared query. Each takes the caller's transaction and the tenant id.
 */
import { addDays } from '@cb/domain';
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import {
  containsPattern,
  isUnfiltered,
  paged,
  preparedListPage,
  queryRows,
} from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  auditorCodeCompetencesView,
  auditorLeavesView,
  auditorQualificationsView,
  auditorsView,
} from '../auditors/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { auditPlans as pl, planTeamMembers as tm } from './schema.ts';
import { longestBooking } from './team-repository.ts';

/** `column = any(values)` with the values one array placeholder (a prepared statement's shape). */
const anyOf = (column: SQLWrapper, name: string) => sql`${column} = any(${sql.placeholder(name)}::uuid[])`;

const livePlanRows = preparedRead<
  { id: string; planNo: string; status: number; enterpriseId: string }[],
  { tenantId: number; ids: string[] }
>('audit-programmes.live-plans', (db) =>
  db
    .select({ id: pl.id, planNo: pl.planNo, status: pl.status, enterpriseId: pl.enterpriseId })
    .from(pl)
    .where(inTenant(pl, sql.placeholder('tenantId'), [anyOf(pl.id, 'ids'), inArray(pl.status, [1, 3])])),
);
const enterpriseNames = preparedRead<{ id: string; name: string }[], { tenantId: number; ids: string[] }>(
  'audit-programmes.enterprise-names',
  (db) =>
    db
      .select({ id: enterprisesView.id, name: enterprisesView.name })
      .from(enterprisesView)
      .where(inTenant(enterprisesView, sql.placeholder('tenantId'), [anyOf(enterprisesView.id, 'ids')])),
);

/** The submitted (1) and approved (3) plans among the ids, with their number and enterprise (by key). */
async function livePlans(tx: Reader, tenantId: number, ids: readonly string[]) {
  const plans = ids.length === 0 ? [] : await livePlanRows(tx, { tenantId, ids: [...new Set(ids)] });
  const enterpriseIds = [...new Set(plans.map((p) => p.enterpriseId))];
  const names = new Map(
    (enterpriseIds.length === 0 ? [] : await enterpriseNames(tx, { tenantId, ids: enterpriseIds })).map(
      (e) => [e.id, e.name],
    ),
  );
  return new Map(
    plans.map((p) => [
      p.id,
      { planNo: p.planNo, status: p.status, enterpriseName: names.get(p.enterpriseId) ?? '' },
    ]),
  );
}

// ─────────────────────────────────────────── 审核日程 ───────────────────────────────────────────

export interface CalendarFilters {
  from: string;
  to: string;
  scheme?: string;
  /** A professional code or its prefix (大类 or 大类.中类). */
  code?: string;
  name?: string;
}

const calendarAuditorRows = queryRows((db) =>
  db.select({ id: auditorsView.id, name: auditorsView.name }).from(auditorsView),
);
const CALENDAR_ORDER = {
  asc: [asc(auditorsView.name), asc(auditorsView.id)],
  desc: [desc(auditorsView.name), asc(auditorsView.id)],
};
const activeAuditors = inTenant(auditorsView, sql.placeholder('tenantId'), [eq(auditorsView.status, 1)]);
/** The calendar's opening page (no filter), by name either way, prepared (platform/crud/list.ts). */
const unfilteredCalendarAuditors = {
  asc: preparedListPage(
    'audit-programmes.calendar-auditorsView.asc',
    auditorsView,
    activeAuditors,
    calendarAuditorRows(CALENDAR_ORDER.asc),
  ),
  desc: preparedListPage(
    'audit-programmes.calendar-auditorsView.desc',
    auditorsView,
    activeAuditors,
    calendarAuditorRows(CALENDAR_ORDER.desc),
  ),
};

/**
 * One page of the tenant's active auditors for the calendar, by name: registered for the scheme
 * through the range, and holding an approved competence in the code (or under the prefix).
 */
export async function calendarAuditors(
  tx: Reader,
  tenantId: number,
  f: CalendarFilters,
  page: { pageNo: number; pageSize: number; order: 'asc' | 'desc' },
) {
  const { pageNo, pageSize, order } = page;
  if (isUnfiltered({ pageNo, pageSize, order, name: f.name, scheme: f.scheme, code: f.code }))
    return unfilteredCalendarAuditors[order](tx, { tenantId }, page);
  const aq = auditorQualificationsView;
  const cc = auditorCodeCompetencesView;
  const where = inTenant(auditorsView, tenantId, [
    eq(auditorsView.status, 1),
    f.name ? ilike(auditorsView.name, containsPattern(f.name)) : undefined,
    f.scheme
      ? exists(
          tx
            .select({ one: aq.id })
            .from(aq)
            .where(
              and(
                eq(aq.tenantId, tenantId),
                eq(aq.auditorId, auditorsView.id),
                eq(aq.scheme, f.scheme),
                lte(aq.validFrom, f.to),
                gte(aq.validTo, f.from),
              ),
            ),
        )
      : undefined,
    f.code
      ? exists(
          tx
            .select({ one: cc.id })
            .from(cc)
            .where(
              and(
                eq(cc.tenantId, tenantId),
                eq(cc.auditorId, auditorsView.id),
                eq(cc.status, 1),
                f.scheme ? eq(cc.scheme, f.scheme) : undefined,
                f.code.length === 8
                  ? eq(cc.code, f.code)
                  : // A prefix as a key range ('.' < '/'), so the code index serves it.
                    and(gte(cc.code, `${f.code}.`), lt(cc.code, `${f.code}/`)),
              ),
            ),
        )
      : undefined,
  ]);
  const rows = calendarAuditorRows(CALENDAR_ORDER[order]);
  return paged(tx, auditorsView, where, page, (limit, offset) => rows(tx, where, limit, offset));
}

/**
 * The calendar's contents for some auditors over the range, one query each: their schemes, the
 * half-days booked on submitted and approved plans (with the enterprise and role), approved leave.
 */
export async function calendarEntries(
  tx: Reader,
  tenantId: number,
  auditorIds: readonly string[],
  range: { from: string; to: string },
) {
  if (auditorIds.length === 0) return { schemes: [], bookings: [], leaves: [] };
  const ids = [...auditorIds];
  const schemes = await calendarSchemes(tx, { tenantId, ids, ...range });
  const since = addDays(range.from, -(await longestBooking(tx, tenantId)));
  const rows = await calendarTeamRows(tx, { tenantId, ids, since, ...range });
  const live = await livePlans(
    tx,
    tenantId,
    rows.map((r) => r.planId),
  );
  const bookings = rows.flatMap((r) => {
    const plan = live.get(r.planId);
    return plan ? [{ ...r, ...plan }] : [];
  });
  const leaves = await calendarLeaves(tx, { tenantId, ids, ...range });
  return { schemes, bookings, leaves };
}

type CalendarValues = { tenantId: number; ids: string[]; from: string; to: string };
const aqc = auditorQualificationsView;
const calendarSchemes = preparedRead<{ auditorId: string; scheme: string }[], CalendarValues>(
  'audit-programmes.calendar-schemes',
  (db) =>
    db
      .select({ auditorId: aqc.auditorId, scheme: aqc.scheme })
      .from(aqc)
      .where(
        inTenant(aqc, sql.placeholder('tenantId'), [
          anyOf(aqc.auditorId, 'ids'),
          lte(aqc.validFrom, sql.placeholder('to')),
          gte(aqc.validTo, sql.placeholder('from')),
        ]),
      )
      .orderBy(asc(aqc.scheme)),
);
const calendarTeamRows = preparedRead<
  { auditorId: string; planId: string; role: number; halfDays: string[] }[],
  CalendarValues & { since: string }
>('audit-programmes.calendar-team-rows', (db) =>
  db
    .select({ auditorId: tm.auditorId, planId: tm.planId, role: tm.role, halfDays: tm.halfDays })
    .from(tm)
    .where(
      inTenant(tm, sql.placeholder('tenantId'), [
        anyOf(tm.auditorId, 'ids'),
        gte(tm.fromDate, sql.placeholder('since')),
        lte(tm.fromDate, sql.placeholder('to')),
        gte(tm.toDate, sql.placeholder('from')),
      ]),
    ),
);
const calendarLeaves = preparedRead<
  { auditorId: string; fromDate: string; fromHalf: number; toDate: string; toHalf: number }[],
  CalendarValues
>('audit-programmes.calendar-leaves', (db) =>
  db
    .select({
      auditorId: auditorLeavesView.auditorId,
      fromDate: auditorLeavesView.fromDate,
      fromHalf: auditorLeavesView.fromHalf,
      toDate: auditorLeavesView.toDate,
      toHalf: auditorLeavesView.toHalf,
    })
    .from(auditorLeavesView)
    .where(
      inTenant(auditorLeavesView, sql.placeholder('tenantId'), [
        anyOf(auditorLeavesView.auditorId, 'ids'),
        eq(auditorLeavesView.deleted, false),
        eq(auditorLeavesView.status, 1),
        lte(auditorLeavesView.fromDate, sql.placeholder('to')),
        gte(auditorLeavesView.toDate, sql.placeholder('from')),
      ]),
    ),
);
