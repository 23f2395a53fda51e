/** The queries of the public certificate query: the body (tenant) and one page of certificates. */
import type { CertificateSearchQuery, OwnCertificate, Page, PublicCertificate } from '@cb/domain';
import { and, asc, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { containsPattern, paged } from '../../platform/crud/list.ts';
import type { Tx } from '../../platform/db/database.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { certificates } from './schema.ts';
import { OLD_VERSION, publicStatusIs, publicStatusName, publicStatusSql } from './status.ts';

/** The name of an enabled tenant, or undefined. */
export async function selectEnabledTenantName(tx: Tx, tenantId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: tenants.name })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.status, 1)));
  return row?.name;
}

/** One page of the tenant's current certificates matching the query, public fields only. */
export async function selectPublicCertificates(
  tx: Tx,
  query: CertificateSearchQuery,
  today: string,
): Promise<Page<PublicCertificate>> {
  const conditions: (SQL | undefined)[] = [
    eq(certificates.tenantId, query.tenantId),
    ne(certificates.status, OLD_VERSION),
  ];
  if (query.certNo) conditions.push(sql`upper(${certificates.certNo}) = ${query.certNo.toUpperCase()}`);
  if (query.enterpriseName)
    conditions.push(ilike(certificates.enterpriseName, containsPattern(query.enterpriseName)));
  if (query.status !== undefined) conditions.push(publicStatusIs(query.status, today));
  const where = and(...conditions);

  return paged(tx, certificates, where, query, async (limit, offset) => {
    const rows = await tx
      .select({
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
      })
      .from(certificates)
      .where(where)
      .orderBy(asc(certificates.enterpriseName), desc(certificates.issueDate), asc(certificates.certNo))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => {
      const status = Number(r.status);
      return {
        ...r,
        status,
        statusName: publicStatusName(status),
        suspendUntil: status === 2 ? r.suspendUntil : null,
      };
    });
  });
}

/** At most this many certificates on an external user's home. */
export const OWN_CERTIFICATES_MAX = 50;

/** The current certificates of the enterprises a scope may see, with their public status. */
export async function selectOwnCertificates(
  tx: Tx,
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
      and(
        eq(certificates.tenantId, tenantId),
        ne(certificates.status, OLD_VERSION),
        enterpriseScopeWhere(scope, certificates.enterpriseId),
      ),
    )
    .orderBy(asc(certificates.enterpriseName), desc(certificates.issueDate), asc(certificates.certNo))
    .limit(OWN_CERTIFICATES_MAX);
  return rows.map((r) => ({
    ...r,
    status: Number(r.status),
    statusName: publicStatusName(Number(r.status)),
  }));
}
