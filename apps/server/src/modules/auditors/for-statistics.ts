/**
 * What 统计 (审核员统计) reads of the auditors: active auditors and technical experts (status 1,
 * personnel kind 1 — the people the home page's 审核员 figures count) by a grouping, split full-time
 * and part-time. Each group's count equals the total of the auditors list (/rlzy/auditor) with the
 * filters `auditorStatisticsListFilters` gives, so a figure opens the people behind it.
 */
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { auditors as a, auditorCodeCompetences as c, auditorQualifications as q } from './schema.ts';

/**
 * level: CCAA registration level (01–04) of a registration valid on the day — an auditor registered
 * at two levels (two schemes) counts in both; field: IAF sector (first two digits) of an approved
 * code competence — an auditor counts once in each sector he holds codes of; region: the 分公司 the
 * auditor belongs to ('' when not filled in).
 */
export type AuditorGrouping = 'level' | 'field' | 'region';

export interface AuditorGroupCount {
  /** The level code, the two-digit sector or the branch text. */
  group: string;
  fullTime: number;
  partTime: number;
  total: number;
}

const counts = {
  fullTime: sql<number>`count(distinct ${a.id}) filter (where ${a.employmentType} = 1)::int`,
  partTime: sql<number>`count(distinct ${a.id}) filter (where ${a.employmentType} = 2)::int`,
  total: sql<number>`count(distinct ${a.id})::int`,
};

/** The people counted: active (status 1) auditors and technical experts (personnel kind '1'). */
const counted = (tenantId: number): SQL => inTenant(a, tenantId, [eq(a.status, 1), eq(a.personnelKind, '1')]);

/** The auditors list's filters that select the people counted (its status and personnel kind). */
const AUDITOR_STATISTICS_BASE_FILTERS = { status: 1, personnelKind: '1' } as const;

/** Counts by grouping on `today` (a calendar date: the registrations valid that day), by group. */
export async function auditorCountsBy(
  tx: Reader,
  tenantId: number,
  grouping: AuditorGrouping,
  today: string,
): Promise<AuditorGroupCount[]> {
  let rows: { group: string | null; fullTime: number; partTime: number; total: number }[];
  if (grouping === 'level') {
    const group = q.level;
    rows = await tx
      .select({ group, ...counts })
      .from(a)
      .innerJoin(
        q,
        and(
          eq(q.tenantId, a.tenantId),
          eq(q.auditorId, a.id),
          lte(q.validFrom, today),
          gte(q.validTo, today),
        ),
      )
      .where(counted(tenantId))
      .groupBy(group)
      .orderBy(group);
  } else if (grouping === 'field') {
    const group = sql<string>`left(${c.code}, 2)`;
    rows = await tx
      .select({ group, ...counts })
      .from(a)
      .innerJoin(c, and(eq(c.tenantId, a.tenantId), eq(c.auditorId, a.id), eq(c.status, 1)))
      .where(counted(tenantId))
      .groupBy(group)
      .orderBy(group);
  } else {
    const group = a.branchCompany;
    rows = await tx
      .select({ group, ...counts })
      .from(a)
      .where(counted(tenantId))
      .groupBy(group)
      .orderBy(group);
  }
  return rows.map((r) => ({
    group: r.group ?? '',
    fullTime: Number(r.fullTime),
    partTime: Number(r.partTime),
    total: Number(r.total),
  }));
}

/** Every counted auditor once, full-time and part-time (the total row; the home page's figure). */
export async function auditorCountTotal(
  tx: Reader,
  tenantId: number,
): Promise<Omit<AuditorGroupCount, 'group'>> {
  const [row] = await tx.select(counts).from(a).where(counted(tenantId));
  return {
    fullTime: Number(row?.fullTime ?? 0),
    partTime: Number(row?.partTime ?? 0),
    total: Number(row?.total ?? 0),
  };
}

/**
 * The auditors list's query (its filter names) for one group of a grouping: level → `level`,
 * field → `code` (the list matches codes starting with it), region → `branchCompany`; `null`: every
 * counted auditor (the total row).
 */
export function auditorStatisticsListFilters(
  grouping: AuditorGrouping,
  group: string | null,
): Record<string, string | number> {
  if (group === null) return { ...AUDITOR_STATISTICS_BASE_FILTERS };
  const key = grouping === 'level' ? 'level' : grouping === 'field' ? 'code' : 'branchCompany';
  return { ...AUDITOR_STATISTICS_BASE_FILTERS, [key]: group };
}
