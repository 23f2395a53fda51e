/**
 * Allocating a payment to receivables, inside the caller's transaction (the service's add, 变更关联
 * and delete, and the demo seed): BUSINESS.md §1's rule checked under row locks.
 */
import { type AllocationTarget, allocationRefusal, fenToAmount, toFen } from '@cb/domain/finance';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import * as repo from './repository.ts';

export type Allocation = { receivableId: string; amount: string };

/**
 * Brings the payment's allocations to `wanted`: locks every receivable involved (the old and the
 * new ones, in id order), checks the rule against what other payments have allocated, then writes
 * the differences — each allocation row inserted, changed or deleted, each receivable's received
 * amount moved by the difference.
 */
export async function reallocatePayment(
  tx: Tx,
  user: AuthUser,
  payment: { id: string; enterpriseId: string; amount: string },
  wanted: readonly Allocation[],
) {
  const existing = await repo.currentAllocations(tx, user.tenantId, payment.id);
  const ids = [...new Set([...existing.map((x) => x.receivableId), ...wanted.map((x) => x.receivableId)])];
  const locked = await repo.lockReceivables(tx, user.tenantId, ids);
  const labels = await repo.receivableLabels(tx, user.tenantId, ids);
  const mine = new Map(existing.map((x) => [x.receivableId, x]));
  const targets = new Map<string, AllocationTarget>(
    locked.map((rec) => [
      rec.id,
      {
        id: rec.id,
        enterpriseId: rec.enterpriseId,
        label: labels.get(rec.id) ?? '',
        amount: rec.amount,
        receivedByOthers: fenToAmount(toFen(rec.received) - toFen(mine.get(rec.id)?.amount ?? '0')),
      },
    ]),
  );
  const refusal = allocationRefusal(payment, wanted, targets);
  if (refusal) throw badRequest(refusal);

  const wantedBy = new Map(wanted.map((x) => [x.receivableId, x.amount]));
  for (const old of existing) {
    const next = wantedBy.get(old.receivableId);
    if (next === undefined) {
      await repo.deleteAllocation(tx, old.id);
      await repo.addReceived(tx, user.userId, old.receivableId, fenToAmount(-toFen(old.amount)));
    } else if (toFen(next) !== toFen(old.amount)) {
      await repo.updateAllocation(tx, user.userId, old.id, fenToAmount(toFen(next)));
      await repo.addReceived(tx, user.userId, old.receivableId, fenToAmount(toFen(next) - toFen(old.amount)));
    }
  }
  for (const w of wanted) {
    if (mine.has(w.receivableId)) continue;
    const amount = fenToAmount(toFen(w.amount));
    await repo.insertAllocation(tx, user.tenantId, user.userId, payment.id, w.receivableId, amount);
    await repo.addReceived(tx, user.userId, w.receivableId, amount);
  }
}
