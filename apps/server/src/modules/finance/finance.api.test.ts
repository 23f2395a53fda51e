/**
 * 财务管理 应收 and 收款登记 API: receivables made by the contract approval (one per item × audit type
 * × fee type, amounts exact) and adjusted by an approved change's fee lines; payments added, edited,
 * related (变更关联) and deleted with their allocations reversed, all in the audit trail; refusals
 * with their Chinese reasons (a partner as payer, over-allocation, another enterprise's receivable);
 * 20 parallel allocations against one receivable never over-allocate; enterprise and tenant
 * isolation; the exports.
 */
import { FINANCE_MESSAGES, receivableLines, toFen } from '@cb/domain/finance';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { auditLog } from '../../platform/db/platform-schema.ts';
import { permissions, rolePermissions, roles, users } from '../../platform/identity/schema.ts';
import { AREAS } from '../areas.ts';
import { auditProgrammes, programmeRows } from '../audit-programmes/schema.ts';
import { contractItems, contracts } from '../contract-review/schema.ts';
import { customerUserLinks } from '../customers/schema.ts';
import { partners } from '../partners/schema.ts';
import { createTenant } from '../system/seed.ts';
import { syncReceivables } from './receivables.ts';
import { PAYMENT_EXPORT_COLUMNS, RECEIVABLE_EXPORT_COLUMNS } from './routes.ts';
import { invoices } from './schema.ts';

let t: TestContext;
let finance: string;
let admin: string;
let staff: string;
let enterprise: string;

type Receivable = {
  id: string;
  enterpriseId: string;
  enterpriseName: string;
  contractId: string;
  contractItemId: string;
  auditType: number;
  feeType: number;
  amount: string;
  received: string;
  arrears: string;
  status: number;
  invoiceStatus: number;
  dueDate: string;
  dueBasis: number;
  version: number;
};

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api/cwgl${url}` });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.call(token, { method, url: `/api/cwgl${url}`, payload });
const remove = (token: string, id: string, version: number) =>
  t.call(token, { method: 'DELETE', url: `/api/cwgl/payment/delete?id=${id}&version=${version}` });

async function receivablesOf(token: string, query = ''): Promise<Receivable[]> {
  const res = await get(token, `/receivable/list?pageSize=100${query}`);
  expect(res.status).toBe(200);
  return res.body.result.records;
}

/** One receivable as the list shows it (the list of its enterprise, where it is among the first 100). */
const owners = new Map<string, string>();
async function receivable(id: string): Promise<Receivable> {
  const all = await receivablesOf(finance, `&enterpriseId=${owners.get(id)}`);
  return all.find((r) => r.id === id)!;
}

/** An unpaid receivable of at least `minFen`, not used by another test yet. */
const used = new Set<string>();
async function freshReceivable(minFen = 100_00): Promise<Receivable> {
  const rows = await receivablesOf(finance, '&status=0&column=amount&order=desc');
  const row = rows.find((r) => !used.has(r.id) && toFen(r.amount) >= minFen);
  if (!row) throw new Error('no unpaid demo receivable left');
  used.add(row.id);
  owners.set(row.id, row.enterpriseId);
  return row;
}

const paymentBody = (
  enterpriseId: string,
  amount: string,
  allocations: object[] = [],
  extra: object = {},
) => ({
  enterpriseId,
  amount,
  receivedDate: '2026-03-02',
  method: 1,
  bankReference: '6222 0202 0001 2345 678',
  remark: '测试收款',
  allocations,
  ...extra,
});

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

beforeAll(async () => {
  t = await createTestContext();
  // The enterprise reads its own receivables and payments in these tests (its pages are item 8).
  await grant('enterprise', ['cwgl:receivable:detail', 'cwgl:payment:detail']);
  [finance, admin, staff, enterprise] = await Promise.all([
    t.login('finance'),
    t.login('admin'),
    t.login('staff'),
    t.login('enterprise'),
  ]);
});
afterAll(() => t.close());

describe('应收 made by the contract approval', () => {
  it('has one receivable per approved item × audit type × fee type, with the fee lines’ exact amounts', async () => {
    const rows = await receivablesOf(finance);
    expect(rows.length).toBeGreaterThan(0);
    const items = await t.database.systemTx((tx) =>
      tx
        .select({ id: contractItems.id, fees: contractItems.fees, contractId: contractItems.contractId })
        .from(contractItems)
        .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
        .where(and(eq(contracts.tenantId, 1), eq(contracts.status, 3))),
    );
    const expected = items.flatMap((i) =>
      receivableLines(i.fees).map((l) => `${i.id}:${l.auditType}:${l.feeType}:${l.amount}`),
    );
    const all = (await get(finance, '/receivable/list?pageSize=100')).body.result;
    expect(all.total).toBe(expected.length);
    expect(rows.map((r) => `${r.contractItemId}:${r.auditType}:${r.feeType}:${r.amount}`).sort()).toEqual(
      expected.sort(),
    );
    for (const r of rows) {
      expect(r.amount).toMatch(/^\d+\.\d{2}$/);
      expect(r.arrears).toBe(((toFen(r.amount) - toFen(r.received)) / 100).toFixed(2));
      // The demo invoices (seed.ts) leave some partly (2) and fully (3) invoiced.
      expect([1, 2, 3]).toContain(r.invoiceStatus);
      expect(r.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([1, 2]).toContain(r.dueBasis);
    }
    // Due before audit: the earliest planned date of that audit type in the item's programme.
    const planned = await t.database.systemTx((tx) =>
      tx
        .select({
          contractItemId: auditProgrammes.contractItemId,
          auditType: programmeRows.auditType,
          dueTo: sql<string>`min(${programmeRows.dueTo})::text`,
        })
        .from(programmeRows)
        .innerJoin(auditProgrammes, eq(auditProgrammes.id, programmeRows.programmeId))
        .where(eq(programmeRows.tenantId, 1))
        .groupBy(auditProgrammes.contractItemId, programmeRows.auditType),
    );
    const plannedDate = new Map(planned.map((p) => [`${p.contractItemId}:${p.auditType}`, p.dueTo]));
    const byPlan = rows.filter((r) => r.dueBasis === 1);
    expect(byPlan.length).toBeGreaterThan(0);
    for (const r of byPlan) expect(r.dueDate).toBe(plannedDate.get(`${r.contractItemId}:${r.auditType}`));
    // Demo data in every payment state.
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
  });

  it('filters, sorts on the server and refuses a sort column outside the list', async () => {
    const paid = await receivablesOf(finance, '&status=2');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((r) => r.status === 2 && r.arrears === '0.00')).toBe(true);
    const open = await receivablesOf(finance, '&open=1');
    expect(open.every((r) => toFen(r.arrears) > 0)).toBe(true);
    const sorted = await receivablesOf(finance, '&column=arrears&order=asc');
    const arrears = sorted.map((r) => toFen(r.arrears));
    expect(arrears).toEqual([...arrears].sort((a, b) => a - b));
    expect((await get(finance, '/receivable/list?column=tenantId')).status).toBe(400);
  });

  it('adds the receivables of fee lines appended by an approved change, and adjusts a changed pair', async () => {
    const target = await freshReceivable();
    const [item] = await t.database.systemTx((tx) =>
      tx.select().from(contractItems).where(eq(contractItems.id, target.contractItemId)),
    );
    const [adminRow] = await t.database.systemTx((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'admin'))),
    );
    const user: AuthUser = { tokenId: 'test', userId: adminRow!.id, tenantId: 1, username: 'admin' };
    await t.database.tenantTx(user, async (tx) => {
      await tx
        .update(contractItems)
        .set({
          fees: [
            ...item!.fees,
            { auditType: 11, feeType: 5, amount: '1500.50' },
            { auditType: target.auditType, feeType: target.feeType, amount: '100.00' },
          ],
        })
        .where(eq(contractItems.id, item!.id));
      await syncReceivables(tx, user, target.contractId, [item!.id], '2026-04-01');
    });
    const mine = await receivablesOf(finance, `&enterpriseId=${target.enterpriseId}`);
    const added = mine.find((r) => r.contractItemId === item!.id && r.auditType === 11 && r.feeType === 5);
    // No planned audit of type 11 in the programme: due on the contract's signed date (before audit).
    const [contract] = await t.database.systemTx((tx) =>
      tx
        .select({ signedDate: contracts.signedDate })
        .from(contracts)
        .where(eq(contracts.id, target.contractId)),
    );
    expect(added).toMatchObject({
      amount: '1500.50',
      received: '0.00',
      dueDate: contract!.signedDate ?? '2026-04-01',
      dueBasis: 2,
    });
    const adjusted = mine.find((r) => r.id === target.id)!;
    expect(adjusted.amount).toBe(((toFen(target.amount) + 100_00) / 100).toFixed(2));
    expect(adjusted.version).toBe(target.version + 1);
  });

  it('exports the filtered list with the list’s columns', async () => {
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/cwgl/receivable/exportXls?status=2',
      headers: { 'x-access-token': finance },
    });
    expect(raw.statusCode).toBe(200);
    expect(String(raw.headers['content-disposition'])).toContain(encodeURIComponent('应收款.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      RECEIVABLE_EXPORT_COLUMNS.map((c) => c.header),
    );
    expect(sheet.rowCount - 1).toBe((await receivablesOf(finance, '&status=2')).length);
    expect(String(sheet.getRow(2).getCell(9).value)).toBe('已收清');
  });
});

describe('收款登记', () => {
  it('registers a payment allocated to two receivables of its enterprise, in one transaction', async () => {
    const a = await freshReceivable();
    const rows = await receivablesOf(finance, `&enterpriseId=${a.enterpriseId}&status=0`);
    const b = rows.find((r) => r.id !== a.id && !used.has(r.id));
    if (b) owners.set(b.id, b.enterpriseId);
    const allocations = [{ receivableId: a.id, amount: a.amount }];
    if (b) {
      used.add(b.id);
      allocations.push({ receivableId: b.id, amount: '0.10' });
    }
    const total = ((toFen(a.amount) + (b ? 10 : 0) + 5_000_00) / 100).toFixed(2);
    const added = await send(
      finance,
      'POST',
      '/payment/add',
      paymentBody(a.enterpriseId, total, allocations),
    );
    expect(added.status).toBe(200);
    const detail = (await get(finance, `/payment/queryById?id=${added.body.result.id}`)).body.result;
    expect(detail).toMatchObject({
      enterpriseId: a.enterpriseId,
      amount: total,
      allocated: ((toFen(a.amount) + (b ? 10 : 0)) / 100).toFixed(2),
      unallocated: '5000.00',
      bankReference: '6222020200012345678',
      receivedDate: '2026-03-02',
    });
    expect(detail.allocations).toHaveLength(allocations.length);
    const after = await receivablesOf(finance, `&enterpriseId=${a.enterpriseId}`);
    expect(after.find((r) => r.id === a.id)).toMatchObject({
      status: 2,
      arrears: '0.00',
      received: a.amount,
    });
    if (b) expect(after.find((r) => r.id === b.id)).toMatchObject({ status: 1, received: '0.10' });
  });

  it('refuses a partner as payer with the reason, and an unknown enterprise', async () => {
    const a = await freshReceivable();
    const partner = await t.database.systemTx(async (tx) => (await tx.select().from(partners).limit(1))[0]);
    const res = await send(
      finance,
      'POST',
      '/payment/add',
      paymentBody(partner?.id ?? a.enterpriseId, '100', [], { payerType: 2 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FINANCE_MESSAGES.partnerPayer);
    const asEnterprise = await send(
      finance,
      'POST',
      '/payment/add',
      paymentBody(partner?.id ?? crypto.randomUUID(), '100'),
    );
    expect(asEnterprise.status).toBe(400);
    expect(asEnterprise.body.message).toBe(FINANCE_MESSAGES.enterpriseNotFound);
    used.delete(a.id);
  });

  it('refuses over-allocation and another enterprise’s receivable, writing nothing', async () => {
    const a = await freshReceivable();
    const over = await send(
      finance,
      'POST',
      '/payment/add',
      paymentBody(a.enterpriseId, a.amount, [
        { receivableId: a.id, amount: ((toFen(a.amount) + 1) / 100).toFixed(2) },
      ]),
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('超过欠费');
    const short = await send(
      finance,
      'POST',
      '/payment/add',
      paymentBody(a.enterpriseId, '1.00', [{ receivableId: a.id, amount: '1.01' }]),
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('关联金额合计 1.01 超过收款金额 1.00');
    const others = (await receivablesOf(finance, '&status=0')).find((r) => r.enterpriseId !== a.enterpriseId);
    if (others) {
      const foreign = await send(
        finance,
        'POST',
        '/payment/add',
        paymentBody(a.enterpriseId, '10', [{ receivableId: others.id, amount: '1' }]),
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toContain('不属于付款企业');
    }
    expect((await receivable(a.id)).received).toBe('0.00');
    const bad = await send(finance, 'POST', '/payment/add', paymentBody(a.enterpriseId, '1.234'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('收款金额最多两位小数');
  });

  it('edits with the version it read; keeps the amount above the allocated part and the payer while allocated', async () => {
    const a = await freshReceivable();
    const added = await send(
      finance,
      'POST',
      '/payment/add',
      paymentBody(a.enterpriseId, '300', [{ receivableId: a.id, amount: '200' }]),
    );
    const { id, version } = added.body.result;
    const edit = (v: number, extra: object) =>
      send(finance, 'PUT', '/payment/edit', {
        ...paymentBody(a.enterpriseId, '300'),
        id,
        version: v,
        ...extra,
      });
    const low = await edit(version, { amount: '199.99' });
    expect(low.status).toBe(400);
    expect(low.body.message).toContain('不能小于已关联金额 200.00');
    const other = (await receivablesOf(finance)).find((r) => r.enterpriseId !== a.enterpriseId);
    if (other) {
      const moved = await edit(version, { enterpriseId: other.enterpriseId });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toBe(FINANCE_MESSAGES.payerHasAllocations);
    }
    const ok = await edit(version, { amount: '250.00', method: 2, remark: '改为现金' });
    expect(ok.status).toBe(200);
    expect(ok.body.result.version).toBe(version + 1);
    expect((await edit(version, { amount: '260' })).status).toBe(409);
  });

  it('变更关联 moves an allocation, and deleting the payment reverses its allocations; the trail has every step', async () => {
    const a = await freshReceivable();
    const rows = await receivablesOf(finance, `&enterpriseId=${a.enterpriseId}&open=1`);
    const b = rows.find((r) => r.id !== a.id && !used.has(r.id) && toFen(r.arrears) >= 100_00);
    if (b) owners.set(b.id, b.enterpriseId);
    const added = await send(
      finance,
      'POST',
      '/payment/add',
      paymentBody(a.enterpriseId, '100', [{ receivableId: a.id, amount: '100' }]),
    );
    const { id } = added.body.result;
    let version = added.body.result.version;
    const target = b ?? a;
    const bBefore = b ? toFen(b.received) : 0;
    const related = await send(finance, 'PUT', '/payment/changeRelate', {
      id,
      version,
      allocations: [{ receivableId: target.id, amount: b ? '100' : '60' }],
    });
    expect(related.status).toBe(200);
    version = related.body.result.version;
    expect((await receivable(a.id)).received).toBe(b ? '0.00' : '60.00');
    if (b) expect(toFen((await receivable(b.id)).received)).toBe(bBefore + 100_00);
    const stale = await send(finance, 'PUT', '/payment/changeRelate', {
      id,
      version: version - 1,
      allocations: [],
    });
    expect(stale.status).toBe(409);

    expect((await remove(finance, id, version - 1)).status).toBe(409);
    const removed = await remove(finance, id, version);
    expect(removed.status).toBe(200);
    expect((await get(finance, `/payment/queryById?id=${id}`)).status).toBe(404);
    expect((await receivable(a.id)).received).toBe('0.00');
    if (b) expect(toFen((await receivable(b.id)).received)).toBe(bBefore);

    const steps = await t.database.systemTx((tx) =>
      tx
        .select({ table_name: auditLog.tableName, action: auditLog.action })
        .from(auditLog)
        .where(
          or(
            eq(auditLog.recordId, id),
            sql`${auditLog.after} ->> 'payment_id' = ${id}`,
            sql`${auditLog.before} ->> 'payment_id' = ${id}`,
          ),
        )
        .orderBy(asc(auditLog.id)),
    );
    expect(steps.filter((s) => s.table_name === 'payment_allocations').map((s) => s.action)).toEqual(
      b ? ['insert', 'delete', 'insert', 'delete'] : ['insert', 'update', 'delete'],
    );
    expect(steps.filter((s) => s.table_name === 'payments').map((s) => s.action)).toEqual([
      'insert',
      'update',
      'delete',
    ]);
  });

  it('writes a keyed add once however often it is retried', async () => {
    const a = await freshReceivable();
    const payload = paymentBody(a.enterpriseId, '20', [{ receivableId: a.id, amount: '20' }]);
    const keyed = () =>
      t.call(finance, {
        method: 'POST',
        url: '/api/cwgl/payment/add',
        payload,
        headers: { 'idempotency-key': `cwgl-${a.id}` },
      });
    const first = await keyed();
    const again = await keyed();
    expect(first.status).toBe(200);
    expect(again.body.result.id).toBe(first.body.result.id);
    expect((await receivable(a.id)).received).toBe('20.00');
  });

  it('shows a payment’s history with its allocations', async () => {
    const a = await freshReceivable();
    const added = await send(
      finance,
      'POST',
      '/payment/add',
      paymentBody(a.enterpriseId, '10', [{ receivableId: a.id, amount: '10' }]),
    );
    const res = await get(finance, `/payment/history?id=${added.body.result.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result.records.map((e: { table: string }) => e.table).sort()).toEqual([
      'payment_allocations',
      'payments',
    ]);
  });

  it('never over-allocates one receivable under 20 parallel allocations', async () => {
    const a = await freshReceivable(10_00);
    const share = Math.floor(toFen(a.amount) / 10);
    const each = (share / 100).toFixed(2);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(
          finance,
          'POST',
          '/payment/add',
          paymentBody(a.enterpriseId, each, [{ receivableId: a.id, amount: each }]),
        ),
      ),
    );
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBe(Math.floor(toFen(a.amount) / share));
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('超过欠费');
    }
    const after = await receivable(a.id);
    expect(toFen(after.received)).toBe(accepted * share);
    expect(toFen(after.received)).toBeLessThanOrEqual(toFen(a.amount));
  });

  it('lists with filters and server sorting, and exports the list’s columns', async () => {
    const list = await get(finance, '/payment/list?pageSize=100&column=amount&order=asc');
    expect(list.status).toBe(200);
    const amounts = list.body.result.records.map((r: { amount: string }) => toFen(r.amount));
    expect(amounts).toEqual([...amounts].sort((x: number, y: number) => x - y));
    const byRef = await get(finance, '/payment/list?bankReference=6222%200202');
    expect(byRef.body.result.records.length).toBeGreaterThan(0);
    const cash = await get(finance, '/payment/list?method=2');
    expect(cash.body.result.records.every((r: { method: number }) => r.method === 2)).toBe(true);
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/cwgl/payment/exportXls',
      headers: { 'x-access-token': finance },
    });
    expect(raw.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      PAYMENT_EXPORT_COLUMNS.map((c) => c.header),
    );
    expect(sheet.rowCount - 1).toBe(list.body.result.total);
  });
});

describe('sorted pages (each served by an index at scale)', () => {
  type Listed = { id: string } & Record<string, unknown>;
  /**
   * The list sorted by `column` both ways: in the column's order (a missing value first when
   * descending, as ORDER BY … DESC sorts), equal values by id ascending; pages of 3 put together
   * are its first rows in the same order.
   */
  async function expectSorted(path: string, column: string, value: (r: Listed) => number | string | null) {
    for (const order of ['asc', 'desc'] as const) {
      const res = await get(finance, `${path}&pageSize=100&column=${column}&order=${order}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const all: Listed[] = res.body.result.records;
      expect(all.length, `${path} ${column}`).toBeGreaterThan(1);
      for (let i = 1; i < all.length; i++) {
        const [a, b] = [all[i - 1]!, all[i]!];
        const [x, y] = [value(a), value(b)];
        const before =
          x === null || y === null
            ? (x === null) === (order === 'desc') && x !== y
            : order === 'asc'
              ? x < y
              : x > y;
        expect(before || (x === y && a.id < b.id), `${path} ${column} ${order} at ${i}`).toBe(true);
      }
      const pages: Listed[] = [];
      for (let pageNo = 1; pageNo <= Math.min(3, Math.ceil(all.length / 3)); pageNo++)
        pages.push(
          ...(await get(finance, `${path}&pageSize=3&pageNo=${pageNo}&column=${column}&order=${order}`)).body
            .result.records,
        );
      expect(pages.map((r) => r.id)).toEqual(all.slice(0, pages.length).map((r) => r.id));
    }
  }
  const fen = (key: string) => (r: Listed) => toFen(String(r[key]));
  const text = (key: string) => (r: Listed) => (r[key] as string | null) ?? null;

  it('应收 by due date, amount and arrears', async () => {
    await expectSorted('/receivable/list?', 'dueDate', text('dueDate'));
    await expectSorted('/receivable/list?', 'amount', fen('amount'));
    await expectSorted('/receivable/list?', 'arrears', fen('arrears'));
  });

  it('收款登记 by amount and date received, 收款申请 by expected date and amount, 发票 by date and amount', async () => {
    await expectSorted('/payment/list?', 'amount', fen('amount'));
    await expectSorted('/payment/list?', 'receivedDate', text('receivedDate'));
    await expectSorted('/apply/payment/list?', 'expectedDate', text('expectedDate'));
    await expectSorted('/apply/payment/list?', 'amount', fen('amount'));
    // Three more issued invoices (an equal date and an equal amount among them: ties by id).
    const [first] = await receivablesOf(finance);
    await t.database.systemTx((tx) =>
      tx.insert(invoices).values(
        [
          ['2026-03-01', '300.00'],
          ['2026-03-01', '100.00'],
          ['2026-02-01', '100.00'],
        ].map(([invoiceDate, amount], i) => ({
          tenantId: 1,
          enterpriseId: first!.enterpriseId,
          status: 1,
          amount: amount!,
          invoiceNo: `SORT${i}`,
          invoiceDate: invoiceDate!,
          taxRate: '6',
        })),
      ),
    );
    await expectSorted('/invoice/list?view=done', 'invoiceDate', text('invoiceDate'));
    await expectSorted('/invoice/list?view=done', 'amount', fen('amount'));
  });
});

describe('who sees what', () => {
  it('answers 401 without a session and 403 without a code', async () => {
    expect((await get(null, '/payment/list')).status).toBe(401);
    const auditor = await t.login('auditor');
    expect((await get(auditor, '/payment/list')).status).toBe(403);
    expect((await get(auditor, '/receivable/list')).status).toBe(403);
    const a = (await receivablesOf(finance))[0]!;
    expect((await send(staff, 'POST', '/payment/add', paymentBody(a.enterpriseId, '1'))).status).toBe(403);
    expect((await send(admin, 'POST', '/payment/add', paymentBody(a.enterpriseId, '1'))).status).toBe(200);
  });

  it('shows an enterprise only its own receivables and payments', async () => {
    const [link] = await t.database.systemTx((tx) =>
      tx
        .select({ enterpriseId: customerUserLinks.enterpriseId })
        .from(customerUserLinks)
        .innerJoin(users, eq(users.id, customerUserLinks.userId))
        .where(eq(users.username, 'enterprise')),
    );
    const own = link!.enterpriseId;
    const mine = await receivablesOf(enterprise);
    expect(mine.every((r) => r.enterpriseId === own)).toBe(true);
    const payments = (await get(enterprise, '/payment/list?pageSize=100')).body.result.records as {
      id: string;
      enterpriseId: string;
    }[];
    expect(payments.every((p) => p.enterpriseId === own)).toBe(true);
    const foreign = (await get(finance, '/payment/list?pageSize=100')).body.result.records.find(
      (p: { enterpriseId: string }) => p.enterpriseId !== own,
    );
    expect(foreign).toBeDefined();
    expect((await get(enterprise, `/payment/queryById?id=${foreign.id}`)).status).toBe(404);
    expect((await get(enterprise, `/payment/history?id=${foreign.id}`)).status).toBe(404);
    expect((await send(enterprise, 'POST', '/payment/add', paymentBody(own!, '1'))).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const payment = (await get(finance, '/payment/list')).body.result.records[0];
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家认证机构',
          adminUsername: 'cwgladmin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('cwgladmin2', 'OtherPass123');
    expect((await get(other, '/payment/list')).body.result.total).toBe(0);
    expect((await get(other, '/receivable/list')).body.result.total).toBe(0);
    expect((await get(other, `/payment/queryById?id=${payment.id}`)).status).toBe(404);
    const cross = await send(other, 'PUT', '/payment/changeRelate', {
      id: payment.id,
      version: payment.version,
      allocations: [],
    });
    expect(cross.status).toBe(404);
    expect((await remove(other, payment.id, payment.version)).status).toBe(404);
    const own = await receivablesOf(finance);
    const stolen = await send(other, 'POST', '/payment/add', paymentBody(own[0]!.enterpriseId, '1'));
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(FINANCE_MESSAGES.enterpriseNotFound);
  });
});
