import type { AddressInfo } from 'node:net';
import { addDays, calendarDateOf } from '@cb/domain';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { writeSetting } from '../../platform/settings/settings.ts';
import { auditorLeaves, auditors } from '../auditors/schema.ts';
import { customerUserLinks, enterpriseContacts, enterprises } from '../customers/schema.ts';
import { noticeRecipients, notices } from '../notices/schema.ts';
import { createTenant } from '../system/seed.ts';
import { auditorConsultancies, auditPlans, auditProjects, planTeamMembers, programmeRows } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditorUser: string;
let enterpriseUser: string;
let enterpriseIds: string[] = [];

const today = calendarDateOf(new Date());
// A Tuesday about a month ahead, away from the demo leave next week.
const base = addDays(today, 35);
const d1 = addDays(base, (9 - new Date(`${base}T00:00:00Z`).getUTCDay()) % 7);
const d2 = addDays(d1, 1);

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

const programmeInput = (enterpriseId: string, over: Record<string, unknown> = {}) => ({
  enterpriseId,
  contractNo: `HT-TEST-${Math.random().toString(36).slice(2, 8)}`,
  scheme: 'QMS',
  standardName: '质量管理体系',
  codes: ['19.05.01'],
  approvedOn: today,
  stage1Days: 1.5,
  stage2Days: 3,
  surveillanceDays: 1.5,
  recertificationDays: 2.5,
  sitesToSample: 1,
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  staff = await t.login('staff');
  auditorUser = await t.login('auditor');
  enterpriseUser = await t.login('enterprise');
  enterpriseIds = (
    await t.database.systemTx((tx) =>
      tx
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.tenantId, 1))
        .orderBy(enterprises.code),
    )
  ).map((r) => r.id);
});
afterAll(() => t.close());

/** A programme with its stage-1 project on a fresh plan; answers the plan. */
async function planFor(enterpriseId: string) {
  const p = await call(admin, 'POST', '/shfa/scheme/add', programmeInput(enterpriseId));
  expect(p.status).toBe(200);
  const made = await call(admin, 'POST', '/shfa/scheme/createProjects', {
    programmeId: p.body.result.id,
    asOf: today,
  });
  expect(made.body.result).toEqual({ projects: 1, plans: 1 });
  const detail = await call(admin, 'GET', `/shfa/scheme/queryById?id=${p.body.result.id}`);
  const row = detail.body.result.rows.find((r: { stage: number }) => r.stage === 1);
  expect(row.projectId).toBeTruthy();
  const plan = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${row.planId}`)).body.result;
  expect(plan.status).toBe(0);
  return {
    programmeId: p.body.result.id as string,
    plan: plan as { id: string; version: number; planNo: string },
  };
}

async function schedule(plan: { id: string; version: number }, over: Record<string, unknown> = {}) {
  const res = await call(admin, 'PUT', '/shfa/planAssign/edit', {
    id: plan.id,
    version: plan.version,
    method: 1,
    schedule: [
      { date: d1, period: 3 },
      { date: d2, period: 3 },
    ],
    sites: [{ name: '总部', address: '上海市浦东新区' }],
    ...over,
  });
  expect(res.status).toBe(200);
  return res.body.result as { id: string; version: number };
}

/** A stage-1 plan of the enterprise on two days from `date`, team from the candidates, submitted and approved. */
async function approvedPlanFor(
  enterpriseId: string,
  date: string,
  beforeSubmit?: (leaderAuditorId: string) => Promise<void>,
) {
  const { plan } = await planFor(enterpriseId);
  const v = await schedule(plan, {
    schedule: [
      { date, period: 3 },
      { date: addDays(date, 1), period: 3 },
    ],
  });
  const cands = (await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: plan.id })).body.result
    .candidates as {
    auditorId: string;
    eligible: boolean;
    leaderEligible: boolean;
    coveredCodes: string[];
  }[];
  const lead = cands.find((c) => c.eligible && c.leaderEligible && c.coveredCodes.includes('19.05.01'))!;
  const other = cands.find((c) => c.eligible && c.auditorId !== lead.auditorId)!;
  const team = await call(admin, 'PUT', '/shfa/planAssign/team', {
    id: plan.id,
    version: v.version,
    members: [
      { auditorId: lead.auditorId, role: 1, scheme: 'QMS', codes: ['19.05.01'] },
      { auditorId: other.auditorId, role: 2, scheme: 'QMS' },
    ],
  });
  await beforeSubmit?.(lead.auditorId);
  const sub = await call(admin, 'POST', '/shfa/planAssign/submit', {
    id: plan.id,
    version: team.body.result.version,
  });
  const ok = await call(staff, 'POST', '/shfa/planAssign/approve', {
    id: plan.id,
    version: sub.body.result.version,
  });
  expect(ok.body.result?.status).toBe(3);
  return plan.id;
}

describe('programmes', () => {
  it('refuses bad input with Chinese messages', async () => {
    const res = await call(admin, 'POST', '/shfa/scheme/add', {
      ...programmeInput(enterpriseIds[0]!),
      contractNo: '',
      stage1Days: 1.3,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/请输入合同编号|须为0.5的整数倍/);
    const transfer = await call(admin, 'POST', '/shfa/scheme/add', {
      ...programmeInput(enterpriseIds[0]!),
      transfer: { cycleStart: '2025-05-10', expiryDate: '2025-01-01', firstAuditType: 5 },
    });
    expect(transfer.status).toBe(400);
    expect(transfer.body.message).toContain('原证书到期日期必须晚于周期开始日期');
  });

  it('generates the 3-year rows, and a transfer continues the transferred cycle', async () => {
    const res = await call(admin, 'POST', '/shfa/scheme/add', programmeInput(enterpriseIds[1]!));
    const detail = await call(admin, 'GET', `/shfa/scheme/queryById?id=${res.body.result.id}`);
    expect(
      detail.body.result.rows.map((r: { auditType: number; stage: number | null }) => [r.auditType, r.stage]),
    ).toEqual([
      [1, 1],
      [1, 2],
      [2, null],
      [3, null],
      [4, null],
    ]);
    const tr = await call(admin, 'POST', '/shfa/scheme/add', {
      ...programmeInput(enterpriseIds[1]!),
      transfer: { cycleStart: '2025-05-10', expiryDate: '2028-05-09', firstAuditType: 5 },
    });
    const trDetail = await call(admin, 'GET', `/shfa/scheme/queryById?id=${tr.body.result.id}`);
    expect(trDetail.body.result).toMatchObject({
      isTransfer: true,
      cycleStart: '2025-05-10',
      expiryDate: '2028-05-09',
    });
    expect(
      trDetail.body.result.rows.map((r: { auditType: number; dueTo: string }) => [r.auditType, r.dueTo]),
    ).toEqual([
      [5, '2026-05-10'],
      [3, '2027-05-10'],
      [4, '2028-04-09'],
    ]);
  });

  it('edits row windows with the version; a stale version is 409', async () => {
    const res = await call(admin, 'POST', '/shfa/scheme/add', programmeInput(enterpriseIds[1]!));
    const detail = (await call(admin, 'GET', `/shfa/scheme/queryById?id=${res.body.result.id}`)).body.result;
    const row = detail.rows[2];
    const body = {
      id: detail.id,
      version: detail.version,
      rows: [{ id: row.id, dueFrom: row.dueFrom, dueTo: row.dueTo, days: 2, sitesToSample: 2 }],
    };
    expect((await call(admin, 'PUT', '/shfa/scheme/edit', body)).status).toBe(200);
    expect((await call(admin, 'PUT', '/shfa/scheme/edit', body)).status).toBe(409);
    const bad = await call(admin, 'PUT', '/shfa/scheme/edit', {
      ...body,
      version: detail.version + 1,
      rows: [{ ...body.rows[0], dueFrom: '2030-01-01', dueTo: '2029-01-01' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('最早日期不能晚于最晚日期');
  });
});

describe('plans: arrange, team from candidates, guards, approval', () => {
  let plan: { id: string; version: number; planNo: string };
  let leader: { auditorId: string; name: string };
  let member: { auditorId: string; name: string };

  it('a due row gets its project and a plan to be arranged with a CNCA plan number', async () => {
    ({ plan } = await planFor(enterpriseIds[0]!));
    // R + 0 + the last 3 digits of the approval number setting (CNCA-R-2002-034) + branch 00 + yy + serial.
    const yy = today.slice(2, 4);
    expect(plan.planNo).toMatch(new RegExp(`^R003400${yy}\\d{4}$`));
    const submit = await call(admin, 'POST', '/shfa/planAssign/submit', {
      id: plan.id,
      version: plan.version,
    });
    expect(submit.status).toBe(400);
    expect(submit.body.message).toContain('请安排审核日期');
  });

  it('offers the competent candidates best first with reasons for the others', async () => {
    const saved = await schedule(plan);
    plan.version = saved.version;
    const res = await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: plan.id });
    expect(res.status).toBe(200);
    const list = res.body.result.candidates as {
      auditorId: string;
      name: string;
      eligible: boolean;
      leaderEligible: boolean;
      coveredCodes: string[];
      reasons: string[];
    }[];
    expect(list.length).toBeGreaterThan(5);
    const firstExcluded = list.findIndex((c) => !c.eligible);
    const excluded = firstExcluded === -1 ? [] : list.slice(firstExcluded);
    expect(excluded.every((c) => !c.eligible && c.reasons.length > 0)).toBe(true);
    // Only auditors holding a plan code are rated; the others are counted with their reason.
    expect(list.every((c) => c.coveredCodes.length > 0)).toBe(true);
    expect(res.body.result.withoutCodes).toBeGreaterThan(0);
    leader = list.find((c) => c.eligible && c.leaderEligible && c.coveredCodes.includes('19.05.01'))!;
    member = list.find((c) => c.eligible && c.auditorId !== leader.auditorId)!;
    expect(leader && member).toBeTruthy();
  });

  it('pages the rated candidates on the server, in the same order, with the totals', async () => {
    const all = (await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: plan.id })).body.result;
    const ids = (all.candidates as { auditorId: string }[]).map((c) => c.auditorId);
    expect(all.total).toBe(ids.length);
    expect(all.eligible).toBe((all.candidates as { eligible: boolean }[]).filter((c) => c.eligible).length);
    expect(all).toMatchObject({ current: 1, size: 50, pages: 1 });
    const size = 3;
    const pages = [];
    for (let pageNo = 1; pageNo <= Math.ceil(ids.length / size); pageNo++) {
      const res = await call(admin, 'POST', '/shfa/planAssign/candidates', {
        planId: plan.id,
        pageNo,
        pageSize: size,
      });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        total: all.total,
        eligible: all.eligible,
        current: pageNo,
        size,
        pages: Math.ceil(ids.length / size),
        uncoveredCodes: all.uncoveredCodes,
        withoutCodes: all.withoutCodes,
      });
      pages.push(...(res.body.result.candidates as { auditorId: string }[]).map((c) => c.auditorId));
    }
    expect(pages).toEqual(ids);
    const past = await call(admin, 'POST', '/shfa/planAssign/candidates', {
      planId: plan.id,
      pageNo: 99,
      pageSize: size,
    });
    expect(past.body.result.candidates).toEqual([]);
    const bad = await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: plan.id, pageSize: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('每页条数最大为100');
  });

  it('saves the team; a stale version is 409; the guards then pass', async () => {
    const team = {
      id: plan.id,
      version: plan.version,
      members: [
        { auditorId: leader.auditorId, role: 1, scheme: 'QMS', codes: ['19.05.01'] },
        { auditorId: member.auditorId, role: 2, scheme: 'QMS', codes: [] },
      ],
    };
    const res = await call(admin, 'PUT', '/shfa/planAssign/team', team);
    expect(res.status).toBe(200);
    plan.version = res.body.result.version;
    expect((await call(admin, 'PUT', '/shfa/planAssign/team', team)).status).toBe(409);
    const trainee = await call(admin, 'PUT', '/shfa/planAssign/team', {
      ...team,
      version: plan.version,
      members: [...team.members, { auditorId: member.auditorId, role: 4, scheme: 'QMS' }],
    });
    expect(trainee.status).toBe(400);
    expect(trainee.body.message).toContain('实习审核员须指定带教审核员');
    const detail = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${plan.id}`)).body.result;
    expect(detail.violations).toEqual([]);
    expect(detail.plannedDays).toBe(4);
    expect(detail.reportingMethod).toBe('FS01');
    expect(detail.team.map((m: { halfDays: number }) => m.halfDays)).toEqual([4, 4]);
  });

  it('submits; the planner may not approve; someone else approves; history records each step', async () => {
    const sub = await call(admin, 'POST', '/shfa/planAssign/submit', { id: plan.id, version: plan.version });
    expect(sub.status).toBe(200);
    expect(sub.body.result.status).toBe(1);
    plan.version = sub.body.result.version;
    const self = await call(admin, 'POST', '/shfa/planAssign/approve', {
      id: plan.id,
      version: plan.version,
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('审批人不能是计划安排人');
    const ok = await call(staff, 'POST', '/shfa/planAssign/approve', { id: plan.id, version: plan.version });
    expect(ok.status).toBe(200);
    expect(ok.body.result.status).toBe(3);
    plan.version = ok.body.result.version;
    const again = await call(staff, 'POST', '/shfa/planAssign/approve', {
      id: plan.id,
      version: plan.version,
    });
    expect(again.status).toBe(409);
    const detail = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${plan.id}`)).body.result;
    expect(
      detail.history
        .filter((h: { action: string }) => h.action !== '审核通知邮件')
        .map((h: { toStatus: number }) => h.toStatus),
    ).toEqual([0, 1, 3]);
  });

  it('审核日程 shows the approved plan on its half-days (enterprise, role), leave, and free days', async () => {
    const d3 = addDays(d2, 1);
    await t.database.systemTx((tx) =>
      tx.insert(auditorLeaves).values({
        tenantId: 1,
        auditorId: member.auditorId,
        fromDate: d3,
        fromHalf: 2,
        toDate: d3,
        toHalf: 2,
        status: 1,
      }),
    );
    const url = (q: string) => `/auditorZone/schedule/list?from=${d1}&to=${d3}&pageSize=100${q}`;
    const res = await call(auditorUser, 'GET', url('&scheme=QMS&code=19.05.01'));
    expect(res.status).toBe(200);
    const rows = res.body.result.records as {
      auditorId: string;
      schemes: string[];
      slots: {
        date: string;
        half: number;
        state: string;
        tasks: { planNo: string; enterpriseName: string; role: number }[];
      }[];
    }[];
    const lead = rows.find((r) => r.auditorId === leader.auditorId)!;
    expect(lead.schemes).toContain('QMS');
    // Only the half-days that are not free come back.
    expect(lead.slots.map((s) => `${s.date}:${s.half}=${s.state}`)).toEqual([
      `${d1}:1=busy`,
      `${d1}:2=busy`,
      `${d2}:1=busy`,
      `${d2}:2=busy`,
    ]);
    expect(lead.slots[0]!.tasks).toEqual([
      expect.objectContaining({ planNo: plan.planNo, role: 1, enterpriseName: expect.any(String) }),
    ]);
    const all = (await call(admin, 'GET', url(`&name=${encodeURIComponent(member.name)}`))).body.result
      .records;
    const m = all.find((r: { auditorId: string }) => r.auditorId === member.auditorId);
    expect(
      m.slots.map((s: { date: string; half: number; state: string }) => `${s.date}:${s.half}=${s.state}`),
    ).toEqual([`${d1}:1=busy`, `${d1}:2=busy`, `${d2}:1=busy`, `${d2}:2=busy`, `${d3}:2=leave`]);
    expect(m.slots[0].tasks[0].role).toBe(2);
  });

  it('审核日程 filters by scheme and code, pages the auditors, and refuses bad ranges', async () => {
    const page = async (q: string) =>
      (await call(admin, 'GET', `/auditorZone/schedule/list?from=${d1}&to=${d2}${q}`)).body.result as {
        total: number;
        records: { auditorId: string; slots: unknown[] }[];
      };
    const everyone = await page('&pageSize=5');
    expect(everyone.records).toHaveLength(5);
    expect(
      everyone.records.flatMap((r) => r.slots as { state: string }[]).every((x) => x.state !== 'free'),
    ).toBe(true);
    const qms = await page('&scheme=QMS&pageSize=100');
    const coded = await page('&scheme=QMS&code=19.05.01&pageSize=100');
    expect(qms.total).toBeLessThanOrEqual(everyone.total);
    expect(coded.total).toBeLessThan(qms.total);
    expect(coded.records.map((r) => r.auditorId)).toContain(leader.auditorId);
    expect((await page('&code=99.99.99')).total).toBe(0);
    const bad = async (q: string) => call(admin, 'GET', `/auditorZone/schedule/list?${q}`);
    expect((await bad(`from=${d2}&to=${d1}`)).body.message).toBe('结束日期不能早于开始日期');
    expect((await bad(`from=${d1}&to=${addDays(d1, 70)}`)).body.message).toBe('日程一次最多查询62天');
    expect((await bad(`from=${d1}&to=${d2}&code=19-05`)).status).toBe(400);
    expect((await call(enterpriseUser, 'GET', `/auditorZone/schedule/list?from=${d1}&to=${d2}`)).status).toBe(
      403,
    );
  });

  it('refuses a second plan booking the same leader on the same half-days', async () => {
    const { plan: other } = await planFor(enterpriseIds[2]!);
    const v = await schedule(other, {
      schedule: [
        { date: d2, period: 2 },
        { date: addDays(d2, 1), period: 3 },
      ],
    });
    const cands = (await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: other.id })).body.result
      .candidates;
    const booked = cands.find((c: { auditorId: string }) => c.auditorId === leader.auditorId);
    expect(booked.eligible).toBe(false);
    expect(booked.reasons).toContain(`${d2}下午已安排其他审核`);
    const team = await call(admin, 'PUT', '/shfa/planAssign/team', {
      id: other.id,
      version: v.version,
      members: [
        { auditorId: leader.auditorId, role: 1, scheme: 'QMS', codes: ['19.05.01'] },
        { auditorId: member.auditorId, role: 2, scheme: 'QMS' },
      ],
    });
    expect(team.status).toBe(200);
    const submit = await call(admin, 'POST', '/shfa/planAssign/submit', {
      id: other.id,
      version: team.body.result.version,
    });
    expect(submit.status).toBe(400);
    expect(submit.body.message).toContain(`${leader.name}在${d2}下午已安排其他审核`);
  });

  it('finds a booking that began weeks before the dates looked at (the window follows the longest booking)', async () => {
    // A submitted plan on two days three weeks apart (after every other test's dates): its booking
    // starts 21 days before the second.
    const first = addDays(d1, 105);
    const last = addDays(first, 21);
    const { plan: long } = await planFor(enterpriseIds[2]!);
    const v = await schedule(long, {
      schedule: [
        { date: first, period: 3 },
        { date: last, period: 3 },
      ],
    });
    const team = await call(admin, 'PUT', '/shfa/planAssign/team', {
      id: long.id,
      version: v.version,
      members: [
        { auditorId: leader.auditorId, role: 1, scheme: 'QMS', codes: ['19.05.01'] },
        { auditorId: member.auditorId, role: 2, scheme: 'QMS' },
      ],
    });
    expect(team.status).toBe(200);
    const sub = await call(admin, 'POST', '/shfa/planAssign/submit', {
      id: long.id,
      version: team.body.result.version,
    });
    expect(sub.body.result?.status).toBe(1);
    // A plan on the last day alone: the leader is booked there, though the booking began before.
    const { plan: probe } = await planFor(enterpriseIds[2]!);
    await schedule(probe, { schedule: [{ date: last, period: 1 }] });
    const cands = (await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: probe.id })).body.result
      .candidates as { auditorId: string; eligible: boolean; reasons: string[] }[];
    const booked = cands.find((c) => c.auditorId === leader.auditorId)!;
    expect(booked.eligible).toBe(false);
    expect(booked.reasons).toContain(`${last}上午已安排其他审核`);
  });

  it('refuses a member with a consultancy relation to the client within 2 years', async () => {
    const { plan: p3 } = await planFor(enterpriseIds[3]!);
    const v = await schedule(p3, {
      schedule: [
        { date: addDays(d1, 14), period: 3 },
        { date: addDays(d1, 15), period: 3 },
      ],
    });
    await t.database.systemTx((tx) =>
      tx.insert(auditorConsultancies).values({
        tenantId: 1,
        auditorId: member.auditorId,
        enterpriseId: enterpriseIds[3]!,
        endDate: addDays(today, -100),
      }),
    );
    const team = await call(admin, 'PUT', '/shfa/planAssign/team', {
      id: p3.id,
      version: v.version,
      members: [
        { auditorId: leader.auditorId, role: 1, scheme: 'QMS', codes: ['19.05.01'] },
        { auditorId: member.auditorId, role: 2, scheme: 'QMS' },
      ],
    });
    const detail = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${p3.id}`)).body.result;
    expect(detail.violations.map((x: { rule: string }) => x.rule)).toEqual(['consultancy']);
    const sub = await call(admin, 'POST', '/shfa/planAssign/submit', {
      id: p3.id,
      version: team.body.result.version,
    });
    expect(sub.status).toBe(400);
  });

  it('sends the audit notice of an approved plan only', async () => {
    const res = await call(admin, 'POST', '/shfa/planAssign/notice', { id: plan.id });
    expect(res.status).toBe(200);
    expect(res.body.result.sentAt).toBeTruthy();
  });

  it('prints the stage-1 audit notice as a PDF with the team, dates and scope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shfa/planAssign/noticePdf?id=${plan.id}`,
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await inspectPdf(res.rawPayload);
    expect(pdf.text).toContain('审核通知书（一阶段）');
    expect(pdf.text).toContain(leader.name);
    expect(pdf.text).toContain(d1);
    expect(pdf.text).toContain('19.05.01');
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true);
  });

  it('swapping a member of an approved plan sends it back to approval, with a reason', async () => {
    const team = {
      id: plan.id,
      version: plan.version,
      members: [{ auditorId: leader.auditorId, role: 1, scheme: 'QMS', codes: ['19.05.01'] }],
    };
    const noReason = await call(admin, 'PUT', '/shfa/planAssign/team', team);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('请填写变更审核组原因');
    const res = await call(admin, 'PUT', '/shfa/planAssign/team', { ...team, reason: '审核员临时生病' });
    expect(res.body.result.status).toBe(1);
    plan.version = res.body.result.version;
  });

  it('aborts with a reason; the abort list shows it', async () => {
    const bad = await call(admin, 'POST', '/shfa/abort/abort', {
      id: plan.id,
      version: plan.version,
      reason: ' ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请填写原因');
    const res = await call(admin, 'POST', '/shfa/abort/abort', {
      id: plan.id,
      version: plan.version,
      reason: '企业停产',
    });
    expect(res.body.result.status).toBe(4);
    const list = await call(admin, 'GET', '/shfa/abort/list?status=4');
    expect(list.body.result.records.find((r: { id: string }) => r.id === plan.id)).toMatchObject({
      abortReason: '企业停产',
    });
    const notice = await call(admin, 'POST', '/shfa/planAssign/notice', { id: plan.id });
    expect(notice.status).toBe(409);
    expect((await call(admin, 'GET', `/shfa/planAssign/noticePdf?id=${plan.id}`)).status).toBe(409);
  });
});

describe('the audit notice on approval: record file, e-mail with the PDF, in-app messages', () => {
  const mails: { to: string; data: string }[] = [];
  let smtp: SMTPServer;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = (smtp.server.address() as AddressInfo).port;
    const email = await call(admin, 'PUT', '/sys/noticeChannel/edit', {
      route: '2',
      enabled: true,
      version: 0,
      config: { host: '127.0.0.1', port, secure: false, user: '', pass: '', from: 'cb@cb.example' },
    });
    expect(email.status, JSON.stringify(email.body)).toBe(200);
  });
  afterAll(() => new Promise<void>((r) => smtp.close(() => r())));

  it('files the stage-1 notice PDF under the plan, mails it to the contact, and tells the team', async () => {
    const enterpriseId = enterpriseIds[6]!;
    const address = `plan-notice-${Date.now()}@client.example`;
    await t.database.systemTx(async (tx) => {
      await tx
        .update(enterpriseContacts)
        .set({ isPrimary: false })
        .where(eq(enterpriseContacts.enterpriseId, enterpriseId));
      await tx
        .insert(enterpriseContacts)
        .values({ tenantId: 1, enterpriseId, name: '孙联系', email: address, isPrimary: true });
    });
    // The leader signs in (an account of their own) and so gets the in-app message.
    let leaderUser = '';
    const planId = await approvedPlanFor(enterpriseId, addDays(d1, 84), async (leaderAuditorId) => {
      leaderUser = await t.database.systemTx(async (tx) => {
        const [a] = await tx
          .select({ userId: auditors.userId })
          .from(auditors)
          .where(eq(auditors.id, leaderAuditorId));
        if (a?.userId) return a.userId;
        const [u] = await tx
          .insert(users)
          .values({ tenantId: 1, username: `leader${Date.now()}`, realname: '组长', passwordHash: 'x' })
          .returning({ id: users.id });
        await tx.update(auditors).set({ userId: u!.id }).where(eq(auditors.id, leaderAuditorId));
        return u!.id;
      });
    });
    const history = async () =>
      (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${planId}`)).body.result.history as {
        action: string;
        reason: string;
      }[];
    let mailed: { action: string; reason: string } | undefined;
    for (let i = 0; i < 100 && !mailed; i++) {
      mailed = (await history()).find((h) => h.action === '审核通知邮件');
      if (!mailed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mailed?.reason).toBe(`审核通知书已发邮件至孙联系（${address}）`);
    const mail = mails.find((m) => m.to === address)!;
    expect(mail.data).toContain('application/pdf');
    expect(mail.data).toContain('JVBERi0'); // base64 of "%PDF-"

    const files = await call(admin, 'GET', `/shfa/planAssign/files/${planId}`);
    expect(files.status).toBe(200);
    const group = files.body.result.find(
      (g: { documentType: string }) => g.documentType === 'shfa002_stage1',
    );
    expect(group.current.fileName).toMatch(/^审核通知书（一阶段）-R\d+\.pdf$/);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/shfa/planAssign/files/${planId}/${group.current.id}`,
      headers: { 'x-access-token': admin },
    });
    expect((await inspectPdf(download.rawPayload)).text).toContain('审核通知书（一阶段）');
    // Another enterprise's user does not see the plan's files.
    expect((await call(enterpriseUser, 'GET', `/shfa/planAssign/files/${planId}`)).status).toBe(404);

    // The leader has the in-app message of the task.
    const inbox = await t.database.systemTx((tx) =>
      tx
        .select({ title: notices.title })
        .from(noticeRecipients)
        .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
        .where(eq(noticeRecipients.userId, leaderUser)),
    );
    expect(inbox.map((n) => n.title)).toContainEqual(expect.stringMatching(/^审核任务：/));
  });
});

describe('rotation of the team leader (setting auditPlanning.rotationMaxCycles, default 2)', () => {
  it('refuses a leader who led the client in the 2 cycles before, and passes when the limit is 3', async () => {
    const enterpriseId = enterpriseIds[5]!;
    const { programmeId, plan: first } = await planFor(enterpriseId);
    const da = addDays(d1, 42);
    const v = await schedule(first, {
      schedule: [
        { date: da, period: 3 },
        { date: addDays(da, 1), period: 3 },
      ],
    });
    const cands = (await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: first.id })).body.result
      .candidates as {
      auditorId: string;
      name: string;
      eligible: boolean;
      leaderEligible: boolean;
      coveredCodes: string[];
    }[];
    const lead = cands.find((c) => c.eligible && c.leaderEligible && c.coveredCodes.includes('19.05.01'))!;
    const other = cands.find((c) => c.eligible && c.auditorId !== lead.auditorId)!;
    const members = [
      { auditorId: lead.auditorId, role: 1, scheme: 'QMS', codes: ['19.05.01'] },
      { auditorId: other.auditorId, role: 2, scheme: 'QMS' },
    ];
    const team = await call(admin, 'PUT', '/shfa/planAssign/team', {
      id: first.id,
      version: v.version,
      members,
    });
    const sub = await call(admin, 'POST', '/shfa/planAssign/submit', {
      id: first.id,
      version: team.body.result.version,
    });
    expect(sub.status).toBe(200);
    const ok = await call(staff, 'POST', '/shfa/planAssign/approve', {
      id: first.id,
      version: sub.body.result.version,
    });
    expect(ok.status).toBe(200);
    // Cycle 2 (approved, led by the same leader) and a plan of cycle 3, as the later decisions leave them.
    const third = await t.database.systemTx(async (tx) => {
      const row = async (seq: number, cycleNo: number) =>
        (
          await tx
            .insert(programmeRows)
            .values({
              tenantId: 1,
              programmeId,
              seq,
              cycleNo,
              auditType: 3,
              dueFrom: da,
              dueTo: addDays(da, 90),
            })
            .returning({ id: programmeRows.id })
        )[0]!.id;
      const plan = async (planNo: string, status: number, date: string, cycleNo: number) => {
        const [p] = await tx
          .insert(auditPlans)
          .values({
            tenantId: 1,
            planNo,
            enterpriseId,
            status,
            schedule: [{ date, period: 3 }],
            startDate: date,
            endDate: date,
            requiredDays: 1,
          })
          .returning({ id: auditPlans.id });
        await tx.insert(auditProjects).values({
          tenantId: 1,
          programmeId,
          programmeRowId: await row(90 + cycleNo, cycleNo),
          enterpriseId,
          planId: p!.id,
          auditType: 3,
          scheme: 'QMS',
          codes: ['19.05.01'],
          dueFrom: da,
          dueTo: addDays(da, 90),
        });
        return p!.id;
      };
      const second = await plan('ROT-C2', 3, addDays(today, -400), 2);
      await tx.insert(planTeamMembers).values({
        tenantId: 1,
        planId: second,
        auditorId: lead.auditorId,
        role: 1,
        scheme: 'QMS',
        halfDays: [`${addDays(today, -400)}:1`],
        fromDate: addDays(today, -400),
        toDate: addDays(today, -400),
      });
      return plan('ROT-C3', 0, addDays(da, 14), 3);
    });
    const version = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${third}`)).body.result.version;
    expect(
      (
        await call(admin, 'PUT', '/shfa/planAssign/team', {
          id: third,
          version,
          members: members.slice(0, 1),
        })
      ).status,
    ).toBe(200);
    const detail = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${third}`)).body.result;
    expect(detail.violations).toContainEqual({
      rule: 'rotation',
      auditorId: lead.auditorId,
      message: `${lead.name}已连续2个认证周期担任该企业审核组长，本机构规定同一组长最多连续2个周期（请轮换组长）`,
    });
    await t.database.systemTx((tx) =>
      writeSetting(tx, 1, 'auditPlanning', { rotationMaxCycles: 3 }, 0, null),
    );
    const relaxed = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${third}`)).body.result;
    expect(relaxed.violations.map((x: { rule: string }) => x.rule)).not.toContain('rotation');
  });
});

describe('who sees what', () => {
  it('enterprise and auditor users may not arrange plans; the auditor sees their tasks', async () => {
    for (const url of ['/shfa/planAssign/edit', '/shfa/planAssign/team'])
      expect((await call(enterpriseUser, 'PUT', url, { id: enterpriseIds[0], version: 1 })).status).toBe(403);
    expect(
      (await call(enterpriseUser, 'POST', '/shfa/planAssign/candidates', { planId: enterpriseIds[0] }))
        .status,
    ).toBe(403);
    expect((await call(enterpriseUser, 'GET', '/shfa/scheme/list')).status).toBe(403);
    expect(
      (await call(auditorUser, 'POST', '/shfa/planAssign/submit', { id: enterpriseIds[0], version: 1 }))
        .status,
    ).toBe(403);
    const mine = await call(auditorUser, 'GET', '/auditorZone/myTask/list');
    expect(mine.status).toBe(200);
    expect(Array.isArray(mine.body.result.records)).toBe(true);
  });

  it('审核日程 lists the own tenant’s auditors only', async () => {
    await t.database.systemTx(async (tx) => {
      const { tenantId } = await createTenant(
        tx,
        {
          name: '别家认证机构三',
          adminUsername: 'admin9',
          adminRealname: '管理员',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      );
      await tx.insert(auditors).values({
        tenantId,
        name: '别家日程审核员',
        sex: 1,
        idCardNo: '110101199001011234',
        phone: '13900000000',
      });
    });
    const res = await call(
      admin,
      'GET',
      `/auditorZone/schedule/list?from=${d1}&to=${d2}&name=${encodeURIComponent('别家日程')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.total).toBe(0);
  });

  it('the enterprise user sees its own approved plans and their audit notices, nothing else', async () => {
    const own = await t.database.systemTx(async (tx) => {
      const [u] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'enterprise')));
      const [link] = await tx
        .select({ enterpriseId: customerUserLinks.enterpriseId })
        .from(customerUserLinks)
        .where(eq(customerUserLinks.userId, u!.id));
      return link!.enterpriseId!;
    });
    const ownPlan = await approvedPlanFor(own, addDays(d1, 70));
    const list = await call(enterpriseUser, 'GET', '/shfa/planAssign/list?pageSize=100');
    expect(list.status).toBe(200);
    const records = list.body.result.records as { id: string; enterpriseId: string; status: number }[];
    expect(records.map((r) => r.id)).toContain(ownPlan);
    expect(records.every((r) => r.enterpriseId === own && r.status === 3)).toBe(true);
    const everything = (await call(admin, 'GET', '/shfa/planAssign/list?pageSize=100')).body.result
      .records as {
      id: string;
      enterpriseId: string;
      status: number;
    }[];
    expect(records.length).toBe(everything.filter((r) => r.enterpriseId === own && r.status === 3).length);
    const detail = await call(enterpriseUser, 'GET', `/shfa/planAssign/queryById?id=${ownPlan}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result.team.length).toBeGreaterThan(0);
    expect(detail.body.result.history).toEqual([]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/shfa/planAssign/noticePdf?id=${ownPlan}`,
      headers: { 'x-access-token': enterpriseUser },
    });
    expect(pdf.statusCode).toBe(200);
    expect((await inspectPdf(pdf.rawPayload)).text).toContain('审核通知书');
    // Another enterprise's approved plan and its own plans not yet approved answer 404.
    const foreign = everything.find((r) => r.enterpriseId !== own && r.status === 3)!;
    const ownDraft = everything.find((r) => r.enterpriseId === own && r.status !== 3);
    for (const id of [foreign.id, ...(ownDraft ? [ownDraft.id] : [])]) {
      expect((await call(enterpriseUser, 'GET', `/shfa/planAssign/queryById?id=${id}`)).status).toBe(404);
      expect((await call(enterpriseUser, 'GET', `/shfa/planAssign/noticePdf?id=${id}`)).status).toBe(404);
    }
    expect((await call(enterpriseUser, 'POST', '/shfa/planAssign/notice', { id: ownPlan })).status).toBe(403);
  });

  it('answers 404 for a plan of another tenant', async () => {
    const other = await t.database.systemTx(async (tx) => {
      const { tenantId } = await createTenant(
        tx,
        {
          name: '别家认证机构二',
          adminUsername: 'admin8',
          adminRealname: '管理员',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      );
      const [e] = await tx
        .insert(enterprises)
        .values({ tenantId, code: 'KH-X', name: '外企', creditCode: '91310000MA1FL0000X' })
        .returning({ id: enterprises.id });
      const [p] = await tx
        .insert(auditPlans)
        .values({ tenantId, planNo: 'R000000260001', enterpriseId: e!.id })
        .returning({ id: auditPlans.id });
      return p!.id;
    });
    expect((await call(admin, 'GET', `/shfa/planAssign/queryById?id=${other}`)).status).toBe(404);
    expect(
      (await call(admin, 'POST', '/shfa/abort/abort', { id: other, version: 1, reason: 'x' })).status,
    ).toBe(404);
    const visible = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(auditPlans)
        .where(and(eq(auditPlans.id, other))),
    );
    expect(visible[0]!.status).toBe(0);
  });
});

describe('demo data', () => {
  it('has plans in every state, a transfer programme, and the demo auditor leading an approved plan', async () => {
    const all = (await call(admin, 'GET', '/shfa/planAssign/list?pageSize=100')).body.result.records as {
      status: number;
    }[];
    for (const s of [0, 1, 2, 3, 4]) expect(all.some((p) => p.status === s)).toBe(true);
    const programmes = (await call(admin, 'GET', '/shfa/scheme/list?pageSize=100')).body.result.records;
    expect(programmes.some((p: { isTransfer: boolean }) => p.isTransfer)).toBe(true);
    const mine = (await call(auditorUser, 'GET', '/auditorZone/myTask/list')).body.result.records;
    expect(mine.some((p: { status: number; myRole: number }) => p.status === 3 && p.myRole === 1)).toBe(true);
  });
});
