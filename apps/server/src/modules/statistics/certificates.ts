/** 证书统计 (/tjfx/certificate): filled in by the next commit. */
import type { CertificateReportQuery, StatisticsReport } from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { buildReport, col } from './report.ts';

export async function certificateReport(
  _tx: Reader,
  _tenantId: number,
  _q: CertificateReportQuery,
): Promise<StatisticsReport> {
  return buildReport({
    columns: [col('name', '认证项目', 'Scheme', 'text'), col('valid', '有效证书', 'Valid')],
    groups: [],
    link: () => '',
    chart: { type: 'bar', category: 'name', series: ['valid'] },
  });
}
