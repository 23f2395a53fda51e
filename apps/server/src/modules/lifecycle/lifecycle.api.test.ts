import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { certificateEvents, certificates } from '../certificates/schema.ts';
import { noticeRecipients, notices } from '../notices/schema.ts';
import { lifecycleReminders, workingCalendarDays } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditor: string;
/** The server's clock (China time is UTC+8: 01:00Z is 09:00 in Beijing). */
let clock = new Date('2026-10-12T01:00:00Z');

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestContext({ now: () => clock.getTime() });
  admin = await t.login('admin');
  staff = await t.login('staff');
  auditor = await t.login('auditor');
});
afterAll(() => t.close());

describe('工作日历 (/sys/calendar)', () => {
  it('every tenant starts with the 2025 and 2026 State Council arrangements', async () => {
    const res = await call(staff, 'GET', '/sys/calendar/list?year=2026');
    expect(res.status).toBe(200);
    const { days, workingDays, years } = res.body.result;
    expect(years).toEqual(expect.arrayContaining([2025, 2026]));
    expect(days).toHaveLength(39);
    expect(days[0]).toMatchObject({ date: '2026-01-01', kind: 1, name: '元旦', weekday: 4 });
    expect(days.find((d: { date: string }) => d.date === '2026-10-10')).toMatchObject({
      kind: 2,
      weekday: 6,
    });
    // 261 weekdays − 19 holidays on weekdays + 6 adjusted working days.
    expect(workingDays).toBe(248);
  });

  it('adds, edits and deletes a day; a repeated date and a stale version are 409; staff may not', async () => {
    const day = { date: '2027-01-01', kind: 1, name: '元旦' };
    expect((await call(staff, 'POST', '/sys/calendar/add', day)).status).toBe(403);
    const added = await call(admin, 'POST', '/sys/calendar/add', day);
    expect(added.status).toBe(200);
    const again = await call(admin, 'POST', '/sys/calendar/add', day);
    expect(again).toMatchObject({ status: 409, body: { message: '该日期已在工作日历中' } });
    const bad = await call(admin, 'POST', '/sys/calendar/add', { date: '2027-02-30', kind: 3, name: '' });
    expect(bad).toMatchObject({ status: 400, body: { message: '日期不是有效的日期' } });

    const { id, version } = added.body.result;
    const edit = { id, version, date: '2027-01-01', kind: 1, name: '元旦节' };
    expect((await call(admin, 'PUT', '/sys/calendar/edit', edit)).status).toBe(200);
    expect((await call(admin, 'PUT', '/sys/calendar/edit', edit)).status).toBe(409);
    expect((await call(admin, 'DELETE', `/sys/calendar/delete?id=${id}&version=${version}`)).status).toBe(
      409,
    );
    expect((await call(admin, 'DELETE', `/sys/calendar/delete?id=${id}&version=${version + 1}`)).status).toBe(
      200,
    );
    expect((await call(admin, 'GET', '/sys/calendar/list?year=2027')).body.result.days).toEqual([]);
  });

  it('exports a year to Excel and imports days back (new ones added, changed ones updated, all or none)', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/sys/calendar/exportXls?year=2025',
      headers: { 'x-access-token': admin },
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '日期', '星期', '类型', '名称']);
    expect(sheet.getRow(2).values).toEqual([undefined, '2025-01-01', '星期三', '放假', '元旦']);
    expect(sheet.rowCount).toBe(34);

    const upload = async (rows: string[][]) => {
      const b = new ExcelJS.Workbook();
      const s = b.addWorksheet('导入');
      s.addRow(['日期', '类型', '名称']);
      for (const r of rows) s.addRow(r);
      const content = Buffer.from(await b.xlsx.writeBuffer());
      const boundary = '----cbcalendar';
      return t.call(admin, {
        method: 'POST',
        url: '/api/sys/calendar/importExcel',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="calendar.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
          ),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const refused = await upload([
      ['2027-01-01', '放假', '元旦'],
      ['2027-01-02', '上班', '元旦'],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('第3行：类型只能是放假或调休上班');
    expect((await call(admin, 'GET', '/sys/calendar/list?year=2027')).body.result.days).toEqual([]);

    const ok = await upload([
      ['2027-01-01', '放假', '元旦'],
      ['2025-01-01', '放假', '元旦（新年）'],
      ['2025-01-26', '调休上班', '春节调休上班'],
    ]);
    expect(ok.body).toMatchObject({ result: { added: 1, updated: 1 }, message: '新增1天，更新1天' });
  });
});

describe('认证周期规则 (/sys/lifecycle/rules)', () => {
  it('lists the rule sets and the demo body’s choice; saves a new one (409 when stale, 400 in Chinese)', async () => {
    const res = await call(staff, 'GET', '/sys/lifecycle/rules');
    expect(res.status).toBe(200);
    const page = res.body.result;
    expect(page.ruleSets.map((r: { id: string }) => r.id)).toEqual([
      'ISO17021:2011',
      'ISO17021-1:2015',
      'CNCA-QMS-01:2025',
    ]);
    expect(page.inForceToday).toBe('CNCA-QMS-01:2025');
    expect(page.setting).toMatchObject({
      ruleSet: 'CNCA-QMS-01:2025',
      schemeRuleSets: [{ scheme: 'F', ruleSet: 'ISO17021-1:2015' }],
      version: 1,
    });
    const next = { ...page.setting, schemeRuleSets: [{ scheme: 'E', ruleSet: 'ISO17021:2011' }] };
    expect((await call(staff, 'PUT', '/sys/lifecycle/rules', next)).status).toBe(403);
    const saved = await call(admin, 'PUT', '/sys/lifecycle/rules', next);
    expect(saved.body.result).toMatchObject({ schemeRuleSets: [{ scheme: 'E' }], version: 2 });
    expect((await call(admin, 'PUT', '/sys/lifecycle/rules', next)).status).toBe(409);
    const bad = await call(admin, 'PUT', '/sys/lifecycle/rules', {
      ...next,
      version: 2,
      reminderDaysBefore: 31,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: '提醒天数不能超过30' } });
  });
});

describe('SLA watch (lifecycle.slaWatch)', () => {
  let certId: string;
  const messages = (prefix: string) =>
    t.database.systemTx((tx) =>
      tx
        .select({ title: notices.title, userId: noticeRecipients.userId, msgType: notices.msgType })
        .from(notices)
        .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
        .where(like(notices.title, `${prefix}%`)),
    );

  beforeAll(async () => {
    // A certificate revoked on Tuesday 29 Sep 2026, not yet reported (due in 5 working days).
    certId = uuidv7();
    await t.database.tenantTx({ tenantId: 1, userId: null }, async (tx) => {
      await tx.insert(certificates).values({
        id: certId,
        tenantId: 1,
        certNo: 'TEST-SLA-0001',
        standardCode: 'Q',
        status: 3,
        issueDate: '2025-03-01',
        expiryDate: '2028-02-29',
        enterpriseName: '期限测试有限公司',
      });
      await tx.insert(certificateEvents).values({
        id: uuidv7(),
        tenantId: 1,
        certificateId: certId,
        eventType: 'revoke',
        fromStatus: 1,
        toStatus: 3,
        reasonCode: '0199',
        effectiveDate: '2026-09-29',
      });
    });
  });

  it('the 待办 list shows the revocation report due on the fifth working day after (holiday, adjusted Saturday)', async () => {
    clock = new Date('2026-10-12T01:00:00Z');
    const res = await call(admin, 'GET', '/sys/lifecycle/due');
    expect(res.body.result.asOf).toBe('2026-10-12');
    const item = res.body.result.items.find((i: { subject: string }) =>
      i.subject.startsWith('TEST-SLA-0001'),
    );
    expect(item).toMatchObject({ kind: 'revocationReport', deadline: '2026-10-12', late: false });
    // An auditor holds neither the reporting nor the certificate permissions: nothing is theirs.
    expect((await call(auditor, 'GET', '/sys/lifecycle/due')).body.result.items).toEqual([]);
  });

  it('reminds once before the deadline, escalates once after it; a re-run sends nothing twice', async () => {
    clock = new Date('2026-10-12T01:00:00Z');
    const first = await t.app.services.jobs.runNow('lifecycle.slaWatch', null);
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(first!.items).toBeGreaterThanOrEqual(1);
    const due = await messages('证书撤销待上报：请于2026-10-12前完成');
    expect(due.length).toBeGreaterThanOrEqual(1);
    const again = await t.app.services.jobs.runNow('lifecycle.slaWatch', null);
    expect(again).toMatchObject({ status: 'succeeded', items: 0 });
    expect(await messages('证书撤销待上报：请于2026-10-12前完成')).toHaveLength(due.length);

    clock = new Date('2026-10-13T01:00:00Z');
    const late = await t.app.services.jobs.runNow('lifecycle.slaWatch', null);
    expect(late!.items).toBeGreaterThanOrEqual(1);
    const escalated = await messages('【已逾期】证书撤销待上报：期限2026-10-12');
    expect(escalated.length).toBeGreaterThanOrEqual(due.length);
    expect(escalated.every((m) => m.msgType === '3')).toBe(true);
    expect((await t.app.services.jobs.runNow('lifecycle.slaWatch', null))!.items).toBe(0);
    const rows = await t.database.systemTx((tx) =>
      tx.select().from(lifecycleReminders).where(eq(lifecycleReminders.deadline, '2026-10-12')),
    );
    expect(
      rows
        .filter((r) => r.kind === 'revocationReport')
        .map((r) => r.stage)
        .sort(),
    ).toEqual(['due', 'late']);
  });

  it('the deadline follows the calendar the body keeps: without the adjusted Saturday it is a day later', async () => {
    await t.database.tenantTx({ tenantId: 1, userId: null }, (tx) =>
      tx
        .delete(workingCalendarDays)
        .where(and(eq(workingCalendarDays.tenantId, 1), eq(workingCalendarDays.day, '2026-10-10'))),
    );
    clock = new Date('2026-10-12T01:00:00Z');
    const res = await call(admin, 'GET', '/sys/lifecycle/due');
    const item = res.body.result.items.find((i: { subject: string }) =>
      i.subject.startsWith('TEST-SLA-0001'),
    );
    expect(item).toMatchObject({ deadline: '2026-10-13', late: false });
  });

  it('lists a suspension’s end only from the reminder days before it, with the latest suspension’s date', async () => {
    clock = new Date('2026-10-12T01:00:00Z');
    const id = uuidv7();
    await t.database.tenantTx({ tenantId: 1, userId: null }, async (tx) => {
      await tx.insert(certificates).values({
        id,
        tenantId: 1,
        certNo: 'TEST-SLA-0002',
        standardCode: 'Q',
        status: 2,
        issueDate: '2025-03-01',
        expiryDate: '2028-02-29',
        suspendUntil: '2026-12-31',
        enterpriseName: '暂停期满测试有限公司',
      });
      // Two suspensions: the later one (2026-07-01) sets the six-month cap, 2027-01-01.
      for (const effectiveDate of ['2026-01-05', '2026-07-01'])
        await tx.insert(certificateEvents).values({
          id: uuidv7(),
          tenantId: 1,
          certificateId: id,
          eventType: 'suspend',
          fromStatus: 1,
          toStatus: 2,
          reasonCode: '0112',
          effectiveDate,
          reportedAt: new Date(),
        });
    });
    // Signed in afresh at each clock: a sign-in does not last the months between.
    const endsItem = async () =>
      (
        (await call(await t.login('admin'), 'GET', '/sys/lifecycle/due')).body.result.items as {
          subject: string;
        }[]
      ).find((i) => i.subject.startsWith('TEST-SLA-0002'));
    // Ending 2026-12-31, 80 days ahead: not due yet, not listed.
    expect(await endsItem()).toBeUndefined();
    clock = new Date('2026-12-29T01:00:00Z');
    expect(await endsItem()).toMatchObject({
      kind: 'suspensionEnds',
      deadline: '2026-12-31',
      late: false,
      subject: 'TEST-SLA-0002 暂停期满测试有限公司：暂停至2026-12-31，期满未恢复将撤销',
    });
    clock = new Date('2026-10-12T01:00:00Z');
  });

  it('reminds the reporters of the monthly report by the 10th of the next month', async () => {
    clock = new Date('2026-12-08T01:00:00Z');
    await t.app.services.jobs.runNow('lifecycle.slaWatch', null);
    expect((await messages('2026年11月认证信息上报：请于2026-12-10前完成')).length).toBeGreaterThanOrEqual(1);
  });
});
