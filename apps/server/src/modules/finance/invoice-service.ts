/**
 * The rules of 收款申请 and 开票管理 (BUSINESS.md §1): one tenant transaction per call, the domain's
 * rules (invoices.ts) before every write, the caller's row scope on reads, a stale version 409 and a
 * missing record 404. An invoice request locks the receivables it names (in id order) before it
 * checks what is left to invoice of them, so parallel requests never invoice a receivable twice; an
 * issue or a void moves the receivables' invoiced amounts and invoice status in the same transaction.
 * Every table is versioned, so the audit trail has each step.
 */
import {
  applyDecisionRefusal,
  applyEditRefusal,
  applyRelateRefusal,
  fenToAmount,
  INVOICE_MESSAGES,
  INVOICE_STATE,
  type InvoiceApplyInput,
  type InvoiceIssueInput,
  type InvoiceReasonInput,
  type InvoiceTarget,
  invoiceRequestRefusal,
  PAYMENT_APPLY_MESSAGES,
  PAYMENT_APPLY_STATUS,
  type PaymentApplyDecisionInput,
  type PaymentApplyEditInput,
  type PaymentApplyInput,
  type PaymentApplyRelateInput,
  taxSplit,
  toFen,
} from '@cb/domain/finance';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned } from '../../platform/crud/index.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import * as repo from './invoice-repository.ts';
import { findEnterprise, lockReceivables, receivableLabels } from './repository.ts';
import { invoiceLines, invoices, paymentApplications } from './schema.ts';

export type { InvoiceListRow, PaymentApplyListRow } from './invoice-repository.ts';

export class InvoiceService {
  constructor(private readonly database: Database) {}

  // ───────────────────────────────────── payment applications ─────────────────────────────────────

  listApplies(user: AuthUser, query: repo.PaymentApplyListQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.listApplies(tx, user.tenantId, await customerScope(tx, user), query),
    );
  }

  exportApplies(user: AuthUser, query: repo.PaymentApplyExportQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.exportApplies(tx, user.tenantId, await customerScope(tx, user), query, EXPORT_MAX_ROWS),
    );
  }

  getApply(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findApply(tx, user.tenantId, await customerScope(tx, user), id);
      if (!row) throw notFound(PAYMENT_APPLY_MESSAGES.notFound);
      return row;
    });
  }

  addApply(user: AuthUser, input: PaymentApplyInput) {
    return this.database.tenantTx(user, async (tx) => {
      await this.requireEnterprise(tx, user, input.enterpriseId);
      const [row] = await tx
        .insert(paymentApplications)
        .values({ ...input, tenantId: user.tenantId, createdBy: user.userId, updatedBy: user.userId })
        .returning({ id: paymentApplications.id, version: paymentApplications.version });
      return row!;
    });
  }

  /** Edits a pending or rejected application; a rejected one goes back to finance (pending). */
  editApply(user: AuthUser, { id, version, ...input }: PaymentApplyEditInput) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.lockApply(tx, user.tenantId, id);
      if (!current) throw notFound(PAYMENT_APPLY_MESSAGES.notFound);
      if (current.version !== version) throw conflict();
      const refusal = applyEditRefusal(current.status);
      if (refusal) throw badRequest(refusal);
      if (input.enterpriseId !== current.enterpriseId)
        await this.requireEnterprise(tx, user, input.enterpriseId);
      const row = await updateVersioned(
        tx,
        paymentApplications,
        id,
        version,
        {
          ...input,
          status: PAYMENT_APPLY_STATUS.pending,
          rejectReason: '',
          decidedBy: null,
          decidedAt: null,
        },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  /** Finance approves or rejects (with the reason); never the applicant. */
  decideApply(user: AuthUser, { id, version, pass, reason }: PaymentApplyDecisionInput) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.lockApply(tx, user.tenantId, id);
      if (!current) throw notFound(PAYMENT_APPLY_MESSAGES.notFound);
      if (current.version !== version) throw conflict();
      const refusal = applyDecisionRefusal(current, user.userId, pass, reason);
      if (refusal) throw badRequest(refusal);
      const row = await updateVersioned(
        tx,
        paymentApplications,
        id,
        version,
        {
          status: pass ? PAYMENT_APPLY_STATUS.approved : PAYMENT_APPLY_STATUS.rejected,
          rejectReason: pass ? '' : reason,
          decidedBy: user.userId,
          decidedAt: new Date(),
        },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  /** Relates an approved application to the payment that brought the money (same enterprise, covered). */
  relateApply(user: AuthUser, { id, version, paymentId }: PaymentApplyRelateInput) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.lockApply(tx, user.tenantId, id);
      if (!current) throw notFound(PAYMENT_APPLY_MESSAGES.notFound);
      if (current.version !== version) throw conflict();
      const payment = await repo.lockPaymentForApply(tx, user.tenantId, paymentId);
      if (!payment) throw badRequest(PAYMENT_APPLY_MESSAGES.paymentNotFound);
      const refusal = applyRelateRefusal(current, payment);
      if (refusal) throw badRequest(refusal);
      const row = await updateVersioned(
        tx,
        paymentApplications,
        id,
        version,
        { paymentId, status: PAYMENT_APPLY_STATUS.related },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  // ─────────────────────────────────────────── invoices ───────────────────────────────────────────

  listInvoices(user: AuthUser, query: repo.InvoiceListQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.listInvoices(tx, user.tenantId, await customerScope(tx, user), query),
    );
  }

  exportInvoices(user: AuthUser, query: repo.InvoiceExportQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.exportInvoices(tx, user.tenantId, await customerScope(tx, user), query, EXPORT_MAX_ROWS),
    );
  }

  getInvoice(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findInvoice(tx, user.tenantId, await customerScope(tx, user), id);
      if (!row) throw notFound(INVOICE_MESSAGES.notFound);
      return { ...row, lines: await repo.linesOf(tx, user.tenantId, id) };
    });
  }

  /** 开票申请: lines on the enterprise's receivables, none above what is left to invoice of it. */
  applyInvoice(user: AuthUser, input: InvoiceApplyInput) {
    return this.database.tenantTx(user, async (tx) => {
      await this.requireEnterprise(tx, user, input.enterpriseId);
      const saved = await requestInvoice(tx, user, input);
      return saved;
    });
  }

  /** 开票: records the invoice the tax system issued (number, date, type, rate; the split exact). */
  issueInvoice(user: AuthUser, input: InvoiceIssueInput) {
    return this.database.tenantTx(user, async (tx) => issueRequested(tx, user, input));
  }

  rejectInvoice(user: AuthUser, { id, version, reason }: InvoiceReasonInput) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.lockInvoice(tx, user.tenantId, id);
      if (!current) throw notFound(INVOICE_MESSAGES.notFound);
      if (current.version !== version) throw conflict();
      if (current.status !== INVOICE_STATE.requested) throw badRequest(INVOICE_MESSAGES.notRequested);
      const row = await updateVersioned(
        tx,
        invoices,
        id,
        version,
        { status: INVOICE_STATE.rejected, reason },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  /** 作废: with the reason; the receivables' invoiced amounts and statuses go back. */
  voidInvoice(user: AuthUser, input: InvoiceReasonInput) {
    return this.database.tenantTx(user, async (tx) => voidIssued(tx, user, input));
  }

  getSetting(user: AuthUser) {
    return this.database.tenantRead(user, async (tx) => {
      const s = await readSetting(tx, user.tenantId, 'invoice');
      return { taxRate: fenToAmount(toFen(s.taxRate)), version: s.version };
    });
  }

  saveSetting(user: AuthUser, { version, ...value }: { taxRate: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const s = await writeSetting(tx, user.tenantId, 'invoice', value, version, user.userId);
      return { taxRate: fenToAmount(toFen(s.taxRate)), version: s.version };
    });
  }

  billSummary(user: AuthUser, enterpriseId: string | undefined) {
    return this.database.tenantRead(user, async (tx) => {
      const sum = await repo.billSummary(tx, user.tenantId, await customerScope(tx, user), enterpriseId);
      return { ...sum, arrears: fenToAmount(toFen(sum.receivable) - toFen(sum.received)) };
    });
  }

  private async requireEnterprise(tx: Tx, user: AuthUser, enterpriseId: string) {
    if (!(await findEnterprise(tx, user.tenantId, enterpriseId))) throw badRequest('企业不存在');
  }
}

/** Writes an invoice request inside the caller's transaction (the service and the demo seed). */
export async function requestInvoice(tx: Tx, user: AuthUser, input: InvoiceApplyInput) {
  const ids = [...new Set(input.lines.map((x) => x.receivableId))];
  const locked = await lockReceivables(tx, user.tenantId, ids);
  const labels = await receivableLabels(tx, user.tenantId, ids);
  const others = await repo.invoicedByOthers(tx, user.tenantId, ids, null);
  const targets = new Map<string, InvoiceTarget>(
    locked.map((rec) => [
      rec.id,
      {
        id: rec.id,
        enterpriseId: rec.enterpriseId,
        label: labels.get(rec.id) ?? '',
        amount: rec.amount,
        invoicedByOthers: others.get(rec.id) ?? '0',
      },
    ]),
  );
  const refusal = invoiceRequestRefusal(input.enterpriseId, input.lines, targets);
  if (refusal) throw badRequest(refusal);
  const amount = fenToAmount(input.lines.reduce((s, x) => s + toFen(x.amount), 0));
  const [row] = await tx
    .insert(invoices)
    .values({
      tenantId: user.tenantId,
      enterpriseId: input.enterpriseId,
      type: input.type,
      amount,
      remark: input.remark,
      createdBy: user.userId,
      updatedBy: user.userId,
    })
    .returning({ id: invoices.id, version: invoices.version });
  for (const line of input.lines) {
    await tx.insert(invoiceLines).values({
      tenantId: user.tenantId,
      invoiceId: row!.id,
      receivableId: line.receivableId,
      amount: fenToAmount(toFen(line.amount)),
      createdBy: user.userId,
      updatedBy: user.userId,
    });
  }
  return row!;
}

/** Issues a requested invoice inside the caller's transaction. */
export async function issueRequested(tx: Tx, user: AuthUser, input: InvoiceIssueInput) {
  const current = await repo.lockInvoice(tx, user.tenantId, input.id);
  if (!current) throw notFound(INVOICE_MESSAGES.notFound);
  if (current.version !== input.version) throw conflict();
  if (current.status !== INVOICE_STATE.requested) throw badRequest(INVOICE_MESSAGES.notRequested);
  const [taken] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.tenantId, user.tenantId), eq(invoices.invoiceNo, input.invoiceNo)));
  if (taken) throw badRequest(INVOICE_MESSAGES.numberTaken);
  const split = taxSplit(current.amount, input.taxRate);
  const row = await updateVersioned(
    tx,
    invoices,
    input.id,
    input.version,
    {
      status: INVOICE_STATE.issued,
      type: input.type,
      invoiceNo: input.invoiceNo,
      invoiceDate: input.invoiceDate,
      taxRate: fenToAmount(toFen(input.taxRate)),
      netAmount: split.net,
      taxAmount: split.tax,
      issuedBy: user.userId,
      issuedAt: new Date(),
    },
    user.userId,
  );
  await repo.moveInvoiced(tx, user.tenantId, user.userId, input.id, 1);
  return { id: row.id, version: row.version };
}

/** Voids an issued invoice inside the caller's transaction. */
export async function voidIssued(tx: Tx, user: AuthUser, { id, version, reason }: InvoiceReasonInput) {
  const current = await repo.lockInvoice(tx, user.tenantId, id);
  if (!current) throw notFound(INVOICE_MESSAGES.notFound);
  if (current.version !== version) throw conflict();
  if (current.status !== INVOICE_STATE.issued) throw badRequest(INVOICE_MESSAGES.notIssued);
  const row = await updateVersioned(
    tx,
    invoices,
    id,
    version,
    { status: INVOICE_STATE.voided, reason, voidedBy: user.userId, voidedAt: new Date() },
    user.userId,
  );
  await repo.moveInvoiced(tx, user.tenantId, user.userId, id, -1);
  return { id: row.id, version: row.version };
}
