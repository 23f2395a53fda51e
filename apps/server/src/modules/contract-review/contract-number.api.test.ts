import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { auditLog } from '../../platform/db/platform-schema.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { applicationItems, applications } from '../applications/schema.ts';
import { AREAS } from '../areas.ts';
import { enterprises } from '../customers/schema.ts';
import { certificateStandards } from '../reference/schema.ts';
import { createTenant } from '../system/seed.ts';
import { contractNumberRules, reviewTasks } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let other: string;
let enterpriseId: string;
let qmsId: string;

const URL = '/api/htps/config/contractNumberRule';
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const put = (token: string, payload: object) => t.call(token, { method: 'PUT', url: URL, payload });
const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url, payload });

const ruleRows = (tenantId: number) =>
  t.database.systemTx((tx) =>
    tx.select().from(contractNumberRules).where(eq(contractNumberRules.tenantId, tenantId)),
  );
const auditRows = (tenantId: number) =>
  t.database
    .systemTx((tx) =>
      tx
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.tableName, 'contract_number_rules'))),
    )
    .then(([r]) => r!.n);

/** A QMS application of the test enterprise, accepted through the API; answers its review. */
async function pendingReview() {
  const id = uuidv7();
  await t.database.systemTx(async (tx) => {
    await tx.insert(applications).values({
      id,
      tenantId: 1,
      applyNo: `N${id.slice(-8).toUpperCase()}`,
      enterpriseId,
      applicationType: 1,
      receivedDate: '2026-11-20',
      status: 1,
      standardCodes: 'Q',
    });
    await tx.insert(applicationItems).values({
      tenantId: 1,
      applicationId: id,
      certificateStandardId: qmsId,
      standardVersion: 'ISO 9001:2015',
      scopeZh: '电子元器件的设计、生产和销售',
      professionalCodes: ['19.05.01'],
      riskLevel: 2,
      headcount: 100,
      effectivePersonnel: 100,
      sortNo: 0,
    });
  });
  expect((await post(staff, '/api/xmsl/cerApplyApi/accept', { id, version: 1 })).status).toBe(200);
  const [task] = await t.database.systemTx((tx) =>
    tx.select().from(reviewTasks).where(eq(reviewTasks.applicationId, id)),
  );
  return (await get(staff, `/api/htps/review/queryById?id=${task!.id}`)).body.result;
}

/** Confirms every standard and approves the review: answers the new contract's number. */
async function approve(review: any): Promise<string> {
  const saved = await post(staff, '/api/htps/review/edit', {
    id: review.id,
    version: review.version,
    integrationPercent: review.integrationPercent,
    integrationReason: review.integrationReason,
    remark: review.remark,
    items: review.items.map((i: any) => ({
      id: i.id,
      scopeZh: i.scopeZh,
      scopeEn: i.scopeEn,
      professionalCodes: i.professionalCodes,
      reportingCodes: i.reportingCodes,
      riskLevel: i.riskLevel,
      headcount: i.headcount,
      partTimeHeadcount: i.partTimeHeadcount,
      partTimeFte: i.partTimeFte,
      repetitiveReduction: i.repetitiveReduction,
      reductionReason: i.reductionReason,
      sites: i.sites,
      accreditationMark: i.accreditationMark,
      adjustments: i.adjustments,
      manualDays: i.manualDays,
      surveillanceFrequency: i.surveillanceFrequency,
      confirmed: true,
    })),
    feeLines: null,
  });
  expect(saved.status).toBe(200);
  const res = await post(staff, '/api/htps/review/approve', {
    id: review.id,
    version: saved.body.result.version,
  });
  expect(res.status).toBe(200);
  return res.body.result.contractNo;
}

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff] = (await Promise.all(['admin', 'staff'].map((u) => t.login(u)))) as [string, string];
  await t.database.systemTx(async (tx) => {
    const [q] = await tx
      .select({ id: certificateStandards.id })
      .from(certificateStandards)
      .where(and(eq(certificateStandards.tenantId, 1), eq(certificateStandards.code, 'Q')));
    qmsId = q!.id;
    enterpriseId = uuidv7();
    await tx.insert(enterprises).values({
      id: enterpriseId,
      tenantId: 1,
      code: 'KHNUM15',
      name: '编号规则测试有限公司',
      creditCode: '91310000MA1FL8TQ3L',
    });
  });
  const { adminId } = await t.database.systemTx((tx) =>
    createTenant(
      tx,
      {
        name: '编号测试认证机构',
        adminUsername: 'admin15n',
        adminRealname: '管理员',
        adminPassword: 'OtherPass123',
      },
      areaSeeders(AREAS),
    ),
  );
  await t.database.systemTx((tx) =>
    tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
  );
  other = await t.login('admin15n', 'OtherPass123');
});
afterAll(() => t.close());

describe('the contract-number pattern', () => {
  it('starts as the default, with the next number it gives', async () => {
    const res = await get(admin, URL);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ pattern: 'HT{yyyy}{seq:5}', version: 0, isDefault: true });
    expect(res.body.result.preview).toMatch(/^HT\d{4}\d{5}$/);
    // The preview is what the next approval draws.
    const preview = res.body.result.preview;
    expect(await approve(await pendingReview())).toBe(preview);
    const after = (await get(admin, URL)).body.result.preview;
    expect(Number(after.slice(-5))).toBe(Number(preview.slice(-5)) + 1);
  });

  it.each([
    ['HT{yyyy}', '合同编号规则：编号规则必须包含一个流水号 {seq}'],
    ['', '合同编号规则：请输入编号规则'],
    ['合同{seq}', '合同编号规则：编号规则只能包含字母、数字、-、_、/ 和 {yyyy}{yy}{MM}{dd}{seq:N}'],
    [`${'H'.repeat(41)}{seq}`, '合同编号规则：编号规则不能超过40个字符'],
  ])('refuses the pattern %j with a message naming the field, writing nothing', async (pattern, message) => {
    const res = await put(admin, { pattern, version: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await ruleRows(1)).toHaveLength(0);
    expect(await auditRows(1)).toBe(0);
    const preview = await get(admin, `${URL}/preview?pattern=${encodeURIComponent(pattern)}`);
    expect(preview.status).toBe(400);
    expect(preview.body.message).toContain('合同编号规则');
  });

  it('is changed by administrators only', async () => {
    const res = await put(staff, { pattern: 'X{seq}', version: 0 });
    expect(res.status).toBe(403);
    expect((await get(staff, `${URL}/preview?pattern=X{seq}`)).status).toBe(403);
    // Reviewers may read it.
    expect((await get(staff, URL)).body.result.pattern).toBe('HT{yyyy}{seq:5}');
    expect(await ruleRows(1)).toHaveLength(0);
  });

  it('previews a candidate pattern without writing', async () => {
    const res = await get(admin, `${URL}/preview?pattern=${encodeURIComponent('HTC-{yy}{MM}-{seq:3}')}`);
    expect(res.status).toBe(200);
    expect(res.body.result.preview).toMatch(/^HTC-\d{4}-001$/);
    expect(await ruleRows(1)).toHaveLength(0);
  });

  it('saves a new pattern (audited), answers 409 to a stale version, and the next contract follows it', async () => {
    const saved = await put(admin, { pattern: ' HTC-{yy}{MM}-{seq:3} ', version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      pattern: 'HTC-{yy}{MM}-{seq:3}',
      version: 1,
      isDefault: false,
    });
    expect(saved.body.result.preview).toMatch(/^HTC-\d{4}-001$/);
    expect(await auditRows(1)).toBe(1);

    // Both a second "first save" and an old version are stale.
    for (const version of [0, 7]) {
      const stale = await put(admin, { pattern: 'ZZ{seq}', version });
      expect(stale.status).toBe(409);
    }
    const [row] = await ruleRows(1);
    expect(row).toMatchObject({ pattern: 'HTC-{yy}{MM}-{seq:3}', version: 1 });
    expect(await auditRows(1)).toBe(1);

    const contractNo = await approve(await pendingReview());
    expect(contractNo).toBe(saved.body.result.preview);
    expect((await get(admin, URL)).body.result.preview).toMatch(/^HTC-\d{4}-002$/);

    const again = await put(admin, { pattern: 'HTC{yyyy}{seq:4}', version: 1 });
    expect(again.status).toBe(200);
    expect(again.body.result.version).toBe(2);
    expect(await auditRows(1)).toBe(2);
  });

  it('keeps tenants apart', async () => {
    const mine = (await get(admin, URL)).body.result;
    const theirs = await get(other, URL);
    expect(theirs.body.result).toMatchObject({ pattern: 'HT{yyyy}{seq:5}', version: 0, isDefault: true });
    // Their first save is theirs alone; a version of ours means nothing there.
    expect((await put(other, { pattern: 'OT{seq:6}', version: mine.version })).status).toBe(409);
    const saved = await put(other, { pattern: 'OT{seq:6}', version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.result.preview).toBe('OT000001');
    expect((await get(admin, URL)).body.result).toMatchObject({
      pattern: mine.pattern,
      version: mine.version,
    });
  });
});
