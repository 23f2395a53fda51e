/**
 * 检测报告 API: every endpoint, the review transitions, refusals with their Chinese reasons, stale
 * versions, the enterprise's own scope (download refused for another enterprise's report), tenant
 * isolation, the decision page's warning and the refusal to delete a report a decision used.
 */
import { addDays, calendarDateOf } from '@cb/domain';
import { REPORT_MESSAGES } from '@cb/domain/test-reports';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { AREAS } from '../areas.ts';
import { certificationDecisions } from '../certification-decisions/schema.ts';
import { createTenant } from '../system/seed.ts';
import { EXPORT_COLUMNS } from './routes.ts';
import { DEMO_REPORTS } from './seed.ts';

let t: TestContext;
let admin: string;
let staff: string;
let enterprise: string;
let decider: string;

const base = '/api/jcbg/report';
const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `${base}${url}` });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.call(token, { method, url: `${base}${url}`, payload });
const remove = (token: string, id: string, version: number) =>
  t.call(token, { method: 'DELETE', url: `${base}/delete?id=${id}&version=${version}` });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function upload(token: string, fileName: string, data: Buffer) {
  const boundary = '----cbjcbg';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call(token, {
    method: 'POST',
    url: `${base}/upload`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const today = calendarDateOf(new Date());
const body = (fileId: string, extra: object = {}) => ({
  laboratoryName: '测试实验室',
  cnasNo: 'cnas l9876',
  reportNo: `T-${Math.random().toString(36).slice(2, 8)}`,
  productName: '阀门',
  productModel: 'DN50',
  samplingDate: addDays(today, -10),
  issueDate: addDays(today, -3),
  conclusion: 1,
  fileId,
  ...extra,
});

async function listAll(token: string, query = '') {
  return (await get(token, `/list?pageSize=100${query}`)).body.result.records as {
    id: string;
    reportNo: string;
    enterpriseId: string;
    enterpriseName: string;
    reviewStatus: number;
    conclusion: number;
    returnReason: string;
    version: number;
  }[];
}

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, enterprise, decider] = await Promise.all([
    t.login('admin'),
    t.login('staff'),
    t.login('enterprise'),
    t.login('decider'),
  ]);
});
afterAll(() => t.close());

describe('检测报告 API', () => {
  it('lists the demo reports in every state for staff, filtered and sorted on the server', async () => {
    const rows = await listAll(staff);
    for (const d of DEMO_REPORTS) expect(rows.map((r) => r.reportNo)).toContain(d.reportNo);
    expect(new Set(rows.map((r) => r.reviewStatus))).toEqual(new Set([0, 1, 2]));
    const failed = await listAll(staff, '&conclusion=2&reviewStatus=1');
    expect(failed.map((r) => r.reportNo)).toEqual(['DL2026-W-0412']);
    const byLab = await listAll(staff, `&laboratoryName=${encodeURIComponent('谱尼')}`);
    expect(byLab.map((r) => r.reportNo)).toEqual(['PONY-2026-3321']);
    const byNo = await listAll(staff, '&reportNo=CCIC');
    expect(byNo[0]?.returnReason).toContain('签章');
    const sorted = await listAll(staff, '&column=reportNo&order=asc');
    const numbers = sorted.map((r) => r.reportNo);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await get(staff, '/list?column=tenantId');
    expect(bad.status).toBe(400);
  });

  it('exports the filtered list as a workbook with the list’s columns', async () => {
    const res = await get(staff, '/exportXls?conclusion=2');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('检测报告.xlsx'));
    const raw = await t.app.inject({
      method: 'GET',
      url: `${base}/exportXls?conclusion=2`,
      headers: { 'x-access-token': staff },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet.getColumn(9).values.slice(2)).toEqual(Array(sheet.rowCount - 1).fill('不合格'));
  });

  it('the enterprise uploads its own report, staff return it with a reason, it resubmits, staff accept', async () => {
    const file = await upload(enterprise, '检测报告.pdf', PDF);
    expect(file.status).toBe(200);
    expect(file.body.result).toMatchObject({ fileName: '检测报告.pdf', contentType: 'application/pdf' });
    const added = await send(enterprise, 'POST', '/add', body(file.body.result.fileId));
    expect(added.status).toBe(200);
    const { id } = added.body.result;
    const mine = (await get(enterprise, `/queryById?id=${id}`)).body.result;
    expect(mine).toMatchObject({ reviewStatus: 0, cnasNo: 'CNAS L9876', fileName: '检测报告.pdf' });

    // Returning needs a reason; accepting a returned one is refused.
    const noReason = await send(staff, 'POST', '/return', { id, version: mine.version, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(REPORT_MESSAGES.reasonRequired);
    const stale = await send(staff, 'POST', '/return', { id, version: mine.version + 5, reason: '不清晰' });
    expect(stale.status).toBe(409);
    const returned = await send(staff, 'POST', '/return', {
      id,
      version: mine.version,
      reason: '扫描件不清晰',
    });
    expect(returned.status).toBe(200);
    const seen = (await get(enterprise, `/queryById?id=${id}`)).body.result;
    expect(seen).toMatchObject({ reviewStatus: 2, returnReason: '扫描件不清晰' });
    expect(seen.reviewerName).not.toBe('');
    const acceptReturned = await send(staff, 'POST', '/accept', { id, version: seen.version });
    expect(acceptReturned.body.message).toBe(REPORT_MESSAGES.returnedNotAcceptable);

    // The enterprise may not review; it resubmits (changes) the returned one.
    expect((await send(enterprise, 'POST', '/accept', { id, version: seen.version })).status).toBe(403);
    const again = await upload(enterprise, 'clear.pdf', PDF);
    const resubmitted = await send(enterprise, 'PUT', '/edit', {
      ...body(again.body.result.fileId, { reportNo: mine.reportNo }),
      id,
      version: seen.version,
    });
    expect(resubmitted.status).toBe(200);
    const pending = (await get(staff, `/queryById?id=${id}`)).body.result;
    expect(pending).toMatchObject({ reviewStatus: 0, returnReason: '', fileName: 'clear.pdf' });
    const accepted = await send(staff, 'POST', '/accept', { id, version: pending.version });
    expect(accepted.status).toBe(200);

    // Accepted is final: no return, no change.
    const v = accepted.body.result.version;
    const returnAccepted = await send(staff, 'POST', '/return', { id, version: v, reason: '再退回' });
    expect(returnAccepted.body.message).toBe(REPORT_MESSAGES.acceptedFinal);
    const editAccepted = await send(enterprise, 'PUT', '/edit', {
      ...body(again.body.result.fileId, { reportNo: mine.reportNo }),
      id,
      version: v,
    });
    expect(editAccepted.body.message).toBe(REPORT_MESSAGES.notEditable);

    const download = await get(enterprise, `/download?id=${id}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a bad file, bad dates, a taken number per laboratory and a foreign file', async () => {
    const html = await upload(enterprise, 'report.pdf', Buffer.from('<html><script>x</script></html>'));
    expect(html.status).toBe(415);
    const docx = await upload(enterprise, 'a.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(docx.status).toBe(415);
    expect(docx.body.message).toBe(REPORT_MESSAGES.fileType);

    const file = (await upload(enterprise, 'a.pdf', PDF)).body.result.fileId;
    const future = await send(enterprise, 'POST', '/add', body(file, { issueDate: addDays(today, 1) }));
    expect(future.body.message).toBe(REPORT_MESSAGES.issueInFuture);
    const order = await send(
      enterprise,
      'POST',
      '/add',
      body(file, { samplingDate: addDays(today, -1), issueDate: addDays(today, -2) }),
    );
    expect(order.body.message).toBe(REPORT_MESSAGES.samplingAfterIssue);
    const cnas = await send(enterprise, 'POST', '/add', body(file, { cnasNo: 'CNAS 123' }));
    expect(cnas.status).toBe(400);
    expect(cnas.body.message).toContain('CNAS L');
    const noFile = await send(enterprise, 'POST', '/add', body(file, { fileId: null }));
    expect(noFile.body.message).toBe(REPORT_MESSAGES.fileMissing);
    // Another user's upload cannot be attached.
    const staffFile = (await upload(staff, 'b.pdf', PDF)).body.result.fileId;
    const foreign = await send(enterprise, 'POST', '/add', body(staffFile));
    expect(foreign.body.message).toBe(REPORT_MESSAGES.fileNotFound);

    // The demo's number at that laboratory is taken (any spelling); at another laboratory it is free.
    const taken = await send(
      enterprise,
      'POST',
      '/add',
      body(file, { cnasNo: 'cnasl2231', reportNo: 'wt2026-00158' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(REPORT_MESSAGES.numberTaken);
    const otherLab = await send(enterprise, 'POST', '/add', body(file, { reportNo: 'WT2026-00158' }));
    expect(otherLab.status).toBe(200);
  });

  it('staff upload on a client’s behalf and must name the enterprise', async () => {
    const rows = await listAll(staff);
    const enterpriseId = rows.find((r) => r.reportNo === 'DL2026-W-0412')!.enterpriseId;
    const file = (await upload(staff, 'c.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).body.result
      .fileId;
    const options = (await get(staff, '/enterprises')).body.result as { id: string }[];
    expect(options.map((o) => o.id)).toContain(enterpriseId);
    const ownOptions = (await get(enterprise, '/enterprises')).body.result as { id: string }[];
    expect(ownOptions).toHaveLength(1);
    const missing = await send(staff, 'POST', '/add', body(file));
    expect(missing.body.message).toBe('请选择企业');
    const links = await get(staff, `/links?enterpriseId=${enterpriseId}`);
    expect(links.status).toBe(200);
    expect(Array.isArray(links.body.result.certificates)).toBe(true);
    const added = await send(staff, 'POST', '/add', body(file, { enterpriseId }));
    expect(added.status).toBe(200);
    const detail = (await get(staff, `/queryById?id=${added.body.result.id}`)).body.result;
    expect(detail.enterpriseId).toBe(enterpriseId);
    const deleted = await remove(staff, added.body.result.id, detail.version + 1);
    expect(deleted.status).toBe(409);
    expect((await remove(staff, added.body.result.id, detail.version)).status).toBe(200);
  });

  it('keeps an enterprise to its own reports: list, detail, download and save', async () => {
    const mine = await listAll(enterprise);
    const own = new Set(mine.map((r) => r.enterpriseId));
    expect(own.size).toBe(1);
    const other = (await listAll(staff)).find((r) => !own.has(r.enterpriseId))!;
    expect(other).toBeTruthy();
    // A report of another enterprise, with its file, uploaded by staff.
    const staffFile = (await upload(staff, 'e.pdf', PDF)).body.result.fileId;
    const saved = await send(staff, 'POST', '/add', body(staffFile, { enterpriseId: other.enterpriseId }));
    const foreign = { ...other, id: saved.body.result.id as string };
    expect(mine.map((r) => r.id)).not.toContain(foreign.id);
    expect((await get(enterprise, `/queryById?id=${foreign.id}`)).status).toBe(404);
    const refused = await get(enterprise, `/download?id=${foreign.id}`);
    expect(refused.status).toBe(404);
    expect((await get(staff, `/download?id=${foreign.id}`)).status).toBe(200);
    // An enterprise naming another enterprise still saves for its own.
    const file = (await upload(enterprise, 'd.pdf', PDF)).body.result.fileId;
    const added = await send(enterprise, 'POST', '/add', body(file, { enterpriseId: foreign.enterpriseId }));
    const detail = (await get(staff, `/queryById?id=${added.body.result.id}`)).body.result;
    expect(own.has(detail.enterpriseId)).toBe(true);
    // No delete, export or review for the enterprise.
    expect((await remove(enterprise, detail.id, detail.version)).status).toBe(403);
    expect((await get(enterprise, '/exportXls')).status).toBe(403);
  });

  it('warns the decision of the client’s 不合格 report, records its use, and then refuses to delete it', async () => {
    const warned = (await listAll(staff)).find((r) => r.reportNo === 'DL2026-W-0412')!;
    const [decision] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(certificationDecisions)
        .where(
          and(
            eq(certificationDecisions.tenantId, 1),
            eq(certificationDecisions.enterpriseId, warned.enterpriseId),
            eq(certificationDecisions.result, 0),
          ),
        ),
    );
    expect(decision).toBeTruthy();
    const file = (
      await t.call(decider, { method: 'GET', url: `/api/rzjd/audit/file?projectId=${decision!.projectId}` })
    ).body.result;
    expect(file.testReportWarnings.map((w: { reportNo: string }) => w.reportNo)).toContain('DL2026-W-0412');
    expect(file.refusal).toBeNull();
    const decided = await t.call(decider, {
      method: 'POST',
      url: '/api/rzjd/audit/decide',
      payload: {
        projectId: decision!.projectId,
        version: file.decision.version,
        result: 1,
        decisionDate: today,
        rationale: '检测报告不合格项已整改，同意通过认证。',
      },
    });
    expect(decided.status).toBe(200);
    const detail = (await get(staff, `/queryById?id=${warned.id}`)).body.result;
    expect(detail.usedByDecisions).toBe(1);
    const refused = await remove(admin, warned.id, detail.version);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(REPORT_MESSAGES.usedByDecision);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await get(null, '/list')).status).toBe(401);
    expect((await get(decider, '/list')).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const [report] = await listAll(staff);
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家认证机构',
          adminUsername: 'jcbgadmin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('jcbgadmin2', 'OtherPass123');
    expect((await get(other, '/list')).body.result.total).toBe(0);
    expect((await get(other, `/queryById?id=${report!.id}`)).status).toBe(404);
    expect((await get(other, `/download?id=${report!.id}`)).status).toBe(404);
    const cross = await send(other, 'POST', '/accept', { id: report!.id, version: report!.version });
    expect(cross.status).toBe(404);
    expect((await remove(other, report!.id, report!.version)).status).toBe(404);
  });
});
