/**
 * Queries of 应急响应 (yjxy). Every function runs inside the caller's transaction and filters by
 * tenant (RLS does too); sort columns come from an allowlist and client text only ever as bound
 * values. Other areas' data comes through their doors' views.
 */
import type { EventInput, eventEnterpriseQuery, eventListQuery } from '@cb/domain/emergencies';
import { and, asc, desc, eq, inArray, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, orderFor, paged, updateVersioned } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { tenants } from '../../platform/identity/schema.ts';
import {
  auditProgrammesView as pg,
  auditProjectsView as pj,
  programmeRowsView as pr,
} from '../audit-programmes/door.ts';
import { certificatesView as c } from '../certificates/door.ts';
import { enterprisesView as ev } from '../customers/door.ts';
import { emergencyDecisions as d, emergencyEnterprises as ee, emergencyEvents as r } from './schema.ts';

export type EventListQuery = z.infer<typeof eventListQuery>;
export type EventExportQuery = Omit<EventListQuery, 'pageNo' | 'pageSize'>;
type Filters = Omit<EventListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

const SORT = { title: r.title, occurredAt: r.occurredAt, status: r.status, createTime: r.createdAt };
const DEFAULT_ORDER = [desc(r.createdAt), desc(r.id)];

// Inside a subquery drizzle writes columns without their table: the outer event's id is named in
// full, so it can never be taken for the affected row's own id.
const outerId = sql.raw('"emergency_events"."id"');
const affectedCount = sql<number>`(select count(*)::int from ${ee} where ${ee.eventId} = ${outerId})`;
const respondedCount = sql<number>`(select count(*)::int from ${ee} where ${ee.eventId} = ${outerId} and ${ee.respondedAt} is not null)`;

const rowColumns = {
  id: r.id,
  title: r.title,
  eventType: r.eventType,
  regions: r.regions,
  occurredAt: r.occurredAt,
  status: r.status,
  postponementMonths: r.postponementMonths,
  extensionMonths: r.extensionMonths,
  remoteAuditAllowed: r.remoteAuditAllowed,
  affected: affectedCount,
  responded: respondedCount,
  createTime: r.createdAt,
  version: r.version,
};

function where(tenantId: number, f: Filters): SQL | undefined {
  return and(
    eq(r.tenantId, tenantId),
    contains(r.title, f.title),
    f.status !== undefined ? eq(r.status, f.status) : undefined,
    f.eventType ? eq(r.eventType, f.eventType) : undefined,
  );
}

export function listEvents(tx: Reader, tenantId: number, q: EventListQuery) {
  const condition = where(tenantId, q);
  return paged(tx, r, condition, q, (limit, offset) =>
    tx
      .select(rowColumns)
      .from(r)
      .where(condition)
      .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
      .limit(limit)
      .offset(offset),
  );
}

export function exportEvents(tx: Reader, tenantId: number, q: EventExportQuery, max: number) {
  return tx
    .select(rowColumns)
    .from(r)
    .where(where(tenantId, q))
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
    .limit(max);
}

export type EventListRow = Awaited<ReturnType<typeof exportEvents>>[number];

export async function findEvent(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      ...rowColumns,
      description: r.description,
      scope: r.scope,
      industries: r.industries,
      enterpriseIds: r.enterpriseIds,
      publishedAt: r.publishedAt,
      closedAt: r.closedAt,
      noticeSentAt: r.noticeSentAt,
    })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
  return row;
}

export async function lockEvent(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
    .for('update');
  return row;
}

export async function enterpriseNames(tx: Reader, tenantId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: ev.id, name: ev.name })
    .from(ev)
    .where(inTenant(ev, tenantId, [inArray(ev.id, [...ids])]));
  const byId = new Map(rows.map((x) => [x.id, x.name]));
  return ids.map((id) => byId.get(id) ?? '');
}

export async function insertEvent(tx: Tx, tenantId: number, userId: string, input: EventInput) {
  const [row] = await tx
    .insert(r)
    .values({ ...input, tenantId, createdBy: userId, updatedBy: userId })
    .returning({ id: r.id, version: r.version });
  return row!;
}

export async function updateEvent(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  input: Partial<typeof r.$inferInsert>,
) {
  const row = await updateVersioned(tx, r, id, version, input, userId);
  return { id: row.id, version: row.version };
}

export async function deleteEvent(tx: Tx, tenantId: number, id: string, version: number) {
  const rows = await tx
    .delete(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.version, version)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Enterprises to choose from by name or number, 50 at a time. */
export function enterpriseOptions(tx: Reader, tenantId: number, keyword: string | undefined) {
  return tx
    .select({ id: ev.id, code: ev.code, name: ev.name })
    .from(ev)
    .where(
      inTenant(ev, tenantId, [
        eq(ev.deleted, false),
        keyword ? or(contains(ev.name, keyword), contains(ev.code, keyword)) : undefined,
      ]),
    )
    .orderBy(asc(ev.name))
    .limit(50);
}

/** A region code's prefix: its trailing "00" pairs dropped (310000 → 31, 310100 → 3101). */
const regionPrefix = (code: string) => code.replace(/(00)+$/, '') || code;

/** The enterprises an event affects, by its scope (region or industry prefix, or its list). */
export async function matchingEnterprises(
  tx: Reader,
  tenantId: number,
  event: { scope: string; regions: string[]; industries: string[]; enterpriseIds: string[] },
): Promise<string[]> {
  let condition: SQL | undefined;
  if (event.scope === 'region')
    condition = or(...event.regions.map((code) => like(ev.regionCode, `${regionPrefix(code)}%`)));
  else if (event.scope === 'industry')
    condition = or(...event.industries.map((code) => eq(ev.industryCode, code)));
  else condition = event.enterpriseIds.length ? inArray(ev.id, event.enterpriseIds) : undefined;
  if (!condition) return [];
  const rows = await tx
    .select({ id: ev.id })
    .from(ev)
    .where(inTenant(ev, tenantId, [eq(ev.deleted, false), condition]))
    .orderBy(asc(ev.name));
  return rows.map((x) => x.id);
}

export async function insertAffected(
  tx: Tx,
  tenantId: number,
  userId: string,
  eventId: string,
  ids: string[],
) {
  if (ids.length === 0) return;
  await tx
    .insert(ee)
    .values(
      ids.map((enterpriseId) => ({ tenantId, eventId, enterpriseId, createdBy: userId, updatedBy: userId })),
    )
    .onConflictDoNothing();
}

export function affectedIds(tx: Reader, tenantId: number, eventId: string) {
  return tx
    .select({ id: ee.id, enterpriseId: ee.enterpriseId, name: ev.name })
    .from(ee)
    .innerJoin(ev, eq(ev.id, ee.enterpriseId))
    .where(and(eq(ee.tenantId, tenantId), eq(ee.eventId, eventId)))
    .orderBy(asc(ev.name));
}

export function setToken(tx: Tx, id: string, tokenHash: string, at: Date) {
  return tx.update(ee).set({ tokenHash, noticeSentAt: at }).where(eq(ee.id, id));
}

export function setDelivery(tx: Tx, id: string, outcome: { emailStatus?: string; smsStatus?: string }) {
  return tx.update(ee).set(outcome).where(eq(ee.id, id));
}

export async function listAffected(tx: Reader, tenantId: number, q: z.infer<typeof eventEnterpriseQuery>) {
  const condition = and(
    eq(ee.tenantId, tenantId),
    eq(ee.eventId, q.id),
    q.responded === undefined ? undefined : q.responded ? isNotNull(ee.respondedAt) : isNull(ee.respondedAt),
  );
  const page = await paged(tx, ee, condition, q, (limit, offset) =>
    tx
      .select({
        enterpriseId: ee.enterpriseId,
        name: ev.name,
        regionCode: ev.regionCode,
        industryCode: ev.industryCode,
        noticeSentAt: ee.noticeSentAt,
        respondedAt: ee.respondedAt,
        canOperate: ee.canOperate,
        expectedRecovery: ee.expectedRecovery,
        alternativeSites: ee.alternativeSites,
        postponementWanted: ee.postponementWanted,
        remark: ee.remark,
      })
      .from(ee)
      .innerJoin(ev, eq(ev.id, ee.enterpriseId))
      .where(condition)
      .orderBy(...orderFor(q, { name: ev.name, respondedAt: ee.respondedAt }, [asc(ev.name)], ee.id))
      .limit(limit)
      .offset(offset),
  );
  const decided = await decisionsOf(
    tx,
    tenantId,
    q.id,
    page.records.map((x) => x.enterpriseId),
  );
  return {
    ...page,
    records: page.records.map((x) => ({
      ...x,
      decisions: decided.filter((y) => y.enterpriseId === x.enterpriseId),
    })),
  };
}

export async function decisionsOf(tx: Reader, tenantId: number, eventId: string, enterpriseIds: string[]) {
  if (enterpriseIds.length === 0) return [];
  const rows = await tx
    .select({
      id: d.id,
      enterpriseId: d.enterpriseId,
      kind: d.kind,
      subject: d.subject,
      originalDate: d.originalDate,
      newDate: d.newDate,
      months: d.months,
      createTime: d.createdAt,
    })
    .from(d)
    .where(and(eq(d.tenantId, tenantId), eq(d.eventId, eventId), inArray(d.enterpriseId, enterpriseIds)))
    .orderBy(asc(d.createdAt));
  return rows.map((x) => ({ ...x, kind: x.kind as 'audit' | 'validity' }));
}

export async function findAffected(tx: Reader, tenantId: number, eventId: string, enterpriseId: string) {
  const [row] = await tx
    .select({ id: ee.id, name: ev.name })
    .from(ee)
    .innerJoin(ev, eq(ev.id, ee.enterpriseId))
    .where(and(eq(ee.tenantId, tenantId), eq(ee.eventId, eventId), eq(ee.enterpriseId, enterpriseId)));
  return row;
}

/** The enterprise's audits a postponement may move: active programmes' rows not held yet. */
export function openAudits(tx: Reader, tenantId: number, enterpriseId: string, types: readonly number[]) {
  return tx
    .select({
      programmeRowId: pr.id,
      auditType: pr.auditType,
      scheme: pg.scheme,
      dueTo: pr.dueTo,
      cycleStart: pg.cycleStart,
      ruleSetId: pg.ruleSetId,
    })
    .from(pr)
    .innerJoin(pg, eq(pg.id, pr.programmeId))
    .leftJoin(pj, eq(pj.programmeRowId, pr.id))
    .where(
      inTenant(pr, tenantId, [
        eq(pg.enterpriseId, enterpriseId),
        eq(pg.status, 1),
        isNull(pr.stage),
        eq(pr.estimated, 0),
        inArray(pr.auditType, [...types]),
        or(isNull(pj.id), eq(pj.status, 0)),
      ]),
    )
    .orderBy(asc(pr.dueTo));
}

/** The enterprise's valid or suspended certificates. */
export function liveCertificates(tx: Reader, tenantId: number, enterpriseId: string) {
  return tx
    .select({
      certificateId: c.id,
      certNo: c.certNo,
      standardCode: c.standardCode,
      expiryDate: c.expiryDate,
    })
    .from(c)
    .where(inTenant(c, tenantId, [eq(c.enterpriseId, enterpriseId), inArray(c.status, [1, 2])]))
    .orderBy(asc(c.certNo));
}

/** Months already decided per programme row or certificate, and the latest new date. */
export async function decidedSoFar(tx: Reader, tenantId: number, kind: 'audit' | 'validity', ids: string[]) {
  if (ids.length === 0) return new Map<string, { months: number; newDate: string }>();
  const key = kind === 'audit' ? d.programmeRowId : d.certificateId;
  const rows = await tx
    .select({
      key,
      months: sql<number>`sum(${d.months})::int`,
      newDate: sql<string>`max(${d.newDate})::text`,
    })
    .from(d)
    .where(and(eq(d.tenantId, tenantId), eq(d.kind, kind), inArray(key, ids)))
    .groupBy(key);
  return new Map(rows.map((x) => [x.key!, { months: Number(x.months), newDate: x.newDate }]));
}

export async function insertDecision(tx: Tx, values: typeof d.$inferInsert) {
  const [row] = await tx.insert(d).values(values).returning({ id: d.id, newDate: d.newDate });
  return row!;
}

export async function findDecision(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      id: d.id,
      eventId: d.eventId,
      enterpriseId: d.enterpriseId,
      kind: d.kind,
      subject: d.subject,
      originalDate: d.originalDate,
      newDate: d.newDate,
      months: d.months,
      reason: d.reason,
      createdAt: d.createdAt,
      enterpriseName: ev.name,
      eventTitle: r.title,
      occurredAt: r.occurredAt,
    })
    .from(d)
    .innerJoin(r, eq(r.id, d.eventId))
    .innerJoin(ev, eq(ev.id, d.enterpriseId))
    .where(and(eq(d.tenantId, tenantId), eq(d.id, id)));
  return row;
}

// ───────────────────────────── the programmes' hook (postponed deadlines) ─────────────────────────────

export async function postponedOfRows(tx: Reader, tenantId: number, rowIds: readonly string[]) {
  const found = await decidedSoFar(tx, tenantId, 'audit', [...rowIds]);
  return new Map([...found].map(([k, v]) => [k, v.newDate]));
}

/** Postponed audits not held yet: the row, its latest new deadline, the enterprise and the event. */
export function openPostponements(tx: Reader, tenantId: number) {
  return tx
    .select({
      rowId: d.programmeRowId,
      postponedTo: sql<string>`max(${d.newDate})::text`,
      originalDate: sql<string>`min(${d.originalDate})::text`,
      subject: sql<string>`min(${d.subject})`,
      enterpriseName: ev.name,
      eventTitle: sql<string>`min(${r.title})`,
    })
    .from(d)
    .innerJoin(r, eq(r.id, d.eventId))
    .innerJoin(ev, eq(ev.id, d.enterpriseId))
    .innerJoin(pr, eq(pr.id, d.programmeRowId))
    .leftJoin(pj, eq(pj.programmeRowId, d.programmeRowId))
    .where(and(eq(d.tenantId, tenantId), eq(d.kind, 'audit'), or(isNull(pj.id), eq(pj.status, 0))))
    .groupBy(d.programmeRowId, ev.name);
}

// ─────────────────────────────────────────── the public page ───────────────────────────────────────────

/** The affected enterprise whose link token hashes to `tokenHash`, for event `eventId` (any tenant). */
export async function byToken(tx: Reader, eventId: string, tokenHash: string) {
  const [row] = await tx
    .select({
      id: ee.id,
      tenantId: ee.tenantId,
      enterpriseId: ee.enterpriseId,
      enterpriseName: ev.name,
      respondedAt: ee.respondedAt,
      canOperate: ee.canOperate,
      expectedRecovery: ee.expectedRecovery,
      alternativeSites: ee.alternativeSites,
      postponementWanted: ee.postponementWanted,
      remark: ee.remark,
      version: ee.version,
      event: {
        id: r.id,
        title: r.title,
        eventType: r.eventType,
        regions: r.regions,
        occurredAt: r.occurredAt,
        description: r.description,
        remoteAuditAllowed: r.remoteAuditAllowed,
        postponementMonths: r.postponementMonths,
        extensionMonths: r.extensionMonths,
        status: r.status,
      },
    })
    .from(ee)
    .innerJoin(r, eq(r.id, ee.eventId))
    .innerJoin(ev, eq(ev.id, ee.enterpriseId))
    .where(and(eq(ee.tokenHash, tokenHash), eq(ee.eventId, eventId), inArray(r.status, [1, 2])));
  return row;
}

export async function saveResponse(
  tx: Tx,
  id: string,
  version: number,
  values: Partial<typeof ee.$inferInsert>,
) {
  return updateVersioned(tx, ee, id, version, values, null);
}

/** The body's (tenant's) name, for the public page and the letters. */
export async function tenantName(tx: Reader, tenantId: number): Promise<string | undefined> {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name;
}
