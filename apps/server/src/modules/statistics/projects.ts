/**
 * 审核项目统计 (/tjfx/project): audit projects and their planned days per audit type or per month
 * of the audit's start; each figure opens 审核项目 (/shxm/project) with the same filters. Direct
 * aggregates over the list's own condition (audit-execution/for-statistics.ts).
 */
import { AUDIT_TYPES, labelOf } from '@cb/domain';
import {
  drillLink,
  lastDayOfMonth,
  type ProjectReportQuery,
  periodOf,
  type StatisticsReport,
} from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { projectFigures } from '../audit-execution/door.ts';
import { CELLS_FROM } from './certificate-cells.ts';
import { PROJECT_LIST_PATH } from './certificates.ts';
import { buildReport, col, type ReportGroup } from './report.ts';
import { projectFiguresFromCells, readsCells } from './report-cells.ts';

export async function projectReport(
  tx: Reader,
  tenantId: number,
  q: ProjectReportQuery,
  cellsFrom = CELLS_FROM,
): Promise<StatisticsReport> {
  const { start, end } = periodOf(q);
  const filters = {
    dateFrom: start,
    dateTo: end,
    auditType: q.auditType,
    province: q.province,
    branchCode: q.branch,
  };
  // A large body reads its cells (report-cells.ts).
  const cells = await readsCells(tx, tenantId, 'projects', cellsFrom);
  const rows = cells
    ? await projectFiguresFromCells(tx, tenantId, q.groupBy, filters)
    : await projectFigures(tx, tenantId, q.groupBy, filters);
  const groups: ReportGroup[] = rows.map((r) => ({
    key: r.key,
    label: q.groupBy === 'auditType' ? (labelOf(AUDIT_TYPES, Number(r.key)) ?? r.key) : r.key,
    figures: { projects: r.projects, days: Number(r.days) },
  }));
  return buildReport({
    columns: [
      col(
        'name',
        q.groupBy === 'auditType' ? '审核类型' : '审核月份',
        q.groupBy === 'auditType' ? 'Audit type' : 'Month',
        'text',
      ),
      col('projects', '审核项目数', 'Projects'),
      col('days', '审核人日', 'Audit days', 'days'),
    ],
    groups,
    link: (column, group) => {
      if (column !== 'projects') return '';
      const month = q.groupBy === 'month' && group ? group.key : undefined;
      return drillLink(PROJECT_LIST_PATH, {
        dateFrom: month ? `${month}-01` : start,
        dateTo: month ? lastDayOfMonth(month) : end,
        auditType: q.groupBy === 'auditType' && group ? group.key : q.auditType,
        province: q.province,
        branchCode: q.branch,
      });
    },
    chart: { type: 'bar', category: 'name', series: ['projects'] },
    ...(cells ? { asOf: cells.refreshedAt } : {}),
  });
}
