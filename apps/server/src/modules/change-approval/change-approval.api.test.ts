import { CONTRACT_STATUS } from '@cb/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { applicationChanges, applicationItems, applications } from '../applications/schema.ts';
import { certificates } from '../certificates/schema.ts';
import { contractItems, contracts, reviewTasks } from '../contract-review/schema.ts';
import { customerUserLinks, enterprises } from '../customers/schema.ts';
import { createTenant } from '../system/seed.ts';
import {
  applyAfterChangeReview,
  completeCertificateChange,
  pendingCertificateChanges,
} from './change-effects.ts';
import { changeApprovalEvents, changeApprovals } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditor: string;
let enterpriseUser: string;
let ownEnterpriseId: string;
/** An accepted application of an enterprise that is not the enterprise user's. */
let other: { applicationId: string; enterpriseId: string; itemId: string };
/** An accepted application of the enterprise user's enterprise. */
let ownApplicationId: string;

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, auditor, enterpriseUser] = (await Promise.all(
    ['admin', 'staff', 'auditor', 'enterprise'].map((u) => t.login(u)),
  )) as [string, string, string, string];
  await t.database.systemTx(async (tx) => {
    const [link] = await tx
      .select({ enterpriseId: customerUserLinks.enterpriseId })
      .from(customerUserLinks)
      .innerJoin(users, eq(users.id, customerUserLinks.userId))
      .where(eq(users.username, 'enterprise'));
    ownEnterpriseId = link!.enterpriseId!;
    const accepted = await tx
      .select({ id: applications.id, enterpriseId: applications.enterpriseId, itemId: applicationItems.id })
      .from(applications)
      .innerJoin(applicationItems, eq(applicationItems.applicationId, applications.id))
      .where(and(eq(applications.tenantId, 1), eq(applications.status, 2)))
      .orderBy(applications.createdAt);
    const o = accepted.find((a) => a.enterpriseId !== ownEnterpriseId)!;
    other = { applicationId: o.id, enterpriseId: o.enterpriseId, itemId: o.itemId };
    ownApplicationId = accepted.find((a) => a.enterpriseId === ownEnterpriseId)!.id;
  });
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string | null, url: string, payload: object) =>
  t.call(token, { method: 'POST', url, payload });

/** Raises a change request through the applications API, as staff unless told. */
async function raise(body: Record<string, unknown>, applicationId = other.applicationId, token = staff) {
  const res = await post(token, '/api/xmsl/cerApplyChangeApi/add', {
    applicationId,
    changeType: 5,
    infoChangeTypes: [8],
    beforeValue: '旧地址',
    afterValue: '新地址',
    reason: '经营场所搬迁',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: string; version: number };
}

const enterpriseRow = (id: string) =>
  t.database.systemTx((tx) => tx.select().from(enterprises).where(eq(enterprises.id, id))).then((r) => r[0]!);
const changeRow = (id: string) =>
  t.database
    .systemTx((tx) => tx.select().from(applicationChanges).where(eq(applicationChanges.id, id)))
    .then((r) => r[0]!);
const approvalCount = () =>
  t.database.systemTx((tx) => tx.select({ n: count() }).from(changeApprovals)).then((r) => Number(r[0]!.n));
const eventCount = () =>
  t.database
    .systemTx((tx) => tx.select({ n: count() }).from(changeApprovalEvents))
    .then((r) => Number(r[0]!.n));

describe('变更审批 lists', () => {
  it('lists pending requests with filters and paging, decided ones apart, and exports both', async () => {
    const c = await raise({ reason: '列表测试' });
    const pending = await get(admin, '/api/htps/bgsp/await/list?pageNo=1&pageSize=100');
    expect(pending.status).toBe(200);
    const row = pending.body.result.records.find((r: { id: string }) => r.id === c.id);
    expect(row).toMatchObject({
      changeType_dictText: '经营地址',
      infoChangeTypes_dictText: '经营地址',
      status_dictText: '待审批',
      decision: null,
    });
    for (const r of pending.body.result.records) expect(r.status).toBe(1);
    const one = await get(admin, '/api/htps/bgsp/await/list?pageNo=1&pageSize=1');
    expect(one.body.result.records).toHaveLength(1);
    expect(one.body.result.total).toBe(pending.body.result.total);
    const named = await get(
      admin,
      `/api/htps/bgsp/await/list?enterpriseName=${encodeURIComponent(row.enterpriseName.slice(0, 4))}&changeType=5`,
    );
    expect(named.body.result.records.every((r: { changeType: number }) => r.changeType === 5)).toBe(true);
    expect(named.body.result.records.some((r: { id: string }) => r.id === c.id)).toBe(true);
    const sorted = await get(admin, '/api/htps/bgsp/await/list?column=changeType&order=desc');
    expect(sorted.status).toBe(200);
    expect((await get(admin, '/api/htps/bgsp/await/list?changeType=42')).status).toBe(400);
    expect((await get(admin, '/api/htps/bgsp/done/list?column=password')).status).toBe(400);

    // The demo decisions (seed) are in the decided list with their conclusion.
    const done = await get(staff, '/api/htps/bgsp/done/list?pageSize=100');
    expect(done.status).toBe(200);
    const conclusions = done.body.result.records.map(
      (r: { decision_dictText: string }) => r.decision_dictText,
    );
    expect(conclusions).toContain('无需审核（信息变更）');
    expect(conclusions).toContain('驳回');
    expect(conclusions).toContain('需要审核');
    expect(done.body.result.records.every((r: { status: number }) => r.status === 2 || r.status === 3)).toBe(
      true,
    );
    const rejected = await get(staff, '/api/htps/bgsp/done/list?decision=4');
    expect(rejected.body.result.records.every((r: { decision: number }) => r.decision === 4)).toBe(true);

    for (const kind of ['await', 'done']) {
      const xls = await t.app.inject({
        method: 'GET',
        url: `/api/htps/bgsp/${kind}/exportXls`,
        headers: { 'x-access-token': admin },
      });
      expect(xls.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xls.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe('申请编号');
      expect(sheet.getRow(1).getCell(11).value).toBe('审批结论');
      expect(sheet.rowCount).toBeGreaterThan(1);
    }
  });

  it('gates the lists, the detail and the export by permission', async () => {
    expect((await get(null, '/api/htps/bgsp/await/list')).status).toBe(401);
    expect((await get(auditor, '/api/htps/bgsp/await/list')).status).toBe(403);
    expect((await get(auditor, '/api/htps/bgsp/done/list')).status).toBe(403);
    expect((await get(enterpriseUser, '/api/htps/bgsp/done/list')).status).toBe(403);
    expect((await get(enterpriseUser, '/api/htps/bgsp/await/exportXls')).status).toBe(403);
    const c = await raise({});
    expect((await get(auditor, `/api/htps/bgsp/queryById?id=${c.id}`)).status).toBe(403);
    expect((await get(enterpriseUser, `/api/htps/bgsp/queryById?id=${c.id}`)).status).toBe(403);
    expect((await get(admin, '/api/htps/bgsp/queryById?id=nope')).status).toBe(400);
    expect((await get(admin, `/api/htps/bgsp/queryById?id=${uuidv7()}`)).status).toBe(404);
  });
});

describe('deciding a change request', () => {
  it('shows the current values, the suggested fields and the trail of a pending request', async () => {
    const c = await raise({});
    const res = await get(staff, `/api/htps/bgsp/queryById?id=${c.id}`);
    expect(res.status).toBe(200);
    const d = res.body.result;
    const e = await enterpriseRow(other.enterpriseId);
    expect(d.suggestedFields).toEqual(['officeAddress', 'officeAddressEn']);
    expect(d.enterpriseValues.officeAddress).toBe(e.officeAddress);
    expect(d.items.map((i: { id: string }) => i.id)).toContain(other.itemId);
    expect(d.approval).toBeNull();
    expect(d.trail.map((s: { action_dictText: string }) => s.action_dictText)).toEqual(['提交变更申请']);
  });

  it('applies an information change without audit to the enterprise in the same step', async () => {
    const c = await raise({});
    const before = await enterpriseRow(other.enterpriseId);
    const res = await post(staff, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version,
      decision: 1,
      opinion: '经营地址搬迁，无需审核',
      fields: [{ key: 'officeAddress', after: '  上海市浦东新区科苑路88号 ' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('审批成功');
    const d = res.body.result;
    expect(d.change.status_dictText).toBe('已通过');
    expect(d.approval).toMatchObject({
      decision_dictText: '无需审核（信息变更）',
      applied: true,
      fields: [
        {
          key: 'officeAddress',
          label: '经营地址',
          target: 'enterprise',
          before: before.officeAddress,
          after: '上海市浦东新区科苑路88号',
        },
      ],
    });
    // Then 'certificate' when the enterprise holds certificates (the address is printed on them).
    expect(d.trail.map((s: { action: string }) => s.action).slice(0, 3)).toEqual([
      'submit',
      'decide',
      'apply',
    ]);
    const after = await enterpriseRow(other.enterpriseId);
    expect(after.officeAddress).toBe('上海市浦东新区科苑路88号');
    expect(after.version).toBe(before.version + 1);
    expect((await changeRow(c.id)).status).toBe(2);

    // The decided request is in 已审批 and no longer pending; deciding it again is refused.
    const done = await get(staff, '/api/htps/bgsp/done/list?pageSize=100');
    expect(done.body.result.records.some((r: { id: string }) => r.id === c.id)).toBe(true);
    const pending = await get(staff, '/api/htps/bgsp/await/list?pageSize=100');
    expect(pending.body.result.records.some((r: { id: string }) => r.id === c.id)).toBe(false);
    const again = await post(staff, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version + 1,
      decision: 4,
      opinion: '重复审批',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('当前状态“已通过”不能审批');
  });

  it('records what must reach the enterprise’s certificates', async () => {
    const certId = uuidv7();
    const e = await enterpriseRow(other.enterpriseId);
    await t.database.systemTx((tx) =>
      tx.insert(certificates).values({
        id: certId,
        tenantId: 1,
        certNo: `TEST${Date.now()}Q`,
        standardCode: 'Q',
        issueDate: '2026-01-10',
        expiryDate: '2029-01-09',
        enterpriseId: other.enterpriseId,
        enterpriseName: e.name,
        status: 1,
      }),
    );
    const c = await raise({ changeType: 2, infoChangeTypes: [3], afterValue: '新名称' });
    const res = await post(staff, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version,
      decision: 2,
      opinion: '营业执照已核对',
      fields: [
        { key: 'name', after: `${e.name}（变更）` },
        { key: 'totalHeadcount', after: '321' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.result.approval;
    expect(a.decision_dictText).toBe('文件审核');
    expect(a.certificateFlowStatus_dictText).toBe('待换发证书');
    const flow = a.certificateFlow.find((f: { certificateId: string }) => f.certificateId === certId);
    // The headcount is not printed on a certificate; the name is (certchange 01).
    expect(flow).toMatchObject({ changeCodes: ['01'], fields: [{ key: 'name', label: '企业名称' }] });
    expect(flow.changeCodes_dictText).toBe('01 名称变更');
    expect(res.body.result.trail.map((s: { action: string }) => s.action)).toEqual([
      'submit',
      'decide',
      'apply',
      'certificate',
    ]);
    const after = await enterpriseRow(other.enterpriseId);
    expect(after.name).toBe(`${e.name}（变更）`);
    expect(after.totalHeadcount).toBe(321);
    expect(after.scaleLevel).toBe('M');

    // What the certificate area reads, and its report that the new version is out.
    const staffId = (
      await t.database.systemTx((tx) =>
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.username, 'staff'), eq(users.tenantId, 1))),
      )
    )[0]!.id;
    const user = { tokenId: 't', tenantId: 1, userId: staffId, username: 'staff' };
    const pending = await t.database.tenantTx(user, (tx) => pendingCertificateChanges(tx, 1, certId));
    expect(pending).toEqual([
      expect.objectContaining({ applicationChangeId: c.id, certificateId: certId, changeCodes: ['01'] }),
    ]);
    await t.database.tenantTx(user, (tx) => completeCertificateChange(tx, user, c.id, '新版证书已换发'));
    expect(await t.database.tenantTx(user, (tx) => pendingCertificateChanges(tx, 1, certId))).toEqual([]);
    const detail = await get(staff, `/api/htps/bgsp/queryById?id=${c.id}`);
    expect(detail.body.result.approval.certificateFlowStatus_dictText).toBe('证书已变更');
    await expect(
      t.database.tenantTx(user, (tx) => completeCertificateChange(tx, user, c.id, '再次')),
    ).rejects.toThrow('该变更没有待换发的证书');
  });

  it('refuses an audit for a standard without an approved contract, and writes nothing', async () => {
    const c = await raise({ changeType: 6, infoChangeTypes: [9], afterValue: '增加设计' });
    const approvals = await approvalCount();
    const res = await post(staff, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version,
      decision: 3,
      auditType: 21,
      itemId: other.itemId,
      opinion: '须审核',
      fields: [{ key: 'scopeZh', after: '电子元器件的设计、生产和销售及售后服务' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      '该认证项目尚无已审批的合同，不能发起变更审核；合同审批前的变更请在合同评审中处理',
    );
    expect(await approvalCount()).toBe(approvals);
    expect((await changeRow(c.id)).status).toBe(1);
  });

  it('opens contract review again for a scope extension, and applies the change once that review passes', async () => {
    const [contracted] = await t.database.systemTx((tx) =>
      tx
        .select({
          applicationId: contracts.applicationId,
          contractItemId: contractItems.id,
          standardId: contractItems.certificateStandardId,
          contractCodes: contractItems.professionalCodes,
        })
        .from(contractItems)
        .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
        .where(and(eq(contracts.tenantId, 1), eq(contracts.status, CONTRACT_STATUS.approved))),
    );
    expect(contracted, 'the demo data has an approved contract').toBeDefined();
    const [item] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(applicationItems)
        .where(
          and(
            eq(applicationItems.applicationId, contracted!.applicationId),
            eq(applicationItems.certificateStandardId, contracted!.standardId),
          ),
        ),
    );
    const codes = [...item!.professionalCodes, '28.01.00'].join('、');
    const c = await raise(
      { changeType: 7, infoChangeTypes: [10], afterValue: codes },
      contracted!.applicationId,
    );
    const res = await post(staff, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version,
      decision: 3,
      auditType: 11,
      itemId: item!.id,
      opinion: '扩大范围，须审核',
      fields: [{ key: 'professionalCodes', after: codes }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.result;
    expect(d.change.status).toBe(2);
    expect(d.approval).toMatchObject({ decision: 3, auditType_dictText: '扩大认证范围审核', applied: false });
    expect(d.approval.reviewId).toBeTruthy();
    expect(d.trail.map((s: { action: string }) => s.action)).toEqual(['submit', 'decide', 'review']);
    const [task] = await t.database.systemTx((tx) =>
      tx.select().from(reviewTasks).where(eq(reviewTasks.id, d.approval.reviewId)),
    );
    expect(task).toMatchObject({
      applicationChangeId: c.id,
      auditType: 11,
      contractItemId: contracted!.contractItemId,
    });
    // Nothing is applied before the review passes.
    const [unchanged] = await t.database.systemTx((tx) =>
      tx.select().from(applicationItems).where(eq(applicationItems.id, item!.id)),
    );
    expect(unchanged!.professionalCodes).toEqual(item!.professionalCodes);

    // The change review passes (contract-review calls its onChangeReviewApproved listeners).
    const staffUser = await t.database.systemTx((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, 'staff'), eq(users.tenantId, 1))),
    );
    await t.database.tenantTx({ tenantId: 1, userId: staffUser[0]!.id }, (tx) =>
      applyAfterChangeReview(
        tx,
        { tokenId: 't', tenantId: 1, userId: staffUser[0]!.id, username: 'staff' },
        c.id,
      ),
    );
    const after = await get(staff, `/api/htps/bgsp/queryById?id=${c.id}`);
    expect(after.body.result.approval.applied).toBe(true);
    expect(after.body.result.trail.map((s: { action: string }) => s.action)).toContain('apply');
    const [applied] = await t.database.systemTx((tx) =>
      tx.select().from(applicationItems).where(eq(applicationItems.id, item!.id)),
    );
    expect(applied!.professionalCodes).toContain('28.01.00');
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const c = await raise({});
    const before = await enterpriseRow(other.enterpriseId);
    const [approvals, events] = [await approvalCount(), await eventCount()];
    const cases: [object, number, string | RegExp][] = [
      [{ decision: 1, fields: [] }, 400, '信息变更请至少填写一项变更后的内容'],
      [{ decision: 9 }, 400, '请选择审批结论'],
      [{ decision: 1, fields: [{ key: 'password', after: 'x' }] }, 400, '变更字段不正确'],
      [{ decision: 1, fields: [{ key: 'totalHeadcount', after: '-3' }] }, 400, '总人数必须是不小于0的整数'],
      [{ decision: 3, fields: [{ key: 'officeAddress', after: '某地' }] }, 400, /请选择审核类型/],
      [{ decision: 4, opinion: '' }, 400, '请填写驳回原因（至少2个字）'],
      [
        { decision: 1, itemId: other.itemId, fields: [{ key: 'scopeZh', after: '新范围' }] },
        400,
        '认证范围（中文）的变更不是信息变更，须文件审核或现场审核',
      ],
      [
        {
          decision: 2,
          itemId: other.itemId,
          fields: [{ key: 'professionalCodes', after: '19.05.01, 33.02.00' }],
        },
        400,
        /属于扩大认证范围/,
      ],
      [{ decision: 1, fields: [{ key: 'officeAddress', after: before.officeAddress }] }, 400, /变更前后相同/],
      [
        { decision: 1, itemId: uuidv7(), fields: [{ key: 'headcount', after: '10' }] },
        400,
        '所选认证项目不属于该申请',
      ],
      [
        { decision: 1, itemId: other.itemId, fields: [{ key: 'effectivePersonnel', after: '99999' }] },
        400,
        '有效人数不能大于体系覆盖人数',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(staff, '/api/htps/bgsp/audit', { id: c.id, version: c.version, ...body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    // A name another enterprise already has: 409 from the unique index, and the whole step undone.
    const [taken] = await t.database.systemTx((tx) =>
      tx
        .select({ name: enterprises.name })
        .from(enterprises)
        .where(
          and(
            eq(enterprises.tenantId, 1),
            ne(enterprises.id, other.enterpriseId),
            eq(enterprises.deleted, false),
          ),
        )
        .limit(1),
    );
    const dup = await post(staff, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version,
      decision: 1,
      fields: [{ key: 'name', after: taken!.name }],
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('企业名称已存在');

    expect(await approvalCount()).toBe(approvals);
    expect(await eventCount()).toBe(events);
    expect((await changeRow(c.id)).status).toBe(1);
    expect((await changeRow(c.id)).version).toBe(c.version);
    const after = await enterpriseRow(other.enterpriseId);
    expect(after.version).toBe(before.version);
    expect(after.name).toBe(before.name);
  });

  it('answers 409 on a stale version and writes nothing', async () => {
    const c = await raise({});
    // The applicant edits the request after the approver opened it.
    const edited = await t.call(staff, {
      method: 'PUT',
      url: '/api/xmsl/cerApplyChangeApi/edit',
      payload: {
        id: c.id,
        version: c.version,
        changeType: 5,
        infoChangeTypes: [8],
        beforeValue: '旧地址',
        afterValue: '另一个新地址',
        reason: '地址写错了',
      },
    });
    expect(edited.status).toBe(200);
    const approvals = await approvalCount();
    const stale = await post(staff, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version,
      decision: 1,
      fields: [{ key: 'officeAddress', after: '另一个新地址' }],
    });
    expect(stale.status).toBe(409);
    expect(await approvalCount()).toBe(approvals);
    expect((await changeRow(c.id)).status).toBe(1);
  });

  it('lets only approvers decide', async () => {
    const c = await raise({});
    const body = { id: c.id, version: c.version, decision: 4, opinion: '材料不全' };
    expect((await post(null, '/api/htps/bgsp/audit', body)).status).toBe(401);
    expect((await post(auditor, '/api/htps/bgsp/audit', body)).status).toBe(403);
    expect((await post(enterpriseUser, '/api/htps/bgsp/audit', body)).status).toBe(403);
    expect((await changeRow(c.id)).status).toBe(1);
    const rejected = await post(admin, '/api/htps/bgsp/audit', body);
    expect(rejected.status).toBe(200);
    expect(rejected.body.result.change.status_dictText).toBe('已驳回');
    expect(rejected.body.result.approval.opinion).toBe('材料不全');
  });
});

describe('the applicant', () => {
  it('reads the outcome of its own change request and is told by a message', async () => {
    const c = await raise({ reason: '企业自己的变更' }, ownApplicationId, enterpriseUser);
    const pending = await get(enterpriseUser, `/api/htps/bgsp/outcome?id=${c.id}`);
    expect(pending.status).toBe(200);
    expect(pending.body.result).toMatchObject({ status: 1, status_dictText: '待审批', approval: null });

    const e = await enterpriseRow(ownEnterpriseId);
    const decided = await post(staff, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version,
      decision: 1,
      opinion: '信息变更',
      fields: [{ key: 'productionAddress', after: `${e.productionAddress}（新厂区）` }],
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const outcome = await get(enterpriseUser, `/api/htps/bgsp/outcome?id=${c.id}`);
    expect(outcome.body.result).toMatchObject({
      status: 2,
      status_dictText: '已通过',
      approval: { decision_dictText: '无需审核（信息变更）', opinion: '信息变更', applied: true },
    });
    expect(outcome.body.result.approval.fields[0].label).toBe('生产地址');

    const bell = await get(enterpriseUser, '/api/xxtz/cerNotice/getUserNoticeList');
    expect(bell.status).toBe(200);
    expect(JSON.stringify(bell.body.result)).toContain('变更申请已通过');

    // Another enterprise's request does not exist for it; the auditor may not ask at all.
    const notTheirs = await raise({});
    expect((await get(enterpriseUser, `/api/htps/bgsp/outcome?id=${notTheirs.id}`)).status).toBe(404);
    expect((await get(auditor, `/api/htps/bgsp/outcome?id=${notTheirs.id}`)).status).toBe(403);
  });
});

describe('tenants', () => {
  it('keeps tenants apart', async () => {
    const c = await raise({});
    const { adminId } = await t.database.systemTx((tx) =>
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
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const otherAdmin = await t.login('admin2', 'OtherPass123');
    expect((await get(otherAdmin, `/api/htps/bgsp/queryById?id=${c.id}`)).status).toBe(404);
    expect((await get(otherAdmin, `/api/htps/bgsp/outcome?id=${c.id}`)).status).toBe(404);
    expect((await get(otherAdmin, '/api/htps/bgsp/await/list')).body.result.total).toBe(0);
    expect((await get(otherAdmin, '/api/htps/bgsp/done/list')).body.result.total).toBe(0);
    const cross = await post(otherAdmin, '/api/htps/bgsp/audit', {
      id: c.id,
      version: c.version,
      decision: 4,
      opinion: '跨租户',
    });
    expect(cross.status).toBe(404);
    expect((await changeRow(c.id)).status).toBe(1);
  });
});
