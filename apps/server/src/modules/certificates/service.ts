/**
 * The public certificate query (DOMAIN.md §4.3; SECURITY.md rule 2: a route on the public list).
 * Anonymous callers name the certification body by its tenant id; the query then runs in that
 * tenant's RLS transaction like any request, and answers only the fields a certificate shows.
 * Also the signed-in enterprise or partner user's own certificates.
 */
import {
  type CertificateSearchQuery,
  type CertificationBody,
  type OwnCertificate,
  type Page,
  type PublicCertificate,
  pageOf,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { FrequentSearches } from '../../platform/crud/search.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import {
  isNumberLookup,
  selectEnabledTenantName,
  selectOwnCertificates,
  selectPublicByNumber,
  selectPublicCertificates,
} from './repository.ts';
import { chinaToday } from './status.ts';

export class PublicCertificateService {
  /** The public name searches found frequent lately (issue 31 item 20). */
  private readonly frequentSearches = new FrequentSearches();

  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The body (tenant) of the public pages; a missing or disabled one is 404. */
  async body(tenantId: number): Promise<CertificationBody> {
    const name = await this.database.systemTx((tx) => selectEnabledTenantName(tx, tenantId));
    if (name === undefined) throw notFound('认证机构不存在');
    return { tenantId, name };
  }

  async search(query: CertificateSearchQuery): Promise<Page<PublicCertificate>> {
    const today = chinaToday(this.now());
    if (isNumberLookup(query)) {
      const found = await this.database.ownerRead((db) => selectPublicByNumber(db, query, today));
      // Nothing found: a missing or disabled body is 404, else an empty page.
      if (found.length === 0) await this.body(query.tenantId);
      return pageOf(found, found.length, query.pageNo, query.pageSize);
    }
    // The body is checked in the query's own transaction (its tenant row is visible under RLS).
    return this.database.tenantRead({ tenantId: query.tenantId, userId: null }, async (tx) => {
      if ((await selectEnabledTenantName(tx, query.tenantId)) === undefined) throw notFound('认证机构不存在');
      return selectPublicCertificates(tx, query, today, this.frequentSearches);
    });
  }
}

/** The certificates of the enterprise (or the partner's client enterprises) a signed-in external user acts for. */
export async function ownCertificates(
  database: Database,
  user: AuthUser,
  now = new Date(),
): Promise<OwnCertificate[]> {
  return database.tenantRead(user, async (tx) => {
    const scope = await customerScope(tx, user);
    if (scope.kind === 'tenant') return [];
    return selectOwnCertificates(tx, user.tenantId, scope, chinaToday(now));
  });
}
