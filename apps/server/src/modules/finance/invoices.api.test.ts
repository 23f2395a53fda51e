/**
 * 收款申请, 开票管理 and 我的账单 API: an application approved by finance (never its applicant) and
 * related to a payment; invoices requested, issued (exact tax split, number unique), rejected and
 * voided (amounts restored), the receivable's invoice status following; the invoiced total never
 * above the receivable, also under parallel requests; 409 on a stale version; a keyed request
 * written once; a fee change below what was received refused with the reason; the enterprise sees
 * only its own; exports with the lists' columns, and 暂无数据导出！ when there is nothing.
 */
import { INVOICE_MESSAGES, PAYMENT_APPLY_MESSAGES, taxSplit, toFen } from '@cb/domain/finance';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { permissions, rolePermissions, roles, users } from '../../platform/identity/schema.ts';
import { contractItems } from '../contract-review/schema.ts';
import { customerUserLinks } from '../customers/schema.ts';
import { syncReceivables } from './receivables.ts';
import { invoiceExportColumns, PAYMENT_APPLY_EXPORT_COLUMNS } from './routes.ts';

let t: TestContext;
let finance: string;
let admin: string;
let staff: string;
let enterprise: string;

type Receivable = {
  id: string;
  enterpriseId: string;
  contractId: string;
  contractItemId: string;
  auditType: number;
  feeType: number;
  amount: string;
  received: string;
  invoiceStatus: number;
  version: number;
};

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api/cwgl${url}` });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object, headers = {}) =>
  t.call(token, { method, url: `/api/cwgl${url}`, payload, headers });

async function receivablesOf(query = ''): Promise<Receivable[]> {
  const res = await get(finance, `/receivable/list?pageSize=100${query}`);
  expect(res.status).toBe(200);
  return res.body.result.records;
}
async function receivable(r: Receivable) {
  return (await receivablesOf(`&enterpriseId=${r.enterpriseId}`)).find((x) => x.id === r.id)!;
}
const used = new Set<string>();
/** A receivable with nothing invoiced, of at least 100.00, not used by another test yet. */
async function fresh(): Promise<Receivable> {
  const rows = await receivablesOf('&invoiceStatus=1&status=0&column=amount&order=desc');
  const row = rows.find((r) => !used.has(r.id) && toFen(r.amount) >= 100_00);
  if (!row) throw new Error('no fresh receivable');
  used.add(row.id);
  return row;
}

async function grant(roleCode: string, actions: readonly string[]) {
  await t.database.systemTx(async (tx) => {
    const [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, 1), eq(roles.code, roleCode)));
    for (const action of actions) {
      let [permission] = await tx
        .select()
        .from(permissions)
        .where(and(eq(permissions.tenantId, 1), eq(permissions.action, action)));
      permission ??= (
        await tx.insert(permissions).values({ tenantId: 1, kind: 2, action, name: action }).returning()
      )[0];
      await tx
        .insert(rolePermissions)
        .values({ tenantId: 1, roleId: role!.id, permissionId: permission!.id })
        .onConflictDoNothing();
    }
  });
}

const applyBody = (r: Receivable, amount: string, extra: object = {}) => ({
  enterpriseId: r.enterpriseId,
  type: 0,
  remark: '测试开票',
  lines: [{ receivableId: r.id, amount }],
  ...extra,
});
let serial = 10_000_000;
const nextNo = () => String(++serial);

async function requestAndIssue(r: Receivable, amount: string) {
  const res = await send(finance, 'POST', '/invoice/apply', applyBody(r, amount));
  expect(res.status).toBe(200);
  const { id, version } = res.body.result;
  const issued = await send(finance, 'PUT', '/invoice/issue', {
    id,
    version,
    type: 1,
    invoiceNo: nextNo(),
    invoiceDate: '2026-03-05',
    taxRate: '6',
  });
  expect(issued.status).toBe(200);
  return issued.body.result as { id: string; version: number };
}

beforeAll(async () => {
  t = await createTestContext();
  await grant('staff', ['cwgl:paymentApply:add', 'cwgl:paymentApply:edit']);
  [finance, admin, staff, enterprise] = await Promise.all([
    t.login('finance'),
    t.login('admin'),
    t.login('staff'),
    t.login('enterprise'),
  ]);
});
afterAll(() => t.close());

describe('收款申请', () => {
  it('is approved by finance, never by its applicant, and related to a payment of its enterprise', async () => {
    const r = await fresh();
    const added = await send(staff, 'POST', '/apply/payment/add', {
      enterpriseId: r.enterpriseId,
      amount: '300.00',
      expectedDate: '2026-03-10',
      remark: '客户来电确认',
    });
    expect(added.status).toBe(200);
    let { id, version } = added.body.result;
    // The applicant holds no approve code; finance applying itself cannot approve its own either.
    expect((await send(staff, 'PUT', '/apply/payment/approve', { id, version, pass: true })).status).toBe(
      403,
    );
    const own = await send(finance, 'POST', '/apply/payment/add', {
      enterpriseId: r.enterpriseId,
      amount: '1.00',
      expectedDate: '2026-03-10',
    });
    const self = await send(finance, 'PUT', '/apply/payment/approve', {
      id: own.body.result.id,
      version: own.body.result.version,
      pass: true,
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(PAYMENT_APPLY_MESSAGES.ownApplication);
    // Rejection needs a reason; a rejected one is edited and goes back to finance.
    const noReason = await send(finance, 'PUT', '/apply/payment/approve', { id, version, pass: false });
    expect(noReason.body.message).toBe(PAYMENT_APPLY_MESSAGES.reasonRequired);
    const rejected = await send(finance, 'PUT', '/apply/payment/approve', {
      id,
      version,
      pass: false,
      reason: '金额待核对',
    });
    expect(rejected.status).toBe(200);
    const edited = await send(staff, 'PUT', '/apply/payment/edit', {
      id,
      version: rejected.body.result.version,
      enterpriseId: r.enterpriseId,
      amount: '250.00',
      expectedDate: '2026-03-12',
    });
    expect(edited.status).toBe(200);
    ({ id, version } = edited.body.result);
    expect((await get(finance, `/apply/payment/queryById?id=${id}`)).body.result).toMatchObject({
      status: 0,
      amount: '250.00',
      rejectReason: '',
    });
    // A stale version is 409.
    expect(
      (await send(finance, 'PUT', '/apply/payment/approve', { id, version: version - 1, pass: true })).status,
    ).toBe(409);
    const approved = await send(finance, 'PUT', '/apply/payment/approve', { id, version, pass: true });
    expect(approved.status).toBe(200);
    version = approved.body.result.version;
    const again = await send(staff, 'PUT', '/apply/payment/edit', {
      id,
      version,
      enterpriseId: r.enterpriseId,
      amount: '1.00',
      expectedDate: '2026-03-12',
    });
    expect(again.body.message).toBe(PAYMENT_APPLY_MESSAGES.notEditable);
    // Related to a payment: not another enterprise's, not one too small.
    const pay = await send(finance, 'POST', '/payment/add', {
      enterpriseId: r.enterpriseId,
      amount: '200.00',
      receivedDate: '2026-03-11',
      method: 1,
    });
    const small = await send(finance, 'PUT', '/apply/payment/relate', {
      id,
      version,
      paymentId: pay.body.result.id,
    });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('申请金额合计 250.00 超过该收款金额 200.00');
    const other = (await receivablesOf()).find((x) => x.enterpriseId !== r.enterpriseId)!;
    const foreignPay = await send(finance, 'POST', '/payment/add', {
      enterpriseId: other.enterpriseId,
      amount: '900.00',
      receivedDate: '2026-03-11',
      method: 1,
    });
    const foreign = await send(finance, 'PUT', '/apply/payment/relate', {
      id,
      version,
      paymentId: foreignPay.body.result.id,
    });
    expect(foreign.body.message).toBe('所选收款的付款企业与收款申请的企业不一致');
    const big = await send(finance, 'POST', '/payment/add', {
      enterpriseId: r.enterpriseId,
      amount: '250.00',
      receivedDate: '2026-03-11',
      method: 1,
    });
    const related = await send(finance, 'PUT', '/apply/payment/relate', {
      id,
      version,
      paymentId: big.body.result.id,
    });
    expect(related.status).toBe(200);
    expect((await get(staff, `/apply/payment/queryById?id=${id}`)).body.result).toMatchObject({
      status: 3,
      paymentId: big.body.result.id,
      paymentAmount: '250.00',
    });
    const list = await get(finance, '/apply/payment/list?status=3&pageSize=100');
    expect(list.body.result.records.some((x: { id: string }) => x.id === id)).toBe(true);
  });
});

describe('开票管理', () => {
  it('requests, issues with the exact split, voids with a reason and restores; the invoice status follows', async () => {
    const r = await fresh();
    const third = (Math.floor(toFen(r.amount) / 3) / 100).toFixed(2);
    const over = await send(
      finance,
      'POST',
      '/invoice/apply',
      applyBody(r, ((toFen(r.amount) + 1) / 100).toFixed(2)),
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('超过可开票金额');
    const first = await requestAndIssue(r, third);
    const detail = (await get(finance, `/invoice/queryById?id=${first.id}`)).body.result;
    const split = taxSplit(third, '6');
    expect(detail).toMatchObject({
      status: 1,
      type: 1,
      taxRate: '6.00',
      netAmount: split.net,
      taxAmount: split.tax,
    });
    expect(toFen(detail.netAmount) + toFen(detail.taxAmount)).toBe(toFen(third));
    expect(detail.lines).toHaveLength(1);
    expect((await receivable(r)).invoiceStatus).toBe(2);
    // The rest exactly: fully invoiced; then nothing more can be requested.
    const rest = ((toFen(r.amount) - toFen(third)) / 100).toFixed(2);
    const second = await requestAndIssue(r, rest);
    expect((await receivable(r)).invoiceStatus).toBe(3);
    const more = await send(finance, 'POST', '/invoice/apply', applyBody(r, '0.01'));
    expect(more.body.message).toContain('可开票金额 0.00');
    // Void: a reason is needed; stale 409; the amount comes back.
    expect(
      (await send(finance, 'PUT', '/invoice/void', { id: second.id, version: second.version })).status,
    ).toBe(400);
    expect(
      (
        await send(finance, 'PUT', '/invoice/void', {
          id: second.id,
          version: second.version - 1,
          reason: 'x',
        })
      ).status,
    ).toBe(409);
    const voided = await send(finance, 'PUT', '/invoice/void', {
      id: second.id,
      version: second.version,
      reason: '抬头有误',
    });
    expect(voided.status).toBe(200);
    expect((await receivable(r)).invoiceStatus).toBe(2);
    const twice = await send(finance, 'PUT', '/invoice/void', {
      id: second.id,
      version: voided.body.result.version,
      reason: '再次',
    });
    expect(twice.body.message).toBe(INVOICE_MESSAGES.notIssued);
    const v = (await get(finance, `/invoice/queryById?id=${second.id}`)).body.result;
    expect(v).toMatchObject({ status: 3, reason: '抬头有误' });
    // Void the first too: nothing invoiced any more.
    await send(finance, 'PUT', '/invoice/void', { id: first.id, version: first.version, reason: '重开' });
    expect((await receivable(r)).invoiceStatus).toBe(1);
  });

  it('rejects a request with the reason; refuses a number already used and a second issue', async () => {
    const r = await fresh();
    const a = (await send(finance, 'POST', '/invoice/apply', applyBody(r, '10.00'))).body.result;
    const noReason = await send(finance, 'PUT', '/invoice/reject', {
      id: a.id,
      version: a.version,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const rejected = await send(finance, 'PUT', '/invoice/reject', {
      id: a.id,
      version: a.version,
      reason: '缺少纳税人识别号',
    });
    expect(rejected.status).toBe(200);
    // A rejected request frees the amount.
    const b = (await send(finance, 'POST', '/invoice/apply', applyBody(r, r.amount))).body.result;
    expect(b).toBeDefined();
    const no = nextNo();
    const issued = await send(finance, 'PUT', '/invoice/issue', {
      id: b.id,
      version: b.version,
      type: 0,
      invoiceNo: no,
      invoiceDate: '2026-03-05',
      taxRate: '6',
    });
    expect(issued.status).toBe(200);
    const again = await send(finance, 'PUT', '/invoice/issue', {
      id: b.id,
      version: issued.body.result.version,
      type: 0,
      invoiceNo: nextNo(),
      invoiceDate: '2026-03-05',
      taxRate: '6',
    });
    expect(again.body.message).toBe(INVOICE_MESSAGES.notRequested);
    const r2 = await fresh();
    const c = (await send(finance, 'POST', '/invoice/apply', applyBody(r2, '1.00'))).body.result;
    const dup = await send(finance, 'PUT', '/invoice/issue', {
      id: c.id,
      version: c.version,
      type: 0,
      invoiceNo: no,
      invoiceDate: '2026-03-05',
      taxRate: '6',
    });
    expect(dup.body.message).toBe(INVOICE_MESSAGES.numberTaken);
    const badRate = await send(finance, 'PUT', '/invoice/issue', {
      id: c.id,
      version: c.version,
      type: 0,
      invoiceNo: nextNo(),
      invoiceDate: '2026-03-05',
      taxRate: '18',
    });
    expect(badRate.status).toBe(400);
  });

  it('never invoices more than the receivable under 12 parallel requests', async () => {
    const r = await fresh();
    const half = (Math.floor(toFen(r.amount) / 2) / 100).toFixed(2);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => send(finance, 'POST', '/invoice/apply', applyBody(r, half))),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(2);
    expect(results.filter((x) => x.status === 400)).toHaveLength(10);
  });

  it('writes a keyed request once however often it is retried', async () => {
    const r = await fresh();
    const key = crypto.randomUUID();
    const a = await send(finance, 'POST', '/invoice/apply', applyBody(r, '5.00'), { 'idempotency-key': key });
    const b = await send(finance, 'POST', '/invoice/apply', applyBody(r, '5.00'), { 'idempotency-key': key });
    expect(b.body.result.id).toBe(a.body.result.id);
    const list = await get(finance, '/invoice/list?view=await&pageSize=100');
    const lines = await Promise.all(
      list.body.result.records.map((x: { id: string }) => get(finance, `/invoice/queryById?id=${x.id}`)),
    );
    expect(
      lines.filter((x) => x.body.result.lines.some((l: { receivableId: string }) => l.receivableId === r.id)),
    ).toHaveLength(1);
  });

  it('keeps the default tax rate as a versioned setting', async () => {
    const s = (await get(finance, '/invoice/setting')).body.result;
    expect(s.taxRate).toBe('6.00');
    const saved = await send(finance, 'PUT', '/invoice/setting', { taxRate: '3', version: s.version });
    expect(saved.body.result).toMatchObject({ taxRate: '3.00' });
    expect(
      (await send(finance, 'PUT', '/invoice/setting', { taxRate: '6', version: s.version })).status,
    ).toBe(409);
    await send(finance, 'PUT', '/invoice/setting', { taxRate: '6', version: saved.body.result.version });
  });

  it('lists 待开票 and 已开票 apart, and exports the list’s columns; nothing to export says so', async () => {
    const done = (await get(finance, '/invoice/list?view=done&pageSize=100')).body.result.records;
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((x: { status: number }) => x.status === 1 || x.status === 3)).toBe(true);
    const awaiting = (await get(finance, '/invoice/list?view=await&pageSize=100')).body.result.records;
    expect(awaiting.every((x: { status: number }) => x.status === 0 || x.status === 2)).toBe(true);
    const inject = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/cwgl${url}`, headers: { 'x-access-token': finance } });
    const res = await inject('/invoice/exportXls?view=done');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      invoiceExportColumns('done').map((c) => c.header),
    );
    expect(sheet.rowCount - 1).toBe(done.length);
    const none = await inject(
      `/invoice/exportXls?view=done&enterpriseName=${encodeURIComponent('没有这样的企业')}`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('暂无数据导出！');
    const applies = await inject('/apply/payment/exportXls');
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(applies.rawPayload as never);
    expect((book2.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(
      PAYMENT_APPLY_EXPORT_COLUMNS.map((c) => c.header),
    );
  });
});

describe('变更审批 below what was received', () => {
  it('refuses a fee change that takes a receivable below its allocations, with the reason', async () => {
    const r = await fresh();
    await send(finance, 'POST', '/payment/add', {
      enterpriseId: r.enterpriseId,
      amount: '80.00',
      receivedDate: '2026-03-11',
      method: 1,
      allocations: [{ receivableId: r.id, amount: '80.00' }],
    });
    const [item] = await t.database.systemTx((tx) =>
      tx.select().from(contractItems).where(eq(contractItems.id, r.contractItemId)),
    );
    const [adminRow] = await t.database.systemTx((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'admin'))),
    );
    const user: AuthUser = { tokenId: 'test', userId: adminRow!.id, tenantId: 1, username: 'admin' };
    // Fee lines of the pair summing to 50.00 (< 80.00 received): the change is refused, nothing written.
    const lowered = item!.fees.map((f) =>
      f.auditType === r.auditType && f.feeType === r.feeType ? { ...f, amount: '0.00' } : f,
    );
    lowered.push({ auditType: r.auditType, feeType: r.feeType, amount: '50.00' });
    await expect(
      t.database.tenantTx(user, async (tx) => {
        await tx.update(contractItems).set({ fees: lowered }).where(eq(contractItems.id, item!.id));
        await syncReceivables(tx, user, r.contractId, [item!.id], '2026-04-01');
      }),
    ).rejects.toThrow(/低于已收金额 80\.00，请先在收款登记中变更关联/);
    expect((await receivable(r)).amount).toBe(r.amount);
  });
});

describe('我的账单 and who sees what', () => {
  it('shows the enterprise its own receivables, payments and invoices only', async () => {
    const [link] = await t.database.systemTx((tx) =>
      tx
        .select({ enterpriseId: customerUserLinks.enterpriseId })
        .from(customerUserLinks)
        .innerJoin(users, eq(users.id, customerUserLinks.userId))
        .where(eq(users.username, 'enterprise')),
    );
    const own = link!.enterpriseId!;
    const rec = (await get(enterprise, '/receivable/list?pageSize=100')).body.result.records;
    expect(rec.every((x: { enterpriseId: string }) => x.enterpriseId === own)).toBe(true);
    const inv = (await get(enterprise, '/invoice/list?view=done&pageSize=100')).body.result.records;
    expect(inv.every((x: { enterpriseId: string }) => x.enterpriseId === own)).toBe(true);
    const pays = (await get(enterprise, '/payment/list?pageSize=100')).body.result.records;
    expect(pays.every((x: { enterpriseId: string }) => x.enterpriseId === own)).toBe(true);
    const foreign = (await get(finance, '/invoice/list?view=done&pageSize=100')).body.result.records.find(
      (x: { enterpriseId: string }) => x.enterpriseId !== own,
    );
    expect((await get(enterprise, `/invoice/queryById?id=${foreign.id}`)).status).toBe(404);
    const sum = (await get(enterprise, '/bill/summary')).body.result;
    const all = (await get(finance, `/bill/summary?enterpriseId=${own}`)).body.result;
    expect(sum).toEqual(all);
    expect(toFen(sum.arrears)).toBe(toFen(sum.receivable) - toFen(sum.received));
    // Read only: no writes, no exports.
    expect(
      (await send(enterprise, 'POST', '/invoice/apply', { enterpriseId: own, type: 0, lines: [] })).status,
    ).toBe(403);
    expect((await get(enterprise, '/invoice/exportXls?view=done')).status).toBe(403);
    expect((await get(enterprise, '/apply/payment/list')).status).toBe(403);
    expect((await get(admin, '/bill/summary')).status).toBe(200);
    const auditor = await t.login('auditor');
    expect((await get(auditor, '/invoice/list')).status).toBe(403);
  });
});
