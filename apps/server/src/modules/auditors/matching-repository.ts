/**
 * The queries of matching auditors to audits: every active auditor of the schemes with what
 * the competence rules read (registrations, approved codes, bookings and leave in the period), the
 * auditors covering any of a set of codes, and how many are competent for a code (the contract
 * review's availability check). Other areas reach them through door.ts.
 */
import type { AuditorForMatching, HalfDay } from '@cb/domain';
import { and, eq, gte, inArray, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { jsonRows } from '../../platform/db/json-rows.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  auditors as a,
  auditorQualifications as aq,
  auditorCodeCompetences as cc,
  auditorLeaves as lv,
} from './schema.ts';
// ─────────────────────────────────────────── matching ───────────────────────────────────────────

/**
 * Every active auditor with what matching needs: registrations in the schemes, approved
 * competences, approved leave overlapping the dates. Four queries whatever the number of auditors.
 */
export async function auditorsForMatching(
  tx: Reader,
  tenantId: number,
  schemes: readonly string[],
  dates: { from: string; to: string },
  /** Only these auditors (a plan's team, or a subquery of ids), instead of every active one. */
  onlyIds?: readonly string[] | SQLWrapper,
  /** Only the competences matching this (those near the required codes: the others never count). */
  competencesNear?: SQL,
): Promise<AuditorForMatching[]> {
  if (Array.isArray(onlyIds) && onlyIds.length === 0) return [];
  const only = (column: typeof a.id | typeof aq.auditorId | typeof cc.auditorId | typeof lv.auditorId) =>
    onlyIds === undefined
      ? undefined
      : inArray(column, Array.isArray(onlyIds) ? [...onlyIds] : (onlyIds as SQLWrapper));
  // Each read as one JSON array (jsonRows): the candidate search reads thousands of rows here.
  const people = await jsonRows(
    tx,
    tx
      .select({ id: a.id, name: a.name, status: a.status })
      .from(a)
      .where(inTenant(a, tenantId, [eq(a.status, 1), only(a.id)])),
  );
  const quals = await jsonRows(
    tx,
    tx
      .select({
        auditorId: aq.auditorId,
        scheme: aq.scheme,
        level: aq.level,
        validFrom: aq.validFrom,
        validTo: aq.validTo,
        leaderFlag: aq.leaderFlag,
      })
      .from(aq)
      .where(inTenant(aq, tenantId, [inArray(aq.scheme, [...schemes]), only(aq.auditorId)])),
  );
  const comps = await jsonRows(
    tx,
    tx
      .select({ auditorId: cc.auditorId, scheme: cc.scheme, code: cc.code })
      .from(cc)
      .where(
        inTenant(cc, tenantId, [
          eq(cc.status, 1),
          inArray(cc.scheme, [...schemes]),
          competencesNear ?? only(cc.auditorId),
        ]),
      ),
  );
  const leaves = await jsonRows(
    tx,
    tx
      .select({
        auditorId: lv.auditorId,
        fromDate: lv.fromDate,
        fromHalf: lv.fromHalf,
        toDate: lv.toDate,
        toHalf: lv.toHalf,
      })
      .from(lv)
      .where(
        inTenant(lv, tenantId, [
          eq(lv.deleted, false),
          eq(lv.status, 1),
          lte(lv.fromDate, dates.to),
          gte(lv.toDate, dates.from),
          only(lv.auditorId),
        ]),
      ),
  );
  const byAuditor = new Map(
    people.map((p) => [
      p.id,
      {
        ...p,
        qualifications: [] as AuditorForMatching['qualifications'][number][],
        competences: [] as AuditorForMatching['competences'][number][],
        leaves: [] as AuditorForMatching['leaves'][number][],
      },
    ]),
  );
  for (const q of quals)
    byAuditor
      .get(q.auditorId)
      ?.qualifications.push({ ...q, level: q.level as '01', leaderFlag: q.leaderFlag as 1 });
  for (const c of comps) byAuditor.get(c.auditorId)?.competences.push(c);
  for (const l of leaves) {
    byAuditor.get(l.auditorId)?.leaves.push({
      from: { date: l.fromDate, half: l.fromHalf as HalfDay['half'] },
      to: { date: l.toDate, half: l.toHalf as HalfDay['half'] },
    });
  }
  return [...byAuditor.values()];
}

/**
 * The auditors with an approved competence that may cover one of the codes (the same code, or under
 * rule `middle` the same 大类.中类), as a subquery of ids for `auditorsForMatching`,
 * with how many active auditors there are: the candidate search rates only those it holds, every
 * other auditor lacks all the codes.
 */
export async function auditorsCoveringAny(
  tx: Reader,
  tenantId: number,
  codes: readonly { scheme: string; code: string }[],
  rule: 'minor' | 'middle',
) {
  const covers =
    rule === 'middle'
      ? inArray(sql<string>`left(${cc.code}, 5)`, [...new Set(codes.map((c) => c.code.slice(0, 5)))])
      : inArray(cc.code, [...new Set(codes.map((c) => c.code))]);
  const ids = tx
    .select({ id: cc.auditorId })
    .from(cc)
    .where(
      inTenant(cc, tenantId, [
        inArray(cc.scheme, [...new Set(codes.map((c) => c.scheme))]),
        eq(cc.status, 1),
        covers,
      ]),
    );
  // How many of the active auditors it holds is the number `auditorsForMatching` loads with it.
  const [count] = await tx
    .select({ active: sql<number>`count(*)::int` })
    .from(a)
    .where(inTenant(a, tenantId, [eq(a.status, 1)]));
  return { ids, covers, active: Number(count?.active ?? 0) };
}

/** Auditors whose approved competences include the code (for the contract review's availability check). */
export async function countCompetent(tx: Reader, tenantId: number, scheme: string, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ code: cc.code, n: sql<number>`count(distinct ${cc.auditorId})::int` })
    .from(cc)
    .innerJoin(a, and(eq(a.id, cc.auditorId), eq(a.status, 1)))
    .where(
      inTenant(cc, tenantId, [
        eq(cc.scheme, scheme),
        eq(cc.status, 1),
        or(...codes.map((c) => eq(cc.code, c))),
      ]),
    )
    .groupBy(cc.code);
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}
