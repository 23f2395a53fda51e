/**
 * 审核工作量统计 (/tjfx/workload): leader, member and technical-expert person-days per auditor per
 * work month (the labour fees' days: booked half-days ÷ 2, BUSINESS.md §3). Default period: the
 * current month. Each figure opens 劳务费登记 with the auditor, the month range and the role, whose
 * rows' days add up to it.
 */
import { calendarDateOf } from '@cb/domain';
import {
  drillLink,
  personDays,
  type StatisticsReport,
  WORKLOAD_ROLES,
  type WorkloadReportQuery,
} from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { workloadByAuditorMonth } from '../auditor-pay/door.ts';
import { buildReport, col, type ReportGroup } from './report.ts';

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
): Promise<StatisticsReport> {
  const period = workloadPeriod(q);
  const rows = await workloadByAuditorMonth(tx, tenantId, {
    fromMonth: period.from,
    toMonth: period.to,
    roles: WORKLOAD_ROLES,
  });
  // One group per auditor and month; its days (and the total's) summed in tenths by the domain's
  // personDays, exact: 0.1 + 0.2 stays 0.3.
  const groups = new Map<string, ReportGroup & { auditorId: string; month: string; rows: typeof rows }>();
  for (const r of rows) {
    const key = `${r.auditorId}:${r.month}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, label: r.auditorName, figures: {}, auditorId: r.auditorId, month: r.month, rows: [] };
      groups.set(key, g);
    }
    g.rows.push(r);
  }
  for (const g of groups.values()) g.figures = { month: g.month, ...personDays(g.rows) };
  const byId = new Map([...groups.values()].map((g) => [g.key, g]));
  const report = buildReport({
    columns: [
      col('auditor', '审核员', 'Auditor', 'text'),
      col('month', '月份', 'Month', 'text'),
      col('leader', '组长人日', 'Leader days', 'days'),
      col('member', '组员人日', 'Member days', 'days'),
      col('expert', '技术专家人日', 'Expert days', 'days'),
      col('total', '合计人日', 'Total days', 'days'),
    ],
    groups: [...groups.values()],
    link: (column, group) => {
      if (column === 'month') return '';
      const g = group ? byId.get(group.key) : undefined;
      return drillLink(FEE_LIST, {
        auditorId: g?.auditorId,
        workMonthFrom: g ? g.month : period.from,
        workMonthTo: g ? g.month : period.to,
        role: column === 'total' ? undefined : column,
      });
    },
    chart: { type: 'bar', category: 'auditor', series: [...WORKLOAD_ROLES] },
  });
  Object.assign(report.total.cells, personDays(rows));
  report.total.cells.month = `${period.from}～${period.to}`;
  return report;
}
