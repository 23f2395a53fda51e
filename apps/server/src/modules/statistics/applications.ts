/**
 * 申请统计 (/tjfx/application): applications received per month or per standard, by status
 * (total, submitted, accepted, returned, withdrawn); each figure opens 认证申请 (/xmsl/search) with
 * the same filters. Direct aggregates over the list's own condition (applications/for-statistics.ts).
 */
import {
  type ApplicationReportQuery,
  drillLink,
  lastDayOfMonth,
  periodOf,
  type StatisticsReport,
} from '@cb/domain/statistics';
import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { type ApplicationFigures, applicationFigures } from '../applications/door.ts';
import { standardsView } from '../reference/door.ts';
import { CELLS_FROM } from './certificate-cells.ts';
import { buildReport, col, type ReportGroup } from './report.ts';
import { applicationFiguresFromCells, readsCells } from './report-cells.ts';

export const APPLICATION_LIST_PATH = '/xmsl/search';

const STATUS_OF: Record<string, number | undefined> = {
  submitted: 1,
  accepted: 2,
  returned: 3,
  withdrawn: 4,
};

const totalFigures = ({ key: _key, ...figures }: ApplicationFigures): Record<string, number> => ({
  ...figures,
});

export async function applicationReport(
  tx: Reader,
  tenantId: number,
  q: ApplicationReportQuery,
  cellsFrom = CELLS_FROM,
): Promise<StatisticsReport> {
  const { start, end } = periodOf(q);
  const filters = {
    receivedFrom: start,
    receivedTo: end,
    certificateStandardId: q.standardId,
    province: q.province,
    branch: q.branch,
  };
  // A large body reads its cells (report-cells.ts), but per standard with a standard filter.
  const cells =
    q.groupBy === 'standard' && q.standardId
      ? null
      : await readsCells(tx, tenantId, 'applications', cellsFrom);
  const figuresOf = (by: typeof q.groupBy | null) =>
    cells
      ? applicationFiguresFromCells(tx, tenantId, by, filters)
      : applicationFigures(tx, tenantId, by, filters);
  const rows = await figuresOf(q.groupBy);
  const [total] = q.groupBy === 'standard' ? await figuresOf(null) : [];
  const names =
    q.groupBy === 'standard'
      ? new Map(
          (
            await tx
              .select({ id: standardsView.id, code: standardsView.code, name: standardsView.name })
              .from(standardsView)
              .where(and(eq(standardsView.tenantId, tenantId)))
          ).map((s) => [s.id, `${s.code} ${s.name}`]),
        )
      : new Map<string, string>();
  const groups: ReportGroup[] = rows.map(({ key, ...figures }) => ({
    key,
    label: q.groupBy === 'month' ? key : (names.get(key) ?? key),
    figures,
  }));
  const columns = [
    col('total', '申请数', 'Applications'),
    col('submitted', '已提交', 'Submitted'),
    col('accepted', '已受理', 'Accepted'),
    col('returned', '已退回', 'Returned'),
    col('withdrawn', '已撤回', 'Withdrawn'),
  ];
  return buildReport({
    columns: [
      col(
        'name',
        q.groupBy === 'month' ? '受理月份' : '认证标准',
        q.groupBy === 'month' ? 'Month' : 'Standard',
        'text',
      ),
      ...columns,
    ],
    groups,
    link: (column, group) => {
      const month = q.groupBy === 'month' && group ? group.key : undefined;
      return drillLink(APPLICATION_LIST_PATH, {
        receivedFrom: month ? `${month}-01` : start,
        receivedTo: month ? lastDayOfMonth(month) : end,
        certificateStandardId: q.groupBy === 'standard' && group ? group.key : q.standardId,
        province: q.province,
        branch: q.branch,
        status: STATUS_OF[column],
      });
    },
    chart: {
      type: q.groupBy === 'month' ? 'line' : 'bar',
      category: 'name',
      series: columns.map((c) => c.key),
    },
    // Per standard an application of two standards is in two rows: the total counts it once.
    ...(total ? { total: totalFigures(total) } : {}),
    ...(cells ? { asOf: cells.refreshedAt } : {}),
  });
}
