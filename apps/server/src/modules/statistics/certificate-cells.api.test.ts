/**
 * 证书统计 from the summary cells (certificate-cells.ts): on the demo data, refreshed, every page's
 * figures equal the live count (groupings, periods, filters, valid at a past month's end from the
 * history, events counted once per period); asOf is the refresh; the 定时任务 job refreshes the
 * tenant; a write after the refresh shows only after the next one (the figures are as of asOf).
 */
import { certificateReportQuery } from '@cb/domain/statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { refreshCertificateCells, refreshCertificateCellsJob } from './certificate-cells.ts';
import { certificateReport } from './certificates.ts';

let t: TestContext;
const ctx = { tenantId: 1, userId: null };

beforeAll(async () => {
  t = await createTestContext();
  // History to read: one certificate suspended and restored, one revoked, one superseded, in 2024
  // (valid through it), one suspended twice in a quarter (counted once).
  await t.database.systemTx(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(
      sql`select id from certificates where tenant_id = 1 and status = 1 order by cert_no limit 4`,
    );
    const [a, b, c, d] = rows.map((r) => r.id) as [string, string, string, string];
    await tx.execute(
      sql`update certificates set issue_date = '2023-03-01', expiry_date = '2026-02-28' where id in (${a}, ${b}, ${c}, ${d})`,
    );
    const event = (id: string, type: string, from: number, to: number, day: string) =>
      tx.execute(sql`insert into certificate_events (id, tenant_id, certificate_id, event_type, from_status, to_status, effective_date)
        values (${uuidv7()}, 1, ${id}, ${type}, ${from}, ${to}, ${day})`);
    await event(a, 'suspend', 1, 2, '2024-04-10');
    await event(a, 'restore', 2, 1, '2024-09-01');
    await tx.execute(sql`update certificates set status = 3 where id = ${b}`);
    await event(b, 'revoke', 1, 3, '2024-06-15');
    await tx.execute(sql`update certificates set status = 99 where id = ${c}`);
    await event(c, 'reissue', 1, 99, '2024-11-20');
    await event(d, 'suspend', 1, 2, '2024-01-05');
    await event(d, 'restore', 2, 1, '2024-02-01');
    await event(d, 'suspend', 1, 2, '2024-03-03');
    await event(d, 'restore', 2, 1, '2024-03-20');
  });
});
afterAll(() => t.close());

const live = (q: Record<string, unknown>) =>
  t.database.tenantRead(ctx, (tx) =>
    certificateReport(tx, 1, certificateReportQuery.parse(q), Number.POSITIVE_INFINITY),
  );
const fromCells = (q: Record<string, unknown>) =>
  t.database.tenantRead(ctx, (tx) => certificateReport(tx, 1, certificateReportQuery.parse(q), 0));
const withoutTime = ({ asOf: _asOf, ...r }: { asOf: string }) => r;

describe('证书统计 from the summary cells', () => {
  it('equals the live count for every grouping, period and filter', async () => {
    const now = new Date();
    await t.database.tenantTx(ctx, (tx) => refreshCertificateCells(tx, 1, now));
    const [standard] = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(
        sql`select certificate_standard_id as id from certificates where tenant_id = 1 and certificate_standard_id is not null limit 1`,
      );
      return rows;
    });
    const [region] = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ code: string }>(
        sql`select e.region_code as code from certificates c join enterprises e on e.id = c.enterprise_id
          where c.tenant_id = 1 and e.region_code <> '' limit 1`,
      );
      return rows;
    });
    const queries: Record<string, unknown>[] = [];
    for (const groupBy of ['standard', 'province', 'sector'])
      for (const period of [
        {},
        { from: '2024-01', to: '2024-03' },
        { to: '2024-06' },
        { from: '2024-06' },
        { to: '2024-12' },
      ])
        queries.push({ groupBy, ...period });
    queries.push({ groupBy: 'standard', standardId: standard?.id, to: '2024-06' });
    queries.push({ groupBy: 'standard', province: region?.code ?? '110000' });
    queries.push({ groupBy: 'province', branch: 'nobranch', from: '2024-01' });
    let nonZero = 0;
    for (const q of queries) {
      const cells = await fromCells(q);
      expect(withoutTime(cells), JSON.stringify(q)).toEqual(withoutTime(await live(q)));
      expect(cells.asOf).toBe(now.toISOString());
      if (Number(cells.total.cells.valid) > 0) nonZero++;
    }
    expect(nonZero).toBeGreaterThan(5);
    // A period counts a certificate suspended twice in it once.
    const quarter = await fromCells({ from: '2024-01', to: '2024-03', statType: 3 });
    const direct = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{
        n: number;
        events: number;
      }>(sql`select count(distinct e.certificate_id)::int as n,
          count(*)::int as events from certificate_events e join certificates c on c.id = e.certificate_id
        where e.tenant_id = 1 and c.status <> 99 and e.event_type = 'suspend'
          and e.effective_date between '2024-01-01' and '2024-03-31'`);
      return rows[0]!;
    });
    expect(direct.events).toBeGreaterThan(direct.n);
    expect(quarter.total.cells.suspended).toBe(direct.n);
    expect(withoutTime(quarter)).toEqual(
      withoutTime(await live({ from: '2024-01', to: '2024-03', statType: 3 })),
    );
  }, 180_000);

  it('is as of its refresh: a write shows after the next one (the 定时任务 job)', async () => {
    const before = await fromCells({});
    await t.database.systemTx(async (tx) => {
      await tx.execute(sql`update certificates set status = 2 where id = (select id from certificates
        where tenant_id = 1 and status = 1 and issue_date <= current_date and expiry_date >= current_date order by cert_no desc limit 1)`);
    });
    expect((await fromCells({})).total.cells.valid).toBe(before.total.cells.valid);
    expect(Number((await live({})).total.cells.valid)).toBe(Number(before.total.cells.valid) - 1);
    const job = refreshCertificateCellsJob();
    const later = new Date(Date.now() + 1000);
    const n = await t.database.tenantTx(ctx, (tx) => job.run({ tx, tenantId: 1, now: later, log: () => {} }));
    expect(n).toBeGreaterThan(0);
    const after = await fromCells({});
    expect(after.asOf).toBe(later.toISOString());
    expect(withoutTime(after)).toEqual(withoutTime(await live({})));
    // The live path is used below CELLS_FROM certificates: the demo body sees its writes at once.
    const page = await t.database.tenantRead(ctx, (tx) =>
      certificateReport(tx, 1, certificateReportQuery.parse({})),
    );
    expect(withoutTime(page)).toEqual(withoutTime(await live({})));
  }, 120_000);

  it('刷新 counts the cells now for whoever may export the page, not twice within a minute', async () => {
    const [staff, auditor] = await Promise.all([t.login('staff'), t.login('auditor')]);
    const refresh = (token: string) =>
      t.call(token, { method: 'POST', url: '/api/tjfx/certificate/refresh', payload: {} });
    await t.database.systemTx((tx) =>
      tx.execute(
        sql`update statistics_refreshes set refreshed_at = now() - interval '1 hour' where tenant_id = 1`,
      ),
    );
    const refused = await refresh(auditor);
    expect(refused.status).toBe(403);
    const done = await refresh(staff);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result.certificates).toBeGreaterThan(0);
    const state = await t.database.tenantRead(ctx, (tx) =>
      certificateReport(tx, 1, certificateReportQuery.parse({}), 0),
    );
    expect(state.asOf).toBe(done.body.result.refreshedAt);
    const again = await refresh(staff);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('刚刚刷新过');
  }, 60_000);
});
