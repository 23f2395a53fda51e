/**
 * 申请统计, 审核项目统计 (with 证书统计's surveillance audits) and 客户分布统计 of a large body (issue 35
 * item 4): counted live they pass over 300k applications, 200k audit projects with their plans and
 * clients, 100k clients — seconds at c=4 on a loaded machine. A body whose rows of a page reach
 * CELLS_FROM reads that page's figures from summary cells instead (schema.ts), counted from the
 * owning area's door over the list's own rows (`applicationCellsSql`, `projectCellsSql`,
 * `customerCellsSql`) per tenant by the 定时任务 job `statistics.refreshReportCells` and by the
 * page's 刷新: exact as of that count, whose time the page shows (数据更新时间, the report's asOf).
 * A smaller body (the demo, the tests) counts live, like 证书统计 (certificate-cells.ts).
 *
 * Every period is whole months (`periodOf`), so a month's cells answer a date range exactly.
 */

import { WORKLOAD_ROLES } from '@cb/domain/statistics';
import { and, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Reader, TenantContext, Tx } from '../../platform/db/database.ts';
import { jsonRows } from '../../platform/db/json-rows.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import {
  type ApplicationFigures,
  type ApplicationGrouping,
  applicationCellsSql,
  type applicationFigures,
} from '../applications/door.ts';
import {
  type ProjectFigures,
  type ProjectGrouping,
  projectCellsSql,
  type projectFigures,
  SURVEILLANCE_AUDIT_TYPES,
} from '../audit-execution/door.ts';
import { workloadCellsSql } from '../auditor-pay/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { type CustomerGrouping, customerCellsSql, type customerCounts } from '../customers/door.ts';
import { CELLS_FROM } from './certificate-cells.ts';
import {
  statisticsApplicationCells as apps,
  statisticsCustomerCells as clients,
  statisticsProjectCells as projects,
  statisticsRefreshes as refreshes,
  statisticsWorkloadCells as workload,
} from './schema.ts';

export type CellsSubject = 'applications' | 'projects' | 'customers' | 'workload';
export const CELLS_SUBJECTS: readonly CellsSubject[] = ['applications', 'projects', 'customers', 'workload'];

const SUBJECT_TITLE: Record<CellsSubject, string> = {
  applications: '申请统计',
  projects: '审核项目统计',
  customers: '客户分布统计',
  workload: '审核工作量统计',
};

export interface SubjectState {
  refreshedAt: Date;
  /** The rows counted (applications, audit projects, clients): decides whether the page reads the cells. */
  rows: number;
}

/** When the tenant's cells of `subject` were counted (null: never). */
export async function subjectState(
  tx: Reader,
  tenantId: number,
  subject: CellsSubject,
): Promise<SubjectState | null> {
  const [row] = await tx
    .select({ refreshedAt: refreshes.refreshedAt, rows: refreshes.certificates })
    .from(refreshes)
    .where(and(eq(refreshes.tenantId, tenantId), eq(refreshes.subject, subject)));
  return row ?? null;
}

/** The state when the page reads its cells (`cellsFrom` for the tests), else null: count live. */
export async function readsCells(
  tx: Reader,
  tenantId: number,
  subject: CellsSubject,
  cellsFrom = CELLS_FROM,
): Promise<SubjectState | null> {
  const state = await subjectState(tx, tenantId, subject);
  return state && state.rows >= cellsFrom ? state : null;
}

const TABLE = { applications: apps, projects, customers: clients, workload } as const;

/** Counts the tenant's cells of `subject` afresh as of `now`, in the caller's tenant transaction. */
export async function refreshSubjectCells(
  tx: Tx,
  tenantId: number,
  subject: CellsSubject,
  now: Date,
): Promise<number> {
  const table = TABLE[subject];
  await tx.delete(table).where(eq(table.tenantId, tenantId));
  if (subject === 'applications')
    await tx.execute(sql`insert into ${apps} (tenant_id, standard_id, month, region_code, branch, status, n,
      applications) select ${tenantId}, x.* from (${applicationCellsSql(tenantId)}) x`);
  else if (subject === 'projects')
    await tx.execute(sql`insert into ${projects} (tenant_id, audit_type, month, scheme, region_code, branch, n,
      days) select ${tenantId}, x.* from (${projectCellsSql(tenantId)}) x`);
  else if (subject === 'customers')
    await tx.execute(sql`insert into ${clients} (tenant_id, region_code, industry_code, scale_level, branch, n)
      select ${tenantId}, x.* from (${customerCellsSql(tenantId)}) x`);
  else
    await tx.execute(sql`insert into ${workload} (tenant_id, auditor_id, month, leader10, member10, expert10, rows)
      select ${tenantId}, x.* from (${workloadCellsSql(tenantId, WORKLOAD_ROLES)}) x`);
  const counted = subject === 'workload' ? workload.rows : TABLE[subject as 'customers'].n;
  const [count] = await tx
    .select({ n: sql<number>`coalesce(sum(${counted}), 0)::int` })
    .from(table)
    .where(
      and(eq(table.tenantId, tenantId), subject === 'applications' ? isNull(apps.standardId) : undefined),
    );
  const rows = Number(count?.n ?? 0);
  await tx
    .insert(refreshes)
    .values({ tenantId, subject, refreshedAt: now, certificates: rows })
    .onConflictDoUpdate({
      target: [refreshes.tenantId, refreshes.subject],
      set: { refreshedAt: now, certificates: rows },
    });
  return rows;
}

/** The least time between two refreshes asked on a page (the job's are not limited). */
export const SUBJECT_REFRESH_GAP_MS = 60_000;

/** A page's 刷新 (permission-checked by its endpoint), refused within a minute of the last count. */
export async function refreshSubjectCellsNow(
  database: Database,
  ctx: TenantContext,
  subject: CellsSubject,
  now: Date,
): Promise<SubjectState> {
  return database.tenantTx(ctx, async (tx) => {
    const state = await subjectState(tx, ctx.tenantId, subject);
    if (state && now.getTime() - state.refreshedAt.getTime() < SUBJECT_REFRESH_GAP_MS)
      throw badRequest(`${SUBJECT_TITLE[subject]}数据刚刚刷新过，请一分钟后再试`);
    const rows = await refreshSubjectCells(tx, ctx.tenantId, subject, now);
    return { refreshedAt: now, rows };
  });
}

/** The 定时任务 job: every tenant's 申请/审核项目/客户/审核工作量 cells, each tenant in its own transaction. */
export const refreshReportCellsJob = (): JobDefinition => ({
  name: 'statistics.refreshReportCells',
  title: '统计分析：刷新申请、审核项目、客户和工作量统计数据',
  schedule: '*/30 * * * *',
  async run({ tx, tenantId, now, log }) {
    let total = 0;
    for (const subject of CELLS_SUBJECTS) {
      const n = await refreshSubjectCells(tx, tenantId, subject, now);
      log(`${SUBJECT_TITLE[subject]}：${n}`);
      total += n;
    }
    return total;
  },
});

const monthRange = (column: AnyPgColumn, from?: string, to?: string) =>
  and(from ? gte(column, from.slice(0, 7)) : undefined, to ? lte(column, to.slice(0, 7)) : undefined);

type ApplicationFilters = Parameters<typeof applicationFigures>[3];

/**
 * 申请统计's figures from the cells — what applicationFigures counts live on the cells' moment. Not
 * per standard with a standard filter (those rows are the other standards of the filtered
 * applications, which the cells do not pair): the caller counts that one live.
 */
export async function applicationFiguresFromCells(
  tx: Reader,
  tenantId: number,
  by: ApplicationGrouping | null,
  f: ApplicationFilters,
): Promise<ApplicationFigures[]> {
  const perStandard = by === 'standard';
  if (perStandard && f.certificateStandardId) throw new Error('counted live');
  // Each application once: its own row, or (a standard filter) the standard's row of it.
  const n = perStandard ? apps.n : f.certificateStandardId ? apps.applications : apps.n;
  const sum = (status?: number) =>
    sql<number>`coalesce(sum(${n}) ${status === undefined ? sql`` : sql`filter (where ${apps.status} = ${status})`}, 0)::int`;
  const key =
    by === 'month'
      ? sql<string>`${apps.month}`
      : by === 'standard'
        ? sql<string>`${apps.standardId}::text`
        : sql<string>`min('')`;
  const rows = await tx
    .select({
      key,
      total: sum(),
      submitted: sum(1),
      accepted: sum(2),
      returned: sum(3),
      withdrawn: sum(4),
    })
    .from(apps)
    .where(
      and(
        eq(apps.tenantId, tenantId),
        perStandard
          ? isNotNull(apps.standardId)
          : f.certificateStandardId
            ? eq(apps.standardId, f.certificateStandardId)
            : isNull(apps.standardId),
        monthRange(apps.month, f.receivedFrom, f.receivedTo),
        f.province ? eq(apps.regionCode, f.province) : undefined,
        f.branch ? eq(apps.branch, f.branch) : undefined,
      ),
    )
    .groupBy(...(by ? [key] : []))
    .orderBy(key);
  // The live total of no rows is one row of zeros; grouped, no rows are no groups.
  return rows.map((r) => ({
    key: by ? r.key : '',
    total: Number(r.total),
    submitted: Number(r.submitted),
    accepted: Number(r.accepted),
    returned: Number(r.returned),
    withdrawn: Number(r.withdrawn),
  }));
}

type ProjectFilters = Parameters<typeof projectFigures>[3];

/** 审核项目's figures from the cells — what projectFigures counts live on the cells' moment. */
export async function projectFiguresFromCells(
  tx: Reader,
  tenantId: number,
  by: ProjectGrouping,
  f: ProjectFilters,
): Promise<ProjectFigures[]> {
  const keyOf: Record<ProjectGrouping, SQL<string>> = {
    auditType: sql<string>`${projects.auditType}::text`,
    month: sql<string>`${projects.month}`,
    scheme: sql<string>`${projects.scheme}`,
    province: sql<string>`${projects.regionCode}`,
  };
  const key = keyOf[by];
  const rows = await tx
    .select({
      key,
      projects: sql<number>`sum(${projects.n})::int`,
      days: sql<string>`coalesce(sum(${projects.days}), 0)::text`,
    })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        monthRange(projects.month, f.dateFrom, f.dateTo),
        f.auditType !== undefined ? eq(projects.auditType, f.auditType) : undefined,
        f.scheme ? eq(projects.scheme, f.scheme) : undefined,
        f.province ? eq(projects.regionCode, f.province) : undefined,
        f.branchCode ? eq(projects.branch, f.branchCode) : undefined,
        f.surveillance ? inArray(projects.auditType, SURVEILLANCE_AUDIT_TYPES) : undefined,
      ),
    )
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({ key: r.key, projects: Number(r.projects), days: r.days }));
}

type CustomerFilters = Parameters<typeof customerCounts>[3];

/** 客户分布's counts from the cells — what customerCounts counts live on the cells' moment. */
export async function customerCountsFromCells(
  tx: Reader,
  tenantId: number,
  by: CustomerGrouping,
  f: CustomerFilters,
): Promise<{ key: string; n: number }[]> {
  const key = { province: clients.regionCode, industry: clients.industryCode, scale: clients.scaleLevel }[
    by
  ] as unknown as SQL<string>;
  const rows = await tx
    .select({ key, n: sql<number>`sum(${clients.n})::int` })
    .from(clients)
    .where(
      and(
        eq(clients.tenantId, tenantId),
        f.regionCode ? eq(clients.regionCode, f.regionCode) : undefined,
        f.branchCompany ? eq(clients.branch, f.branchCompany) : undefined,
      ),
    )
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/** An auditor's days ×10 in a work month by role (the workload page's row). */
export interface WorkloadCell {
  auditorId: string;
  auditorName: string;
  month: string;
  leader10: number;
  member10: number;
  expert10: number;
}

/**
 * 审核工作量's rows from the cells in the live order: per auditor and month (auditor name, auditor,
 * month), or (`perAuditor`) per auditor over the months (month: '').
 */
export async function workloadFromCells(
  tx: Reader,
  tenantId: number,
  fromMonth: string,
  toMonth: string,
  perAuditor = false,
  page?: { limit: number; offset: number },
): Promise<WorkloadCell[]> {
  const where = and(
    eq(workload.tenantId, tenantId),
    gte(workload.month, fromMonth),
    lte(workload.month, toMonth),
  );
  if (perAuditor) {
    // Summed per auditor first, then joined to the 2,000 auditors for their names.
    const sums = tx
      .select({
        auditorId: workload.auditorId,
        leader10: sql<number>`sum(${workload.leader10})::int`.as('leader10'),
        member10: sql<number>`sum(${workload.member10})::int`.as('member10'),
        expert10: sql<number>`sum(${workload.expert10})::int`.as('expert10'),
      })
      .from(workload)
      .where(where)
      .groupBy(workload.auditorId)
      .as('sums');
    const perAuditorRows = tx
      .select({
        auditorId: sums.auditorId,
        auditorName: auditorsView.name,
        month: sql<string>`''`,
        leader10: sums.leader10,
        member10: sums.member10,
        expert10: sums.expert10,
      })
      .from(sums)
      .innerJoin(auditorsView, eq(auditorsView.id, sums.auditorId))
      .orderBy(auditorsView.name, sums.auditorId);
    const rows = await (page ? perAuditorRows.limit(page.limit).offset(page.offset) : perAuditorRows);
    return rows.map((r) => ({
      ...r,
      leader10: Number(r.leader10),
      member10: Number(r.member10),
      expert10: Number(r.expert10),
    }));
  }
  // Twelve months of 2,000 auditors are 24,000 rows: read as one JSON array (json-rows.ts); a page
  // (`page`: limit and offset of the same order) only its rows.
  const rows = tx
    .select({
      auditorId: workload.auditorId,
      auditorName: auditorsView.name,
      month: workload.month,
      leader10: workload.leader10,
      member10: workload.member10,
      expert10: workload.expert10,
    })
    .from(workload)
    .innerJoin(auditorsView, eq(auditorsView.id, workload.auditorId))
    .where(where)
    .orderBy(auditorsView.name, workload.auditorId, workload.month);
  return jsonRows(tx, page ? rows.limit(page.limit).offset(page.offset) : rows);
}

/**
 * 审核工作量 over all its rows (the paged table's total row and row count: auditor-months, or
 * auditors when `perAuditor`), summed in SQL from the cells of auditors that exist (the rows' inner
 * join).
 */
export async function workloadTotalsFromCells(
  tx: Reader,
  tenantId: number,
  fromMonth: string,
  toMonth: string,
  perAuditor = false,
): Promise<{ rows: number; leader10: number; member10: number; expert10: number }> {
  const [r] = await tx
    .select({
      rows: perAuditor ? sql<number>`count(distinct ${workload.auditorId})::int` : sql<number>`count(*)::int`,
      leader10: sql<number>`coalesce(sum(${workload.leader10}), 0)::int`,
      member10: sql<number>`coalesce(sum(${workload.member10}), 0)::int`,
      expert10: sql<number>`coalesce(sum(${workload.expert10}), 0)::int`,
    })
    .from(workload)
    .innerJoin(auditorsView, eq(auditorsView.id, workload.auditorId))
    .where(
      and(eq(workload.tenantId, tenantId), gte(workload.month, fromMonth), lte(workload.month, toMonth)),
    );
  return {
    rows: Number(r?.rows ?? 0),
    leader10: Number(r?.leader10 ?? 0),
    member10: Number(r?.member10 ?? 0),
    expert10: Number(r?.expert10 ?? 0),
  };
}
