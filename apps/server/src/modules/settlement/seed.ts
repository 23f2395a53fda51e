/**
 * Demo 结算价 (demo data only): a settled month — the latest month in which a partner's clients had
 * contracts approved, settled by 业务员 (staff) and approved by the administrator — and, for the
 * next partner with such a month, one awaiting approval.
 */
import { CONTRACT_STATUS } from '@cb/domain';
import { SETTLEMENT_PARTY } from '@cb/domain/settlement';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { contractsView } from '../contract-review/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { auditSettlementTx, insertSettlement, partiesOf } from './service.ts';

export const seedSettlement: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const maker = userIds.get('staff') ?? null;
  const approver = userIds.get('admin');
  const partners = await partiesOf(tx, tenantId, SETTLEMENT_PARTY.partner);
  let made = 0;
  for (const partner of partners) {
    const contractMonth = sql<string>`to_char(coalesce(${contractsView.signedDate}::timestamp, ${contractsView.createdAt}), 'YYYY-MM')`;
    const [latest] = await tx
      .select({ month: contractMonth })
      .from(contractsView)
      .innerJoin(enterprisesView, eq(enterprisesView.id, contractsView.enterpriseId))
      .where(
        and(
          eq(contractsView.tenantId, tenantId),
          eq(contractsView.status, CONTRACT_STATUS.approved),
          eq(enterprisesView.partnerId, partner.id),
        ),
      )
      .orderBy(desc(contractMonth))
      .limit(1);
    if (!latest) continue;
    const saved = await insertSettlement(tx, tenantId, maker, {
      month: latest.month,
      partyType: SETTLEMENT_PARTY.partner,
      partyId: partner.id,
      otherCosts: '200.00',
      prepayments: '1000.00',
      invoiceTax: '60.00',
      remark: '演示结算单',
    });
    if (made === 0 && approver)
      await auditSettlementTx(tx, tenantId, approver, {
        id: saved.id,
        version: saved.version,
        checkStatus: 1,
        reason: '',
      });
    if (++made === 2) break;
  }
};
