/**
 * The team checks' queries (plan assignment): the half-days other plans' teams have booked, the
 * tenant's longest booking, the enterprise's consultancy relations and the rotation's lead cycles.
 * The guards on a team (plan-checks.ts) and the candidate search read them; each takes the caller's
 * transaction and the tenant id and filters by tenant even though row-level security does too.
 */
import { addDays, MAX_SCHEDULE_SPAN_DAYS } from '@cb/domain';
import { desc, eq, gte, inArray, isNotNull, lte, max, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { jsonRows } from '../../platform/db/json-rows.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  auditorConsultancies,
  auditProjects as pj,
  auditPlans as pl,
  programmeRows as pr,
  planTeamMembers as tm,
} from './schema.ts';

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
        inTenant(tm, tenantId, [
          gte(tm.fromDate, addDays(range.from, -span)),
          lte(tm.fromDate, range.to),
          gte(tm.toDate, range.from),
          exceptPlanId ? ne(tm.planId, exceptPlanId) : undefined,
          Array.isArray(auditorIds) ? inArray(tm.auditorId, [...auditorIds]) : undefined,
          sql`(select ${pl.status} from ${pl} where ${pl.id} = ${tm.planId}) in (1, 3)`,
        ]),
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
      .where(inTenant(tm, sql.placeholder('tenantId'), [isNotNull(longestSpan)]))
      .orderBy(desc(longestSpan))
      .limit(1),
);
export async function longestBooking(tx: Reader, tenantId: number): Promise<number> {
  const [row] = await longestBookingRow(tx, { tenantId });
  return Math.min(MAX_SCHEDULE_SPAN_DAYS, Math.max(0, Number(row?.days ?? 0)));
}

export async function consultanciesOf(tx: Reader, tenantId: number, enterpriseId: string) {
  return tx
    .select({
      auditorId: auditorConsultancies.auditorId,
      enterpriseId: auditorConsultancies.enterpriseId,
      endDate: auditorConsultancies.endDate,
    })
    .from(auditorConsultancies)
    .where(inTenant(auditorConsultancies, tenantId, [eq(auditorConsultancies.enterpriseId, enterpriseId)]));
}
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
    .where(inTenant(pj, tenantId, [eq(pj.planId, planId)]));
  const led = await tx
    .selectDistinct({ auditorId: tm.auditorId, cycleNo: pr.cycleNo })
    .from(tm)
    .innerJoin(pl, eq(pl.id, tm.planId))
    .innerJoin(pj, eq(pj.planId, pl.id))
    .innerJoin(pr, eq(pr.id, pj.programmeRowId))
    .where(
      inTenant(tm, tenantId, [
        eq(tm.role, 1),
        eq(pl.enterpriseId, enterpriseId),
        eq(pl.status, 3),
        ne(pl.id, planId),
        inArray(pj.programmeId, [...programmeIds]),
      ]),
    );
  return { current: current?.cycleNo ?? 1, led };
}
