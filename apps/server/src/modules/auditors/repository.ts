/**
 * Queries of the people area. Every function runs inside the caller's tenant transaction (RLS on)
 * and also filters by tenant, as ARCHITECTURE.md "Data" asks.
 */
import type { AuditorForMatching, HalfDay } from '@cb/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  contains,
  isUnfiltered,
  orderFor,
  type PageQuery,
  paged,
  preparedListPage,
} from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { jsonRows } from '../../platform/db/json-rows.ts';
import { users } from '../../platform/identity/schema.ts';
import { professionalCodesView } from '../reference/door.ts';
import {
  auditors as a,
  auditorQualifications as aq,
  auditorCodeCompetences as cc,
  auditorLabourContracts as lc,
  auditorLeaves as lv,
  witnessAssessments as wa,
} from './schema.ts';

/** A type, not an interface: a list query must be a `Record` for `isUnfiltered`. */
export type AuditorFilters = {
  name?: string | undefined;
  phone?: string | undefined;
  scheme?: string | undefined;
  code?: string | undefined;
  personnelKind?: string | undefined;
  employmentType?: number | undefined;
  status?: number | undefined;
};

/** "QMS:02,EMS:03": the schemes with a registration valid on `today`, and their levels. */
const registrations = (today: string | Placeholder) => sql<string>`coalesce((
  select string_agg(q.scheme || ':' || q.level, ',' order by q.scheme)
  from auditor_qualifications q
  where q.tenant_id = ${a.tenantId} and q.auditor_id = ${a.id}
    and q.valid_from <= ${today} and q.valid_to >= ${today}), '')`;

const auditorColumns = (today: string | Placeholder) => ({
  id: a.id,
  name: a.name,
  sex: a.sex,
  idCardNo: a.idCardNo,
  phone: a.phone,
  email: a.email,
  personnelKind: a.personnelKind,
  employmentType: a.employmentType,
  branchCompany: a.branchCompany,
  status: a.status,
  userId: a.userId,
  username: users.username,
  registrations: registrations(today),
  createTime: a.createdAt,
  updateTime: a.updatedAt,
  version: a.version,
});

const AUDITOR_SORT = { name: a.name, createTime: a.createdAt, updateTime: a.updatedAt };

function auditorWhere(tenantId: number, f: AuditorFilters): SQL | undefined {
  return and(
    eq(a.tenantId, tenantId),
    contains(a.name, f.name),
    f.phone ? eq(a.phone, f.phone) : undefined,
    f.personnelKind ? eq(a.personnelKind, f.personnelKind) : undefined,
    f.employmentType !== undefined ? eq(a.employmentType, f.employmentType) : undefined,
    f.status !== undefined ? eq(a.status, f.status) : undefined,
    f.scheme
      ? sql`exists (select 1 from auditor_qualifications q where q.tenant_id = ${a.tenantId} and q.auditor_id = ${a.id} and q.scheme = ${f.scheme})`
      : undefined,
    f.code
      ? sql`exists (select 1 from auditor_code_competences c where c.tenant_id = ${a.tenantId} and c.auditor_id = ${a.id} and c.status = 1 and c.code like ${`${f.code.replace(/[\\%_]/g, '\\$&')}%`})`
      : undefined,
  );
}

const AUDITOR_ORDER = [desc(a.createdAt), desc(a.id)];

/** A page of auditors under `where` in `order`, their registrations as of `today`. */
const auditorRows =
  (order: SQL[], today: string | Placeholder) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    db
      .select(auditorColumns(today))
      .from(a)
      .leftJoin(users, eq(users.id, a.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const unfilteredAuditors = preparedListPage(
  'auditors.auditors',
  a,
  eq(a.tenantId, sql.placeholder('tenantId')),
  auditorRows(AUDITOR_ORDER, sql.placeholder('today')),
);

export async function listAuditors(
  tx: Reader,
  tenantId: number,
  q: AuditorFilters & PageQuery,
  today: string,
) {
  if (isUnfiltered(q)) return unfilteredAuditors(tx, { tenantId, today }, q);
  const where = auditorWhere(tenantId, q);
  const rows = auditorRows(orderFor(q, AUDITOR_SORT, AUDITOR_ORDER, a.id), today);
  return paged(tx, a, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

export function exportAuditors(
  tx: Reader,
  tenantId: number,
  q: AuditorFilters & Pick<PageQuery, 'column' | 'order'>,
  today: string,
  max: number,
) {
  return tx
    .select({
      ...auditorColumns(today),
      education: a.education,
      employer: a.employer,
      bankName: a.bankName,
      bankAccount: a.bankAccount,
      remark: a.remark,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.userId))
    .where(auditorWhere(tenantId, q))
    .orderBy(...orderFor(q, AUDITOR_SORT, AUDITOR_ORDER, a.id))
    .limit(max);
}

export async function findAuditor(tx: Reader, tenantId: number, id: string, today: string) {
  const [row] = await tx
    .select({
      ...auditorColumns(today),
      education: a.education,
      employer: a.employer,
      bankName: a.bankName,
      bankAccount: a.bankAccount,
      remark: a.remark,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.userId))
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
  return row;
}

export { auditorOfUser } from './of-user.ts';

/** ID-card number → auditor id, for the imports. */
export async function auditorIdsByIdCard(tx: Reader, tenantId: number): Promise<Map<string, string>> {
  const rows = await tx.select({ id: a.id, idCardNo: a.idCardNo }).from(a).where(eq(a.tenantId, tenantId));
  return new Map(rows.map((r) => [r.idCardNo, r.id]));
}

export async function userExists(tx: Reader, tenantId: number, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return Boolean(row);
}

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
  return and(
    eq(aq.tenantId, tenantId),
    f.auditorId ? eq(aq.auditorId, f.auditorId) : undefined,
    f.scheme ? eq(aq.scheme, f.scheme) : undefined,
    f.expiring ? and(gte(aq.validTo, f.expiring.today), lte(aq.validTo, f.expiring.until)) : undefined,
  );
}

const QUALIFICATION_SORT = { validTo: aq.validTo, auditorName: a.name };
const QUALIFICATION_ORDER = [asc(aq.validTo), asc(aq.id)];
const qualificationRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    db
      .select(qualificationColumns)
      .from(aq)
      .innerJoin(a, eq(a.id, aq.auditorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const unfilteredQualifications = preparedListPage(
  'auditors.qualifications',
  aq,
  eq(aq.tenantId, sql.placeholder('tenantId')),
  qualificationRows(QUALIFICATION_ORDER),
);

export function listQualifications(tx: Reader, tenantId: number, q: QualificationFilters & PageQuery) {
  if (isUnfiltered(q)) return unfilteredQualifications(tx, { tenantId }, q);
  const where = qualificationWhere(tenantId, q);
  const rows = qualificationRows(orderFor(q, QUALIFICATION_SORT, QUALIFICATION_ORDER, aq.id));
  return paged(tx, aq, where, q, (limit, offset) => rows(tx, where, limit, offset));
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
      and(
        eq(aq.tenantId, tenantId),
        auditorIds === 'all' ? undefined : inArray(aq.auditorId, [...auditorIds]),
      ),
    )
    .orderBy(asc(a.name), asc(aq.scheme))
    .limit(max);
}

export async function findQualification(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(qualificationColumns)
    .from(aq)
    .innerJoin(a, eq(a.id, aq.auditorId))
    .where(and(eq(aq.tenantId, tenantId), eq(aq.id, id)));
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
  return and(
    eq(cc.tenantId, tenantId),
    f.auditorId ? eq(cc.auditorId, f.auditorId) : undefined,
    f.scheme ? eq(cc.scheme, f.scheme) : undefined,
    f.code ? sql`${cc.code} like ${`${f.code.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    f.status !== undefined ? eq(cc.status, f.status) : undefined,
  );
}

const COMPETENCE_SORT = { code: cc.code, appliedAt: cc.appliedAt, auditorName: a.name };
const COMPETENCE_ORDER = [asc(cc.status), desc(cc.appliedAt), asc(cc.id)];
const competenceRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    db
      .select(competenceColumns)
      .from(cc)
      .innerJoin(a, eq(a.id, cc.auditorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const unfilteredCompetences = preparedListPage(
  'auditors.competences',
  cc,
  eq(cc.tenantId, sql.placeholder('tenantId')),
  competenceRows(COMPETENCE_ORDER),
);
/** The auditor zone's list: one auditor's competences (competenceWhere with only `auditorId`). */
const unfilteredOwnCompetences = preparedListPage(
  'auditors.own-competences',
  cc,
  and(eq(cc.tenantId, sql.placeholder('tenantId')), eq(cc.auditorId, sql.placeholder('auditorId'))),
  competenceRows(COMPETENCE_ORDER),
);

export function listCompetences(tx: Reader, tenantId: number, q: CompetenceFilters & PageQuery) {
  if (isUnfiltered(q)) return unfilteredCompetences(tx, { tenantId }, q);
  const where = competenceWhere(tenantId, q);
  const rows = competenceRows(orderFor(q, COMPETENCE_SORT, COMPETENCE_ORDER, cc.id));
  return paged(tx, cc, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

/** One auditor's competences (the auditor zone): `q`'s own `auditorId` is replaced by `auditorId`. */
export function listOwnCompetences(
  tx: Reader,
  tenantId: number,
  auditorId: string,
  q: CompetenceFilters & PageQuery,
) {
  if (isUnfiltered(q)) return unfilteredOwnCompetences(tx, { tenantId, auditorId }, q);
  return listCompetences(tx, tenantId, { ...q, auditorId });
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
    .where(and(eq(cc.tenantId, tenantId), eq(cc.id, id)));
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
      and(
        eq(cc.tenantId, tenantId),
        eq(cc.auditorId, auditorId),
        eq(cc.scheme, scheme),
        eq(cc.code, code),
        inArray(cc.status, [0, 1]),
        exceptId ? ne(cc.id, exceptId) : undefined,
      ),
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
      and(
        eq(professionalCodesView.tenantId, tenantId),
        inArray(professionalCodesView.certCodeCustom, [...codes]),
      ),
    );
  return new Map(rows.map((r) => [r.code, r.name]));
}

// ─────────────────────────────────────── contracts, leave, witness ──────────────────────────────

const contractColumns = {
  id: lc.id,
  auditorId: lc.auditorId,
  auditorName: a.name,
  contractNo: lc.contractNo,
  contractType: lc.contractType,
  startDate: lc.startDate,
  endDate: lc.endDate,
  dailyRate: lc.dailyRate,
  remark: lc.remark,
  version: lc.version,
};

const CONTRACT_SORT = { startDate: lc.startDate, endDate: lc.endDate, auditorName: a.name };
const CONTRACT_ORDER = [desc(lc.startDate), asc(lc.id)];
const contractRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    db
      .select(contractColumns)
      .from(lc)
      .innerJoin(a, eq(a.id, lc.auditorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const unfilteredContracts = preparedListPage(
  'auditors.contracts',
  lc,
  and(eq(lc.tenantId, sql.placeholder('tenantId')), eq(lc.deleted, false)),
  contractRows(CONTRACT_ORDER),
);

/**
 * Rows whose auditor's name contains `text`, as a condition on the row's own table: `paged` counts
 * that table alone (a condition on the joined auditors made the count fail once a page was full).
 */
function auditorNamed(auditorId: PgColumn, text: string | undefined): SQL | undefined {
  return text
    ? sql`exists (select 1 from ${a} where ${a.id} = ${auditorId} and ${contains(a.name, text)})`
    : undefined;
}

export function listContracts(
  tx: Reader,
  tenantId: number,
  q: { auditorId?: string | undefined; auditorName?: string | undefined } & PageQuery,
) {
  if (isUnfiltered(q)) return unfilteredContracts(tx, { tenantId }, q);
  const where = and(
    eq(lc.tenantId, tenantId),
    eq(lc.deleted, false),
    q.auditorId ? eq(lc.auditorId, q.auditorId) : undefined,
    auditorNamed(lc.auditorId, q.auditorName),
  );
  const rows = contractRows(orderFor(q, CONTRACT_SORT, CONTRACT_ORDER, lc.id));
  return paged(tx, lc, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

export async function findContract(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(contractColumns)
    .from(lc)
    .innerJoin(a, eq(a.id, lc.auditorId))
    .where(and(eq(lc.tenantId, tenantId), eq(lc.id, id), eq(lc.deleted, false)));
  return row;
}

const leaveColumns = {
  id: lv.id,
  auditorId: lv.auditorId,
  auditorName: a.name,
  fromDate: lv.fromDate,
  fromHalf: lv.fromHalf,
  toDate: lv.toDate,
  toHalf: lv.toHalf,
  reason: lv.reason,
  status: lv.status,
  version: lv.version,
};

const LEAVE_SORT = { fromDate: lv.fromDate, auditorName: a.name };
const LEAVE_ORDER = [desc(lv.fromDate), asc(lv.id)];
const leaveRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    db
      .select(leaveColumns)
      .from(lv)
      .innerJoin(a, eq(a.id, lv.auditorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const unfilteredLeaves = preparedListPage(
  'auditors.leaves',
  lv,
  and(eq(lv.tenantId, sql.placeholder('tenantId')), eq(lv.deleted, false)),
  leaveRows(LEAVE_ORDER),
);

export function listLeaves(
  tx: Reader,
  tenantId: number,
  q: {
    auditorId?: string | undefined;
    auditorName?: string | undefined;
    status?: number | undefined;
  } & PageQuery,
) {
  if (isUnfiltered(q)) return unfilteredLeaves(tx, { tenantId }, q);
  const where = and(
    eq(lv.tenantId, tenantId),
    eq(lv.deleted, false),
    q.auditorId ? eq(lv.auditorId, q.auditorId) : undefined,
    auditorNamed(lv.auditorId, q.auditorName),
    q.status !== undefined ? eq(lv.status, q.status) : undefined,
  );
  const rows = leaveRows(orderFor(q, LEAVE_SORT, LEAVE_ORDER, lv.id));
  return paged(tx, lv, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

export async function findLeave(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(leaveColumns)
    .from(lv)
    .innerJoin(a, eq(a.id, lv.auditorId))
    .where(and(eq(lv.tenantId, tenantId), eq(lv.id, id), eq(lv.deleted, false)));
  return row;
}

const witnessColumns = {
  id: wa.id,
  auditorId: wa.auditorId,
  auditorName: a.name,
  witnessAuditorId: wa.witnessAuditorId,
  witnessAuditorName: sql<string>`(select w.name from auditors w where w.id = ${wa.witnessAuditorId})`,
  scheme: wa.scheme,
  code: wa.code,
  project: wa.project,
  witnessDate: wa.witnessDate,
  result: wa.result,
  comments: wa.comments,
  version: wa.version,
};

const WITNESS_SORT = { witnessDate: wa.witnessDate, auditorName: a.name };
const WITNESS_ORDER = [desc(wa.witnessDate), asc(wa.id)];
const witnessRows =
  (order: SQL[]) =>
  (db: Reader, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    db
      .select(witnessColumns)
      .from(wa)
      .innerJoin(a, eq(a.id, wa.auditorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const unfilteredWitness = preparedListPage(
  'auditors.witness',
  wa,
  and(eq(wa.tenantId, sql.placeholder('tenantId')), eq(wa.deleted, false)),
  witnessRows(WITNESS_ORDER),
);

export function listWitness(
  tx: Reader,
  tenantId: number,
  q: {
    auditorId?: string | undefined;
    auditorName?: string | undefined;
    result?: number | undefined;
  } & PageQuery,
) {
  if (isUnfiltered(q)) return unfilteredWitness(tx, { tenantId }, q);
  const where = and(
    eq(wa.tenantId, tenantId),
    eq(wa.deleted, false),
    q.auditorId ? eq(wa.auditorId, q.auditorId) : undefined,
    auditorNamed(wa.auditorId, q.auditorName),
    q.result !== undefined ? eq(wa.result, q.result) : undefined,
  );
  const rows = witnessRows(orderFor(q, WITNESS_SORT, WITNESS_ORDER, wa.id));
  return paged(tx, wa, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

export async function findWitness(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(witnessColumns)
    .from(wa)
    .innerJoin(a, eq(a.id, wa.auditorId))
    .where(and(eq(wa.tenantId, tenantId), eq(wa.id, id), eq(wa.deleted, false)));
  return row;
}

export function witnessOf(tx: Reader, tenantId: number, auditorId: string, scheme: string) {
  return tx
    .select({ code: wa.code, result: wa.result })
    .from(wa)
    .where(
      and(
        eq(wa.tenantId, tenantId),
        eq(wa.auditorId, auditorId),
        eq(wa.scheme, scheme),
        eq(wa.deleted, false),
      ),
    );
}

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
      .where(and(eq(a.tenantId, tenantId), eq(a.status, 1), only(a.id))),
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
      .where(and(eq(aq.tenantId, tenantId), inArray(aq.scheme, [...schemes]), only(aq.auditorId))),
  );
  const comps = await jsonRows(
    tx,
    tx
      .select({ auditorId: cc.auditorId, scheme: cc.scheme, code: cc.code })
      .from(cc)
      .where(
        and(
          eq(cc.tenantId, tenantId),
          eq(cc.status, 1),
          inArray(cc.scheme, [...schemes]),
          competencesNear ?? only(cc.auditorId),
        ),
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
        and(
          eq(lv.tenantId, tenantId),
          eq(lv.deleted, false),
          eq(lv.status, 1),
          lte(lv.fromDate, dates.to),
          gte(lv.toDate, dates.from),
          only(lv.auditorId),
        ),
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
      and(
        eq(cc.tenantId, tenantId),
        inArray(cc.scheme, [...new Set(codes.map((c) => c.scheme))]),
        eq(cc.status, 1),
        covers,
      ),
    );
  // How many of the active auditors it holds is the number `auditorsForMatching` loads with it.
  const [count] = await tx
    .select({ active: sql<number>`count(*)::int` })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.status, 1)));
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
      and(
        eq(cc.tenantId, tenantId),
        eq(cc.scheme, scheme),
        eq(cc.status, 1),
        or(...codes.map((c) => eq(cc.code, c))),
      ),
    )
    .groupBy(cc.code);
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

/** Totals for the dashboard: auditors (full-time, part-time) and technical experts. */
export async function auditorTotals(tx: Reader, tenantId: number, today: string) {
  const [row] = await tx
    .select({
      fullTime: sql<number>`count(*) filter (where ${a.employmentType} = 1)::int`,
      partTime: sql<number>`count(*) filter (where ${a.employmentType} = 2)::int`,
      experts: sql<number>`count(*) filter (where exists (select 1 from auditor_qualifications q where q.tenant_id = ${a.tenantId} and q.auditor_id = ${a.id} and q.level = '04' and q.valid_to >= ${today}))::int`,
    })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.status, 1), eq(a.personnelKind, '1')));
  return {
    fullTime: Number(row?.fullTime ?? 0),
    partTime: Number(row?.partTime ?? 0),
    experts: Number(row?.experts ?? 0),
  };
}
