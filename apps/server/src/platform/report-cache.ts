/**
 * The counted reports of this instance, per tenant, page and query: a report is counted at most
 * once per REPORT_MAX_AGE_MS (its `asOf` says when — "数据更新时间"), and an older one is still
 * answered while a recount runs, up to REPORT_STALE_MS; concurrent requests share the count under
 * way. Counting 证书统计 over a million certificates takes about a second of database time, too much
 * for every page view and export at c=4 (issue 35 item 4); the figures stay exact as of `asOf`.
 * 统计 (modules/statistics) and 毛利分析 (modules/settlement) keep their reports here; the dashboard
 * counts its home figures the same way (modules/dashboard/service.ts).
 *
 * Only a count that took REPORT_KEEP_FROM_MS or more is kept: a body whose figures count quickly
 * (thousands of certificates, not a million) always sees them live, so a figure and the list it
 * opens agree right after a write; only the large body reads figures up to a minute old (asOf).
 */
export const REPORT_MAX_AGE_MS = 60_000;
export const REPORT_STALE_MS = 10 * 60_000;
export const REPORT_KEEP_FROM_MS = 200;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  report?: unknown;
  counting?: Promise<unknown>;
}

export class ReportCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly keepFromMs = REPORT_KEEP_FROM_MS,
  ) {}

  /** The report of `page` and `query` in `tenantId`, counted by `count` when due. */
  async get<R>(tenantId: number, page: string, query: object, count: () => Promise<R>): Promise<R> {
    const key = `${tenantId}|${page}|${JSON.stringify(query, Object.keys(query).sort())}`;
    const entry = this.entries.get(key) ?? { at: 0 };
    const age = this.now() - entry.at;
    if (entry.report && age < REPORT_MAX_AGE_MS) return entry.report as R;
    if (!entry.counting) {
      const started = this.now();
      entry.counting = count().then(
        (report) => {
          if (this.now() - started >= this.keepFromMs) this.entries.set(key, { at: started, report });
          else this.entries.delete(key);
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
      return entry.report as R;
    }
    return entry.counting as Promise<R>;
  }

  private trim() {
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
