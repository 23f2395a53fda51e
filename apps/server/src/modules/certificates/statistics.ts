/**
 * The home dashboard's certificate figures (SPEC.md §2 "Home dashboard statistics"), counted in the
 * caller's tenant transaction: every current certificate (superseded versions excluded), those
 * valid today (status 1, not past their expiry date; see status.ts), and the enterprises holding
 * one. Registered by area.ts.
 */
import { count, countDistinct, ne } from 'drizzle-orm';
import type { AreaDefinition } from '../../platform/areas.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { validCertificateCount } from './for-statistics.ts';
import { certificates } from './schema.ts';
import { chinaToday, OLD_VERSION, publicStatusIs } from './status.ts';

export const certificateStatistics: AreaDefinition['statistics'] = {
  certTotal: async (tx, tenantId) => {
    const [row] = await tx
      .select({ n: count() })
      .from(certificates)
      .where(inTenant(certificates, tenantId, [ne(certificates.status, OLD_VERSION)]));
    return row?.n ?? 0;
  },
  // The same count as 证书统计's 有效证书 with no period (for-statistics.ts): one source.
  certValid: (tx, tenantId) => validCertificateCount(tx, tenantId, chinaToday()),
  companyCertified: async (tx, tenantId) => {
    const [row] = await tx
      .select({ n: countDistinct(certificates.enterpriseId) })
      .from(certificates)
      .where(inTenant(certificates, tenantId, [publicStatusIs(1, chinaToday())]));
    return row?.n ?? 0;
  },
};
