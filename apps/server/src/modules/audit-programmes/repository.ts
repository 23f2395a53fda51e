/**
 * Queries of the audit programmes area. Each takes the caller's transaction and the tenant id and
 * filters by tenant even though row-level security does too. Lists page and sort on the server with
 * allowlisted columns; filters on other tables are subqueries so the count needs no join.
 */
import { addDays, MAX_SCHEDULE_SPAN_DAYS, type planListQuery, type programmeListQuery } from '@cb/domain';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  max,
  ne,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  cappedCount,
  containsPattern,
  isUnfiltered,
  orderFor,
  type PageQuery,
  paged,
  pastEnd,
  preparedListPage,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { jsonRows } from '../../platform/db/json-rows.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { users } from '../../platform/identity/schema.ts';
import {
  auditorCodeCompetencesView,
  auditorLeavesView,
  auditorQualificationsView,
  auditorsView,
} from '../auditors/door.ts';
import { customerUserLinksView, enterpriseContactsView, enterprisesView } from '../customers/door.ts';
import {
  auditorConsultancies,
  auditProgrammes as pg,
  auditProjects as pj,
  auditPlans as pl,
  planSites,
  planStatusHistory,
  programmeRows as pr,
  planTeamMembers as tm,
} from './schema.ts';

type ProgrammeFilters = Omit<z.infer<typeof programmeListQuery>, 'pageNo' | 'pageSize'>;
type PlanFilters = Partial<Omit<z.infer<typeof planListQuery>, 'pageNo' | 'pageSize'>>;

const enterpriseIdsNamed = (tx: Reader, tenantId: number, text: string) =>
  tx
    .select({ id: enterprisesView.id })
    .from(enterprisesView)
    .where(and(eq(enterprisesView.tenantId, tenantId), ilike(enterprisesView.name, containsPattern(text))));

// ─────────────────────────────────────────── programmes ───────────────────────────────────────────

const programmeColumns = {
  id: pg.id,
  version: pg.version,
  enterpriseId: pg.enterpriseId,
  enterpriseName: enterprisesView.name,
  contractId: pg.contractId,
  contractItemId: pg.contractItemId,
  contractNo: pg.contractNo,
  scheme: pg.scheme,
  standardName: pg.standardName,
  scopeText: pg.scopeText,
  codes: pg.codes,
  stage1Days: pg.stage1Days,
  stage2Days: pg.stage2Days,
  surveillanceDays: pg.surveillanceDays,
  recertificationDays: pg.recertificationDays,
  sitesToSample: pg.sitesToSample,
  branchCode: pg.branchCode,
  ruleSetId: pg.ruleSetId,
  cycleNo: pg.cycleNo,
  cycleStart: pg.cycleStart,
  expiryDate: pg.expiryDate,
  isTransfer: pg.isTransfer,
  status: pg.status,
  createTime: pg.createdAt,
};
export type ProgrammeRecord = Awaited<ReturnType<typeof findProgramme>> & {};

function programmeWhere(tx: Reader, tenantId: number, q: ProgrammeFilters): SQL | undefined {
  return and(
    eq(pg.tenantId, tenantId),
    q.enterpriseName
      ? inArray(pg.enterpriseId, enterpriseIdsNamed(tx, tenantId, q.enterpriseName))
      : undefined,
    q.contractNo ? ilike(pg.contractNo, containsPattern(q.contractNo)) : undefined,
    q.scheme ? eq(pg.scheme, q.scheme) : undefined,
    q.status !== undefined ? eq(pg.status, q.status) : undefined,
  );
}

export async function listProgrammes(tx: Reader, tenantId: number, q: ProgrammeFilters & Partial<PageQuery>) {
  const where = programmeWhere(tx, tenantId, q);
  // An export (no page size) takes every row and needs no count.
  const counted = q.pageSize === undefined ? 0 : await cappedCount(tx, pg, where);
  const pageSize = q.pageSize ?? 20_000;
  const offset = ((q.pageNo ?? 1) - 1) * pageSize;
  const records =
    q.pageSize !== undefined && pastEnd(counted, offset)
      ? []
      : await tx
          .select(programmeColumns)
          .from(pg)
          .innerJoin(enterprisesView, eq(enterprisesView.id, pg.enterpriseId))
          .where(where)
          .orderBy(
            ...orderFor(
              { column: q.column, order: q.order ?? 'desc' },
              { createTime: pg.createdAt, enterpriseName: enterprisesView.name },
              [desc(pg.createdAt), asc(pg.id)],
              pg.id,
            ),
          )
          .limit(pageSize)
          .offset(offset);
  return { records, counted };
}

export async function findProgramme(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(programmeColumns)
    .from(pg)
    .innerJoin(enterprisesView, eq(enterprisesView.id, pg.enterpriseId))
    .where(and(eq(pg.tenantId, tenantId), eq(pg.id, id)));
  return row;
}

export async function activeProgrammes(tx: Reader, tenantId: number, programmeId?: string) {
  return tx
    .select(programmeColumns)
    .from(pg)
    .innerJoin(enterprisesView, eq(enterprisesView.id, pg.enterpriseId))
    .where(
      and(eq(pg.tenantId, tenantId), eq(pg.status, 1), programmeId ? eq(pg.id, programmeId) : undefined),
    );
}

/** Rows of programmes with the project made from each (if any). */
export async function rowsOf(tx: Reader, tenantId: number, programmeIds: readonly string[]) {
  if (programmeIds.length === 0) return [];
  return tx
    .select({
      id: pr.id,
      version: pr.version,
      programmeId: pr.programmeId,
      seq: pr.seq,
      cycleNo: pr.cycleNo,
      auditType: pr.auditType,
      stage: pr.stage,
      dueFrom: pr.dueFrom,
      dueTo: pr.dueTo,
      days: pr.days,
      sitesToSample: pr.sitesToSample,
      estimated: pr.estimated,
      projectId: pj.id,
      projectStatus: pj.status,
      planId: pj.planId,
    })
    .from(pr)
    .leftJoin(pj, eq(pj.programmeRowId, pr.id))
    .where(and(eq(pr.tenantId, tenantId), inArray(pr.programmeId, [...programmeIds])))
    .orderBy(asc(pr.programmeId), asc(pr.seq));
}

// ───────────────────────────────────────────── plans ─────────────────────────────────────────────

const planColumns = {
  id: pl.id,
  version: pl.version,
  planNo: pl.planNo,
  status: pl.status,
  enterpriseId: pl.enterpriseId,
  enterpriseName: enterprisesView.name,
  branchCode: pl.branchCode,
  method: pl.method,
  schedule: pl.schedule,
  startDate: pl.startDate,
  endDate: pl.endDate,
  offsiteDays: pl.offsiteDays,
  requiredDays: pl.requiredDays,
  notes: pl.notes,
  submittedBy: pl.submittedBy,
  approvedBy: pl.approvedBy,
  approvedAt: pl.approvedAt,
  reason: pl.reason,
  noticeSentAt: pl.noticeSentAt,
  createTime: pl.createdAt,
};
export type PlanRecord = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function planWhere(
  tx: Reader,
  tenantId: number,
  q: PlanFilters,
  scope?: SQL,
  onlyAuditorId?: string,
): SQL | undefined {
  return and(
    eq(pl.tenantId, tenantId),
    scope,
    q.status !== undefined ? eq(pl.status, q.status) : undefined,
    q.dateFrom ? gte(pl.endDate, q.dateFrom) : undefined,
    q.dateTo ? lte(pl.startDate, q.dateTo) : undefined,
    q.branchCode ? eq(pl.branchCode, q.branchCode) : undefined,
    q.planNo ? ilike(pl.planNo, containsPattern(q.planNo)) : undefined,
    q.enterpriseName
      ? inArray(pl.enterpriseId, enterpriseIdsNamed(tx, tenantId, q.enterpriseName))
      : undefined,
    q.scheme
      ? inArray(
          pl.id,
          tx
            .select({ id: pj.planId })
            .from(pj)
            .where(and(eq(pj.tenantId, tenantId), eq(pj.scheme, q.scheme))),
        )
      : undefined,
    q.auditorName
      ? inArray(
          pl.id,
          tx
            .select({ id: tm.planId })
            .from(tm)
            .innerJoin(auditorsView, eq(auditorsView.id, tm.auditorId))
            .where(and(eq(tm.tenantId, tenantId), ilike(auditorsView.name, containsPattern(q.auditorName)))),
        )
      : undefined,
    onlyAuditorId
      ? inArray(
          pl.id,
          tx
            .select({ id: tm.planId })
            .from(tm)
            .where(and(eq(tm.tenantId, tenantId), eq(tm.auditorId, onlyAuditorId))),
        )
      : undefined,
  );
}

/** The plans the auditor is on, in `role` (TEAM_ROLES) when given: 我的审核任务's scope. */
export function plansOfAuditor(tx: Reader, tenantId: number, auditorId: string, role?: number): SQL {
  return inArray(
    pl.id,
    tx
      .select({ id: tm.planId })
      .from(tm)
      .where(
        and(
          eq(tm.tenantId, tenantId),
          eq(tm.auditorId, auditorId),
          role !== undefined ? eq(tm.role, role) : undefined,
        ),
      ),
  );
}

export async function listPlans(tx: Reader, where: SQL | undefined, q: Partial<PageQuery>) {
  // An export (no page size) takes every row and needs no count.
  const counted = q.pageSize === undefined ? 0 : await cappedCount(tx, pl, where);
  const pageSize = q.pageSize ?? 20_000;
  const offset = ((q.pageNo ?? 1) - 1) * pageSize;
  const records =
    q.pageSize !== undefined && pastEnd(counted, offset)
      ? []
      : await tx
          .select(planColumns)
          .from(pl)
          .innerJoin(enterprisesView, eq(enterprisesView.id, pl.enterpriseId))
          .where(where)
          .orderBy(
            ...orderFor(
              { column: q.column, order: q.order ?? 'desc' },
              { createTime: pl.createdAt, startDate: pl.startDate, planNo: pl.planNo },
              [desc(pl.createdAt), asc(pl.id)],
              pl.id,
            ),
          )
          .limit(pageSize)
          .offset(offset);
  return { records, counted };
}

export async function findPlan(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(planColumns)
    .from(pl)
    .innerJoin(enterprisesView, eq(enterprisesView.id, pl.enterpriseId))
    .where(and(eq(pl.tenantId, tenantId), eq(pl.id, id)));
  return row;
}

export async function projectsOfPlans(tx: Reader, tenantId: number, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  return tx
    .select({
      id: pj.id,
      planId: pj.planId,
      programmeId: pj.programmeId,
      scheme: pj.scheme,
      standardName: pg.standardName,
      scopeText: pg.scopeText,
      contractNo: pg.contractNo,
      auditType: pj.auditType,
      stage: pj.stage,
      dueFrom: pj.dueFrom,
      dueTo: pj.dueTo,
      days: pj.days,
      codes: pj.codes,
      status: pj.status,
    })
    .from(pj)
    .innerJoin(pg, eq(pg.id, pj.programmeId))
    .where(and(eq(pj.tenantId, tenantId), inArray(pj.planId, [...planIds])))
    .orderBy(asc(pj.dueTo));
}

export async function teamsOfPlans(tx: Reader, tenantId: number, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  return tx
    .select({
      id: tm.id,
      planId: tm.planId,
      auditorId: tm.auditorId,
      name: auditorsView.name,
      userId: auditorsView.userId,
      role: tm.role,
      scheme: tm.scheme,
      codes: tm.codes,
      days: tm.days,
      halfDays: tm.halfDays,
      supervisorId: tm.supervisorId,
    })
    .from(tm)
    .innerJoin(auditorsView, eq(auditorsView.id, tm.auditorId))
    .where(and(eq(tm.tenantId, tenantId), inArray(tm.planId, [...planIds])))
    .orderBy(asc(tm.planId), asc(tm.role), asc(tm.sortNo));
}

export async function sitesOf(tx: Reader, tenantId: number, planId: string) {
  return tx
    .select({
      id: planSites.id,
      name: planSites.name,
      address: planSites.address,
      siteType: planSites.siteType,
    })
    .from(planSites)
    .where(and(eq(planSites.tenantId, tenantId), eq(planSites.planId, planId)))
    .orderBy(asc(planSites.sortNo));
}

export async function historyOf(tx: Reader, tenantId: number, planId: string) {
  return tx
    .select({
      id: planStatusHistory.id,
      fromStatus: planStatusHistory.fromStatus,
      toStatus: planStatusHistory.toStatus,
      action: planStatusHistory.action,
      reason: planStatusHistory.reason,
      byName: planStatusHistory.byName,
      at: planStatusHistory.createdAt,
    })
    .from(planStatusHistory)
    .where(and(eq(planStatusHistory.tenantId, tenantId), eq(planStatusHistory.planId, planId)))
    .orderBy(asc(planStatusHistory.createdAt), asc(planStatusHistory.id));
}

/**
 * Half-days booked by team members of other submitted or approved plans between two dates,
 * by auditor: the clash check's input.
 */
export async function bookingsBetween(
  tx: Reader,
  tenantId: number,
  range: { from: string; to: string },
  exceptPlanId: string | null,
  /** Only these auditors (a team, or a subquery of ids), instead of everyone. */
  auditorIds?: readonly string[] | SQLWrapper,
) {
  if (Array.isArray(auditorIds) && auditorIds.length === 0) return new Map<string, Set<string>>();
  // Bookings starting within the tenant's longest booking before the range (index on from_date),
  // of submitted and approved plans (drafts do not block anyone). The plan's status is a subquery
  // per row, looked up by key: as a join the planner would hash the tenant's whole plan table.
  // Read as one JSON array: the candidate search reads a booking for most auditors of the tenant.
  const span = await longestBooking(tx, tenantId);
  const rows = await jsonRows(
    tx,
    tx
      .select({ auditorId: tm.auditorId, halfDays: tm.halfDays })
      .from(tm)
      .where(
        and(
          eq(tm.tenantId, tenantId),
          gte(tm.fromDate, addDays(range.from, -span)),
          lte(tm.fromDate, range.to),
          gte(tm.toDate, range.from),
          exceptPlanId ? ne(tm.planId, exceptPlanId) : undefined,
          // A team is looked up by auditor; a subquery of many (the candidate search) is not: the
          // window holds few bookings, and a probe per auditor would read each one's whole quarter.
          Array.isArray(auditorIds) ? inArray(tm.auditorId, [...auditorIds]) : undefined,
          sql`(select ${pl.status} from ${pl} where ${pl.id} = ${tm.planId}) in (1, 3)`,
        ),
      ),
  );
  const out = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = out.get(r.auditorId) ?? new Set<string>();
    for (const h of r.halfDays) set.add(h);
    out.set(r.auditorId, set);
  }
  return out;
}

/**
 * The longest booking of the tenant's team members in days (to_date − from_date; 0 when none), by
 * one probe of plan_team_members_span_idx: how far before a range a booking that reaches into it
 * can start. Never more than a schedule may span.
 */
const longestSpan = sql<number>`(${tm.toDate} - ${tm.fromDate})`;
const longestBookingRow = preparedRead<{ days: number }[], { tenantId: number }>(
  'audit-programmes.longest-booking',
  (db) =>
    db
      .select({ days: longestSpan })
      .from(tm)
      .where(and(eq(tm.tenantId, sql.placeholder('tenantId')), isNotNull(longestSpan)))
      .orderBy(desc(longestSpan))
      .limit(1),
);
export async function longestBooking(tx: Reader, tenantId: number): Promise<number> {
  const [row] = await longestBookingRow(tx, { tenantId });
  return Math.min(MAX_SCHEDULE_SPAN_DAYS, Math.max(0, Number(row?.days ?? 0)));
}

/** `column = any(values)` with the values one array placeholder (a prepared statement's shape). */
const anyOf = (column: SQLWrapper, name: string) => sql`${column} = any(${sql.placeholder(name)}::uuid[])`;

const livePlanRows = preparedRead<
  { id: string; planNo: string; status: number; enterpriseId: string }[],
  { tenantId: number; ids: string[] }
>('audit-programmes.live-plans', (db) =>
  db
    .select({ id: pl.id, planNo: pl.planNo, status: pl.status, enterpriseId: pl.enterpriseId })
    .from(pl)
    .where(
      and(eq(pl.tenantId, sql.placeholder('tenantId')), anyOf(pl.id, 'ids'), inArray(pl.status, [1, 3])),
    ),
);
const enterpriseNames = preparedRead<{ id: string; name: string }[], { tenantId: number; ids: string[] }>(
  'audit-programmes.enterprise-names',
  (db) =>
    db
      .select({ id: enterprisesView.id, name: enterprisesView.name })
      .from(enterprisesView)
      .where(
        and(eq(enterprisesView.tenantId, sql.placeholder('tenantId')), anyOf(enterprisesView.id, 'ids')),
      ),
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

export async function consultanciesOf(tx: Reader, tenantId: number, enterpriseId: string) {
  return tx
    .select({
      auditorId: auditorConsultancies.auditorId,
      enterpriseId: auditorConsultancies.enterpriseId,
      endDate: auditorConsultancies.endDate,
    })
    .from(auditorConsultancies)
    .where(
      and(eq(auditorConsultancies.tenantId, tenantId), eq(auditorConsultancies.enterpriseId, enterpriseId)),
    );
}

export async function userNames(tx: Reader, tenantId: number, ids: readonly (string | null)[]) {
  const list = [...new Set(ids.filter((i): i is string => Boolean(i)))];
  if (list.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, name: users.realname })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, list)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Sign-in users acting for the enterprise (its contacts with an account). */
export async function enterpriseUserIds(tx: Reader, tenantId: number, enterpriseId: string) {
  const rows = await tx
    .select({ userId: customerUserLinksView.userId })
    .from(customerUserLinksView)
    .where(
      and(eq(customerUserLinksView.tenantId, tenantId), eq(customerUserLinksView.enterpriseId, enterpriseId)),
    );
  return rows.map((r) => r.userId);
}

export { auditorOfUser } from '../auditors/door.ts';

// ─────────────────────────────────────────── 审核日程 ───────────────────────────────────────────

export interface CalendarFilters {
  from: string;
  to: string;
  scheme?: string;
  /** A professional code or its prefix (大类 or 大类.中类). */
  code?: string;
  name?: string;
}

const calendarAuditorRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    db
      .select({ id: auditorsView.id, name: auditorsView.name })
      .from(auditorsView)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const CALENDAR_ORDER = {
  asc: [asc(auditorsView.name), asc(auditorsView.id)],
  desc: [desc(auditorsView.name), asc(auditorsView.id)],
};
const activeAuditors = and(
  eq(auditorsView.tenantId, sql.placeholder('tenantId')),
  eq(auditorsView.status, 1),
);
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
  const where = and(
    eq(auditorsView.tenantId, tenantId),
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
  );
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
        and(
          eq(aqc.tenantId, sql.placeholder('tenantId')),
          anyOf(aqc.auditorId, 'ids'),
          lte(aqc.validFrom, sql.placeholder('to')),
          gte(aqc.validTo, sql.placeholder('from')),
        ),
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
      and(
        eq(tm.tenantId, sql.placeholder('tenantId')),
        anyOf(tm.auditorId, 'ids'),
        gte(tm.fromDate, sql.placeholder('since')),
        lte(tm.fromDate, sql.placeholder('to')),
        gte(tm.toDate, sql.placeholder('from')),
      ),
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
      and(
        eq(auditorLeavesView.tenantId, sql.placeholder('tenantId')),
        anyOf(auditorLeavesView.auditorId, 'ids'),
        eq(auditorLeavesView.deleted, false),
        eq(auditorLeavesView.status, 1),
        lte(auditorLeavesView.fromDate, sql.placeholder('to')),
        gte(auditorLeavesView.toDate, sql.placeholder('from')),
      ),
    ),
);

/**
 * Rotation: the certification cycles in which each auditor led an approved plan of the enterprise
 * for one of the programmes (other than `exceptPlanId`), and the cycle of that plan's projects.
 */
export async function leadCycles(
  tx: Reader,
  tenantId: number,
  enterpriseId: string,
  planId: string,
  programmeIds: readonly string[],
) {
  if (programmeIds.length === 0) return { current: 1, led: [] };
  const [current] = await tx
    .select({ cycleNo: max(pr.cycleNo) })
    .from(pj)
    .innerJoin(pr, eq(pr.id, pj.programmeRowId))
    .where(and(eq(pj.tenantId, tenantId), eq(pj.planId, planId)));
  const led = await tx
    .selectDistinct({ auditorId: tm.auditorId, cycleNo: pr.cycleNo })
    .from(tm)
    .innerJoin(pl, eq(pl.id, tm.planId))
    .innerJoin(pj, eq(pj.planId, pl.id))
    .innerJoin(pr, eq(pr.id, pj.programmeRowId))
    .where(
      and(
        eq(tm.tenantId, tenantId),
        eq(tm.role, 1),
        eq(pl.enterpriseId, enterpriseId),
        eq(pl.status, 3),
        ne(pl.id, planId),
        inArray(pj.programmeId, [...programmeIds]),
      ),
    );
  return { current: current?.cycleNo ?? 1, led };
}

/** The enterprise's contact who receives the audit notice: the primary one, else the first. */
export async function primaryContact(tx: Reader, tenantId: number, enterpriseId: string) {
  const [row] = await tx
    .select({ name: enterpriseContactsView.name, email: enterpriseContactsView.email })
    .from(enterpriseContactsView)
    .where(
      and(
        eq(enterpriseContactsView.tenantId, tenantId),
        eq(enterpriseContactsView.enterpriseId, enterpriseId),
      ),
    )
    .orderBy(
      desc(enterpriseContactsView.isPrimary),
      asc(enterpriseContactsView.sortNo),
      asc(enterpriseContactsView.createdAt),
    )
    .limit(1);
  return row;
}

/** A programme's cycle as its rule set counts it (regenerated after a decision, re-anchored at issue). */
export async function setProgrammeCycle(
  tx: Tx,
  programmeId: string,
  cycle: Pick<typeof pg.$inferInsert, 'cycleStart' | 'expiryDate' | 'ruleSetId'> & { cycleNo?: number },
  actorId: string | null,
) {
  await tx
    .update(pg)
    .set({
      ...cycle,
      updatedBy: actorId,
      version: sql`${pg.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(pg.id, programmeId));
}
