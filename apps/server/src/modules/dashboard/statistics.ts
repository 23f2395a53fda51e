/**
 * Home dashboard statistics (SPEC.md §2 "Home dashboard statistics"). Each statistic is computed by
 * a provider that the area owning the data registers (certificates, auditors, companies …), inside
 * the caller's tenant transaction, so row-level security scopes every count to the tenant. A
 * statistic whose area has not registered a provider is 0 and is not listed in `provided`.
 *
 * @example
 * // modules/certificates/statistics.ts, imported by that area's routes
 * registerDashboardStatistic('certTotal', async (tx, tenantId) => {
 *   const [row] = await tx.select({ n: count() }).from(certificates).where(eq(certificates.tenantId, tenantId));
 *   return row?.n ?? 0;
 * });
 */
import { type DashboardStatistics, STATISTIC_KEYS, type StatisticKey } from '@cb/domain';
import type { Tx } from '../../platform/db/database.ts';

export { type DashboardStatistics, STATISTIC_KEYS, type StatisticKey };

export type StatisticProvider = (tx: Tx, tenantId: number) => Promise<number>;

export class StatisticRegistry {
  private readonly providers = new Map<StatisticKey, StatisticProvider>();

  register(key: StatisticKey, provider: StatisticProvider): void {
    if (!(STATISTIC_KEYS as readonly string[]).includes(key)) throw new Error(`unknown statistic ${key}`);
    if (this.providers.has(key)) throw new Error(`statistic ${key} already has a provider`);
    this.providers.set(key, provider);
  }

  /** Runs every provider in the tenant's transaction (one after another: one connection). */
  async compute(tx: Tx, tenantId: number): Promise<DashboardStatistics> {
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

/** The app's registry: areas register at import time. */
export const dashboardStatistics = new StatisticRegistry();

export function registerDashboardStatistic(key: StatisticKey, provider: StatisticProvider): void {
  dashboardStatistics.register(key, provider);
}
