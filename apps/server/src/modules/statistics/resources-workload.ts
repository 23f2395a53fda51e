/**
 * 审核工作量统计 (/tjfx/workload): leader, member and technical-expert person-days per auditor per
 * work month (the labour fees' days: booked half-days ÷ 2, BUSINESS.md §3). Default period: the
 * current month. Each figure opens 劳务费登记 with the auditor, the month range and the role, whose
 * rows' days add up to it.
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
import { buildReport, col, type ReportGroup } from './report.ts';
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
  const cells = await readsCells(tx, tenantId, 'workload', cellsFrom);
  const rows = cells
    ? await workloadFromCells(tx, tenantId, period.from, period.to)
    : pivot(
        await workloadByAuditorMonth(tx, tenantId, {
          fromMonth: period.from,
          toMonth: period.to,
          roles: WORKLOAD_ROLES,
        }),
      );
  // One group per auditor and month; its days (and the total's) summed in tenths, exact: 0.1 + 0.2
  // stays 0.3. Twelve months of 2,000 auditors are 24,000 rows: the links are written once per row
  // (drillLink's order: auditorId, workMonthFrom, workMonthTo, role).
  const sum = { leader: 0, member: 0, expert: 0 };
  const bases = new Map<string, string>();
  const groups: ReportGroup[] = rows.map((r) => {
    sum.leader += r.leader10;
    sum.member += r.member10;
    sum.expert += r.expert10;
    const key = `${r.auditorId}:${r.month}`;
    bases.set(
      key,
      drillLink(FEE_LIST, { auditorId: r.auditorId, workMonthFrom: r.month, workMonthTo: r.month }),
    );
    return {
      key,
      label: r.auditorName,
      figures: {
        month: r.month,
        leader: daysOfTenths(r.leader10),
        member: daysOfTenths(r.member10),
        expert: daysOfTenths(r.expert10),
        total: daysOfTenths(r.leader10 + r.member10 + r.expert10),
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
    groups,
    link: (column, group) => {
      if (column === 'month') return '';
      const base = group ? (bases.get(group.key) ?? '') : totalBase;
      return column === 'total' ? base : `${base}&role=${column}`;
    },
    chart: { type: 'bar', category: 'auditor', series: [...WORKLOAD_ROLES] },
    ...(cells ? { asOf: cells.refreshedAt } : {}),
  });
  Object.assign(report.total.cells, {
    leader: daysOfTenths(sum.leader),
    member: daysOfTenths(sum.member),
    expert: daysOfTenths(sum.expert),
    total: daysOfTenths(sum.leader + sum.member + sum.expert),
  });
  report.total.cells.month = `${period.from}～${period.to}`;
  return report;
}

/** The fees' sums per auditor, month and role as one row per auditor and month, in their order. */
function pivot(rows: readonly WorkloadRow[]): WorkloadCell[] {
  const byKey = new Map<string, WorkloadCell>();
  for (const r of rows) {
    const key = `${r.auditorId}:${r.month}`;
    let cell = byKey.get(key);
    if (!cell) {
      cell = {
        auditorId: r.auditorId,
        auditorName: r.auditorName,
        month: r.month,
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
