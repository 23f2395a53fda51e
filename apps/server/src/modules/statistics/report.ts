/**
 * Builds a page's StatisticsReport (@cb/domain/statistics report.ts) from grouped figures: each
 * group one row (its label in the category column, its figures, the drill-down link of each
 * figure), the total row summing the count/days columns (money columns add exactly, as fen).
 * A page gives its columns, its groups and how a figure's link is made; everything else is here.
 */
import { addAmounts } from '@cb/domain/finance';
import type { ReportColumn, StatisticsReport } from '@cb/domain/statistics';

export type Figure = number | string | null;

export interface ReportGroup {
  /** Stable key of the group (a standard code, a province code, '2026-03' …). */
  key: string;
  /** What the category column shows. */
  label: string;
  figures: Record<string, Figure>;
}

export interface ReportSpec {
  /** The category column first, then the figures. */
  columns: readonly ReportColumn[];
  groups: readonly ReportGroup[];
  /** The web route of the records behind a figure: `group` null for the total row; '' for no link. */
  link: (column: string, group: ReportGroup | null) => string;
  chart: StatisticsReport['chart'];
  /** Label of the total row (合计). */
  totalLabel?: string;
  /**
   * The total's figures when a sum of the rows is not the total (a certificate with codes of two
   * sectors is in two sector rows but once in the total).
   */
  total?: Record<string, Figure>;
  asOf?: Date;
}

export function buildReport(spec: ReportSpec): StatisticsReport {
  const [category, ...figures] = spec.columns;
  if (!category) throw new Error('a report needs its category column');
  const linksOf = (group: ReportGroup | null) => {
    const links: Record<string, string> = {};
    for (const c of figures) {
      const href = spec.link(c.key, group);
      if (href) links[c.key] = href;
    }
    return links;
  };
  const rows = spec.groups.map((g) => ({
    key: g.key,
    cells: { [category.key]: g.label, ...g.figures },
    links: linksOf(g),
  }));
  const totals: Record<string, Figure> = { [category.key]: spec.totalLabel ?? '合计' };
  for (const c of figures) {
    if (spec.total && c.key in spec.total) totals[c.key] = spec.total[c.key] ?? null;
    else if (c.kind === 'money')
      totals[c.key] = addAmounts(
        spec.groups.flatMap((g) => (g.figures[c.key] ? [String(g.figures[c.key])] : [])),
      );
    else if (c.kind === 'count')
      totals[c.key] = spec.groups.reduce((s, g) => s + Number(g.figures[c.key] ?? 0), 0);
    // Person-days come in tenths: added as whole tenths, so 0.1 + 0.2 is 0.3.
    else if (c.kind === 'days')
      totals[c.key] =
        spec.groups.reduce((s, g) => s + Math.round(Number(g.figures[c.key] ?? 0) * 10), 0) / 10;
    else totals[c.key] = null;
  }
  return {
    columns: [...spec.columns],
    rows,
    total: { cells: totals, links: linksOf(null) },
    chart: spec.chart,
    asOf: (spec.asOf ?? new Date()).toISOString(),
  };
}

/** A column of the report (title in Chinese and English). */
export const col = (
  key: string,
  title: string,
  titleEn: string,
  kind: ReportColumn['kind'] = 'count',
): ReportColumn => ({ key, title, titleEn, kind });
