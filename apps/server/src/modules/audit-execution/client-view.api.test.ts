/**
 * What the audited enterprise receives of its audit projects (issue 31 item 13): the server leaves
 * the team's check-ins, meeting records, special approvals, stage-1 reasons, on-site blocks and the
 * branch office out of the enterprise's answers (detail, archive, list), and ignores the body's own
 * list filters for it; the staff's answers keep them.
 */
import { addDays, calendarDateOf } from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { auditPlans, auditProgrammes, auditProjects, planTeamMembers } from '../audit-programmes/schema.ts';
import { auditors } from '../auditors/schema.ts';
import { customerUserLinks } from '../customers/schema.ts';

let t: TestContext;
let staff: string;
let auditorUser: string;
let enterpriseUser: string;
let stage1: string;
let stage2: string;

const today = calendarDateOf(new Date());
const yesterday = addDays(today, -1);
const STAGE1_REASONS = '内审未覆盖全部部门，管理评审尚未进行';
const CHECK_IN_PLACE = '企业总部三楼会议室';
const APPROVAL_REASON = '二阶段与一阶段间隔过短，经技术负责人同意';

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const detail = async (token: string, id: string) => {
  const res = await call(token, 'GET', `/shxm/project/queryById?id=${id}`);
  expect(res.status).toBe(200);
  return res.body.result;
};

async function uploadStage1Report(projectId: string) {
  const boundary = '----cbclient';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nshxm_stage1_report\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stage1.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.call(auditorUser, {
    method: 'POST',
    url: `/api/shxm/onsiteFile/files/${projectId}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.login('staff');
  auditorUser = await t.login('auditor');
  enterpriseUser = await t.login('enterprise');
  // The enterprise's initial audit (stage 1 and 2) on an approved plan of branch SH01, led by the demo auditor.
  [stage1, stage2] = await t.database.systemTx(async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'auditor'));
    const [leader] = await tx.select({ id: auditors.id }).from(auditors).where(eq(auditors.userId, u!.id));
    const [member] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .where(and(eq(auditors.tenantId, 1), sql`${auditors.id} <> ${leader!.id}`))
      .limit(1);
    const [eu] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'enterprise'));
    const [link] = await tx
      .select({ enterpriseId: customerUserLinks.enterpriseId })
      .from(customerUserLinks)
      .where(eq(customerUserLinks.userId, eu!.id));
    const enterpriseId = link!.enterpriseId!;
    const [programme] = await tx
      .insert(auditProgrammes)
      .values({
        tenantId: 1,
        enterpriseId,
        scheme: 'QMS',
        standardName: '质量管理体系',
        ruleSetId: 'ISO17021-1:2015',
      })
      .returning({ id: auditProgrammes.id });
    const [plan] = await tx
      .insert(auditPlans)
      .values({
        tenantId: 1,
        planNo: `C${Math.random().toString(36).slice(2, 10)}`,
        enterpriseId,
        branchCode: 'SH01',
        status: 3,
        startDate: yesterday,
        endDate: today,
      })
      .returning({ id: auditPlans.id });
    const halfDays = [`${yesterday}:1`, `${yesterday}:2`, `${today}:1`, `${today}:2`];
    await tx.insert(planTeamMembers).values([
      { tenantId: 1, planId: plan!.id, auditorId: leader!.id, role: 1, scheme: 'QMS', halfDays },
      { tenantId: 1, planId: plan!.id, auditorId: member!.id, role: 2, scheme: 'QMS', halfDays, sortNo: 1 },
    ]);
    const ids: string[] = [];
    for (const stage of [1, 2]) {
      const [row] = await tx
        .insert(auditProjects)
        .values({
          tenantId: 1,
          programmeId: programme!.id,
          enterpriseId,
          planId: plan!.id,
          auditType: 1,
          stage,
          scheme: 'QMS',
          dueFrom: yesterday,
          dueTo: addDays(today, 30),
        })
        .returning({ id: auditProjects.id });
      ids.push(row!.id);
    }
    return ids as [string, string];
  });

  // The team's and the office's records of stage 1: a check-in, the opening meeting, the report and
  // a "not ready" conclusion with its reasons, a special approval.
  expect(
    (
      await call(auditorUser, 'POST', '/shxm/project/checkIn', {
        projectId: stage1,
        date: yesterday,
        period: 1,
        location: CHECK_IN_PLACE,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await call(auditorUser, 'POST', '/shxm/project/meeting', {
        projectId: stage1,
        kind: 1,
        heldOn: yesterday,
        attendees: [{ name: '李总', position: '总经理' }],
      })
    ).status,
  ).toBe(200);
  await uploadStage1Report(stage1);
  const before = await detail(auditorUser, stage1);
  const concluded = await call(auditorUser, 'POST', '/shxm/project/stage1', {
    projectId: stage1,
    version: before.version,
    conclusion: 2,
    reasons: STAGE1_REASONS,
  });
  expect(concluded.status).toBe(200);
  const applied = await call(staff, 'POST', '/assist/specialApproval/apply', {
    projectId: stage2,
    kind: 2,
    reason: APPROVAL_REASON,
  });
  expect(applied.status).toBe(200);
});
afterAll(() => t.close());

describe('the audited enterprise’s view of its audit project', () => {
  it('the staff’s detail holds the team’s records; the enterprise’s leaves them out', async () => {
    const office = await detail(staff, stage1);
    expect(office.checkIns.map((c: { location: string }) => c.location)).toEqual([CHECK_IN_PLACE]);
    expect(office.meetings).toHaveLength(1);
    expect(office.stage1Reasons).toBe(STAGE1_REASONS);
    expect(office.branchCode).toBe('SH01');
    expect(office.myPart).toBe('office');
    expect((await detail(staff, stage2)).approvals.map((a: { reason: string }) => a.reason)).toEqual([
      APPROVAL_REASON,
    ]);

    const own = await detail(enterpriseUser, stage1);
    expect(own.myPart).toBe('enterprise');
    expect(own).toMatchObject({
      checkIns: [],
      meetings: [],
      approvals: [],
      stage1Reasons: '',
      branchCode: '',
      archivedByName: '',
    });
    // What a client needs stays: the outcome of stage 1, the plan, dates, team, status.
    expect(own).toMatchObject({
      stage1Conclusion: 2,
      planNo: office.planNo,
      startDate: yesterday,
      endDate: today,
      statusKey: office.statusKey,
    });
    expect(own.team.map((m: { role: number }) => m.role)).toEqual([1, 2]);

    const ownStage2 = await detail(enterpriseUser, stage2);
    expect(ownStage2.approvals).toEqual([]);
    expect(ownStage2.onsiteBlocked).toBeNull();
    expect((await detail(staff, stage2)).onsiteBlocked).not.toBeNull();

    // Not in the answer at all, under any name.
    for (const id of [stage1, stage2]) {
      const raw = JSON.stringify(
        (await call(enterpriseUser, 'GET', `/shxm/project/queryById?id=${id}`)).body,
      );
      for (const secret of [STAGE1_REASONS, CHECK_IN_PLACE, APPROVAL_REASON, 'SH01'])
        expect(raw).not.toContain(secret);
    }
  });

  it('the archive the enterprise reads has no check-ins, meetings, approvals or stage-1 reasons', async () => {
    const office = await call(staff, 'GET', `/assist/archive/detail?id=${stage1}`);
    expect(office.status).toBe(200);
    const officeKinds = office.body.result.entries.map((e: { kind: string }) => e.kind);
    expect(officeKinds).toEqual(expect.arrayContaining(['checkIn', 'meeting', 'stage1']));
    const own = await call(enterpriseUser, 'GET', `/assist/archive/detail?id=${stage1}`);
    expect(own.status).toBe(200);
    const kinds = own.body.result.entries.map((e: { kind: string }) => e.kind);
    expect(kinds).not.toContain('checkIn');
    expect(kinds).not.toContain('meeting');
    expect(kinds).not.toContain('approval');
    expect(kinds).toContain('stage1');
    const raw = JSON.stringify(own.body);
    for (const secret of [STAGE1_REASONS, CHECK_IN_PLACE]) expect(raw).not.toContain(secret);
    const ownStage2 = JSON.stringify(
      (await call(enterpriseUser, 'GET', `/assist/archive/detail?id=${stage2}`)).body,
    );
    expect(ownStage2).not.toContain(APPROVAL_REASON);
  });

  it('the enterprise’s list has no branch and ignores the body’s filters (auditor, branch)', async () => {
    const list = async (token: string, query: string) => {
      const res = await call(token, 'GET', `/shxm/project/list?pageSize=100${query}`);
      expect(res.status).toBe(200);
      return res.body.result.records as { id: string; branchCode: string }[];
    };
    const own = await list(enterpriseUser, '');
    expect(own.map((r) => r.id)).toEqual(expect.arrayContaining([stage1, stage2]));
    expect(own.every((r) => r.branchCode === '')).toBe(true);
    const filtered = await list(
      enterpriseUser,
      `&auditorName=${encodeURIComponent('无此人')}&branchCode=ZZ99`,
    );
    expect(filtered.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());

    const office = await list(staff, '&branchCode=SH01');
    expect(office.map((r) => r.id)).toEqual(expect.arrayContaining([stage1, stage2]));
    expect(office.find((r) => r.id === stage1)!.branchCode).toBe('SH01');
    expect(await list(staff, `&auditorName=${encodeURIComponent('无此人')}`)).toEqual([]);
  });
});
