import { addDays, calendarDateOf } from '@cb/domain';
import { PARTNER_FILES_PREFIX } from '@cb/domain/partners';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { auditors } from '../auditors/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { createTenant } from '../system/seed.ts';
import { DEMO_PARTNERS } from './seed.ts';

let t: TestContext;
let admin: string;
let staff: string;
let partnerUser: string;
let enterpriseUser: string;
let enterpriseIds: string[] = [];
let auditorIds: string[] = [];

const today = calendarDateOf(new Date());
// A Tuesday about seven weeks ahead, away from the demo leave and the other files' plans.
const ahead = addDays(today, 49);
const d1 = addDays(ahead, (9 - new Date(`${ahead}T00:00:00Z`).getUTCDay()) % 7);

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

let serial = 0;
/** A valid new partner's body. */
const partnerInput = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    code: `T${Date.now().toString(36).slice(-5)}${serial}`,
    name: `测试合作方${Date.now().toString(36)}${serial}`,
    level: 1,
    partnerType: 'consultancy',
    contacts: [
      { name: '张三', phone: '13800138000', email: 'zhangsan@example.com' },
      { name: '李四', phone: '021-12345678', email: '' },
    ],
    region: '上海市',
    settlementPrice: '1234.56',
    rebateRate: '6.5',
    assignMode: 3,
    bankName: '招商银行',
    bankAccountName: '测试合作方',
    bankAccountNo: '6214 8302 1234 5678',
    ...over,
  };
};

async function addPartner(over: Record<string, unknown> = {}) {
  const res = await call(admin, 'POST', '/hzf/partner/add', partnerInput(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: string; version: number };
}

/** Saves the enterprise's 咨询关系 through its edit page's call (the rest of the enterprise unchanged). */
async function setConsultancies(enterpriseId: string, consultancies: object[]) {
  const detail = (await call(admin, 'GET', `/khgl/enterprise/queryById?id=${enterpriseId}`)).body.result;
  return call(admin, 'PUT', '/khgl/enterprise/edit', { ...detail, consultancies });
}

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, partnerUser, enterpriseUser] = await Promise.all([
    t.login('admin'),
    t.login('staff'),
    t.login('partner'),
    t.login('enterprise'),
  ]);
  await t.database.systemTx(async (tx) => {
    enterpriseIds = (
      await tx
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.tenantId, 1))
        .orderBy(enterprises.code)
    ).map((r) => r.id);
    auditorIds = (
      await tx
        .select({ id: auditors.id })
        .from(auditors)
        .where(eq(auditors.tenantId, 1))
        .orderBy(auditors.createdAt)
    ).map((r) => r.id);
  });
});
afterAll(() => t.close());

describe('合作方管理 API', () => {
  it('lists the demo partners by code with their money exact, filtered by name, type, level and status', async () => {
    const res = await call(admin, 'GET', '/hzf/partner/list?pageSize=50&column=code&order=asc');
    expect(res.status).toBe(200);
    const records = res.body.result.records as {
      code: string;
      settlementPrice: string;
      rebateRate: string;
    }[];
    expect(records.map((r) => r.code)).toEqual(expect.arrayContaining(DEMO_PARTNERS.map((p) => p.code!)));
    expect(records.find((r) => r.code === 'HZ003')).toMatchObject({
      settlementPrice: '2500.50',
      rebateRate: '4.25',
      partnerType: 'consultancy',
      level: 3,
      contactName: '陈志明',
    });
    const byName = await call(admin, 'GET', `/hzf/partner/list?name=${encodeURIComponent('卓信')}`);
    expect(byName.body.result.records.map((r: { code: string }) => r.code)).toEqual(['HZ001']);
    const agents = (await call(admin, 'GET', '/hzf/partner/list?partnerType=agent&pageSize=50')).body.result
      .records as { partnerType: string }[];
    expect(agents.length).toBeGreaterThanOrEqual(3);
    expect(agents.every((r) => r.partnerType === 'agent')).toBe(true);
    const good = (await call(admin, 'GET', '/hzf/partner/list?level=1&pageSize=50')).body.result.records as {
      level: number;
    }[];
    expect(good.every((r) => r.level === 1)).toBe(true);
    const disabled = (await call(admin, 'GET', '/hzf/partner/list?status=0&pageSize=50')).body.result.records;
    expect(disabled.map((r: { code: string }) => r.code)).toContain('HZ006');
    const sorted = (
      await call(admin, 'GET', '/hzf/partner/list?column=settlementPrice&order=desc&pageSize=50')
    ).body.result.records as { settlementPrice: string }[];
    const prices = sorted.map((r) => Number(r.settlementPrice));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const bad = await call(admin, 'GET', '/hzf/partner/list?column=bankAccountNo');
    expect(bad.status).toBe(400);
  });

  it('exports the filtered list as a workbook', async () => {
    const res = await call(admin, 'GET', '/hzf/partner/exportXls?partnerType=consultancy');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('合作方.xlsx'));
  });

  it('adds, reads, edits with the version it read, disables and enables, and deletes an unreferenced partner', async () => {
    const input = partnerInput({
      consultants: [{ auditorId: auditorIds[0], startDate: '2023-01-01', endDate: '2024-06-30' }],
    });
    const added = await call(admin, 'POST', '/hzf/partner/add', input);
    expect(added.status).toBe(200);
    const { id, version } = added.body.result;
    const detail = (await call(admin, 'GET', `/hzf/partner/queryById?id=${id}`)).body.result;
    expect(detail).toMatchObject({
      code: input.code,
      name: input.name,
      settlementPrice: '1234.56',
      rebateRate: '6.50',
      assignMode: 3,
      bankAccountNo: '6214830212345678',
      contacts: input.contacts,
      status: 1,
      version,
    });
    expect(detail.consultants).toEqual([
      {
        auditorId: auditorIds[0],
        auditorName: expect.any(String),
        startDate: '2023-01-01',
        endDate: '2024-06-30',
      },
    ]);
    expect(detail).not.toHaveProperty('tenantId');

    const edited = await call(admin, 'PUT', '/hzf/partner/edit', {
      ...input,
      id,
      version,
      level: 3,
      consultants: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result.version).toBe(version + 1);
    const stale = await call(admin, 'PUT', '/hzf/partner/edit', { ...input, id, version });
    expect(stale.status).toBe(409);
    const after = (await call(admin, 'GET', `/hzf/partner/queryById?id=${id}`)).body.result;
    expect(after).toMatchObject({ level: 3, consultants: [] });

    const off = await call(admin, 'PUT', '/hzf/partner/status', { id, version: version + 1, status: 0 });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('已停用');
    const on = await call(admin, 'PUT', '/hzf/partner/status', { id, version: version + 2, status: 1 });
    expect(on.status).toBe(200);

    const removed = await call(admin, 'DELETE', `/hzf/partner/delete?id=${id}&version=${version + 3}`);
    expect(removed.status).toBe(200);
    expect((await call(admin, 'GET', `/hzf/partner/queryById?id=${id}`)).status).toBe(404);
  });

  it('refuses to delete a referenced partner, saying what references it and to disable it instead', async () => {
    const list = (await call(admin, 'GET', `/hzf/partner/list?name=${encodeURIComponent('卓信')}`)).body
      .result.records[0];
    const res = await call(admin, 'DELETE', `/hzf/partner/delete?id=${list.id}&version=${list.version}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /^合作方「上海卓信管理咨询有限公司」已被引用（.+），不能删除，请改为停用$/,
    );
    for (const phrase of [/介绍的企业\d+家/, /关联用户1个/, /企业咨询关系3条/, /认证申请\d+份/])
      expect(res.body.message).toMatch(phrase);
    expect((await call(admin, 'GET', `/hzf/partner/queryById?id=${list.id}`)).status).toBe(200);
  });

  it('a disabled partner is not chosen for an enterprise again', async () => {
    const hz006 = (
      await call(admin, 'GET', '/hzf/partner/list?status=0&pageSize=50')
    ).body.result.records.find((r: { code: string }) => r.code === 'HZ006');
    const detail = (await call(admin, 'GET', `/khgl/enterprise/queryById?id=${enterpriseIds[13]}`)).body
      .result;
    const res = await call(admin, 'PUT', '/khgl/enterprise/edit', { ...detail, partnerId: hz006.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('合作方「广州粤诚企业服务有限公司」已停用，不能选择');
  });

  it('refuses a taken code or name and bad input with Chinese messages, writing nothing', async () => {
    const taken = await call(admin, 'POST', '/hzf/partner/add', partnerInput({ code: 'HZ001' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('合作方编号已存在');
    const name = await call(
      admin,
      'POST',
      '/hzf/partner/add',
      partnerInput({ name: '上海卓信管理咨询有限公司' }),
    );
    expect(name.status).toBe(409);
    expect(name.body.message).toBe('合作方名称已存在');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, '请输入合作方名称'],
      [{ settlementPrice: '12.345' }, '结算点应为不超过两位小数的非负金额'],
      [{ settlementPrice: '-1' }, '结算点应为不超过两位小数的非负金额'],
      [{ rebateRate: '100.5' }, '返款税点应为0到100之间'],
      [{ partnerType: 'bank' }, '请选择合作方类型'],
      [{ level: 4 }, '请选择合作方等级'],
      [{ bankAccountNo: '1234' }, '银行账号应为8到30位数字'],
      [{ contacts: [{ name: '王五', email: 'not-mail' }] }, '电子邮箱格式错误'],
      [
        { consultants: [{ auditorId: auditorIds[0], startDate: '2025-01-01', endDate: '2024-01-01' }] },
        '任职结束日期不能早于开始日期',
      ],
    ];
    for (const [over, message] of cases) {
      const res = await call(admin, 'POST', '/hzf/partner/add', partnerInput(over));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('files the agreement (a real PDF) and refuses content that is not what its name says', async () => {
    const { id } = await addPartner();
    const upload = (fileName: string, data: Buffer) => {
      const boundary = `----cb${Math.random().toString(16).slice(2)}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npartner_agreement\r\n`,
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.call(admin, {
        method: 'POST',
        url: `/api${PARTNER_FILES_PREFIX}/${id}`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const ok = await upload(
      'agreement.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const fake = await upload('agreement.pdf', Buffer.from('MZ\x90\x00 not a pdf'));
    expect(fake.status).toBe(415);
    const files = (await call(admin, 'GET', `${PARTNER_FILES_PREFIX}/${id}`)).body.result as {
      documentType: string;
    }[];
    expect(files.map((f) => f.documentType)).toEqual(['partner_agreement']);
  });

  it('answers 401 without a session and 403 to the partner and enterprise users', async () => {
    expect((await call(null, 'GET', '/hzf/partner/list')).status).toBe(401);
    expect((await call(partnerUser, 'GET', '/hzf/partner/list')).status).toBe(403);
    expect((await call(enterpriseUser, 'GET', '/hzf/partner/list')).status).toBe(403);
  });

  it('the partner user still picks only its own partner (its enterprises are those HZ001 introduced)', async () => {
    const hz001 = (await call(admin, 'GET', `/hzf/partner/list?name=${encodeURIComponent('卓信')}`)).body
      .result.records[0].id;
    // (customers.api.test.ts checks the partner user's enterprise list, granted the list's code.)
    const options = (await call(partnerUser, 'GET', '/khgl/partner/options')).body.result;
    expect(options.map((o: { id: string }) => o.id)).toEqual([hz001]);
  });

  it('keeps another tenant’s partners apart: 404, never listed, its auditors refused as consultants', async () => {
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '合作方测试机构',
          adminUsername: 'hzfadmin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('hzfadmin2', 'OtherPass123');
    const theirs = await call(other, 'POST', '/hzf/partner/add', partnerInput({ code: 'HZ001' }));
    expect(theirs.status, 'the same code is free in another tenant').toBe(200);
    const id = theirs.body.result.id;
    expect((await call(admin, 'GET', `/hzf/partner/queryById?id=${id}`)).status).toBe(404);
    expect((await call(admin, 'PUT', '/hzf/partner/status', { id, version: 1, status: 0 })).status).toBe(404);
    expect((await call(admin, 'DELETE', `/hzf/partner/delete?id=${id}&version=1`)).status).toBe(404);
    const listed = (await call(admin, 'GET', '/hzf/partner/list?pageSize=50')).body.result.records;
    expect(listed.some((r: { id: string }) => r.id === id)).toBe(false);
    const foreign = await call(
      other,
      'POST',
      '/hzf/partner/add',
      partnerInput({ consultants: [{ auditorId: auditorIds[0], startDate: '2024-01-01' }] }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('咨询人员不是本机构的审核人员');
    // Nor may an enterprise of tenant 1 name the other tenant's partner as its consultancy.
    const cross = await setConsultancies(enterpriseIds[12]!, [
      { partnerId: id, startDate: '2024-01-01', endDate: '2024-12-31' },
    ]);
    expect(cross.status).toBe(400);
    expect(cross.body.message).toBe('咨询机构不存在');
  });
});

describe('咨询关系 and the consultancy conflict (ISO/IEC 17021-1 §5.2)', () => {
  const codes = ['19.05.01'];
  /** A stage-1 plan of the enterprise on two days from d1, with its schedule; answers the plan. */
  async function scheduledPlan(enterpriseId: string) {
    const p = await call(admin, 'POST', '/shfa/scheme/add', {
      enterpriseId,
      contractNo: `HT-HZF-${Math.random().toString(36).slice(2, 8)}`,
      scheme: 'QMS',
      standardName: '质量管理体系',
      codes,
      approvedOn: today,
      stage1Days: 1.5,
      stage2Days: 3,
      surveillanceDays: 1.5,
      recertificationDays: 2.5,
      sitesToSample: 1,
    });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    await call(admin, 'POST', '/shfa/scheme/createProjects', { programmeId: p.body.result.id, asOf: today });
    const detail = (await call(admin, 'GET', `/shfa/scheme/queryById?id=${p.body.result.id}`)).body.result;
    const row = detail.rows.find((r: { stage: number }) => r.stage === 1);
    const plan = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${row.planId}`)).body.result;
    const res = await call(admin, 'PUT', '/shfa/planAssign/edit', {
      id: plan.id,
      version: plan.version,
      method: 1,
      schedule: [
        { date: d1, period: 3 },
        { date: addDays(d1, 1), period: 3 },
      ],
      sites: [{ name: '总部', address: '上海市浦东新区' }],
    });
    expect(res.status).toBe(200);
    return { id: plan.id as string, version: res.body.result.version as number };
  }
  type Candidate = {
    auditorId: string;
    name: string;
    eligible: boolean;
    leaderEligible: boolean;
    reasons: string[];
  };
  const candidates = async (planId: string) =>
    (await call(admin, 'POST', '/shfa/planAssign/candidates', { planId, pageSize: 100 })).body.result
      .candidates as Candidate[];

  it('records a consultancy on the enterprise (consultancies only), bars its consultant from the candidates and refuses the approval', async () => {
    const enterpriseId = enterpriseIds[20]!;
    const plan = await scheduledPlan(enterpriseId);
    const before = await candidates(plan.id);
    const lead = before.find((c) => c.eligible && c.leaderEligible)!;
    const member = before.find((c) => c.eligible && c.auditorId !== lead.auditorId)!;
    expect(member).toBeTruthy();
    const team = await call(admin, 'PUT', '/shfa/planAssign/team', {
      id: plan.id,
      version: plan.version,
      members: [
        { auditorId: lead.auditorId, role: 1, scheme: 'QMS', codes },
        { auditorId: member.auditorId, role: 2, scheme: 'QMS' },
      ],
    });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    const submitted = await call(admin, 'POST', '/shfa/planAssign/submit', {
      id: plan.id,
      version: team.body.result.version,
    });
    expect(submitted.body.result?.status, JSON.stringify(submitted.body)).toBe(1);

    // The member worked for a consultancy that consulted the client until exactly 2 years − 1 day
    // before the audit's first day.
    const consultancy = await addPartner({
      name: '测试咨询机构甲',
      consultants: [{ auditorId: member.auditorId, startDate: '2015-01-01', endDate: null }],
    });
    const agent = await addPartner({ partnerType: 'agent' });
    const notConsultancy = await setConsultancies(enterpriseId, [
      { partnerId: agent.id, startDate: '2023-01-01', endDate: '2024-01-01' },
    ]);
    expect(notConsultancy.status).toBe(400);
    expect(notConsultancy.body.message).toContain('不是咨询机构');
    const backwards = await setConsultancies(enterpriseId, [
      { partnerId: consultancy.id, startDate: '2024-01-01', endDate: '2023-01-01' },
    ]);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('咨询结束日期不能早于开始日期');

    const end = addDays(`${Number(d1.slice(0, 4)) - 2}${d1.slice(4)}`, 1);
    const saved = await setConsultancies(enterpriseId, [
      { partnerId: consultancy.id, startDate: '2020-01-01', endDate: end, remark: '体系咨询' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const enterprise = (await call(admin, 'GET', `/khgl/enterprise/queryById?id=${enterpriseId}`)).body
      .result;
    expect(enterprise.consultancies).toEqual([
      expect.objectContaining({ partnerId: consultancy.id, partnerName: '测试咨询机构甲', endDate: end }),
    ]);
    const reason = `曾任咨询机构「测试咨询机构甲」的咨询人员，该机构为本企业提供咨询至${end}，两年内不得审核`;
    const barred = (await candidates(plan.id)).find((c) => c.auditorId === member.auditorId)!;
    expect(barred.eligible).toBe(false);
    expect(barred.reasons).toContain(reason);

    const approve = await call(staff, 'POST', '/shfa/planAssign/approve', {
      id: plan.id,
      version: submitted.body.result.version,
    });
    expect(approve.status).toBe(400);
    expect(approve.body.message).toContain(reason);

    // The partner now has a consultancy relation: it cannot be deleted.
    const refused = await call(admin, 'DELETE', `/hzf/partner/delete?id=${consultancy.id}&version=1`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('企业咨询关系1条');

    // Ended exactly 2 years before the first day: allowed, and the plan is approved.
    const boundary = `${Number(d1.slice(0, 4)) - 2}${d1.slice(4)}`;
    const moved = await setConsultancies(enterpriseId, [
      { ...enterprise.consultancies[0], endDate: boundary },
    ]);
    expect(moved.status).toBe(200);
    expect(
      (await candidates(plan.id)).find((c) => c.auditorId === member.auditorId)?.reasons ?? [],
    ).not.toContain(reason);
    const ok = await call(staff, 'POST', '/shfa/planAssign/approve', {
      id: plan.id,
      version: submitted.body.result.version,
    });
    expect(ok.body.result?.status, JSON.stringify(ok.body)).toBe(3);
  });

  it('the demo plan returned for rectification lists a consultancy partner’s consultant excluded, and its team is clear', async () => {
    // Customers' demo: HZ001 consulted for the 3rd enterprise until 90 days ago.
    const planId = await t.database.systemTx(async (tx) => {
      const { auditPlans } = await import('../audit-programmes/schema.ts');
      const [row] = await tx
        .select({ id: auditPlans.id, status: auditPlans.status })
        .from(auditPlans)
        .where(eq(auditPlans.enterpriseId, enterpriseIds[2]!));
      expect(row?.status).toBe(2);
      return row!.id;
    });
    const res = await call(admin, 'POST', '/shfa/planAssign/candidates', { planId, pageSize: 100 });
    const list = res.body.result.candidates as Candidate[];
    const barred = list.filter((c) =>
      c.reasons.some((r) => r.startsWith('曾任咨询机构「上海卓信管理咨询有限公司」的咨询人员')),
    );
    expect(barred.length, JSON.stringify(list.map((c) => [c.name, c.reasons]))).toBeGreaterThan(0);
    const detail = (await call(admin, 'GET', `/shfa/planAssign/queryById?id=${planId}`)).body.result;
    expect(detail.violations).toEqual([]);
  });

  it('the demo plan to be arranged, once scheduled, shows a consultancy partner’s consultant excluded with the reason', async () => {
    // Customers' demo: HZ001 consulted for the 5th enterprise until 200 days ago; partners' demo: two
    // auditors worked for HZ001 then.
    const plan = await t.database.systemTx(async (tx) => {
      const { auditPlans } = await import('../audit-programmes/schema.ts');
      const [row] = await tx
        .select({ id: auditPlans.id, version: auditPlans.version })
        .from(auditPlans)
        .where(eq(auditPlans.enterpriseId, enterpriseIds[4]!));
      return row!;
    });
    const scheduled = await call(admin, 'PUT', '/shfa/planAssign/edit', {
      id: plan.id,
      version: plan.version,
      method: 1,
      schedule: [
        { date: addDays(d1, 21), period: 3 },
        { date: addDays(d1, 22), period: 3 },
      ],
      sites: [{ name: '总部', address: '上海市' }],
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const res = await call(admin, 'POST', '/shfa/planAssign/candidates', { planId: plan.id, pageSize: 100 });
    const list = res.body.result.candidates as Candidate[];
    const barred = list.filter((c) =>
      c.reasons.some((r) => r.startsWith('曾任咨询机构「上海卓信管理咨询有限公司」')),
    );
    expect(barred.length, JSON.stringify(list.map((c) => [c.name, c.reasons]))).toBeGreaterThan(0);
    expect(barred.every((c) => !c.eligible)).toBe(true);
  });
});
