/**
 * The customers' door: the only file other areas import from modules/customers (issue 29 item 3,
 * docs/decisions.md "One door per area"). Others read enterprises, their sites and contacts,
 * the enterprise users' links and the consultancies' engagements through the read-only views and
 * functions below (joined in their lists; Postgres flattens them, RLS applies to the tables), point
 * their foreign keys at an enterprise with `enterpriseKey` (a partner's are the partners' door's), and change an enterprise's fields
 * (an approved change) with the functions of enterprise-changes.ts.
 */
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../platform/crud/list.ts';
import { matchingIds } from '../../platform/crud/search.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { partnersView } from '../partners/door.ts';
import {
  customerUserLinks,
  enterpriseConsultancies,
  enterpriseContacts,
  enterpriseSites,
  enterprises,
} from './schema.ts';

const qb = new QueryBuilder();

/** The target of a foreign key to an enterprise: `.references(enterpriseKey)`. */
export const enterpriseKey = (): AnyPgColumn => enterprises.id;

/**
 * The ids of the tenant's enterprises whose name is ILIKE `pattern` (escaped by the caller), read
 * from the name's trigram index under RLS (platform/crud/search.ts `matchingIds`), at most `limit`.
 */
export const enterpriseIdsNamedLike = (pattern: string, limit?: number): SQL =>
  matchingIds(enterprises.name, 'ilike', pattern, limit);

/**
 * `column` (an enterprise id) of a row whose enterprise's name contains `name`, or nothing when
 * empty: the ids from the name's trigram index. An ILIKE on the joined name cannot use the index
 * under RLS and reads every enterprise of the tenant.
 */
export const enterpriseNameContains = (column: AnyPgColumn, name: string | undefined): SQL | undefined =>
  name ? inArray(column, sql`(${enterpriseIdsNamedLike(containsPattern(name))})`) : undefined;

/** Enterprises as others see them: code, names, credit code, industry, addresses, size, partner. */
export const enterprisesView = qb
  .select({
    id: enterprises.id,
    tenantId: enterprises.tenantId,
    code: enterprises.code,
    name: enterprises.name,
    nameEn: enterprises.nameEn,
    creditCode: enterprises.creditCode,
    industryCode: enterprises.industryCode,
    regionCode: enterprises.regionCode,
    registeredAddress: enterprises.registeredAddress,
    registeredAddressEn: enterprises.registeredAddressEn,
    officeAddress: enterprises.officeAddress,
    officeAddressEn: enterprises.officeAddressEn,
    productionAddress: enterprises.productionAddress,
    productionAddressEn: enterprises.productionAddressEn,
    totalHeadcount: enterprises.totalHeadcount,
    scaleLevel: enterprises.scaleLevel,
    partnerId: enterprises.partnerId,
    /** The branch company as the client carries it (its code or name; the branches area links it). */
    branchCompany: enterprises.branchCompany,
    deleted: enterprises.deleted,
  })
  .from(enterprises)
  .as('enterprises_view');

/** An enterprise's sites: name, address, headcount, whether central, in their order. */
export const enterpriseSitesView = qb
  .select({
    tenantId: enterpriseSites.tenantId,
    enterpriseId: enterpriseSites.enterpriseId,
    name: enterpriseSites.name,
    address: enterpriseSites.address,
    headcount: enterpriseSites.headcount,
    isCentralFunction: enterpriseSites.isCentralFunction,
    sortNo: enterpriseSites.sortNo,
    createdAt: enterpriseSites.createdAt,
  })
  .from(enterpriseSites)
  .as('enterprise_sites_view');

/** An enterprise's contacts: name, phone, e-mail, the primary one, in their order. */
export const enterpriseContactsView = qb
  .select({
    id: enterpriseContacts.id,
    tenantId: enterpriseContacts.tenantId,
    enterpriseId: enterpriseContacts.enterpriseId,
    name: enterpriseContacts.name,
    phone: enterpriseContacts.phone,
    email: enterpriseContacts.email,
    isPrimary: enterpriseContacts.isPrimary,
    sortNo: enterpriseContacts.sortNo,
    createdAt: enterpriseContacts.createdAt,
  })
  .from(enterpriseContacts)
  .as('enterprise_contacts_view');

/** The order an enterprise's contacts are chosen in: the primary one, then sort number, then creation. */
export const primaryContactOrder = () => [
  desc(enterpriseContactsView.isPrimary),
  asc(enterpriseContactsView.sortNo),
  asc(enterpriseContactsView.createdAt),
];

/** Each enterprise's first contact of `rows` (read in primaryContactOrder). */
export function firstContactPerEnterprise(
  rows: readonly { enterpriseId: string; name: string; phone: string; email: string }[],
) {
  const first = new Map<string, { name: string; phone: string; email: string }>();
  for (const { enterpriseId, ...contact } of rows)
    if (!first.has(enterpriseId)) first.set(enterpriseId, contact);
  return first;
}

/**
 * Each enterprise's contact who hears about its records: the primary one, else the first in order
 * (sort number, then creation), in one query for all of them; an enterprise without a contact is
 * missing from the map.
 */
export async function primaryContactsOf(tx: Reader, tenantId: number, enterpriseIds: readonly string[]) {
  if (enterpriseIds.length === 0) return new Map<string, { name: string; phone: string; email: string }>();
  const v = enterpriseContactsView;
  const rows = await tx
    .select({ enterpriseId: v.enterpriseId, name: v.name, phone: v.phone, email: v.email })
    .from(v)
    .where(inTenant(v, tenantId, [inArray(v.enterpriseId, enterpriseIds)]))
    .orderBy(...primaryContactOrder());
  return firstContactPerEnterprise(rows);
}

/** The enterprise's contact who hears about its records: the primary one, else the first in order. */
export async function primaryContactOf(tx: Reader, tenantId: number, enterpriseId: string) {
  return (await primaryContactsOf(tx, tenantId, [enterpriseId])).get(enterpriseId);
}

/**
 * The consultancies' engagements with the enterprise (咨询关系: partner, its name, start and end),
 * for the ISO/IEC 17021-1 §5.2 bar on their consultants (audit-programmes).
 */
export function consultancyEngagementsOf(tx: Reader, tenantId: number, enterpriseId: string) {
  return tx
    .select({
      partnerId: enterpriseConsultancies.partnerId,
      partnerName: partnersView.name,
      startDate: enterpriseConsultancies.startDate,
      endDate: enterpriseConsultancies.endDate,
    })
    .from(enterpriseConsultancies)
    .innerJoin(partnersView, eq(partnersView.id, enterpriseConsultancies.partnerId))
    .where(
      inTenant(enterpriseConsultancies, tenantId, [eq(enterpriseConsultancies.enterpriseId, enterpriseId)]),
    )
    .orderBy(asc(enterpriseConsultancies.endDate));
}

/** Which user signs in for which enterprise (the enterprise users' links). */
export const customerUserLinksView = qb
  .select({
    tenantId: customerUserLinks.tenantId,
    userId: customerUserLinks.userId,
    enterpriseId: customerUserLinks.enterpriseId,
  })
  .from(customerUserLinks)
  .as('customer_user_links_view');

export {
  applyEnterpriseFields,
  CHANGEABLE_ENTERPRISE_FIELDS,
  type ChangeableEnterpriseField,
  ENTERPRISE_UNIQUE_MESSAGES,
  type EnterprisePatch,
  readEnterpriseFields,
  usersOfEnterprise,
} from './enterprise-changes.ts';
/** 信息上报 reads the enterprise fields of the regulator's sheets here. */
export { enterprisesForReportView } from './for-reporting.ts';
// 客户分布统计 (modules/statistics): the enterprise list's counts per province, industry or size band.
export { type CustomerGrouping, customerCellsSql, customerCounts } from './for-statistics.ts';
export { DEMO_BUSINESSES, demoBusinessOf } from './seed.ts';
export {
  enterpriseForRegistration,
  linkRegisteredUser,
  type RegisteredCompany,
} from './self-registration.ts';
