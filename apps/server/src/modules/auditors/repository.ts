/**
 * Queries of the auditors themselves (the people area's main list, one auditor, the ID-card and
 * user look-ups of the imports) and the dashboard totals. Qualifications and code competences,
 * HR's records (contracts, leave, witness) and the matching queries stand beside it
 * (competence-, records- and matching-repository.ts). Every function runs inside the caller's
 * tenant transaction (RLS on) and also filters by tenant, as ARCHITECTURE.md "Data" asks.
 */
import { desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  contains,
  isUnfiltered,
  orderFor,
  type PageQuery,
  paged,
  preparedTenantPage,
  queryRows,
} from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { users } from '../../platform/identity/schema.ts';
import { auditors as a } from './schema.ts';

/** A type, not an interface: a list query must be a `Record` for `isUnfiltered`. */
export type AuditorFilters = {
  name?: string | undefined;
  phone?: string | undefined;
  scheme?: string | undefined;
  code?: string | undefined;
  personnelKind?: string | undefined;
  employmentType?: number | undefined;
  status?: number | undefined;
  level?: string | undefined;
  branchCompany?: string | undefined;
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

function auditorWhere(tenantId: number, f: AuditorFilters, today: string): SQL | undefined {
  return inTenant(a, tenantId, [
    f.branchCompany ? eq(a.branchCompany, f.branchCompany) : undefined,
    f.level
      ? sql`exists (select 1 from auditor_qualifications q where q.tenant_id = ${a.tenantId} and q.auditor_id = ${a.id} and q.level = ${f.level} and q.valid_from <= ${today} and q.valid_to >= ${today})`
      : undefined,
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
  ]);
}

const AUDITOR_ORDER = [desc(a.createdAt), desc(a.id)];

/** The page statement of the auditors, their registrations as of `today`. */
const auditorRows = (today: string | Placeholder) =>
  queryRows((db) => db.select(auditorColumns(today)).from(a).leftJoin(users, eq(users.id, a.userId)));
const unfilteredAuditors = preparedTenantPage(
  'auditors.auditors',
  a,
  auditorRows(sql.placeholder('today'))(AUDITOR_ORDER),
);

export async function listAuditors(
  tx: Reader,
  tenantId: number,
  q: AuditorFilters & PageQuery,
  today: string,
) {
  if (isUnfiltered(q)) return unfilteredAuditors(tx, { tenantId, today }, q);
  const where = auditorWhere(tenantId, q, today);
  const rows = auditorRows(today)(orderFor(q, AUDITOR_SORT, AUDITOR_ORDER, a.id));
  return paged(tx, a, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

/** Auditors with every column of their record (the export and the detail), registrations as of `today`. */
function auditorDetails(tx: Reader, today: string) {
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
    .leftJoin(users, eq(users.id, a.userId));
}

export function exportAuditors(
  tx: Reader,
  tenantId: number,
  q: AuditorFilters & Pick<PageQuery, 'column' | 'order'>,
  today: string,
  max: number,
) {
  return auditorDetails(tx, today)
    .where(auditorWhere(tenantId, q, today))
    .orderBy(...orderFor(q, AUDITOR_SORT, AUDITOR_ORDER, a.id))
    .limit(max);
}

export async function findAuditor(tx: Reader, tenantId: number, id: string, today: string) {
  const [row] = await auditorDetails(tx, today).where(inTenant(a, tenantId, [eq(a.id, id)]));
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
    .where(inTenant(users, tenantId, [eq(users.id, userId)]));
  return Boolean(row);
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
    .where(inTenant(a, tenantId, [eq(a.status, 1), eq(a.personnelKind, '1')]));
  return {
    fullTime: Number(row?.fullTime ?? 0),
    partTime: Number(row?.partTime ?? 0),
    experts: Number(row?.experts ?? 0),
  };
}
