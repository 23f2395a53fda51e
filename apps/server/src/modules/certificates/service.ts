/**
 * The public certificate query (DOMAIN.md §4.3; SECURITY.md rule 2: a route on the public list).
 * Anonymous callers name the certification body by its tenant id; the query then runs in that
 * tenant's RLS transaction like any request, and answers only the fields a certificate shows.
 * Also the signed-in enterprise or partner user's own certificates.
 */
import type { OwnCertificate, Page, PublicCertificate } from '@cb/domain';
import { and, asc, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { containsPattern, paged } from '../../platform/crud/list.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { customerScope, enterpriseScopeWhere } from '../customers/scope.ts';
import { tenants } from '../system/schema.ts';
import type { PublicSearchQuery } from './dto.ts';
import { certificates } from './schema.ts';
import { chinaToday, OLD_VERSION, publicStatusIs, publicStatusName, publicStatusSql } from './status.ts';

export interface CertificationBody {
  tenantId: number;
  name: string;
}

export class PublicCertificateService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The body (tenant) of the public pages; a missing or disabled one is 404. */
  async body(tenantId: number): Promise<CertificationBody> {
    const [row] = await this.database.systemTx((tx) =>
      tx
        .select({ name: tenants.name })
        .from(tenants)
        .where(and(eq(tenants.id, tenantId), eq(tenants.status, 1))),
    );
    if (!row) throw notFound('认证机构不存在');
    return { tenantId, name: row.name };
  }

  async search(query: PublicSearchQuery): Promise<Page<PublicCertificate>> {
    await this.body(query.tenantId);
    const today = chinaToday(this.now());
    const conditions: (SQL | undefined)[] = [
      eq(certificates.tenantId, query.tenantId),
      ne(certificates.status, OLD_VERSION),
    ];
    if (query.certNo) conditions.push(sql`upper(${certificates.certNo}) = ${query.certNo.toUpperCase()}`);
    if (query.enterpriseName)
      conditions.push(ilike(certificates.enterpriseName, containsPattern(query.enterpriseName)));
    if (query.status !== undefined) conditions.push(publicStatusIs(query.status, today));
    const where = and(...conditions);

    return this.database.tenantTx({ tenantId: query.tenantId, userId: null }, (tx) =>
      paged(tx, certificates, where, query, async (limit, offset) => {
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
      }),
    );
  }
}

/** Most certificates an external user's home lists (an enterprise has a handful, a partner more). */
export const OWN_CERTIFICATES_MAX = 50;

/**
 * The certificates of the signed-in user's enterprise (or of the enterprises its partner
 * introduced), with their public status; nothing for the body's own staff, whose home shows the
 * statistics and what awaits them instead.
 */
export async function ownCertificates(
  database: Database,
  user: AuthUser,
  now = new Date(),
): Promise<OwnCertificate[]> {
  const today = chinaToday(now);
  return database.tenantTx(user, async (tx) => {
    const scope = await customerScope(tx, user);
    if (scope.kind === 'tenant') return [];
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
          eq(certificates.tenantId, user.tenantId),
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
  });
}
