/** 审核项目统计 (/tjfx/project): filled in by the next commit. */
import type { ProjectReportQuery, StatisticsReport } from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { buildReport, col } from './report.ts';

export async function projectReport(
  _tx: Reader,
  _tenantId: number,
  _q: ProjectReportQuery,
): Promise<StatisticsReport> {
  return buildReport({
    columns: [col('name', '认证项目', 'Scheme', 'text'), col('valid', '有效证书', 'Valid')],
    groups: [],
    link: () => '',
    chart: { type: 'bar', category: 'name', series: ['valid'] },
  });
}
