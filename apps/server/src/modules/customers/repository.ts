/**
 * Queries of the customer enterprises. Each runs in the caller's tenant transaction and filters by
 * tenant and by the caller's customer scope (an enterprise user sees its own, a partner the
 * enterprises it introduced).
 */
import { REGIONS } from '@cb/domain';
import { and, asc, desc, eq, gte, like, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  contains,
  containsIndexed,
  orderFor,
  type PageQuery,
  paged,
  prefixPattern,
  startsWith,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { partnersView as partners } from '../partners/door.ts';
import { enterprises as e, enterpriseConsultancies, enterpriseContacts, enterpriseSites } from './schema.ts';

export interface EnterpriseFilters {
  name?: string | undefined;
  creditCode?: string | undefined;
  regionCode?: string | undefined;
  partnerId?: string | undefined;
  status?: number | undefined;
  /** 客户分布统计's drill-down (modules/statistics): industry, size band, branch company. */
  industryCode?: string | undefined;
  scaleLevel?: string | undefined;
  branchCompany?: string | undefined;
}

const SORT = {
  code: e.code,
  name: e.name,
  creditCode: e.creditCode,
  regionCode: e.regionCode,
  totalHeadcount: e.totalHeadcount,
  createTime: e.createdAt,
  updateTime: e.updatedAt,
};
const DEFAULT_ORDER = [desc(e.createdAt), desc(e.id)];

/** The columns of a list row (and of the export). */
const listColumns = {
  id: e.id,
  code: e.code,
  name: e.name,
  nameEn: e.nameEn,
  creditCode: e.creditCode,
  natureCode: e.natureCode,
  industryCode: e.industryCode,
  regionCode: e.regionCode,
  regionName: e.regionName,
  registeredCapital: e.registeredCapital,
  legalRepresentative: e.legalRepresentative,
  registeredAddress: e.registeredAddress,
  totalHeadcount: e.totalHeadcount,
  scaleLevel: e.scaleLevel,
  branchCompany: e.branchCompany,
  partnerId: e.partnerId,
  partnerName: partners.name,
  status: e.status,
  createTime: e.createdAt,
  updateTime: e.updatedAt,
  version: e.version,
};

/** The enterprises of the tenant the scope may see, narrowed by the list's filters. */
export function enterpriseWhere(
  tenantId: number,
  scope: CustomerScope,
  f: EnterpriseFilters,
): SQL | undefined {
  return inTenant(e, tenantId, [
    eq(e.deleted, false),
    enterpriseScopeWhere(scope, e.id, e.partnerId),
    containsIndexed(e.name, f.name),
    startsWith(e.creditCode, f.creditCode?.toUpperCase()),
    f.regionCode ? eq(e.regionCode, f.regionCode) : undefined,
    f.partnerId ? eq(e.partnerId, f.partnerId) : undefined,
    f.status !== undefined ? eq(e.status, f.status) : undefined,
    f.industryCode ? eq(e.industryCode, f.industryCode) : undefined,
    f.scaleLevel ? eq(e.scaleLevel, f.scaleLevel) : undefined,
    f.branchCompany ? eq(e.branchCompany, f.branchCompany) : undefined,
  ]);
}

const selectRows = (tx: Reader) =>
  tx.select(listColumns).from(e).leftJoin(partners, eq(partners.id, e.partnerId));
export type EnterpriseListRow = Awaited<ReturnType<typeof selectRows>>[number];

export function listEnterprises(tx: Reader, where: SQL | undefined, q: PageQuery) {
  return paged(tx, e, where, q, (limit, offset) =>
    selectRows(tx)
      .where(where)
      .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, e.id))
      .limit(limit)
      .offset(offset),
  );
}

export function exportEnterprises(
  tx: Reader,
  where: SQL | undefined,
  q: Pick<PageQuery, 'column' | 'order'>,
  max: number,
) {
  return selectRows(tx)
    .where(where)
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, e.id))
    .limit(max);
}

/** The whole enterprise row, if `where` lets it through. */
export async function findEnterprise(tx: Reader, where: SQL | undefined, id: string) {
  const [row] = await tx
    .select()
    .from(e)
    .where(and(where, eq(e.id, id)));
  return row;
}

export async function partnerName(tx: Reader, partnerId: string): Promise<string> {
  const [partner] = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
  return partner?.name ?? '';
}

export function sitesOf(tx: Reader, tenantId: number, enterpriseId: string) {
  return tx
    .select()
    .from(enterpriseSites)
    .where(inTenant(enterpriseSites, tenantId, [eq(enterpriseSites.enterpriseId, enterpriseId)]))
    .orderBy(asc(enterpriseSites.sortNo), asc(enterpriseSites.createdAt));
}

export function contactsOf(tx: Reader, tenantId: number, enterpriseId: string) {
  return tx
    .select()
    .from(enterpriseContacts)
    .where(inTenant(enterpriseContacts, tenantId, [eq(enterpriseContacts.enterpriseId, enterpriseId)]))
    .orderBy(asc(enterpriseContacts.sortNo), asc(enterpriseContacts.createdAt));
}

export async function insertEnterprise(tx: Tx, values: typeof e.$inferInsert) {
  const [created] = await tx
    .insert(e)
    .values(values)
    .returning({ id: e.id, code: e.code, version: e.version });
  return created!;
}

/** Whether another live enterprise of the tenant already has the value. */
export async function isTaken(
  tx: Reader,
  tenantId: number,
  field: 'name' | 'creditCode',
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const column = field === 'name' ? e.name : e.creditCode;
  const [hit] = await tx
    .select({ id: e.id })
    .from(e)
    .where(
      inTenant(e, tenantId, [
        eq(e.deleted, false),
        eq(column, value),
        exceptId ? ne(e.id, exceptId) : undefined,
      ]),
    )
    .limit(1);
  return Boolean(hit);
}

/** Up to 20 enterprises `where` lets through, by name or credit code; or the one of `id`. */
export function enterpriseOptions(
  tx: Reader,
  where: SQL | undefined,
  keyword: string | undefined,
  id: string | undefined,
) {
  return tx
    .select({ id: e.id, name: e.name, creditCode: e.creditCode, code: e.code })
    .from(e)
    .where(
      and(
        where,
        id ? eq(e.id, id) : undefined,
        keyword
          ? sql`(${contains(e.name, keyword)} or ${like(e.creditCode, prefixPattern(keyword.toUpperCase()))})`
          : undefined,
      ),
    )
    .orderBy(asc(e.name))
    .limit(20);
}

/** The tenant's partners; a partner user only its own. */
export function partnerOptions(tx: Reader, tenantId: number, scope: CustomerScope) {
  return tx
    .select({
      id: partners.id,
      name: partners.name,
      code: partners.code,
      partnerType: partners.partnerType,
      status: partners.status,
    })
    .from(partners)
    .where(
      inTenant(partners, tenantId, [
        eq(partners.deleted, false),
        scope.kind === 'partner'
          ? scope.partnerId
            ? eq(partners.id, scope.partnerId)
            : sql`false`
          : undefined,
      ]),
    )
    .orderBy(asc(partners.code));
}

/** The partner, if it is one of the tenant's (not deleted): its type and status. */
export async function partnerOf(tx: Reader, tenantId: number, partnerId: string) {
  const [row] = await tx
    .select({
      id: partners.id,
      name: partners.name,
      partnerType: partners.partnerType,
      status: partners.status,
    })
    .from(partners)
    .where(inTenant(partners, tenantId, [eq(partners.id, partnerId), eq(partners.deleted, false)]));
  return row;
}

/** The enterprise's consultancy relations (咨询关系) with the partners' names. */
export function consultanciesOf(tx: Reader, tenantId: number, enterpriseId: string) {
  return tx
    .select({
      id: enterpriseConsultancies.id,
      partnerId: enterpriseConsultancies.partnerId,
      partnerName: partners.name,
      startDate: enterpriseConsultancies.startDate,
      endDate: enterpriseConsultancies.endDate,
      remark: enterpriseConsultancies.remark,
    })
    .from(enterpriseConsultancies)
    .innerJoin(partners, eq(partners.id, enterpriseConsultancies.partnerId))
    .where(
      inTenant(enterpriseConsultancies, tenantId, [eq(enterpriseConsultancies.enterpriseId, enterpriseId)]),
    )
    .orderBy(asc(enterpriseConsultancies.sortNo), asc(enterpriseConsultancies.startDate));
}

type ChildTable = typeof enterpriseSites | typeof enterpriseContacts | typeof enterpriseConsultancies;

/**
 * Makes the stored sites (or contacts) of an enterprise equal to the submitted list: rows with a
 * known id are updated, rows without one are added, and rows no longer listed are removed. An id
 * that is not one of this enterprise's rows is refused.
 */
export async function syncChildren(
  tx: Tx,
  actor: { tenantId: number; userId: string },
  table: ChildTable,
  enterpriseId: string,
  rows: readonly ({ id?: string | undefined } & Record<string, unknown>)[],
  label: string,
) {
  const owned = inTenant(table, actor.tenantId, [eq(table.enterpriseId, enterpriseId)]);
  const existing = new Set((await tx.select({ id: table.id }).from(table).where(owned)).map((r) => r.id));
  const keep = rows.flatMap((r) => (r.id ? [r.id] : []));
  if (keep.some((id) => !existing.has(id))) throw badRequest(`${label}不存在`);
  if (new Set(keep).size !== keep.length) throw badRequest(`${label}重复`);
  await tx.delete(table).where(keep.length ? and(owned, notInArray(table.id, keep)) : owned);
  for (const [sortNo, { id, ...fields }] of rows.entries()) {
    if (id) {
      await tx
        .update(table)
        .set({
          ...fields,
          sortNo,
          updatedAt: new Date(),
          updatedBy: actor.userId,
          version: sql`${table.version} + 1`,
        } as never)
        .where(and(owned, eq(table.id, id)));
    } else {
      await tx.insert(table).values({
        ...fields,
        sortNo,
        enterpriseId,
        tenantId: actor.tenantId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      } as never);
    }
  }
}

export const REGION_NAMES = new Map<string, string>(REGIONS.map((r) => [r.code, r.zh]));

/**
 * The next customer number of the tenant: KH + year + five-digit serial. A transaction-scoped
 * advisory lock per tenant makes concurrent creations take turns; the unique index backs it up.
 */
export async function nextEnterpriseCode(tx: Tx, tenantId: number, now: Date): Promise<string> {
  const prefix = `KH${now.getFullYear()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('enterprise_code'), ${tenantId})`);
  const [last] = await tx
    .select({ code: e.code })
    .from(e)
    .where(inTenant(e, tenantId, [gte(e.code, prefix), lt(e.code, `KH${now.getFullYear() + 1}`)]))
    .orderBy(desc(e.code))
    .limit(1);
  const serial =
    last && /^\d{5,}$/.test(last.code.slice(prefix.length)) ? Number(last.code.slice(prefix.length)) : 0;
  return `${prefix}${String(serial + 1).padStart(5, '0')}`;
}
