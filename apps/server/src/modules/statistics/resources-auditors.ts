/**
 * 审核员统计 (/tjfx/auditor): active auditors and technical experts by CCAA registration level, code
 * field (IAF sector) or region (分公司), full-time and part-time. The total row counts each person
 * once (the home page's figure); a person registered at two levels or holding codes of two sectors
 * is in two rows. Each figure opens 审核员列表 filtered the same way.
 */
import { calendarDateOf, labelOf } from '@cb/domain';
import { QUALIFICATION_LEVELS } from '@cb/domain/auditors';
import { type AuditorReportQuery, drillLink, type StatisticsReport } from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { auditorCountsBy, auditorCountTotal, auditorStatisticsListFilters } from '../auditors/door.ts';
import { buildReport, col } from './report.ts';

const AUDITOR_LIST = '/rlzy/auditor';

const GROUP_COLUMN = {
  level: col('group', '资格等级', 'Registration level', 'text'),
  field: col('group', '专业领域(IAF)', 'Code field (IAF)', 'text'),
  region: col('group', '地区(分公司)', 'Region (branch)', 'text'),
} as const;

const EMPLOYMENT: Record<string, number | undefined> = { fullTime: 1, partTime: 2, total: undefined };

function groupLabel(groupBy: AuditorReportQuery['groupBy'], group: string): string {
  if (groupBy === 'level') return labelOf(QUALIFICATION_LEVELS, group) ?? group;
  return group || '未填写';
}

export async function auditorReport(
  tx: Reader,
  tenantId: number,
  q: AuditorReportQuery,
): Promise<StatisticsReport> {
  const today = calendarDateOf(new Date());
  const groups = await auditorCountsBy(tx, tenantId, q.groupBy, today);
  const total = await auditorCountTotal(tx, tenantId);
  return buildReport({
    columns: [
      GROUP_COLUMN[q.groupBy],
      col('fullTime', '专职', 'Full-time'),
      col('partTime', '兼职', 'Part-time'),
      col('total', '合计', 'Total'),
    ],
    groups: groups.map((g) => ({
      key: g.group || '-',
      label: groupLabel(q.groupBy, g.group),
      figures: { fullTime: g.fullTime, partTime: g.partTime, total: g.total },
    })),
    // Each person once: not the sum of the rows when one counts in two of them.
    total: { fullTime: total.fullTime, partTime: total.partTime, total: total.total },
    link: (column, group) => {
      // An empty 分公司 cannot be asked of the list.
      if (group && group.key === '-') return '';
      const filters = auditorStatisticsListFilters(q.groupBy, group ? group.key : null);
      return drillLink(AUDITOR_LIST, { ...filters, employmentType: EMPLOYMENT[column] });
    },
    chart: { type: 'bar', category: 'group', series: ['fullTime', 'partTime'] },
  });
}
