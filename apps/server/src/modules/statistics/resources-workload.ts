/**
 * 审核工作量统计 (/tjfx/workload): leader, member and technical-expert person-days per auditor over
 * the period (the default) or per auditor and work month (the labour fees' days: booked half-days ÷
 * 2, BUSINESS.md §3). Default period: the current month, where the two are the same rows. Each
 * figure opens 劳务费登记 with the auditor, the month range and the role, whose rows' days add up to it.
 */
import { calendarDateOf } from '@cb/domain';
import {
  daysOfTenths,
  drillLink,
  type StatisticsReport,
  WORKLOAD_ROLES,
  type WorkloadReportQuery,
} from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { type WorkloadRow, workloadByAuditorMonth } from '../auditor-pay/door.ts';
import { CELLS_FROM } from './certificate-cells.ts';
import { buildReport, col } from './report.ts';
import { readsCells, type WorkloadCell, workloadFromCells } from './report-cells.ts';

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
  q: WorkloadReportQuery,
  cellsFrom = CELLS_FROM,
): Promise<StatisticsReport> {
  const period = workloadPeriod(q);
  // A large body reads its cells (report-cells.ts); else the fees are summed now and pivoted here.
  // Per auditor (the default) one row each over the period; per month one per auditor and month.
  const perAuditor = q.groupBy !== 'month';
  const cells = await readsCells(tx, tenantId, 'workload', cellsFrom);
  const rows = cells
    ? await workloadFromCells(tx, tenantId, period.from, period.to, perAuditor)
    : pivot(
        await workloadByAuditorMonth(tx, tenantId, {
          fromMonth: period.from,
          toMonth: period.to,
          roles: WORKLOAD_ROLES,
        }),
        perAuditor,
      );
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
