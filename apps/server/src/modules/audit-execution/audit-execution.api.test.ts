import { crc32, inflateRawSync } from 'node:zlib';
import {
  addDays,
  addMonths,
  calendarDateOf,
  PROJECT_AUDIT_STATUS_LABELS,
  type ProjectAuditStatusInput,
  projectAuditStatusLabel,
} from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { AREAS } from '../areas.ts';
import { auditProjectsView } from '../audit-programmes/door.ts';
import { auditPlans, auditProgrammes, auditProjects, planTeamMembers } from '../audit-programmes/schema.ts';
import { auditors } from '../auditors/schema.ts';
import { customerUserLinks, enterprises } from '../customers/schema.ts';
import { createTenant } from '../system/seed.ts';
import { projectReadyForDecision } from './decision-readiness.ts';
import { statusKeySql } from './repository.ts';
import { projectExecutions } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditorUser: string;
let enterpriseUser: string;
let leaderAuditorId: string;
let memberAuditorId: string;
let ownEnterpriseId: string;
let otherEnterpriseId: string;

const today = calendarDateOf(new Date());
const yesterday = addDays(today, -1);

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

/** Uploads a small PDF as a record file. */
async function upload(
  token: string,
  prefix: string,
  recordId: string,
  documentType: string,
  name = 'report.pdf',
) {
  const boundary = '----cbtest';
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call(token, {
    method: 'POST',
    url: `/api${prefix}/${recordId}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A programme of the enterprise with an approved plan (leader: the demo auditor) and its projects. */
async function fixture(
  enterpriseId: string,
  projects: { auditType: number; stage: number | null }[],
  planStatus = 3,
  /** The demo auditor's role on the team: 1 leader (the other auditor a member), 2 the other way round. */
  myRole: 1 | 2 = 1,
) {
  return t.database.systemTx(async (tx) => {
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
        planNo: `T${Math.random().toString(36).slice(2, 10)}`,
        enterpriseId,
        status: planStatus,
        startDate: yesterday,
        endDate: today,
      })
      .returning({ id: auditPlans.id });
    const halfDays = [`${yesterday}:1`, `${yesterday}:2`, `${today}:1`, `${today}:2`];
    await tx.insert(planTeamMembers).values([
      { tenantId: 1, planId: plan!.id, auditorId: leaderAuditorId, role: myRole, scheme: 'QMS', halfDays },
      {
        tenantId: 1,
        planId: plan!.id,
        auditorId: memberAuditorId,
        role: myRole === 1 ? 2 : 1,
        scheme: 'QMS',
        halfDays,
        sortNo: 1,
      },
    ]);
    const ids: string[] = [];
    for (const p of projects) {
      const [row] = await tx
        .insert(auditProjects)
        .values({
          tenantId: 1,
          programmeId: programme!.id,
          enterpriseId,
          planId: plan!.id,
          auditType: p.auditType,
          stage: p.stage,
          scheme: 'QMS',
          dueFrom: yesterday,
          dueTo: addDays(today, 30),
        })
        .returning({ id: auditProjects.id });
      ids.push(row!.id);
    }
    return { planId: plan!.id, ids };
  });
}

const detail = async (token: string, id: string) =>
  (await call(token, 'GET', `/shxm/project/queryById?id=${id}`)).body.result;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  staff = await t.login('staff');
  auditorUser = await t.login('auditor');
  enterpriseUser = await t.login('enterprise');
  await t.database.systemTx(async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'auditor'));
    const [me] = await tx.select({ id: auditors.id }).from(auditors).where(eq(auditors.userId, u!.id));
    leaderAuditorId = me!.id;
    const [other] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .where(and(eq(auditors.tenantId, 1), sql`${auditors.id} <> ${me!.id}`))
      .limit(1);
    memberAuditorId = other!.id;
    const [eu] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'enterprise'));
    const [link] = await tx
      .select({ enterpriseId: customerUserLinks.enterpriseId })
      .from(customerUserLinks)
      .where(eq(customerUserLinks.userId, eu!.id));
    ownEnterpriseId = link!.enterpriseId!;
    const [oe] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(and(eq(enterprises.tenantId, 1), sql`${enterprises.id} <> ${ownEnterpriseId}`))
      .limit(1);
    otherEnterpriseId = oe!.id;
  });
});
afterAll(() => t.close());

describe('the status label in SQL', () => {
  it('agrees with the domain function on every combination of status and sub-statuses', async () => {
    const { ids } = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }]);
    const id = ids[0]!;
    const opt = [null, 1, 3, 4];
    const combos: ProjectAuditStatusInput[] = [];
    for (const status of [0, 1, 2, 3, 4, 5, 6, 7])
      for (const stage of [null, 4, 5, 6, 7, 10])
        for (const a of opt)
          for (const b of [null, 1, 2])
            combos.push({
              status,
              stage,
              specialType: b,
              stageOneFlag: b === 2 ? null : b,
              techAuditStatus: a,
              decideStatus: a,
              auditStatus: a === 1 ? 3 : a,
              initialReviewStatus: a,
              reviewStatus: a,
            });
    await t.database.systemTx(async (tx) => {
      await tx.insert(projectExecutions).values({ tenantId: 1, projectId: id });
      for (const c of combos) {
        await tx.update(auditProjects).set({ status: c.status }).where(eq(auditProjects.id, id));
        await tx
          .update(projectExecutions)
          .set({
            stage: c.stage ?? null,
            specialType: c.specialType ?? null,
            stageOneFlag: c.stageOneFlag ?? 0,
            techAuditStatus: c.techAuditStatus ?? null,
            decideStatus: c.decideStatus ?? null,
            auditStatus: c.auditStatus ?? null,
            initialReviewStatus: c.initialReviewStatus ?? null,
            reviewStatus: c.reviewStatus ?? null,
          })
          .where(eq(projectExecutions.projectId, id));
        const [row] = await tx
          .select({ key: statusKeySql })
          .from(auditProjectsView)
          .leftJoin(projectExecutions, eq(projectExecutions.projectId, auditProjectsView.id))
          .where(eq(auditProjectsView.id, id));
        expect(row!.key, JSON.stringify(c)).toBe(projectAuditStatusLabel(c)!.key);
      }
      await tx.update(auditProjects).set({ status: 5 }).where(eq(auditProjects.id, id));
      await tx.update(projectExecutions).set({ auditStatus: 4 }).where(eq(projectExecutions.projectId, id));
    });
    expect(Object.keys(PROJECT_AUDIT_STATUS_LABELS)).toHaveLength(19);
  });
});

describe('the project list', () => {
  it('lists with labels, filters by label and exports', async () => {
    const { ids } = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }]);
    const list = await call(staff, 'GET', '/shxm/project/list?pageSize=100&statusKey=awaitingAudit');
    expect(list.status).toBe(200);
    const row = list.body.result.records.find((r: { id: string }) => r.id === ids[0]);
    expect(row).toMatchObject({ statusKey: 'awaitingAudit', statusLabel: '待审核', auditType: 2 });
    const aborted = await call(staff, 'GET', '/shxm/project/list?pageSize=100&statusKey=aborted');
    expect(aborted.body.result.records.some((r: { id: string }) => r.id === ids[0])).toBe(false);
    const byAuditor = await call(
      staff,
      'GET',
      `/shxm/project/list?pageSize=100&auditorName=${encodeURIComponent('张')}`,
    );
    expect(byAuditor.status).toBe(200);
    const xls = await call(staff, 'GET', '/shxm/project/exportXls?statusKey=awaitingAudit');
    expect(xls.status).toBe(200);
    expect(String(xls.headers['content-type'])).toContain('spreadsheet');
  });

  it('refuses bad filters with Chinese messages', async () => {
    const bad = await call(staff, 'GET', '/shxm/project/list?statusKey=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('项目状态不正确');
    const badType = await call(staff, 'GET', '/shxm/project/list?auditType=99');
    expect(badType.body.message).toContain('审核类型不正确');
  });

  it('shows an enterprise its own projects only and an auditor the projects they are on', async () => {
    const own = await fixture(ownEnterpriseId, [{ auditType: 2, stage: null }]);
    const other = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }]);
    const list = await call(enterpriseUser, 'GET', '/shxm/project/list?pageSize=100');
    expect(list.status).toBe(200);
    const ids = list.body.result.records.map((r: { id: string }) => r.id);
    expect(ids).toContain(own.ids[0]);
    expect(ids).not.toContain(other.ids[0]);
    expect((await call(enterpriseUser, 'GET', `/shxm/project/queryById?id=${other.ids[0]}`)).status).toBe(
      404,
    );
    // An auditor sees the plans they are on; a project without a team is invisible to them.
    const lone = await t.database.systemTx(async (tx) => {
      const [p] = await tx.select().from(auditProjects).where(eq(auditProjects.id, other.ids[0]!));
      const [row] = await tx
        .insert(auditProjects)
        .values({ ...p!, id: undefined as never, planId: null, programmeRowId: null })
        .returning({ id: auditProjects.id });
      return row!.id;
    });
    expect((await call(auditorUser, 'GET', `/shxm/project/queryById?id=${other.ids[0]}`)).status).toBe(200);
    expect((await call(auditorUser, 'GET', `/shxm/project/queryById?id=${lone}`)).status).toBe(404);
    expect((await call(staff, 'GET', `/shxm/project/queryById?id=${lone}`)).status).toBe(200);
  });

  it('needs a sign-in and a permission', async () => {
    expect((await call(null, 'GET', '/shxm/project/list')).status).toBe(401);
    const finance = await t.login('finance');
    expect((await call(finance, 'GET', '/shxm/project/list')).status).toBe(403);
    const { ids } = await fixture(ownEnterpriseId, [{ auditType: 2, stage: null }]);
    const d = await detail(staff, ids[0]!);
    const byEnterprise = await call(enterpriseUser, 'POST', '/shxm/project/finish', {
      projectId: ids[0],
      version: d.version,
      lastOnsiteDay: today,
    });
    expect(byEnterprise.status).toBe(403);
  });
});

describe('the audit journey', () => {
  it('stage 1 report unlocks stage 2; a major NC is answered, verified; the file is confirmed', async () => {
    const { ids } = await fixture(ownEnterpriseId, [
      { auditType: 1, stage: 1 },
      { auditType: 1, stage: 2 },
    ]);
    const [s1, s2] = ids as [string, string];

    // Stage 2 is blocked until the stage-1 report is in.
    let d2 = await detail(auditorUser, s2);
    expect(d2.onsiteBlocked).toBe('一阶段审核报告尚未提交，不能进行二阶段审核');
    expect(d2.myPart).toBe('leader');
    const early = await call(auditorUser, 'POST', '/shxm/project/checkIn', {
      projectId: s2,
      date: today,
      period: 1,
      location: '企业总部',
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('一阶段审核报告尚未提交，不能进行二阶段审核');

    // Stage 1: check in, report, conclusion.
    const ci = await call(auditorUser, 'POST', '/shxm/project/checkIn', {
      projectId: s1,
      date: yesterday,
      period: 1,
      location: '企业总部',
    });
    expect(ci.status).toBe(200);
    const dup = await call(auditorUser, 'POST', '/shxm/project/checkIn', {
      projectId: s1,
      date: yesterday,
      period: 1,
      location: '企业总部',
    });
    expect(dup.status).toBe(409);
    const unplanned = await call(auditorUser, 'POST', '/shxm/project/checkIn', {
      projectId: s1,
      date: addDays(today, -5),
      period: 1,
      location: '企业总部',
    });
    expect(unplanned.body.message).toBe('该半天不在审核计划日程内');
    let d1 = await detail(auditorUser, s1);
    const noReport = await call(auditorUser, 'POST', '/shxm/project/stage1', {
      projectId: s1,
      version: d1.version,
      conclusion: 1,
    });
    expect(noReport.body.message).toBe('请先上传一阶段审核报告');
    expect((await upload(auditorUser, '/shxm/onsiteFile/files', s1, 'shxm_stage1_report')).status).toBe(200);
    const stale = await call(auditorUser, 'POST', '/shxm/project/stage1', {
      projectId: s1,
      version: d1.version + 5,
      conclusion: 1,
    });
    expect(stale.status).toBe(409);
    const submitted = await call(auditorUser, 'POST', '/shxm/project/stage1', {
      projectId: s1,
      version: d1.version,
      conclusion: 1,
    });
    expect(submitted.status).toBe(200);
    d1 = await detail(auditorUser, s1);
    expect(d1.statusKey).toBe('stageOneSubmitted');

    // Stage 2 unlocks.
    d2 = await detail(auditorUser, s2);
    expect(d2.onsiteBlocked).toBeNull();
    for (const date of [yesterday, today])
      expect(
        (
          await call(auditorUser, 'POST', '/shxm/project/checkIn', {
            projectId: s2,
            date,
            period: 1,
            location: '生产车间',
          })
        ).status,
      ).toBe(200);
    for (const kind of [1, 2])
      expect(
        (
          await call(auditorUser, 'POST', '/shxm/project/meeting', {
            projectId: s2,
            kind,
            heldOn: kind === 1 ? yesterday : today,
            attendees: [{ name: '李总', position: '总经理' }],
          })
        ).status,
      ).toBe(200);
    const noFacts = await call(auditorUser, 'POST', '/shxm/nc/add', {
      projectId: s2,
      grade: 1,
      clause: '8.5.1',
      department: '生产部',
      facts: '',
    });
    expect(noFacts.body.message).toContain('请填写不符合事实');
    const nc = await call(auditorUser, 'POST', '/shxm/nc/add', {
      projectId: s2,
      grade: 1,
      clause: '8.5.1',
      department: '生产部',
      facts: '抽查3批产品，均无过程检验记录',
    });
    expect(nc.status).toBe(200);
    d2 = await detail(auditorUser, s2);
    const finished = await call(auditorUser, 'POST', '/shxm/project/finish', {
      projectId: s2,
      version: d2.version,
      lastOnsiteDay: today,
    });
    expect(finished.status).toBe(200);
    d2 = await detail(staff, s2);
    expect(d2.statusKey).toBe('awaitingRectification');
    expect(d2.decisionBlocked).toBe('存在1项未关闭的严重不符合项，不能作出认证决定');
    expect(d2.majorNcDeadline).toBe(addMonths(today, 6));
    expect(d2.repeatStage2Required).toBe(false);
    const ready = await t.database.systemTx((tx) => projectReadyForDecision(tx, 1, s2));
    expect(ready.ready).toBe(false);

    // The enterprise answers with evidence; the leader returns, then accepts.
    const ncRow = d2.nonconformities[0];
    const noEvidence = await call(enterpriseUser, 'POST', '/shxm/nc/answer', {
      id: ncRow.id,
      version: ncRow.version,
      correction: '补做过程检验',
      cause: '检验员培训不足',
      correctiveAction: '修订检验规程并培训',
    });
    expect(noEvidence.body.message).toBe('请先上传整改证据');
    expect(
      (await upload(enterpriseUser, '/shxm/nc/files', ncRow.id, 'nc_evidence', 'evidence.pdf')).status,
    ).toBe(200);
    const answered = await call(enterpriseUser, 'POST', '/shxm/nc/answer', {
      id: ncRow.id,
      version: ncRow.version,
      correction: '补做过程检验',
      cause: '检验员培训不足',
      correctiveAction: '修订检验规程并培训',
    });
    expect(answered.status).toBe(200);
    const byEnterprise = await call(enterpriseUser, 'POST', '/shxm/nc/verify', {
      id: ncRow.id,
      version: answered.body.result.version,
      result: 'accept',
    });
    expect(byEnterprise.status).toBe(403);
    const noComment = await call(auditorUser, 'POST', '/shxm/nc/verify', {
      id: ncRow.id,
      version: answered.body.result.version,
      result: 'return',
    });
    expect(noComment.body.message).toContain('请填写退回原因');
    const returned = await call(auditorUser, 'POST', '/shxm/nc/verify', {
      id: ncRow.id,
      version: answered.body.result.version,
      result: 'return',
      comment: '证据不充分，请补充培训记录',
    });
    expect(returned.status).toBe(200);
    const again = await call(enterpriseUser, 'POST', '/shxm/nc/answer', {
      id: ncRow.id,
      version: returned.body.result.version,
      correction: '补做过程检验',
      cause: '检验员培训不足',
      correctiveAction: '修订检验规程并培训，附培训签到表',
    });
    expect(again.status).toBe(200);
    const accepted = await call(auditorUser, 'POST', '/shxm/nc/verify', {
      id: ncRow.id,
      version: again.body.result.version,
      result: 'accept',
    });
    expect(accepted.status).toBe(200);
    d2 = await detail(staff, s2);
    expect(d2.nonconformities[0].evidenceCount).toBe(1);
    expect(d2.statusKey).toBe('awaitingDocumentReturn');
    expect(d2.decisionBlocked).toBeNull();

    // The archive clerk confirms only the complete file.
    const incomplete = await call(staff, 'POST', '/assist/archive/confirm', {
      projectId: s2,
      version: d2.version,
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toContain('现场审核文件不齐全');
    // The list (its rows' checklists read for the whole page at once) says what the detail says.
    const listed = async () =>
      (await call(staff, 'GET', '/shxm/onsiteFile/list?pageSize=100')).body.result.records.find(
        (r: { id: string }) => r.id === s2,
      );
    expect(await listed()).toMatchObject({
      checklistComplete: false,
      checklistMissing: d2.checklistMissing,
    });
    expect(d2.checklistMissing.length).toBeGreaterThan(0);
    for (const type of ['shxm_plan', 'shxm_attendance', 'shxm_checklist', 'shxm_report', 'shxm_nc_report'])
      expect((await upload(auditorUser, '/shxm/onsiteFile/files', s2, type)).status).toBe(200);
    d2 = await detail(staff, s2);
    expect(d2.checklistComplete).toBe(true);
    expect(await listed()).toMatchObject({ checklistComplete: true, checklistMissing: [] });
    const confirmed = await call(staff, 'POST', '/assist/archive/confirm', {
      projectId: s2,
      version: d2.version,
    });
    expect(confirmed.status).toBe(200);
    d2 = await detail(staff, s2);
    expect(d2.statusKey).toBe('awaitingTechCheck');
    expect((await t.database.systemTx((tx) => projectReadyForDecision(tx, 1, s2))).ready).toBe(true);
    // Confirmed files are frozen.
    expect((await upload(auditorUser, '/shxm/onsiteFile/files', s2, 'shxm_other')).status).toBe(403);

    // The archive lists every step and downloads as one ZIP.
    const archive = await call(staff, 'GET', `/assist/archive/detail?id=${s2}`);
    expect(archive.status).toBe(200);
    const kinds = archive.body.result.entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['checkIn', 'meeting', 'nc', 'file', 'archive']));
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/assist/archive/zip?id=${s2}`,
      headers: { 'x-access-token': staff },
    });
    expect(zip.statusCode).toBe(200);
    expect(String(zip.headers['content-type'])).toBe('application/zip');
    // One ZIP: the summary, the on-site files and the NC evidence, each under its folder.
    const names = archive.body.result.entries
      .filter((e: { file: unknown }) => e.file)
      .map((e: { file: { fileName: string } }) => e.file.fileName);
    expect(names.length).toBeGreaterThan(3);
    for (const part of ['项目概要.txt', '现场审核文件/', '整改证据/'])
      expect(zip.rawPayload.includes(Buffer.from(part)), part).toBe(true);
    // The enterprise reads the archive of its own audit.
    expect((await call(enterpriseUser, 'GET', `/assist/archive/zip?id=${s2}`)).status).toBe(200);
  });
});

describe('abort, supplementary audit and special approval', () => {
  it('aborts with a reason and arranges a supplementary audit', async () => {
    const { ids } = await fixture(otherEnterpriseId, [
      { auditType: 2, stage: null },
      { auditType: 3, stage: null },
    ]);
    const d = await detail(staff, ids[0]!);
    const noReason = await call(staff, 'POST', '/shxm/project/abort', {
      projectId: ids[0],
      version: d.version,
      reason: '',
    });
    expect(noReason.body.message).toContain('请填写终止原因');
    const aborted = await call(staff, 'POST', '/shxm/project/abort', {
      projectId: ids[0],
      version: d.version,
      reason: '企业停产',
    });
    expect(aborted.status).toBe(200);
    expect((await detail(staff, ids[0]!)).statusKey).toBe('aborted');
    const byAuditor = await call(auditorUser, 'POST', '/shxm/project/abort', {
      projectId: ids[1],
      version: 1,
      reason: '企业停产',
    });
    expect(byAuditor.status).toBe(403);

    const early = await call(staff, 'POST', '/shxm/project/supplementary', {
      projectId: ids[1],
      version: (await detail(staff, ids[1]!)).version,
      reason: '验证严重不符合项',
    });
    expect(early.body.message).toBe('只有审核后、认证决定前的项目可以安排补充审核');
    await t.database.systemTx((tx) =>
      tx.update(auditProjects).set({ status: 6 }).where(eq(auditProjects.id, ids[1]!)),
    );
    const sup = await call(staff, 'POST', '/shxm/project/supplementary', {
      projectId: ids[1],
      version: (await detail(staff, ids[1]!)).version,
      reason: '验证严重不符合项',
    });
    expect(sup.status).toBe(200);
    const created = await detail(staff, sup.body.result.id);
    expect(created).toMatchObject({
      auditType: 10,
      statusKey: 'supplementaryAuditInProgress',
      supplementaryReason: '验证严重不符合项',
      parentProjectId: ids[1],
    });
  });

  it('special approvals are decided once, by someone else', async () => {
    const { ids } = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }]);
    const applied = await call(staff, 'POST', '/assist/specialApproval/apply', {
      projectId: ids[0],
      kind: 1,
      reason: '企业停产检修，监督审核推迟一个月',
    });
    expect(applied.status).toBe(200);
    const self = await call(staff, 'POST', '/assist/specialApproval/decide', {
      id: applied.body.result.id,
      version: applied.body.result.version,
      approve: true,
    });
    expect(self.body.message).toBe('申请人不能审批自己的申请');
    const ok = await call(admin, 'POST', '/assist/specialApproval/decide', {
      id: applied.body.result.id,
      version: applied.body.result.version,
      approve: true,
      comment: '同意',
    });
    expect(ok.status).toBe(200);
    const twice = await call(admin, 'POST', '/assist/specialApproval/decide', {
      id: applied.body.result.id,
      version: ok.body.result.version,
      approve: false,
    });
    expect(twice.body.message).toBe('该特殊审批已处理');
    const list = await call(admin, 'GET', '/assist/specialApproval/list?status=1');
    expect(list.body.result.records.some((r: { id: string }) => r.id === applied.body.result.id)).toBe(true);

    // The trail of the audit shows the application and the decision, with their people and reasons.
    const archive = await call(admin, 'GET', `/assist/archive/detail?id=${ids[0]}`);
    const approvals = archive.body.result.entries.filter((e: { kind: string }) => e.kind === 'approval');
    const applicant = (await detail(admin, ids[0]!)).approvals[0].appliedByName;
    expect(approvals).toEqual([
      expect.objectContaining({
        title: '特殊审批申请：监督审核延期',
        detail: '企业停产检修，监督审核推迟一个月',
        byName: applicant,
      }),
      expect.objectContaining({ title: '特殊审批批准：监督审核延期', detail: '同意' }),
    ]);
    expect(approvals[1].byName).not.toBe('');
    expect(approvals[1].byName).not.toBe(applicant);
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/assist/archive/zip?id=${ids[0]}`,
      headers: { 'x-access-token': admin },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('项目概要.txt'))).toBe(true);
    // Another enterprise's user finds no such audit.
    expect((await call(enterpriseUser, 'GET', `/assist/archive/zip?id=${ids[0]}`)).status).toBe(404);
    expect((await call(enterpriseUser, 'GET', `/assist/archive/detail?id=${ids[0]}`)).status).toBe(404);
  });

  it('the checklist is configurable per audit type', async () => {
    const saved = await call(admin, 'PUT', '/shxm/onsiteFile/checklist', {
      auditType: 8,
      stage: 0,
      items: [
        { documentType: 'shxm_report', required: true },
        { documentType: 'shxm_plan', required: false },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      configured: true,
      items: [{ documentType: 'shxm_report', name: '审核报告' }, {}],
    });
    const dup = await call(admin, 'PUT', '/shxm/onsiteFile/checklist', {
      auditType: 8,
      stage: 0,
      items: [
        { documentType: 'shxm_report', required: true },
        { documentType: 'shxm_report', required: false },
      ],
    });
    expect(dup.body.message).toContain('文件类型不能重复');
    expect(
      (await call(auditorUser, 'PUT', '/shxm/onsiteFile/checklist', { auditType: 8, stage: 0, items: [] }))
        .status,
    ).toBe(403);
  });
});

describe('the nonconformity and archive lists', () => {
  const download = async (token: string, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token } });
  const sheetRows = async (payload: unknown, name: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as never);
    const sheet = workbook.getWorksheet(name)!;
    const rows: string[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    return rows;
  };

  it('pages, sorts and exports the NCs on the server, within the user’s scope', async () => {
    const { ids, planId } = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }]);
    for (const [grade, facts] of [
      [2, '记录未受控'],
      [1, '未进行管理评审'],
      [3, '可改进培训记录'],
    ] as const) {
      const r = await call(auditorUser, 'POST', '/shxm/nc/add', {
        projectId: ids[0],
        grade,
        clause: 'Z9.1',
        department: '品质部',
        facts,
      });
      expect(r.status).toBe(200);
    }
    const page1 = await call(staff, 'GET', '/shxm/nc/list?clause=Z9.1&pageSize=2&column=ncNo&order=asc');
    expect(page1.status).toBe(200);
    expect(page1.body.result).toMatchObject({ total: 3, pages: 2, current: 1, size: 2 });
    expect(page1.body.result.records.map((n: { ncNo: string }) => n.ncNo)).toEqual(['NC01', 'NC02']);
    const page2 = await call(
      staff,
      'GET',
      '/shxm/nc/list?clause=Z9.1&pageSize=2&pageNo=2&column=ncNo&order=asc',
    );
    expect(page2.body.result.records.map((n: { ncNo: string }) => n.ncNo)).toEqual(['NC03']);
    const byGrade = await call(staff, 'GET', '/shxm/nc/list?clause=Z9.1&column=grade&order=asc');
    expect(byGrade.body.result.records.map((n: { grade: number }) => n.grade)).toEqual([1, 2, 3]);
    // Default order: open ones first (the observation is closed when raised).
    const open = await call(staff, 'GET', '/shxm/nc/list?clause=Z9.1');
    expect(open.body.result.records.at(-1).grade).toBe(3);
    const majors = await call(staff, 'GET', '/shxm/nc/list?clause=Z9.1&grade=1');
    expect(majors.body.result.total).toBe(1);
    const bad = await call(staff, 'GET', '/shxm/nc/list?column=facts');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('不支持的排序字段');

    // Another enterprise's user sees none of them; the auditor on the team sees them all.
    expect((await call(enterpriseUser, 'GET', '/shxm/nc/list?clause=Z9.1')).body.result.total).toBe(0);
    expect((await call(auditorUser, 'GET', '/shxm/nc/list?clause=Z9.1')).body.result.total).toBe(3);
    // Taken off the team, the auditor no longer sees them (nor the project).
    const [row] = await t.database.systemTx((tx) =>
      tx
        .delete(planTeamMembers)
        .where(and(eq(planTeamMembers.planId, planId), eq(planTeamMembers.auditorId, leaderAuditorId)))
        .returning(),
    );
    expect((await call(auditorUser, 'GET', '/shxm/nc/list?clause=Z9.1')).body.result.total).toBe(0);
    expect((await call(auditorUser, 'GET', `/shxm/project/queryById?id=${ids[0]}`)).status).toBe(404);
    await t.database.systemTx((tx) => tx.insert(planTeamMembers).values(row!));

    const xls = await download(staff, '/shxm/nc/exportXls?clause=Z9.1&column=ncNo&order=desc');
    expect(xls.statusCode).toBe(200);
    const rows = await sheetRows(xls.rawPayload, '不符合项');
    expect(rows[0]!.slice(0, 6)).toEqual(['企业名称', '审核类型', '体系', '编号', '等级', '状态']);
    expect(rows.slice(1).map((r) => [r[3], r[4], r[8]])).toEqual([
      ['NC03', '观察项', '可改进培训记录'],
      ['NC02', '严重', '未进行管理评审'],
      ['NC01', '一般', '记录未受控'],
    ]);
    // The enterprise exports its own NCs only; an auditor without the export permission may not.
    const own = await download(enterpriseUser, '/shxm/nc/exportXls?clause=Z9.1');
    expect(own.statusCode).toBe(200);
    expect(await sheetRows(own.rawPayload, '不符合项')).toHaveLength(1);
    expect((await call(auditorUser, 'GET', '/shxm/nc/exportXls')).status).toBe(403);
  });

  it('exports the archive list with each file’s state', async () => {
    const { ids } = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }]);
    const [name] = await t.database.systemTx((tx) =>
      tx.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, otherEnterpriseId)),
    );
    const q = `enterpriseName=${encodeURIComponent(name!.name)}&complete=0`;
    const list = await call(staff, 'GET', `/shxm/onsiteFile/list?pageSize=100&${q}`);
    expect(list.body.result.records.some((r: { id: string }) => r.id === ids[0])).toBe(true);
    const xls = await download(staff, `/shxm/onsiteFile/exportXls?${q}`);
    expect(xls.statusCode).toBe(200);
    expect(String(xls.headers['content-disposition'])).toContain(encodeURIComponent('档案.xlsx'));
    const rows = await sheetRows(xls.rawPayload, '档案');
    expect(rows[0]).toEqual([
      '企业名称',
      '计划编号',
      '审核类型',
      '审核阶段',
      '开始日期',
      '审核组长',
      '项目状态',
      '资料状态',
      '缺少文件',
      '归档日期',
    ]);
    expect(rows.length - 1).toBe(list.body.result.total);
    expect(rows.slice(1).every((r) => r[0] === name!.name && r[7] !== '已归档')).toBe(true);
    expect((await call(enterpriseUser, 'GET', '/shxm/onsiteFile/exportXls')).status).toBe(403);
  });
});

describe('team members’ rights as the body configures them', () => {
  const ALL = {
    checkIn: true,
    stage1: true,
    meeting: true,
    raiseNc: true,
    verifyNc: true,
    onsiteUpload: true,
    finish: true,
  };
  const NONE = Object.fromEntries(Object.keys(ALL).map((k) => [k, false]));
  const setRights = async (memberRights: object) => {
    const current = (await call(admin, 'GET', '/shxm/project/setting')).body.result;
    const saved = await call(admin, 'PUT', '/shxm/project/setting', {
      memberRights,
      version: current.version,
    });
    expect(saved.status).toBe(200);
    return saved.body.result;
  };
  const meeting = (token: string, projectId: string) =>
    call(token, 'POST', '/shxm/project/meeting', {
      projectId,
      kind: 1,
      heldOn: yesterday,
      attendees: [{ name: '张三', position: '总经理' }],
    });
  const raise = (token: string, projectId: string) =>
    call(token, 'POST', '/shxm/nc/add', {
      projectId,
      grade: 2,
      clause: '7.5',
      department: '品质部',
      facts: '文件未受控',
    });

  it('is a setting with defaults, edited by holders of the configuration permission only', async () => {
    const read = await call(admin, 'GET', '/shxm/project/setting');
    expect(read.status).toBe(200);
    expect(read.body.result.memberRights).toEqual({
      checkIn: true,
      stage1: false,
      meeting: false,
      raiseNc: true,
      verifyNc: false,
      onsiteUpload: true,
      finish: false,
    });
    expect((await call(auditorUser, 'GET', '/shxm/project/setting')).status).toBe(403);
    const bad = await call(admin, 'PUT', '/shxm/project/setting', {
      memberRights: { ...ALL, finish: 'yes' },
      version: read.body.result.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('组员权限必须是是或否');
    const stale = await call(admin, 'PUT', '/shxm/project/setting', { memberRights: ALL, version: 99 });
    expect(stale.status).toBe(409);
    expect((await call(admin, 'GET', '/shxm/project/setting')).body.result.memberRights.finish).toBe(false);
  });

  it('refuses a member what the body keeps for the leader, and allows it once the body opens it', async () => {
    const { ids } = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }], 3, 2);
    const id = ids[0]!;
    // Defaults: the member checks in and raises NCs; meetings, finishing and verifying are the leader's.
    let d = await detail(auditorUser, id);
    expect(d.myPart).toBe('member');
    expect(d.myRights).toMatchObject({ checkIn: true, raiseNc: true, meeting: false, finish: false });
    const ci = await call(auditorUser, 'POST', '/shxm/project/checkIn', {
      projectId: id,
      date: yesterday,
      period: 1,
      location: '企业总部',
    });
    expect(ci.status).toBe(200);
    const nc = await raise(auditorUser, id);
    expect(nc.status).toBe(200);
    const refused = await meeting(auditorUser, id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('本机构设置仅允许审核组长登记首末次会议');
    const finish = await call(auditorUser, 'POST', '/shxm/project/finish', {
      projectId: id,
      version: d.version,
      lastOnsiteDay: today,
    });
    expect(finish.status).toBe(403);
    expect(finish.body.message).toBe('本机构设置仅允许审核组长完成现场审核');
    const verify = await call(auditorUser, 'POST', '/shxm/nc/verify', {
      id: nc.body.result.id,
      version: nc.body.result.version,
      result: 'accept',
      comment: '',
    });
    expect(verify.status).toBe(403);
    expect(verify.body.message).toBe('本机构设置仅允许审核组长验证不符合项整改');
    expect((await detail(auditorUser, id)).meetings).toHaveLength(0);

    try {
      // The body opens everything: the member's meeting is saved; verifying reaches the NC rule.
      await setRights(ALL);
      d = await detail(auditorUser, id);
      expect(Object.values(d.myRights).every(Boolean)).toBe(true);
      expect((await meeting(auditorUser, id)).status).toBe(200);
      const early = await call(auditorUser, 'POST', '/shxm/nc/verify', {
        id: nc.body.result.id,
        version: nc.body.result.version,
        result: 'accept',
        comment: '',
      });
      expect(early.status).toBe(400);
      expect(early.body.message).toBe('不符合项尚未回复，不能验证');

      // The body closes everything: the member may not even check in or upload.
      await setRights(NONE);
      d = await detail(auditorUser, id);
      expect(Object.values(d.myRights).some(Boolean)).toBe(false);
      const noCheckIn = await call(auditorUser, 'POST', '/shxm/project/checkIn', {
        projectId: id,
        date: yesterday,
        period: 2,
        location: '企业总部',
      });
      expect(noCheckIn.status).toBe(403);
      expect(noCheckIn.body.message).toBe('本机构设置仅允许审核组长现场签到');
      expect((await raise(auditorUser, id)).status).toBe(403);
      expect((await upload(auditorUser, '/shxm/onsiteFile/files', id, 'shxm_plan')).status).toBe(403);
      expect((await detail(auditorUser, id)).checkIns).toHaveLength(1);

      // Office staff holding the execute permission act whatever the members' rights.
      const staffMeeting = await call(staff, 'POST', '/shxm/project/meeting', {
        projectId: id,
        kind: 2,
        heldOn: today,
        attendees: [{ name: '李四', position: '管理者代表' }],
      });
      expect(staffMeeting.status).toBe(200);
      expect((await detail(staff, id)).myRights.finish).toBe(true);
    } finally {
      await setRights({
        checkIn: true,
        stage1: false,
        meeting: false,
        raiseNc: true,
        verifyNc: false,
        onsiteUpload: true,
        finish: false,
      });
    }
  });

  it('always lets the leader act, even when members may do nothing', async () => {
    const { ids } = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }]);
    const id = ids[0]!;
    try {
      await setRights(NONE);
      const d = await detail(auditorUser, id);
      expect(d.myPart).toBe('leader');
      expect(Object.values(d.myRights).every(Boolean)).toBe(true);
      expect((await meeting(auditorUser, id)).status).toBe(200);
      expect((await raise(auditorUser, id)).status).toBe(200);
      expect((await upload(auditorUser, '/shxm/onsiteFile/files', id, 'shxm_plan')).status).toBe(200);
    } finally {
      await setRights({
        checkIn: true,
        stage1: false,
        meeting: false,
        raiseNc: true,
        verifyNc: false,
        onsiteUpload: true,
        finish: false,
      });
    }
  });
});

describe('demo data', () => {
  it('has a project in every state of this stage, and the enterprise user its own stage-1 audit', async () => {
    for (const key of [
      'awaitingAudit',
      'awaitingRectification',
      'awaitingDocumentReturn',
      'awaitingTechCheck',
      'aborted',
      'supplementaryAuditInProgress',
    ]) {
      const list = await call(staff, 'GET', `/shxm/project/list?statusKey=${key}`);
      expect(list.body.result.total, key).toBeGreaterThan(0);
    }
    const own = await call(enterpriseUser, 'GET', '/shxm/project/list?stage=1&scheme=EMS');
    expect(own.body.result.total).toBe(1);
    const approvals = await call(admin, 'GET', '/assist/specialApproval/list?status=0');
    expect(approvals.body.result.total).toBeGreaterThan(0);
  });

  it('shows the demo auditor a project where they are a member, with the members’ default rights', async () => {
    const mine = await call(auditorUser, 'GET', '/shxm/project/list?statusKey=awaitingAudit&pageSize=100');
    const parts = await Promise.all(
      mine.body.result.records.map(async (r: { id: string }) => detail(auditorUser, r.id)),
    );
    // The seeded one (the tests' own member projects check in elsewhere).
    const asMember = parts.find((d) =>
      d.checkIns.some((c: { location: string }) => c.location === '企业生产车间'),
    );
    expect(asMember?.myPart).toBe('member');
    expect(asMember).toBeDefined();
    expect(asMember.myRights).toMatchObject({ checkIn: true, meeting: false, finish: false });
  });
});

describe('the archive for the decision', () => {
  it('is readable by the decider, but not confirmable; another tenant sees nothing', async () => {
    const { ids } = await fixture(otherEnterpriseId, [{ auditType: 2, stage: null }]);
    const decider = await t.login('decider');
    expect((await call(decider, 'GET', `/assist/archive/detail?id=${ids[0]}`)).status).toBe(200);
    expect(
      (await call(decider, 'POST', '/assist/archive/confirm', { projectId: ids[0], version: 1 })).status,
    ).toBe(403);
    const bad = await call(staff, 'GET', '/assist/archive/detail?id=not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('数据标识格式错误');
    // A project of another tenant answers 404 like a missing one (RLS and the tenant filter).
    const foreignId = await t.database.systemTx(async (tx) => {
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
      const [pg] = await tx
        .insert(auditProgrammes)
        .values({ tenantId, enterpriseId: e!.id, scheme: 'QMS', ruleSetId: 'ISO17021-1:2015' })
        .returning({ id: auditProgrammes.id });
      const [p] = await tx
        .insert(auditProjects)
        .values({
          tenantId,
          programmeId: pg!.id,
          enterpriseId: e!.id,
          auditType: 2,
          scheme: 'QMS',
          dueFrom: today,
          dueTo: today,
        })
        .returning({ id: auditProjects.id });
      return p!.id;
    });
    expect((await call(staff, 'GET', `/shxm/project/queryById?id=${foreignId}`)).status).toBe(404);
    expect((await call(admin, 'GET', `/assist/archive/detail?id=${foreignId}`)).status).toBe(404);
    const listed = await call(
      admin,
      'GET',
      `/shxm/project/list?pageSize=100&enterpriseName=${encodeURIComponent('外企二')}`,
    );
    expect(listed.body.result.total).toBe(0);
    const missing = await call(
      staff,
      'GET',
      `/shxm/project/queryById?id=0190f3a0-0000-7000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
  });
});

/** A download's raw answer (the files routes and the ZIP send bytes, not the JSON envelope). */
const raw = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token } });

/**
 * The entries of a ZIP as an unzip tool lists them: read from its central directory, each entry
 * inflated from its local header and checked against its CRC-32.
 */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(-1);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const stored = zip.subarray(start, start + size);
    const data = method === 8 ? inflateRawSync(stored) : Buffer.from(stored);
    expect(crc32(data), name).toBe(crc);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe('what the audited enterprise may download (CLIENT_VISIBLE_DOCUMENTS)', () => {
  const ONSITE = [
    'shxm_plan',
    'shxm_attendance',
    'shxm_checklist',
    'shxm_report',
    'shxm_nc_report',
    'shxm_sampling',
    'shxm_other',
  ];
  const ISSUED = ['shxm_plan', 'shxm_report', 'shxm_nc_report'];
  const WORKING_PAPERS = ['shxm_attendance', 'shxm_checklist', 'shxm_sampling', 'shxm_other'];
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('gets its plan, reports, NC reports and evidence; checklists and working papers answer 404', async () => {
    const { ids } = await fixture(ownEnterpriseId, [{ auditType: 2, stage: null }]);
    const id = ids[0]!;
    // Before any upload: the office is told what is missing, the enterprise not of working papers.
    const before = await detail(enterpriseUser, id);
    expect((await detail(staff, id)).checklistMissing).toContain('审核检查表');
    expect(before.checklistMissing).not.toContain('审核检查表');
    expect(before.checklistMissing).toContain('审核报告');
    expect(before.checklist.map((c: { documentType: string }) => c.documentType)).toEqual(
      expect.arrayContaining(['shxm_plan', 'shxm_report']),
    );
    expect(
      before.checklist.some((c: { documentType: string }) => WORKING_PAPERS.includes(c.documentType)),
    ).toBe(false);

    for (const type of ONSITE)
      expect((await upload(auditorUser, '/shxm/onsiteFile/files', id, type, `${type}.pdf`)).status).toBe(200);
    const nc = await call(auditorUser, 'POST', '/shxm/nc/add', {
      projectId: id,
      grade: 2,
      clause: '7.5',
      department: '品质部',
      facts: '文件未受控',
    });
    expect(nc.status).toBe(200);
    expect(
      (await upload(enterpriseUser, '/shxm/nc/files', nc.body.result.id, 'nc_evidence', 'evidence.pdf'))
        .status,
    ).toBe(200);

    type Group = { documentType: string; current: { id: string; fileName: string } };
    const groupsOf = async (token: string) =>
      (await call(token, 'GET', `/shxm/onsiteFile/files/${id}`)).body.result as Group[];
    const all = await groupsOf(staff);
    expect(all.map((g) => g.documentType).sort()).toEqual([...ONSITE].sort());
    const fileOf = new Map(all.map((g) => [g.documentType, g.current.id]));

    // The list shows the enterprise the issued documents only.
    const mine = await groupsOf(enterpriseUser);
    expect(mine.map((g) => g.documentType).sort()).toEqual([...ISSUED].sort());

    // Issued documents download; working papers answer exactly like a file that does not exist.
    for (const type of ISSUED) {
      const res = await raw(enterpriseUser, `/shxm/onsiteFile/files/${id}/${fileOf.get(type)}`);
      expect(res.statusCode, type).toBe(200);
      expect(res.rawPayload.equals(PDF), type).toBe(true);
    }
    const missing = await call(
      enterpriseUser,
      'GET',
      `/shxm/onsiteFile/files/${id}/0190f3a0-0000-7000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
    for (const type of WORKING_PAPERS) {
      const res = await call(enterpriseUser, 'GET', `/shxm/onsiteFile/files/${id}/${fileOf.get(type)}`);
      expect(res.status, type).toBe(404);
      expect(res.body.message, type).toBe(missing.body.message);
      expect(res.body.message).toBe('文件不存在');
    }
    // The team and the office still get them.
    for (const token of [staff, auditorUser]) {
      const res = await raw(token, `/shxm/onsiteFile/files/${id}/${fileOf.get('shxm_checklist')}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    // Its own correction evidence.
    const evidence = (await call(enterpriseUser, 'GET', `/shxm/nc/files/${nc.body.result.id}`)).body
      .result as Group[];
    expect(evidence.map((g) => g.documentType)).toEqual(['nc_evidence']);
    const ev = await raw(enterpriseUser, `/shxm/nc/files/${nc.body.result.id}/${evidence[0]!.current.id}`);
    expect(ev.statusCode).toBe(200);

    // The detail's checklist: the enterprise's rows are the issued documents, none of the papers.
    const after = await detail(enterpriseUser, id);
    for (const c of after.checklist as { documentType: string; uploaded: boolean }[])
      expect(ISSUED.includes(c.documentType) || c.documentType === 'shxm_stage1_report', c.documentType).toBe(
        true,
      );
    expect(
      (await detail(staff, id)).checklist.map((c: { documentType: string }) => c.documentType),
    ).toContain('shxm_checklist');

    // The archive's entries link the files the reader may download.
    type Entry = { file: { recordType: string; fileName: string } | null };
    const linked = async (token: string) =>
      ((await call(token, 'GET', `/assist/archive/detail?id=${id}`)).body.result.entries as Entry[])
        .filter((e) => e.file)
        .map((e) => e.file!.fileName)
        .sort();
    expect(await linked(enterpriseUser)).toEqual(['evidence.pdf', ...ISSUED.map((x) => `${x}.pdf`)].sort());
    expect(await linked(staff)).toEqual(['evidence.pdf', ...ONSITE.map((x) => `${x}.pdf`)].sort());

    // The ZIP holds the summary and those files only; the office's holds every file.
    const zipOf = async (token: string) => {
      const res = await raw(token, `/assist/archive/zip?id=${id}`);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toBe('application/zip');
      return unzip(res.rawPayload);
    };
    const theirs = await zipOf(enterpriseUser);
    const names = [...theirs.keys()];
    expect(names).toContain('项目概要.txt');
    const files = names.filter((n) => n !== '项目概要.txt');
    expect(files.map((n) => n.replace(/^.*\/\d+-/, '')).sort()).toEqual(
      ['evidence.pdf', ...ISSUED.map((x) => `${x}.pdf`)].sort(),
    );
    for (const n of files) expect(theirs.get(n)!.equals(PDF), n).toBe(true);
    expect(files.filter((n) => n.startsWith('现场审核文件/'))).toHaveLength(ISSUED.length);
    expect(files.filter((n) => n.startsWith('整改证据/NC01/'))).toHaveLength(1);
    const office = [...(await zipOf(staff)).keys()].map((n) => n.replace(/^.*\/\d+-/, ''));
    expect(office).toEqual(expect.arrayContaining(ONSITE.map((x) => `${x}.pdf`)));
    expect(office).toHaveLength(ONSITE.length + 2);
  });
});

describe('team scope of the on-site writes (an auditor off the plan’s team)', () => {
  const halfDays = [`${yesterday}:1`, `${yesterday}:2`, `${today}:1`, `${today}:2`];
  /** Puts the demo auditor on the plan's team as its leader, or takes them off it. */
  const onTeam = (planId: string, on: boolean) =>
    t.database.systemTx(async (tx) => {
      if (on)
        await tx
          .insert(planTeamMembers)
          .values({ tenantId: 1, planId, auditorId: leaderAuditorId, role: 1, scheme: 'QMS', halfDays });
      else
        await tx
          .delete(planTeamMembers)
          .where(and(eq(planTeamMembers.planId, planId), eq(planTeamMembers.auditorId, leaderAuditorId)));
    });

  it('answers 404 with a Chinese reason off the team; the same body succeeds on it', async () => {
    const { planId, ids } = await fixture(ownEnterpriseId, [{ auditType: 1, stage: 1 }]);
    const id = ids[0]!;
    /** The same user and the same valid body: refused off the team, done on it. */
    const offThenOn = async (url: string, body: object) => {
      await onTeam(planId, false);
      const off = await call(auditorUser, 'POST', url, body);
      expect(off.status, url).toBe(404);
      expect(off.body.message, url).toBe('审核项目不存在');
      await onTeam(planId, true);
      const on = await call(auditorUser, 'POST', url, body);
      expect(on.status, `${url} ${JSON.stringify(on.body)}`).toBe(200);
    };

    await offThenOn('/shxm/project/checkIn', {
      projectId: id,
      date: yesterday,
      period: 1,
      location: '企业总部',
    });
    await offThenOn('/shxm/project/meeting', {
      projectId: id,
      kind: 1,
      heldOn: yesterday,
      attendees: [{ name: '李总', position: '总经理' }],
    });
    await offThenOn('/shxm/nc/add', {
      projectId: id,
      grade: 2,
      clause: '7.5',
      department: '品质部',
      facts: '文件未受控',
    });
    expect(
      (
        await call(auditorUser, 'POST', '/shxm/project/meeting', {
          projectId: id,
          kind: 2,
          heldOn: today,
          attendees: [{ name: '李总', position: '总经理' }],
        })
      ).status,
    ).toBe(200);
    expect((await upload(auditorUser, '/shxm/onsiteFile/files', id, 'shxm_stage1_report')).status).toBe(200);
    await offThenOn('/shxm/project/stage1', {
      projectId: id,
      version: (await detail(staff, id)).version,
      conclusion: 1,
    });
    await offThenOn('/shxm/project/finish', {
      projectId: id,
      version: (await detail(staff, id)).version,
      lastOnsiteDay: today,
    });

    // Nothing was written by the refused calls: one check-in, one first meeting, NC01 alone.
    const d = await detail(staff, id);
    expect(d.checkIns).toHaveLength(1);
    expect(d.meetings.map((m: { kind: number }) => m.kind).sort()).toEqual([1, 2]);
    expect(d.nonconformities.map((n: { ncNo: string }) => n.ncNo)).toEqual(['NC01']);
    expect(d.stage1Conclusion).toBe(1);
    expect(d.statusKey).toBe('awaitingRectification');
  });
});
