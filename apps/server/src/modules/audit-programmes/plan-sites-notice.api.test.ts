/**
 * Issue 31 item 12: a plan generated for a contract item starts with the sites the contract review
 * confirmed for it (not an empty list the planner retypes), and the audit notice PDF names the
 * issuing body, the notice's date and the programme's scope — read back with pdftotext.
 */
import { addDays, CONTRACT_STATUS, calendarDateOf } from '@cb/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { contractItems, contracts } from '../contract-review/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { generateProgrammesForContract } from './programme-cycle.ts';
import { auditProgrammes } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;

const today = calendarDateOf(new Date());
const base = addDays(today, 42);
// A Tuesday about six weeks ahead, away from the demo leave.
const d1 = addDays(base, (9 - new Date(`${base}T00:00:00Z`).getUTCDay()) % 7);

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  staff = await t.login('staff');
});
afterAll(() => t.close());

/** The plan the programme's stage-1 row was put on by createProjects. */
async function stage1PlanOf(programmeId: string) {
  const made = await call(admin, 'POST', '/shfa/scheme/createProjects', { programmeId, asOf: today });
  expect(made.status).toBe(200);
  expect(made.body.result).toEqual({ projects: 1, plans: 1 });
  const detail = await call(admin, 'GET', `/shfa/scheme/queryById?id=${programmeId}`);
  const row = detail.body.result.rows.find((r: { stage: number }) => r.stage === 1);
  const plan = await call(admin, 'GET', `/shfa/planAssign/queryById?id=${row.planId}`);
  expect(plan.status).toBe(200);
  return plan.body.result as {
    id: string;
    version: number;
    sites: { name: string; address: string; siteType: number }[];
  };
}

describe('a plan for a contract item', () => {
  it('starts with the sites confirmed in the contract review, each once, the central function first', async () => {
    // A demo contract awaiting approval: the reviewer confirmed three sites on its first item.
    const { contractId, itemId } = await t.database.systemTx(async (tx) => {
      const [c] = await tx
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.tenantId, 1), eq(contracts.status, CONTRACT_STATUS.awaitingApproval)))
        .limit(1);
      const items = await tx
        .select({ id: contractItems.id })
        .from(contractItems)
        .where(eq(contractItems.contractId, c!.id));
      await tx
        .update(contractItems)
        .set({
          sites: [
            { name: '二号厂区', address: '苏州市吴中区宝带西路2号', headcount: 40, central: false },
            { name: '总部', address: '苏州市工业园区星湖街1号', headcount: 80, central: true },
            { name: '二号厂区', address: '苏州市吴中区宝带西路2号', headcount: 40, central: false },
          ],
        })
        .where(eq(contractItems.id, items[0]!.id));
      return { contractId: c!.id, itemId: items[0]!.id };
    });
    // What approving the contract runs (audit-programmes/area.ts: onContractApproved).
    const programmeId = await t.database.systemTx(async (tx) => {
      await generateProgrammesForContract(tx, 1, null, contractId, today);
      const [p] = await tx
        .select({ id: auditProgrammes.id })
        .from(auditProgrammes)
        .where(eq(auditProgrammes.contractItemId, itemId));
      return p!.id;
    });
    const plan = await stage1PlanOf(programmeId);
    expect(plan.sites.map(({ name, address, siteType }) => ({ name, address, siteType }))).toEqual([
      { name: '总部', address: '苏州市工业园区星湖街1号', siteType: 1 },
      { name: '二号厂区', address: '苏州市吴中区宝带西路2号', siteType: 1 },
    ]);
  });

  it('a programme typed in by hand (no contract item) gives a plan without sites', async () => {
    const [enterprise] = await t.database.systemTx((tx) =>
      tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.tenantId, 1)).limit(1),
    );
    const p = await call(admin, 'POST', '/shfa/scheme/add', {
      enterpriseId: enterprise!.id,
      contractNo: `HT-SITES-${Math.random().toString(36).slice(2, 8)}`,
      scheme: 'QMS',
      codes: ['19.05.01'],
      approvedOn: today,
      stage1Days: 1,
      stage2Days: 2,
      surveillanceDays: 1,
      recertificationDays: 2,
    });
    expect(p.status).toBe(200);
    expect((await stage1PlanOf(p.body.result.id)).sites).toEqual([]);
  });
});

describe('the audit notice PDF', () => {
  it('names the issuing body, the notice date and the programme’s scope', async () => {
    const [enterprise] = await t.database.systemTx((tx) =>
      tx
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.tenantId, 1))
        .orderBy(enterprises.code)
        .offset(2)
        .limit(1),
    );
    const scope = '精密机械零部件的设计和生产';
    const p = await call(admin, 'POST', '/shfa/scheme/add', {
      enterpriseId: enterprise!.id,
      contractNo: `HT-NOTICE-${Math.random().toString(36).slice(2, 8)}`,
      scheme: 'QMS',
      standardName: '质量管理体系',
      scopeText: scope,
      codes: ['19.05.01'],
      approvedOn: today,
      stage1Days: 1,
      stage2Days: 2,
      surveillanceDays: 1,
      recertificationDays: 2,
    });
    expect(p.status).toBe(200);
    const plan = await stage1PlanOf(p.body.result.id);
    const edited = await call(admin, 'PUT', '/shfa/planAssign/edit', {
      id: plan.id,
      version: plan.version,
      method: 1,
      schedule: [{ date: d1, period: 3 }],
      sites: [{ name: '总部', address: '上海市浦东新区' }],
    });
    expect(edited.status).toBe(200);
    const cands = (await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: plan.id })).body.result
      .candidates as {
      auditorId: string;
      eligible: boolean;
      leaderEligible: boolean;
      coveredCodes: string[];
    }[];
    const lead = cands.find((c) => c.eligible && c.leaderEligible && c.coveredCodes.includes('19.05.01'))!;
    const team = await call(admin, 'PUT', '/shfa/planAssign/team', {
      id: plan.id,
      version: edited.body.result.version,
      members: [{ auditorId: lead.auditorId, role: 1, scheme: 'QMS', codes: ['19.05.01'] }],
    });
    expect(team.status).toBe(200);
    const sub = await call(admin, 'POST', '/shfa/planAssign/submit', {
      id: plan.id,
      version: team.body.result.version,
    });
    expect(sub.status).toBe(200);
    const approved = await call(staff, 'POST', '/shfa/planAssign/approve', {
      id: plan.id,
      version: sub.body.result.version,
    });
    expect(approved.body.result?.status).toBe(3);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shfa/planAssign/noticePdf?id=${plan.id}`,
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    const pdf = await inspectPdf(res.rawPayload);
    const [body] = await t.database.systemTx((tx) =>
      tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, 1)),
    );
    expect(body!.name).not.toBe('');
    // pdftotext -layout may put spaces between label and value; compare without them.
    const text = pdf.text.replace(/\s+/g, '');
    expect(text).toContain(`发出机构${body!.name.replace(/\s+/g, '')}`);
    expect(text).toContain(`通知日期${today}`);
    expect(text).toContain(`质量管理体系认证范围：${scope}`);
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true);
  });
});
