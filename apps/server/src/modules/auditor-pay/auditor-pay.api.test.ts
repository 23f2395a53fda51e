import { addDays, auditorBody, calendarDateOf } from '@cb/domain';
import { labourTax } from '@cb/domain/auditor-pay';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { auditPlans, auditProgrammes, auditProjects, planTeamMembers } from '../audit-programmes/schema.ts';
import { auditorQualifications, auditors } from '../auditors/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { labourCostsByClientContractMonth } from './door.ts';
import { generatePlanFees } from './generation.ts';
import { labourFeePayments, labourFees } from './schema.ts';

let t: TestContext;
let admin: string;
let finance: string;
let auditorUser: string;
let enterpriseUser: string;
let leaderId: string;
let memberId: string;
let enterpriseId: string;

const today = calendarDateOf(new Date());
const yesterday = addDays(today, -1);
const month = today.slice(0, 7);

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

/** A remote plan (no check-in needed) of two standards led by the demo auditor, or an off-site stage 1. */
async function plan(stage1 = false) {
  return t.database.systemTx(async (tx) => {
    const [plan] = await tx
      .insert(auditPlans)
      .values({
        tenantId: 1,
        planNo: `LF${Math.random().toString(36).slice(2, 10)}`,
        enterpriseId,
        status: 3,
        method: stage1 ? 0 : 2,
        startDate: yesterday,
        endDate: today,
      })
      .returning({ id: auditPlans.id });
    const halfDays = [`${yesterday}:1`, `${yesterday}:2`, `${today}:1`, `${today}:2`];
    await tx.insert(planTeamMembers).values([
      { tenantId: 1, planId: plan!.id, auditorId: leaderId, role: 1, scheme: 'QMS', halfDays },
      { tenantId: 1, planId: plan!.id, auditorId: memberId, role: 2, scheme: 'QMS', halfDays, sortNo: 1 },
    ]);
    const ids: string[] = [];
    const standards = [
      ['QMS', '质量管理体系'],
      ['EMS', '环境管理体系'],
    ] as const;
    for (const [scheme, standardName] of stage1 ? standards.slice(0, 1) : standards) {
      const [programme] = await tx
        .insert(auditProgrammes)
        .values({
          tenantId: 1,
          enterpriseId,
          scheme,
          standardName,
          contractNo: stage1 ? 'HT-LF-S1' : 'HT-LF-1',
          ruleSetId: 'ISO17021-1:2015',
        })
        .returning({ id: auditProgrammes.id });
      const [row] = await tx
        .insert(auditProjects)
        .values({
          tenantId: 1,
          programmeId: programme!.id,
          enterpriseId,
          planId: plan!.id,
          auditType: stage1 ? 1 : 2,
          stage: stage1 ? 1 : null,
          scheme,
          dueFrom: yesterday,
          dueTo: addDays(today, 30),
        })
        .returning({ id: auditProjects.id });
      ids.push(row!.id);
    }
    return { planId: plan!.id, ids };
  });
}

async function finish(projectId: string) {
  for (const kind of [1, 2])
    expect(
      (
        await call(auditorUser, 'POST', '/shxm/project/meeting', {
          projectId,
          kind,
          heldOn: kind === 1 ? yesterday : today,
          attendees: [{ name: '李总', position: '总经理' }],
        })
      ).status,
    ).toBe(200);
  const detail = (await call(auditorUser, 'GET', `/shxm/project/queryById?id=${projectId}`)).body.result;
  const res = await call(auditorUser, 'POST', '/shxm/project/finish', {
    projectId,
    version: detail.version,
    lastOnsiteDay: today,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const planFees = (planId: string) =>
  t.database.systemTx((tx) => tx.select().from(labourFees).where(eq(labourFees.planId, planId)));

beforeAll(async () => {
  t = await createTestContext();
  [admin, finance, auditorUser, enterpriseUser] = await Promise.all([
    t.login('admin'),
    t.login('finance'),
    t.login('auditor'),
    t.login('enterprise'),
  ]);
  await t.database.systemTx(async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'auditor'));
    const [me] = await tx.select({ id: auditors.id }).from(auditors).where(eq(auditors.userId, u!.id));
    leaderId = me!.id;
    const [other] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .where(
        and(eq(auditors.tenantId, 1), sql`${auditors.id} <> ${leaderId}`, sql`${auditors.userId} is null`),
      )
      .limit(1);
    memberId = other!.id;
    const [e] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.tenantId, 1))
      .limit(1);
    enterpriseId = e!.id;
    // Leader: auditor in QMS, senior in EMS (senior in all); member: auditor in QMS, provisional in EMS.
    for (const [auditorId, scheme, level] of [
      [leaderId, 'QMS', '02'],
      [leaderId, 'EMS', '01'],
      [memberId, 'QMS', '02'],
      [memberId, 'EMS', '03'],
    ] as const) {
      await tx
        .insert(auditorQualifications)
        .values({
          tenantId: 1,
          auditorId,
          scheme,
          level,
          registrationNo: `R-${scheme}-${level}-${auditorId.slice(-6)}`,
          validFrom: '2020-01-01',
          validTo: '2099-12-31',
        } as never)
        .onConflictDoUpdate({
          target: [
            auditorQualifications.tenantId,
            auditorQualifications.auditorId,
            auditorQualifications.scheme,
          ],
          set: { level },
        });
    }
  });
});
afterAll(() => t.close());

describe('calculator and tax', () => {
  it('computes a team from the tariff in force, every factor named', async () => {
    const res = await call(admin, 'POST', '/labour/fee/calculate', {
      auditType: 4,
      standards: 2,
      members: [
        { role: 'leader', qualification: 'senior', holdsCode: true, witness: false, halfDays: 5 },
        { role: 'expert', qualification: 'expert', holdsCode: false, witness: false, halfDays: 4 },
      ],
    });
    expect(res.status).toBe(200);
    // leader: 280 + 30 + 30 + 10 = 350 × 2.5 = 875 + report 200 + 50 = 1125; expert 200 × 2 = 400.
    expect(res.body.result).toMatchObject({
      total: '1525.00',
      tariffVersion: 1,
      members: [
        { dayRate: '350.00', days: 2.5, reportFee: '250.00', total: '1125.00' },
        { dayRate: '200.00', days: 2, reportFee: '0.00', total: '400.00' },
      ],
    });
    expect(res.body.result.members[0].factors).toContain('高级审核员 +10.00');
  });

  it('refuses bad input naming the field', async () => {
    const bad = await call(admin, 'POST', '/labour/fee/calculate', {
      auditType: 25,
      standards: 1,
      members: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('审核类型(auditType)');
    const badRole = await call(admin, 'POST', '/labour/fee/calculate', {
      auditType: 2,
      standards: 1,
      members: [{ role: 'boss', qualification: 'auditor', holdsCode: false, witness: false, halfDays: 2 }],
    });
    expect(badRole.body.message).toContain('role');
  });

  it('withholds tax on labour remuneration', async () => {
    const a = await call(admin, 'POST', '/labour/tax/calculate', { income: '4000' });
    expect(a.body.result).toEqual({ taxable: '3200.00', rate: 0.2, quickDeduction: '0.00', tax: '640.00' });
    const b = await call(admin, 'POST', '/labour/tax/calculate', { income: '62500.02' });
    expect(b.body.result).toMatchObject({
      taxable: '50000.02',
      rate: 0.4,
      quickDeduction: '7000.00',
      tax: '13000.01',
    });
    expect((await call(admin, 'POST', '/labour/tax/calculate', { income: '1.234' })).status).toBe(400);
  });
});

describe('fees computed when a plan is completed', () => {
  let planId: string;
  it('writes nothing until the last project of the plan is finished, then a row per member × standard', async () => {
    const p = await plan();
    planId = p.planId;
    await finish(p.ids[0]!);
    expect(await planFees(planId)).toHaveLength(0);
    await finish(p.ids[1]!);
    const rows = await planFees(planId);
    expect(rows).toHaveLength(4);
    const of = (auditorId: string) => rows.filter((r) => r.auditorId === auditorId);
    // Leader senior in all: (280 + 30 + 10) × 2 + 150 = 790, shared over two standards.
    expect(of(leaderId).map((r) => r.amount)).toEqual([39500, 39500]);
    expect(of(leaderId)[0]!.factors).toEqual(
      expect.arrayContaining(['高级审核员 +10.00', '按 2 个标准分摊：2 分之 1']),
    );
    // Member: QMS (220 + 30) × 2 = 500, EMS provisional 0; each standard's fee shared.
    expect(of(memberId).reduce((s, r) => s + r.amount, 0)).toBe(25000);
    expect(rows.every((r) => r.status === 1 && r.tariffVersion === 1 && r.workMonth === month)).toBe(true);
    // Idempotent: computing again adds nothing.
    expect(await t.database.systemTx((tx) => generatePlanFees(tx, 1, planId, null))).toBe(0);
  });

  it('a stage 1 off site is complete when its conclusion is in: the leader’s report fee, 0 days', async () => {
    const p = await plan(true);
    const boundary = '----cbs1';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploaded = await t.call(auditorUser, {
      method: 'POST',
      url: `/api/shxm/onsiteFile/files/${p.ids[0]}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nshxm_stage1_report\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s1.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const d = (await call(auditorUser, 'GET', `/shxm/project/queryById?id=${p.ids[0]}`)).body.result;
    const concluded = await call(auditorUser, 'POST', '/shxm/project/stage1', {
      projectId: p.ids[0],
      version: d.version,
      conclusion: 1,
    });
    expect(concluded.status, JSON.stringify(concluded.body)).toBe(200);
    const rows = await planFees(p.planId);
    expect(rows.map((r) => [r.role, r.days10, r.amount]).sort()).toEqual([
      ['leader', 0, 20000],
      ['member', 0, 0],
    ]);
    expect(rows.find((r) => r.role === 'leader')!.factors).toContain('一阶段非现场不计人天');
  });

  it('the door sums labour per client, contract and month', async () => {
    const sums = await t.database.systemTx((tx) =>
      labourCostsByClientContractMonth(tx, 1, {
        fromMonth: month,
        toMonth: month,
        enterpriseIds: [enterpriseId],
      }),
    );
    const row = sums.find((s) => s.contractNo === 'HT-LF-1');
    expect(row).toMatchObject({ month, labourFen: 79000 + 25000, labour: '1040.00' });
  });

  it('the auditor sees only their own fees, confirms one and queries another; others are 404', async () => {
    const mine = await call(auditorUser, 'GET', `/auditorZone/fee/list?pageSize=100&workMonth=${month}`);
    expect(mine.status).toBe(200);
    const records = mine.body.result.records as { id: string; version: number; auditorId: string }[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.auditorId === leaderId)).toBe(true);
    const [own] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(labourFees)
        .where(and(eq(labourFees.planId, planId), eq(labourFees.auditorId, leaderId))),
    );
    const confirmed = await call(auditorUser, 'POST', '/auditorZone/fee/confirm', {
      id: own!.id,
      version: own!.version,
    });
    expect(confirmed.status).toBe(200);
    const again = await call(auditorUser, 'POST', '/auditorZone/fee/confirm', {
      id: own!.id,
      version: confirmed.body.result.version,
    });
    expect(again.body.message).toBe('该劳务费已确认');
    const [theirs] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(labourFees)
        .where(and(eq(labourFees.planId, planId), eq(labourFees.auditorId, memberId))),
    );
    const other = await call(auditorUser, 'POST', '/auditorZone/fee/query', {
      id: theirs!.id,
      version: theirs!.version,
      reason: '?',
    });
    expect(other.status).toBe(404);
    // The auditor is refused every finance endpoint; so is the enterprise.
    for (const token of [auditorUser, enterpriseUser]) {
      expect((await call(token, 'GET', '/cwgl/labourFee/list')).status).toBe(403);
      expect((await call(token, 'GET', '/labour/fee/list')).status).toBe(403);
      expect(
        (await call(token, 'POST', '/cwgl/labourFee/audit', { auditorId: leaderId, month })).status,
      ).toBe(403);
      expect((await call(token, 'GET', '/cwgl/salary/list')).status).toBe(403);
    }
    expect((await call(enterpriseUser, 'GET', '/auditorZone/fee/list')).status).toBe(403);
  });

  it('finance approves and pays the month as one payment with tax; a paid row cannot change', async () => {
    const list = await call(finance, 'GET', `/cwgl/labourFee/list?month=${month}&pageSize=100`);
    expect(list.status).toBe(200);
    const group = list.body.result.records.find((r: { auditorId: string }) => r.auditorId === leaderId);
    expect(group.submitted).toBeGreaterThan(0);
    const early = await call(finance, 'POST', '/cwgl/labourFee/pay', {
      auditorId: leaderId,
      month,
      paidDate: today,
      paidRef: 'P1',
    });
    expect(early.body.message).toBe('该审核员当月还有未审核的劳务费，请先审核');
    const approved = await call(finance, 'POST', '/cwgl/labourFee/audit', { auditorId: leaderId, month });
    expect(approved.status).toBe(200);
    // The auditor queries a row: it cannot be paid until finance has dealt with it (here: sent back).
    const [queried] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(labourFees)
        .where(
          and(eq(labourFees.auditorId, leaderId), eq(labourFees.workMonth, month), eq(labourFees.answer, 0)),
        ),
    );
    const asked = await call(auditorUser, 'POST', '/auditorZone/fee/query', {
      id: queried!.id,
      version: queried!.version,
      reason: '人天不对',
    });
    expect(asked.status).toBe(200);
    const blocked = await call(finance, 'POST', '/cwgl/labourFee/pay', {
      auditorId: leaderId,
      month,
      paidDate: today,
      paidRef: 'P1',
    });
    expect(blocked.body.message).toBe('审核员对其中的劳务费有疑问，请先处理');
    for (const q of await t.database.systemTx((tx) =>
      tx
        .select()
        .from(labourFees)
        .where(
          and(eq(labourFees.auditorId, leaderId), eq(labourFees.workMonth, month), eq(labourFees.answer, 2)),
        ),
    ))
      expect(
        (
          await call(finance, 'POST', '/cwgl/labourFee/reject', {
            id: q.id,
            version: q.version,
            reason: '核对人天',
          })
        ).status,
      ).toBe(200);
    const paid = await call(finance, 'POST', '/cwgl/labourFee/pay', {
      auditorId: leaderId,
      month,
      paidDate: today,
      paidRef: 'P1',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = (
      await call(finance, 'GET', `/cwgl/labourFee/list?month=${month}&auditorName=&pageSize=100`)
    ).body.result.records.find((r: { auditorId: string }) => r.auditorId === leaderId);
    expect(after.paid).toBe(after.rows);
    expect(after.paidRef).toBe('P1');
    const fees = await call(finance, 'GET', `/cwgl/labourFee/fees?auditorId=${leaderId}&month=${month}`);
    const row = fees.body.result.find((f: { status: number }) => f.status === 3);
    expect(row.paidRef).toBe('P1');
    const reject = await call(admin, 'POST', '/cwgl/labourFee/reject', {
      id: row.id,
      version: row.version,
      reason: 'x',
    });
    expect(reject.body.message).toBe('劳务费已发放，不能再修改');
  });

  it('fees paid in the same calendar month are one payment: the second is taxed on the total', async () => {
    // Everything paid to the leader this calendar month so far (the demo payment and P1 above).
    const [before] = await t.database.systemTx((tx) =>
      tx
        .select({ gross: sql<string>`coalesce(sum(gross), 0)`, tax: sql<string>`coalesce(sum(tax), 0)` })
        .from(labourFeePayments)
        .where(and(eq(labourFeePayments.auditorId, leaderId), eq(labourFeePayments.payMonth, month))),
    );
    const earlier = '2025-01';
    const added = await call(admin, 'POST', '/labour/fee/add', {
      auditorId: leaderId,
      workDate: `${earlier}-10`,
      standard: '质量管理体系',
      auditType: 8,
      standards: 1,
      role: 'leader',
      qualification: 'auditor',
      holdsCode: false,
      witness: false,
      halfDays: 40,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await call(admin, 'POST', '/labour/fee/submit', {
      id: added.body.result.id,
      version: added.body.result.version,
    });
    expect(
      (await call(finance, 'POST', '/cwgl/labourFee/audit', { auditorId: leaderId, month: earlier })).status,
    ).toBe(200);
    const groupOf = async () =>
      (
        await call(finance, 'GET', `/cwgl/labourFee/list?month=${earlier}&pageSize=100`)
      ).body.result.records.find((r: { auditorId: string }) => r.auditorId === leaderId);
    const group = await groupOf();
    // 280 × 20 days, taxed together with what was paid this month (all of it above 4,000: 80 %, 20 %).
    expect(group.total).toBe('5600.00');
    const paidFen = Number(before!.gross);
    const taxFen = (fen: number) => {
      const taxable = fen <= 400_000 ? Math.max(0, fen - 80_000) : Math.round((fen * 4) / 5);
      return Math.round(taxable / 5);
    };
    const expected = ((taxFen(paidFen + 560_000) - Number(before!.tax)) / 100).toFixed(2);
    expect(group.tax).toBe(expected);
    const paid = await call(finance, 'POST', '/cwgl/labourFee/pay', {
      auditorId: leaderId,
      month: earlier,
      paidDate: today,
      paidRef: 'P2',
    });
    expect(paid.status).toBe(200);
    expect((await groupOf()).tax).toBe(expected);
  });

  it('a hand-registered fee: computed, draft → submitted; the submitter may not approve it', async () => {
    const body = {
      auditorId: memberId,
      workDate: today,
      standard: 'GB/T 24001-2016',
      auditType: 8,
      standards: 1,
      role: 'member',
      qualification: 'auditor',
      holdsCode: true,
      witness: false,
      halfDays: 3,
      travel: '88.50',
    };
    const bad = await call(admin, 'POST', '/labour/fee/add', { ...body, travel: '1.999' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('差旅费');
    const added = await call(admin, 'POST', '/labour/fee/add', body);
    expect(added.status).toBe(200);
    const fee = (await call(admin, 'GET', `/labour/fee/queryById?id=${added.body.result.id}`)).body.result;
    expect(fee).toMatchObject({ amount: '375.00', days: 1.5, travel: '88.50', status: 0 });
    const stale = await call(admin, 'POST', '/labour/fee/submit', { id: fee.id, version: fee.version + 3 });
    expect(stale.status).toBe(409);
    const submitted = await call(admin, 'POST', '/labour/fee/submit', { id: fee.id, version: fee.version });
    expect(submitted.status).toBe(200);
    const edit = await call(admin, 'PUT', '/labour/fee/edit', {
      ...body,
      id: fee.id,
      version: submitted.body.result.version,
    });
    expect(edit.body.message).toBe('只有草稿状态的劳务费可以编辑、删除或提交');
    const own = await call(admin, 'POST', '/cwgl/labourFee/audit', { auditorId: memberId, month });
    expect(own.body.message).toBe('不能审核自己提交的劳务费');
    expect(
      (await call(finance, 'POST', '/cwgl/labourFee/audit', { auditorId: memberId, month })).status,
    ).toBe(200);
  });

  it('exports the settlement: the fees and a monthly sheet per auditor with its subtotal', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cwgl/labourFee/exportXls?month=${month}`,
      headers: { 'x-access-token': finance },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = book.worksheets.map((w) => w.name);
    expect(names.slice(0, 2)).toEqual(['劳务费结算', '劳务费明细']);
    const person = book.worksheets.find((w) => w.name.endsWith(month))!;
    const values = person.getColumn(1).values.map(String);
    expect(values).toContain('小计');
    for (const url of ['/api/labour/fee/exportXls', '/api/cwgl/salary/exportXls'])
      expect((await t.call(admin, { method: 'GET', url })).status).toBe(200);
    expect((await t.call(auditorUser, { method: 'GET', url: '/api/auditorZone/fee/exportXls' })).status).toBe(
      200,
    );
  });
});

describe('salary slips', () => {
  const upload = (token: string, book: Buffer) => {
    const boundary = '----cbslip';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slips.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      book,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.call(token, {
      method: 'POST',
      url: '/api/cwgl/salary/importExcel',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const sheet = async (rows: (string | number)[][]) => {
    const book = new ExcelJS.Workbook();
    const s = book.addWorksheet('工资条');
    s.addRow(['月份', '姓名', '基本工资', '补贴', '其他', '个税', '备注']);
    for (const r of rows) s.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer());
  };

  it('imports all rows or none, naming the bad row and column', async () => {
    const name = (
      await t.database.systemTx((tx) =>
        tx.select({ name: auditors.name }).from(auditors).where(eq(auditors.id, leaderId)),
      )
    )[0]!.name;
    const bad = await upload(
      admin,
      await sheet([
        ['2020-01', name, '5000', '200', '0', '100', ''],
        ['2020-01', '没有这个人', '5000', '', '', '', ''],
        ['2020-13', name, 'abc', '', '', '', ''],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('第4行：月份列格式应为YYYY-MM');
    const unknown = await upload(admin, await sheet([['2020-01', '没有这个人', '5000', '', '', '', '']]));
    expect(unknown.body.message).toContain('第2行：姓名列');
    expect((await call(admin, 'GET', '/cwgl/salary/list?month=2020-01')).body.result.records).toHaveLength(0);
    const good = await upload(admin, await sheet([['2020-01', name, '5000', '200', '-50', '100.5', '一月']]));
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const [slip] = (await call(admin, 'GET', '/cwgl/salary/list?month=2020-01')).body.result.records;
    expect(slip).toMatchObject({ gross: '5200.00', net: '5049.50', status: 0, source: 1 });
  });

  it('builds the month from its fees and the subsidy, sends it, and the auditor confirms their own', async () => {
    const built = await call(finance, 'POST', '/cwgl/salary/build', { month });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const sent = await call(finance, 'POST', '/cwgl/salary/send', { month });
    expect(sent.status).toBe(200);
    expect(sent.body.result.notified).toBeGreaterThan(0);
    expect((await call(finance, 'POST', '/cwgl/salary/send', { month })).body.message).toContain(
      '没有待发送的工资条',
    );
    const mine = (await call(auditorUser, 'GET', `/auditorZone/salary/list?month=${month}`)).body.result
      .records;
    expect(mine).toHaveLength(1);
    expect(mine[0].auditorId).toBe(leaderId);
    const ok = await call(auditorUser, 'POST', '/auditorZone/salary/confirm', {
      id: mine[0].id,
      version: mine[0].version,
    });
    expect(ok.status).toBe(200);
    const others = (
      await call(finance, 'GET', `/cwgl/salary/list?month=${month}`)
    ).body.result.records.filter((r: { auditorId: string }) => r.auditorId !== leaderId);
    if (others[0])
      expect(
        (
          await call(auditorUser, 'POST', '/auditorZone/salary/confirm', {
            id: others[0].id,
            version: others[0].version,
          })
        ).status,
      ).toBe(404);
    const rebuild = await call(finance, 'POST', '/cwgl/salary/build', { month });
    expect(rebuild.body.message).toContain('已发送，不能覆盖');
  });
});

describe('the tariff', () => {
  it('saves a new version; fees keep the version they were computed with', async () => {
    const current = (await call(admin, 'GET', '/labour/tariff')).body.result.current;
    const rates = Object.fromEntries(
      current.rows.map((r: { key: string; amount: string }) => [r.key, r.amount]),
    );
    const saved = await call(admin, 'POST', '/labour/tariff/save', {
      effectiveFrom: today,
      rates: { ...rates, memberDayRate: '240.00' },
      remark: '调整组员日费率',
    });
    expect(saved.body.result.versionNo).toBe(2);
    const calc = await call(admin, 'POST', '/labour/fee/calculate', {
      auditType: 8,
      standards: 1,
      members: [{ role: 'member', qualification: 'auditor', holdsCode: false, witness: false, halfDays: 2 }],
    });
    expect(calc.body.result).toMatchObject({ total: '240.00', tariffVersion: 2 });
    expect((await call(finance, 'POST', '/labour/tariff/save', { effectiveFrom: today, rates })).status).toBe(
      403,
    );
  });
});

describe('劳务费结算 paged in SQL from the groups the fee writes keep', () => {
  type Group = {
    auditorId: string;
    auditorName: string;
    month: string;
    rows: number;
    submitted: number;
    approved: number;
    paid: number;
    queried: number;
    total: string;
    travel: string;
    taxable: string;
    tax: string;
    net: string;
    paidDate: string | null;
    paidRef: string;
  };
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  const settlements = async (query = '') => {
    const res = await call(finance, 'GET', `/cwgl/labourFee/list?pageSize=100${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result as { records: Group[]; total: number };
  };
  /** Every page of `size` one after another (the count of the first page says how many). */
  const pagesOf = async (size: number, query = '') => {
    const first = (await call(finance, 'GET', `/cwgl/labourFee/list?pageSize=${size}${query}`)).body.result;
    const records: Group[] = [...first.records];
    for (let pageNo = 2; pageNo <= Math.ceil(first.total / size); pageNo++)
      records.push(
        ...(await call(finance, 'GET', `/cwgl/labourFee/list?pageSize=${size}&pageNo=${pageNo}${query}`)).body
          .result.records,
      );
    return { total: first.total as number, records };
  };

  it('a group appears when its first fee is submitted and goes when its last is sent back', async () => {
    const workMonth = '2024-03';
    const added = await call(admin, 'POST', '/labour/fee/add', {
      auditorId: memberId,
      workDate: `${workMonth}-12`,
      standard: '质量管理体系',
      auditType: 8,
      standards: 1,
      role: 'member',
      qualification: 'auditor',
      holdsCode: false,
      witness: false,
      halfDays: 4,
      travel: '35.50',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // A draft is the office's: no group yet.
    expect((await settlements(`&month=${workMonth}`)).total).toBe(0);
    const submitted = await call(admin, 'POST', '/labour/fee/submit', {
      id: added.body.result.id,
      version: added.body.result.version,
    });
    expect(submitted.status).toBe(200);
    const { records, total } = await settlements(`&month=${workMonth}`);
    expect(total).toBe(1);
    const fee = (await call(admin, 'GET', `/labour/fee/queryById?id=${added.body.result.id}`)).body.result;
    expect(records[0]).toMatchObject({
      auditorId: memberId,
      month: workMonth,
      rows: 1,
      submitted: 1,
      approved: 0,
      paid: 0,
      total: fee.amount,
      travel: '35.50',
    });
    const rejected = await call(finance, 'POST', '/cwgl/labourFee/reject', {
      id: fee.id,
      version: fee.version,
      reason: '重新核对',
    });
    expect(rejected.status).toBe(200);
    expect((await settlements(`&month=${workMonth}`)).total).toBe(0);
  });

  it('every group equals its fees counted and summed, its tax as paid today with the month’s payments', async () => {
    const { records, total } = await settlements();
    const fees = await t.database.systemTx(
      async (tx) =>
        (
          await tx.execute<{
            auditor_id: string;
            work_month: string;
            rows: number;
            submitted: number;
            approved: number;
            paid: number;
            queried: number;
            total: string;
            travel: string;
            paid_date: string | null;
            paid_ref: string;
          }>(sql`select auditor_id, work_month, count(*)::int as rows,
            count(*) filter (where status = 1)::int as submitted, count(*) filter (where status = 2)::int as approved,
            count(*) filter (where status = 3)::int as paid, count(*) filter (where answer = 2)::int as queried,
            sum(amount)::text as total, sum(travel)::text as travel, max(paid_date)::text as paid_date,
            coalesce(max(nullif(paid_ref, '')), '') as paid_ref
          from labour_fees where tenant_id = 1 and status > 0 group by auditor_id, work_month`)
        ).rows,
    );
    // The tests above approved, queried, sent back, paid and added fees: the groups followed each write.
    expect(fees.length).toBeGreaterThan(2);
    expect(total).toBe(fees.length);
    expect(records).toHaveLength(fees.length);
    const payments = await t.database.systemTx((tx) =>
      tx.select().from(labourFeePayments).where(eq(labourFeePayments.tenantId, 1)),
    );
    const payMonth = today.slice(0, 7);
    for (const g of fees) {
      const listed = records.find((r) => r.auditorId === g.auditor_id && r.month === g.work_month);
      expect(listed, `${g.auditor_id} ${g.work_month}`).toMatchObject({
        rows: g.rows,
        submitted: g.submitted,
        approved: g.approved,
        paid: g.paid,
        queried: g.queried,
        total: yuan(Number(g.total)),
        travel: yuan(Number(g.travel)),
        paidDate: g.paid_date,
        paidRef: g.paid_ref,
      });
      // Withheld on the group's payments; what is still to pay taxed with this calendar month's payments.
      const own = payments.filter((p) => p.auditorId === g.auditor_id && p.workMonth === g.work_month);
      const withheld = own.reduce((s, p) => s + p.tax, 0);
      const withheldGross = own.reduce((s, p) => s + p.gross, 0);
      let tax = withheld;
      if (g.paid < g.rows) {
        const thisMonth = payments.filter((p) => p.auditorId === g.auditor_id && p.payMonth === payMonth);
        const gross = thisMonth.reduce((s, p) => s + p.gross, 0);
        const taxed = thisMonth.reduce((s, p) => s + p.tax, 0);
        tax += Math.max(0, labourTax(gross + Number(g.total) - withheldGross).tax - taxed);
      }
      expect(listed!.tax, `${g.auditor_id} ${g.work_month}`).toBe(yuan(tax));
      expect(listed!.net).toBe(yuan(Number(g.total) - tax));
    }
  });

  it('pages in the order asked: pages of 2 are the whole list, by month, name or total either way', async () => {
    for (const order of [
      '',
      '&column=month&order=asc',
      '&column=auditorName&order=desc',
      '&column=total&order=asc',
      '&column=total&order=desc',
    ]) {
      const whole = await settlements(order);
      const paged = await pagesOf(2, order);
      expect(paged.total, order).toBe(whole.total);
      expect(
        paged.records.map((r) => `${r.auditorId}|${r.month}`),
        order,
      ).toEqual(whole.records.map((r) => `${r.auditorId}|${r.month}`));
      const months = whole.records.map((r) => r.month);
      if (order === '') expect(months).toEqual([...months].sort().reverse());
      if (order.includes('month&order=asc')) expect(months).toEqual([...months].sort());
      if (order.includes('total')) {
        const totals = whole.records.map((r) => Number(r.total));
        const sorted = [...totals].sort((a, b) => a - b);
        expect(totals).toEqual(order.endsWith('asc') ? sorted : sorted.reverse());
      }
    }
  });

  it('filters by stage and by name, counted the same way as listed', async () => {
    const { records } = await settlements();
    const cases: [string, (g: Group) => boolean][] = [
      ['&stage=1', (g) => g.submitted > 0],
      ['&stage=2', (g) => g.approved > 0],
      ['&stage=3', (g) => g.paid === g.rows],
    ];
    const name = records.find((r) => r.auditorId === leaderId)!.auditorName;
    cases.push([`&auditorName=${encodeURIComponent(name)}`, (g) => g.auditorName.includes(name)]);
    cases.push([
      `&auditorName=${encodeURIComponent(name)}&stage=3`,
      (g) => g.auditorName.includes(name) && g.paid === g.rows,
    ]);
    for (const [query, keep] of cases) {
      const expected = records.filter(keep).map((r) => `${r.auditorId}|${r.month}`);
      expect(expected.length, query).toBeGreaterThan(0);
      const paged = await pagesOf(1, query);
      expect(paged.total, query).toBe(expected.length);
      expect(
        paged.records.map((r) => `${r.auditorId}|${r.month}`),
        query,
      ).toEqual(expected);
    }
  });

  it('a renamed auditor’s groups are listed, sorted and found by the new name', async () => {
    const { records } = await settlements();
    const mine = records.filter((r) => r.auditorId === memberId);
    expect(mine.length).toBeGreaterThan(0);
    const [old] = await t.database.systemTx((tx) =>
      tx.select({ name: auditors.name }).from(auditors).where(eq(auditors.id, memberId)),
    );
    // No trigger on the auditors' table writes the groups (migration 0070 dropped 0065's): the rename
    // reaches them through the auditors' door only.
    const { rows: triggers } = await t.database.systemTx((tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_trigger where tgrelid = 'auditors'::regclass and not tgisinternal
          and tgname = 'labour_fee_groups_auditor_name'`,
      ),
    );
    expect(triggers[0]!.n).toBe(0);
    const renamed = '阿改名审核员';
    // Renamed as HR does (人员 编辑): the auditors' rename hook updates the groups in that transaction.
    const rename = async (name: string) => {
      const detail = (await call(admin, 'GET', `/rlzy/auditor/queryById?id=${memberId}`)).body.result;
      const fields = Object.fromEntries(Object.keys(auditorBody.shape).map((k) => [k, detail[k]]));
      const res = await call(admin, 'PUT', '/rlzy/auditor/edit', {
        ...fields,
        id: memberId,
        version: detail.version,
        name,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await rename(renamed);
    try {
      const found = await settlements(`&auditorName=${encodeURIComponent(renamed)}`);
      expect(found.total).toBe(mine.length);
      expect(found.records.every((r) => r.auditorId === memberId && r.auditorName === renamed)).toBe(true);
      expect(
        (await settlements(`&auditorName=${encodeURIComponent(old!.name)}`)).records.some(
          (r) => r.auditorId === memberId,
        ),
      ).toBe(false);
      // By name ascending the renamed one's groups move to where the new name sorts.
      const byName = (await settlements('&column=auditorName&order=asc')).records.map((r) => r.auditorName);
      expect(byName).toContain(renamed);
      const paged = await pagesOf(2, '&column=auditorName&order=asc');
      expect(paged.records.map((r) => r.auditorName)).toEqual(byName);
    } finally {
      await rename(old!.name);
    }
    expect((await settlements(`&auditorName=${encodeURIComponent(renamed)}`)).total).toBe(0);
  });

  it('工资条 pages month by month in the default order: pages of 1 and 2 are the whole list', async () => {
    type Slip = { id: string; month: string; auditorName: string; status: number };
    const slips = async (query: string) =>
      (await call(finance, 'GET', `/cwgl/salary/list?${query}`)).body.result as {
        records: Slip[];
        total: number;
      };
    const whole = await slips('pageSize=100');
    const months = new Set(whole.records.map((r) => r.month));
    // Pages cross from one month to the next.
    expect(months.size).toBeGreaterThan(1);
    expect(whole.records.map((r) => r.month)).toEqual(
      whole.records
        .map((r) => r.month)
        .sort()
        .reverse(),
    );
    // The same order as sorted whole in SQL (by month, then name and id).
    const sorted = await t.database.systemTx(async (tx) =>
      (
        await tx.execute<{ id: string }>(
          sql`select s.id from salary_slips s join auditors a on a.id = s.auditor_id where s.tenant_id = 1
            order by s.month desc, a.name, s.id`,
        )
      ).rows.map((r) => r.id),
    );
    expect(whole.records.map((r) => r.id)).toEqual(sorted);
    for (const [filter, keep] of [
      ['', () => true],
      ['&status=1', (r: Slip) => r.status === 1],
      [`&month=${[...months][0]}`, (r: Slip) => r.month === [...months][0]],
    ] as const) {
      const expected = whole.records.filter(keep).map((r) => r.id);
      for (const size of [1, 2]) {
        const first = await slips(`pageSize=${size}${filter}`);
        expect(first.total, filter).toBe(expected.length);
        const ids = first.records.map((r) => r.id);
        for (let pageNo = 2; pageNo <= Math.ceil(first.total / size) + 1; pageNo++)
          ids.push(...(await slips(`pageSize=${size}&pageNo=${pageNo}${filter}`)).records.map((r) => r.id));
        expect(ids, `${filter} pages of ${size}`).toEqual(expected);
      }
    }
  });

  it('劳务费登记 pages its default order (work date, creation, id; newest first): pages of 2 are the whole list', async () => {
    const page = async (query: string) =>
      (await call(admin, 'GET', `/labour/fee/list?${query}`)).body.result as {
        records: { id: string }[];
        total: number;
      };
    const sorted = await t.database.systemTx(async (tx) =>
      (
        await tx.execute<{ id: string }>(
          sql`select id from labour_fees where tenant_id = 1 order by work_date desc, created_at desc, id desc`,
        )
      ).rows.map((r) => r.id),
    );
    // Fees written by one statement share their creation time: the id decides between them.
    expect((await page('pageSize=100')).records.map((r) => r.id)).toEqual(sorted.slice(0, 100));
    const first = await page('pageSize=2');
    const ids = first.records.map((r) => r.id);
    for (let pageNo = 2; pageNo <= Math.ceil(first.total / 2); pageNo++)
      ids.push(...(await page(`pageSize=2&pageNo=${pageNo}`)).records.map((r) => r.id));
    expect(ids).toEqual(sorted);
  });

  it('劳务费登记 and 工资条 count every match, with and without the name filter', async () => {
    const [counts] = await t.database.systemTx(
      async (tx) =>
        (
          await tx.execute<{ fees: number; mine: number; slips: number; my_slips: number; name: string }>(
            sql`select (select count(*)::int from labour_fees where tenant_id = 1) as fees,
            (select count(*)::int from labour_fees f join auditors a on a.id = f.auditor_id
              where f.tenant_id = 1 and a.name ilike '%' || (select name from auditors where id = ${leaderId}) || '%') as mine,
            (select count(*)::int from salary_slips where tenant_id = 1) as slips,
            (select count(*)::int from salary_slips s join auditors a on a.id = s.auditor_id
              where s.tenant_id = 1 and a.name ilike '%' || (select name from auditors where id = ${leaderId}) || '%') as my_slips,
            (select name from auditors where id = ${leaderId}) as name`,
          )
        ).rows,
    );
    expect(counts!.fees).toBeGreaterThan(2);
    expect(counts!.mine).toBeGreaterThan(1);
    const name = encodeURIComponent(counts!.name);
    expect((await call(admin, 'GET', '/labour/fee/list?pageSize=2')).body.result.total).toBe(counts!.fees);
    expect(
      (await call(admin, 'GET', `/labour/fee/list?pageSize=1&auditorName=${name}`)).body.result.total,
    ).toBe(counts!.mine);
    expect(counts!.slips).toBeGreaterThan(1);
    expect((await call(finance, 'GET', '/cwgl/salary/list?pageSize=1')).body.result.total).toBe(
      counts!.slips,
    );
    expect(
      (await call(finance, 'GET', `/cwgl/salary/list?pageSize=1&auditorName=${name}`)).body.result.total,
    ).toBe(counts!.my_slips);
  });
});

describe('the lists’ counts', () => {
  it('labour_list_counts equals the rows of each list and month after every write above', async () => {
    const { rows } = await t.database.systemTx((tx) =>
      tx.execute<{ list: string; month: string; kept: number; counted: number }>(
        sql`with counted as (
            select tenant_id, 'fees' as list, work_month as month, count(*)::int as n from labour_fees group by 1, 3
            union all select tenant_id, 'groups', work_month, count(*)::int from labour_fee_groups group by 1, 3
            union all select tenant_id, 'slips', month, count(*)::int from salary_slips group by 1, 3)
          select coalesce(c.list, k.list) as list, coalesce(c.month, k.month) as month,
            coalesce(k.n, 0) as kept, coalesce(c.n, 0) as counted
          from counted c full join labour_list_counts k
            on k.tenant_id = c.tenant_id and k.list = c.list and k.month = c.month
          where coalesce(k.n, 0) <> coalesce(c.n, 0)`,
      ),
    );
    expect(rows).toEqual([]);
    const [row] = (
      await t.database.systemTx((tx) =>
        tx.execute<{ n: number }>(sql`select count(*)::int as n from labour_list_counts where tenant_id = 1`),
      )
    ).rows;
    expect(row!.n).toBeGreaterThan(0);
  });
});
