/**
 * Home dashboard statistics (SPEC.md §2 "Home dashboard statistics"). Each statistic is computed by
 * a provider of the area owning the data (certificates, auditors, companies …), declared in that
 * area's `defineArea({ statistics })` and run inside the caller's tenant transaction, so row-level
 * security scopes every count to the tenant. A statistic no area provides is 0 and is not listed
 * in `provided`.
 *
 * @example
 * // modules/certificates/area.ts
 * defineArea({ name: 'certificates', …, statistics: {
 *   certTotal: async (tx, tenantId) => (await tx.select({ n: count() }).from(certificates)…)[0]?.n ?? 0,
 * } });
 */
import {
  DASHBOARD_STATISTICS_MAX_AGE_S,
  DASHBOARD_STATISTICS_STALE_S,
  type DashboardStatistics,
  STATISTIC_KEYS,
  type StatisticKey,
} from '@cb/domain';
import type { AreaDefinition, StatisticProvider } from '../../platform/areas.ts';
import type { Reader } from '../../platform/db/database.ts';
import { reusedResult } from '../../platform/http/serializer.ts';

export { DASHBOARD_STATISTICS_STALE_S, type DashboardStatistics, STATISTIC_KEYS, type StatisticKey };

/** A tenant's last figures (when their count began) and the count under way, if any. */
interface TenantFigures {
  last?: { at: number; figures: DashboardStatistics };
  counting?: Promise<DashboardStatistics>;
}

export class StatisticRegistry {
  private readonly providers = new Map<StatisticKey, StatisticProvider>();
  private readonly tenants = new Map<number, TenantFigures>();

  /** The providers the areas declare; two areas providing the same statistic is a start-up error. */
  static fromAreas(areas: readonly AreaDefinition[]): StatisticRegistry {
    const registry = new StatisticRegistry();
    for (const area of areas)
      for (const [key, provider] of Object.entries(area.statistics ?? {}))
        if (provider) registry.register(key as StatisticKey, provider);
    return registry;
  }

  register(key: StatisticKey, provider: StatisticProvider): void {
    if (!(STATISTIC_KEYS as readonly string[]).includes(key)) throw new Error(`unknown statistic ${key}`);
    if (this.providers.has(key)) throw new Error(`statistic ${key} already has a provider`);
    this.providers.set(key, provider);
  }

  /**
   * The tenant's figures, counted at most once per DASHBOARD_STATISTICS_MAX_AGE_S on this instance
   * (`asOf` says when). Counting every certificate of a large body costs 60–90 ms of database time
   * (a second under load), too much for each home page; a minute old is fresh enough for totals.
   * Older figures start a new count, and until it ends they are still answered if younger than
   * DASHBOARD_STATISTICS_STALE_S: only the first home page of a tenant (or after a long quiet
   * spell) waits for a count. Concurrent requests share the count under way; a failed count is
   * not kept.
   */
  figures(
    tenantId: number,
    count: (compute: (tx: Reader) => Promise<DashboardStatistics>) => Promise<DashboardStatistics>,
    now = Date.now(),
  ): Promise<DashboardStatistics> {
    const tenant = this.tenants.get(tenantId) ?? {};
    this.tenants.set(tenantId, tenant);
    const { last } = tenant;
    if (last && now - last.at < DASHBOARD_STATISTICS_MAX_AGE_S * 1000) return Promise.resolve(last.figures);
    if (!tenant.counting) {
      const state = tenant;
      const counting = count(async (tx) => ({
        ...(await this.compute(tx, tenantId)),
        asOf: new Date(now).toISOString(),
      })).then((counted) => {
        // The same figures are answered until the next count: written (and compressed) once.
        const figures = reusedResult(counted);
        state.last = { at: now, figures };
        return figures;
      });
      state.counting = counting;
      // Settled either way: the next stale request may count again (a failure is not kept).
      const settle = () => {
        state.counting = undefined;
      };
      counting.then(settle, settle);
    }
    if (last && now - last.at < DASHBOARD_STATISTICS_STALE_S * 1000) return Promise.resolve(last.figures);
    return tenant.counting!;
  }

  /** Runs every provider in the tenant's transaction (one after another: one connection). */
  async compute(tx: Reader, tenantId: number): Promise<DashboardStatistics> {
    const values = Object.fromEntries(STATISTIC_KEYS.map((k) => [k, 0])) as Record<StatisticKey, number>;
    const provided: StatisticKey[] = [];
    for (const key of STATISTIC_KEYS) {
      const provider = this.providers.get(key);
      if (!provider) continue;
      const value = Number(await provider(tx, tenantId));
      values[key] = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
      provided.push(key);
    }
    return { values, provided };
  }
}
