import { addDays, calendarDateOf, idCardCheckCharacter } from '@cb/domain';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { noticeRecipients, notices } from '../notices/schema.ts';
import { createTenant } from '../system/seed.ts';
import { auditorCodeCompetences, auditorLeaves, auditors } from './schema.ts';

let t: TestContext;
let hr: string;
let auditorUser: string;
let enterpriseUser: string;
let partnerUser: string;
let staff: string;

const today = calendarDateOf(new Date());

function idCard(n: number): string {
  const first17 = `11010519800101${String(n).padStart(3, '0')}`;
  return first17 + idCardCheckCharacter(first17);
}

let serial = 500;
const auditorInput = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `测试审核员${serial}`,
    sex: 1,
    idCardNo: idCard(serial),
    phone: '13912345678',
    email: 'test@example.com',
    personnelKind: '1',
    employmentType: 1,
    bankAccount: '6222 0212 3456 7890 123',
    ...over,
  };
};

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

const countAuditors = async () =>
  Number(
    (
      await t.database.systemTx((tx) =>
        tx.select({ n: count() }).from(auditors).where(eq(auditors.tenantId, 1)),
      )
    )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestContext();
  hr = await t.login('admin', TEST_ADMIN_PASSWORD);
  auditorUser = await t.login('auditor');
  enterpriseUser = await t.login('enterprise');
  partnerUser = await t.login('partner');
  staff = await t.login('staff');
});
afterAll(() => t.close());

describe('auditor records', () => {
  it('HR adds an auditor, reads it back whole, and the list finds it', async () => {
    const input = auditorInput({ name: '周审核' });
    const res = await call(hr, 'POST', '/rlzy/auditor/add', input);
    expect(res.status).toBe(200);
    const detail = await call(hr, 'GET', `/rlzy/auditor/queryById?id=${res.body.result.id}`);
    expect(detail.body.result).toMatchObject({
      name: '周审核',
      idCardNo: input.idCardNo,
      bankAccount: '6222 0212 3456 7890 123',
    });
    const list = await call(hr, 'GET', '/rlzy/auditor/list?name=周审核');
    expect(list.body.result.records.map((r: { id: string }) => r.id)).toEqual([res.body.result.id]);
  });

  it.each([
    [{ idCardNo: '110105198001010010' }, '身份证号格式错误'],
    [{ phone: '1234' }, '请输入正确的手机号码'],
    [{ name: '' }, '请输入姓名'],
    [{ sex: 3 }, '请选择性别'],
    [{ personnelKind: '9' }, '请选择人员类型'],
    [{ bankAccount: '12ab' }, '银行账号应为8-30位数字'],
  ])('refuses %j with a Chinese message and writes nothing', async (bad, message) => {
    const before = await countAuditors();
    const res = await call(hr, 'POST', '/rlzy/auditor/add', auditorInput(bad));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countAuditors()).toBe(before);
  });

  it('refuses a second auditor with the same ID card (409) and a stale edit (409)', async () => {
    const input = auditorInput();
    const first = await call(hr, 'POST', '/rlzy/auditor/add', input);
    const again = await call(hr, 'POST', '/rlzy/auditor/add', { ...input, name: '另一人' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该身份证号的人员已存在');
    const edit = { ...input, id: first.body.result.id, version: 1, name: '改名' };
    expect((await call(hr, 'PUT', '/rlzy/auditor/edit', edit)).status).toBe(200);
    const stale = await call(hr, 'PUT', '/rlzy/auditor/edit', { ...edit, name: '再改' });
    expect(stale.status).toBe(409);
    const detail = await call(hr, 'GET', `/rlzy/auditor/queryById?id=${first.body.result.id}`);
    expect(detail.body.result.name).toBe('改名');
  });

  it('lets the demo HR officer keep the roster and decide applications', async () => {
    const officer = await t.login('hr');
    expect((await call(officer, 'GET', '/rlzy/auditor/list')).status).toBe(200);
    const added = await call(officer, 'POST', '/rlzy/auditor/add', auditorInput({ name: '人事新增' }));
    expect(added.status).toBe(200);
    expect((await call(officer, 'GET', '/rlzy/code/list?status=0')).status).toBe(200);
    expect((await call(officer, 'GET', '/sys/user/list')).status).toBe(403);
  });

  it('keeps enterprise, partner and business staff away from every people call', async () => {
    const [any] = (await call(hr, 'GET', '/rlzy/auditor/list')).body.result.records;
    for (const token of [enterpriseUser, partnerUser, staff, auditorUser]) {
      expect((await call(token, 'GET', '/rlzy/auditor/list')).status).toBe(403);
      expect((await call(token, 'GET', `/rlzy/auditor/queryById?id=${any.id}`)).status).toBe(403);
      expect((await call(token, 'POST', '/rlzy/auditor/add', auditorInput())).status).toBe(403);
      expect((await call(token, 'GET', '/rlzy/witness/list')).status).toBe(403);
    }
    expect((await call(enterpriseUser, 'GET', '/auditorZone/code/list')).status).toBe(403);
  });

  it('answers 404 for an auditor of another tenant', async () => {
    const other = await t.database.systemTx(async (tx) => {
      const { tenantId } = await createTenant(
        tx,
        {
          name: '别家认证机构',
          adminUsername: 'admin9',
          adminRealname: '管理员',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      );
      const [row] = await tx
        .insert(auditors)
        .values({ tenantId, name: '外人', sex: 1, idCardNo: idCard(999), phone: '13900000000' })
        .returning({ id: auditors.id });
      return row!.id;
    });
    expect((await call(hr, 'GET', `/rlzy/auditor/queryById?id=${other}`)).status).toBe(404);
    expect((await call(hr, 'GET', `/rlzy/auditor/archive?id=${other}`)).status).toBe(404);
    const q = {
      auditorId: other,
      scheme: 'QMS',
      level: '02',
      registrationNo: 'X-1',
      validFrom: today,
      validTo: today,
      leaderFlag: 1,
    };
    expect((await call(hr, 'POST', '/rlzy/qualification/add', q)).status).toBe(404);
  });
});

describe('qualifications and code competences', () => {
  let auditorId: string;

  beforeAll(async () => {
    auditorId = (await call(hr, 'POST', '/rlzy/auditor/add', auditorInput({ name: '资格测试' }))).body.result
      .id;
  });

  it('HR records a registration and a competence; bad dates and codes are refused', async () => {
    const q = {
      auditorId,
      scheme: 'QMS',
      level: '02',
      registrationNo: 'QMS-2025-1',
      validFrom: '2025-01-01',
      validTo: addDays(today, 365),
      leaderFlag: 1,
    };
    expect((await call(hr, 'POST', '/rlzy/qualification/add', q)).status).toBe(200);
    const badDate = await call(hr, 'POST', '/rlzy/qualification/add', {
      ...q,
      scheme: 'EMS',
      validTo: '2026-02-31',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('有效期止不是有效的日期');
    const reversed = await call(hr, 'POST', '/rlzy/qualification/add', {
      ...q,
      scheme: 'EMS',
      validFrom: '2027-01-01',
      validTo: '2026-01-01',
    });
    expect(reversed.body.message).toBe('有效期止不能早于有效期起');
    const expertLeader = await call(hr, 'POST', '/rlzy/qualification/add', {
      ...q,
      scheme: 'EMS',
      level: '04',
      leaderFlag: 1,
    });
    expect(expertLeader.body.message).toBe('技术专家不能担任组长');
    const twice = await call(hr, 'POST', '/rlzy/qualification/add', q);
    expect(twice.status).toBe(409);

    const c = { auditorId, scheme: 'QMS', code: '19.05.01', source: '2', evaluationMethod: '面谈' };
    expect((await call(hr, 'POST', '/rlzy/code/add', c)).status).toBe(200);
    const badCode = await call(hr, 'POST', '/rlzy/code/add', { ...c, code: '19.5.1' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toContain('专业代码格式应为');
  });

  it('lists registrations expiring within 60 days (the demo has one next month)', async () => {
    const res = await call(hr, 'GET', '/rlzy/qualification/list?expiringWithinDays=60');
    expect(res.status).toBe(200);
    expect(res.body.result.records.length).toBeGreaterThanOrEqual(1);
    for (const r of res.body.result.records) expect(r.validTo <= addDays(today, 60)).toBe(true);
  });
});

describe('an auditor applies for a code in the auditor zone and HR decides', () => {
  it('applies, sees it pending, HR returns it with a reason, the auditor resubmits, HR approves, the analysis shows it', async () => {
    const mine = await call(auditorUser, 'GET', '/auditorZone/code/list');
    expect(mine.status).toBe(200);
    const own = mine.body.result.records[0].auditorId as string;
    expect(mine.body.result.records.every((r: { auditorId: string }) => r.auditorId === own)).toBe(true);

    const applied = await call(auditorUser, 'POST', '/auditorZone/code/add', {
      scheme: 'QMS',
      code: '33.02.01',
      source: '3',
      evidence: '参加软件企业审核5次',
    });
    expect(applied.status).toBe(200);
    const { id } = applied.body.result;

    const noReason = await call(hr, 'PUT', '/rlzy/code/decide', {
      id,
      version: 1,
      approve: false,
      reason: '',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('请填写退回原因');
    const returned = await call(hr, 'PUT', '/rlzy/code/decide', {
      id,
      version: 1,
      approve: false,
      reason: '请补充审核记录',
    });
    expect(returned.status).toBe(200);
    const seen = await call(auditorUser, 'GET', `/auditorZone/code/queryById?id=${id}`);
    expect(seen.body.result).toMatchObject({ status: 2, returnReason: '请补充审核记录' });

    const again = await call(auditorUser, 'PUT', '/auditorZone/code/edit', {
      id,
      version: 2,
      scheme: 'QMS',
      code: '33.02.01',
      source: '3',
      evidence: '已补充6份审核记录',
    });
    expect(again.status).toBe(200);
    const approved = await call(hr, 'PUT', '/rlzy/code/decide', {
      id,
      version: 3,
      approve: true,
      reason: '',
    });
    expect(approved.status).toBe(200);
    const twice = await call(hr, 'PUT', '/rlzy/code/decide', { id, version: 4, approve: true, reason: '' });
    expect(twice.status).toBe(409);

    const analysis = await call(hr, 'GET', `/rlzy/analyse/detail?auditorId=${own}&scheme=QMS`);
    expect(analysis.status).toBe(200);
    const codes = analysis.body.result.rows.map((r: { code: string }) => r.code);
    expect(codes).toContain('33.02.01');
    expect(codes.length).toBeGreaterThanOrEqual(2);
  });

  it("does not let an auditor read or withdraw another auditor's application", async () => {
    const [other] = await t.database.systemTx((tx) =>
      tx
        .select({ id: auditorCodeCompetences.id, version: auditorCodeCompetences.version })
        .from(auditorCodeCompetences)
        .innerJoin(auditors, eq(auditors.id, auditorCodeCompetences.auditorId))
        .where(and(eq(auditorCodeCompetences.tenantId, 1), eq(auditors.name, '资格测试'))),
    );
    expect((await call(auditorUser, 'GET', `/auditorZone/code/queryById?id=${other!.id}`)).status).toBe(404);
    expect(
      (
        await call(
          auditorUser,
          'DELETE',
          `/auditorZone/code/delete?id=${other!.id}&version=${other!.version}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('leave, witness and the candidate search', () => {
  it('excludes the auditor on leave next week with the reason, and names codes nobody covers', async () => {
    const [leave] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(auditorLeaves)
        .where(and(eq(auditorLeaves.tenantId, 1), eq(auditorLeaves.status, 1))),
    );
    const res = await call(hr, 'POST', '/rlzy/competence/candidates', {
      schemes: ['QMS'],
      codes: [
        { scheme: 'QMS', code: '19.05.01' },
        { scheme: 'QMS', code: '01.03.00' },
      ],
      halfDays: [
        { date: leave!.fromDate, half: 1 },
        { date: leave!.fromDate, half: 2 },
      ],
    });
    expect(res.status).toBe(200);
    const onLeave = res.body.result.candidates.find(
      (c: { auditorId: string }) => c.auditorId === leave!.auditorId,
    );
    expect(onLeave.eligible).toBe(false);
    expect(onLeave.reasons).toContain(`${leave!.fromDate}上午请假`);
    expect(res.body.result.candidates[0].eligible).toBe(true);
    expect(res.body.result.uncoveredCodes).toEqual(['01.03.00']);
    expect(res.body.result.rule).toBe('minor');
  });

  it('refuses a leave that ends before it starts, and a witness of oneself', async () => {
    const [a] = (await call(hr, 'GET', '/rlzy/auditor/list')).body.result.records;
    const leave = await call(hr, 'POST', '/rlzy/leave/add', {
      auditorId: a.id,
      from: { date: '2026-12-02', half: 2 },
      to: { date: '2026-12-02', half: 1 },
    });
    expect(leave.body.message).toBe('请假结束时间不能早于开始时间');
    const witness = await call(hr, 'POST', '/rlzy/witness/add', {
      auditorId: a.id,
      witnessAuditorId: a.id,
      scheme: 'QMS',
      project: '某项目',
      witnessDate: today,
      result: 1,
    });
    expect(witness.status).toBe(400);
    expect(witness.body.message).toBe('见证人不能是被见证人本人');
  });

  it('filters contracts, leave and witness by the auditor name, counting full pages too', async () => {
    const [leave] = await t.database.systemTx((tx) =>
      tx.select().from(auditorLeaves).where(eq(auditorLeaves.tenantId, 1)).limit(1),
    );
    const { name } = (await call(hr, 'GET', `/rlzy/auditor/queryById?id=${leave!.auditorId}`)).body.result;
    for (const list of ['/rlzy/leave/list', '/rlzy/contract/list', '/rlzy/witness/list']) {
      // A full first page and a second page both count the matches (the count once failed: 500).
      for (const page of ['pageNo=1&pageSize=1', 'pageNo=2&pageSize=1']) {
        const res = await call(hr, 'GET', `${list}?${page}&auditorName=${encodeURIComponent(name)}`);
        expect(res.status, `${list}?${page}`).toBe(200);
        for (const row of res.body.result.records) expect(row.auditorName).toContain(name);
      }
    }
    const leaves = await call(
      hr,
      'GET',
      `/rlzy/leave/list?pageSize=1&auditorName=${encodeURIComponent(name)}`,
    );
    expect(leaves.body.result.total).toBeGreaterThanOrEqual(1);
    const none = await call(hr, 'GET', '/rlzy/leave/list?pageSize=1&auditorName=无此姓名');
    expect(none.body.result).toMatchObject({ total: 0, records: [] });
  });
});

describe('export', () => {
  it('writes the auditors with labels', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/rlzy/auditor/exportXls',
      headers: { 'x-access-token': hr },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('姓名');
    expect(sheet.rowCount).toBeGreaterThan(40);
  });
});

describe('Excel import (all rows or none, naming the row and column)', () => {
  async function workbook(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    sheet.addRow(headers);
    for (const r of rows) sheet.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const upload = (url: string, content: Buffer) => {
    const boundary = '----cbauditors';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.call(hr, {
      method: 'POST',
      url: `/api${url}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const HEADERS = ['姓名', '性别', '身份证号', '手机号码', '人员类型', '专兼职', '银行账号'];

  it('loads a roster, then its registrations and codes by ID-card number', async () => {
    const a = idCard(801);
    const b = idCard(802);
    const roster = await workbook(HEADERS, [
      ['导入甲', '男', a, '13911112222', '审核员/技术专家', '专职', '6222 0200 1111 2222'],
      ['导入乙', '2', b, '13911113333', '1', '兼职', ''],
    ]);
    const res = await upload('/rlzy/auditor/importExcel', roster);
    expect(res.status).toBe(200);
    expect(res.body.result.imported).toBe(2);

    const quals = await workbook(
      ['身份证号', '体系', '资格等级', '注册证书号', '有效期起', '有效期止', '组长资格', '可见证'],
      [[a, '质量管理体系', '审核员', 'QMS-IMP-1', '2025-01-01', '2028-01-01', '组长', '否']],
    );
    expect((await upload('/rlzy/qualification/importExcel', quals)).body.result.imported).toBe(1);
    const codes = await workbook(
      ['身份证号', '体系', '专业代码', '能力来源', '通过日期'],
      [
        [a, 'QMS', '19.05.01', '工作经历', '2025-06-01'],
        [b, 'QMS', '18.05.01', '8', ''],
      ],
    );
    expect((await upload('/rlzy/code/importExcel', codes)).body.result.imported).toBe(2);
    const list = await call(hr, 'GET', '/rlzy/auditor/list?name=导入甲');
    expect(list.body.result.records[0].registrations).toBe('QMS:02');
  });

  it('refuses the whole file when one row is wrong, naming the row and the column', async () => {
    const before = await countAuditors();
    const roster = await workbook(HEADERS, [
      ['导入丙', '男', idCard(803), '13911114444', '1', '专职', ''],
      ['导入丁', '男', '110105198001010010', '13911115555', '1', '专职', ''],
      ['导入戊', '未知', idCard(805), '13911116666', '1', '专职', ''],
    ]);
    const res = await upload('/rlzy/auditor/importExcel', roster);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('第3行：身份证号格式错误；第4行：性别：请选择性别');
    expect(await countAuditors()).toBe(before);

    const unknown = await workbook(
      ['身份证号', '体系', '专业代码', '能力来源'],
      [[idCard(899), 'QMS', '19.05.01', '1']],
    );
    const res2 = await upload('/rlzy/code/importExcel', unknown);
    expect(res2.body.message).toBe(`第2行：身份证号：${idCard(899)}的人员不存在，请先导入审核员`);
  });
});

describe('registration expiry reminders (scheduled job)', () => {
  const messagesTo = (userId: string) =>
    t.database.systemTx((tx) =>
      tx
        .select({ title: notices.title, msgType: notices.msgType })
        .from(notices)
        .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
        .where(and(eq(noticeRecipients.userId, userId), eq(notices.msgCategory, '1'))),
    );

  it('reminds HR once per threshold of a registration ending within 30 days, and is idempotent', async () => {
    const [admin] = await t.database.systemTx((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'admin'))),
    );
    const before = (await messagesTo(admin!.id)).filter((m) => m.title.startsWith('注册资格将于')).length;
    const first = await t.app.services.jobs.runNow('auditors.registrationExpiry', null);
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(first!.items).toBeGreaterThanOrEqual(1);
    const reminders = (await messagesTo(admin!.id)).filter((m) => m.title.startsWith('注册资格将于'));
    expect(reminders.length).toBe(before + first!.items);
    expect(reminders.some((m) => m.msgType === '3')).toBe(true);

    const again = await t.app.services.jobs.runNow('auditors.registrationExpiry', null);
    expect(again).toMatchObject({ status: 'succeeded', items: 0 });
    expect((await messagesTo(admin!.id)).filter((m) => m.title.startsWith('注册资格将于')).length).toBe(
      reminders.length,
    );
  });
});

describe('archive files', () => {
  it('HR files a registration certificate on the auditor; others cannot read it', async () => {
    const [a] = (await call(hr, 'GET', '/rlzy/auditor/list')).body.result.records;
    const boundary = '----cbfiles';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nqualification_certificate\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="证书.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.call(hr, {
      method: 'POST',
      url: `/api/rlzy/auditor/files/${a.id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.status).toBe(200);
    const list = await call(hr, 'GET', `/rlzy/auditor/files/${a.id}`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.result)).toContain('证书.pdf');
    expect((await call(enterpriseUser, 'GET', `/rlzy/auditor/files/${a.id}`)).status).toBe(403);
  });
});
