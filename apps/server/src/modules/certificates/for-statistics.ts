/**
 * What 统计 (modules/statistics) reads of the certificates: 证书统计's figures (the regulator's
 * annual report, BUSINESS.md §5) and the same conditions as filters of 证书查询's list, so each
 * figure equals the total of the list its link opens (`certificateDrillConditions` is used by both).
 *
 * - valid: in force at the end of the period — with no period (or one ending today or later), today:
 *   status 1, issued on or before it, expiring on or after it, the home page's 有效证书
 *   (certificates/statistics.ts counts it through `validCertificateCount` here, one source); at a
 *   past day D from the history: issued on or before D, expiring on or after D, and its status at D
 *   valid — the status before its first status change (suspend, restore, revoke, cancel, expire,
 *   reissue: an event whose from-status differs from its to-status) effective after D, or with none
 *   its status now (an expired one counting as valid before its expiry). So a certificate suspended
 *   after D counts at D, one suspended before D and not restored by D does not, and a version
 *   superseded after D (a reissue, status 99 now) is the one that counts at D;
 * - issued: issue date in the period (stat type 1, new or replaced: a reissue is a new version);
 * - suspended / revoked / withdrawn: a suspend / revoke / cancel event effective in the period;
 * - grouped per project code (the standard's code), per province (the client's region), or per IAF
 *   sector: the first two digits of the professional codes of the client's contract items of the
 *   certificate's standard, each sector once per certificate.
 * Current versions only (not the superseded, status 99), as 证书查询 shows them — but for "valid at
 * a past day", the versions in force that day (`includesSupersededVersions`).
 */
import { and, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { contractItemsView as ci, contractsView as ct } from '../contract-review/door.ts';
import { enterprisesView as en } from '../customers/door.ts';
import { certificates as c, certificateEvents as ev } from './schema.ts';
import { chinaToday } from './status.ts';

/** The drill-down filters of 证书查询 (all optional; dates 'YYYY-MM-DD'). */
export interface CertificateDrillFilters {
  standardId?: string | undefined;
  province?: string | undefined;
  branch?: string | undefined;
  sector?: string | undefined;
  validOn?: string | undefined;
  issuedFrom?: string | undefined;
  issuedTo?: string | undefined;
  event?: 'suspend' | 'revoke' | 'cancel' | undefined;
  eventFrom?: string | undefined;
  eventTo?: string | undefined;
}

export const CERTIFICATE_EVENT_FIGURES = {
  suspended: 'suspend',
  revoked: 'revoke',
  withdrawn: 'cancel',
} as const;

/** The IAF sector of a code in SQL: its first two digits (@cb/domain/statistics iafSectorOf). */
const sectorOf = (code: SQL) => sql`substring(${code} from '^\\s*(\\d{2})')`;

/** The distinct IAF sectors of the certificate's contracted codes (a set-returning subquery). */
const sectorsOfCertificate = sql`select distinct ${sectorOf(sql`code.value`)} as sector
  from ${ci} join ${ct} on ${ct.id} = ${ci.contractId}
  cross join jsonb_array_elements_text(${ci.professionalCodes}) as code(value)
  where ${ct.tenantId} = ${c.tenantId} and ${ct.enterpriseId} = ${c.enterpriseId}
    and ${ci.standardCode} = ${c.standardCode}`;

/** Valid on `day` by the status now (today, or a later day: the home page's 有效证书). */
const validNow = (day: string) => and(eq(c.status, 1), lte(c.issueDate, day), gte(c.expiryDate, day))!;

/** Whether "valid on `day`" reads the history (a day before today) rather than the status now. */
export const includesSupersededVersions = (
  f: Pick<CertificateDrillFilters, 'validOn'>,
  today = chinaToday(),
) => Boolean(f.validOn && f.validOn < today);

/**
 * The tenant's status changes (from-status set and different from the to-status: suspend, restore,
 * revoke, cancel, expire, reissue) effective after `day` — not issues, changes or corrections.
 * Uncorrelated, so each subquery below is read once per statement (a hashed subplan), on
 * certificate_events_status_change_idx.
 */
const changesAfter = (tenantId: number, day: string) =>
  sql`${ev.tenantId} = ${tenantId} and ${ev.effectiveDate} > ${day}
    and ${ev.fromStatus} is not null and ${ev.fromStatus} <> ${ev.toStatus}`;

/** Valid on a past `day`, from the history (see the head of this file). */
const validBefore = (tenantId: number, day: string) =>
  and(
    lte(c.issueDate, day),
    gte(c.expiryDate, day),
    sql`((${c.status} in (0, 1, 5) and ${c.id} not in (select ${ev.certificateId} from ${ev}
          where ${changesAfter(tenantId, day)}))
      or ${c.id} in (select f.certificate_id from (select distinct on (${ev.certificateId})
          ${ev.certificateId} as certificate_id, ${ev.fromStatus} as from_status from ${ev}
          where ${changesAfter(tenantId, day)}
          order by ${ev.certificateId}, ${ev.effectiveDate}, ${ev.createdAt}, ${ev.id}) f
        where f.from_status = 1))`,
  )!;

/** Valid on `day`: by the status now from today on, from the history before. */
const validOn = (tenantId: number, day: string, today = chinaToday()) =>
  day < today ? validBefore(tenantId, day) : validNow(day);
const issuedIn = (from?: string, to?: string) =>
  and(from ? gte(c.issueDate, from) : undefined, to ? lte(c.issueDate, to) : undefined) ?? sql`true`;
const eventIn = (type: string, from?: string, to?: string) =>
  sql`exists (select 1 from ${ev} where ${ev.tenantId} = ${c.tenantId} and ${ev.certificateId} = ${c.id}
    and ${ev.eventType} = ${type}
    ${from ? sql`and ${ev.effectiveDate} >= ${from}` : sql``}
    ${to ? sql`and ${ev.effectiveDate} <= ${to}` : sql``})`;

/** The list's conditions of the drill-down filters (none when none is given). */
export function certificateDrillConditions(
  tenantId: number,
  f: CertificateDrillFilters,
): (SQL | undefined)[] {
  return [
    f.standardId ? eq(c.certificateStandardId, f.standardId) : undefined,
    f.province || f.branch
      ? sql`${c.enterpriseId} in (select ${en.id} from ${en} where true
          ${f.province ? sql`and ${en.regionCode} = ${f.province}` : sql``}
          ${f.branch ? sql`and ${en.branchCompany} = ${f.branch}` : sql``})`
      : undefined,
    f.sector ? sql`${f.sector} in (${sectorsOfCertificate})` : undefined,
    f.validOn ? validOn(tenantId, f.validOn) : undefined,
    f.issuedFrom || f.issuedTo ? issuedIn(f.issuedFrom, f.issuedTo) : undefined,
    f.event ? eventIn(f.event, f.eventFrom, f.eventTo) : undefined,
  ];
}

export type CertificateGrouping = 'standard' | 'province' | 'sector';

export interface CertificateFigures {
  key: string;
  name: string;
  valid: number;
  issued: number;
  suspended: number;
  revoked: number;
  withdrawn: number;
}

/** 证书统计's narrowing: standard, province, branch, the period [start, end], the day "valid" is counted on. */
export interface CertificateFigureFilter {
  standardId?: string;
  province?: string;
  branch?: string;
  start?: string;
  end?: string;
  validDay: string;
}

/**
 * 证书统计's figures per group (`by`) for the period [start, end] (open ends), `validDay` the day
 * "valid" is counted on, narrowed by standard, province and branch. `by` null: the one total row
 * (for sectors: the certificates with at least one sector, each once).
 */
export async function certificateFigures(
  tx: Reader,
  tenantId: number,
  by: CertificateGrouping | null,
  f: CertificateFigureFilter,
  sectorsOnly = false,
): Promise<CertificateFigures[]> {
  const figure = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  const historic = includesSupersededVersions({ validOn: f.validDay });
  const current = ne(c.status, 99);
  const where = and(
    eq(c.tenantId, tenantId),
    // The versions superseded since a past day counted valid are read too (only for that figure).
    historic ? sql`(${c.status} <> 99 or ${validBefore(tenantId, f.validDay)})` : ne(c.status, 99),
    ...certificateDrillConditions(tenantId, {
      standardId: f.standardId,
      province: f.province,
      branch: f.branch,
    }),
    sectorsOnly ? sql`exists (${sectorsOfCertificate})` : undefined,
  );
  const keyOf: Record<CertificateGrouping, SQL<string>> = {
    standard: sql<string>`${c.standardCode}`,
    province: sql<string>`coalesce(${en.regionCode}, '')`,
    sector: sql<string>`s.sector`,
  };
  const key = by ? keyOf[by] : sql<string>`min('')`;
  const name = by === 'standard' ? sql<string>`max(${c.standardName})` : key;
  // One pass over the certificates for valid and issued; the events (a few per certificate, the
  // suspensions, revocations and cancellations a small part) counted from their side, each
  // certificate once per kind — the same certificates as the list's `event` filter finds.
  const base = (fields: Record<string, SQL>) => {
    let q = tx.select(fields).from(c).$dynamic();
    if (by === 'province') q = q.leftJoin(en, eq(en.id, c.enterpriseId));
    if (by === 'sector') q = q.innerJoin(sql`lateral (${sectorsOfCertificate}) s`, sql`s.sector is not null`);
    return q;
  };
  const counted = (await base({
    key,
    name,
    valid: figure(validOn(tenantId, f.validDay)),
    issued: figure(historic ? and(current, issuedIn(f.start, f.end))! : issuedIn(f.start, f.end)),
  })
    .where(where)
    .groupBy(...(by ? [key] : []))
    .orderBy(key)) as unknown as { key: string; name: string; valid: number; issued: number }[];
  const events = (await base({
    key,
    type: sql<string>`ev.event_type`,
    n: sql<number>`count(distinct ${c.id})::int`,
  })
    .innerJoin(
      sql`${ev} ev`,
      sql`ev.tenant_id = ${c.tenantId} and ev.certificate_id = ${c.id}
        and ev.event_type in ('suspend', 'revoke', 'cancel')
        ${f.start ? sql`and ev.effective_date >= ${f.start}` : sql``}
        ${f.end ? sql`and ev.effective_date <= ${f.end}` : sql``}`,
    )
    .where(historic ? and(where, current) : where)
    .groupBy(...(by ? [key] : []), sql`ev.event_type`)) as unknown as {
    key: string;
    type: string;
    n: number;
  }[];
  const eventCount = (k: string, type: string) => events.find((e) => e.key === k && e.type === type)?.n ?? 0;
  return counted.map((r) => ({
    key: r.key,
    name: r.name,
    valid: r.valid,
    issued: r.issued,
    suspended: eventCount(r.key, 'suspend'),
    revoked: eventCount(r.key, 'revoke'),
    withdrawn: eventCount(r.key, 'cancel'),
  }));
}

/** The certificates in force on `day` (the home page's 有效证书 and 证书统计's valid, one count). */
export async function validCertificateCount(tx: Reader, tenantId: number, day: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), validOn(tenantId, day)));
  return Number(row?.n ?? 0);
}

/**
 * 证书统计's summary cells of the tenant as of `day` (modules/statistics keeps them per tenant,
 * certificate-cells.ts, for a body whose counting takes seconds): one row per kind, standard,
 * project code, province (the client's region), branch, sector and month, with its count —
 * - issued: current versions by month of issue ('' without a date);
 * - valid_now: current versions valid on `day` (status 1, the home page's rule), month '';
 * - valid_from / valid_until: each stretch of days a version was valid (its history, as `validOn`
 *   reads it for a past day, cut to its issue and expiry dates) counted at the month it starts and
 *   at the month of the day after it ends, so the certificates valid on the last day of month M are
 *   the starts up to M less the ends up to M;
 * - suspend / revoke / cancel: each current version once per month with such an event, with its id
 *   (a period counts it once).
 * Sector '' is the certificate itself, '*' a certificate with at least one IAF sector (the sector
 * page's total), and a sector code once per sector of its contracted codes (as the list's `sector`).
 */
export function certificateCellsSql(tenantId: number, day: string): SQL {
  const dims = sql.raw('standard_id, standard_code, region_code, branch, sector');
  return sql`with cert as materialized (
      select ${c.id} as id, ${c.status} as status, ${c.issueDate} as issue_date, ${c.expiryDate} as expiry_date,
        ${c.certificateStandardId} as standard_id, ${c.standardCode} as standard_code,
        ${c.standardName} as standard_name, ${c.enterpriseId} as enterprise_id,
        coalesce(${en.regionCode}, '') as region_code, coalesce(${en.branchCompany}, '') as branch
      from ${c} left join ${en} on ${en.id} = ${c.enterpriseId}
      where ${c.tenantId} = ${tenantId}),
    sectors as materialized (
      select distinct ${ct.enterpriseId} as enterprise_id, ${ci.standardCode} as standard_code,
        ${sectorOf(sql`code.value`)} as sector
      from ${ci} join ${ct} on ${ct.id} = ${ci.contractId}
      cross join jsonb_array_elements_text(${ci.professionalCodes}) as code(value)
      where ${ct.tenantId} = ${tenantId}),
    dim as materialized (
      select cert.*, '' as sector from cert
      union all
      select cert.*, '*' from cert where exists (select 1 from sectors s
        where s.sector is not null and s.enterprise_id = cert.enterprise_id and s.standard_code = cert.standard_code)
      union all
      select cert.*, s.sector from cert join sectors s
        on s.sector is not null and s.enterprise_id = cert.enterprise_id and s.standard_code = cert.standard_code),
    ch as (
      select ${ev.certificateId} as certificate_id, ${ev.effectiveDate} as d, ${ev.fromStatus} as from_status,
        lag(${ev.effectiveDate}) over (partition by ${ev.certificateId}
          order by ${ev.effectiveDate}, ${ev.createdAt}, ${ev.id}) as prev
      from ${ev}
      where ${ev.tenantId} = ${tenantId} and ${ev.fromStatus} is not null and ${ev.fromStatus} <> ${ev.toStatus}),
    seg as (
      select certificate_id, prev as seg_start, d - 1 as seg_end, from_status as status from ch
      union all
      select certificate_id, max(d), null, null from ch group by certificate_id),
    valid as (
      select dim.*, greatest(dim.issue_date, seg.seg_start) as v_from, least(dim.expiry_date, seg.seg_end) as v_to
      from dim left join seg on seg.certificate_id = dim.id
      where dim.issue_date is not null and dim.expiry_date is not null
        and coalesce(seg.status, case when dim.status in (0, 5) then 1 else dim.status end) = 1)
    select 'issued' as kind, ${dims}, max(standard_name) as standard_name,
      coalesce(to_char(issue_date, 'YYYY-MM'), '') as month, null::uuid as certificate_id, count(*)::int as n
      from dim where status <> 99 group by ${dims}, 8
    union all
    select 'valid_now', ${dims}, max(standard_name), '', null, count(*)::int
      from dim where status = 1 and issue_date <= ${day} and expiry_date >= ${day} group by ${dims}
    union all
    select 'valid_from', ${dims}, max(standard_name), to_char(v_from, 'YYYY-MM'), null, count(*)::int
      from valid where v_from <= v_to group by ${dims}, 8
    union all
    select 'valid_until', ${dims}, max(standard_name), to_char(v_to + 1, 'YYYY-MM'), null, count(*)::int
      from valid where v_from <= v_to group by ${dims}, 8
    union all
    select e.event_type, ${dims}, max(standard_name), to_char(e.effective_date, 'YYYY-MM'), dim.id, 1
      from dim join ${ev} e on e.tenant_id = ${tenantId} and e.certificate_id = dim.id
        and e.event_type in ('suspend', 'revoke', 'cancel')
      where dim.status <> 99
      group by e.event_type, ${dims}, 8, dim.id`;
}
