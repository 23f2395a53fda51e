/**
 * Case allocation, technical review and certification decision through the API. The projects are
 * brought to 待技术审定 (file complete) directly in the database — the earlier stages have their
 * own tests — with a team whose leader is a demo auditor; the demo `auditor` user's auditor is the
 * competent outsider who reviews, and the demo `decider` decides.
 */
import { addDays, calendarDateOf, schemeKey } from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { AREAS } from '../areas.ts';
import { projectExecutions } from '../audit-execution/schema.ts';
import { auditPlans, auditProgrammes, auditProjects, planTeamMembers } from '../audit-programmes/schema.ts';
import { auditorCodeCompetences, auditorQualifications, auditors } from '../auditors/schema.ts';
import { certificateEvents, certificatePdfs, certificates } from '../certificates/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { createTenant } from '../system/seed.ts';
import { certificateTasks, technicalReviews } from './schema.ts';

let t: TestContext;
let admin: string;
let auditorToken: string;
let deciderToken: string;
let enterpriseToken: string;
let reviewerAuditorId: string;
let leaderAuditorId: string;
let scheme: string;
let code: string;
let enterpriseIds: string[] = [];
const today = calendarDateOf(new Date());

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

/** A programme's first project, brought to 待技术审定 with a one-leader team; answers its id. */
async function projectInTechCheck(enterpriseIndex: number, leader = leaderAuditorId): Promise<string> {
  const programme = await call(admin, 'POST', '/shfa/scheme/add', {
    enterpriseId: enterpriseIds[enterpriseIndex],
    contractNo: `HT-JSSD-${Math.random().toString(36).slice(2, 8)}`,
    scheme,
    standardName: '测试标准',
    codes: [code],
    approvedOn: today,
    stage1Days: 1,
    stage2Days: 2,
    surveillanceDays: 1,
    recertificationDays: 2,
    sitesToSample: 1,
  });
  expect(programme.status, JSON.stringify(programme.body)).toBe(200);
  const made = await call(admin, 'POST', '/shfa/scheme/createProjects', {
    programmeId: programme.body.result.id,
    asOf: today,
  });
  expect(made.status).toBe(200);
  return t.database.systemTx(async (tx) => {
    const [project] = await tx
      .select({ id: auditProjects.id, planId: auditProjects.planId, tenantId: auditProjects.tenantId })
      .from(auditProjects)
      .where(eq(auditProjects.programmeId, programme.body.result.id));
    await tx.insert(planTeamMembers).values({
      tenantId: project!.tenantId,
      planId: project!.planId!,
      auditorId: leader,
      role: 1,
      scheme,
      codes: [code],
    });
    await tx.update(auditPlans).set({ status: 3 }).where(eq(auditPlans.id, project!.planId!));
    await tx.update(auditProjects).set({ status: 1 }).where(eq(auditProjects.id, project!.id));
    await tx
      .insert(projectExecutions)
      .values({
        tenantId: project!.tenantId,
        projectId: project!.id,
        stage: 10,
        archivedAt: new Date(),
        lastOnsiteDay: today,
      })
      .onConflictDoUpdate({
        target: [projectExecutions.tenantId, projectExecutions.projectId],
        set: { stage: 10, archivedAt: new Date() },
      });
    return project!.id;
  });
}

async function versionOf(projectId: string) {
  const [row] = await t.database.systemTx((tx) =>
    tx.select({ version: auditProjects.version }).from(auditProjects).where(eq(auditProjects.id, projectId)),
  );
  return row!.version;
}

async function allocation(tab: 'await' | 'done', token = admin) {
  const res = await call(token, 'GET', `/jssd/ajfp/list?tab=${tab}&pageSize=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.records as {
    projectId: string;
    nextRound: number | null;
    statusLabel: string;
    reviewers: { reviewId: string; version: number }[];
  }[];
}

async function myTask(projectId: string) {
  const res = await call(auditorToken, 'GET', '/jssd/record/list?scope=mine&pageSize=100');
  expect(res.status).toBe(200);
  return (
    res.body.result.records as { id: string; version: number; projectId: string; result: number }[]
  ).find((r) => r.projectId === projectId && r.result === 0);
}

const findings = [
  { item: '审核报告与审核证据', ok: true, note: '完整' },
  { item: '不符合项及纠正措施验证', ok: true, note: '已验证' },
];

async function reviewAndPass(projectId: string) {
  const assigned = await call(admin, 'POST', '/jssd/ajfp/assign', {
    projectId,
    round: 1,
    auditorId: reviewerAuditorId,
    projectVersion: await versionOf(projectId),
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  const task = await myTask(projectId);
  const passed = await call(auditorToken, 'POST', '/jssd/review/submit', {
    id: task!.id,
    version: task!.version,
    result: 1,
    findings,
  });
  expect(passed.status, JSON.stringify(passed.body)).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  auditorToken = await t.login('auditor');
  deciderToken = await t.login('decider');
  enterpriseToken = await t.login('enterprise');
  await t.database.systemTx(async (tx) => {
    enterpriseIds = (
      await tx
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.tenantId, 1))
        .orderBy(enterprises.code)
    ).map((r) => r.id);
    const [me] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .innerJoin(users, eq(users.id, auditors.userId))
      .where(and(eq(auditors.tenantId, 1), eq(users.username, 'auditor')));
    reviewerAuditorId = me!.id;
    // A code the reviewer is competent in, under a registration valid today.
    const [competence] = await tx
      .select({ scheme: auditorCodeCompetences.scheme, code: auditorCodeCompetences.code })
      .from(auditorCodeCompetences)
      .innerJoin(
        auditorQualifications,
        and(
          eq(auditorQualifications.auditorId, auditorCodeCompetences.auditorId),
          eq(auditorQualifications.scheme, auditorCodeCompetences.scheme),
        ),
      )
      .where(
        and(
          eq(auditorCodeCompetences.auditorId, me!.id),
          eq(auditorCodeCompetences.status, 1),
          sql`${auditorQualifications.validFrom} <= ${today} and ${auditorQualifications.validTo} >= ${today}`,
        ),
      )
      .limit(1);
    scheme = competence!.scheme;
    code = competence!.code;
    const [other] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .where(and(eq(auditors.tenantId, 1), sql`${auditors.id} <> ${me!.id}`, eq(auditors.status, 1)))
      .limit(1);
    leaderAuditorId = other!.id;
  });
});
afterAll(() => t.close());

describe('case allocation (案卷分配)', () => {
  it('lists a complete file in 待分配 and offers competent outsiders, excluding the cycle team with the reason', async () => {
    const projectId = await projectInTechCheck(0);
    const row = (await allocation('await')).find((r) => r.projectId === projectId);
    expect(row).toMatchObject({ nextRound: 1, statusLabel: '待技术审定' });

    const res = await call(admin, 'GET', `/jssd/ajfp/candidates?projectId=${projectId}&round=1`);
    expect(res.status).toBe(200);
    const candidates = res.body.result.candidates as {
      auditorId: string;
      eligible: boolean;
      reasons: string[];
    }[];
    expect(candidates.find((c) => c.auditorId === reviewerAuditorId)).toMatchObject({
      eligible: true,
      reasons: [],
    });
    const leader = candidates.find((c) => c.auditorId === leaderAuditorId);
    expect(leader?.eligible).toBe(false);
    expect(leader?.reasons).toContain('该人员是本认证周期审核组成员，不能担任技术审定人员');
    expect(candidates.findIndex((c) => !c.eligible)).toBeGreaterThan(candidates.findIndex((c) => c.eligible));
  });

  it('refuses a team member, a stale project version and bad input; writes nothing', async () => {
    const projectId = await projectInTechCheck(1);
    const version = await versionOf(projectId);
    const onTeam = await call(admin, 'POST', '/jssd/ajfp/assign', {
      projectId,
      round: 1,
      auditorId: leaderAuditorId,
      projectVersion: version,
    });
    expect(onTeam.status).toBe(400);
    expect(onTeam.body.message).toContain('本认证周期审核组成员');
    const stale = await call(admin, 'POST', '/jssd/ajfp/assign', {
      projectId,
      round: 1,
      auditorId: reviewerAuditorId,
      projectVersion: version + 5,
    });
    expect(stale.status).toBe(409);
    const bad = await call(admin, 'POST', '/jssd/ajfp/assign', {
      projectId,
      round: 3,
      auditorId: 'x',
      projectVersion: version,
    });
    expect(bad.status).toBe(400);
    const second = await call(admin, 'POST', '/jssd/ajfp/assign', {
      projectId,
      round: 2,
      auditorId: reviewerAuditorId,
      projectVersion: version,
    });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('一评通过后才能分配二评');
    const written = await t.database.systemTx((tx) =>
      tx
        .select({ id: technicalReviews.id })
        .from(technicalReviews)
        .where(eq(technicalReviews.projectId, projectId)),
    );
    expect(written).toHaveLength(0);
  });

  it('is closed to users without the allocation permission', async () => {
    expect((await call(enterpriseToken, 'GET', '/jssd/ajfp/list')).status).toBe(403);
    expect((await call(auditorToken, 'GET', '/jssd/ajfp/list')).status).toBe(403);
    expect((await call(auditorToken, 'GET', '/jssd/record/list?scope=all')).status).toBe(403);
    expect((await call(null, 'GET', '/jssd/ajfp/list')).status).toBe(401);
  });
});

describe('technical review', () => {
  it('a rejection sends the file back with the reason; back in stage 10 it is allocated again and passes', async () => {
    const projectId = await projectInTechCheck(2);
    const assigned = await call(admin, 'POST', '/jssd/ajfp/assign', {
      projectId,
      round: 1,
      auditorId: reviewerAuditorId,
      projectVersion: await versionOf(projectId),
    });
    expect(assigned.status).toBe(200);
    expect((await allocation('await')).some((r) => r.projectId === projectId)).toBe(false);
    expect((await allocation('done')).some((r) => r.projectId === projectId)).toBe(true);

    const task = await myTask(projectId);
    expect(task).toBeTruthy();
    // Someone else's task, and a rejection without a reason, are refused.
    const notMine = await call(deciderToken, 'POST', '/jssd/review/submit', {
      id: task!.id,
      version: task!.version,
      result: 2,
      findings,
      reason: 'x',
    });
    expect(notMine.status).toBe(403);
    const noReason = await call(auditorToken, 'POST', '/jssd/review/submit', {
      id: task!.id,
      version: task!.version,
      result: 2,
      findings,
      reason: '',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('请填写驳回原因');
    // Items start unanswered (ok: null): a pass needs every one answered.
    const unanswered = await call(auditorToken, 'POST', '/jssd/review/submit', {
      id: task!.id,
      version: task!.version,
      result: 1,
      findings: [...findings, { item: '审核时间与抽样', ok: null, note: '' }],
    });
    expect(unanswered.status).toBe(400);
    expect(unanswered.body.message).toBe('以下审定项尚未确认是否符合：审核时间与抽样，不能审定通过');
    const rejected = await call(auditorToken, 'POST', '/jssd/review/submit', {
      id: task!.id,
      version: task!.version,
      result: 2,
      findings: [{ item: '审核报告与审核证据', ok: false, note: '缺少二阶段报告' }],
      reason: '缺少二阶段审核报告',
      rejectTarget: 1,
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const again = await call(auditorToken, 'POST', '/jssd/review/submit', {
      id: task!.id,
      version: task!.version,
      result: 1,
      findings,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('该技术审定已完成');

    const file = await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`);
    expect(file.body.result.project.statusLabel).toBe('待整改');
    expect(file.body.result.reviews[0]).toMatchObject({
      result: 2,
      resultName: '驳回',
      reason: '缺少二阶段审核报告',
    });

    // The team rectifies and the file is complete again (audit execution's step).
    await t.database.systemTx((tx) =>
      Promise.all([
        tx.update(auditProjects).set({ status: 1 }).where(eq(auditProjects.id, projectId)),
        tx.update(projectExecutions).set({ stage: 10 }).where(eq(projectExecutions.projectId, projectId)),
      ]),
    );
    const back = (await allocation('await')).find((r) => r.projectId === projectId);
    expect(back).toMatchObject({ nextRound: 1, statusLabel: '已驳回' });
    await reviewAndPass(projectId);
    const inDecision = await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`);
    expect(inDecision.body.result.project.statusLabel).toBe('认证决定中');
    expect(inDecision.body.result.decision).toMatchObject({ result: 0 });
    expect(inDecision.body.result.refusal).toBeNull();
  });

  it('the reviewer reads only the files of their own reviews', async () => {
    const other = await projectInTechCheck(3);
    const res = await call(auditorToken, 'GET', `/rzjd/audit/file?projectId=${other}`);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
  });
});

describe('certification decision', () => {
  it('the decider decides an initial audit: the project is decided, a certificate issue task is left and the programme rescheduled', async () => {
    const projectId = await projectInTechCheck(4);
    await reviewAndPass(projectId);
    const file = (await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`)).body.result;
    const bad = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
      projectId,
      version: file.decision.version,
      result: 1,
      decisionDate: today,
      rationale: '',
    });
    expect(bad.status).toBe(400);
    const future = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
      projectId,
      version: file.decision.version,
      result: 1,
      decisionDate: '2999-01-01',
      rationale: '同意',
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('决定日期不能晚于今天');
    const stale = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
      projectId,
      version: file.decision.version + 1,
      result: 1,
      decisionDate: today,
      rationale: '同意',
    });
    expect(stale.status).toBe(409);

    const decided = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
      projectId,
      version: file.decision.version,
      result: 1,
      decisionDate: today,
      rationale: '审核证据充分，同意认证',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.result.effects).toEqual(['issueCertificate', 'regenerateProgramme']);
    const after = (await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`)).body.result;
    expect(after.project.statusLabel).toBe('已决定');
    expect(after.decision).toMatchObject({ result: 1, resultName: '通过', decisionDate: today });
    expect(after.refusal).toBe('该项目已作出认证决定');
    const tasks = await t.database.systemTx((tx) =>
      tx
        .select({ kind: certificateTasks.kind })
        .from(certificateTasks)
        .where(eq(certificateTasks.projectId, projectId)),
    );
    expect(tasks).toEqual([{ kind: 1 }]);
    const list = await call(deciderToken, 'GET', '/rzjd/decision/list?kind=approval&state=done&pageSize=100');
    expect(list.body.result.records.some((r: { projectId: string }) => r.projectId === projectId)).toBe(true);
    const stats = await call(deciderToken, 'GET', '/rzjd/decision/statistics');
    expect(stats.body.result[0]).toMatchObject({
      decisions: expect.any(Number),
      averageDays: expect.any(Number),
    });
  });

  it('refuses a decider who was on a team of the cycle, and the technical reviewer', async () => {
    // The demo decider is also a registered auditor: a project whose team they were on.
    const [deciderAuditor] = await t.database.systemTx((tx) =>
      tx
        .select({ id: auditors.id })
        .from(auditors)
        .innerJoin(users, eq(users.id, auditors.userId))
        .where(and(eq(auditors.tenantId, 1), eq(users.username, 'decider'))),
    );
    expect(deciderAuditor).toBeTruthy();
    const projectId = await projectInTechCheck(5, deciderAuditor!.id);
    await reviewAndPass(projectId);
    const file = (await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`)).body.result;
    expect(file.refusal).toBe('您是本认证周期审核组成员，不能作出认证决定');
    const refused = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
      projectId,
      version: file.decision.version,
      result: 1,
      decisionDate: today,
      rationale: '同意',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('您是本认证周期审核组成员，不能作出认证决定');
    // The reviewer (the auditor account) holds no decision permission at all.
    const reviewer = await call(auditorToken, 'POST', '/rzjd/audit/decide', {
      projectId,
      version: file.decision.version,
      result: 1,
      decisionDate: today,
      rationale: '同意',
    });
    expect(reviewer.status).toBe(403);
  });

  it('a return goes back to the team; the leader resubmits; only the leader may', async () => {
    const projectId = await projectInTechCheck(6);
    await reviewAndPass(projectId);
    const file = (await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`)).body.result;
    const returned = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
      projectId,
      version: file.decision.version,
      result: 2,
      decisionDate: today,
      rationale: '请补充不符合项验证证据',
    });
    expect(returned.status).toBe(200);
    expect(returned.body.result.effects).toEqual(['backToTeam']);
    const after = (await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`)).body.result;
    expect(after.project.statusLabel).toBe('待整改');
    const notLeader = await call(auditorToken, 'POST', '/rzjd/audit/resubmit', {
      projectId,
      version: after.project.version,
    });
    expect(notLeader.status).toBe(403);
    expect(notLeader.body.message).toBe('只有审核组长可以重新提交认证决定');
  });

  it('surveillance: passed keeps the certificate with a history note; not passed proposes a suspension that 暂停撤销 carries out', async () => {
    const standardCode = schemeKey(scheme);
    const surveillance = async (enterpriseIndex: number) => {
      const projectId = await projectInTechCheck(enterpriseIndex);
      const certificateId = await t.database.systemTx(async (tx) => {
        await tx.update(auditProjects).set({ auditType: 2 }).where(eq(auditProjects.id, projectId));
        const [cert] = await tx
          .insert(certificates)
          .values({
            tenantId: 1,
            certNo: `TEST${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
            standardCode,
            issueDate: '2025-06-01',
            expiryDate: '2028-05-31',
            enterpriseId: enterpriseIds[enterpriseIndex],
            enterpriseName: '测试企业',
          })
          .returning({ id: certificates.id });
        return cert!.id;
      });
      await reviewAndPass(projectId);
      const file = (await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`)).body.result;
      return { projectId, certificateId, version: file.decision.version as number };
    };

    const kept = await surveillance(7);
    const passed = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
      projectId: kept.projectId,
      version: kept.version,
      result: 1,
      decisionDate: today,
      rationale: '监督审核通过',
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect(passed.body.result.effects).toEqual(['maintainCertificate', 'regenerateProgramme']);
    const events = await t.database.systemTx((tx) =>
      tx
        .select({ eventType: certificateEvents.eventType, toStatus: certificateEvents.toStatus })
        .from(certificateEvents)
        .where(eq(certificateEvents.certificateId, kept.certificateId)),
    );
    expect(events).toEqual([{ eventType: 'maintain', toStatus: 1 }]);
    const supervision = await call(
      deciderToken,
      'GET',
      '/rzjd/decision/list?kind=supervision&state=done&pageSize=100',
    );
    expect(
      supervision.body.result.records.some((r: { projectId: string }) => r.projectId === kept.projectId),
    ).toBe(true);

    const failing = await surveillance(8);
    const notPassed = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
      projectId: failing.projectId,
      version: failing.version,
      result: 3,
      decisionDate: today,
      rationale: '严重不符合项未能在规定期限内关闭',
    });
    expect(notPassed.body.result.effects).toEqual(['suspensionProposal']);
    const tasks = await call(deciderToken, 'GET', '/rzjd/pauseCancel/list?status=0&pageSize=100');
    const proposal = tasks.body.result.records.find(
      (r: { projectId: string }) => r.projectId === failing.projectId,
    );
    expect(proposal).toMatchObject({
      kind: 3,
      kindName: '暂停建议',
      certificateId: failing.certificateId,
      certStatus: 1,
    });
    // Bad input changes nothing: no reason code, then a suspension beyond six months.
    const noCode = await call(deciderToken, 'POST', '/rzjd/pauseCancel/act', {
      id: proposal.id,
      version: proposal.version,
      action: 'pause',
      reason: '监督不通过',
      suspendUntil: today,
    });
    expect(noCode.status).toBe(400);
    const tooLong = await call(deciderToken, 'POST', '/rzjd/pauseCancel/act', {
      id: proposal.id,
      version: proposal.version,
      action: 'pause',
      reasonCode: '0111',
      reason: '监督不通过',
      suspendUntil: '2999-01-01',
    });
    expect(tooLong.status).toBe(400);
    const [still] = await t.database.systemTx((tx) =>
      tx
        .select({ status: certificates.status })
        .from(certificates)
        .where(eq(certificates.id, failing.certificateId)),
    );
    expect(still!.status).toBe(1);
    const paused = await call(deciderToken, 'POST', '/rzjd/pauseCancel/act', {
      id: proposal.id,
      version: proposal.version,
      action: 'pause',
      reasonCode: '0111',
      reason: '监督审核不通过，暂停认证证书',
      suspendUntil: addDays(today, 90),
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const [suspended] = await t.database.systemTx((tx) =>
      tx
        .select({ status: certificates.status })
        .from(certificates)
        .where(eq(certificates.id, failing.certificateId)),
    );
    expect(suspended!.status).toBe(2);
  });

  it('answers 404 for a project of another tenant and writes nothing', async () => {
    const other = await t.database.systemTx(async (tx) => {
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
      const [e] = await tx
        .insert(enterprises)
        .values({ tenantId, code: 'KH-Y', name: '外企二', creditCode: '91310000MA1FL0001X' })
        .returning({ id: enterprises.id });
      const [programme] = await tx
        .insert(auditProgrammes)
        .values({ tenantId, enterpriseId: e!.id, scheme, ruleSetId: 'iso17021-1:2015' })
        .returning({ id: auditProgrammes.id });
      const [project] = await tx
        .insert(auditProjects)
        .values({
          tenantId,
          programmeId: programme!.id,
          enterpriseId: e!.id,
          auditType: 1,
          scheme,
          dueFrom: today,
          dueTo: today,
          status: 1,
        })
        .returning({ id: auditProjects.id });
      await tx.insert(projectExecutions).values({ tenantId, projectId: project!.id, stage: 10 });
      return project!.id;
    });
    expect((await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${other}`)).status).toBe(404);
    const assign = await call(admin, 'POST', '/jssd/ajfp/assign', {
      projectId: other,
      round: 1,
      auditorId: reviewerAuditorId,
      projectVersion: 1,
    });
    expect(assign.status).toBe(404);
    expect((await allocation('await')).some((r) => r.projectId === other)).toBe(false);
    const written = await t.database.systemTx((tx) =>
      tx
        .select({ id: technicalReviews.id })
        .from(technicalReviews)
        .where(eq(technicalReviews.projectId, other)),
    );
    expect(written).toHaveLength(0);
  });
});

describe('demo data', () => {
  it('has a file in every state of this stage for the demo users', async () => {
    const waiting = await allocation('await');
    expect(waiting.some((r) => r.statusLabel === '待技术审定')).toBe(true);
    const tasks = await call(auditorToken, 'GET', '/jssd/record/list?scope=mine&result=0');
    expect(tasks.body.result.total).toBeGreaterThanOrEqual(1);
    const pending = await call(deciderToken, 'GET', '/rzjd/decision/list?kind=approval&state=pending');
    expect(
      pending.body.result.records.some((r: { statusLabel: string }) => r.statusLabel === '认证决定中'),
    ).toBe(true);
    const decided = await call(deciderToken, 'GET', '/rzjd/decision/list?kind=approval&state=done');
    expect(decided.body.result.records.some((r: { resultName: string }) => r.resultName === '通过')).toBe(
      true,
    );
    const certificateTasks = await call(deciderToken, 'GET', '/rzjd/pauseCancel/list?status=0');
    expect(
      certificateTasks.body.result.records.some((r: { kindName: string }) => r.kindName === '证书发放'),
    ).toBe(true);
  });
});

describe('证书发放 from a passed decision', () => {
  it('issues numbered certificates from the body template, once per task, with distinct serials under concurrency', async () => {
    const certadmin = await t.login('certadmin');
    const decided = async (enterpriseIndex: number) => {
      const projectId = await projectInTechCheck(enterpriseIndex);
      await reviewAndPass(projectId);
      const file = (await call(deciderToken, 'GET', `/rzjd/audit/file?projectId=${projectId}`)).body.result;
      const res = await call(deciderToken, 'POST', '/rzjd/audit/decide', {
        projectId,
        version: file.decision.version,
        result: 1,
        decisionDate: today,
        rationale: '同意认证',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result.certificateTaskId as string;
    };
    const [first, second] = [await decided(9), await decided(10)];
    const list = await call(certadmin, 'GET', '/zsfx/add/list?status=0&pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.result.records.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect((await call(enterpriseToken, 'GET', '/zsfx/add/list')).status).toBe(403);

    const draft = (await call(certadmin, 'GET', `/zsfx/add/draft?taskId=${first}`)).body.result;
    expect(draft.certNoPreview).toMatch(/^034[A-Z]+\d{2}\d{3}R0[SML]$/);
    expect(draft.expiryDate > draft.issueDate).toBe(true);
    const body = (d: typeof draft, over: Record<string, unknown> = {}) => ({
      taskId: d.taskId,
      version: d.version,
      certificateType: 'A',
      standardCode: d.standardCode,
      standardName: d.standardName || '质量管理体系',
      standardVersion: d.standardVersion,
      scopeZh: d.scopeZh || '电子元器件的设计和生产',
      scopeEn: d.scopeEn,
      enterpriseName: d.enterpriseName,
      enterpriseNameEn: d.enterpriseNameEn,
      enterpriseAddress: d.enterpriseAddress || '上海市浦东新区',
      enterpriseAddressEn: d.enterpriseAddressEn,
      marks: d.marks,
      issueDate: d.issueDate,
      ...over,
    });
    const before = await t.database.systemTx((tx) => tx.select({ id: certificates.id }).from(certificates));
    const early = await call(certadmin, 'POST', '/zsfx/add/issue', body(draft, { issueDate: '2020-01-01' }));
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('发证日期不能早于认证决定日期');
    const noScope = await call(certadmin, 'POST', '/zsfx/add/issue', body(draft, { scopeZh: ' ' }));
    expect(noScope.status).toBe(400);
    const stale = await call(
      certadmin,
      'POST',
      '/zsfx/add/issue',
      body(draft, { version: draft.version + 1 }),
    );
    expect(stale.status).toBe(409);
    const after = await t.database.systemTx((tx) => tx.select({ id: certificates.id }).from(certificates));
    expect(after.length).toBe(before.length);

    const secondDraft = (await call(certadmin, 'GET', `/zsfx/add/draft?taskId=${second}`)).body.result;
    const [a, b] = await Promise.all([
      call(certadmin, 'POST', '/zsfx/add/issue', body(draft)),
      call(certadmin, 'POST', '/zsfx/add/issue', body(secondDraft)),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(a.body.result.certNo).not.toBe(b.body.result.certNo);
    expect(a.body.result.certNo).toMatch(/^034[A-Z]+\d{2}\d{3}R0[SML]$/);
    const again = await call(
      certadmin,
      'POST',
      '/zsfx/add/issue',
      body(draft, { version: draft.version + 1 }),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('该任务的证书已发放');

    const [issued] = await t.database.systemTx((tx) =>
      tx
        .select({
          status: certificates.status,
          expiryDate: certificates.expiryDate,
          certNo: certificates.certNo,
        })
        .from(certificates)
        .where(eq(certificates.id, a.body.result.id)),
    );
    expect(issued).toMatchObject({ status: 1, expiryDate: a.body.result.expiryDate });
    const events = await t.database.systemTx((tx) =>
      tx
        .select({ eventType: certificateEvents.eventType })
        .from(certificateEvents)
        .where(eq(certificateEvents.certificateId, a.body.result.id)),
    );
    expect(events).toEqual([{ eventType: 'issue' }]);
    // The issued certificate's PDF is kept with the issue (the refused attempts kept none).
    const kept = await t.database.systemTx((tx) =>
      tx
        .select({ certificateId: certificatePdfs.certificateId, reason: certificatePdfs.reason })
        .from(certificatePdfs),
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        { certificateId: a.body.result.id, reason: 'issue' },
        { certificateId: b.body.result.id, reason: 'issue' },
      ]),
    );
    expect(kept).toHaveLength(2);
    const listed = await call(certadmin, 'GET', `/zsfx/certificate/pdfs?id=${a.body.result.id}`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.result).toEqual([
      expect.objectContaining({ reason: 'issue', reasonName: '发证', currentVersion: true }),
    ]);
  });
});
