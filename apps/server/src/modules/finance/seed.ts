/**
 * Demo 收款登记 of a new tenant (only with demo data on). The demo contracts' receivables exist
 * already: contract review's seed approves them through `onContractApproved`, whose finance
 * listener makes them (this area is seeded after contract review). Here the first enterprise with
 * receivables pays one in full and a second one in part, a second enterprise pays part of one and
 * keeps some of its payment unallocated; every other receivable stays unpaid. Invoices: the paid one
 * fully invoiced, the part-paid one partly invoiced, one voided (its amount restored), one request
 * waiting (待开票) and one rejected; 收款申请: one waiting, one approved and related, one rejected.
 */
import { fenToAmount, INVOICE_STATE, PAYMENT_APPLY_STATUS, toFen } from '@cb/domain/finance';
import { asc, eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { reallocatePayment } from './allocate.ts';
import { issueRequested, requestInvoice, voidIssued } from './invoice-service.ts';
import { insertPayment } from './repository.ts';
import { invoices, paymentApplications, receivables } from './schema.ts';

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
  let firstPaymentId: string | null = null;
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
    firstPaymentId = payment.id;
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
  await seedInvoices(admin, tx, first ?? [], second ?? []);
  await seedApplications(
    tx,
    tenantId,
    adminId,
    userIds.get('staff') ?? adminId,
    first,
    second,
    firstPaymentId,
  );
};

type SeedRow = { id: string; enterpriseId: string; amount: string; dueDate: string };
type SeedTx = Parameters<TenantSeeder>[0]['tx'];

/** Invoices in every state on the demo receivables (numbers as the tax system would give them). */
async function seedInvoices(admin: AuthUser, tx: SeedTx, first: SeedRow[], second: SeedRow[]) {
  const issue = async (id: string, version: number, invoiceNo: string, date: string, type = 0) =>
    issueRequested(tx, admin, { id, version, type, invoiceNo, invoiceDate: date, taxRate: '6' });
  const [paid, part] = first;
  if (paid) {
    // The paid receivable: fully invoiced (special VAT invoice).
    const r = await requestInvoice(tx, admin, {
      enterpriseId: paid.enterpriseId,
      type: 1,
      remark: '示例：全额开票',
      lines: [{ receivableId: paid.id, amount: paid.amount }],
    });
    await issue(r.id, r.version, '26442000000012345601', paid.dueDate, 1);
  }
  if (part) {
    // The part-paid one: a first invoice issued then voided (restored), a second for a third of it.
    const half = fenToAmount(Math.max(1, Math.floor(toFen(part.amount) / 2)));
    const third = fenToAmount(Math.max(1, Math.floor(toFen(part.amount) / 3)));
    const v = await requestInvoice(tx, admin, {
      enterpriseId: part.enterpriseId,
      type: 0,
      remark: '示例：开票后作废',
      lines: [{ receivableId: part.id, amount: half }],
    });
    const issued = await issue(v.id, v.version, '26442000000012345602', part.dueDate);
    await voidIssued(tx, admin, {
      id: v.id,
      version: issued.version,
      reason: '示例：发票抬头有误，作废重开',
    });
    const k = await requestInvoice(tx, admin, {
      enterpriseId: part.enterpriseId,
      type: 0,
      remark: '示例：部分开票',
      lines: [{ receivableId: part.id, amount: third }],
    });
    await issue(k.id, k.version, '26442000000012345603', part.dueDate);
  }
  const [open] = second;
  if (open) {
    // 待开票: a request waiting for finance, and one finance rejected.
    const quarter = fenToAmount(Math.max(1, Math.floor(toFen(open.amount) / 4)));
    await requestInvoice(tx, admin, {
      enterpriseId: open.enterpriseId,
      type: 0,
      remark: '示例：待开票',
      lines: [{ receivableId: open.id, amount: quarter }],
    });
    const rejected = await requestInvoice(tx, admin, {
      enterpriseId: open.enterpriseId,
      type: 1,
      remark: '示例：被驳回的申请',
      lines: [{ receivableId: open.id, amount: quarter }],
    });
    await tx
      .update(invoices)
      .set({
        status: INVOICE_STATE.rejected,
        reason: '示例：专用发票须提供纳税人识别号',
        version: rejected.version + 1,
      })
      .where(eq(invoices.id, rejected.id));
  }
}

/** 收款申请: one waiting for finance, one approved and related to the first payment, one rejected. */
async function seedApplications(
  tx: SeedTx,
  tenantId: number,
  adminId: string,
  staffId: string,
  first: SeedRow[] | undefined,
  second: SeedRow[] | undefined,
  firstPaymentId: string | null,
) {
  const rows: (typeof paymentApplications.$inferInsert)[] = [];
  const base = { tenantId, createdBy: staffId, updatedBy: staffId };
  if (first?.[0] && firstPaymentId) {
    rows.push({
      ...base,
      enterpriseId: first[0].enterpriseId,
      amount: first[0].amount,
      expectedDate: first[0].dueDate,
      remark: '示例：客户确认首期款已汇出',
      status: PAYMENT_APPLY_STATUS.related,
      decidedBy: adminId,
      decidedAt: new Date(),
      paymentId: firstPaymentId,
    });
  }
  if (second?.[0]) {
    rows.push({
      ...base,
      enterpriseId: second[0].enterpriseId,
      amount: second[0].amount,
      expectedDate: second[0].dueDate,
      remark: '示例：客户承诺月底前付清',
    });
    rows.push({
      ...base,
      enterpriseId: second[0].enterpriseId,
      amount: fenToAmount(toFen(second[0].amount) * 2),
      expectedDate: second[0].dueDate,
      remark: '示例：金额与合同不符',
      status: PAYMENT_APPLY_STATUS.rejected,
      decidedBy: adminId,
      decidedAt: new Date(),
      rejectReason: '申请金额超过合同应收，请核对',
    });
  }
  if (rows.length) await tx.insert(paymentApplications).values(rows);
}
