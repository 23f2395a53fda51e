/**
 * What 统计 (审核工作量统计) reads of the labour fees: person-days (×10, exact) per auditor, work
 * month and team role. A labour fee row carries the member's share of the plan's booked days
 * (`days10`, BUSINESS.md §3: half-days ÷ 2, trainees and observers 0), so the days of an auditor in
 * a month are the sum of his rows; the 劳务费登记 list (/labour/fee) with the same auditor, month
 * range and role lists exactly the rows summed.
 */
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { auditorsView } from '../auditors/door.ts';
import { labourFees as f } from './schema.ts';

export interface WorkloadFilter {
  /** First and last work month `YYYY-MM`, inclusive. */
  fromMonth?: string | undefined;
  toMonth?: string | undefined;
  /** Only these roles (leader, member, expert …). */
  roles?: readonly string[] | undefined;
  auditType?: number | undefined;
}

export interface WorkloadRow {
  auditorId: string;
  auditorName: string;
  /** YYYY-MM */
  month: string;
  role: string;
  /** Days × 10 summed (exact: half-days are 5). */
  days10: number;
  /** Fee rows summed. */
  rows: number;
}

/** Person-days ×10 per auditor, work month and role, ordered by auditor name, auditor, month. */
export async function workloadByAuditorMonth(
  tx: Reader,
  tenantId: number,
  filter: WorkloadFilter = {},
): Promise<WorkloadRow[]> {
  if (filter.roles?.length === 0) return [];
  const auditorName = sql<string>`max(${auditorsView.name})`;
  const rows = await tx
    .select({
      auditorId: f.auditorId,
      auditorName,
      month: f.workMonth,
      role: f.role,
      days10: sql<number>`sum(${f.days10})::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(f)
    .innerJoin(auditorsView, eq(auditorsView.id, f.auditorId))
    .where(
      and(
        eq(f.tenantId, tenantId),
        filter.fromMonth ? gte(f.workMonth, filter.fromMonth) : undefined,
        filter.toMonth ? lte(f.workMonth, filter.toMonth) : undefined,
        filter.roles ? inArray(f.role, [...filter.roles]) : undefined,
        filter.auditType !== undefined ? eq(f.auditType, filter.auditType) : undefined,
      ),
    )
    .groupBy(f.auditorId, f.workMonth, f.role)
    .orderBy(auditorName, f.auditorId, f.workMonth, f.role);
  return rows.map((r) => ({
    auditorId: r.auditorId,
    auditorName: r.auditorName,
    month: r.month,
    role: r.role,
    days10: Number(r.days10),
    rows: Number(r.rows),
  }));
}

/**
 * 审核工作量统计's summary cells of a large body (modules/statistics report-cells.ts): per auditor and
 * work month the days ×10 of each of `roles` (leader, member, expert — in that order) and the fee
 * rows of those roles, as workloadByAuditorMonth sums them. Columns: auditor_id, month, leader10,
 * member10, expert10, rows.
 */
export function workloadCellsSql(tenantId: number, roles: readonly [string, string, string]): SQL {
  const days = (role: string) => sql`coalesce(sum(${f.days10}) filter (where ${f.role} = ${role}), 0)::int`;
  return sql`select ${f.auditorId}, ${f.workMonth}, ${days(roles[0])}, ${days(roles[1])}, ${days(roles[2])},
      count(*)::int
    from ${f} join ${auditorsView} on ${auditorsView.id} = ${f.auditorId}
    where ${f.tenantId} = ${tenantId} and ${inArray(f.role, [...roles])}
    group by ${f.auditorId}, ${f.workMonth}`;
}
