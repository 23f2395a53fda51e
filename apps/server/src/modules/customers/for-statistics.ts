/**
 * What 统计 (modules/statistics) reads of the customers: 客户分布统计's counts, grouped by province,
 * industry or size band. The rows are those of the enterprise list (`enterpriseWhere`, the same
 * function and filters as 企业客户's list), so a figure equals that list's total for its drill-down.
 */
import { count, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { type EnterpriseFilters, enterpriseWhere } from './repository.ts';
import { enterprises as e } from './schema.ts';

export type CustomerGrouping = 'province' | 'industry' | 'scale';
export type CustomerStatisticsFilters = Pick<EnterpriseFilters, 'regionCode' | 'branchCompany'>;

const GROUP_COLUMN = {
  province: e.regionCode,
  industry: e.industryCode,
  scale: e.scaleLevel,
} as const;

/** The tenant's enterprises (not deleted) counted per group: `{ key, n }` by key. */
export async function customerCounts(
  tx: Reader,
  tenantId: number,
  by: CustomerGrouping,
  f: CustomerStatisticsFilters,
): Promise<{ key: string; n: number }[]> {
  const key = GROUP_COLUMN[by] as unknown as SQL<string>;
  return tx
    .select({ key, n: count() })
    .from(e)
    .where(enterpriseWhere(tenantId, { kind: 'tenant' }, f))
    .groupBy(key)
    .orderBy(key);
}

/**
 * 客户分布统计's summary cells of a large body (modules/statistics report-cells.ts): the list's
 * enterprises per province, industry, size band and branch. Columns: region_code, industry_code,
 * scale_level, branch, n.
 */
export function customerCellsSql(tenantId: number): SQL {
  const dims = sql`${e.regionCode}, ${e.industryCode}, ${e.scaleLevel}, ${e.branchCompany}`;
  return sql`select ${dims}, count(*)::int from ${e}
    where ${enterpriseWhere(tenantId, { kind: 'tenant' }, {})} group by ${dims}`;
}
