/**
 * One new certification through the API under each rule set, with the last stage-2 day, the decision
 * and the certificate's issue on three different days (issue 30: decision 21 Dec 2026, issue 6 Jan
 * 2027): after the issue the programme's rows and 证书到期 are the certificate's dates, and the
 * overdue-surveillance job suspends the certificate the day after the rule set's deadline for the
 * first surveillance — not on the day itself, nor earlier (under CNCA-QMS-01:2025 it used to, on
 * 22 Dec 2027, counting from the decision). The clock is the test clock the lifecycle jobs' tests use.
 */
import { addDays, addMonths, type RuleSetId } from '@cb/domain';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { projectExecutions } from '../audit-execution/schema.ts';
import {
  auditPlans,
  auditProgrammes,
  auditProjects,
  planTeamMembers,
  programmeRows,
} from '../audit-programmes/schema.ts';
import { auditorCodeCompetences, auditorQualifications, auditors } from '../auditors/schema.ts';
import { certificateEvents, certificates } from '../certificates/schema.ts';
import { enterprises } from '../customers/schema.ts';

let t: TestContext;
let clock = new Date('2026-12-21T02:00:00Z');
/** 10:00 in China on `day`. */
const at = (day: string) => {
  clock = new Date(`${day}T02:00:00Z`);
};

const STAGE2_LAST_DAY = '2026-12-10';
const DECISION_DATE = '2026-12-21';
const ISSUE_DATE = '2027-01-06';

let scheme: string;
let code: string;
let reviewerAuditorId: string;
let leaderAuditorId: string;
/** Enterprises without any certificate: the overdue job can only suspend the one issued here. */
let enterpriseIds: string[];

const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  // Sessions follow the clock: sign in on the day of the call.
  const token = await t.login(username, username === 'admin' ? TEST_ADMIN_PASSWORD : undefined);
  const res = await t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.result;
};

beforeAll(async () => {
  t = await createTestContext({ now: () => clock.getTime() });
  await t.database.systemTx(async (tx) => {
    enterpriseIds = (
      await tx
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(
          and(
            eq(enterprises.tenantId, 1),
            notExists(
              tx
                .select({ id: certificates.id })
                .from(certificates)
                .where(eq(certificates.enterpriseId, enterprises.id)),
            ),
          ),
        )
        .orderBy(enterprises.code)
        .limit(4)
    ).map((r) => r.id);
    const [me] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .innerJoin(users, eq(users.id, auditors.userId))
      .where(and(eq(auditors.tenantId, 1), eq(users.username, 'auditor')));
    reviewerAuditorId = me!.id;
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
          sql`${auditorQualifications.validFrom} <= ${DECISION_DATE} and ${auditorQualifications.validTo} >= ${DECISION_DATE}`,
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
  expect(enterpriseIds).toHaveLength(4);
});
afterAll(() => t.close());

/** The tenant follows one rule set for every scheme; answers the rules page's row of it. */
async function follow(ruleSet: RuleSetId) {
  const page = await call('admin', 'GET', '/sys/lifecycle/rules');
  await call('admin', 'PUT', '/sys/lifecycle/rules', { ...page.setting, ruleSet, schemeRuleSets: [] });
  return page.ruleSets.find((r: { id: string }) => r.id === ruleSet) as { anchor: string; validFrom: string };
}

/**
 * A new programme whose first project is audited (last on-site day STAGE2_LAST_DAY), reviewed and
 * decided on DECISION_DATE; answers the programme and the certificate task.
 */
async function decided(enterpriseId: string) {
  at(DECISION_DATE);
  const programme = await call('admin', 'POST', '/shfa/scheme/add', {
    enterpriseId,
    contractNo: `HT-DATES-${Math.random().toString(36).slice(2, 8)}`,
    scheme,
    standardName: '测试标准',
    codes: [code],
    approvedOn: '2026-06-01',
    stage1Days: 1,
    stage2Days: 2,
    surveillanceDays: 1,
    recertificationDays: 2,
    sitesToSample: 1,
  });
  await call('admin', 'POST', '/shfa/scheme/createProjects', {
    programmeId: programme.id,
    asOf: '2026-06-01',
  });
  const projectId = await t.database.systemTx(async (tx) => {
    const [project] = await tx
      .select({ id: auditProjects.id, planId: auditProjects.planId })
      .from(auditProjects)
      .where(eq(auditProjects.programmeId, programme.id));
    await tx.insert(planTeamMembers).values({
      tenantId: 1,
      planId: project!.planId!,
      auditorId: leaderAuditorId,
      role: 1,
      scheme,
      codes: [code],
    });
    await tx.update(auditPlans).set({ status: 3 }).where(eq(auditPlans.id, project!.planId!));
    await tx.update(auditProjects).set({ status: 1 }).where(eq(auditProjects.id, project!.id));
    await tx
      .insert(projectExecutions)
      .values({
        tenantId: 1,
        projectId: project!.id,
        stage: 10,
        archivedAt: clock,
        lastOnsiteDay: STAGE2_LAST_DAY,
      })
      .onConflictDoUpdate({
        target: [projectExecutions.tenantId, projectExecutions.projectId],
        set: { stage: 10, archivedAt: clock, lastOnsiteDay: STAGE2_LAST_DAY },
      });
    return project!.id;
  });
  const [project] = await t.database.systemTx((tx) =>
    tx.select({ version: auditProjects.version }).from(auditProjects).where(eq(auditProjects.id, projectId)),
  );
  await call('admin', 'POST', '/jssd/ajfp/assign', {
    projectId,
    round: 1,
    auditorId: reviewerAuditorId,
    projectVersion: project!.version,
  });
  const mine = await call('auditor', 'GET', '/jssd/record/list?scope=mine&pageSize=100');
  const task = mine.records.find(
    (r: { projectId: string; result: number }) => r.projectId === projectId && r.result === 0,
  );
  await call('auditor', 'POST', '/jssd/review/submit', {
    id: task.id,
    version: task.version,
    result: 1,
    findings: [
      { item: '审核报告与审核证据', ok: true, note: '完整' },
      { item: '不符合项及纠正措施验证', ok: true, note: '已验证' },
    ],
  });
  const file = await call('decider', 'GET', `/rzjd/audit/file?projectId=${projectId}`);
  const decision = await call('decider', 'POST', '/rzjd/audit/decide', {
    projectId,
    version: file.decision.version,
    result: 1,
    decisionDate: DECISION_DATE,
    rationale: '同意认证',
  });
  return { programmeId: programme.id as string, taskId: decision.certificateTaskId as string };
}

async function issue(taskId: string) {
  at(ISSUE_DATE);
  const d = await call('certadmin', 'GET', `/zsfx/add/draft?taskId=${taskId}`);
  return call('certadmin', 'POST', '/zsfx/add/issue', {
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
    issueDate: ISSUE_DATE,
  }) as Promise<{ id: string; expiryDate: string }>;
}

interface Row {
  auditType: number;
  stage: number | null;
  dueFrom: string;
  dueTo: string;
  estimated: boolean;
}
const programmeOf = async (id: string) =>
  (await call('admin', 'GET', `/shfa/scheme/queryById?id=${id}`)) as {
    cycleStart: string;
    expiryDate: string;
    ruleSetId: string;
    rows: Row[];
  };
const rowOf = (rows: Row[], auditType: number) =>
  rows.find((r) => r.auditType === auditType && r.stage === null)!;

const certificate = async (id: string) =>
  (await t.database.systemTx((tx) => tx.select().from(certificates).where(eq(certificates.id, id))))[0]!;

/** What each rule set counts from: the first surveillance (the programme's cycle start) and the validity. */
const CASES: { ruleSet: RuleSetId; anchor: string; validFrom: string; estimatedAtDecision: boolean }[] = [
  { ruleSet: 'ISO17021:2011', anchor: STAGE2_LAST_DAY, validFrom: DECISION_DATE, estimatedAtDecision: false },
  { ruleSet: 'ISO17021-1:2015', anchor: DECISION_DATE, validFrom: DECISION_DATE, estimatedAtDecision: false },
  { ruleSet: 'CNCA-QMS-01:2025', anchor: ISSUE_DATE, validFrom: ISSUE_DATE, estimatedAtDecision: true },
];

describe.each(CASES.map((c, i) => ({ ...c, i })))('$ruleSet: decision → issue on a later day', (c) => {
  it('the programme shows the certificate’s dates, and the overdue job keeps the rule set’s deadline', async () => {
    at(DECISION_DATE);
    // The rules page (/sys/lifecycleRule) names the days the dates below are counted from.
    const label = (day: string) =>
      ({ [STAGE2_LAST_DAY]: '二阶段审核末日', [DECISION_DATE]: '认证决定日', [ISSUE_DATE]: '发证日' })[day];
    expect(await follow(c.ruleSet)).toMatchObject({ anchor: label(c.anchor), validFrom: label(c.validFrom) });
    const { programmeId, taskId } = await decided(enterpriseIds[c.i]!);

    // At the decision: under a rule counting from the issue the rows are estimates until the issue.
    const atDecision = await programmeOf(programmeId);
    expect(atDecision.ruleSetId).toBe(c.ruleSet);
    expect(rowOf(atDecision.rows, 2).estimated).toBe(c.estimatedAtDecision);

    const issued = await issue(taskId);
    const cert = await certificate(issued.id);
    const expiry = addDays(addMonths(c.validFrom, 36), -1);
    expect(cert).toMatchObject({ status: 1, issueDate: ISSUE_DATE, expiryDate: expiry });
    expect(issued.expiryDate).toBe(expiry);

    const p = await programmeOf(programmeId);
    expect(p.expiryDate).toBe(cert.expiryDate);
    expect(p.cycleStart).toBe(c.anchor);
    const s1 = rowOf(p.rows, 2);
    const s2 = rowOf(p.rows, 3);
    const recert = rowOf(p.rows, 4);
    expect(s1).toMatchObject({
      dueFrom: addMonths(c.anchor, 9),
      dueTo: addMonths(c.anchor, 12),
      estimated: false,
    });
    expect(s2).toMatchObject({ dueTo: addMonths(c.anchor, 24), estimated: false });
    expect(recert).toMatchObject({
      dueFrom: addMonths(cert.expiryDate, -6),
      dueTo: addDays(cert.expiryDate, -30),
    });
    // One cycle's rows only: the issue replaced the decision's, it did not add to them.
    expect(p.rows.filter((r) => r.stage === null).map((r) => r.auditType)).toEqual([2, 3, 4]);

    // The overdue job: not on the deadline (nor on the day after the decision's anniversary) …
    const deadline = s1.dueTo;
    for (const day of [addDays(addMonths(DECISION_DATE, 12), 1), deadline].filter((d) => d <= deadline)) {
      at(day);
      expect(await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null)).toMatchObject({
        status: 'succeeded',
      });
      expect((await certificate(issued.id)).status, `${c.ruleSet} on ${day}`).toBe(1);
    }
    // … the day after it, once, naming the deadline.
    at(addDays(deadline, 1));
    await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null);
    expect(await certificate(issued.id)).toMatchObject({
      status: 2,
      suspendUntil: addMonths(addDays(deadline, 1), 6),
    });
    const suspended = await t.database.systemTx((tx) =>
      tx
        .select({ reasonCode: certificateEvents.reasonCode, reason: certificateEvents.reason })
        .from(certificateEvents)
        .where(
          and(eq(certificateEvents.certificateId, issued.id), eq(certificateEvents.eventType, 'suspend')),
        ),
    );
    expect(suspended).toHaveLength(1);
    expect(suspended[0]!.reasonCode).toBe('0112');
    expect(suspended[0]!.reason).toContain(`应于${deadline}前完成`);
  });
});

describe('a surveillance the programme planned earlier than the rule', () => {
  it('suspends only after the rule set’s deadline (ISO/IEC 17021-1:2015: surveillance 2 ≤ 24 months from the decision)', async () => {
    const enterpriseId = enterpriseIds[3]!;
    const certificateId = uuidv7();
    const programmeId = uuidv7();
    await t.database.tenantTx({ tenantId: 1, userId: null }, async (tx) => {
      await tx.insert(certificates).values({
        id: certificateId,
        tenantId: 1,
        certNo: 'TEST-DATES-S2',
        standardCode: 'Q',
        status: 1,
        issueDate: ISSUE_DATE,
        expiryDate: '2029-12-20',
        enterpriseId,
        enterpriseName: '周期日期测试有限公司',
      });
      await tx.insert(auditProgrammes).values({
        id: programmeId,
        tenantId: 1,
        enterpriseId,
        scheme: 'QMS',
        ruleSetId: 'ISO17021-1:2015',
        cycleStart: DECISION_DATE,
        expiryDate: '2029-12-20',
      });
      // Surveillance 1 ended 30 Nov 2027: the body plans surveillance 2 within 12 months of it,
      // earlier than the rule's 21 Dec 2028.
      await tx.insert(programmeRows).values({
        tenantId: 1,
        programmeId,
        seq: 4,
        auditType: 3,
        stage: null,
        dueFrom: '2028-08-30',
        dueTo: '2028-11-30',
        days: 1,
      });
    });
    for (const day of ['2028-12-01', '2028-12-21']) {
      at(day);
      await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null);
      expect((await certificate(certificateId)).status, day).toBe(1);
    }
    at('2028-12-22');
    await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null);
    expect((await certificate(certificateId)).status).toBe(2);
    const [event] = await t.database.systemTx((tx) =>
      tx
        .select({ reason: certificateEvents.reason })
        .from(certificateEvents)
        .where(
          and(eq(certificateEvents.certificateId, certificateId), eq(certificateEvents.eventType, 'suspend')),
        ),
    );
    expect(event!.reason).toBe(
      '第二次监督审核应于2028-12-21前完成，逾期未实施（ISO/IEC 17021-1:2015（自认证决定日起算））',
    );
  });
});
