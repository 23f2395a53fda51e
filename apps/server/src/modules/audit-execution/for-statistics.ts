/**
 * What 统计 (modules/statistics) reads of the audit projects: 审核项目统计's counts and days, and
 * 证书统计's surveillance audits, grouped. The rows and conditions are 审核项目's list's
 * (`projectWhere` with the tenant's scope and the list's joins), so a figure equals the total of
 * the list its link opens (/shxm/project with the same filters).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import {
  auditProjectsView as p,
  auditPlansView as plans,
  auditProgrammesView as programmes,
} from '../audit-programmes/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { type ProjectFilters, projectWhere } from './repository.ts';

export type ProjectGrouping = 'auditType' | 'month' | 'scheme' | 'province';

export interface ProjectFigures {
  key: string;
  projects: number;
  /** Person-days planned (audit days), as a decimal string. */
  days: string;
}

/** The tenant's audit projects matching `f`, counted (with their days) per group. */
export async function projectFigures(
  tx: Reader,
  tenantId: number,
  by: ProjectGrouping,
  f: ProjectFilters,
): Promise<ProjectFigures[]> {
  const keyOf: Record<ProjectGrouping, SQL<string>> = {
    auditType: sql<string>`${p.auditType}::text`,
    month: sql<string>`to_char(coalesce(${plans.startDate}, ${p.dueFrom}), 'YYYY-MM')`,
    scheme: sql<string>`${p.scheme}`,
    province: sql<string>`${enterprisesView.regionCode}`,
  };
  const key = keyOf[by];
  return tx
    .select({
      key,
      projects: sql<number>`count(*)::int`,
      days: sql<string>`coalesce(sum(${p.days}), 0)::text`,
    })
    .from(p)
    .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
    .innerJoin(programmes, eq(programmes.id, p.programmeId))
    .leftJoin(plans, eq(plans.id, p.planId))
    .where(projectWhere(tenantId, { kind: 'tenant' }, f))
    .groupBy(key)
    .orderBy(key);
}

/**
 * 审核项目统计's (and 证书统计's surveillance) summary cells of a large body (modules/statistics
 * report-cells.ts), over the list's own rows and joins: projects and their days per audit type,
 * month of the audit's start, scheme, client province and branch (the list's filters' values).
 * Columns: audit_type, month, scheme, region_code, branch, n, days.
 */
export function projectCellsSql(tenantId: number): SQL {
  const dims = sql`${p.auditType}, to_char(coalesce(${plans.startDate}, ${p.dueFrom}), 'YYYY-MM'), ${p.scheme},
    ${enterprisesView.regionCode}, coalesce(nullif(${plans.branchCode}, ''), ${programmes.branchCode})`;
  return sql`select ${dims}, count(*)::int, coalesce(sum(${p.days}), 0)
    from ${p} join ${enterprisesView} on ${enterprisesView.id} = ${p.enterpriseId}
      join ${programmes} on ${programmes.id} = ${p.programmeId}
      left join ${plans} on ${plans.id} = ${p.planId}
    where ${projectWhere(tenantId, { kind: 'tenant' }, {})}
    group by ${dims}`;
}
