/**
 * 审核工作量统计 (/tjfx/workload): leader, member and technical-expert person-days per auditor and
 * work month (the default, BUSINESS.md §5) or per auditor over the period (the labour fees' days:
 * booked half-days ÷ 2, BUSINESS.md §3). Default period: the current month, where the two are the
 * same rows. The answer is one page of the rows (auditor name, auditor, month; `pageNo`/`pageSize`),
 * with the row count and the total row over all rows; the export
 * (`{ all: true }`) writes every row. Each figure opens 劳务费登记 with the auditor, the month range
 * and the role, whose rows' days add up to it.
 */
import { calendarDateOf } from '@cb/domain';
import {
  daysOfTenths,
  drillLink,
  type StatisticsReport,
  WORKLOAD_PAGE_SIZE,
  WORKLOAD_ROLES,
  type WorkloadReportQuery,
} from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { type WorkloadRow, workloadByAuditorMonth } from '../auditor-pay/door.ts';
import { CELLS_FROM } from './certificate-cells.ts';
import { buildReport, col } from './report.ts';
import { readsCells, type WorkloadCell, workloadFromCells, workloadTotalsFromCells } from './report-cells.ts';

const FEE_LIST = '/labour/fee';

/** The period asked, or the current month. */
export function workloadPeriod(
  q: Pick<WorkloadReportQuery, 'from' | 'to'>,
  today = calendarDateOf(new Date()),
) {
  const month = today.slice(0, 7);
  return { from: q.from ?? q.to ?? month, to: q.to ?? (q.from && q.from > month ? q.from : month) };
}

export async function workloadReport(
  tx: Reader,
  tenantId: number,
  q: Omit<WorkloadReportQuery, 'pageNo' | 'pageSize' | 'groupBy'> &
    Partial<Pick<WorkloadReportQuery, 'pageNo' | 'pageSize' | 'groupBy'>>,
  cellsFrom = CELLS_FROM,
  options: { all?: boolean } = {},
): Promise<StatisticsReport> {
  const period = workloadPeriod(q);
  // A large body reads its cells (report-cells.ts); else the fees are summed now and pivoted here.
  // Per auditor and month (the default) one row per auditor and month; per auditor one row each over
  // the period. Either a page of them unless `all` (the export).
  const perAuditor = q.groupBy === 'auditor';
  const paged = !options.all;
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? WORKLOAD_PAGE_SIZE;
  const page = { limit: pageSize, offset: (pageNo - 1) * pageSize };
  const cells = await readsCells(tx, tenantId, 'workload', cellsFrom);
  let rows: WorkloadCell[];
  // Over all rows: the total row's days (tenths) and the row count.
  let all: { rows: number; leader10: number; member10: number; expert10: number } | undefined;
  if (cells) {
    if (paged) all = await workloadTotalsFromCells(tx, tenantId, period.from, period.to, perAuditor);
    rows =
      all && page.offset >= all.rows
        ? []
        : await workloadFromCells(tx, tenantId, period.from, period.to, perAuditor, paged ? page : undefined);
  } else {
    const every = pivot(
      await workloadByAuditorMonth(tx, tenantId, {
        fromMonth: period.from,
        toMonth: period.to,
        roles: WORKLOAD_ROLES,
      }),
      perAuditor,
    );
    if (paged) {
      all = { rows: every.length, leader10: 0, member10: 0, expert10: 0 };
      for (const r of every) {
        all.leader10 += r.leader10;
        all.member10 += r.member10;
        all.expert10 += r.expert10;
      }
    }
    rows = paged ? every.slice(page.offset, page.offset + page.limit) : every;
  }
  const periodLabel = period.from === period.to ? period.from : `${period.from}～${period.to}`;
  // One row per auditor (and month); its days (and the total's) summed in tenths, exact: 0.1 + 0.2
  // stays 0.3. Twelve months of 2,000 auditors by month are 24,000 rows, so the rows are written
  // here in one pass (what buildReport would write of them: the category, the figures, a link per
  // figure but the month), each row's link once (drillLink's order: auditorId, workMonthFrom,
  // workMonthTo, role).
  const sum = { leader: 0, member: 0, expert: 0 };
  const rowsOfReport = rows.map((r) => {
    sum.leader += r.leader10;
    sum.member += r.member10;
    sum.expert += r.expert10;
    const base = drillLink(FEE_LIST, {
      auditorId: r.auditorId,
      workMonthFrom: perAuditor ? period.from : r.month,
      workMonthTo: perAuditor ? period.to : r.month,
    });
    return {
      key: perAuditor ? r.auditorId : `${r.auditorId}:${r.month}`,
      cells: {
        auditor: r.auditorName,
        month: perAuditor ? periodLabel : r.month,
        leader: daysOfTenths(r.leader10),
        member: daysOfTenths(r.member10),
        expert: daysOfTenths(r.expert10),
        total: daysOfTenths(r.leader10 + r.member10 + r.expert10),
      },
      links: {
        leader: `${base}&role=leader`,
        member: `${base}&role=member`,
        expert: `${base}&role=expert`,
        total: base,
      },
    };
  });
  const totalBase = drillLink(FEE_LIST, { workMonthFrom: period.from, workMonthTo: period.to });
  const report = buildReport({
    columns: [
      col('auditor', '审核员', 'Auditor', 'text'),
      col('month', '月份', 'Month', 'text'),
      col('leader', '组长人日', 'Leader days', 'days'),
      col('member', '组员人日', 'Member days', 'days'),
      col('expert', '技术专家人日', 'Expert days', 'days'),
      col('total', '合计人日', 'Total days', 'days'),
    ],
    groups: [],
    // The total row's links (the rows' are written above).
    link: (column) =>
      column === 'month' ? '' : column === 'total' ? totalBase : `${totalBase}&role=${column}`,
    chart: { type: 'bar', category: 'auditor', series: [...WORKLOAD_ROLES] },
    ...(cells ? { asOf: cells.refreshedAt } : {}),
  });
  report.rows = rowsOfReport;
  if (all) {
    sum.leader = all.leader10;
    sum.member = all.member10;
    sum.expert = all.expert10;
    report.page = { total: all.rows, current: pageNo, size: pageSize, pages: Math.ceil(all.rows / pageSize) };
  }
  Object.assign(report.total.cells, {
    leader: daysOfTenths(sum.leader),
    member: daysOfTenths(sum.member),
    expert: daysOfTenths(sum.expert),
    total: daysOfTenths(sum.leader + sum.member + sum.expert),
  });
  report.total.cells.month = periodLabel;
  return report;
}

/**
 * The fees' sums per auditor, month and role as one row per auditor and month (or per auditor), in
 * their order (auditor name, auditor, month).
 */
function pivot(rows: readonly WorkloadRow[], perAuditor: boolean): WorkloadCell[] {
  const byKey = new Map<string, WorkloadCell>();
  for (const r of rows) {
    const key = perAuditor ? r.auditorId : `${r.auditorId}:${r.month}`;
    let cell = byKey.get(key);
    if (!cell) {
      cell = {
        auditorId: r.auditorId,
        auditorName: r.auditorName,
        month: perAuditor ? '' : r.month,
        leader10: 0,
        member10: 0,
        expert10: 0,
      };
      byKey.set(key, cell);
    }
    if (r.role === 'leader') cell.leader10 += r.days10;
    else if (r.role === 'member') cell.member10 += r.days10;
    else if (r.role === 'expert') cell.expert10 += r.days10;
  }
  return [...byKey.values()];
}
