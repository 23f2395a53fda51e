import { addDays } from '@cb/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { users } from '../../platform/identity/schema.ts';
import { contractItems, contracts } from '../contract-review/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { syncReceivables } from '../finance/receivables.ts';
import { receivables } from '../finance/schema.ts';
import { createTenant } from '../system/seed.ts';
import { settlementMethodsOfContractItems } from './door.ts';
import { DEMO_BRANCHES } from './seed.ts';

let t: TestContext;
let admin: string;
let outsider: string;

const base = '/api/cwgl/branch';
const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `${base}${url}` });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.call(token, { method, url: `${base}${url}`, payload });

const input = (over: Record<string, unknown> = {}) => ({
  code: '09',
  name: '西北分公司',
  settlementMethod: 1,
  settlementType: 2,
  unitPrice: '1200.5',
  borrowFeeUnit: 2,
  borrowFeeRate: '600',
  remark: '备注',
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  [admin, outsider] = await Promise.all([t.login('admin'), t.login('enterprise')]);
});
afterAll(() => t.close());

describe('分公司 API', () => {
  it('lists the two demo branches by code, filtered by name and settlement method', async () => {
    const res = await get(admin, '/list?pageSize=100');
    expect(res.status).toBe(200);
    const rows = res.body.result.records as { code: string; name: string; unitPrice: string }[];
    expect(rows.map((r) => r.code)).toEqual(['01', '02']);
    expect(rows[0]).toMatchObject({ name: '华东分公司', settlementMethod: 2, unitPrice: '3000.00' });
    const one = await get(admin, `/list?name=${encodeURIComponent('华南')}`);
    expect(one.body.result.records.map((r: { code: string }) => r.code)).toEqual(['02']);
    const monthly = await get(admin, '/list?settlementMethod=3');
    expect(monthly.body.result.records.map((r: { code: string }) => r.code)).toEqual(['02']);
    const sorted = await get(admin, '/list?column=unitPrice&order=asc');
    expect(sorted.body.result.records.map((r: { code: string }) => r.code)).toEqual(['02', '01']);
    const options = await get(admin, '/options');
    expect(options.body.result).toEqual([
      expect.objectContaining({ code: '01', name: '华东分公司' }),
      expect.objectContaining({ code: '02', name: '华南分公司' }),
    ]);
  });

  it('adds, reads, edits with the version it read (409 when stale), and deletes an unused branch', async () => {
    const added = await send(admin, 'POST', '/add', input());
    expect(added.status).toBe(200);
    const { id, version } = added.body.result;
    const detail = await get(admin, `/queryById?id=${id}`);
    expect(detail.body.result).toMatchObject({
      code: '09',
      name: '西北分公司',
      settlementMethod: 1,
      unitPrice: '1200.50',
      borrowFeeUnit: 2,
      borrowFeeRate: '600.00',
      version,
    });
    expect(detail.body.result).not.toHaveProperty('tenantId');
    const edited = await send(admin, 'PUT', '/edit', { ...input({ settlementMethod: 3 }), id, version });
    expect(edited.status).toBe(200);
    expect(edited.body.result.version).toBe(version + 1);
    const stale = await send(admin, 'PUT', '/edit', { ...input(), id, version });
    expect(stale.status).toBe(409);
    const removed = await t.call(admin, {
      method: 'DELETE',
      url: `${base}/delete?id=${id}&version=${version + 1}`,
    });
    expect(removed.status).toBe(200);
    expect((await get(admin, `/queryById?id=${id}`)).status).toBe(404);
  });

  it('links the records that carry the branch by code or name; a used branch cannot be deleted', async () => {
    // The demo auditors carry 华东分公司 as text; a client gets the code 01.
    const [client] = await t.database.systemTx((tx) =>
      tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.tenantId, 1)).limit(1),
    );
    await t.database.systemTx((tx) =>
      tx.update(enterprises).set({ branchCompany: '01' }).where(eq(enterprises.id, client!.id)),
    );
    const list = (await get(admin, '/list')).body.result.records as {
      id: string;
      code: string;
      version: number;
    }[];
    const east = list.find((r) => r.code === '01')!;
    const brief = await get(admin, `/brief?id=${east.id}`);
    expect(brief.status).toBe(200);
    expect(brief.body.result).toMatchObject({ code: '01', name: '华东分公司' });
    expect(brief.body.result.auditors).toBeGreaterThan(0);
    expect(brief.body.result.clients).toBeGreaterThanOrEqual(1);
    const refused = await t.call(admin, {
      method: 'DELETE',
      url: `${base}/delete?id=${east.id}&version=${east.version}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^分公司已被使用（.*），不能删除，请停用$/);
    // The client's contract items settle by the branch's method (finance's due dates).
    const methods = await t.database.systemTx((tx) =>
      settlementMethodsOfContractItems(tx, 1, client!.id, ['00000000-0000-7000-8000-000000000001']),
    );
    expect([...methods.values()]).toEqual([DEMO_BRANCHES[0].settlementMethod]);
  });

  it("finance's receivables fall due by the settlement method of the client's branch", async () => {
    const [row] = await t.database.systemTx((tx) =>
      tx
        .select({
          itemId: contractItems.id,
          fees: contractItems.fees,
          contractId: contracts.id,
          enterpriseId: contracts.enterpriseId,
          signedDate: contracts.signedDate,
        })
        .from(contractItems)
        .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
        .where(and(eq(contracts.tenantId, 1), eq(contracts.status, 3)))
        .limit(1),
    );
    const [adminRow] = await t.database.systemTx((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'admin'))),
    );
    const user: AuthUser = { tokenId: 'test', userId: adminRow!.id, tenantId: 1, username: 'admin' };
    const base = row!.signedDate ?? '2026-04-10';
    const dueOf = async (branch: string, feeType: number) => {
      await t.database.tenantTx(user, async (tx) => {
        await tx
          .update(enterprises)
          .set({ branchCompany: branch })
          .where(eq(enterprises.id, row!.enterpriseId));
        const [item] = await tx
          .select({ fees: contractItems.fees })
          .from(contractItems)
          .where(eq(contractItems.id, row!.itemId));
        await tx
          .update(contractItems)
          .set({ fees: [...item!.fees, { auditType: 11, feeType, amount: '100.00' }] })
          .where(eq(contractItems.id, row!.itemId));
        await syncReceivables(tx, user, row!.contractId, [row!.itemId], '2026-04-10');
      });
      const [r] = await t.database.systemTx((tx) =>
        tx
          .select({ dueDate: receivables.dueDate, dueBasis: receivables.dueBasis })
          .from(receivables)
          .where(
            and(
              eq(receivables.contractItemId, row!.itemId),
              eq(receivables.auditType, 11),
              eq(receivables.feeType, feeType),
            ),
          ),
      );
      return r;
    };
    // 华南分公司 settles monthly: the end of the month.
    const monthly = await dueOf('华南分公司', 6);
    const [y, m] = base.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    expect(monthly).toMatchObject({ dueDate: `${base.slice(0, 8)}${last}`, dueBasis: 4 });
    // A branch settling before certificate issue: 30 days after.
    const list = (await get(admin, '/list')).body.result.records as {
      id: string;
      code: string;
      version: number;
    }[];
    const east = list.find((b) => b.code === '01')!;
    const detail = (await get(admin, `/queryById?id=${east.id}`)).body.result;
    const edited = await send(admin, 'PUT', '/edit', { ...detail, settlementMethod: 1 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await dueOf('01', 7)).toMatchObject({ dueDate: addDays(base, 30), dueBasis: 3 });
    // No branch: before audit, as before.
    expect(await dueOf('', 8)).toMatchObject({ dueDate: base, dueBasis: 2 });
  });

  it('exports the filtered list as a workbook', async () => {
    const res = await get(admin, '/exportXls?code=01');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('分公司.xlsx'));
  });

  it('refuses bad input with the Chinese message and a taken code or name with 409', async () => {
    const badCode = await send(admin, 'POST', '/add', input({ code: '1' }));
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toContain('分公司编码为两位数字');
    const badPrice = await send(admin, 'POST', '/add', input({ unitPrice: '1.234' }));
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.message).toContain('单价应为不超过两位小数的非负金额');
    const badMethod = await send(admin, 'POST', '/add', input({ settlementMethod: 4 }));
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.message).toContain('请选择结算方式');
    const takenCode = await send(admin, 'POST', '/add', input({ code: '01' }));
    expect(takenCode.status).toBe(409);
    expect(takenCode.body.message).toBe('分公司编码已存在');
    const takenName = await send(admin, 'POST', '/add', input({ name: '华南分公司' }));
    expect(takenName.status).toBe(409);
    expect(takenName.body.message).toBe('分公司名称已存在');
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await get(null, '/list')).status).toBe(401);
    expect((await get(outsider, '/list')).status).toBe(403);
    expect((await send(outsider, 'POST', '/add', input())).status).toBe(403);
  });

  it('keeps another tenant’s branches apart', async () => {
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '分公司测试机构',
          adminUsername: 'fgsadmin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('fgsadmin2', 'OtherPass123');
    const theirs = await send(other, 'POST', '/add', input({ code: '01', name: '华东分公司' }));
    expect(theirs.status, 'the same code is free in another tenant').toBe(200);
    const id = theirs.body.result.id;
    expect((await get(admin, `/queryById?id=${id}`)).status).toBe(404);
    expect((await get(admin, `/brief?id=${id}`)).status).toBe(404);
    expect((await send(admin, 'PUT', '/edit', { ...input(), id, version: 1 })).status).toBe(404);
    const listed = (await get(admin, '/list?pageSize=50')).body.result.records;
    expect(listed.some((r: { id: string }) => r.id === id)).toBe(false);
  });
});
