/**
 * 申请统计, 审核项目统计 (and 证书统计's surveillance audits), 客户分布统计 and 审核工作量统计 from their summary cells
 * (report-cells.ts): on the demo data, refreshed, every page's figures equal the live count for
 * every grouping, period and filter; asOf is the refresh; a write shows after the next one (the
 * 定时任务 job); 刷新 is the exporter's, not twice within a minute.
 */
import {
  applicationReportQuery,
  certificateReportQuery,
  customerReportQuery,
  projectReportQuery,
  workloadReportQuery,
} from '@cb/domain/statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { applicationReport } from './applications.ts';
import { certificateReport } from './certificates.ts';
import { customerReport } from './customers.ts';
import { projectReport } from './projects.ts';
import { CELLS_SUBJECTS, refreshReportCellsJob, refreshSubjectCells } from './report-cells.ts';
import { workloadReport } from './resources-workload.ts';

let t: TestContext;
const ctx = { tenantId: 1, userId: null };

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LIVE = Number.POSITIVE_INFINITY;
const reports = {
  application: (q: Record<string, unknown>, from: number) =>
    t.database.tenantRead(ctx, (tx) => applicationReport(tx, 1, applicationReportQuery.parse(q), from)),
  project: (q: Record<string, unknown>, from: number) =>
    t.database.tenantRead(ctx, (tx) => projectReport(tx, 1, projectReportQuery.parse(q), from)),
  customer: (q: Record<string, unknown>, from: number) =>
    t.database.tenantRead(ctx, (tx) => customerReport(tx, 1, customerReportQuery.parse(q), from)),
  certificate: (q: Record<string, unknown>, from: number) =>
    t.database.tenantRead(ctx, (tx) => certificateReport(tx, 1, certificateReportQuery.parse(q), from)),
  workload: (q: Record<string, unknown>, from: number) =>
    t.database.tenantRead(ctx, (tx) => workloadReport(tx, 1, workloadReportQuery.parse(q), from)),
};
const withoutTime = ({ asOf: _asOf, ...r }: { asOf: string }) => r;

async function one<T>(query: ReturnType<typeof sql>): Promise<T | undefined> {
  return t.database.systemTx(async (tx) => (await tx.execute<T & Record<string, unknown>>(query)).rows[0]);
}

/** The months of the demo's rows, so the periods asked cut through them. */
async function monthsOf(query: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await t.database.systemTx(async (tx) => (await tx.execute<{ m: string }>(query)).rows);
  return rows.map((r) => r.m).filter(Boolean);
}

describe('申请, 审核项目 and 客户分布统计 from the summary cells', () => {
  it('equal the live count for every grouping, period and filter', async () => {
    const now = new Date();
    for (const subject of CELLS_SUBJECTS)
      expect(
        await t.database.tenantTx(ctx, (tx) => refreshSubjectCells(tx, 1, subject, now)),
      ).toBeGreaterThan(0);

    const standard = await one<{ id: string }>(
      sql`select certificate_standard_id as id from application_items where tenant_id = 1 group by 1 order by count(*) desc limit 1`,
    );
    const client = await one<{ region: string; branch: string }>(
      sql`select e.region_code as region, e.branch_company as branch from applications a join enterprises e on e.id = a.enterprise_id
        where a.tenant_id = 1 and e.region_code <> '' and e.branch_company <> '' group by 1, 2 order by count(*) desc limit 1`,
    );
    const project = await one<{ region: string; branch: string }>(
      sql`select e.region_code as region, coalesce(nullif(l.branch_code, ''), g.branch_code) as branch
        from audit_projects p join enterprises e on e.id = p.enterprise_id join audit_programmes g on g.id = p.programme_id
        left join audit_plans l on l.id = p.plan_id where p.tenant_id = 1 and e.region_code <> ''
        group by 1, 2 order by count(*) desc limit 1`,
    );
    const appMonths = await monthsOf(
      sql`select distinct to_char(received_date, 'YYYY-MM') as m from applications where tenant_id = 1 order by 1`,
    );
    const projectMonths = await monthsOf(
      sql`select distinct to_char(coalesce(l.start_date, p.due_from), 'YYYY-MM') as m from audit_projects p
        left join audit_plans l on l.id = p.plan_id where p.tenant_id = 1 order by 1`,
    );
    const periods = (months: string[]) => {
      const mid = months[Math.floor(months.length / 2)] ?? '2026-01';
      return [{}, { from: mid }, { to: mid }, { from: mid, to: mid }, { from: months[0], to: mid }];
    };

    const queries: [keyof typeof reports, Record<string, unknown>][] = [];
    for (const groupBy of ['month', 'standard'])
      for (const period of periods(appMonths)) queries.push(['application', { groupBy, ...period }]);
    queries.push(['application', { groupBy: 'month', standardId: standard?.id }]);
    queries.push(['application', { groupBy: 'standard', standardId: standard?.id }]);
    queries.push(['application', { groupBy: 'month', province: client?.region, branch: client?.branch }]);
    queries.push(['application', { groupBy: 'standard', province: client?.region }]);
    queries.push(['application', { groupBy: 'month', branch: 'nobranch' }]);
    for (const groupBy of ['auditType', 'month'])
      for (const period of periods(projectMonths)) queries.push(['project', { groupBy, ...period }]);
    queries.push(['project', { groupBy: 'month', auditType: 1 }]);
    queries.push(['project', { groupBy: 'auditType', province: project?.region, branch: project?.branch }]);
    for (const groupBy of ['province', 'industry', 'scale']) {
      queries.push(['customer', { groupBy }]);
      queries.push(['customer', { groupBy, province: client?.region }]);
      queries.push(['customer', { groupBy, branch: client?.branch }]);
    }
    for (const groupBy of ['standard', 'province'])
      for (const period of periods(projectMonths)) queries.push(['certificate', { groupBy, ...period }]);
    const feeMonths = await monthsOf(
      sql`select distinct work_month as m from labour_fees where tenant_id = 1 order by 1`,
    );
    expect(feeMonths.length).toBeGreaterThan(0);
    for (const groupBy of ['auditor', 'month']) {
      for (const period of periods(feeMonths)) queries.push(['workload', { groupBy, ...period }]);
      queries.push(['workload', { groupBy, from: feeMonths[0], to: feeMonths.at(-1) }]);
    }
    // Per auditor and month, paged: a middle page, a page past the end; the total row over all rows.
    for (const groupBy of ['month', 'auditor'])
      for (const pageNo of [1, 2, 3, 1000])
        queries.push([
          'workload',
          { groupBy, from: feeMonths[0], to: feeMonths.at(-1), pageNo, pageSize: 3 },
        ]);

    let nonZero = 0;
    for (const [page, q] of queries) {
      const cells = await reports[page](q, 0);
      const live = await reports[page](q, LIVE);
      expect(withoutTime(cells), `${page} ${JSON.stringify(q)}`).toEqual(withoutTime(live));
      // From the cells the figures are as of the refresh (证书统计: its surveillance audits' count).
      if (!(page === 'application' && q.groupBy === 'standard' && q.standardId) && page !== 'certificate')
        expect(cells.asOf).toBe(now.toISOString());
      if (cells.rows.length > 0) nonZero++;
    }
    expect(nonZero).toBeGreaterThan(queries.length / 2);
    // 审核工作量, both groupings: the pages put together are the whole table (the export's, from the
    // cells and live), and each page's total row is the whole table's.
    for (const groupBy of ['month', 'auditor']) {
      const span = { groupBy, from: feeMonths[0], to: feeMonths.at(-1) };
      const whole = (from: number) =>
        t.database.tenantRead(ctx, (tx) =>
          workloadReport(tx, 1, workloadReportQuery.parse(span), from, { all: true }),
        );
      const wholeCells = await whole(0);
      expect(withoutTime(wholeCells)).toEqual(withoutTime(await whole(LIVE)));
      expect(wholeCells.page).toBeUndefined();
      expect(wholeCells.rows.length).toBeGreaterThan(3);
      const first = await reports.workload({ ...span, pageSize: 3 }, 0);
      expect(first.page?.total).toBe(wholeCells.rows.length);
      expect(first.total).toEqual(wholeCells.total);
      const pieced = [];
      for (let pageNo = 1; pageNo <= (first.page?.pages ?? 0); pageNo++)
        pieced.push(...(await reports.workload({ ...span, pageNo, pageSize: 3 }, 0)).rows);
      expect(pieced).toEqual(wholeCells.rows);
    }
  }, 240_000);

  it('are as of their refresh: a write shows after the next one (the 定时任务 job)', async () => {
    const before = await reports.customer({}, 0);
    await t.database.systemTx((tx) =>
      tx.execute(sql`update enterprises set deleted = true where id = (select id from enterprises
        where tenant_id = 1 and not deleted order by code desc limit 1)`),
    );
    expect((await reports.customer({}, 0)).total.cells.customers).toBe(before.total.cells.customers);
    expect(Number((await reports.customer({}, LIVE)).total.cells.customers)).toBe(
      Number(before.total.cells.customers) - 1,
    );
    const later = new Date(Date.now() + 1000);
    const job = refreshReportCellsJob();
    const n = await t.database.tenantTx(ctx, (tx) => job.run({ tx, tenantId: 1, now: later, log: () => {} }));
    expect(n).toBeGreaterThan(0);
    const after = await reports.customer({}, 0);
    expect(after.asOf).toBe(later.toISOString());
    expect(withoutTime(after)).toEqual(withoutTime(await reports.customer({}, LIVE)));
    // Below CELLS_FROM rows a page counts live: the demo body sees its writes at once.
    expect(
      withoutTime(
        await t.database.tenantRead(ctx, (tx) => customerReport(tx, 1, customerReportQuery.parse({}))),
      ),
    ).toEqual(withoutTime(await reports.customer({}, LIVE)));
  }, 120_000);

  it("刷新 counts a page's cells now for whoever may export it, not twice within a minute", async () => {
    const [staff, auditor] = await Promise.all([t.login('staff'), t.login('auditor')]);
    await t.database.systemTx((tx) =>
      tx.execute(
        sql`update statistics_refreshes set refreshed_at = now() - interval '1 hour' where tenant_id = 1`,
      ),
    );
    for (const page of ['application', 'project', 'customer', 'workload']) {
      const refresh = (token: string) =>
        t.call(token, { method: 'POST', url: `/api/tjfx/${page}/refresh`, payload: {} });
      expect((await refresh(auditor)).status).toBe(403);
      const done = await refresh(staff);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.result.rows).toBeGreaterThan(0);
      const report = await reports[page as keyof typeof reports]({}, 0);
      expect(report.asOf).toBe(done.body.result.refreshedAt);
      const again = await refresh(staff);
      expect(again.status).toBe(400);
      expect(again.body.message).toContain('刚刚刷新过');
    }
  }, 60_000);
});
