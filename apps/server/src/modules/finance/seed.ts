/**
 * Demo 收款登记 of a new tenant (only with demo data on). The demo contracts' receivables exist
 * already: contract review's seed approves them through `onContractApproved`, whose finance
 * listener makes them (this area is seeded after contract review). Here the first enterprise with
 * receivables pays one in full and a second one in part, a second enterprise pays part of one and
 * keeps some of its payment unallocated; every other receivable stays unpaid.
 */
import { fenToAmount, toFen } from '@cb/domain/finance';
import { asc, eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { reallocatePayment } from './allocate.ts';
import { insertPayment } from './repository.ts';
import { receivables } from './schema.ts';

export const seedFinance: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const adminId = userIds.get('admin');
  if (!adminId) return;
  const admin: AuthUser = { tokenId: 'seed', userId: adminId, tenantId, username: 'admin' };
  const rows = await tx
    .select({
      id: receivables.id,
      enterpriseId: receivables.enterpriseId,
      amount: receivables.amount,
      dueDate: receivables.dueDate,
    })
    .from(receivables)
    .where(eq(receivables.tenantId, tenantId))
    .orderBy(asc(receivables.dueDate), asc(receivables.id));
  const byEnterprise = new Map<string, typeof rows>();
  for (const row of rows) {
    if (toFen(row.amount) <= 0) continue;
    byEnterprise.set(row.enterpriseId, [...(byEnterprise.get(row.enterpriseId) ?? []), row]);
  }
  const [first, second] = [...byEnterprise.values()];
  if (first?.[0]) {
    const paid = first[0];
    const part = first[1];
    const partAmount = part ? fenToAmount(Math.max(1, Math.floor(toFen(part.amount) / 2))) : null;
    const total = fenToAmount(toFen(paid.amount) + (partAmount ? toFen(partAmount) : 0));
    const payment = await insertPayment(tx, tenantId, adminId, {
      enterpriseId: paid.enterpriseId,
      amount: total,
      receivedDate: paid.dueDate,
      method: 1,
      bankReference: '6222020200012345678',
      remark: '示例：合同首期款',
    });
    await reallocatePayment(tx, admin, { id: payment.id, enterpriseId: paid.enterpriseId, amount: total }, [
      { receivableId: paid.id, amount: paid.amount },
      ...(part && partAmount ? [{ receivableId: part.id, amount: partAmount }] : []),
    ]);
  }
  if (second?.[0]) {
    const target = second[0];
    const allocated = fenToAmount(Math.max(1, Math.floor(toFen(target.amount) / 3)));
    const amount = fenToAmount(toFen(allocated) + 50_000);
    const payment = await insertPayment(tx, tenantId, adminId, {
      enterpriseId: target.enterpriseId,
      amount,
      receivedDate: target.dueDate,
      method: 1,
      bankReference: '9558800102000034567',
      remark: '示例：部分付款，余款待关联',
    });
    await reallocatePayment(tx, admin, { id: payment.id, enterpriseId: target.enterpriseId, amount }, [
      { receivableId: target.id, amount: allocated },
    ]);
  }
};
