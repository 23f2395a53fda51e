/**
 * 结算价 and 毛利分析 API: the formula's figures from the counted contracts, the versioned formula,
 * approval by someone other than the creator, one live settlement per party and month, the monthly
 * statement's carried-over balance, exports, refusals, 401/403 and tenant isolation; the gross
 * margin's groupings and the records behind a figure.
 */
import { CONTRACT_STATUS } from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { contractItems, contracts } from '../contract-review/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { createTenant } from '../system/seed.ts';

let t: TestContext;
let admin: string;
let finance: string;
let outsider: string;
let partnerId: string;
let month: string;
let standards = 0;
let marked = 0;

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestContext();
  [admin, finance, outsider] = await Promise.all([
    t.login('admin'),
    t.login('finance'),
    t.login('enterprise'),
  ]);
  // A partner of our own, given the client of an approved demo contract: its month counts that contract.
  const added = await call(admin, 'POST', '/hzf/partner/add', {
    code: 'JS001',
    name: '结算测试合作方',
    level: 1,
    partnerType: 'agent',
    contacts: [],
    settlementPrice: '1000.50',
    rebateRate: '10',
    assignMode: 1,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  partnerId = added.body.result.id;
  await t.database.systemTx(async (tx) => {
    const [contract] = await tx
      .select({
        id: contracts.id,
        enterpriseId: contracts.enterpriseId,
        month: sql<string>`to_char(coalesce(${contracts.signedDate}::timestamp, ${contracts.createdAt}), 'YYYY-MM')`,
      })
      .from(contracts)
      .where(and(eq(contracts.tenantId, 1), eq(contracts.status, CONTRACT_STATUS.approved)))
      .limit(1);
    month = contract!.month;
    // Every approved contract of that client in that month is counted.
    await tx.update(enterprises).set({ partnerId }).where(eq(enterprises.id, contract!.enterpriseId));
    const items = await tx
      .select({ mark: contractItems.accreditationMark })
      .from(contractItems)
      .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
      .where(
        and(
          eq(contracts.enterpriseId, contract!.enterpriseId),
          eq(contracts.status, CONTRACT_STATUS.approved),
          sql`to_char(coalesce(${contracts.signedDate}::timestamp, ${contracts.createdAt}), 'YYYY-MM') = ${month}`,
        ),
      );
    standards = items.length;
    marked = items.filter((i) => i.mark !== '').length;
  });
});
afterAll(() => t.close());

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

describe('结算价', () => {
  it('previews the month by the default formula: unit price × standards + 400 × marked, labour counted 0', async () => {
    const res = await call(
      finance,
      'GET',
      `/cwgl/settlement/preview?month=${month}&partyType=1&partyId=${partnerId}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.result;
    expect(p).toMatchObject({
      partyName: '结算测试合作方',
      unitPrice: '1000.50',
      annualFeePerMark: '400.00',
      standards,
      markedStandards: marked,
      labourCounted: true,
      formulaVersion: 0,
    });
    expect(standards).toBeGreaterThan(0);
    expect(fen(p.price)).toBe(100050 * standards);
    expect(fen(p.total)).toBe(100050 * standards + 40000 * marked);
    // The audit cost is the lines' labour fees and travel (auditor-pay's door).
    const lineCost = p.lines.reduce(
      (n: number, l: { labour: string; travel: string }) => n + fen(l.labour) + fen(l.travel),
      0,
    );
    expect(fen(p.auditCost)).toBe(lineCost);
    expect(fen(p.settled)).toBe(fen(p.total) + lineCost);
    expect(p.lines.length).toBeGreaterThan(0);
  });

  it('saves the formula as a new version (409 on a stale one) and new settlements use it', async () => {
    const before = (await call(finance, 'GET', '/cwgl/settlement/formula')).body.result;
    expect(before).toMatchObject({ annualFeePerMark: '400.00', version: 0 });
    const saved = await call(admin, 'PUT', '/cwgl/settlement/formula', {
      annualFeePerMark: '500',
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ annualFeePerMark: '500.00', version: 1 });
    const stale = await call(admin, 'PUT', '/cwgl/settlement/formula', {
      annualFeePerMark: '600',
      version: 0,
    });
    expect(stale.status).toBe(409);
    const bad = await call(admin, 'PUT', '/cwgl/settlement/formula', {
      annualFeePerMark: '1.234',
      version: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('年金单价应为不超过两位小数的非负金额');
    const noRight = await call(outsider, 'PUT', '/cwgl/settlement/formula', {
      annualFeePerMark: '1',
      version: 1,
    });
    expect(noRight.status).toBe(403);
    const p = (
      await call(finance, 'GET', `/cwgl/settlement/preview?month=${month}&partyType=1&partyId=${partnerId}`)
    ).body.result;
    expect(p).toMatchObject({ annualFeePerMark: '500.00', formulaVersion: 1 });
    // Back to 400 (version 2) for the figures below.
    await call(admin, 'PUT', '/cwgl/settlement/formula', { annualFeePerMark: '400', version: 1 });
  });

  it('adds a settlement with the statement, refuses a second for the party and month, approval by another user only', async () => {
    const body = {
      month,
      partyType: 1,
      partyId: partnerId,
      otherCosts: '100.10',
      prepayments: '500',
      invoiceTax: '20.05',
      remark: '测试',
    };
    const added = await call(finance, 'POST', '/cwgl/settlement/add', body);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { id, version } = added.body.result;
    const again = await call(finance, 'POST', '/cwgl/settlement/add', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该合作方本月已有结算单');

    const detail = (await call(finance, 'GET', `/cwgl/settlement/queryById?id=${id}`)).body.result;
    const total = 100050 * standards + 40000 * marked + fen(detail.auditCost);
    expect(fen(detail.settled)).toBe(total + 10010);
    expect(fen(detail.balance)).toBe(total + 10010 - 50000 - 2005);
    expect(detail).toMatchObject({
      checkStatus: 0,
      carriedOver: '0.00',
      formulaVersion: 2,
      labourCounted: true,
    });
    expect(
      detail.lines.map((l: { standards: number }) => l.standards).reduce((a: number, b: number) => a + b),
    ).toBe(standards);

    const own = await call(finance, 'PUT', '/cwgl/settlement/audit', { id, version, checkStatus: 1 });
    expect([400, 403]).toContain(own.status);
    const noReason = await call(admin, 'PUT', '/cwgl/settlement/audit', { id, version, checkStatus: 2 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('请输入驳回原因');
    const stale = await call(admin, 'PUT', '/cwgl/settlement/audit', {
      id,
      version: version + 5,
      checkStatus: 1,
    });
    expect(stale.status).toBe(409);
    const approved = await call(admin, 'PUT', '/cwgl/settlement/audit', { id, version, checkStatus: 1 });
    expect(approved.status).toBe(200);
    const twice = await call(admin, 'PUT', '/cwgl/settlement/audit', {
      id,
      version: approved.body.result.version,
      checkStatus: 2,
      reason: 'x',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('该结算单已审核，不能重复审核');
    const after = (await call(finance, 'GET', `/cwgl/settlement/queryById?id=${id}`)).body.result;
    expect(after).toMatchObject({ checkStatus: 1, checkedByName: expect.any(String) });
    expect(after.checkedByName).not.toBe('');
  });

  it('the creator cannot approve their own settlement (the reason is given)', async () => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const added = await call(admin, 'POST', '/cwgl/settlement/add', {
      month: next,
      partyType: 1,
      partyId: partnerId,
    });
    if (added.status === 400) {
      expect(added.body.message).toBe('不能结算未来的月份');
      return;
    }
    expect(added.status).toBe(200);
    const { id, version } = added.body.result;
    // The next month's statement carries the approved balance over.
    const detail = (await call(admin, 'GET', `/cwgl/settlement/queryById?id=${id}`)).body.result;
    expect(fen(detail.carriedOver)).not.toBe(0);
    const own = await call(admin, 'PUT', '/cwgl/settlement/audit', { id, version, checkStatus: 1 });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('不能审核自己创建的结算单');
  });

  it('refuses bad input and a future month with the reason', async () => {
    const future = await call(finance, 'POST', '/cwgl/settlement/add', {
      month: '2999-01',
      partyType: 1,
      partyId: partnerId,
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('不能结算未来的月份');
    const badMonth = await call(finance, 'POST', '/cwgl/settlement/add', {
      month: '2026-13',
      partyType: 1,
      partyId: partnerId,
    });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.message).toContain('结算月份格式应为YYYY-MM');
    const badMoney = await call(finance, 'POST', '/cwgl/settlement/add', {
      month,
      partyType: 1,
      partyId: partnerId,
      prepayments: '-1',
    });
    expect(badMoney.status).toBe(400);
    expect(badMoney.body.message).toContain('预付款应为不超过两位小数的非负金额');
    const unknown = await call(
      finance,
      'GET',
      `/cwgl/settlement/preview?month=${month}&partyType=1&partyId=${'0'.repeat(8)}-0000-7000-8000-000000000000`,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('结算对象不存在');
  });

  it('lists with filters and server sorting, offers the parties, and exports the columns', async () => {
    const list = await call(
      finance,
      'GET',
      `/cwgl/settlement/list?partyName=${encodeURIComponent('结算测试')}&checkStatus=1`,
    );
    expect(list.status).toBe(200);
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({ partyName: '结算测试合作方', month, checkStatus: 1 });
    const sorted = await call(finance, 'GET', '/cwgl/settlement/list?column=settled&order=desc');
    const settled = sorted.body.result.records.map((r: { settled: string }) => fen(r.settled));
    expect(settled).toEqual([...settled].sort((a: number, b: number) => b - a));
    const badSort = await call(finance, 'GET', '/cwgl/settlement/list?column=tenantId');
    expect(badSort.status).toBe(400);
    const parties = (await call(finance, 'GET', '/cwgl/settlement/parties?partyType=2')).body.result;
    expect(parties.map((p: { name: string }) => p.name)).toEqual(['华东分公司', '华南分公司']);
    const file = await call(
      admin,
      'GET',
      `/cwgl/settlement/exportXls?partyName=${encodeURIComponent('结算测试')}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const none = await call(
      admin,
      'GET',
      `/cwgl/settlement/exportXls?partyName=${encodeURIComponent('没有这个')}`,
    );
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('暂无数据导出！');
  });

  it('answers 401 without a session and 403 without a code', async () => {
    expect((await call(null, 'GET', '/cwgl/settlement/list')).status).toBe(401);
    expect((await call(outsider, 'GET', '/cwgl/settlement/list')).status).toBe(403);
    expect((await call(outsider, 'GET', '/cwgl/grossMargin/list')).status).toBe(403);
    expect(
      (await call(outsider, 'POST', '/cwgl/settlement/add', { month, partyType: 1, partyId: partnerId }))
        .status,
    ).toBe(403);
  });
});

describe('毛利分析', () => {
  it('groups by month, contract, client and branch; margin = revenue − labour − travel − rebate − settlement', async () => {
    for (const groupBy of ['month', 'contract', 'client', 'branch']) {
      const res = await call(finance, 'GET', `/cwgl/grossMargin/list?groupBy=${groupBy}&pageSize=100`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result.labourCounted).toBe(true);
      for (const r of res.body.result.records) {
        expect(fen(r.margin)).toBe(
          fen(r.revenue) - fen(r.labour) - fen(r.travel) - fen(r.rebate) - fen(r.settlement),
        );
      }
    }
    const byMonth = (
      await call(finance, 'GET', `/cwgl/grossMargin/list?groupBy=month&fromMonth=${month}&toMonth=${month}`)
    ).body.result;
    const row = byMonth.records.find((r: { key: string }) => r.key === month);
    expect(row, 'the approved settlement counts in its month').toBeTruthy();
    expect(fen(row.settlement)).toBeGreaterThan(0);
    const behind = await call(
      finance,
      'GET',
      `/cwgl/grossMargin/records?groupBy=month&fromMonth=${month}&toMonth=${month}&key=${month}&figure=settlement`,
    );
    expect(behind.status).toBe(200);
    const sum = behind.body.result.reduce((n: number, r: { amount: string }) => n + fen(r.amount), 0);
    expect(sum).toBe(fen(row.settlement));
    expect(behind.body.result[0].source).toContain('结算测试合作方');
  });

  it('the rebate is the revenue × the partner rate, and the export has the columns', async () => {
    const byClient = (await call(finance, 'GET', '/cwgl/grossMargin/list?groupBy=client&pageSize=100')).body
      .result;
    for (const r of byClient.records) expect(fen(r.rebate)).toBeLessThanOrEqual(fen(r.revenue));
    const file = await call(finance, 'GET', '/cwgl/grossMargin/exportXls?groupBy=client');
    expect([200, 404]).toContain(file.status);
    const bad = await call(finance, 'GET', '/cwgl/grossMargin/list?groupBy=year');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('统计维度无效');
  });
});

describe('毛利分析 in SQL (grouped, sorted and paged by the database)', () => {
  type Row = {
    key: string;
    name: string;
    revenue: string;
    labour: string;
    travel: string;
    rebate: string;
    settlement: string;
    margin: string;
    rate: string | null;
  };
  const FIGURES = ['revenue', 'labour', 'travel', 'rebate', 'settlement'] as const;
  const list = async (query: string) => {
    const res = await call(finance, 'GET', `/cwgl/grossMargin/list?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result as { records: Row[]; total: number; pages: number; totals: Row; asOf: string };
  };
  const rateKey = (r: Row) => (r.rate === null ? Number.NEGATIVE_INFINITY : Number(r.rate));

  it('each figure is the sum of the records behind it, the totals the sum of every row', async () => {
    for (const groupBy of ['month', 'contract', 'client', 'branch']) {
      const all = await list(`groupBy=${groupBy}&pageSize=100`);
      expect(all.total).toBe(all.records.length);
      expect(Number.isNaN(Date.parse(all.asOf))).toBe(false);
      expect(all.total).toBeGreaterThan(0);
      for (const k of FIGURES)
        expect(fen(all.totals[k]), `${groupBy} total ${k}`).toBe(
          all.records.reduce((n, r) => n + fen(r[k]), 0),
        );
      expect(fen(all.totals.margin)).toBe(
        fen(all.totals.revenue) -
          fen(all.totals.labour) -
          fen(all.totals.travel) -
          fen(all.totals.rebate) -
          fen(all.totals.settlement),
      );
      // The rows with the most kinds of amount first: their figures against the records behind them.
      const rows = [...all.records]
        .sort(
          (a, b) =>
            FIGURES.filter((k) => fen(b[k]) !== 0).length - FIGURES.filter((k) => fen(a[k]) !== 0).length,
        )
        .slice(0, 3);
      for (const row of rows)
        for (const figure of FIGURES) {
          const behind = await call(
            finance,
            'GET',
            `/cwgl/grossMargin/records?groupBy=${groupBy}&key=${encodeURIComponent(row.key || '-')}&figure=${figure}`,
          );
          expect(behind.status).toBe(200);
          if (!row.key) continue; // a row of no contract or client: its key cannot be asked for
          const sum = behind.body.result.reduce((n: number, r: { amount: string }) => n + fen(r.amount), 0);
          expect(sum, `${groupBy} ${row.name} ${figure}`).toBe(fen(row[figure]));
          const sources = {
            revenue: /^收款$/,
            labour: /^劳务费$/,
            travel: /^差旅费$/,
            rebate: / 返款 \d+\.\d{2}%$/,
          };
          for (const r of behind.body.result as { source: string; month: string }[]) {
            if (figure !== 'settlement') expect(r.source).toMatch(sources[figure]);
            else expect(r.source).toMatch(/^结算单 /);
            if (groupBy === 'month') expect(r.month).toBe(row.key);
          }
        }
    }
    // The demo has revenue, labour, a partner's rebate and an approved settlement somewhere.
    const totals = (await list('groupBy=month')).totals;
    for (const k of ['revenue', 'labour', 'rebate', 'settlement'] as const)
      expect(fen(totals[k]), k).toBeGreaterThan(0);
  });

  it('pages in the order asked, ties by key, months newest first by default', async () => {
    for (const groupBy of ['month', 'contract', 'client', 'branch']) {
      const all = (await list(`groupBy=${groupBy}&pageSize=100`)).records;
      const names = all.map((r) => r.name);
      if (groupBy === 'month') expect(names).toEqual([...names].sort().reverse());
      else expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const column of ['name', 'revenue', 'margin', 'rate'] as const)
        for (const order of ['asc', 'desc'] as const) {
          const sorted = await list(`groupBy=${groupBy}&pageSize=100&column=${column}&order=${order}`);
          const value = (r: Row) =>
            column === 'name' ? r.name : column === 'rate' ? rateKey(r) : fen(r[column]);
          for (let i = 1; i < sorted.records.length; i++) {
            const [a, b] = [sorted.records[i - 1]!, sorted.records[i]!];
            const [x, y] = [value(a), value(b)];
            const before = order === 'asc' ? x < y : x > y;
            expect(before || (x === y && a.key < b.key), `${groupBy} ${column} ${order} at ${i}`).toBe(true);
          }
          // Pages of 2 put together are the whole list in the same order.
          const pages: Row[] = [];
          for (let pageNo = 1; pageNo <= Math.ceil(sorted.total / 2); pageNo++)
            pages.push(
              ...(
                await list(`groupBy=${groupBy}&pageSize=2&pageNo=${pageNo}&column=${column}&order=${order}`)
              ).records,
            );
          expect(pages).toEqual(sorted.records);
        }
      const past = await list(`groupBy=${groupBy}&pageSize=100&pageNo=9`);
      expect(past.records).toEqual([]);
      expect(past.total).toBe(all.length);
    }
  });

  it('the name filter keeps the rows whose name contains the text, and totals only them', async () => {
    const all = (await list('groupBy=client&pageSize=100')).records;
    const text = all.find((r) => r.name.length > 2)!.name.slice(1, 3);
    const kept = all.filter((r) => r.name.includes(text));
    const filtered = await list(`groupBy=client&pageSize=100&name=${encodeURIComponent(text)}`);
    expect(filtered.records).toEqual(kept);
    expect(filtered.total).toBe(kept.length);
    expect(fen(filtered.totals.revenue)).toBe(kept.reduce((n, r) => n + fen(r.revenue), 0));
    const none = await list(`groupBy=client&name=${encodeURIComponent('没有这样的客户名')}`);
    expect(none).toMatchObject({ records: [], total: 0 });
    expect(none.totals).toMatchObject({ revenue: '0.00', margin: '0.00', rate: null });
  });
});

describe('isolation', () => {
  it('keeps another tenant’s settlements apart', async () => {
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '结算测试机构',
          adminUsername: 'jsadmin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('jsadmin2', 'OtherPass123');
    const theirs = (await call(other, 'GET', '/cwgl/settlement/list')).body.result;
    expect(theirs.records).toEqual([]);
    const ours = (await call(admin, 'GET', '/cwgl/settlement/list')).body.result.records[0];
    expect((await call(other, 'GET', `/cwgl/settlement/queryById?id=${ours.id}`)).status).toBe(404);
    const audit = await call(other, 'PUT', '/cwgl/settlement/audit', {
      id: ours.id,
      version: ours.version,
      checkStatus: 1,
    });
    expect(audit.status).toBe(404);
    const preview = await call(
      other,
      'GET',
      `/cwgl/settlement/preview?month=${month}&partyType=1&partyId=${partnerId}`,
    );
    expect(preview.status).toBe(400);
    const margin = (await call(other, 'GET', '/cwgl/grossMargin/list?groupBy=client')).body.result;
    expect(margin.records).toEqual([]);
  });
});
