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
  type DashboardStatistics,
  STATISTIC_KEYS,
  type StatisticKey,
} from '@cb/domain';
import type { AreaDefinition, StatisticProvider } from '../../platform/areas.ts';
import type { Reader } from '../../platform/db/database.ts';

export { type DashboardStatistics, STATISTIC_KEYS, type StatisticKey };

export class StatisticRegistry {
  private readonly providers = new Map<StatisticKey, StatisticProvider>();
  /** The last figures of each tenant, or the count under way (concurrent home pages share it). */
  private readonly recent = new Map<number, { at: number; figures: Promise<DashboardStatistics> }>();

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
   * (`asOf` says when). Counting every certificate of a large body costs 60–90 ms of database time,
   * too much for each home page; a minute old is fresh enough for totals.
   */
  figures(
    tenantId: number,
    count: (compute: (tx: Reader) => Promise<DashboardStatistics>) => Promise<DashboardStatistics>,
    now = Date.now(),
  ): Promise<DashboardStatistics> {
    const last = this.recent.get(tenantId);
    if (last && now - last.at < DASHBOARD_STATISTICS_MAX_AGE_S * 1000) return last.figures;
    const figures = count(async (tx) => ({
      ...(await this.compute(tx, tenantId)),
      asOf: new Date(now).toISOString(),
    }));
    this.recent.set(tenantId, { at: now, figures });
    figures.catch(() => {
      if (this.recent.get(tenantId)?.figures === figures) this.recent.delete(tenantId);
    });
    return figures;
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
