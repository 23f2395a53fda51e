import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import {
  applicationChanges,
  applicationEvents,
  applicationItems,
  applications,
} from '../applications/schema.ts';
import { AREAS } from '../areas.ts';
import { enterpriseSites, enterprises } from '../customers/schema.ts';
import { certificateStandards } from '../reference/schema.ts';
import { createTenant } from '../system/seed.ts';
import {
  type ApprovedContract,
  onChangeReviewApproved,
  onContractApproved,
  openChangeReview,
} from './hooks.ts';
import { contractItems, contracts, reviewItems, reviewTasks } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let decider: string;
let auditor: string;
let enterpriseId: string;
let standardIds: Record<string, string>;

const approvedInListener: ApprovedContract[] = [];
onContractApproved(async (tx, _user, contract) => {
  // Runs inside the approving transaction: the row is already approved there.
  const [row] = await tx
    .select({ status: contracts.status })
    .from(contracts)
    .where(eq(contracts.id, contract.id));
  if (row?.status !== 3) throw new Error('listener did not see the approved contract');
  approvedInListener.push(contract);
});

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url, payload });

/** A submitted application of the test enterprise (Q and E), accepted through the API. */
async function acceptedApplication(standards = ['Q', 'E']): Promise<string> {
  const id = uuidv7();
  await t.database.systemTx(async (tx) => {
    await tx.insert(applications).values({
      id,
      tenantId: 1,
      applyNo: `T${id.slice(-8).toUpperCase()}`,
      enterpriseId,
      applicationType: 1,
      receivedDate: '2026-11-20',
      status: 1,
      standardCodes: standards.join(','),
    });
    await tx.insert(applicationItems).values(
      standards.map((code, i) => ({
        tenantId: 1,
        applicationId: id,
        certificateStandardId: standardIds[code]!,
        standardVersion: code === 'Q' ? 'ISO 9001:2015' : 'ISO 14001:2015',
        scopeZh: '电子元器件的设计、生产和销售',
        professionalCodes: ['19.05.01'],
        riskLevel: 2,
        headcount: 100,
        effectivePersonnel: 100,
        sortNo: i,
      })),
    );
  });
  const res = await post(staff, '/api/xmsl/cerApplyApi/accept', { id, version: 1 });
  expect(res.status).toBe(200);
  return id;
}

async function reviewOf(applicationId: string) {
  const [task] = await t.database.systemTx((tx) =>
    tx.select().from(reviewTasks).where(eq(reviewTasks.applicationId, applicationId)),
  );
  return (await get(staff, `/api/htps/review/queryById?id=${task!.id}`)).body.result;
}

/** The detail turned into the edit body. */
function editBody(detail: any, overrides: (item: any, i: number) => object = () => ({})) {
  return {
    id: detail.id,
    version: detail.version,
    integrationPercent: detail.integrationPercent,
    integrationReason: detail.integrationReason,
    remark: detail.remark,
    items: detail.items.map((i: any, n: number) => ({
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
      confirmed: i.confirmed,
      ...overrides(i, n),
    })),
    feeLines: null,
  };
}

const SITES = [
  { name: '总部', address: '上海市浦东新区张江路100号', headcount: 60, central: true },
  { name: '一厂', address: '苏州市工业园区1号', headcount: 30, central: false },
  { name: '二厂', address: '无锡市新吴区2号', headcount: 10, central: false },
];

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, decider, auditor] = (await Promise.all(
    ['admin', 'staff', 'decider', 'auditor'].map((u) => t.login(u)),
  )) as [string, string, string, string];
  await t.database.systemTx(async (tx) => {
    const standards = await tx
      .select({ id: certificateStandards.id, code: certificateStandards.code })
      .from(certificateStandards)
      .where(eq(certificateStandards.tenantId, 1));
    standardIds = Object.fromEntries(standards.map((s) => [s.code, s.id]));
    enterpriseId = uuidv7();
    await tx.insert(enterprises).values({
      id: enterpriseId,
      tenantId: 1,
      code: 'KHTEST15',
      name: '评审测试电子有限公司',
      creditCode: '91310000MA1FL8TQ3L',
    });
  });
});
afterAll(() => t.close());

describe('an accepted application opens its review', () => {
  it('creates one pending task with an item per standard, figures already calculated', async () => {
    const id = await acceptedApplication();
    const review = await reviewOf(id);
    expect(review).toMatchObject({ status: 0, reviewType: 1, auditType: 1, contractId: null });
    expect(review.items.map((i: any) => i.standardCode)).toEqual(['Q', 'E']);
    // Q 100 people → 7 days; E medium 100 → 8 days; 15 in total without integration.
    expect(review.items.map((i: any) => i.adjustedDays)).toEqual([7, 8]);
    expect(review.totalDays).toBe(15);
    // The default tariff: 1000 fixed + 3000 per person-day for the initial audit, and so on.
    expect(
      review.feeLines.find((l: any) => l.itemIndex === 0 && l.auditType === 1 && l.feeType === 1).amount,
    ).toBe('21000.00');
    expect(review.policy.tables.map((t: any) => t.standard).sort()).toEqual(['E', 'ISMS', 'Q', 'S']);
    const list = await get(staff, `/api/htps/review/list?applyNo=${review.applyNo}`);
    expect(list.body.result.total).toBe(1);
    expect(list.body.result.records[0]).toMatchObject({ standardCodes: 'Q,E', totalDays: 15, status: 0 });
  });
});

describe('the reviewer confirms each standard', () => {
  let applicationId: string;
  let review: any;
  beforeAll(async () => {
    applicationId = await acceptedApplication();
    review = await reviewOf(applicationId);
  });

  it.each([
    [(i: any) => ({ ...i, headcount: -1 }), '全职人数不能小于0'],
    [
      (i: any) => ({ ...i, repetitiveReduction: 10 }),
      '第1项（质量管理体系）：请填写重复性工作减少人数的理由',
    ],
    [
      (i: any) => ({ ...i, partTimeHeadcount: 2, partTimeFte: 3 }),
      '第1项（质量管理体系）：兼职折算全职人数须在 0 到兼职人数之间',
    ],
    [(i: any) => ({ ...i, professionalCodes: ['19-05'] }), '专业代码'],
    [(i: any) => ({ ...i, riskLevel: 7 }), '风险等级只能是 1 高、2 中、3 低、4 有限'],
  ])(
    'refuses bad input with a message naming the item and field, writing nothing (%#)',
    async (change, message) => {
      const body = editBody(review, (i, n) => (n === 0 ? change(i) : {}));
      const res = await post(staff, '/api/htps/review/edit', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      const again = await get(staff, `/api/htps/review/queryById?id=${review.id}`);
      expect(again.body.result.version).toBe(review.version);
      expect(again.body.result.items[0].headcount).toBe(review.items[0].headcount);
    },
  );

  it('refuses an integration reduction past 20 % and a fee override without a reason', async () => {
    const integration = await post(staff, '/api/htps/review/edit', {
      ...editBody(review),
      integrationPercent: -25,
    });
    expect(integration.status).toBe(400);
    expect(integration.body.message).toBe('一体化减少不能超过20%（IAF MD 11）');
    const fee = await post(staff, '/api/htps/review/edit', {
      ...editBody(review),
      feeLines: [{ itemIndex: 0, auditType: 1, feeType: 1, amount: '100.00', overrideReason: '' }],
    });
    expect(fee.status).toBe(400);
    expect(fee.body.message).toBe('第1行报价：报价与收费标准不一致，请填写调整理由');
  });

  it('recalculates personnel, MD 1 sample, audit time, competence and the quote on the server', async () => {
    const body = editBody(review, (_i, n) =>
      n === 0
        ? {
            headcount: 90,
            partTimeHeadcount: 20,
            partTimeFte: 9.5,
            repetitiveReduction: 0,
            sites: SITES,
            adjustments: [{ code: 'R01', percent: -10, reason: '体系运行三年以上' }],
            professionalCodes: ['19.05.01', '39.01.00'],
            confirmed: true,
          }
        : { confirmed: true, sites: SITES },
    );
    const res = await post(staff, '/api/htps/review/edit', {
      ...body,
      integrationPercent: -10,
      integrationReason: '文件、内审和管理评审一体化',
      feeLines: [
        { itemIndex: 0, auditType: 1, feeType: 1, amount: '18000.00', overrideReason: '老客户优惠' },
        { itemIndex: 1, auditType: 1, feeType: 1, amount: '24000.00', overrideReason: '' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.version).toBe(review.version + 1);
    const saved = (await get(staff, `/api/htps/review/queryById?id=${review.id}`)).body.result;
    const q = saved.items[0];
    // 90 + ceil(9.5) = 100 effective → 7 days; -10 % → 6.3 → 6.5.
    expect(q.effectivePersonnel).toBe(100);
    expect([q.tableDays, q.adjustedDays, q.stage1Days, q.stage2Days]).toEqual([7, 6.5, 2, 4.5]);
    expect([q.surveillanceDays, q.recertificationDays, q.onsiteDays]).toEqual([2, 4.5, 5.5]);
    // Two sites besides the central function: 2 / 1 / 2 (EA FAQ 46.5).
    expect([q.sampleInitial, q.sampleSurveillance, q.sampleRecertification]).toEqual([2, 1, 2]);
    expect(q.justification.join('\n')).toContain('管理体系成熟、运行良好（体系运行三年以上） -10%');
    expect(q.justification.join('\n')).toContain('初审抽 2 个、监督抽 1 个、再认证抽 2 个');
    // No auditor is competent in 39.01.00: a warning naming the code.
    expect(q.competenceWarnings).toContain('39.01.00');
    // 39 is outside the seeded CNAS sectors.
    expect(q.accreditationGaps).toEqual(['39.01.00']);
    // (6.5 + 8) × 0.9 = 13.05 → 13.
    expect(saved.totalDays).toBe(13);
    expect(saved.items[1].justification.at(-1)).toBe('多体系合计 14.5 人日，一体化调整 -10%，合计 13 人日');
    // The tariff quote with the override applied; the other lines stay at the tariff.
    const line = (item: number, auditType: number, feeType: number) =>
      saved.feeLines.find(
        (l: any) => l.itemIndex === item && l.auditType === auditType && l.feeType === feeType,
      );
    expect(line(0, 1, 1)).toMatchObject({
      amount: '18000.00',
      tariffAmount: '19500.00',
      overridden: true,
      overrideReason: '老客户优惠',
    });
    expect(line(1, 1, 1)).toMatchObject({ amount: '24000.00', tariffAmount: '24000.00', overridden: false });
    expect(line(0, 2, 2)).toMatchObject({ amount: '6000.00', overridden: false });
    // Q: 1000 + 18000 + 2 × 6000 + 13500; E: 1000 + 24000 + 2 × 7500 + 16500.
    expect(saved.totalFee).toBe('101000.00');
    review = saved;
  });

  it('answers 409 to a stale version', async () => {
    const res = await post(staff, '/api/htps/review/edit', {
      ...editBody(review),
      version: review.version - 1,
    });
    expect(res.status).toBe(409);
    const approve = await post(staff, '/api/htps/review/approve', {
      id: review.id,
      version: review.version - 1,
    });
    expect(approve.status).toBe(409);
  });

  it('refuses approval while codes fall outside the claimed accreditation, or a standard is unconfirmed', async () => {
    const gap = await post(staff, '/api/htps/review/approve', { id: review.id, version: review.version });
    expect(gap.status).toBe(400);
    expect(gap.body.message).toContain('39.01.00 不在 CNAS 认可范围内');
    const body = editBody(review, (_i, n) =>
      n === 0 ? { professionalCodes: ['19.05.01'], confirmed: false } : {},
    );
    const saved = await post(staff, '/api/htps/review/edit', { ...body, feeLines: null });
    expect(saved.status).toBe(200);
    const open = await post(staff, '/api/htps/review/approve', {
      id: review.id,
      version: saved.body.result.version,
    });
    expect(open.status).toBe(400);
    expect(open.body.message).toBe('请先确认“质量管理体系”的评审内容');
    review = (await get(staff, `/api/htps/review/queryById?id=${review.id}`)).body.result;
  });

  it('approves: the contract awaits approval with its items, and the review record is a PDF with Chinese embedded', async () => {
    const body = editBody(review, () => ({ confirmed: true }));
    const saved = await post(staff, '/api/htps/review/edit', body);
    const res = await post(staff, '/api/htps/review/approve', {
      id: review.id,
      version: saved.body.result.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.contractNo).toMatch(/^HT\d{4}\d{5}$/);
    const contract = (await get(staff, `/api/htps/contract/queryById?id=${res.body.result.contractId}`)).body
      .result;
    expect(contract).toMatchObject({ status: 2, reviewTaskId: review.id, applyNo: review.applyNo });
    expect(
      contract.items.map((i: any) => [i.standardCode, i.stage1Days, i.stage2Days, i.surveillanceDays]),
    ).toEqual([
      ['Q', 2, 4.5, 2],
      ['E', 2.5, 5.5, 2.5],
    ]);
    expect(contract.items[0].sites).toHaveLength(3);
    expect(contract.items[0].fees.length).toBeGreaterThan(0);
    // Decided reviews are final.
    expect(
      (await post(staff, '/api/htps/review/return', { id: review.id, version: 99, reason: '再次退回' }))
        .status,
    ).toBe(400);

    const files = await get(staff, `/api/htps/review/files/${review.id}`);
    const record = files.body.result.find((g: any) => g.documentType === 'htps002').current;
    expect(record.contentType).toBe('application/pdf');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/htps/review/files/${review.id}/${record.id}`,
      headers: { 'x-access-token': staff },
    });
    const inspected = await inspectPdf(pdf.rawPayload);
    expect(inspected.text).toContain('合同评审及审核方案策划记录');
    expect(inspected.text).toContain(review.applyNo);
    expect(inspected.text).toContain('审核时间计算依据');
    expect(inspected.fonts.some((f) => f.name.includes('NotoSansSC') && f.embedded)).toBe(true);
  });
});

describe('the contract', () => {
  let contract: any;
  beforeAll(async () => {
    const id = await acceptedApplication(['Q']);
    const review = await reviewOf(id);
    const saved = await post(
      staff,
      '/api/htps/review/edit',
      editBody(review, () => ({ confirmed: true })),
    );
    const approved = await post(staff, '/api/htps/review/approve', {
      id: review.id,
      version: saved.body.result.version,
    });
    contract = (await get(staff, `/api/htps/contract/queryById?id=${approved.body.result.contractId}`)).body
      .result;
  });

  const upload = (token: string, id: string) => {
    const boundary = '----cbcontract';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    return t.call(token, {
      method: 'POST',
      url: `/api/htps/contract/files/${id}`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nhtps001\r\n`,
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="认证合同.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('is never approved by its reviewer, even one holding the approval permission', async () => {
    const res = await post(staff, '/api/htps/contract/approve', {
      id: contract.id,
      version: contract.version,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('合同评审人员不能审批自己评审的合同');
  });

  it('needs the signed contract (htps001) and the signing date before approval', async () => {
    const res = await post(admin, '/api/htps/contract/approve', {
      id: contract.id,
      version: contract.version,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请先上传已签订的认证合同（htps001）');
    expect((await upload(staff, contract.id)).status).toBe(200);
    const noDate = await post(admin, '/api/htps/contract/approve', {
      id: contract.id,
      version: contract.version,
    });
    expect(noDate.body.message).toBe('请填写合同签订日期');
    const badDate = await post(staff, '/api/htps/contract/edit', {
      id: contract.id,
      version: contract.version,
      signedDate: '2026-02-31',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('签订日期不是有效的日期');
    const edited = await post(staff, '/api/htps/contract/edit', {
      id: contract.id,
      version: contract.version,
      signedDate: '2026-11-22',
      signatory: '王经理',
      surveillanceFrequency: 12,
    });
    expect(edited.status).toBe(200);
    contract.version = edited.body.result.version;
  });

  it('answers 409 to a stale version, then approves and runs the listeners in the transaction', async () => {
    expect(
      (await post(admin, '/api/htps/contract/approve', { id: contract.id, version: contract.version - 1 }))
        .status,
    ).toBe(409);
    const res = await post(admin, '/api/htps/contract/approve', {
      id: contract.id,
      version: contract.version,
    });
    expect(res.status).toBe(200);
    const after = (await get(staff, `/api/htps/contract/queryById?id=${contract.id}`)).body.result;
    expect(after).toMatchObject({ status: 3, approverName: '系统管理员', signedDate: '2026-11-22' });
    expect(approvedInListener.map((c) => c.id)).toContain(contract.id);
    // Approved contracts are final, and their signed contract can no longer be replaced.
    expect(
      (
        await post(admin, '/api/htps/contract/return', {
          id: contract.id,
          version: after.version,
          reason: '重新签订',
        })
      ).status,
    ).toBe(400);
    expect((await upload(staff, contract.id)).status).toBe(403);
  });

  it('rolls the approval back when a listener fails', async () => {
    const id = await acceptedApplication(['Q']);
    const review = await reviewOf(id);
    const saved = await post(
      staff,
      '/api/htps/review/edit',
      editBody(review, () => ({ confirmed: true })),
    );
    const approved = await post(staff, '/api/htps/review/approve', {
      id: review.id,
      version: saved.body.result.version,
    });
    const contractId = approved.body.result.contractId;
    await upload(staff, contractId);
    const c = (await get(staff, `/api/htps/contract/queryById?id=${contractId}`)).body.result;
    const edited = await post(staff, '/api/htps/contract/edit', {
      id: contractId,
      version: c.version,
      signedDate: '2026-11-23',
    });
    let fail = true;
    onContractApproved(async () => {
      if (fail) throw new Error('programme generation failed');
    });
    const res = await post(admin, '/api/htps/contract/approve', {
      id: contractId,
      version: edited.body.result.version,
    });
    expect(res.status).toBe(500);
    expect((await get(staff, `/api/htps/contract/queryById?id=${contractId}`)).body.result.status).toBe(2);
    fail = false;
  });
});

describe('return to the applicant', () => {
  it('needs a reason, and sends the application back as 已退回 with it', async () => {
    const id = await acceptedApplication(['Q']);
    const review = await reviewOf(id);
    const short = await post(staff, '/api/htps/review/return', {
      id: review.id,
      version: review.version,
      reason: '',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('请输入退回原因（至少2个字）');
    const res = await post(staff, '/api/htps/review/return', {
      id: review.id,
      version: review.version,
      reason: '范围描述与营业执照不符',
    });
    expect(res.status).toBe(200);
    const [app] = await t.database.systemTx((tx) =>
      tx.select().from(applications).where(eq(applications.id, id)),
    );
    expect(app).toMatchObject({ status: 3, returnReason: '合同评审退回：范围描述与营业执照不符' });
    const events = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(applicationEvents)
        .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.action, 'review_return'))),
    );
    expect(events).toHaveLength(1);
    const after = (await get(staff, `/api/htps/review/queryById?id=${review.id}`)).body.result;
    expect(after).toMatchObject({ status: 1, returnReason: '范围描述与营业执照不符' });
  });
});

describe('permissions, export and tenants', () => {
  it('keeps the pages to holders of the review permissions', async () => {
    expect((await get(decider, '/api/htps/review/list')).status).toBe(403);
    expect((await get(auditor, '/api/htps/review/list')).status).toBe(403);
    expect((await get(null, '/api/htps/review/list')).status).toBe(401);
    const list = await get(staff, '/api/htps/review/list?pageSize=1');
    const id = list.body.result.records[0].id;
    expect((await post(decider, '/api/htps/review/approve', { id, version: 1 })).status).toBe(403);
    // The audit-time configuration is the administrator's.
    expect(
      (
        await post(staff, '/api/htps/config/tariff/save', {
          auditType: 1,
          feeType: 1,
          basis: 1,
          unitPrice: '1',
        })
      ).status,
    ).toBe(403);
  });

  it('exports the filtered list to Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/htps/review/exportXls?status=2',
      headers: { 'x-access-token': staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('filters and pages on the server', async () => {
    const all = (await get(staff, '/api/htps/review/list?pageSize=100')).body.result;
    const pending = (await get(staff, '/api/htps/review/list?status=0&pageSize=2')).body.result;
    expect(pending.records.every((r: any) => r.status === 0)).toBe(true);
    expect(pending.size).toBe(2);
    expect(pending.total).toBe(all.records.filter((r: any) => r.status === 0).length);
    const approved = (await get(staff, '/api/htps/review/list?contractStatus=3')).body.result;
    expect(approved.records.every((r: any) => r.contractStatus === 3)).toBe(true);
    expect((await get(staff, '/api/htps/review/list?status=9')).status).toBe(400);
  });

  it('keeps tenants apart', async () => {
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家认证机构',
          adminUsername: 'admin15',
          adminRealname: '管理员',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('admin15', 'OtherPass123');
    const mine = (await get(staff, '/api/htps/review/list?pageSize=1')).body.result.records[0];
    expect((await get(other, '/api/htps/review/list')).body.result.total).toBe(0);
    expect((await get(other, `/api/htps/review/queryById?id=${mine.id}`)).status).toBe(404);
    expect(
      (await post(other, '/api/htps/review/approve', { id: mine.id, version: mine.version })).status,
    ).toBe(404);
    if (mine.contractId)
      expect((await get(other, `/api/htps/contract/queryById?id=${mine.contractId}`)).status).toBe(404);
    // The new tenant got its own audit-time data.
    expect((await get(other, '/api/htps/config/durationTables')).body.result).toHaveLength(4);
  });
});

describe('the body maintains its audit-time data', () => {
  it('adds a duration table version that new calculations use', async () => {
    const bad = await post(admin, '/api/htps/config/durationTable/add', {
      standard: 'Q',
      tableVersion: '机构2027版',
      bands: [
        { from: 1, to: 10 },
        { from: 12, to: 20 },
      ],
      columns: { all: [2, 3] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('第2个人数段须紧接上一段（从 11 开始）');
    const limited = await post(admin, '/api/htps/config/durationTable/add', {
      standard: 'S',
      tableVersion: 'x',
      bands: [{ from: 1, to: 10 }],
      columns: { limited: [2] },
    });
    expect(limited.body.message).toBe('职业健康安全管理体系没有“有限”复杂程度');
    const res = await post(admin, '/api/htps/config/durationTable/add', {
      standard: 'Q',
      tableVersion: '机构2027版',
      bands: [
        { from: 1, to: 10 },
        { from: 11, to: 100 },
      ],
      columns: { all: [2, 6] },
      remark: '测试',
    });
    expect(res.status).toBe(200);
    const calc = await post(staff, '/api/htps/auditTime/calculate', {
      items: [{ standard: 'Q', effectivePersonnel: 50 }],
    });
    expect(calc.body.result.items[0].tableDays).toBe(6);
    expect(calc.body.result.items[0].justification[0]).toContain('机构2027版');
    const tables = (await get(admin, '/api/htps/config/durationTables')).body.result;
    const old = tables.find((t: any) => t.standard === 'Q' && t.tableVersion === 'IAF MD 5:2019');
    expect(old.active).toBe(false);
    const back = await post(admin, '/api/htps/config/durationTable/activate', {
      id: old.id,
      version: old.version,
    });
    expect(back.status).toBe(200);
    const again = await post(staff, '/api/htps/auditTime/calculate', {
      items: [{ standard: 'Q', effectivePersonnel: 50 }],
    });
    expect(again.body.result.items[0].tableDays).toBe(5);
  });

  it('keeps factor codes and tariff rows unique', async () => {
    const dup = await post(admin, '/api/htps/config/factor/save', {
      code: 'R01',
      nameZh: '重复',
      percent: -5,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('因素代码已存在');
    const tariff = await post(admin, '/api/htps/config/tariff/save', {
      auditType: 1,
      feeType: 1,
      basis: 1,
      unitPrice: '3500.00',
      standardCode: 'S',
    });
    expect(tariff.status).toBe(200);
  });
});

describe('demo data', () => {
  it('has reviews in every state, continuing the demo applications', async () => {
    const counts = await t.database.systemTx(async (tx) => {
      const tasks = await tx.select().from(reviewTasks).where(eq(reviewTasks.tenantId, 1));
      const cs = await tx.select().from(contracts).where(eq(contracts.tenantId, 1));
      const items = await tx.select().from(reviewItems).where(eq(reviewItems.tenantId, 1));
      const sites = await tx.select().from(enterpriseSites).where(eq(enterpriseSites.tenantId, 1));
      return { tasks, cs, items, sites };
    });
    const statuses = new Set(counts.tasks.map((t) => t.status));
    expect([...statuses].sort()).toEqual([0, 1, 2]);
    expect(new Set(counts.cs.map((c) => c.status))).toEqual(new Set([2, 3]));
    expect(counts.items.length).toBeGreaterThan(counts.tasks.length);
  });
});

describe('openChangeReview (for 变更审批)', () => {
  it('opens a change review for one approved contract item; approving it updates the item and runs the listeners', async () => {
    const changed: string[] = [];
    onChangeReviewApproved(async (_tx, _user, change) => {
      changed.push(change.contractItemId);
    });
    const [item] = await t.database.systemTx((tx) =>
      tx
        .select({
          id: contractItems.id,
          applicationId: contracts.applicationId,
          scopeZh: contractItems.scopeZh,
        })
        .from(contractItems)
        .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
        .where(and(eq(contracts.tenantId, 1), eq(contracts.status, 3)))
        .limit(1),
    );
    const [pending] = await t.database.systemTx((tx) =>
      tx
        .select({ id: contractItems.id })
        .from(contractItems)
        .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
        .where(and(eq(contracts.tenantId, 1), eq(contracts.status, 2)))
        .limit(1),
    );
    const changeId = uuidv7();
    const [staffUser] = await t.database.systemTx((tx) =>
      tx.select().from(users).where(eq(users.username, 'staff')),
    );
    const user = { tokenId: 'test', userId: staffUser!.id, tenantId: 1, username: 'staff' };
    await t.database.systemTx((tx) =>
      tx.insert(applicationChanges).values({
        id: changeId,
        tenantId: 1,
        applicationId: item!.applicationId,
        changeType: 6,
        beforeValue: item!.scopeZh,
        afterValue: `${item!.scopeZh}及其安装服务`,
        reason: '扩大范围',
      }),
    );
    // Only approved contracts are changed through a change review; only 11 and 21 are change audits.
    await expect(
      t.database.tenantTx({ tenantId: 1, userId: user.userId }, (tx) =>
        openChangeReview(tx, user, {
          applicationChangeId: changeId,
          contractItemId: pending!.id,
          auditType: 11,
        }),
      ),
    ).rejects.toThrow('合同未审批，不能发起变更评审');
    await expect(
      t.database.tenantTx({ tenantId: 1, userId: user.userId }, (tx) =>
        openChangeReview(tx, user, {
          applicationChangeId: changeId,
          contractItemId: item!.id,
          auditType: 4 as 11,
        }),
      ),
    ).rejects.toThrow('变更审核类型只能是 11 扩大认证范围或 21 变更审核');
    const { reviewTaskId } = await t.database.tenantTx({ tenantId: 1, userId: user.userId }, (tx) =>
      openChangeReview(tx, user, { applicationChangeId: changeId, contractItemId: item!.id, auditType: 11 }),
    );
    const review = (await get(staff, `/api/htps/review/queryById?id=${reviewTaskId}`)).body.result;
    expect(review).toMatchObject({ reviewType: 2, auditType: 11, status: 0, contractItemId: item!.id });
    expect(review.items).toHaveLength(1);
    const body = editBody(review, () => ({ confirmed: true, scopeZh: `${item!.scopeZh}及其安装服务` }));
    const saved = await post(staff, '/api/htps/review/edit', body);
    expect(saved.status).toBe(200);
    const approved = await post(staff, '/api/htps/review/approve', {
      id: review.id,
      version: saved.body.result.version,
    });
    expect(approved.status).toBe(200);
    const [after] = await t.database.systemTx((tx) =>
      tx.select().from(contractItems).where(eq(contractItems.id, item!.id)),
    );
    expect(after!.scopeZh).toBe(`${item!.scopeZh}及其安装服务`);
    expect(after!.fees.some((f) => f.auditType === 11)).toBe(true);
    expect(changed).toContain(item!.id);
  });
});
