/**
 * The doors 审核员统计, 审核工作量统计, 收入统计 and 应收统计 read (auditors, auditor-pay and finance
 * `for-statistics.ts`), on the demo data: each group's figures against a direct count of the
 * tables, and against the total (and the money or days summed) of the list the figure opens, with
 * the list filters added for the drill-down (auditors: level, branchCompany; labour fees:
 * auditorId, workMonthFrom/To, role; receivables: dueFrom/dueTo, auditType).
 */

import { addDays, calendarDateOf } from '@cb/domain';
import { addAmounts } from '@cb/domain/finance';
import { ageBucketOf, dueDateRange, RECEIVABLE_AGE_BUCKETS } from '@cb/domain/statistics';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import * as auditorPayForStatistics from '../auditor-pay/door.ts';
import { labourFees } from '../auditor-pay/schema.ts';
import * as auditorsForStatistics from '../auditors/door.ts';
import { auditorTotals } from '../auditors/repository.ts';
import { auditorCodeCompetences, auditorQualifications, auditors } from '../auditors/schema.ts';
import * as financeForStatistics from '../finance/door.ts';
import { payments, receivables } from '../finance/schema.ts';

let t: TestContext;
let admin: string;
const TENANT = 1;
const today = calendarDateOf(new Date());

async function listed(url: string): Promise<{ total: number; records: Record<string, unknown>[] }> {
  const records: Record<string, unknown>[] = [];
  let total = 0;
  for (let pageNo = 1; ; pageNo++) {
    const res = await t.call(admin, { method: 'GET', url: `/api${url}&pageSize=100&pageNo=${pageNo}` });
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    total = res.body.result.total;
    records.push(...res.body.result.records);
    if (records.length >= total || res.body.result.records.length === 0) break;
  }
  return { total, records };
}

const query = (filters: Record<string, string | number | undefined>) =>
  Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('审核员统计 door', () => {
  it('counts the active auditors by level, field and region as the auditors list totals them', async () => {
    const { auditorCountsBy, auditorCountTotal, auditorStatisticsListFilters } = auditorsForStatistics;
    const result = await t.database.systemTx(async (tx) => ({
      level: await auditorCountsBy(tx, TENANT, 'level', today),
      field: await auditorCountsBy(tx, TENANT, 'field', today),
      region: await auditorCountsBy(tx, TENANT, 'region', today),
      total: await auditorCountTotal(tx, TENANT),
      home: await auditorTotals(tx, TENANT, today),
      people: await tx.select().from(auditors).where(eq(auditors.tenantId, TENANT)),
      quals: await tx.select().from(auditorQualifications).where(eq(auditorQualifications.tenantId, TENANT)),
      codes: await tx
        .select()
        .from(auditorCodeCompetences)
        .where(and(eq(auditorCodeCompetences.tenantId, TENANT), eq(auditorCodeCompetences.status, 1))),
    }));
    // One source with the home page's figures.
    expect(result.total.fullTime).toBe(result.home.fullTime);
    expect(result.total.partTime).toBe(result.home.partTime);
    expect(result.total.total).toBeGreaterThan(0);

    // Direct counts from the tables.
    const counted = result.people.filter((p) => p.status === 1 && p.personnelKind === '1');
    const byLevel = new Map<string, Set<string>>();
    for (const q of result.quals)
      if (q.validFrom <= today && q.validTo >= today && counted.some((p) => p.id === q.auditorId))
        byLevel.set(q.level, (byLevel.get(q.level) ?? new Set()).add(q.auditorId));
    expect(Object.fromEntries(result.level.map((g) => [g.group, g.total]))).toEqual(
      Object.fromEntries([...byLevel].map(([k, v]) => [k, v.size])),
    );
    const bySector = new Map<string, Set<string>>();
    for (const c of result.codes)
      if (counted.some((p) => p.id === c.auditorId))
        bySector.set(c.code.slice(0, 2), (bySector.get(c.code.slice(0, 2)) ?? new Set()).add(c.auditorId));
    expect(Object.fromEntries(result.field.map((g) => [g.group, g.total]))).toEqual(
      Object.fromEntries([...bySector].map(([k, v]) => [k, v.size])),
    );
    expect(result.region.reduce((s, g) => s + g.total, 0)).toBe(counted.length);

    // Each figure is the auditors list's total with the same filters.
    for (const grouping of ['level', 'field', 'region'] as const) {
      expect(result[grouping].length).toBeGreaterThan(0);
      for (const g of result[grouping]) {
        const filters = auditorStatisticsListFilters(grouping, g.group);
        for (const [employmentType, figure] of [
          [1, g.fullTime],
          [2, g.partTime],
          [undefined, g.total],
        ] as const) {
          const { total } = await listed(`/rlzy/auditor/list?${query({ ...filters, employmentType })}`);
          expect(total, `${grouping} ${g.group} ${employmentType}`).toBe(figure);
        }
      }
    }
  });
});

describe('审核工作量统计 door', () => {
  it('sums the person-days per auditor, month and role as the labour-fee list lists them', async () => {
    const { rows, fees } = await t.database.systemTx(async (tx) => ({
      rows: await auditorPayForStatistics.workloadByAuditorMonth(tx, TENANT, {}),
      fees: await tx.select().from(labourFees).where(eq(labourFees.tenantId, TENANT)),
    }));
    expect(rows.length).toBeGreaterThan(0);
    const direct = new Map<string, number>();
    for (const f of fees) {
      const key = `${f.auditorId}|${f.workMonth}|${f.role}`;
      direct.set(key, (direct.get(key) ?? 0) + f.days10);
    }
    expect(new Map(rows.map((r) => [`${r.auditorId}|${r.month}|${r.role}`, r.days10]))).toEqual(direct);
    for (const r of rows.slice(0, 6)) {
      const { total, records } = await listed(
        `/labour/fee/list?${query({ auditorId: r.auditorId, workMonthFrom: r.month, workMonthTo: r.month, role: r.role })}`,
      );
      expect(total).toBe(r.rows);
      expect(Math.round(records.reduce((s, x) => s + Number(x.days) * 10, 0))).toBe(r.days10);
    }
  });
});

describe('收入统计 door', () => {
  it('sums the payments per month and method as the payment list lists them', async () => {
    const { rows, all } = await t.database.systemTx(async (tx) => ({
      rows: await financeForStatistics.incomeByMonthMethod(tx, TENANT, {}),
      all: await tx.select().from(payments).where(eq(payments.tenantId, TENANT)),
    }));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(all.length);
    expect(addAmounts(rows.map((r) => r.amount))).toBe(addAmounts(all.map((p) => p.amount)));
    for (const r of rows) {
      const last = new Date(Date.UTC(Number(r.month.slice(0, 4)), Number(r.month.slice(5)), 0))
        .toISOString()
        .slice(0, 10);
      const { total, records } = await listed(
        `/cwgl/payment/list?${query({ receivedFrom: `${r.month}-01`, receivedTo: last, method: r.method })}`,
      );
      expect(total).toBe(r.count);
      expect(addAmounts(records.map((x) => String(x.amount)))).toBe(r.amount);
    }
  });
});

describe('应收统计 door', () => {
  it('sums what is outstanding per due date, as the receivables list (open, due-date range) lists it', async () => {
    const all = await t.database.systemTx((tx) =>
      tx.select().from(receivables).where(eq(receivables.tenantId, TENANT)),
    );
    const open = all.filter((r) => Number(r.received) < Number(r.amount));
    expect(open.length).toBeGreaterThan(0);
    const rows = await t.database.systemTx((tx) => financeForStatistics.outstandingByDueDate(tx, TENANT));
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(open.length);
    for (const r of rows) {
      const mine = open.filter((x) => x.dueDate === r.dueDate);
      expect(r.count).toBe(mine.length);
      expect(r.amount).toBe(addAmounts(mine.map((x) => x.amount)));
      expect(r.received).toBe(addAmounts(mine.map((x) => x.received)));
    }
    // Aged on several days, the demo's due dates fall in most buckets; each bucket's count is the
    // list's total with its due-date range.
    const seen = new Set<string>();
    for (const asOf of [
      today,
      addDays(today, 45),
      addDays(today, 150),
      addDays(today, 400),
      addDays(today, -400),
    ]) {
      for (const b of RECEIVABLE_AGE_BUCKETS) {
        const mine = rows.filter((r) => ageBucketOf(r.dueDate, asOf) === b.key);
        const count = mine.reduce((s, r) => s + r.count, 0);
        if (count) seen.add(b.key);
        const { total } = await listed(
          `/cwgl/receivable/list?${query({ open: '1', ...dueDateRange(b.key, asOf) })}`,
        );
        expect(total, `${asOf} ${b.key}`).toBe(count);
      }
    }
    expect(seen.size).toBeGreaterThan(2);
    // An audit type narrows both the same way.
    const auditType = open[0]!.auditType;
    const narrowed = await t.database.systemTx((tx) =>
      financeForStatistics.outstandingByDueDate(tx, TENANT, { auditType }),
    );
    const { total } = await listed(`/cwgl/receivable/list?${query({ open: '1', auditType })}`);
    expect(total).toBe(narrowed.reduce((s, r) => s + r.count, 0));
    expect(total).toBe(open.filter((x) => x.auditType === auditType).length);
  });
});
