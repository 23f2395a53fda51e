/**
 * 审核结果上报's stored marks of the unreported team rows (schema.ts report_result_marks): one per
 * team row (`<project>:<member>`) of a finished audit that no batch has reported, with the list's
 * date and filters. The rows are the records' own, read through the owning areas' doors exactly as
 * the computed path reads them (sources.ts resultSources): the plan with a first audit day, its
 * projects with a finished execution, the plan's team (leader, auditor, expert; an auditor of the
 * project's scheme). Kept exact by
 *
 * - the audit's finish (audit-execution's onAuditFinished hook, in the finishing transaction): the
 *   project's marks computed again;
 * - 上报 (reportRows, in its transaction): the reported rows' marks deleted;
 * - a plan's team or dates changed (audit-programmes' onPlanChanged hook, in that transaction): the
 *   plan's projects' marks computed again;
 * - the refresh (demo seed, seed:large, the hourly job regulator-reporting.refreshResultMarks): every
 *   mark of the tenant computed again, a safety net for a record changed some other way (a finish
 *   undone, an auditor's scheme), and report_mark_refreshes says when. A tenant never refreshed has no marks to
 *   trust: its list reads the records (unreported-page.ts).
 */
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Reader, Tx } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import { projectExecutionsView as px } from '../audit-execution/door.ts';
import {
  auditProjectsView as pj,
  auditPlansForReportView as pl,
  planTeamMembersView as tm,
} from '../audit-programmes/door.ts';
import { reportResultMarks as mk, reportBatchRows as r, reportMarkRefreshes } from './schema.ts';

/** No reported team row has this source id (`<project>:<member>`, its unique index). */
export const resultNotReported = (tenantId: number, sourceId: SQL) =>
  sql`not exists (select 1 from ${r} where ${r.tenantId} = ${tenantId} and ${r.kind} = 'result' and ${r.sourceId} = ${sourceId})`;

/** A team row's source id (`<project>:<member>`) and its date, in SQL. */
export const resultSourceId = sql`${pj.id}::text || ':' || ${tm.id}::text`;
export const resultEventDate = sql`coalesce(${pl.endDate}, ${pl.startDate})`;

/**
 * The unreported team rows of finished audits (of `projectIds` only, when given), from the records:
 * `q` is a select from the plans (`tx.select(…).from(pl).$dynamic()`); `where` narrows further.
 */
export function liveResultRows<Q extends PgSelect>(
  q: Q,
  tenantId: number,
  where?: SQL,
  projectIds?: readonly string[],
) {
  return q
    .innerJoin(pj, and(eq(pj.tenantId, tenantId), eq(pj.planId, pl.id)))
    .innerJoin(px, and(eq(px.tenantId, tenantId), eq(px.projectId, pj.id)))
    .innerJoin(tm, and(eq(tm.tenantId, tenantId), eq(tm.planId, pl.id)))
    .where(
      and(
        eq(pl.tenantId, tenantId),
        isNotNull(pl.startDate),
        isNotNull(px.finishedAt),
        inArray(tm.role, [1, 2, 3]),
        or(eq(tm.scheme, pj.scheme), eq(tm.role, 3)),
        projectIds ? inArray(pj.id, [...projectIds]) : undefined,
        resultNotReported(tenantId, resultSourceId),
        where,
      ),
    );
}

/** A mark's columns from the records (dates as text to compare, as dates to insert). */
const markFields = (tenantId: number, dates: 'text' | 'date') => ({
  tenantId: sql<number>`${tenantId}::int`,
  projectId: sql<string>`${pj.id}`,
  memberId: sql<string>`${tm.id}`,
  eventDate: sql<string>`${resultEventDate}::${sql.raw(dates)}`,
  endDate: sql<string | null>`${pl.endDate}::${sql.raw(dates)}`,
  branchCode: sql<string>`coalesce(${pl.branchCode}, '')`,
  scheme: sql<string>`coalesce(${pj.scheme}, '')`,
});

/** The marks of these projects computed again (an audit finished: its team rows). */
export async function refreshProjectMarks(tx: Tx, tenantId: number, projectIds: readonly string[]) {
  // A tenant whose marks were never computed has none (its list reads the records until then).
  if (!projectIds.length || !(await resultMarksReady(tx, tenantId))) return 0;
  await tx.delete(mk).where(and(eq(mk.tenantId, tenantId), inArray(mk.projectId, [...projectIds])));
  const rows = liveResultRows(
    tx.select(markFields(tenantId, 'date')).from(pl).$dynamic(),
    tenantId,
    undefined,
    projectIds,
  );
  const result = await tx.execute(
    sql`insert into ${mk} (tenant_id, project_id, member_id, event_date, end_date, branch_code, scheme) ${rows} on conflict do nothing`,
  );
  return (result as { rowCount?: number | null }).rowCount ?? 0;
}

/** The marks of a plan's projects computed again (its team or dates changed: audit-programmes' onPlanChanged). */
export async function refreshPlanMarks(tx: Tx, tenantId: number, planId: string) {
  const projects = await tx
    .select({ id: pj.id })
    .from(pj)
    .where(and(eq(pj.tenantId, tenantId), eq(pj.planId, planId)));
  return refreshProjectMarks(
    tx,
    tenantId,
    projects.map((p) => p.id),
  );
}

const markKey = (m: { projectId: string; memberId: string }) => `${m.projectId}:${m.memberId}`;

/**
 * Every mark of the tenant computed again from the records, and when: only the differences are
 * written (the marks stay all-visible for the count's index-only scan).
 */
export async function refreshResultMarks(tx: Tx, tenantId: number, now: Date) {
  const live = await liveResultRows(tx.select(markFields(tenantId, 'text')).from(pl).$dynamic(), tenantId);
  const stored = await tx
    .select({
      projectId: mk.projectId,
      memberId: mk.memberId,
      eventDate: mk.eventDate,
      endDate: mk.endDate,
      branchCode: mk.branchCode,
      scheme: mk.scheme,
    })
    .from(mk)
    .where(eq(mk.tenantId, tenantId));
  const same = (a: (typeof stored)[number], b: (typeof live)[number]) =>
    a.eventDate === b.eventDate &&
    a.endDate === b.endDate &&
    a.branchCode === b.branchCode &&
    a.scheme === b.scheme;
  const liveByKey = new Map(live.map((m) => [markKey(m), m]));
  const storedByKey = new Map(stored.map((m) => [markKey(m), m]));
  const gone = stored.filter((m) => {
    const now = liveByKey.get(markKey(m));
    return !now || !same(m, now);
  });
  const fresh = live.filter((m) => {
    const was = storedByKey.get(markKey(m));
    return !was || !same(was, m);
  });
  await dropResultMarks(tx, tenantId, gone.map(markKey));
  for (let i = 0; i < fresh.length; i += 1000)
    await tx.insert(mk).values(fresh.slice(i, i + 1000).map((m) => ({ ...m, tenantId })));
  await tx
    .insert(reportMarkRefreshes)
    .values({ tenantId, kind: 'result', refreshedAt: now })
    .onConflictDoUpdate({
      target: [reportMarkRefreshes.tenantId, reportMarkRefreshes.kind],
      set: { refreshedAt: now },
    });
  return live.length;
}

/** The reported team rows' marks removed (上报, `<project>:<member>` each). */
export async function dropResultMarks(tx: Tx, tenantId: number, sourceIds: readonly string[]) {
  const pairs = sourceIds.map((id) => id.split(':') as [string, string]);
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500);
    await tx
      .delete(mk)
      .where(
        and(
          eq(mk.tenantId, tenantId),
          or(...chunk.map(([p, m]) => and(eq(mk.projectId, p), eq(mk.memberId, m)))),
        ),
      );
  }
}

/** Whether the tenant's marks were computed (else its list reads the records). */
export async function resultMarksReady(tx: Reader, tenantId: number) {
  const [row] = await tx
    .select({ at: reportMarkRefreshes.refreshedAt })
    .from(reportMarkRefreshes)
    .where(and(eq(reportMarkRefreshes.tenantId, tenantId), eq(reportMarkRefreshes.kind, 'result')));
  return Boolean(row);
}

/** The refresh as a job: hourly, the safety net for records changed without an event. */
export const refreshResultMarksJob = (): JobDefinition => ({
  name: 'regulator-reporting.refreshResultMarks',
  title: '信息上报：刷新审核结果未上报标记',
  schedule: '17 * * * *',
  async run({ tx, tenantId, now, log }) {
    const n = await refreshResultMarks(tx, tenantId, now);
    log(`审核结果未上报：${n} 条`);
    return n;
  },
});
