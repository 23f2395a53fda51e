/**
 * 统计 business pages (证书统计, 申请统计, 审核项目统计, 客户分布统计) on the demo data: the figures
 * against direct counts, every figure's link opens a list whose total equals it, the export is the
 * table (header = columns, then the rows and the total row), the period and stat type, the home
 * page's 有效证书 = 证书统计's, and who may read them (staff yes, auditor and enterprise no).
 */

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { chinaToday } from '../certificates/status.ts';

let t: TestContext;
let admin: string;
let staff: string;

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });

/** The API list behind a web route of a figure's link. */
const LIST_API: Record<string, string> = {
  '/zsfx/search': '/zsfx/certificate/list',
  '/shxm/project': '/shxm/project/list',
  '/xmsl/search': '/xmsl/cerApplyApi/list',
  '/khgl/enterprise': '/khgl/enterprise/list',
};

interface Report {
  columns: { key: string; title: string; kind: string }[];
  rows: { key: string; cells: Record<string, unknown>; links: Record<string, string> }[];
  total: { cells: Record<string, unknown>; links: Record<string, string> };
  chart: { type: string; category: string; series: string[] };
  asOf: string;
}

async function report(url: string, token = staff): Promise<Report> {
  const res = await get(token, url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as Report;
}

/** Every link of the report opens a list whose total is the figure; answers how many were checked. */
async function linksMatch(r: Report): Promise<number> {
  let checked = 0;
  for (const row of [...r.rows, r.total]) {
    for (const [key, href] of Object.entries(row.links)) {
      const [path, query = ''] = href.split('?');
      const api = LIST_API[path!];
      expect(api, href).toBeDefined();
      const res = await get(admin, `${api}?${query}${query ? '&' : ''}pageNo=1&pageSize=1`);
      expect(res.status, `${href} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.result.total, `${href} (${key})`).toBe(Number(row.cells[key]));
      checked++;
    }
  }
  return checked;
}

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff] = await Promise.all([t.login('admin'), t.login('staff')]);
});
afterAll(() => t.close());

describe('证书统计', () => {
  it('three issued in March 2020 and one suspended → new 3, suspended 1 (the period bounds are the months)', async () => {
    // Three current certificates of the demo data issued in March 2020 (1st and 31st: the month's ends),
    // one of them suspended on the 31st; one more on 1 April (outside).
    await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(
        sql`select id from certificates where tenant_id = 1 and status <> 99 order by cert_no limit 4`,
      );
      expect(rows.length).toBe(4);
      const [a, b, c, d] = rows.map((r) => r.id);
      await tx.execute(sql`update certificates set issue_date = '2020-03-01' where id in (${a}, ${b})`);
      await tx.execute(sql`update certificates set issue_date = '2020-03-31' where id = ${c}`);
      await tx.execute(sql`update certificates set issue_date = '2020-04-01' where id = ${d}`);
      await tx.execute(sql`insert into certificate_events (id, tenant_id, certificate_id, event_type, from_status, to_status, effective_date)
        values (${uuidv7()}, 1, ${a}, 'suspend', 1, 2, '2020-03-31')`);
    });
    const march = await report('/tjfx/certificate/report?from=2020-03&to=2020-03');
    expect(march.total.cells.issued).toBe(3);
    expect(march.total.cells.suspended).toBe(1);
    expect(march.total.cells.revoked).toBe(0);
    const spring = await report('/tjfx/certificate/report?from=2020-03&to=2020-04');
    expect(spring.total.cells.issued).toBe(4);
    expect(await linksMatch(march)).toBeGreaterThan(3);
  }, 120_000);

  it('valid at the end of a past period is read from the history: suspended or superseded after it counts, before it not', async () => {
    // Four certificates valid through 2024 (issued 2023, expiring 2027), valid now too.
    const ids = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(
        sql`select id from certificates where tenant_id = 1 and status = 1 order by cert_no desc limit 4`,
      );
      expect(rows.length).toBe(4);
      const ids = rows.map((r) => r.id);
      for (const id of ids)
        await tx.execute(
          sql`update certificates set issue_date = '2023-05-10', expiry_date = '2027-05-09' where id = ${id}`,
        );
      return ids;
    });
    const [after, before, reissuedAfter, reissuedBefore] = ids as [string, string, string, string];
    // June 2024 ends on the 30th: the day counted. Before the changes (another query: not a kept report).
    const earlier = await report('/tjfx/certificate/report?from=2024-01&to=2024-06');
    await t.database.systemTx(async (tx) => {
      const event = (id: string, type: string, to: number, day: string) =>
        tx.execute(sql`insert into certificate_events (id, tenant_id, certificate_id, event_type, from_status, to_status, effective_date)
          values (${uuidv7()}, 1, ${id}, ${type}, 1, ${to}, ${day})`);
      await tx.execute(sql`update certificates set status = 2 where id in (${after}, ${before})`);
      await event(after, 'suspend', 2, '2024-07-01');
      await event(before, 'suspend', 2, '2024-06-30');
      await tx.execute(
        sql`update certificates set status = 99 where id in (${reissuedAfter}, ${reissuedBefore})`,
      );
      await event(reissuedAfter, 'reissue', 99, '2024-08-01');
      await event(reissuedBefore, 'reissue', 99, '2024-05-01');
    });
    const later = await report('/tjfx/certificate/report?to=2024-06');
    // Suspended on the 30th (in force that day) and superseded in May: no longer valid at 30 June;
    // suspended on 1 July and superseded in August: still valid then.
    expect(Number(later.total.cells.valid)).toBe(Number(earlier.total.cells.valid) - 2);
    // Suspended before the day and restored after it (valid now): not valid that day.
    await t.database.systemTx(async (tx) => {
      await tx.execute(sql`update certificates set status = 1 where id = ${before}`);
      await tx.execute(sql`insert into certificate_events (id, tenant_id, certificate_id, event_type, from_status, to_status, effective_date)
        values (${uuidv7()}, 1, ${before}, 'restore', 2, 1, '2024-09-01')`);
    });
    const restored = await report('/tjfx/certificate/report?from=2024-06&to=2024-06');
    expect(Number(restored.total.cells.valid)).toBe(Number(earlier.total.cells.valid) - 2);
    // 证书查询's list of the figure holds the same certificates, the superseded version included.
    expect(await linksMatch(restored)).toBeGreaterThan(3);
    const validLink = restored.total.links.valid!;
    expect(validLink).toContain('validOn=2024-06-30');
    const listed = async (id: string) => {
      const certNo = await t.database.systemTx(async (tx) => {
        const { rows } = await tx.execute<{ cert_no: string }>(
          sql`select cert_no from certificates where id = ${id}`,
        );
        return rows[0]!.cert_no;
      });
      const res = await get(
        admin,
        `/zsfx/certificate/list?${validLink.split('?')[1]}&certNo=${encodeURIComponent(certNo)}&pageNo=1&pageSize=10`,
      );
      expect(res.status).toBe(200);
      return (res.body.result.records as { id: string }[]).some((r) => r.id === id);
    };
    expect(await listed(after)).toBe(true);
    expect(await listed(reissuedAfter)).toBe(true);
    expect(await listed(before)).toBe(false);
    expect(await listed(reissuedBefore)).toBe(false);
    // Today: the status now (the home page's figure) — none of the four.
    const now = await report('/tjfx/certificate/report');
    const home = await get(admin, '/dashboard/statistics');
    expect(home.body.result.values.certValid).toBe(now.total.cells.valid);
  }, 120_000);

  it('per project code: the figures are the direct counts, and every link opens as many certificates', async () => {
    const r = await report('/tjfx/certificate/report');
    expect(r.columns.map((c) => c.key)).toEqual([
      'name',
      'valid',
      'issued',
      'surveillance',
      'suspended',
      'revoked',
      'withdrawn',
    ]);
    const direct = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ code: string; valid: number; n: number }>(
        sql`select standard_code as code, count(*)::int as n,
          (count(*) filter (where status = 1 and issue_date <= ${chinaToday()} and expiry_date >= ${chinaToday()}))::int as valid
          from certificates where tenant_id = 1 and status <> 99 group by standard_code`,
      );
      return rows;
    });
    expect(r.rows.length).toBe(direct.length);
    for (const d of direct) {
      const row = r.rows.find((x) => x.key === d.code)!;
      expect(row.cells.valid, d.code).toBe(d.valid);
      expect(row.cells.issued, d.code).toBe(d.n);
    }
    expect(r.total.cells.valid).toBe(direct.reduce((s, d) => s + d.valid, 0));
    expect(await linksMatch(r)).toBeGreaterThan(r.rows.length * 3);
  }, 120_000);

  it('the home page’s 有效证书 is 证书统计’s valid total (one source)', async () => {
    const r = await report('/tjfx/certificate/report');
    const home = await get(admin, '/dashboard/statistics');
    expect(home.body.result.values.certValid).toBe(r.total.cells.valid);
  });

  it('the home page’s figures are the pages’ totals (item 5, one source): 有效证书, 企业客户, 审核员 专职/兼职', async () => {
    const home = (await get(admin, '/dashboard/statistics')).body.result.values as Record<string, number>;
    const certificates = await report('/tjfx/certificate/report');
    expect(home.certValid).toBeGreaterThan(0);
    expect(home.certValid).toBe(certificates.total.cells.valid);
    for (const groupBy of ['province', 'industry', 'scale']) {
      const customers = await report(`/tjfx/customer/report?groupBy=${groupBy}`);
      expect(home.companyTotal, groupBy).toBeGreaterThan(0);
      expect(customers.total.cells.customers, groupBy).toBe(home.companyTotal);
    }
    for (const groupBy of ['level', 'field', 'region']) {
      const auditors = await report(`/tjfx/auditor/report?groupBy=${groupBy}`);
      expect(auditors.total.cells, groupBy).toMatchObject({
        fullTime: home.auditorFullTime,
        partTime: home.auditorPartTime,
        total: home.auditorTotal,
      });
    }
  });

  it('by province and by IAF sector: links hold, a sector counts a certificate once', async () => {
    const byProvince = await report('/tjfx/certificate/report?groupBy=province');
    expect(byProvince.rows.length).toBeGreaterThan(0);
    await linksMatch(byProvince);
    // A certificate with two codes of one sector (29.10.07 and 29.12.00) counts once in sector 29.
    await t.database.systemTx(async (tx) => {
      await tx.execute(sql`update contract_items set professional_codes = '["29.10.07","29.12.00","33.02.01"]'::jsonb
        where tenant_id = 1 and id = (select id from contract_items where tenant_id = 1 order by id limit 1)`);
    });
    const bySector = await report('/tjfx/certificate/report?groupBy=sector');
    const direct = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ sector: string; n: number }>(sql`
        select s.sector, count(*)::int as n from certificates c
        cross join lateral (select distinct substring(code from '^\\s*(\\d{2})') as sector
          from contract_items ci join contracts ct on ct.id = ci.contract_id
          cross join jsonb_array_elements_text(ci.professional_codes) code
          where ct.enterprise_id = c.enterprise_id and ci.standard_code = c.standard_code) s
        where c.tenant_id = 1 and c.status <> 99 and s.sector is not null group by s.sector`);
      return rows;
    });
    for (const d of direct)
      expect(bySector.rows.find((r) => r.key === d.sector)?.cells.issued, d.sector).toBe(d.n);
    const sum = bySector.rows.reduce((s, r) => s + Number(r.cells.issued), 0);
    expect(Number(bySector.total.cells.issued)).toBeLessThanOrEqual(sum);
    await linksMatch(bySector);
  }, 180_000);

  it('stat type chooses the columns; a period in the wrong order is refused', async () => {
    const t1 = await report('/tjfx/certificate/report?statType=1');
    expect(t1.columns.map((c) => c.key)).toEqual(['name', 'valid', 'issued']);
    const t3 = await report('/tjfx/certificate/report?statType=3');
    expect(t3.columns.map((c) => c.key)).toEqual(['name', 'valid', 'suspended', 'revoked', 'withdrawn']);
    const bad = await get(staff, '/tjfx/certificate/report?from=2026-05&to=2026-03');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('起始月份不能晚于结束月份');
  });

  it('the export is the table: header = column titles, the rows, then the total row', async () => {
    const r = await report('/tjfx/certificate/report');
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/tjfx/certificate/export',
      headers: { 'x-access-token': staff },
    });
    expect(raw.statusCode).toBe(200);
    expect(String(raw.headers['content-disposition'])).toContain(encodeURIComponent('证书统计.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(r.columns.map((c) => c.title));
    expect(sheet.rowCount).toBe(r.rows.length + 2);
    const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    expect(last).toEqual(r.columns.map((c) => r.total.cells[c.key]));
  });
});

describe('申请统计, 审核项目统计, 客户分布统计', () => {
  it('申请统计 per month and per standard: direct counts and links', async () => {
    const byMonth = await report('/tjfx/application/report');
    const direct = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from applications where tenant_id = 1 and not deleted`,
      );
      return rows[0]!.n;
    });
    expect(byMonth.total.cells.total).toBe(direct);
    expect(direct).toBeGreaterThan(0);
    expect(await linksMatch(byMonth)).toBeGreaterThan(0);
    const byStandard = await report('/tjfx/application/report?groupBy=standard');
    expect(byStandard.total.cells.total).toBe(direct);
    await linksMatch(byStandard);
  }, 120_000);

  it('审核项目统计 per audit type and per month: direct counts and links', async () => {
    const byType = await report('/tjfx/project/report');
    const direct = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_projects where tenant_id = 1`,
      );
      return rows[0]!.n;
    });
    expect(byType.total.cells.projects).toBe(direct);
    await linksMatch(byType);
    await linksMatch(await report('/tjfx/project/report?groupBy=month'));
  });

  it('客户分布统计 by province, industry and size band: direct counts and links', async () => {
    const direct = await t.database.systemTx(async (tx) => {
      const { rows } = await tx.execute<{ scale: string; n: number }>(
        sql`select scale_level as scale, count(*)::int as n from enterprises where tenant_id = 1 and not deleted group by scale_level`,
      );
      return rows;
    });
    for (const groupBy of ['province', 'industry', 'scale']) {
      const r = await report(`/tjfx/customer/report?groupBy=${groupBy}`);
      expect(r.total.cells.customers).toBe(direct.reduce((s, d) => s + d.n, 0));
      if (groupBy === 'scale')
        for (const d of direct) expect(r.rows.find((x) => x.key === d.scale)?.cells.customers).toBe(d.n);
      await linksMatch(r);
    }
  }, 120_000);
});

describe('access', () => {
  it('staff and finance read the business pages; an auditor and an enterprise user are refused', async () => {
    const [auditor, enterprise, finance] = await Promise.all([
      t.login('auditor'),
      t.login('enterprise'),
      t.login('finance'),
    ]);
    for (const page of ['certificate', 'application', 'project', 'customer']) {
      expect((await get(staff, `/tjfx/${page}/report`)).status).toBe(200);
      expect((await get(finance, `/tjfx/${page}/report`)).status).toBe(200);
      const refused = await get(auditor, `/tjfx/${page}/report`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/[\u4e00-\u9fa5]/);
      expect((await get(enterprise, `/tjfx/${page}/export`)).status).toBe(403);
    }
    expect((await get(null, '/tjfx/certificate/report')).status).toBe(401);
  });
});
