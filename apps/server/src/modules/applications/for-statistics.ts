/**
 * What 统计 (modules/statistics) reads of the applications: 申请统计's counts per month received or
 * per standard, by status. The rows are 认证申请's list's (`applicationListWhere` in the tenant's
 * scope), so a figure equals the total of the list its link opens (/xmsl/search, same filters).
 */
import type { ApplicationExportQuery } from '@cb/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { enterprisesView } from '../customers/door.ts';
import { applicationListWhere } from './list-repository.ts';
import { applications as a, applicationItems } from './schema.ts';

export type ApplicationGrouping = 'month' | 'standard';
export type ApplicationStatisticsFilters = Pick<
  ApplicationExportQuery,
  'receivedFrom' | 'receivedTo' | 'certificateStandardId' | 'province' | 'branch'
>;

export interface ApplicationFigures {
  key: string;
  total: number;
  submitted: number;
  accepted: number;
  returned: number;
  withdrawn: number;
}

const byStatus = (status: number) => sql<number>`(count(*) filter (where ${a.status} = ${status}))::int`;
const figures = {
  total: sql<number>`count(*)::int`,
  submitted: byStatus(1),
  accepted: byStatus(2),
  returned: byStatus(3),
  withdrawn: byStatus(4),
};

/** The applications counted per group; `by` null: the one total row (each application once). */
export async function applicationFigures(
  tx: Reader,
  tenantId: number,
  by: ApplicationGrouping | null,
  f: ApplicationStatisticsFilters,
): Promise<ApplicationFigures[]> {
  const where = applicationListWhere(tenantId, { kind: 'tenant' }, f as ApplicationExportQuery);
  if (by === null) return (await tx.select(figures).from(a).where(where)).map((r) => ({ key: '', ...r }));
  if (by === 'month') {
    const month = sql<string>`to_char(${a.receivedDate}, 'YYYY-MM')`;
    return tx
      .select({ key: month, ...figures })
      .from(a)
      .where(where)
      .groupBy(month)
      .orderBy(month);
  }
  // Per standard: an application of two standards is in both rows (the total counts it once).
  const standard = sql<string>`${applicationItems.certificateStandardId}::text`;
  return tx
    .select({ key: standard, ...figures })
    .from(a)
    .innerJoin(
      applicationItems,
      sql`${applicationItems.applicationId} = ${a.id} and ${applicationItems.tenantId} = ${a.tenantId}`,
    )
    .where(where)
    .groupBy(standard)
    .orderBy(standard);
}

/**
 * 申请统计's summary cells of a large body (modules/statistics report-cells.ts), over the list's own
 * rows: applications per received month, client province and branch and status — `standard_id`
 * null each application once, else per standard of its items (`n` the item rows as the per-standard
 * figures count them, `applications` each application once as a standard filter counts it).
 * Columns: standard_id, month, region_code, branch, status, n, applications.
 */
export function applicationCellsSql(tenantId: number): SQL {
  const where = applicationListWhere(tenantId, { kind: 'tenant' }, {} as ApplicationExportQuery);
  const month = sql`to_char(${a.receivedDate}, 'YYYY-MM')`;
  const client = sql`left join ${enterprisesView} on ${enterprisesView.id} = ${a.enterpriseId}`;
  const dims = sql`${month}, ${enterprisesView.regionCode}, ${enterprisesView.branchCompany}, ${a.status}`;
  return sql`select null::uuid, ${dims}, count(*)::int, count(*)::int
      from ${a} ${client} where ${where} group by ${dims}
    union all
    select ${applicationItems.certificateStandardId}, ${dims}, count(*)::int, count(distinct ${a.id})::int
      from ${a} join ${applicationItems} on ${applicationItems.applicationId} = ${a.id}
        and ${applicationItems.tenantId} = ${a.tenantId}
      ${client} where ${where} group by ${applicationItems.certificateStandardId}, ${dims}`;
}
