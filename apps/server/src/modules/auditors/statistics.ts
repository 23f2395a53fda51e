/**
 * The home dashboard's people figures, counted in the caller's tenant transaction: active auditors
 * and technical experts (full- and part-time), examiners (审定人员: active users who may do
 * technical review) and inspectors (people with a valid product-certification inspector registration).
 */
import { calendarDateOf } from '@cb/domain';
import { and, countDistinct, eq, gte, lte } from 'drizzle-orm';
import type { AreaDefinition } from '../../platform/areas.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { usersHolding } from '../../platform/identity/holders.ts';
import { auditorTotals } from './repository.ts';
import { auditors as a, auditorQualifications as aq } from './schema.ts';

const today = () => calendarDateOf(new Date());

export const auditorStatistics: AreaDefinition['statistics'] = {
  auditorTotal: async (tx, tenantId) => {
    const t = await auditorTotals(tx, tenantId, today());
    return t.fullTime + t.partTime;
  },
  auditorFullTime: async (tx, tenantId) => (await auditorTotals(tx, tenantId, today())).fullTime,
  auditorPartTime: async (tx, tenantId) => (await auditorTotals(tx, tenantId, today())).partTime,
  examinerTotal: async (tx, tenantId) =>
    (await usersHolding(tx, tenantId, ['auditorZone:techReview:review', 'jssd:record:detail'])).length,
  inspectorTotal: async (tx, tenantId) => {
    const day = today();
    const [row] = await tx
      .select({ n: countDistinct(aq.auditorId) })
      .from(aq)
      .innerJoin(a, and(eq(a.id, aq.auditorId), eq(a.status, 1)))
      .where(
        inTenant(aq, tenantId, [eq(aq.scheme, 'PRODUCT'), lte(aq.validFrom, day), gte(aq.validTo, day)]),
      );
    return Number(row?.n ?? 0);
  },
};
