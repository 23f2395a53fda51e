/**
 * The counted reports of this instance, per tenant, page and query: a report is counted at most
 * once per REPORT_MAX_AGE_MS (its `asOf` says when — "数据更新时间"), and an older one is still
 * answered while a recount runs, up to REPORT_STALE_MS; concurrent requests share the count under
 * way. Counting 证书统计 over a million certificates takes about a second of database time, too much
 * for every page view and export at c=4 (issue 35 item 4); the figures stay exact as of `asOf`.
 * The dashboard counts its home figures the same way (modules/dashboard/service.ts).
 */
import type { StatisticsReport } from '@cb/domain/statistics';

export const REPORT_MAX_AGE_MS = 60_000;
export const REPORT_STALE_MS = 10 * 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  report?: StatisticsReport;
  counting?: Promise<StatisticsReport>;
}

export class ReportCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The report of `page` and `query` in `tenantId`, counted by `count` when due. */
  async get(
    tenantId: number,
    page: string,
    query: object,
    count: () => Promise<StatisticsReport>,
  ): Promise<StatisticsReport> {
    const key = `${tenantId}|${page}|${JSON.stringify(query, Object.keys(query).sort())}`;
    const entry = this.entries.get(key) ?? { at: 0 };
    const age = this.now() - entry.at;
    if (entry.report && age < REPORT_MAX_AGE_MS) return entry.report;
    if (!entry.counting) {
      const started = this.now();
      entry.counting = count().then(
        (report) => {
          this.entries.set(key, { at: started, report });
          return report;
        },
        (error: unknown) => {
          entry.counting = undefined;
          throw error;
        },
      );
      this.entries.set(key, entry);
      this.trim();
    }
    if (entry.report && age < REPORT_STALE_MS) {
      entry.counting.catch(() => {});
      return entry.report;
    }
    return entry.counting;
  }

  private trim() {
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
