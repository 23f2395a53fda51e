/**
 * 审核员统计, 审核工作量统计, 收入统计 and 应收统计 API on the demo data: the figures against direct
 * counts of the tables; every figure's link resolves to a list whose total is the figure (counts) or
 * whose rows add up to it (days, money); the export's header is the columns and its rows the table's;
 * staff are refused the money pages and auditors every page, with the reason.
 */

import { addDays, calendarDateOf } from '@cb/domain';
import { addAmounts } from '@cb/domain/finance';
import { ageBucketOf, type StatisticsReport } from '@cb/domain/statistics';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { labourFees } from '../auditor-pay/schema.ts';
import { auditorTotals } from '../auditors/repository.ts';
import { payments, receivables } from '../finance/schema.ts';

let t: TestContext;
let admin: string;
let finance: string;
let staff: string;
let auditor: string;
const TENANT = 1;
const today = calendarDateOf(new Date());

/** The API list behind a web list route. */
const LIST_API: Record<string, string> = {
  '/rlzy/auditor': '/rlzy/auditor/list',
  '/labour/fee': '/labour/fee/list',
  '/cwgl/payment': '/cwgl/payment/list',
  '/cwgl/receivable': '/cwgl/receivable/list',
};

/** What a figure's column adds up on the list's rows (counts: the list's total). */
function summed(path: string, key: string, row: Record<string, unknown>): string | number {
  if (path === '/labour/fee') return Number(row.days);
  if (path === '/cwgl/payment') return String(row.amount);
  return String(row[key]); // 应收款: amount, received, arrears are the list's own fields.
}

async function report(token: string, page: string, query = ''): Promise<StatisticsReport> {
  const res = await t.call(token, {
    method: 'GET',
    url: `/api/tjfx/${page}/report${query ? `?${query}` : ''}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

/** Opens a link as the list API (every page) and answers its total and its rows. */
async function follow(link: string) {
  const [path, query = ''] = link.split('?');
  const api = LIST_API[path!];
  expect(api, link).toBeDefined();
  const records: Record<string, unknown>[] = [];
  let total = 0;
  for (let pageNo = 1; ; pageNo++) {
    const res = await t.call(admin, {
      method: 'GET',
      url: `/api${api}?${query}&pageSize=100&pageNo=${pageNo}`,
    });
    expect(res.status, `${link}: ${JSON.stringify(res.body)}`).toBe(200);
    total = res.body.result.total;
    records.push(...res.body.result.records);
    if (records.length >= total || res.body.result.records.length === 0) break;
  }
  return { path: path!, total, records };
}

/** Every link of every row and of the total row opens a list that totals (or adds up to) its figure. */
async function checkLinks(r: StatisticsReport) {
  let followed = 0;
  for (const row of [...r.rows, r.total]) {
    for (const [key, link] of Object.entries(row.links)) {
      const column = r.columns.find((c) => c.key === key)!;
      const figure = row.cells[key];
      const { path, total, records } = await follow(link);
      if (column.kind === 'count') expect(total, `${key} ${link}`).toBe(figure);
      else if (column.kind === 'money')
        expect(addAmounts(records.map((x) => String(summed(path, key, x)))), `${key} ${link}`).toBe(figure);
      else if (column.kind === 'days')
        expect(
          Math.round(records.reduce((s, x) => s + Number(summed(path, key, x)) * 10, 0)) / 10,
          link,
        ).toBe(figure);
      followed++;
    }
  }
  return followed;
}

async function checkExport(page: string, query: string, r: StatisticsReport) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tjfx/${page}/export${query ? `?${query}` : ''}`,
    headers: { 'x-access-token': finance },
  });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as never);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(r.columns.map((c) => c.title));
  expect(sheet.rowCount).toBe(r.rows.length + 2);
  const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
  expect(String(last[0])).toBe(String(r.total.cells[r.columns[0]!.key]));
}

beforeAll(async () => {
  t = await createTestContext();
  [admin, finance, staff, auditor] = await Promise.all([
    t.login('admin'),
    t.login('finance'),
    t.login('staff'),
    t.login('auditor'),
  ]);
});
afterAll(() => t.close());

describe('access', () => {
  it('refuses staff the money pages and auditors every page, with the reason', async () => {
    for (const page of ['income', 'receivable'])
      for (const kind of ['report', 'export']) {
        const res = await t.call(staff, { method: 'GET', url: `/api/tjfx/${page}/${kind}` });
        expect(res.status, `${page} ${kind}`).toBe(403);
        expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
      }
    for (const page of ['auditor', 'workload', 'income', 'receivable']) {
      const res = await t.call(auditor, { method: 'GET', url: `/api/tjfx/${page}/report` });
      expect(res.status, page).toBe(403);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call(staff, { method: 'GET', url: '/api/tjfx/auditor/report' })).status).toBe(200);
    expect((await t.call(staff, { method: 'GET', url: '/api/tjfx/workload/report' })).status).toBe(200);
  });
});

describe('审核员统计', () => {
  it('counts the active auditors as the home page does, by level, field and region, each figure opening its list', async () => {
    const home = await t.database.systemTx((tx) => auditorTotals(tx, TENANT, today));
    for (const groupBy of ['level', 'field', 'region']) {
      const r = await report(staff, 'auditor', `groupBy=${groupBy}`);
      expect(r.rows.length).toBeGreaterThan(0);
      expect(r.total.cells).toMatchObject({ fullTime: home.fullTime, partTime: home.partTime });
      expect(r.total.cells.total).toBe(home.fullTime + home.partTime);
      for (const row of r.rows) expect(row.cells.total).toBeGreaterThanOrEqual(Number(row.cells.fullTime));
      expect(await checkLinks(r)).toBeGreaterThan(r.rows.length);
    }
    await checkExport('auditor', 'groupBy=level', await report(finance, 'auditor', 'groupBy=level'));
    const bad = await t.call(staff, { method: 'GET', url: '/api/tjfx/auditor/report?groupBy=x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('统计维度无效');
  });
});

describe('审核工作量统计', () => {
  it('gives leader, member and expert days per auditor per month, as the labour fees have them', async () => {
    const fees = await t.database.systemTx((tx) =>
      tx.select().from(labourFees).where(eq(labourFees.tenantId, TENANT)),
    );
    expect(fees.length).toBeGreaterThan(0);
    const months = fees.map((f) => f.workMonth).sort();
    const from = months[0]!;
    const to = months.at(-1)!;
    // Per auditor and month (the default): one page of the rows, the total row over all of them.
    const r = await report(staff, 'workload', `from=${from}&to=${to}&pageSize=100`);
    const tenths = (role: string) =>
      fees.filter((f) => f.role === role).reduce((s, f) => s + f.days10, 0) / 10;
    expect(r.total.cells).toMatchObject({
      leader: tenths('leader'),
      member: tenths('member'),
      expert: tenths('expert'),
    });
    expect(r.total.cells.total).toBe(
      fees.filter((f) => ['leader', 'member', 'expert'].includes(f.role)).reduce((s, f) => s + f.days10, 0) /
        10,
    );
    // One row per auditor and month, counted over all pages.
    const pairs = new Set(
      fees
        .filter((f) => ['leader', 'member', 'expert'].includes(f.role))
        .map((f) => `${f.auditorId}:${f.workMonth}`),
    );
    expect(r.page).toMatchObject({ total: pairs.size, current: 1, size: 100 });
    expect(r.rows.length).toBe(Math.min(100, pairs.size));
    expect(await checkLinks(r)).toBeGreaterThan(0);
    // Page by page (pageSize 2) the rows are the export's, in its order (auditor name, month), and
    // every page carries the same total row.
    const pages: StatisticsReport['rows'] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(pairs.size / 2); pageNo++) {
      const p = await report(staff, 'workload', `from=${from}&to=${to}&pageNo=${pageNo}&pageSize=2`);
      expect(p.page).toEqual({
        total: pairs.size,
        current: pageNo,
        size: 2,
        pages: Math.ceil(pairs.size / 2),
      });
      expect(p.total).toEqual(r.total);
      pages.push(...p.rows);
    }
    expect(pages.length).toBe(pairs.size);
    expect(new Set(pages.map((x) => x.key)).size).toBe(pairs.size);
    expect(pages.slice(0, r.rows.length)).toEqual(r.rows);
    // Each auditor's months in order, together.
    const auditorOf = (key: string) => key.split(':')[0]!;
    for (let i = 1; i < pages.length; i++)
      if (auditorOf(pages[i]!.key) === auditorOf(pages[i - 1]!.key))
        expect(String(pages[i]!.cells.month) > String(pages[i - 1]!.cells.month)).toBe(true);
    const inOrder = pages.map((x) => auditorOf(x.key)).filter((a, i, all) => i === 0 || a !== all[i - 1]);
    // Past the end: no rows, the same count and total row.
    const past = await report(staff, 'workload', `from=${from}&to=${to}&pageNo=${pairs.size + 1}&pageSize=1`);
    expect(past.rows).toEqual([]);
    expect(past.total).toEqual(r.total);
    // The export is every row (any page asked is ignored), the screen's columns.
    await checkExport('workload', `from=${from}&to=${to}&pageNo=2&pageSize=1`, { ...r, rows: pages });
    // Per auditor: one row per auditor over the period (paged too), the same total.
    const perAuditor = await report(staff, 'workload', `from=${from}&to=${to}&groupBy=auditor&pageSize=100`);
    expect(perAuditor.page?.total).toBe(perAuditor.rows.length);
    // The pages' auditors in the per-auditor rows' order (auditor name, auditor: the server's).
    expect(inOrder).toEqual(perAuditor.rows.map((x) => x.key));
    expect(perAuditor.rows.length).toBe(new Set([...pairs].map((p) => p.split(':')[0])).size);
    expect(perAuditor.total.cells).toEqual({ ...r.total.cells });
    for (const row of perAuditor.rows) expect(row.cells.month).toBe(from === to ? from : `${from}～${to}`);
    expect(await checkLinks(perAuditor)).toBeGreaterThan(0);
    // The current month by default.
    const current = await report(staff, 'workload');
    for (const row of current.rows) expect(row.cells.month).toBe(today.slice(0, 7));
    const refused = await t.call(staff, {
      method: 'GET',
      url: '/api/tjfx/workload/report?from=2026-05&to=2026-04',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('起始月份不能晚于结束月份');
  });
});

describe('收入统计', () => {
  it('sums the money received per month and method, every month of the period a row', async () => {
    const all = await t.database.systemTx((tx) =>
      tx.select().from(payments).where(eq(payments.tenantId, TENANT)),
    );
    expect(all.length).toBeGreaterThan(0);
    const months = all.map((p) => p.receivedDate.slice(0, 7)).sort();
    const from = months[0]!;
    const to = months.at(-1)!;
    const r = await report(finance, 'income', `from=${from}&to=${to}`);
    expect(r.rows[0]!.cells.month).toBe(from);
    expect(r.rows.at(-1)!.cells.month).toBe(to);
    expect(r.total.cells.count).toBe(all.length);
    expect(r.total.cells.amount).toBe(addAmounts(all.map((p) => p.amount)));
    expect(addAmounts([1, 2, 3, 4].map((m) => String(r.total.cells[`method${m}`])))).toBe(
      r.total.cells.amount,
    );
    expect(await checkLinks(r)).toBeGreaterThan(r.rows.length);
    await checkExport('income', `from=${from}&to=${to}`, r);
    // Twelve months to the current one by default.
    const byDefault = await report(finance, 'income');
    expect(byDefault.rows.length).toBe(12);
    expect(byDefault.rows.at(-1)!.cells.month).toBe(today.slice(0, 7));
  });
});

describe('应收统计', () => {
  it('ages what is outstanding (0–30, 31–90, 91–180, > 180 days, 未到期) on a day, each figure opening 应收款', async () => {
    const all = await t.database.systemTx((tx) =>
      tx.select().from(receivables).where(eq(receivables.tenantId, TENANT)),
    );
    const open = all.filter((x) => Number(x.received) < Number(x.amount));
    expect(open.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const asOf of [today, addDays(today, 60), addDays(today, 150), addDays(today, 400)]) {
      const r = await report(finance, 'receivable', `asOf=${asOf}`);
      expect(r.rows.map((x) => x.key)).toEqual(['notDue', 'd0_30', 'd31_90', 'd91_180', 'd181']);
      expect(r.total.cells.count).toBe(open.length);
      expect(r.total.cells.arrears).toBe(
        addAmounts(open.map((x) => addAmounts([x.amount, `-${x.received}`.replace('--', '')]))),
      );
      for (const row of r.rows) {
        const mine = open.filter((x) => ageBucketOf(x.dueDate, asOf) === row.key);
        expect(row.cells.count).toBe(mine.length);
        if (mine.length) seen.add(row.key);
      }
      await checkLinks(r);
    }
    expect(seen.size).toBeGreaterThan(2);
    await checkExport('receivable', '', await report(finance, 'receivable'));
  });
});
