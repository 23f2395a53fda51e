/** The queries of the public certificate query: the body (tenant) and one page of certificates. */
import type { CertificateSearchQuery, OwnCertificate, Page, PublicCertificate } from '@cb/domain';
import { and, asc, desc, eq, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { paged } from '../../platform/crud/list.ts';
import {
  containsForOrderedList,
  containsIndexed,
  equalsIgnoringCase,
  type FrequentSearches,
  pagedDirectorySearch,
  type SearchWhere,
  searchKey,
  searchWhere,
} from '../../platform/crud/search.ts';
import type { Db, Reader } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { certificates } from './schema.ts';
import { OLD_VERSION, publicStatusIs, publicStatusName, publicStatusSql } from './status.ts';

/** The name of an enabled tenant, or undefined. */
export async function selectEnabledTenantName(tx: Reader, tenantId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: tenants.name })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.status, 1)));
  return row?.name;
}

/** Which certificates the public query matches (current versions of the tenant). */
export function publicCertificatesWhere(query: CertificateSearchQuery, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(certificates.tenantId, query.tenantId),
    ne(certificates.status, OLD_VERSION),
  ];
  // Through the upper(cert_no) and trigram indexes, which a plain predicate cannot use under RLS.
  conditions.push(equalsIgnoringCase(certificates.certNo, query.certNo));
  conditions.push(containsIndexed(certificates.enterpriseName, query.enterpriseName));
  if (query.status !== undefined) conditions.push(publicStatusIs(query.status, today));
  return and(...conditions);
}

const publicColumns = (today: string | Placeholder) => ({
  id: certificates.id,
  certNo: certificates.certNo,
  mainCertNo: certificates.mainCertNo,
  certificateType: certificates.certificateType,
  standardCode: certificates.standardCode,
  standardName: certificates.standardName,
  standardVersion: certificates.standardVersion,
  enterpriseName: certificates.enterpriseName,
  enterpriseNameEn: certificates.enterpriseNameEn,
  enterpriseAddress: certificates.enterpriseAddress,
  enterpriseAddressEn: certificates.enterpriseAddressEn,
  scopeZh: certificates.scopeZh,
  scopeEn: certificates.scopeEn,
  firstIssueDate: certificates.firstIssueDate,
  issueDate: certificates.issueDate,
  expiryDate: certificates.expiryDate,
  status: publicStatusSql(today),
  suspendUntil: certificates.suspendUntil,
});

function toPublic({
  id: _id,
  ...r
}: { id: string; status: unknown; suspendUntil: string | null } & Omit<
  PublicCertificate,
  'status' | 'statusName' | 'suspendUntil'
>): PublicCertificate {
  const status = Number(r.status);
  return {
    ...r,
    status,
    statusName: publicStatusName(status),
    suspendUntil: status === 2 ? r.suspendUntil : null,
  };
}

/** A search by enterprise name alone (no number, no status): the directory's own read path. */
const isNameSearch = (query: CertificateSearchQuery) =>
  Boolean(query.enterpriseName) && !query.certNo && query.status === undefined;

/**
 * The rows of a name search by the ids of its first matches (`containsForOrderedList`), newest
 * first as the certificates' issue index walks: a name with up to SEARCH_ID_CAP certificates is
 * read by the ids the trigram index found, a more frequent one filters the walk of the issue index.
 * The search itself (`selectPublicCertificates`) counts through the name directory instead
 * (`pagedDirectorySearch`) and pages the same way; rls-indexes.api.test.ts compares the two. In name
 * order every match had to be found and sorted first: 0.1–0.2 s at 10,000 matches, seconds for a
 * city name (decisions.md, issue 13).
 */
export async function publicNameWhere(tx: Reader, query: CertificateSearchQuery): Promise<SearchWhere> {
  const name = await containsForOrderedList(tx, certificates.enterpriseName, query.enterpriseName);
  return searchWhere(
    [eq(certificates.tenantId, query.tenantId), ne(certificates.status, OLD_VERSION)],
    [name],
  );
}

/** One page of a name search's rows in the issue index's order (issue_date desc nulls last, id). */
export function publicNamePageQuery(
  tx: Reader,
  where: SQL | undefined,
  today: string,
  limit: number,
  offset: number,
) {
  return tx
    .select(publicColumns(today))
    .from(certificates)
    .where(where)
    .orderBy(sql`${certificates.issueDate} desc nulls last`, asc(certificates.id))
    .limit(limit)
    .offset(offset);
}

/** A verification by number alone (a QR code's link, the busiest public call): the first page. */
export const isNumberLookup = (query: CertificateSearchQuery) =>
  Boolean(query.certNo) && !query.enterpriseName && query.pageNo === 1;

/**
 * A verification by number in one statement outside row-level security, run by the table owner:
 * limited explicitly to the body's tenant, to current versions and to the public columns, and
 * answering nothing for a disabled body. A current number names at most one certificate
 * (certificates_cert_no_uq), so the rows are the page and their number the total. Under RLS the
 * lookup took a transaction of its own (begin with the settings, the body check, the query,
 * commit): four round trips where this is one.
 */
export async function selectPublicByNumber(
  db: Db,
  query: CertificateSearchQuery,
  today: string,
): Promise<PublicCertificate[]> {
  // Without a status filter (the verification page's lookup) the statement is prepared once per
  // connection: the public hot path.
  const rows =
    query.status === undefined
      ? await publicByNumber(db, {
          tenantId: query.tenantId,
          certNo: query.certNo ?? '',
          today,
          limit: query.pageSize,
        })
      : await selectPublicByNumberQuery(db, query, today);
  return rows.map(toPublic);
}

/** The statement of `selectPublicByNumber` (its plan is asserted in rls-indexes.api.test.ts). */
export function selectPublicByNumberQuery(db: Db, query: CertificateSearchQuery, today: string) {
  return publicByNumberQuery(db, query.tenantId, query.certNo ?? '', today, query.pageSize, query.status);
}

/** `selectPublicByNumberQuery` with values or their placeholders. */
function publicByNumberQuery(
  db: Reader,
  tenantId: number | Placeholder,
  certNo: string | Placeholder,
  today: string | Placeholder,
  limit: number | Placeholder,
  status?: CertificateSearchQuery['status'],
) {
  return db
    .select(publicColumns(today))
    .from(certificates)
    .where(
      inTenant(certificates, tenantId, [
        sql`upper(${certificates.certNo}) = upper(${certNo})`,
        ne(certificates.status, OLD_VERSION),
        status !== undefined ? publicStatusIs(status, today as string) : undefined,
        sql`exists (select 1 from ${tenants} where ${tenants.id} = ${certificates.tenantId} and ${tenants.status} = 1)`,
      ]),
    )
    .orderBy(asc(certificates.enterpriseName), desc(certificates.issueDate), asc(certificates.certNo))
    .limit(limit);
}

const publicByNumber = preparedRead<
  Awaited<ReturnType<typeof publicByNumberQuery>>,
  { tenantId: number; certNo: string; today: string; limit: number }
>('certificates.public-by-number', (db) =>
  publicByNumberQuery(
    db,
    sql.placeholder('tenantId'),
    sql.placeholder('certNo'),
    sql.placeholder('today'),
    sql.placeholder('limit'),
  ),
);

/** One page of the tenant's current certificates matching the query, public fields only. */
export async function selectPublicCertificates(
  tx: Reader,
  query: CertificateSearchQuery,
  today: string,
  frequent?: FrequentSearches,
): Promise<Page<PublicCertificate>> {
  if (isNameSearch(query)) {
    return pagedDirectorySearch(
      tx,
      certificates.enterpriseName,
      query.enterpriseName!,
      [eq(certificates.tenantId, query.tenantId), ne(certificates.status, OLD_VERSION)],
      query,
      async (where, limit, offset) =>
        (await publicNamePageQuery(tx, where, today, limit, offset)).map(toPublic),
      frequent && { searches: frequent, key: searchKey('public', query.tenantId, query.enterpriseName) },
    );
  }
  const where = publicCertificatesWhere(query, today);
  return paged(tx, certificates, where, query, async (limit, offset) => {
    const rows = await tx
      .select(publicColumns(today))
      .from(certificates)
      .where(where)
      .orderBy(asc(certificates.enterpriseName), desc(certificates.issueDate), asc(certificates.certNo))
      .limit(limit)
      .offset(offset);
    return rows.map(toPublic);
  });
}

/** At most this many certificates on an external user's home. */
export const OWN_CERTIFICATES_MAX = 50;

/** The current certificates of the enterprises a scope may see, with their public status. */
export async function selectOwnCertificates(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  today: string,
): Promise<OwnCertificate[]> {
  const rows = await tx
    .select({
      certNo: certificates.certNo,
      standardName: certificates.standardName,
      enterpriseName: certificates.enterpriseName,
      issueDate: certificates.issueDate,
      expiryDate: certificates.expiryDate,
      status: publicStatusSql(today),
    })
    .from(certificates)
    .where(
      inTenant(certificates, tenantId, [
        ne(certificates.status, OLD_VERSION),
        enterpriseScopeWhere(scope, certificates.enterpriseId),
      ]),
    )
    .orderBy(asc(certificates.enterpriseName), desc(certificates.issueDate), asc(certificates.certNo))
    .limit(OWN_CERTIFICATES_MAX);
  return rows.map((r) => ({
    ...r,
    status: Number(r.status),
    statusName: publicStatusName(Number(r.status)),
  }));
}
