/**
 * 统计 (tjfx): the one report shape of every statistics page (BUSINESS.md §5, issue 35) and the
 * pure rules behind its figures — the period of a month range, the province of a region code, the
 * IAF sector of a professional code. Each page answers a `StatisticsReport` (columns, rows with their
 * drill-down links, a total row, the chart's choice, when the figures were counted) and exports it
 * to Excel as is, so the sheet is the table on screen.
 */
import { z } from 'zod';

const month = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式为YYYY-MM');
const optionalText = z.string().trim().max(64).optional();

/** The filters every page may take (each page says which apply); every field optional. */
export const statisticsFilterFields = z.object({
  /** First month of the period, 'YYYY-MM' (inclusive). */
  from: month.optional(),
  /** Last month of the period, 'YYYY-MM' (inclusive). */
  to: month.optional(),
  /** Branch company code (分公司). */
  branch: optionalText,
  /** Certificate standard (认证标准) id. */
  standardId: z.string().uuid('认证标准不正确').optional(),
  /** Audit type code (AUDIT_TYPES). */
  auditType: z.coerce.number().int().min(0).max(99).optional(),
  /** Province-level region code (GB/T 2260, e.g. 330000). */
  province: z
    .string()
    .trim()
    .regex(/^\d{2}0000$/, '省份不正确')
    .optional(),
});

export const STATISTICS_MESSAGES = {
  periodOrder: '起始月份不能晚于结束月份',
} as const;

/** The shared filters with the period's order checked. */
export const statisticsFilters = statisticsFilterFields.refine((f) => !f.from || !f.to || f.from <= f.to, {
  message: STATISTICS_MESSAGES.periodOrder,
  path: ['to'],
});
export type StatisticsFilters = z.infer<typeof statisticsFilterFields>;

const periodInOrder = (f: StatisticsFilters) => !f.from || !f.to || f.from <= f.to;

/** A page's query: the shared filters plus its own fields, the period's order checked. */
export function statisticsQuery<S extends z.ZodRawShape>(extra: S) {
  return statisticsFilterFields.extend(extra).refine((f) => periodInOrder(f as StatisticsFilters), {
    message: STATISTICS_MESSAGES.periodOrder,
    path: ['to'],
  });
}

export const REPORT_COLUMN_KINDS = ['text', 'count', 'money', 'days'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const reportColumn = z.object({
  key: z.string(),
  title: z.string(),
  titleEn: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumn>;

/** A cell: counts and days are numbers, money exact strings ('1234.50'), text strings. */
const cell = z.union([z.string(), z.number(), z.null()]);

export const reportRow = z.object({
  key: z.string(),
  cells: z.record(z.string(), cell),
  /** column key → the web route of the list behind the figure, filtered the same way. */
  links: z.record(z.string(), z.string()),
});
export type ReportRow = z.infer<typeof reportRow>;

export const statisticsReport = z.object({
  columns: z.array(reportColumn),
  rows: z.array(reportRow),
  total: z.object({ cells: z.record(z.string(), cell), links: z.record(z.string(), z.string()) }),
  chart: z.object({
    type: z.enum(['bar', 'line', 'pie']),
    /** The column whose cells name the categories. */
    category: z.string(),
    /** The columns drawn as series. */
    series: z.array(z.string()),
  }),
  /** When the figures were counted (ISO timestamp): "数据更新时间". */
  asOf: z.string(),
  /**
   * A paged table (审核工作量 per auditor and month): `rows` are page `current` of `pages`, `total`
   * rows in all; the total row and the chart's figures are over all rows.
   */
  page: z
    .object({
      total: z.number().int(),
      current: z.number().int(),
      size: z.number().int(),
      pages: z.number().int(),
    })
    .optional(),
});
export type StatisticsReport = z.infer<typeof statisticsReport>;

// ───────────────────────────────────────────── rules ─────────────────────────────────────────────

/** The last day of month 'YYYY-MM' as 'YYYY-MM-DD'. */
export function lastDayOfMonth(m: string): string {
  const [y, mm] = m.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, mm, 0)).getUTCDate();
  return `${m}-${String(day).padStart(2, '0')}`;
}

/**
 * The period of a month range as calendar dates, both ends inclusive: from the 1st of `from` to the
 * last day of `to`. An open end stays open (undefined).
 */
export function periodOf(f: Pick<StatisticsFilters, 'from' | 'to'>): { start?: string; end?: string } {
  return {
    ...(f.from ? { start: `${f.from}-01` } : {}),
    ...(f.to ? { end: lastDayOfMonth(f.to) } : {}),
  };
}

/** Whether a calendar date 'YYYY-MM-DD' falls in the period (inclusive ends; open ends match all). */
export function inPeriod(date: string, period: { start?: string; end?: string }): boolean {
  return (!period.start || date >= period.start) && (!period.end || date <= period.end);
}

/** The province-level code of an administrative division code: 330106 → 330000; '' when not one. */
export function provinceOf(regionCode: string | null | undefined): string {
  const code = (regionCode ?? '').trim();
  return /^\d{6}$/.test(code) ? `${code.slice(0, 2)}0000` : '';
}

/**
 * The IAF sector of a professional code (专业代码, e.g. '29.10.07' → '29'): its first two digits
 * (BUSINESS.md §5). '' when the code does not start with two digits.
 */
export function iafSectorOf(code: string): string {
  const m = /^\s*(\d{2})/.exec(code);
  return m ? m[1]! : '';
}

/** The distinct IAF sectors of one certificate's codes: two codes of one sector count once there. */
export function sectorsOfCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(iafSectorOf).filter(Boolean))].sort();
}

/**
 * SPEC.md §3 stat type of a certificate event: 1 new or replaced (issue, reissue), 2 surveillance
 * (a surveillance audit kept it valid), 3 status change (suspend, restore, revoke, cancel, expire,
 * change). null for an event outside the regulator's count (maintain, correct).
 */
export function statTypeOfEvent(eventType: string): 1 | 2 | 3 | null {
  if (eventType === 'issue' || eventType === 'reissue') return 1;
  if (eventType === 'surveillance') return 2;
  if (['suspend', 'restore', 'revoke', 'cancel', 'expire', 'change'].includes(eventType)) return 3;
  return null;
}

/** A drill-down link: the list's path and the non-empty filters as its query string. */
export function drillLink(path: string, filters: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}
