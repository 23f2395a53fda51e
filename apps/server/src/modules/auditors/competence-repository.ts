/**
 * The queries of the auditors' qualifications (registrations per scheme) and code competences:
 * their lists and exports, one record, the live-competence check the code applications make, and
 * the professional codes' names. Every function runs inside the caller's tenant transaction (RLS
 * on) and also filters by tenant.
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type ListOrder, listPages, type PageQuery, queryRows } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { professionalCodesView } from '../reference/door.ts';
import { auditors as a, auditorQualifications as aq, auditorCodeCompetences as cc } from './schema.ts';

// ───────────────────────────────────────── qualifications ───────────────────────────────────────

const qualificationColumns = {
  id: aq.id,
  auditorId: aq.auditorId,
  auditorName: a.name,
  scheme: aq.scheme,
  level: aq.level,
  registrationNo: aq.registrationNo,
  validFrom: aq.validFrom,
  validTo: aq.validTo,
  leaderFlag: aq.leaderFlag,
  canWitness: aq.canWitness,
  version: aq.version,
};

/** A type, not an interface: a list query must be a `Record` for `isUnfiltered`. */
export type QualificationFilters = {
  auditorId?: string | undefined;
  scheme?: string | undefined;
  /** validTo within [today, until]. */
  expiring?: { today: string; until: string } | undefined;
};

function qualificationWhere(tenantId: number, f: QualificationFilters): SQL | undefined {
  return inTenant(aq, tenantId, [
    f.auditorId ? eq(aq.auditorId, f.auditorId) : undefined,
    f.scheme ? eq(aq.scheme, f.scheme) : undefined,
    f.expiring ? and(gte(aq.validTo, f.expiring.today), lte(aq.validTo, f.expiring.until)) : undefined,
  ]);
}

const qualificationPages = listPages(
  'auditors.qualifications',
  aq,
  eq(aq.tenantId, sql.placeholder('tenantId')),
  queryRows((db) => db.select(qualificationColumns).from(aq).innerJoin(a, eq(a.id, aq.auditorId))),
  {
    sort: { validTo: aq.validTo, auditorName: a.name },
    fallback: [asc(aq.validTo), asc(aq.id)],
    tieBreak: aq.id,
  },
);

export function listQualifications(tx: Reader, tenantId: number, q: QualificationFilters & PageQuery) {
  return qualificationPages(tx, { tenantId }, q, qualificationWhere(tenantId, q));
}

export function qualificationsOf(
  tx: Reader,
  tenantId: number,
  auditorIds: readonly string[] | 'all',
  max = 20_000,
) {
  return tx
    .select(qualificationColumns)
    .from(aq)
    .innerJoin(a, eq(a.id, aq.auditorId))
    .where(
      inTenant(aq, tenantId, [auditorIds === 'all' ? undefined : inArray(aq.auditorId, [...auditorIds])]),
    )
    .orderBy(asc(a.name), asc(aq.scheme))
    .limit(max);
}

export async function findQualification(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(qualificationColumns)
    .from(aq)
    .innerJoin(a, eq(a.id, aq.auditorId))
    .where(inTenant(aq, tenantId, [eq(aq.id, id)]));
  return row;
}

// ──────────────────────────────────────── code competences ──────────────────────────────────────

const competenceColumns = {
  id: cc.id,
  auditorId: cc.auditorId,
  auditorName: a.name,
  scheme: cc.scheme,
  code: cc.code,
  codeName: sql<string>`coalesce((select p.pro_name from professional_codes p where p.tenant_id = ${cc.tenantId} and p.cert_code_custom = ${cc.code} limit 1), '')`,
  source: cc.source,
  evaluationMethod: cc.evaluationMethod,
  passDate: cc.passDate,
  evaluator: cc.evaluator,
  evidence: cc.evidence,
  status: cc.status,
  returnReason: cc.returnReason,
  appliedAt: cc.appliedAt,
  decidedAt: cc.decidedAt,
  version: cc.version,
};

/** A type, not an interface: a list query must be a `Record` for `isUnfiltered`. */
export type CompetenceFilters = {
  auditorId?: string | undefined;
  scheme?: string | undefined;
  code?: string | undefined;
  status?: number | undefined;
};

function competenceWhere(tenantId: number, f: CompetenceFilters): SQL | undefined {
  return inTenant(cc, tenantId, [
    f.auditorId ? eq(cc.auditorId, f.auditorId) : undefined,
    f.scheme ? eq(cc.scheme, f.scheme) : undefined,
    f.code ? sql`${cc.code} like ${`${f.code.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    f.status !== undefined ? eq(cc.status, f.status) : undefined,
  ]);
}

const competenceRows = queryRows((db) =>
  db.select(competenceColumns).from(cc).innerJoin(a, eq(a.id, cc.auditorId)),
);
const COMPETENCE_ORDER: ListOrder = {
  sort: { code: cc.code, appliedAt: cc.appliedAt, auditorName: a.name },
  fallback: [asc(cc.status), desc(cc.appliedAt), asc(cc.id)],
  tieBreak: cc.id,
};
const competencePages = listPages(
  'auditors.competences',
  cc,
  eq(cc.tenantId, sql.placeholder('tenantId')),
  competenceRows,
  COMPETENCE_ORDER,
);
/** The auditor zone's list: one auditor's competences (competenceWhere with only `auditorId`). */
const ownCompetencePages = listPages(
  'auditors.own-competences',
  cc,
  inTenant(cc, sql.placeholder('tenantId'), [eq(cc.auditorId, sql.placeholder('auditorId'))]),
  competenceRows,
  COMPETENCE_ORDER,
);

export function listCompetences(tx: Reader, tenantId: number, q: CompetenceFilters & PageQuery) {
  return competencePages(tx, { tenantId }, q, competenceWhere(tenantId, q));
}

/** One auditor's competences (the auditor zone): `q`'s own `auditorId` is replaced by `auditorId`. */
export function listOwnCompetences(
  tx: Reader,
  tenantId: number,
  auditorId: string,
  q: CompetenceFilters & PageQuery,
) {
  return ownCompetencePages(tx, { tenantId, auditorId }, q, competenceWhere(tenantId, { ...q, auditorId }));
}

export function competencesOf(tx: Reader, tenantId: number, f: CompetenceFilters, max = 50_000) {
  return tx
    .select(competenceColumns)
    .from(cc)
    .innerJoin(a, eq(a.id, cc.auditorId))
    .where(competenceWhere(tenantId, f))
    .orderBy(asc(a.name), asc(cc.scheme), asc(cc.code))
    .limit(max);
}

export async function findCompetence(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(competenceColumns)
    .from(cc)
    .innerJoin(a, eq(a.id, cc.auditorId))
    .where(inTenant(cc, tenantId, [eq(cc.id, id)]));
  return row;
}

/** Whether a live (applied or approved) competence exists for the auditor, scheme and code. */
export async function liveCompetenceExists(
  tx: Reader,
  tenantId: number,
  auditorId: string,
  scheme: string,
  code: string,
  exceptId?: string,
) {
  const [row] = await tx
    .select({ id: cc.id })
    .from(cc)
    .where(
      inTenant(cc, tenantId, [
        eq(cc.auditorId, auditorId),
        eq(cc.scheme, scheme),
        eq(cc.code, code),
        inArray(cc.status, [0, 1]),
        exceptId ? ne(cc.id, exceptId) : undefined,
      ]),
    );
  return Boolean(row);
}

export async function codeNames(
  tx: Reader,
  tenantId: number,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ code: professionalCodesView.certCodeCustom, name: professionalCodesView.proName })
    .from(professionalCodesView)
    .where(
      inTenant(professionalCodesView, tenantId, [inArray(professionalCodesView.certCodeCustom, [...codes])]),
    );
  return new Map(rows.map((r) => [r.code, r.name]));
}
