/**
 * 服务认证 as an application item of the GB/T 27922 scheme (standard SC, certificate type C, issue 37
 * item 4): the item goes through the same contract review and contract approval as a management
 * system; the approval makes its service project (the audit's evaluation sheet) and its programme;
 * the audit's project is reviewed and decided like any other, and the decision refuses to pass it
 * without a saved sheet or with a 不合格 one; the certificate 证书发放 issues is type C, the project
 * shows it with the grade, and the regulator's row fills column 63 with the sheet's service area code.
 */

import { calendarDateOf } from '@cb/domain';
import { DEFAULT_SERVICE_ITEMS } from '@cb/domain/service-certification';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { applicationItems, applications } from '../applications/schema.ts';
import { projectExecutions } from '../audit-execution/schema.ts';
import { auditPlans, auditProgrammes, auditProjects, planTeamMembers } from '../audit-programmes/schema.ts';
import { auditorQualifications, auditors } from '../auditors/schema.ts';
import { certificates } from '../certificates/schema.ts';
import { certificateTasks } from '../certification-decisions/schema.ts';
import { reviewTasks } from '../contract-review/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { certificateStandards } from '../reference/schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditorToken: string;
let decider: string;
let enterpriseId: string;
let scStandardId: string;
let reviewerAuditorId: string;
let leaderAuditorId: string;
const today = calendarDateOf(new Date());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
const post = (token: string, url: string, payload: object) =>
  t.call(token, { method: 'POST', url: `/api${url}`, payload });
const put = (token: string, url: string, payload: object) =>
  t.call(token, { method: 'PUT', url: `/api${url}`, payload });

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, auditorToken, decider] = (await Promise.all(
    ['admin', 'staff', 'auditor', 'decider'].map((u) => t.login(u)),
  )) as [string, string, string, string];
  await t.database.systemTx(async (tx) => {
    const [standard] = await tx
      .select({ id: certificateStandards.id })
      .from(certificateStandards)
      .where(and(eq(certificateStandards.tenantId, 1), eq(certificateStandards.code, 'SC')));
    scStandardId = standard!.id;
    enterpriseId = uuidv7();
    await tx.insert(enterprises).values({
      id: enterpriseId,
      tenantId: 1,
      code: 'KHSC37',
      name: '售后服务认证测试有限公司',
      creditCode: '91310000MA1FL8SC37',
      regionCode: '310115',
      natureCode: '3',
      industryCode: 'F5137',
      legalRepresentative: '张经理',
      registeredCapital: '500',
      totalHeadcount: 40,
    });
    const [me] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .innerJoin(users, eq(users.id, auditors.userId))
      .where(and(eq(auditors.tenantId, 1), eq(users.username, 'auditor')));
    reviewerAuditorId = me!.id;
    // A technical reviewer must be registered for the item's scheme: the service scheme here.
    await tx.insert(auditorQualifications).values({
      tenantId: 1,
      auditorId: me!.id,
      scheme: 'SERVICE',
      level: '审核员',
      registrationNo: 'SERVICE-TEST-0001',
      validFrom: '2024-01-01',
      validTo: '2099-12-31',
    });
    const [other] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .where(and(eq(auditors.tenantId, 1), sql`${auditors.id} <> ${me!.id}`, eq(auditors.status, 1)))
      .limit(1);
    leaderAuditorId = other!.id;
  });
});
afterAll(() => t.close());

const upload = (token: string, id: string) => {
  const boundary = '----cbservice';
  return t.call(token, {
    method: 'POST',
    url: `/api/htps/contract/files/${id}`,
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nhtps001\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="认证合同.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
};

const sheetItems = (share: number) =>
  DEFAULT_SERVICE_ITEMS.map((i) => ({ ...i, applicable: true, score: i.maxScore * share, note: '' }));

describe('a GB/T 27922 application item through the lifecycle', () => {
  let contractItemId: string;
  let serviceProject: { id: string; version: number };
  let projectId: string;

  it('is reviewed and contracted like a management system; the approval makes its service project and programme', async () => {
    // The application (项目受理 has its own tests): one item of the service scheme, accepted.
    const applicationId = uuidv7();
    await t.database.systemTx(async (tx) => {
      await tx.insert(applications).values({
        id: applicationId,
        tenantId: 1,
        applyNo: `T${applicationId.slice(-8).toUpperCase()}`,
        enterpriseId,
        applicationType: 1,
        receivedDate: today,
        status: 1,
        standardCodes: 'SC',
      });
      await tx.insert(applicationItems).values({
        tenantId: 1,
        applicationId,
        certificateStandardId: scStandardId,
        standardVersion: 'GB/T 27922-2011',
        scopeZh: '家用电器的销售及售后服务（安装、维修、配件供应、投诉处理）',
        professionalCodes: [],
        riskLevel: 3,
        headcount: 40,
        effectivePersonnel: 40,
        sortNo: 0,
      });
    });
    expect((await post(staff, '/xmsl/cerApplyApi/accept', { id: applicationId, version: 1 })).status).toBe(
      200,
    );

    const [task] = await t.database.systemTx((tx) =>
      tx.select().from(reviewTasks).where(eq(reviewTasks.applicationId, applicationId)),
    );
    const review = (await get(staff, `/htps/review/queryById?id=${task!.id}`)).body.result;
    expect(review.items.map((i: any) => i.standardCode)).toEqual(['SC']);
    const item = review.items[0];
    const saved = await post(staff, '/htps/review/edit', {
      id: review.id,
      version: review.version,
      integrationPercent: review.integrationPercent,
      integrationReason: review.integrationReason,
      remark: review.remark,
      items: [
        {
          id: item.id,
          scopeZh: item.scopeZh,
          scopeEn: item.scopeEn,
          professionalCodes: item.professionalCodes,
          reportingCodes: item.reportingCodes,
          riskLevel: item.riskLevel,
          headcount: 40,
          partTimeHeadcount: item.partTimeHeadcount,
          partTimeFte: item.partTimeFte,
          repetitiveReduction: item.repetitiveReduction,
          reductionReason: item.reductionReason,
          sites: item.sites,
          accreditationMark: '',
          // No IAF MD 5 table for GB/T 27922: the reviewer's days, with the reason as the basis.
          adjustments: [{ code: '服务评价规模', percent: 0, reason: '按GB/T 27922服务评价规模确定' }],
          manualDays: 3,
          surveillanceFrequency: item.surveillanceFrequency,
          confirmed: true,
        },
      ],
      feeLines: null,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const approved = await post(staff, '/htps/review/approve', {
      id: review.id,
      version: saved.body.result.version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const contract = (await get(staff, `/htps/contract/queryById?id=${approved.body.result.contractId}`)).body
      .result;
    expect(contract.items[0].standardCode).toBe('SC');
    expect(contract.items[0].stage2Days).toBeGreaterThan(0);
    contractItemId = contract.items[0].id;

    expect((await upload(staff, contract.id)).status).toBe(200);
    const edited = await post(staff, '/htps/contract/edit', {
      id: contract.id,
      version: contract.version,
      signedDate: today,
      signatory: '王经理',
      surveillanceFrequency: 12,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const done = await post(admin, '/htps/contract/approve', {
      id: contract.id,
      version: edited.body.result.version,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    // The service project of the item, at 审核实施: the sheet is written during the audit.
    const list = (await get(staff, '/sc/project/list?enterpriseName=售后服务认证测试&pageSize=50')).body
      .result;
    expect(list.records).toHaveLength(1);
    expect(list.records[0]).toMatchObject({ stage: 3, linked: true, evaluated: false, certNo: '' });
    serviceProject = list.records[0];
    // …and the programme of the same item, for the auditors' service scheme.
    const [programme] = await t.database.systemTx((tx) =>
      tx.select().from(auditProgrammes).where(eq(auditProgrammes.contractItemId, contractItemId)),
    );
    expect(programme?.scheme).toBe('SERVICE');
  });

  it('moves only with the lifecycle: its own 下一阶段 is refused with the reason', async () => {
    const res = await post(staff, '/sc/project/advance', {
      id: serviceProject.id,
      version: serviceProject.version,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('该项目随认证项目的审核、技术评定和认证决定流转，不能单独推进');
  });

  it('refuses a passing decision without a saved sheet or with a 不合格 one; passes on 三星', async () => {
    const [programme] = await t.database.systemTx((tx) =>
      tx.select().from(auditProgrammes).where(eq(auditProgrammes.contractItemId, contractItemId)),
    );
    const made = await post(admin, '/shfa/scheme/createProjects', {
      programmeId: programme!.id,
      asOf: today,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // The plan and audit (审核实施 has its own tests): brought to 待技术审定 directly, as the decisions' tests do.
    projectId = await t.database.systemTx(async (tx) => {
      const [project] = await tx
        .select({ id: auditProjects.id, planId: auditProjects.planId, tenantId: auditProjects.tenantId })
        .from(auditProjects)
        .where(eq(auditProjects.programmeId, programme!.id))
        .orderBy(auditProjects.createdAt)
        .limit(1);
      await tx.insert(planTeamMembers).values({
        tenantId: 1,
        planId: project!.planId!,
        auditorId: leaderAuditorId,
        role: 1,
        scheme: 'SERVICE',
        codes: [],
      });
      await tx.update(auditPlans).set({ status: 3 }).where(eq(auditPlans.id, project!.planId!));
      await tx.update(auditProjects).set({ status: 1 }).where(eq(auditProjects.id, project!.id));
      await tx
        .insert(projectExecutions)
        .values({
          tenantId: 1,
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
    const [{ version: projectVersion }] = (await t.database.systemTx((tx) =>
      tx
        .select({ version: auditProjects.version })
        .from(auditProjects)
        .where(eq(auditProjects.id, projectId)),
    )) as [{ version: number }];
    const assigned = await post(admin, '/jssd/ajfp/assign', {
      projectId,
      round: 1,
      auditorId: reviewerAuditorId,
      projectVersion,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const mine = (
      await get(auditorToken, '/jssd/record/list?scope=mine&pageSize=100')
    ).body.result.records.find((r: any) => r.projectId === projectId && r.result === 0);
    const reviewed = await post(auditorToken, '/jssd/review/submit', {
      id: mine.id,
      version: mine.version,
      result: 1,
      findings: [{ item: '审核报告与服务认证评价表', ok: true, note: '完整' }],
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);

    const file = async () => (await get(decider, `/rzjd/audit/file?projectId=${projectId}`)).body.result;
    const decide = async (result: number) =>
      post(decider, '/rzjd/audit/decide', {
        projectId,
        version: (await file()).decision.version,
        result,
        decisionDate: today,
        rationale: '审核证据与服务认证评价表充分',
      });
    const noSheet = await decide(1);
    expect(noSheet.status).toBe(400);
    expect(noSheet.body.message).toBe('服务认证评价表尚未保存，不能作出通过的认证决定');

    const sheet = (share: number, version: number) => ({
      id: serviceProject.id,
      version,
      items: sheetItems(share),
      specialDeductions: 0,
      bonus: 0,
      serviceAreaCode: 'F05',
      evaluator: '王审核',
    });
    const failed = await put(staff, '/sc/report/edit', sheet(0.5, serviceProject.version));
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    const failedDecision = await decide(1);
    expect(failedDecision.status).toBe(400);
    expect(failedDecision.body.message).toBe('服务认证评价结果为不合格，不能作出通过的认证决定');

    const threeStars = await put(staff, '/sc/report/edit', sheet(0.85, failed.body.result.version));
    expect(threeStars.status).toBe(200);
    const detail = (await get(staff, `/sc/report/queryById?id=${serviceProject.id}`)).body.result;
    expect(detail).toMatchObject({ grade: '三星', percent: 85, stage: 3, linked: true });
    const passed = await decide(1);
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    const after = (await get(staff, `/sc/report/queryById?id=${serviceProject.id}`)).body.result;
    expect(after.stage).toBe(5);
    // Decided: the sheet is the decision's evidence and can no longer change.
    expect((await put(staff, '/sc/report/edit', sheet(0.95, after.version))).status).toBe(409);
  });

  it('证书发放 issues a type C certificate; the project shows it and the regulator row fills column 63', async () => {
    const [task] = await t.database.systemTx((tx) =>
      tx
        .select({ id: certificateTasks.id })
        .from(certificateTasks)
        .where(and(eq(certificateTasks.projectId, projectId), eq(certificateTasks.kind, 1))),
    );
    const draft = (await get(admin, `/zsfx/add/draft?taskId=${task!.id}`)).body.result;
    expect(draft).toMatchObject({ standardCode: 'SC', certificateType: 'C' });
    const issued = await post(admin, '/zsfx/add/issue', {
      taskId: draft.taskId,
      version: draft.version,
      certificateType: draft.certificateType,
      standardCode: draft.standardCode,
      standardName: draft.standardName,
      standardVersion: draft.standardVersion,
      scopeZh: draft.scopeZh,
      scopeEn: draft.scopeEn,
      enterpriseName: draft.enterpriseName,
      enterpriseNameEn: draft.enterpriseNameEn,
      enterpriseAddress: draft.enterpriseAddress || '上海市浦东新区张江路1号',
      enterpriseAddressEn: draft.enterpriseAddressEn,
      marks: '',
      issueDate: draft.issueDate,
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const [cert] = await t.database.systemTx((tx) =>
      tx
        .select({ certNo: certificates.certNo, certificateType: certificates.certificateType })
        .from(certificates)
        .where(and(eq(certificates.enterpriseId, enterpriseId), eq(certificates.standardCode, 'SC'))),
    );
    expect(cert!.certificateType).toBe('C');

    const project = (await get(staff, `/sc/report/queryById?id=${serviceProject.id}`)).body.result;
    expect(project).toMatchObject({ stage: 6, certNo: cert!.certNo, grade: '三星' });
    const listed = (await get(staff, '/sc/project/list?stage=6&enterpriseName=售后服务认证测试')).body.result;
    expect(listed.records.map((r: any) => r.certNo)).toEqual([cert!.certNo]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/sc/project/certificatePdf?id=${serviceProject.id}`,
      headers: { 'x-access-token': staff },
    });
    expect(pdf.statusCode).toBe(200);

    // 信息上报: the issue's row carries the sheet's service area code in column 63 (Service_area_code).
    const raw = await t.app.inject({
      method: 'GET',
      url: `/api/xxsb/certificate/exportXls?number=${encodeURIComponent(cert!.certNo)}`,
      headers: { 'x-access-token': staff },
    });
    expect(raw.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
    });
    const column = rows[0]!.indexOf('Service_area_code');
    expect(column).toBe(62);
    const row = rows.slice(2).find((r) => r.includes(cert!.certNo.replace(/\s+/g, '')));
    expect(row, JSON.stringify(rows.slice(2))).toBeTruthy();
    expect(row![column]).toBe('F05');
    expect(row![rows[0]!.indexOf('AUTH_PROJ_CODE')]).toBe('C0201');
  });
});
