/**
 * 统计's counted reports: the instance's ReportCache (platform/report-cache.ts, which 毛利分析 keeps
 * its pages in too) — counted at most once a minute per tenant, page and query when a count takes
 * REPORT_KEEP_FROM_MS or more, `asOf` saying when.
 */
export {
  REPORT_KEEP_FROM_MS,
  REPORT_MAX_AGE_MS,
  REPORT_STALE_MS,
  ReportCache,
} from '../../platform/report-cache.ts';
