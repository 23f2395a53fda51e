/**
 * 客户分布统计 (/tjfx/customer): the body's clients by province, industry or size band (SPEC.md §3
 * S/M/L), each figure opening 企业客户 (/khgl/enterprise) filtered the same way. Direct aggregate
 * over the enterprise list's own filter (customers/for-statistics.ts): a body has far fewer clients
 * than certificates, one GROUP BY on the tenant's index is fast enough (docs: decisions-stats-core).
 */
import { labelOf, REGIONS } from '@cb/domain';
import type { CustomerReportQuery, StatisticsReport } from '@cb/domain/statistics';
import { drillLink } from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { customerCounts } from '../customers/door.ts';
import { CELLS_FROM } from './certificate-cells.ts';
import { buildReport, col, type ReportGroup } from './report.ts';
import { customerCountsFromCells, readsCells } from './report-cells.ts';

export const CUSTOMER_LIST_PATH = '/khgl/enterprise';

const SCALE_LABELS: Record<string, string> = { S: '小型(S)', M: '中型(M)', L: '大型(L)' };
const GROUP_TITLES = {
  province: ['省份', 'Province'],
  industry: ['所属行业', 'Industry'],
  scale: ['企业规模', 'Size band'],
} as const;
const LIST_FILTER = { province: 'regionCode', industry: 'industryCode', scale: 'scaleLevel' } as const;

export async function customerReport(
  tx: Reader,
  tenantId: number,
  q: CustomerReportQuery,
  cellsFrom = CELLS_FROM,
): Promise<StatisticsReport> {
  const filters = { regionCode: q.province, branchCompany: q.branch };
  // A large body reads its cells (report-cells.ts).
  const cells = await readsCells(tx, tenantId, 'customers', cellsFrom);
  const counts = cells
    ? await customerCountsFromCells(tx, tenantId, q.groupBy, filters)
    : await customerCounts(tx, tenantId, q.groupBy, filters);
  const groups: ReportGroup[] = counts.map(({ key, n }) => ({
    key: key || '-',
    label:
      q.groupBy === 'province'
        ? (labelOf(REGIONS, key) ?? (key || '未填写'))
        : q.groupBy === 'scale'
          ? (SCALE_LABELS[key] ?? (key || '未填写'))
          : key || '未填写',
    figures: { customers: n },
  }));
  const [title, titleEn] = GROUP_TITLES[q.groupBy];
  return buildReport({
    columns: [col('name', title, titleEn, 'text'), col('customers', '客户数', 'Clients')],
    groups,
    link: (_c, g) =>
      g && g.key === '-'
        ? ''
        : drillLink(CUSTOMER_LIST_PATH, {
            ...(g ? { [LIST_FILTER[q.groupBy]]: g.key } : {}),
            ...(q.province && !(g && q.groupBy === 'province') ? { regionCode: q.province } : {}),
            branchCompany: q.branch,
          }),
    chart: { type: q.groupBy === 'province' ? 'bar' : 'pie', category: 'name', series: ['customers'] },
    ...(cells ? { asOf: cells.refreshedAt } : {}),
  });
}
