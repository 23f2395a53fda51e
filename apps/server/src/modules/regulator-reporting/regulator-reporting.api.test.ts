/**
 * 信息上报 API: a certificate event makes its row (suspension: 05, 02, the reason, 0197); the export
 * is the regulator's sheet (codes, captions, the row); a row failing a rule shows the column and is
 * left out; 上报 marks rows in one batch (the events get reportedAt and the batch; a second 上报 is
 * 409); 上报记录 lists the batch and gives its file again; plans and team rows; permissions.
 */
import { addDays, calendarDateOf } from '@cb/domain';
import {
  CNCA_CERTIFICATE_CODES,
  CNCA_CERTIFICATE_COLUMNS,
  CNCA_PLAN_COLUMNS,
  type ReportRowFilters,
} from '@cb/domain/regulator-reporting';
import { and, eq, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { AREAS } from '../areas.ts';
import { auditPlansForReportView, auditProjectsView } from '../audit-programmes/door.ts';
import { certificationBody } from '../certificates/door.ts';
import { certificateEvents, certificates } from '../certificates/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { createTenant } from '../system/seed.ts';
import { liveResultRows, refreshProjectMarks, resultSourceId } from './marks.ts';
import { reportBatchRows, reportResultMarks } from './schema.ts';
import { ALL_UNREPORTED, reportContext, unreportedRows } from './service.ts';

interface TeamMember {
  id: string;
  auditorId: string;
  role: number;
  scheme: string;
  codes: string[];
  days: unknown[];
}

let t: TestContext;
let staff: string;
let enterpriseUser: string;
const today = calendarDateOf(new Date());

beforeAll(async () => {
  t = await createTestContext();
  [staff, enterpriseUser] = await Promise.all([t.login('staff'), t.login('enterprise')]);
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api/xxsb${url}` });
const post = (token: string | null, url: string, payload: object) =>
  t.call(token, { method: 'POST', url, payload });

async function demoEnterprise() {
  const [row] = await t.database.systemTx((tx) =>
    tx
      .select({ id: enterprises.id, name: enterprises.name })
      .from(enterprises)
      .where(and(eq(enterprises.tenantId, 1), ne(enterprises.regionCode, ''), ne(enterprises.natureCode, '')))
      .limit(1),
  );
  return row!;
}

/** A fresh valid certificate of tenant 1 (issued a year ago). */
async function freshCertificate(values: Partial<typeof certificates.$inferInsert> = {}) {
  const id = uuidv7();
  const certNo = `03426Q${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}R0M`;
  await t.database.systemTx((tx) =>
    tx.insert(certificates).values({
      id,
      tenantId: 1,
      certNo,
      standardCode: 'Q',
      standardName: 'GB/T 19001-2016/ISO 9001:2015',
      issueDate: addDays(today, -365),
      expiryDate: addDays(today, 730),
      enterpriseName: '信息上报测试有限公司',
      scopeZh: '机械零部件的加工',
      ...values,
    }),
  );
  return { id, certNo };
}

async function suspend(id: string) {
  const res = await post(staff, '/api/zsfx/pauseCancel/suspend', {
    id,
    version: 1,
    reasonCode: '0116',
    reason: '企业申请暂停',
    effectiveDate: today,
    suspendUntil: addDays(today, 90),
  });
  expect(res.status).toBe(200);
}

/** An export or download, as the raw bytes of the answer. */
async function download(url: string) {
  const raw = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': staff } });
  expect(raw.statusCode).toBe(200);
  expect(String(raw.headers['content-type'])).toContain('spreadsheetml');
  return readXlsx(raw.rawPayload);
}

async function readXlsx(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return { name: sheet.name, rows };
}

describe('the demo', () => {
  it('has rows in every state: reported batches, unreported, overdue, and one failing a rule', async () => {
    const summary = (await get(staff, '/certificate/summary')).body.result;
    const invalid = (await get(staff, '/certificate/list?due=invalid&pageSize=5')).body.result.records;
    expect(invalid[0].problems.length).toBeGreaterThan(0);
    const reported = (await get(staff, '/certificate/list?reported=1')).body.result.total;
    const log = (await get(staff, '/log/list')).body.result.records;
    expect(summary.unreported).toBeGreaterThan(0);
    expect(summary.overdue).toBeGreaterThan(0);
    expect(summary.invalid).toBeGreaterThan(0);
    // The demo's records are complete but for a few: most unreported rows can be exported.
    expect(summary.invalid * 2).toBeLessThan(summary.unreported);
    expect(reported).toBeGreaterThan(0);
    expect(new Set(log.map((b: { kind: string }) => b.kind))).toEqual(
      new Set(['certificate', 'plan', 'result']),
    );
  });

  it('numbers the batches of one second 001, 002, … (the demo seed reports plans and team rows in one second)', async () => {
    const numbers = (await get(staff, '/log/list?pageSize=100')).body.result.records.map(
      (b: { batchNo: string }) => b.batchNo,
    ) as string[];
    const bySecond = new Map<string, string[]>();
    for (const n of numbers) bySecond.set(n.slice(0, 18), [...(bySecond.get(n.slice(0, 18)) ?? []), n]);
    expect([...bySecond.values()].some((same) => same.length > 1)).toBe(true);
    for (const same of bySecond.values())
      expect(same.map((n) => n.slice(18)).sort()).toEqual(same.map((_, i) => String(i + 1).padStart(3, '0')));
  });
});

describe('证书信息上报', () => {
  let cert: { id: string; certNo: string };

  it('a suspension makes its row in the suspension’s transaction: 05, status 02, 0197, the reason', async () => {
    const enterprise = await demoEnterprise();
    cert = await freshCertificate({
      enterpriseId: enterprise.id,
      enterpriseName: enterprise.name,
      marks: 'CNAS',
    });
    await suspend(cert.id);
    const res = await get(staff, `/certificate/list?number=${cert.certNo}&pageSize=50`);
    expect(res.status).toBe(200);
    const row = res.body.result.records.find((r: { typeLabel: string }) => r.typeLabel === '暂停');
    expect(row).toMatchObject({
      kind: 'certificate',
      number: cert.certNo,
      typeCode: '05',
      eventDate: today,
      deadline: addDays(today, 5),
      overdue: false,
      reportedAt: null,
    });
    expect(row.codes).toBe('02 · 0197 · 0116');
    const summary = await get(staff, '/certificate/summary');
    expect(summary.body.result.unreported).toBeGreaterThan(0);
  });

  it('exports the regulator’s sheet: the 65 codes, the captions, then the valid rows', async () => {
    const { name, rows } = await download(`/api/xxsb/certificate/exportXls?number=${cert.certNo}`);
    expect(name).toBe('证书信息表');
    expect(rows[0]).toEqual(CNCA_CERTIFICATE_CODES);
    expect(rows[1]).toEqual(CNCA_CERTIFICATE_COLUMNS.map((c) => c.caption));
  });

  it('a row failing a rule names the column and reason and is left out of the export', async () => {
    const bare = await freshCertificate({ enterpriseName: '缺少企业档案有限公司' });
    await suspend(bare.id);
    const res = await get(staff, `/certificate/list?number=${bare.certNo}`);
    const row = res.body.result.records[0];
    expect(row.problems).toContain('第9列「获证组织注册地址所在行政区划代码」必须填写');
    const invalid = await get(staff, '/certificate/list?due=invalid&pageSize=100');
    expect(invalid.body.result.records.map((r: { id: string }) => r.id)).toContain(row.id);
    const refused = await post(staff, '/api/xxsb/certificate/report', { ids: [row.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('未通过校验');
  });

  it('上报 marks the rows in one batch: the events get reportedAt and the batch, 上报记录 has it, the file again', async () => {
    const list = await get(staff, `/certificate/list?number=${cert.certNo}`);
    const ids = list.body.result.records
      .filter((r: { problems: string[] }) => !r.problems.length)
      .map((r: { id: string }) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const res = await post(staff, '/api/xxsb/certificate/report', { ids, remark: '测试上报' });
    expect(res.status).toBe(200);
    const { batchNo, batchId, rowCount } = res.body.result;
    expect(rowCount).toBe(ids.length);
    const events = await t.database.systemTx((tx) =>
      tx.select().from(certificateEvents).where(eq(certificateEvents.certificateId, cert.id)),
    );
    for (const e of events.filter((x) => ids.includes(x.id))) {
      expect(e.reportedAt).toBeTruthy();
      expect(e.reportBatchId).toBe(batchNo);
    }
    const again = await post(staff, '/api/xxsb/certificate/report', { ids });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('所选记录已上报，请刷新后重试');

    const unreported = await get(staff, `/certificate/list?number=${cert.certNo}`);
    expect(unreported.body.result.total).toBe(0);
    const reported = await get(staff, `/certificate/list?number=${cert.certNo}&reported=1`);
    expect(reported.body.result.records[0]).toMatchObject({ batchNo, typeCode: '05' });

    const log = await get(staff, '/log/list?kind=certificate&pageSize=50');
    const batch = log.body.result.records.find((b: { id: string }) => b.id === batchId);
    expect(batch).toMatchObject({ batchNo, kind: 'certificate', rowCount: ids.length, remark: '测试上报' });
    expect(batch.reportedByName).not.toBe('');
    const { rows } = await download(`/api/xxsb/log/download?id=${batchId}`);
    expect(rows[0]).toEqual(CNCA_CERTIFICATE_CODES);
    const sheetRow = Object.fromEntries(CNCA_CERTIFICATE_CODES.map((c, i) => [c, rows[2]![i] ?? '']));
    expect(sheetRow).toMatchObject({
      CERT_NUMBER: cert.certNo,
      REPORT_TYPE: '05',
      CERTI_STATUS: '02',
      PAUSE_CAUSE: '0116',
      CHG_TYP_CODE: '0197',
    });
    // The reported row is a snapshot: it stays as it was in its batch.
    const [snapshot] = await t.database.systemTx((tx) =>
      tx.select().from(reportBatchRows).where(eq(reportBatchRows.sourceId, ids[0])),
    );
    expect(snapshot!.values.CERT_NUMBER).toBe(cert.certNo);
  });
});

describe('审核计划上报 and 审核结果上报', () => {
  it('lists approved plans with their deadline (the day before the first audit day) and exports the 2021 layout', async () => {
    const res = await get(staff, '/plan/list?reported=1&pageSize=5');
    expect(res.status).toBe(200);
    const open = await get(staff, '/plan/list?pageSize=5');
    expect(open.status).toBe(200);
    for (const r of open.body.result.records) {
      expect(r.deadline < r.eventDate).toBe(true);
      expect(r.number).toMatch(/^R0\d{5}/);
    }
    const { rows } = await download('/api/xxsb/plan/exportXls');
    expect(rows[0]).toEqual(CNCA_PLAN_COLUMNS.map((c) => c.code));
  });

  it('lists team rows of finished audits', async () => {
    const res = await get(staff, '/result/list?pageSize=5');
    expect(res.status).toBe(200);
    const summary = await get(staff, '/result/summary');
    expect(summary.status).toBe(200);
  });
});

/**
 * The 未上报 lists in their default order are paged in SQL (unreported-page.ts); the computed path
 * (every row computed, then sorted and paged in memory) serves the other orders and the 期限 filters.
 * Both must show the same rows in the same order with the same total, page after page.
 */
describe('the 未上报 lists paged in SQL', () => {
  type Row = { id: string; eventDate: string; deadline: string; problems: string[]; overdue: boolean };
  const kinds = ['plan', 'certificate', 'result'] as const;

  /** Every unreported row computed, in the list's order (event date, then id the other way). */
  async function computed(kind: (typeof kinds)[number], f: Partial<ReportRowFilters>, dir: 1 | -1) {
    const body = await certificationBody(t.database, 1);
    const rows = await t.database.tenantRead({ tenantId: 1, userId: null }, async (tx) => {
      const ctx = await reportContext(tx, 1, body.name, new Date());
      return unreportedRows(tx, ctx, kind, { ...ALL_UNREPORTED, ...f });
    });
    rows.sort((a, b) =>
      a.eventDate < b.eventDate ? -dir : a.eventDate > b.eventDate ? dir : a.id < b.id ? dir : -dir,
    );
    return rows;
  }

  /** Every page of the list through the API, `size` rows a page. */
  async function pages(kind: string, query: string, size: number) {
    const first = (await get(staff, `/${kind}/list?pageSize=${size}${query}`)).body.result;
    const rows: Row[] = [...first.records];
    for (let n = 2; n <= first.pages; n++)
      rows.push(
        ...(await get(staff, `/${kind}/list?pageSize=${size}&pageNo=${n}${query}`)).body.result.records,
      );
    return { total: first.total as number, rows };
  }

  for (const kind of kinds)
    it(`${kind}: every page, newest or oldest first, is the computed list's, with its total`, async () => {
      const all = await computed(kind, {}, -1);
      expect(all.length, 'the demo has unreported rows of every kind').toBeGreaterThan(3);
      const newest = await pages(kind, '', 3);
      expect(newest.total).toBe(all.length);
      expect(newest.rows.map((r) => r.id)).toEqual(all.map((r) => r.id));
      expect(newest.rows.map((r) => [r.deadline, r.overdue, r.problems])).toEqual(
        all.map((r) => [r.deadline, r.overdue, r.problems]),
      );
      const oldest = await pages(kind, '&column=eventDate&order=asc', 4);
      expect(oldest.rows.map((r) => r.id)).toEqual((await computed(kind, {}, 1)).map((r) => r.id));
    });

  it('the summary counts in SQL what the computed rows show: unreported, overdue, failing a rule', async () => {
    for (const kind of kinds)
      for (const f of [{}, { standardCode: 'Q' }] as Partial<ReportRowFilters>[]) {
        const all = await computed(kind, f, -1);
        const query = f.standardCode ? `?standardCode=${f.standardCode}` : '';
        const summary = (await get(staff, `/${kind}/summary${query}`)).body.result;
        expect(summary, `${kind} ${query}`).toEqual({
          unreported: all.length,
          overdue: all.filter((r) => r.overdue).length,
          invalid: all.filter((r) => r.problems.length > 0).length,
        });
      }
  });

  it('filters by month, standard, branch and number as the computed list does', async () => {
    for (const kind of kinds) {
      const all = await computed(kind, {}, -1);
      const sample = all[Math.floor(all.length / 2)]!;
      const filters: Partial<ReportRowFilters>[] = [
        { month: sample.eventDate.slice(0, 7) },
        { standardCode: 'Q' },
        ...(kind === 'certificate' ? [] : [{ branchCode: sample.branchCode || '01' }]),
        ...(kind === 'result' ? [] : [{ number: sample.number.slice(-6) }]),
      ];
      for (const f of filters) {
        const query = Object.entries(f)
          .map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`)
          .join('');
        const expected = await computed(kind, f, -1);
        const got = await pages(kind, query, 5);
        expect(
          got.rows.map((r) => r.id),
          `${kind} ${query}`,
        ).toEqual(expected.map((r) => r.id));
        expect(got.total, `${kind} ${query}`).toBe(expected.length);
      }
    }
  });
});

describe('审核结果上报’s stored marks', () => {
  /** The marks, and the records' unreported team rows, as `<project>:<member>` sets. */
  async function marksAndRecords() {
    return t.database.tenantRead({ tenantId: 1, userId: null }, async (tx) => {
      const marks = await tx
        .select({ projectId: reportResultMarks.projectId, memberId: reportResultMarks.memberId })
        .from(reportResultMarks);
      const live = await liveResultRows(
        tx
          .select({ id: sql<string>`${resultSourceId}` })
          .from(auditPlansForReportView)
          .$dynamic(),
        1,
      );
      return {
        marks: marks.map((m) => `${m.projectId}:${m.memberId}`).sort(),
        records: live.map((r) => r.id).sort(),
      };
    });
  }

  it('are the records’ unreported team rows; 上报 removes its rows’ marks in its transaction', async () => {
    const before = await marksAndRecords();
    expect(before.marks.length).toBeGreaterThan(0);
    expect(before.marks).toEqual(before.records);
    const list = (await get(staff, '/result/list?pageSize=2')).body.result;
    const valid = list.records.filter((r: { problems: string[] }) => r.problems.length === 0);
    const id = (valid[0] ?? list.records[0]).id as string;
    const res = await post(staff, '/api/xxsb/result/report', { ids: [id] });
    if (res.status === 200) {
      const after = await marksAndRecords();
      expect(after.marks).not.toContain(id);
      expect(after.marks).toEqual(after.records);
      expect(after.marks.length).toBe(before.marks.length - 1);
    } else expect(res.status).toBe(409);
  });

  it('an audit finished marks its team rows in the finishing transaction (the hook)', async () => {
    const { marks } = await marksAndRecords();
    const [projectId] = marks[0]!.split(':');
    // The project's marks dropped, then computed again as the finish's hook does.
    await t.database.tenantTx({ tenantId: 1, userId: null }, async (tx) => {
      await tx.delete(reportResultMarks).where(eq(reportResultMarks.projectId, projectId!));
      await refreshProjectMarks(tx, 1, [projectId!]);
    });
    expect((await marksAndRecords()).marks).toEqual(marks);
  });

  it('a plan’s team changed after its audit: its rows follow in that transaction (audit-programmes’ onPlanChanged)', async () => {
    const admin = await t.login('admin');
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.call(admin, { method, url: `/api${url}`, payload });
    const { marks } = await marksAndRecords();
    // A finished audit whose approved plan has a leader and a member in its rows.
    let target: { plan: { id: string; version: number; team: TeamMember[] }; memberId: string } | null = null;
    for (const mark of marks) {
      const [projectId, memberId] = mark.split(':') as [string, string];
      const [row] = await t.database.systemTx((tx) =>
        tx
          .select({ planId: auditProjectsView.planId })
          .from(auditProjectsView)
          .where(eq(auditProjectsView.id, projectId)),
      );
      const plan = (await call('GET', `/shfa/planAssign/queryById?id=${row!.planId}`)).body.result;
      const member = plan.team.find((m: TeamMember) => m.id === memberId);
      if (plan.status === 3 && member?.role === 2 && plan.team.length > 1) {
        target = { plan, memberId };
        break;
      }
    }
    expect(target).not.toBeNull();
    const { plan, memberId } = target!;
    const res = await call('PUT', '/shfa/planAssign/team', {
      id: plan.id,
      version: plan.version,
      reason: '审核组成员调整（审核后更正）',
      members: plan.team
        .filter((m) => m.id !== memberId)
        .map((m) => ({
          auditorId: m.auditorId,
          role: m.role,
          scheme: m.scheme,
          codes: m.codes,
          days: m.days,
        })),
    });
    expect(res.status).toBe(200);
    // No refresh job ran: the marks are the records' again, the removed member's row is gone.
    const after = await marksAndRecords();
    expect(after.marks).toEqual(after.records);
    expect(after.marks.some((m) => m.endsWith(`:${memberId}`))).toBe(false);
    const list = (await get(staff, '/result/list?pageSize=100')).body.result.records as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(marks.find((m) => m.endsWith(`:${memberId}`)));
  });

  it('ids that are not the lists’ are refused with the reason', async () => {
    const res = await post(staff, '/api/xxsb/result/report', { ids: ['not-a-row'] });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('不存在或已上报');
  });
});

describe('期限待办', () => {
  type Due = { kind: string; title: string; subject: string; deadline: string; late: boolean };
  type ListRow = {
    id: string;
    enterpriseName: string;
    eventDate: string;
    deadline: string;
    overdue: boolean;
  };
  const dueItems = async () =>
    (await t.call(staff, { method: 'GET', url: '/api/sys/lifecycle/due' })).body.result.items as Due[];

  it('names each unreported plan by its deadline, late once past it; a reported plan leaves the list', async () => {
    const rows = (await get(staff, '/plan/list?pageSize=100')).body.result.records as ListRow[];
    const late = rows.filter((r) => r.overdue);
    expect(late.length).toBeGreaterThan(0);
    const plans = (await dueItems()).filter((i) => i.kind === 'planReport');
    const latePlans = plans.filter((i) => i.late);
    expect(latePlans).toHaveLength(late.length);
    for (const row of late)
      expect(latePlans.map((i) => [i.deadline, i.subject.includes(row.enterpriseName)])).toContainEqual([
        row.deadline,
        true,
      ]);
    // 上报 of one of them: its item is gone in the same moment.
    const res = await post(staff, '/api/xxsb/plan/report', { ids: [late[0]!.id] });
    expect(res.status).toBe(200);
    expect((await dueItems()).filter((i) => i.kind === 'planReport' && i.late)).toHaveLength(late.length - 1);
  });

  it('counts each month’s unreported team rows, due by the 10th of the next month', async () => {
    const rows = (await get(staff, '/result/list?pageSize=100')).body.result.records as ListRow[];
    const overdueMonths = new Map<string, number>();
    for (const r of rows.filter((x) => x.overdue))
      overdueMonths.set(r.eventDate.slice(0, 7), (overdueMonths.get(r.eventDate.slice(0, 7)) ?? 0) + 1);
    expect(overdueMonths.size).toBeGreaterThan(0);
    const items = (await dueItems()).filter((i) => i.kind === 'resultReport' && i.late);
    for (const [month, n] of overdueMonths) {
      const label = `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
      expect(items).toContainEqual(
        expect.objectContaining({
          title: `${label}审核结果上报`,
          subject: `${label}尚有${n}条审核组成员信息（审核结果）未上报`,
        }),
      );
    }
  });
});

describe('access', () => {
  it('needs a sign-in and the area’s codes', async () => {
    expect((await get(null, '/certificate/list')).status).toBe(401);
    expect((await get(enterpriseUser, '/certificate/list')).status).toBe(403);
    expect((await post(enterpriseUser, '/api/xxsb/certificate/report', { ids: ['x'] })).status).toBe(403);
  });
  it('keeps tenants apart: another body sees none of these rows or batches and cannot report them', async () => {
    const row = (await get(staff, '/certificate/list')).body.result.records[0];
    const batch = (await get(staff, '/log/list')).body.result.records[0];
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家认证机构',
          adminUsername: 'xxsbadmin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('xxsbadmin2', 'OtherPass123');
    expect((await get(other, '/certificate/list')).body.result.total).toBe(0);
    expect((await get(other, '/certificate/list?reported=1')).body.result.total).toBe(0);
    expect((await get(other, '/log/list')).body.result.total).toBe(0);
    expect((await get(other, `/log/download?id=${batch.id}`)).status).toBe(404);
    const stolen = await post(other, '/api/xxsb/certificate/report', { ids: [row.id] });
    expect(stolen.status).toBe(409);
    expect(stolen.body.message).toBe('所选记录不存在或已上报，请刷新后重试');
  });

  it('refuses an empty 上报 with its reason', async () => {
    const res = await post(staff, '/api/xxsb/certificate/report', { ids: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('请选择要上报的记录');
  });
});
