import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { customerUserLinks, enterprises } from '../customers/schema.ts';
import { certificateStandards } from '../reference/schema.ts';
import { createTenant } from '../system/seed.ts';
import { applicationEvents, applications } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditor: string;
let decider: string;
let enterpriseUser: string;
let partnerUser: string;
let standardIds: Record<string, string>;
let ownEnterpriseId: string;
let otherEnterpriseId: string;

const ALL_CHECKED = {
  legalEntity: true,
  systemRunning: true,
  internalAudit: true,
  managementReview: true,
  notStopped: true,
  notDishonest: true,
  noMajorAccident: true,
  noFailedSampling: true,
};

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, auditor, decider, enterpriseUser, partnerUser] = (await Promise.all(
    ['admin', 'staff', 'auditor', 'decider', 'enterprise', 'partner'].map((u) => t.login(u)),
  )) as [string, string, string, string, string, string];
  await t.database.systemTx(async (tx) => {
    const standards = await tx
      .select({ id: certificateStandards.id, code: certificateStandards.code })
      .from(certificateStandards)
      .where(eq(certificateStandards.tenantId, 1));
    standardIds = Object.fromEntries(standards.map((s) => [s.code, s.id]));
    const [link] = await tx
      .select({ enterpriseId: customerUserLinks.enterpriseId })
      .from(customerUserLinks)
      .innerJoin(users, eq(users.id, customerUserLinks.userId))
      .where(eq(users.username, 'enterprise'));
    ownEnterpriseId = link!.enterpriseId!;
    const [other] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(and(eq(enterprises.tenantId, 1), eq(enterprises.deleted, false)))
      .orderBy(enterprises.code)
      .offset(5)
      .limit(1);
    otherEnterpriseId = other!.id;
  });
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'POST', url, payload, headers });
const put = (token: string, url: string, payload: object) => t.call(token, { method: 'PUT', url, payload });

function input(overrides: Record<string, unknown> = {}) {
  return {
    enterpriseId: otherEnterpriseId,
    applicationType: 1,
    receivedDate: '2026-11-21',
    contactName: '王经理',
    eligibility: ALL_CHECKED,
    items: [
      {
        certificateStandardId: standardIds.Q,
        standardVersion: 'ISO 9001:2015',
        scopeZh: '电子元器件的设计和生产',
        scopeEn: 'Design and production of electronic components',
        professionalCodes: ['19.05.01'],
        riskLevel: 2,
        headcount: 120,
        effectivePersonnel: 110,
        exclusions: '',
        auditMethod: 1,
        systemNumber: 2,
        integratedAudit: 1,
      },
      {
        certificateStandardId: standardIds.E,
        scopeZh: '电子元器件的生产及相关管理活动',
        headcount: 120,
        effectivePersonnel: 100,
        systemNumber: 2,
        integratedAudit: 1,
      },
    ],
    ...overrides,
  };
}

async function applicationCount(): Promise<number> {
  const [row] = await t.database.systemTx((tx) => tx.select({ n: count() }).from(applications));
  return Number(row!.n);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads the application form (xmsl001) through the application's record-files routes. */
function uploadForm(applicationId: string, token = staff) {
  const boundary = `----cb${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nxmsl001\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="认证申请书.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call(token, {
    method: 'POST',
    url: `/api/xmsl/cerApplyApi/files/${applicationId}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function attachForm(applicationId: string) {
  const res = await uploadForm(applicationId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function createDraft(token = staff, overrides: Record<string, unknown> = {}) {
  const res = await post(token, '/api/xmsl/cerApplyApi/add', input(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: string; version: number; applyNo: string; status: number };
}

describe('create and number', () => {
  it('creates a draft with a generated number, its items and a create event', async () => {
    const a = await createDraft();
    const b = await createDraft();
    expect(a.applyNo).toMatch(/^SQ\d{4}\d{5}$/);
    expect(Number(b.applyNo.slice(-5))).toBe(Number(a.applyNo.slice(-5)) + 1);
    const detail = await get(staff, `/api/xmsl/cerApplyApi/queryById?id=${a.id}`);
    expect(detail.status).toBe(200);
    const d = detail.body.result;
    expect(d).toMatchObject({
      status: 0,
      status_dictText: '草稿',
      applicationType_dictText: '初次认证',
      receivedDate: '2026-11-21',
      editable: true,
      createByName: expect.any(String),
    });
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({
      standardCode: 'Q',
      professionalCodes: ['19.05.01'],
      riskLevel_dictText: '中',
      systemNumber_dictText: '双体系',
      auditMethod_dictText: '现场审核',
      integratedAudit: 1,
    });
    expect(d.events.map((e: { action: string }) => e.action)).toEqual(['create']);
  });

  it('never gives two concurrent creations the same number', async () => {
    const created = await Promise.all(
      Array.from({ length: 6 }, () => post(staff, '/api/xmsl/cerApplyApi/add', input())),
    );
    expect(created.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const serials = created.map((r) => Number(r.body.result.applyNo.slice(-5))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(6);
    expect(serials[5]! - serials[0]!).toBe(5);
  });

  it('follows a tenant pattern set by the administrator', async () => {
    const rule = await get(admin, '/api/xmsl/cerApplyApi/numberRule');
    expect(rule.body.result).toEqual({ pattern: 'SQ{yyyy}{seq:5}', version: 0 });
    const bad = await put(admin, '/api/xmsl/cerApplyApi/numberRule', { pattern: 'SQ{yyyy}', version: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('编号规则必须包含一个流水号 {seq}');
    expect(
      (await put(staff, '/api/xmsl/cerApplyApi/numberRule', { pattern: 'A{seq}', version: 0 })).status,
    ).toBe(403);
    const saved = await put(admin, '/api/xmsl/cerApplyApi/numberRule', {
      pattern: 'HH-{yy}{MM}-{seq:3}',
      version: 0,
    });
    expect(saved.status).toBe(200);
    const stale = await put(admin, '/api/xmsl/cerApplyApi/numberRule', { pattern: 'X{seq}', version: 0 });
    expect(stale.status).toBe(409);
    const created = await createDraft();
    expect(created.applyNo).toMatch(/^HH-\d{4}-001$/);
    expect((await createDraft()).applyNo).toMatch(/^HH-\d{4}-002$/);
    const restored = await put(admin, '/api/xmsl/cerApplyApi/numberRule', {
      pattern: 'SQ{yyyy}{seq:5}',
      version: saved.body.result.version,
    });
    expect(restored.status).toBe(200);
    const stale2 = await put(admin, '/api/xmsl/cerApplyApi/numberRule', {
      pattern: 'SQ{seq}',
      version: saved.body.result.version,
    });
    expect(stale2.status).toBe(409);
  });

  it.each([
    [{ items: [] }, '请至少添加一个认证标准'],
    [{ applicationType: 2 }, '转机构认证请输入原认证机构'],
    [{ receivedDate: '2026/11/21' }, '受理日期格式应为YYYY-MM-DD'],
    [{ enterpriseId: 'not-a-uuid' }, '请选择申请企业'],
  ])('refuses invalid input %# with a Chinese message and writes nothing', async (overrides, message) => {
    const before = await applicationCount();
    const res = await post(staff, '/api/xmsl/cerApplyApi/add', input(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await applicationCount()).toBe(before);
  });

  it('refuses an unknown enterprise or standard and writes nothing', async () => {
    const before = await applicationCount();
    const noEnterprise = await post(staff, '/api/xmsl/cerApplyApi/add', input({ enterpriseId: uuidv7() }));
    expect(noEnterprise.status).toBe(400);
    expect(noEnterprise.body.message).toBe('申请企业不存在');
    const base = input();
    const noStandard = await post(staff, '/api/xmsl/cerApplyApi/add', {
      ...base,
      items: [{ ...base.items[0], certificateStandardId: uuidv7() }],
    });
    expect(noStandard.status).toBe(400);
    expect(noStandard.body.message).toBe('第1个认证标准不存在或已停用');
    expect(await applicationCount()).toBe(before);
  });

  it('replays an idempotent POST instead of creating twice', async () => {
    const before = await applicationCount();
    const headers = { 'idempotency-key': `apply-${uuidv7()}` };
    const first = await post(staff, '/api/xmsl/cerApplyApi/add', input(), headers);
    const second = await post(staff, '/api/xmsl/cerApplyApi/add', input(), headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.result.id).toBe(first.body.result.id);
    expect(await applicationCount()).toBe(before + 1);
  });
});

describe('status machine', () => {
  it('submits only with the checklist and the application form, then accepts with who and when', async () => {
    const draft = await createDraft(staff, { eligibility: { ...ALL_CHECKED, systemRunning: false } });
    const noChecklist = await post(staff, '/api/xmsl/cerApplyApi/submit', {
      id: draft.id,
      version: draft.version,
    });
    expect(noChecklist.status).toBe(400);
    expect(noChecklist.body.message).toBe('不满足受理条件：管理体系已运行至少3个月');

    const edited = await put(staff, '/api/xmsl/cerApplyApi/edit', {
      ...input(),
      id: draft.id,
      version: draft.version,
    });
    expect(edited.status).toBe(200);
    const staleEdit = await put(staff, '/api/xmsl/cerApplyApi/edit', {
      ...input(),
      id: draft.id,
      version: draft.version,
    });
    expect(staleEdit.status).toBe(409);

    const v = edited.body.result.version;
    const noForm = await post(staff, '/api/xmsl/cerApplyApi/submit', { id: draft.id, version: v });
    expect(noForm.status).toBe(400);
    expect(noForm.body.message).toBe('请先上传认证申请书');

    await attachForm(draft.id);
    const submitted = await post(staff, '/api/xmsl/cerApplyApi/submit', { id: draft.id, version: v });
    expect(submitted.status).toBe(200);
    expect(submitted.body.result).toMatchObject({ status: 1, editable: false, submitByName: '王业务' });

    const notEditable = await put(staff, '/api/xmsl/cerApplyApi/edit', {
      ...input(),
      id: draft.id,
      version: submitted.body.result.version,
    });
    expect(notEditable.status).toBe(400);
    expect(notEditable.body.message).toContain('不能修改');

    const staleAccept = await post(staff, '/api/xmsl/cerApplyApi/accept', { id: draft.id, version: v });
    expect(staleAccept.status).toBe(409);
    const accepted = await post(staff, '/api/xmsl/cerApplyApi/accept', {
      id: draft.id,
      version: submitted.body.result.version,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.result).toMatchObject({
      status: 2,
      status_dictText: '已受理',
      reviewByName: '王业务',
    });
    expect(Date.parse(accepted.body.result.reviewTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(accepted.body.result.events.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'update',
      'submit',
      'accept',
    ]);

    const again = await post(staff, '/api/xmsl/cerApplyApi/return', {
      id: draft.id,
      version: accepted.body.result.version,
      reason: '资料不全',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('当前状态“已受理”不能退回');
  });

  it('returns with a reason, lets the applicant correct and resubmit, and withdraw', async () => {
    const created = await post(staff, '/api/xmsl/cerApplyApi/add', input());
    const id = created.body.result.id;
    await attachForm(id);
    const submitted = await post(staff, '/api/xmsl/cerApplyApi/submit', {
      id,
      version: created.body.result.version,
    });
    const noReason = await post(staff, '/api/xmsl/cerApplyApi/return', {
      id,
      version: submitted.body.result.version,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('请输入退回原因');
    const returned = await post(staff, '/api/xmsl/cerApplyApi/return', {
      id,
      version: submitted.body.result.version,
      reason: '申请书未盖章',
    });
    expect(returned.body.result).toMatchObject({ status: 3, returnReason: '申请书未盖章', editable: true });
    const events = await t.database.systemTx((tx) =>
      tx.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)),
    );
    expect(events.find((e) => e.action === 'return')?.reason).toBe('申请书未盖章');
    const resubmitted = await post(staff, '/api/xmsl/cerApplyApi/submit', {
      id,
      version: returned.body.result.version,
    });
    expect(resubmitted.body.result).toMatchObject({ status: 1, returnReason: '' });
    const withdrawn = await post(staff, '/api/xmsl/cerApplyApi/withdraw', {
      id,
      version: resubmitted.body.result.version,
    });
    expect(withdrawn.body.result.status).toBe(4);
  });

  it('keeps documents to readers of the application and to editable states', async () => {
    const draft = await createDraft();
    await attachForm(draft.id);
    const files = await get(staff, `/api/xmsl/cerApplyApi/files/${draft.id}`);
    expect(files.status).toBe(200);
    expect(files.body.result[0]).toMatchObject({ documentType: 'xmsl001' });
    // Not the enterprise user's enterprise: the files do not exist for it.
    expect((await get(enterpriseUser, `/api/xmsl/cerApplyApi/files/${draft.id}`)).status).toBe(404);
    expect((await uploadForm(draft.id, enterpriseUser)).status).toBe(404);
    expect((await get(auditor, `/api/xmsl/cerApplyApi/files/${draft.id}`)).status).toBe(403);
    const submitted = await post(staff, '/api/xmsl/cerApplyApi/submit', {
      id: draft.id,
      version: draft.version,
    });
    expect(submitted.status).toBe(200);
    // Submitted: the documents are fixed until it is returned.
    expect((await uploadForm(draft.id)).status).toBe(403);
  });

  it('saves and submits in one step only with the submit permission', async () => {
    const res = await post(staff, '/api/xmsl/cerApplyApi/add', input({ submit: true }));
    // No application form can exist before the application does.
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请先上传认证申请书');
  });

  it('deletes drafts only, softly', async () => {
    const draft = await createDraft();
    const del = await t.call(staff, {
      method: 'DELETE',
      url: `/api/xmsl/cerApplyApi/delete?id=${draft.id}&version=${draft.version}`,
    });
    expect(del.status).toBe(200);
    expect((await get(staff, `/api/xmsl/cerApplyApi/queryById?id=${draft.id}`)).status).toBe(404);
    const [row] = await t.database.systemTx((tx) =>
      tx.select({ deleted: applications.deleted }).from(applications).where(eq(applications.id, draft.id)),
    );
    expect(row!.deleted).toBe(true);
  });
});

describe('list, search and export', () => {
  it('pages and sorts on the server with allowlisted columns', async () => {
    const page = await get(staff, '/api/xmsl/cerApplyApi/list?pageNo=1&pageSize=5&column=applyNo&order=asc');
    expect(page.status).toBe(200);
    const r = page.body.result;
    expect(r.records).toHaveLength(5);
    expect(r.total).toBeGreaterThanOrEqual(40);
    expect(r.totalCapped).toBe(false);
    const numbers = r.records.map((x: { applyNo: string }) => x.applyNo);
    expect([...numbers].sort()).toEqual(numbers);
    const bad = await get(staff, '/api/xmsl/cerApplyApi/list?column=password_hash');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('不支持的排序字段');
  });

  it('filters by status, number prefix, enterprise name and standard', async () => {
    const accepted = await get(staff, '/api/xmsl/cerApplyApi/list?status=2&pageSize=100');
    expect(accepted.body.result.records.every((r: { status: number }) => r.status === 2)).toBe(true);
    expect(accepted.body.result.total).toBeGreaterThan(0);
    const first = accepted.body.result.records[0];
    const byNo = await get(staff, `/api/xmsl/cerApplyApi/list?applyNo=${first.applyNo}`);
    expect(byNo.body.result.records.map((r: { id: string }) => r.id)).toEqual([first.id]);
    const name = first.enterpriseName.slice(2, 6);
    const byName = await get(
      staff,
      `/api/xmsl/cerApplyApi/list?enterpriseName=${encodeURIComponent(name)}&pageSize=100`,
    );
    expect(byName.body.result.records.length).toBeGreaterThan(0);
    expect(
      byName.body.result.records.every((r: { enterpriseName: string }) => r.enterpriseName.includes(name)),
    ).toBe(true);
    const wildcard = await get(staff, `/api/xmsl/cerApplyApi/list?enterpriseName=${encodeURIComponent('%')}`);
    expect(wildcard.body.result.total).toBe(0);
    const byStandard = await get(
      staff,
      `/api/xmsl/cerApplyApi/list?certificateStandardId=${standardIds.S}&pageSize=100`,
    );
    expect(
      byStandard.body.result.records.every((r: { standardCodes: string }) => r.standardCodes.includes('S')),
    ).toBe(true);
    const badStatus = await get(staff, '/api/xmsl/cerApplyApi/list?status=9');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe('申请状态不正确');
  });

  it('exports the filtered list to Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/xmsl/cerApplyApi/exportXls?status=2',
      headers: { 'x-access-token': staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['申请编号', '申请企业', '状态']));
    const statuses = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) statuses.add(String(row.getCell(6).value));
    });
    expect([...statuses]).toEqual(['已受理']);
    expect((await get(decider, '/api/xmsl/cerApplyApi/exportXls')).status).toBe(403);
  });
});

describe('permissions and isolation', () => {
  let anyId: string;
  beforeAll(async () => {
    anyId = (await get(staff, '/api/xmsl/cerApplyApi/list?pageSize=1')).body.result.records[0].id;
  });

  it('needs xmsl:search:audit or xmsl:search:detail for the detail', async () => {
    expect((await get(auditor, `/api/xmsl/cerApplyApi/queryById?id=${anyId}`)).status).toBe(403);
    expect((await get(auditor, '/api/xmsl/cerApplyApi/list')).status).toBe(403);
    expect((await get(null, `/api/xmsl/cerApplyApi/queryById?id=${anyId}`)).status).toBe(401);
    // The decider holds xmsl:search:detail only: reads, cannot accept.
    const read = await get(decider, `/api/xmsl/cerApplyApi/queryById?id=${anyId}`);
    expect(read.status).toBe(200);
    expect(
      (await post(decider, '/api/xmsl/cerApplyApi/accept', { id: anyId, version: read.body.result.version }))
        .status,
    ).toBe(403);
    expect((await post(decider, '/api/xmsl/cerApplyApi/add', input())).status).toBe(403);
  });

  it('keeps an enterprise user to its own enterprise', async () => {
    const mine = await post(
      enterpriseUser,
      '/api/xmsl/cerApplyApi/add',
      input({ enterpriseId: ownEnterpriseId }),
    );
    expect(mine.status).toBe(200);
    const foreign = await post(
      enterpriseUser,
      '/api/xmsl/cerApplyApi/add',
      input({ enterpriseId: otherEnterpriseId }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('申请企业不存在');
    const list = await get(enterpriseUser, '/api/xmsl/cerApplyApi/list?pageSize=100');
    expect(list.body.result.total).toBeGreaterThan(0);
    expect(
      list.body.result.records.every((r: { enterpriseId: string }) => r.enterpriseId === ownEnterpriseId),
    ).toBe(true);
    const other = (
      await get(staff, `/api/xmsl/cerApplyApi/list?enterpriseId=${otherEnterpriseId}&pageSize=1`)
    ).body.result.records[0];
    expect((await get(enterpriseUser, `/api/xmsl/cerApplyApi/queryById?id=${other.id}`)).status).toBe(404);
    expect(
      (await post(enterpriseUser, '/api/xmsl/cerApplyApi/withdraw', { id: other.id, version: other.version }))
        .status,
    ).toBe(404);
    const options = await get(enterpriseUser, '/api/xmsl/cerApplyApi/enterpriseOptions');
    expect(options.body.result.map((o: { id: string }) => o.id)).toEqual([ownEnterpriseId]);
    // Accepting is the body's decision, never the applicant's.
    expect(
      (await post(enterpriseUser, '/api/xmsl/cerApplyApi/accept', { id: mine.body.result.id, version: 1 }))
        .status,
    ).toBe(403);
  });

  it('shows a partner only the applications it introduced', async () => {
    const [link] = await t.database.systemTx((tx) =>
      tx
        .select({ partnerId: customerUserLinks.partnerId })
        .from(customerUserLinks)
        .innerJoin(users, eq(users.id, customerUserLinks.userId))
        .where(eq(users.username, 'partner')),
    );
    const list = await get(partnerUser, '/api/xmsl/cerApplyApi/list?pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.result.total).toBeGreaterThan(0);
    const all = await get(staff, `/api/xmsl/cerApplyApi/list?partnerId=${link!.partnerId}&pageSize=100`);
    expect(list.body.result.records.map((r: { id: string }) => r.id).sort()).toEqual(
      all.body.result.records.map((r: { id: string }) => r.id).sort(),
    );
    const notTheirs = (await get(staff, '/api/xmsl/cerApplyApi/list?pageSize=100')).body.result.records.find(
      (r: { id: string }) => !list.body.result.records.some((m: { id: string }) => m.id === r.id),
    );
    expect((await get(partnerUser, `/api/xmsl/cerApplyApi/queryById?id=${notTheirs.id}`)).status).toBe(404);
    expect((await post(partnerUser, '/api/xmsl/cerApplyApi/add', input())).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const { tenantId, adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家认证机构',
          adminUsername: 'admin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    const enterpriseId = uuidv7();
    await t.database.systemTx(async (tx) => {
      await tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId));
      await tx.insert(enterprises).values({
        id: enterpriseId,
        tenantId,
        code: 'KH1',
        name: '另一租户企业有限公司',
        creditCode: '91310000MA1FL8TQ3L',
      });
    });
    const other = await t.login('admin2', 'OtherPass123');
    const [q] = await t.database.systemTx((tx) =>
      tx
        .select({ id: certificateStandards.id })
        .from(certificateStandards)
        .where(and(eq(certificateStandards.tenantId, tenantId), eq(certificateStandards.code, 'Q'))),
    );
    const base = input({ enterpriseId });
    const created = await post(other, '/api/xmsl/cerApplyApi/add', {
      ...base,
      items: [{ ...base.items[0], certificateStandardId: q!.id }],
    });
    expect(created.status).toBe(200);
    // A fresh tenant starts its own sequence.
    expect(created.body.result.applyNo).toMatch(/^SQ\d{4}00001$/);
    const id = created.body.result.id;
    expect((await get(staff, `/api/xmsl/cerApplyApi/queryById?id=${id}`)).status).toBe(404);
    expect((await post(staff, '/api/xmsl/cerApplyApi/accept', { id, version: 1 })).status).toBe(404);
    expect((await get(other, '/api/xmsl/cerApplyApi/list')).body.result.total).toBe(1);
    // Another tenant's enterprise and standards do not exist for this one.
    const cross = await post(other, '/api/xmsl/cerApplyApi/add', input());
    expect(cross.status).toBe(400);
  });
});

describe('download library (资料下载)', () => {
  it('lets staff upload blank forms that enterprise users can list but not change', async () => {
    const library = await get(staff, '/api/xmsl/download/library');
    expect(library.status).toBe(200);
    const id = library.body.result.id;
    expect((await get(enterpriseUser, '/api/xmsl/download/library')).body.result.id).toBe(id);
    const boundary = '----cblib';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nxmsl001\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="认证申请书（空白）.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (token: string, recordId = id) =>
      t.call(token, {
        method: 'POST',
        url: `/api/xmsl/download/files/${recordId}`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    expect((await upload(staff)).status).toBe(200);
    expect((await upload(enterpriseUser)).status).toBe(403);
    // Another tenant's library id is a record that does not exist.
    expect((await upload(staff, '00000000-0000-7000-8000-000000000002')).status).toBe(404);
    const listed = await get(enterpriseUser, `/api/xmsl/download/files/${id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.result[0].current.fileName).toBe('认证申请书（空白）.pdf');
    expect((await get(auditor, `/api/xmsl/download/files/${id}`)).status).toBe(403);
  });
});

describe('change requests', () => {
  let accepted: { id: string };
  beforeAll(async () => {
    const res = await get(staff, '/api/xmsl/cerApplyApi/list?status=2&pageSize=1');
    accepted = res.body.result.records[0];
  });
  const change = {
    changeType: 2,
    infoChangeTypes: [3],
    beforeValue: '上海甲公司',
    afterValue: '上海乙公司',
    reason: '工商名称变更',
  };

  it('creates, edits (409 when stale) and revokes a change request', async () => {
    const created = await post(staff, '/api/xmsl/cerApplyChangeApi/add', {
      ...change,
      applicationId: accepted.id,
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      status: 1,
      status_dictText: '待审批',
      changeType_dictText: '企业名称',
      infoChangeTypes_dictText: '企业名称',
    });
    const id = created.body.result.id;
    const edited = await put(staff, '/api/xmsl/cerApplyChangeApi/edit', {
      ...change,
      afterValue: '上海丙公司',
      id,
      version: 1,
    });
    expect(edited.body.result.afterValue).toBe('上海丙公司');
    expect((await put(staff, '/api/xmsl/cerApplyChangeApi/edit', { ...change, id, version: 1 })).status).toBe(
      409,
    );
    const list = await get(staff, `/api/xmsl/cerApplyChangeApi/list?applicationId=${accepted.id}`);
    expect(list.body.result.records.map((r: { id: string }) => r.id)).toContain(id);
    const revoked = await post(staff, '/api/xmsl/cerApplyChangeApi/revoke', {
      id,
      version: edited.body.result.version,
    });
    expect(revoked.body.result.status).toBe(4);
    const again = await put(staff, '/api/xmsl/cerApplyChangeApi/edit', {
      ...change,
      id,
      version: revoked.body.result.version,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('当前状态“已撤回”不能修改');
  });

  it('validates and refuses changes of applications not yet accepted', async () => {
    const draft = await createDraft();
    const res = await post(staff, '/api/xmsl/cerApplyChangeApi/add', { ...change, applicationId: draft.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('只有已受理的申请才能发起变更');
    const invalid = await post(staff, '/api/xmsl/cerApplyChangeApi/add', {
      ...change,
      changeType: 99,
      applicationId: accepted.id,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('变更类型为“其他”时请说明变更内容');
    // The enterprise user raises change requests on its own applications only (row scope).
    expect(
      (
        await post(enterpriseUser, '/api/xmsl/cerApplyChangeApi/add', {
          ...change,
          applicationId: accepted.id,
        })
      ).status,
    ).toBe(404);
    expect((await get(decider, '/api/xmsl/cerApplyChangeApi/list')).status).toBe(403);
  });
});

describe('the standard of an application item (issue 30)', () => {
  it('takes the edition from the certification standards catalogue when the item names none', async () => {
    const draft = await createDraft();
    const detail = await get(staff, `/api/xmsl/cerApplyApi/queryById?id=${draft.id}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const [ems] = await t.database.systemTx((tx) =>
      tx
        .select({ standardNumber: certificateStandards.standardNumber })
        .from(certificateStandards)
        .where(and(eq(certificateStandards.tenantId, 1), eq(certificateStandards.code, 'E'))),
    );
    expect(ems!.standardNumber).toBe('GB/T 24001-2016/ISO 14001:2015');
    const items = detail.body.result.items as { standardVersion: string }[];
    // The one the application named stays; the one it left empty is the catalogue's.
    expect(items.map((i) => i.standardVersion)).toEqual(['ISO 9001:2015', ems!.standardNumber]);
  });
});
