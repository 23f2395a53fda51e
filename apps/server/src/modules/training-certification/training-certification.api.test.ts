/**
 * 培训认证 API: the demo applications at every stage; an application through 材料审核 (returned,
 * resubmitted, passed) → 认证评审 → 证书制作 → 证书发布, which creates the training certificate the
 * public check finds; each skipped or repeated step refused with its reason; the handler refused as
 * reviewer; stale versions 409; 403 without the step's code; the report's PDF and Excel; isolation.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { AREAS } from '../areas.ts';
import { createTenant } from '../system/seed.ts';
import { DEMO_TRAINING_APPLICANTS } from './seed.ts';

let t: TestContext;
let staff: string;
let admin: string;
let auditor: string;

const base = '/api/tc/application';
const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `${base}${url}` });
/** A file download: the raw bytes and headers. */
const file = async (token: string, url: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${base}${url}`,
    headers: { 'x-access-token': token },
  });
  return { status: res.statusCode, headers: res.headers, rawPayload: res.rawPayload };
};
const post = (token: string, url: string, payload: object) =>
  t.call(token, { method: 'POST', url: `${base}${url}`, payload });

const NEW = {
  applicantType: 1,
  applicantName: '钱培训',
  idCardNo: '11010519491231002X',
  organisation: '苏州工业园区星河精密制造有限公司',
  courseName: '质量管理体系内审员培训',
  standardName: 'GB/T 19001-2016/ISO 9001:2015',
  courseHours: 24,
  trainingFrom: '2026-10-08',
  trainingTo: '2026-10-10',
};

beforeAll(async () => {
  t = await createTestContext();
  [staff, admin, auditor] = await Promise.all([t.login('staff'), t.login('admin'), t.login('auditor')]);
});
afterAll(() => t.close());

async function record(id: string) {
  return (await get(admin, `/queryById?id=${id}`)).body.result;
}

describe('培训认证 API', () => {
  it('lists the demo applications of each step on its page', async () => {
    const all = await get(staff, '/list?view=report&pageSize=100');
    expect(all.status).toBe(200);
    const names = all.body.result.records.map((r: { applicantName: string }) => r.applicantName);
    expect(names).toEqual(expect.arrayContaining(DEMO_TRAINING_APPLICANTS));
    const stages = new Set(all.body.result.records.map((r: { stage: number }) => r.stage));
    expect([...stages].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const material = await get(staff, '/list?view=material&pageSize=100');
    expect(material.body.result.records.every((r: { stage: number }) => r.stage <= 2)).toBe(true);
    const sorted = await get(staff, '/list?view=report&column=applicantName&order=asc&pageSize=3');
    expect(sorted.body.result.records).toHaveLength(3);
    expect((await get(staff, '/list?view=nothing')).status).toBe(400);
    expect((await get(auditor, '/list?view=report')).status).toBe(403);
  });

  it('refuses an invalid application with its Chinese reasons', async () => {
    const res = await post(staff, '/add', { ...NEW, idCardNo: '', trainingTo: '2026-10-01' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/个人申请请输入身份证号|培训结束日期不能早于开始日期/);
  });

  it('walks an application from materials to a published certificate the public check finds', async () => {
    const added = await post(staff, '/add', NEW);
    expect(added.status).toBe(200);
    const id = added.body.result.id as string;
    let version = added.body.result.version as number;

    // Steps out of order are refused with their reason.
    const early = await post(admin, '/publish', { id, version });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('请先制作证书草稿再发布');
    const skip = await post(admin, '/certifiedAudit', { id, version, pass: true, findings: '' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('只有待认证评审的申请可以评审');

    // The handler may not audit their own application.
    const own = await post(staff, '/materialAudit', { id, version, pass: true });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('审核人不能是该申请的经办人');

    // Returned without a reason is refused; with one it goes back to the applicant.
    expect((await post(admin, '/materialAudit', { id, version, pass: false })).status).toBe(400);
    const returned = await post(admin, '/materialAudit', { id, version, pass: false, reason: '缺少成绩单' });
    expect(returned.status).toBe(200);
    version = returned.body.result.version;
    expect(await record(id)).toMatchObject({ stage: 2, returnReason: '缺少成绩单' });
    expect((await post(admin, '/materialAudit', { id, version, pass: true })).status).toBe(409);

    // A stale version is 409; the resubmission takes it back to 材料审核.
    expect((await post(staff, '/resubmit', { id, version: version - 1 })).status).toBe(409);
    const again = await post(staff, '/resubmit', { id, version });
    version = again.body.result.version;
    expect(await record(id)).toMatchObject({ stage: 1, resubmitCount: 1 });

    version = (await post(admin, '/materialAudit', { id, version, pass: true })).body.result.version;
    expect((await post(admin, '/certifiedAudit', { id, version, pass: false })).status).toBe(400);
    version = (await post(admin, '/certifiedAudit', { id, version, pass: true, findings: '考核合格' })).body
      .result.version;
    expect(await record(id)).toMatchObject({ stage: 5, reviewPassed: true, reviewerName: '系统管理员' });

    // 证书制作: a number already taken is refused; the draft's PDF is printed with 草稿.
    const taken = await post(admin, '/makeDraft', {
      id,
      version,
      certNo: 'tc-2026-0007',
      issueDate: '2026-10-15',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('培训证书编号已存在');
    const certNo = `TC-API-${Date.now().toString().slice(-6)}`;
    const drafted = await post(admin, '/makeDraft', {
      id,
      version,
      certNo: certNo.toLowerCase(),
      issueDate: '2026-10-15',
      validTo: '2029-10-14',
    });
    expect(drafted.status).toBe(200);
    version = drafted.body.result.version;
    const draftPdf = await file(admin, `/certificatePdf?id=${id}`);
    expect(draftPdf.status).toBe(200);
    expect(draftPdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(draftPdf.rawPayload);
    expect(text.replace(/\s/g, '')).toContain('培训证书');
    expect(text).toContain(certNo);
    expect(text).toContain('钱培训');
    expect(text).toContain('草稿');

    const published = await post(admin, '/publish', { id, version });
    expect(published.status).toBe(200);
    version = published.body.result.version;
    const after = await record(id);
    expect(after).toMatchObject({ stage: 7, certNo });
    expect(after.trainingCertificateId).toBeTruthy();
    expect((await post(admin, '/publish', { id, version })).status).toBe(409);
    expect(pdfText((await file(admin, `/certificatePdf?id=${id}`)).rawPayload)).not.toContain('草稿');

    // The training certificate is the one 证书管理 › 培训证书 lists and the public check verifies.
    const listed = await t.call(staff, {
      method: 'GET',
      url: `/api/zsfx/trainCertificate/list?certNo=${certNo}`,
    });
    expect(listed.body.result.records).toHaveLength(1);
    const check = await t.call(null, {
      method: 'GET',
      url: `/api/trainCertificate/public/check?certNo=${certNo}&name=${encodeURIComponent('钱培训')}`,
    });
    expect(check.status).toBe(200);
    expect(JSON.stringify(check.body.result)).toContain(certNo);
  });

  it('writes the report and prints it as PDF and Excel', async () => {
    const [row] = (await get(staff, '/list?view=publish&stage=7')).body.result.records;
    const saved = await post(admin, '/report', { id: row.id, version: row.version, conclusion: '同意发证' });
    expect(saved.status).toBe(200);
    const pdf = await file(staff, `/reportPdf?id=${row.id}`);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('培训认证报告');
    expect(text).toContain('同意发证');
    const xls = await file(staff, `/reportXls?id=${row.id}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xls.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getColumn(2).values.map(String);
    expect(values).toContain('同意发证');
    const list = await file(staff, '/exportXls?view=report');
    expect(list.status).toBe(200);
  });

  it('keeps tenants apart', async () => {
    const [row] = (await get(staff, '/list?view=report')).body.result.records;
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家培训机构',
          adminUsername: 'tcadmin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('tcadmin2', 'OtherPass123');
    expect((await get(other, '/list?view=report')).body.result.total).toBe(0);
    expect((await get(other, `/queryById?id=${row.id}`)).status).toBe(404);
    expect(
      (await post(other, '/materialAudit', { id: row.id, version: row.version, pass: true })).status,
    ).toBe(404);
  });
});

function pdfText(payload: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-pdf-'));
  const file = join(dir, 'a.pdf');
  writeFileSync(file, payload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
