/**
 * The rules of 应收 and 收款登记 (BUSINESS.md §1): one tenant transaction per call, the domain's rules
 * (receivables.ts) before every write, the caller's row scope (an enterprise user reads only its
 * own enterprise's rows; another's answer 404 as missing ones do), a stale version 409 and a missing
 * record 404. Every allocation change locks the receivables it touches (`FOR UPDATE`, in id order)
 * before it checks the arrears, so parallel payments can never over-allocate one receivable; each
 * change is a row of the audit trail (the tables are versioned).
 */
import {
  FINANCE_MESSAGES,
  fenToAmount,
  type PaymentEditInput,
  type PaymentInput,
  type PaymentRelateInput,
  payerRefusal,
  paymentAmountRefusal,
  toFen,
} from '@cb/domain/finance';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, recordHistory } from '../../platform/crud/index.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import { reallocatePayment } from './allocate.ts';
import * as repo from './repository.ts';

export type { PaymentListRow, ReceivableListRow } from './repository.ts';

export class FinanceService {
  constructor(private readonly database: Database) {}

  // ─────────────────────────────────────── receivables ───────────────────────────────────────

  listReceivables(user: AuthUser, query: repo.ReceivableListQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.listReceivables(tx, user.tenantId, await customerScope(tx, user), query),
    );
  }

  exportReceivables(user: AuthUser, query: repo.ReceivableExportQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.exportReceivables(tx, user.tenantId, await customerScope(tx, user), query, EXPORT_MAX_ROWS),
    );
  }

  listPayers(user: AuthUser, keyword: string) {
    return this.database.tenantRead(user, async (tx) =>
      repo.listPayers(tx, user.tenantId, await customerScope(tx, user), keyword),
    );
  }

  // ─────────────────────────────────────── payments ───────────────────────────────────────

  listPayments(user: AuthUser, query: repo.PaymentListQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.listPayments(tx, user.tenantId, await customerScope(tx, user), query),
    );
  }

  exportPayments(user: AuthUser, query: repo.PaymentExportQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.exportPayments(tx, user.tenantId, await customerScope(tx, user), query, EXPORT_MAX_ROWS),
    );
  }

  getPayment(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findPayment(tx, user.tenantId, await customerScope(tx, user), id);
      if (!row) throw notFound(FINANCE_MESSAGES.paymentNotFound);
      return { ...row, allocations: await repo.allocationsOf(tx, user.tenantId, id) };
    });
  }

  /** The payment's change history: its own rows and every allocation made, moved or reversed. */
  history(user: AuthUser, id: string, paging: { pageNo: number; pageSize: number }) {
    return this.database.tenantRead(user, async (tx) => {
      if (!(await repo.findPayment(tx, user.tenantId, await customerScope(tx, user), id)))
        throw notFound(FINANCE_MESSAGES.paymentNotFound);
      return recordHistory(
        tx,
        user.tenantId,
        [
          { table: 'payments', recordId: id },
          { table: 'payment_allocations', parentColumn: 'payment_id', parentId: id },
        ],
        paging,
      );
    });
  }

  /** Registers a payment of the client enterprise and allocates it, in one transaction. */
  addPayment(user: AuthUser, { payerType, allocations, ...input }: PaymentInput) {
    const refusal = payerRefusal(payerType);
    if (refusal) throw badRequest(refusal);
    return this.database.tenantTx(user, async (tx) => {
      await this.requireEnterprise(tx, user, input.enterpriseId);
      const saved = await repo.insertPayment(tx, user.tenantId, user.userId, input);
      await reallocatePayment(tx, user, { id: saved.id, ...input }, allocations);
      return saved;
    });
  }

  /** Edits the payment's own fields; the payer stays while allocations exist, the amount covers them. */
  editPayment(user: AuthUser, { id, version, payerType, ...input }: PaymentEditInput) {
    const refusal = payerRefusal(payerType);
    if (refusal) throw badRequest(refusal);
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.lockPayment(tx, user.tenantId, id);
      if (!current) throw notFound(FINANCE_MESSAGES.paymentNotFound);
      if (current.version !== version) throw conflict();
      const allocations = await repo.currentAllocations(tx, user.tenantId, id);
      if (input.enterpriseId !== current.enterpriseId) {
        if (allocations.length) throw badRequest(FINANCE_MESSAGES.payerHasAllocations);
        await this.requireEnterprise(tx, user, input.enterpriseId);
      }
      const allocated = fenToAmount(allocations.reduce((s, x) => s + toFen(x.amount), 0));
      const amountRefusal = paymentAmountRefusal(input.amount, allocated);
      if (amountRefusal) throw badRequest(amountRefusal);
      return repo.updatePayment(tx, user.userId, id, version, input);
    });
  }

  /** 变更关联: replaces the payment's allocations with `allocations` (moving, adding, removing). */
  relatePayment(user: AuthUser, { id, version, allocations }: PaymentRelateInput) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.lockPayment(tx, user.tenantId, id);
      if (!current) throw notFound(FINANCE_MESSAGES.paymentNotFound);
      if (current.version !== version) throw conflict();
      await reallocatePayment(tx, user, current, allocations);
      return repo.touchPayment(tx, user.userId, id, version);
    });
  }

  /** Deletes a payment, reversing its allocations first, all in one transaction. */
  removePayment(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.lockPayment(tx, user.tenantId, id);
      if (!current) throw notFound(FINANCE_MESSAGES.paymentNotFound);
      if (current.version !== version) throw conflict();
      await reallocatePayment(tx, user, current, []);
      await repo.deletePayment(tx, user.tenantId, id);
      return { id };
    });
  }

  private async requireEnterprise(tx: Tx, user: AuthUser, enterpriseId: string) {
    if (!(await repo.findEnterprise(tx, user.tenantId, enterpriseId)))
      throw badRequest(FINANCE_MESSAGES.enterpriseNotFound);
  }
}
