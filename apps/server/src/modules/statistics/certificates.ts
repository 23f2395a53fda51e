/**
 * 证书统计 (/tjfx/certificate), after the regulator's annual report (BUSINESS.md §5, issue 35 item 3):
 * per project code (the standard's code), per province or per IAF sector — valid at the end of the
 * period, newly issued, surveillance audits, suspended, revoked, withdrawn. The SPEC's stat type
 * chooses the columns (1 new or replaced: 新发; 2 surveillance: 监督审核; 3 status change: 暂停, 撤销,
 * 注销). Certificate figures from the certificates' door, surveillance audits from 审核项目's; each
 * figure links to 证书查询 (/zsfx/search) or 审核项目 (/shxm/project) with the same filters.
 */
import { labelOf, REGIONS } from '@cb/domain';
import { schemeOfStandard } from '@cb/domain/audit-programmes';
import {
  type CertificateReportQuery,
  drillLink,
  periodOf,
  type StatisticsReport,
} from '@cb/domain/statistics';
import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { projectFigures } from '../audit-execution/door.ts';
import {
  CERTIFICATE_EVENT_FIGURES,
  type CertificateFigures,
  type CertificateGrouping,
  certificateFigures,
  chinaToday,
  includesSupersededVersions,
} from '../certificates/door.ts';
import { standardsView } from '../reference/door.ts';
import { CELLS_FROM, cellsState, certificateFiguresFromCells } from './certificate-cells.ts';
import { buildReport, col, type ReportGroup } from './report.ts';
import { projectFiguresFromCells, readsCells } from './report-cells.ts';

export const CERTIFICATE_LIST_PATH = '/zsfx/search';
export const PROJECT_LIST_PATH = '/shxm/project';

const GROUP_TITLE = {
  standard: ['认证项目', 'Scheme'],
  province: ['省份', 'Province'],
  sector: ['IAF专业大类', 'IAF sector'],
} as const;

/** The columns of the stat type (all with none). */
function columnsOf(statType: number | undefined) {
  return [
    col('valid', '有效证书', 'Valid'),
    ...(!statType || statType === 1 ? [col('issued', '新发证书', 'Newly issued')] : []),
    ...(!statType || statType === 2 ? [col('surveillance', '监督审核', 'Surveillance audits')] : []),
    ...(!statType || statType === 3
      ? [
          col('suspended', '暂停', 'Suspended'),
          col('revoked', '撤销', 'Revoked'),
          col('withdrawn', '注销', 'Withdrawn'),
        ]
      : []),
  ];
}

async function standardCodeOf(tx: Reader, tenantId: number, id: string | undefined) {
  if (!id) return undefined;
  const [row] = await tx
    .select({ code: standardsView.code })
    .from(standardsView)
    .where(and(eq(standardsView.tenantId, tenantId), eq(standardsView.id, id)));
  return row?.code ?? '';
}

/**
 * The report, its certificate figures counted live or (a body of CELLS_FROM certificates or more,
 * `cellsFrom` for the tests) read from the summary cells as of their count (certificate-cells.ts),
 * "today" then being the day they were counted and asOf their time.
 */
export async function certificateReport(
  tx: Reader,
  tenantId: number,
  q: CertificateReportQuery,
  cellsFrom = CELLS_FROM,
): Promise<StatisticsReport> {
  const { start, end } = periodOf(q);
  const state = await cellsState(tx, tenantId);
  const fromCells = state !== null && state.certificates >= cellsFrom;
  const today = fromCells ? chinaToday(state.refreshedAt) : chinaToday();
  // Valid at the end of the period; with none, or one ending later, today.
  const validDay = end && end < today ? end : today;
  const filters = { standardId: q.standardId, province: q.province, branch: q.branch, start, end, validDay };
  const historic = includesSupersededVersions({ validOn: validDay }, today);
  const figuresOf = (by: CertificateGrouping | null, sectorsOnly = false) =>
    fromCells
      ? certificateFiguresFromCells(tx, tenantId, by, filters, historic, sectorsOnly)
      : certificateFigures(tx, tenantId, by, filters, sectorsOnly);
  const figures = await figuresOf(q.groupBy);
  const sectorTotal = q.groupBy === 'sector' ? (await figuresOf(null, true))[0] : undefined;

  // Surveillance audits (audit projects of a surveillance type starting in the period).
  const scheme = q.standardId
    ? schemeOfStandard((await standardCodeOf(tx, tenantId, q.standardId)) ?? '')
    : undefined;
  const projectFilters = {
    surveillance: true,
    dateFrom: start,
    dateTo: end,
    province: q.province,
    branchCode: q.branch,
    scheme,
  };
  // Counted live, or from 审核项目's cells for a large body (report-cells.ts).
  const projectCells = q.groupBy === 'sector' ? null : await readsCells(tx, tenantId, 'projects', cellsFrom);
  const projectGrouping = q.groupBy === 'standard' ? 'scheme' : 'province';
  const surveillance =
    q.groupBy === 'sector'
      ? null
      : projectCells
        ? await projectFiguresFromCells(tx, tenantId, projectGrouping, projectFilters)
        : await projectFigures(tx, tenantId, projectGrouping, projectFilters);
  // 数据更新时间: the older count when the figures come from two.
  const asOf = [fromCells ? state.refreshedAt : null, projectCells?.refreshedAt ?? null]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const surveillanceOf = (key: string) =>
    surveillance === null
      ? null
      : (surveillance.find((s) => s.key === (q.groupBy === 'standard' ? schemeOfStandard(key) : key))
          ?.projects ?? 0);

  const groups: ReportGroup[] = figures.map((r: CertificateFigures) => ({
    key: r.key || '-',
    label:
      q.groupBy === 'standard'
        ? `${r.key} ${r.name}`.trim()
        : q.groupBy === 'province'
          ? (labelOf(REGIONS, r.key) ?? (r.key || '未填写'))
          : `IAF ${r.key}`,
    figures: {
      valid: r.valid,
      issued: r.issued,
      surveillance: surveillanceOf(r.key),
      suspended: r.suspended,
      revoked: r.revoked,
      withdrawn: r.withdrawn,
    },
  }));
  const columns = columnsOf(q.statType);

  const certificateLink = (column: string, group: ReportGroup | null) => {
    if (group?.key === '-') return '';
    if (group === null && q.groupBy === 'sector') return '';
    const event = CERTIFICATE_EVENT_FIGURES[column as keyof typeof CERTIFICATE_EVENT_FIGURES];
    return drillLink(CERTIFICATE_LIST_PATH, {
      standardId: q.standardId,
      province: q.groupBy === 'province' && group ? group.key : q.province,
      branch: q.branch,
      standardCode: q.groupBy === 'standard' && group ? group.key : undefined,
      sector: q.groupBy === 'sector' && group ? group.key : undefined,
      ...(column === 'valid' ? { validOn: validDay } : {}),
      ...(column === 'issued' ? { issuedFrom: start, issuedTo: end } : {}),
      ...(event ? { event, eventFrom: start, eventTo: end } : {}),
    });
  };
  const surveillanceLink = (group: ReportGroup | null) => {
    if (q.groupBy === 'sector' || group?.key === '-') return '';
    return drillLink(PROJECT_LIST_PATH, {
      surveillance: 1,
      dateFrom: start,
      dateTo: end,
      province: q.groupBy === 'province' && group ? group.key : q.province,
      branchCode: q.branch,
      scheme: q.groupBy === 'standard' && group ? schemeOfStandard(group.key) : scheme,
    });
  };

  // Every surveillance audit of the filters (the total row's link opens them all).
  const surveillanceTotal = surveillance === null ? null : surveillance.reduce((s, x) => s + x.projects, 0);
  return buildReport({
    columns: [col('name', GROUP_TITLE[q.groupBy][0], GROUP_TITLE[q.groupBy][1], 'text'), ...columns],
    groups,
    link: (column, group) =>
      column === 'surveillance' ? surveillanceLink(group) : certificateLink(column, group),
    chart: { type: 'bar', category: 'name', series: columns.map((c) => c.key) },
    ...(asOf ? { asOf } : {}),
    total: {
      surveillance: surveillanceTotal,
      ...(sectorTotal
        ? {
            valid: sectorTotal.valid,
            issued: sectorTotal.issued,
            suspended: sectorTotal.suspended,
            revoked: sectorTotal.revoked,
            withdrawn: sectorTotal.withdrawn,
          }
        : {}),
    },
  });
}
