/**
 * 应急响应 on the test clock (issue 38 item 4), without database edits: a new enterprise is
 * certified (by API, as certificate-life-maintained does) → an emergency event names it and is
 * published → staff postpone its first surveillance by 3 months in the browser (延期/延长) →
 * 期限待办 shows the new deadline → the overdue-surveillance job run the day after the old deadline
 * leaves the certificate 有效 → run the day after the new deadline it suspends it (暂停). The clock
 * goes back afterwards.
 */
import { addDays, addMonths, calendarDateOf } from '@cb/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import {
  applyToProgramme,
  archive,
  auditRow,
  call,
  decidePassed,
  finish,
  issue,
  meetings,
  morningOf,
  newAuditor,
  newEnterpriseIdentity,
  ONSITE_FILES,
  publicStatus,
  runJob,
  setClock,
  stageOne,
  technicalReview,
} from './support/lifecycle.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let visitor: Page;
const today = calendarDateOf(new Date());
const { serial, name: enterpriseName, creditCode } = newEnterpriseIdentity('应急延期测试');
const TITLE = `洪水影响生产 ${serial}`;

let certificate = { id: '', certNo: '' };
let eventId = '';
let enterpriseId = '';
let oldDeadline = '';
let newDeadline = '';

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  await setClock(null);
});
afterAll(async () => {
  await setClock(null).catch(() => undefined);
  await browser?.close();
});

async function overdueJobOn(day: string, shot: string) {
  expect((await setClock(morningOf(day))).now.slice(0, 10)).toBe(day);
  const admin = await signedInPage(browser, 'admin');
  await admin.setViewportSize({ width: 1366, height: 900 });
  await runJob(admin, '监督审核逾期暂停证书', shot);
  await admin.close();
}

describe('an emergency postpones a surveillance; the lifecycle job respects it', () => {
  it('certified by API; public page 有效', async () => {
    const team = {
      leader: await newAuditor(`应急组长${serial % 1000}`, today, 6),
      member: await newAuditor(`应急组员${serial % 1000}`, today, 6),
    };
    const reviewer = { name: `应急审定${serial % 1000}`, username: `yj${serial}` };
    await newAuditor(reviewer.name, today, 6, reviewer.username);
    const { programmeId } = await applyToProgramme(enterpriseName, creditCode, today);
    const stage1 = await stageOne(programmeId, today);
    const a = await auditRow(programmeId, (r) => r.stage === 2, stage1.days.at(-1)!, '生产车间', team);
    const day = a.plan.days.at(-1)!;
    await meetings(a.projectId, a.plan);
    await finish(a.projectId, a.plan);
    await archive(a.projectId, ONSITE_FILES);
    await technicalReview(a.projectId, reviewer);
    await decidePassed(a.projectId, day, '二阶段审核推荐注册，技术审定通过，同意初次认证');
    const issued = await issue(enterpriseName, day);
    certificate = { id: issued.id, certNo: issued.certNo };
    expect(await publicStatus(visitor, certificate.id)).toContain('有效');
  }, 240_000);

  it('staff postpone its first surveillance by 3 months from the event; 期限待办 shows the new deadline', async () => {
    expect(certificate.id, 'the certificate of the step before').not.toBe('');
    const [option] = await call<{ id: string }[]>(
      'staff',
      'GET',
      `/yjxy/event/enterpriseOptions?keyword=${encodeURIComponent(enterpriseName)}`,
    );
    enterpriseId = option!.id;
    const added = await call<{ id: string; version: number }>('staff', 'POST', '/yjxy/event/add', {
      title: TITLE,
      eventType: 'disaster',
      regions: [],
      occurredAt: today,
      postponementMonths: 6,
      extensionMonths: 0,
      scope: 'list',
      enterpriseIds: [enterpriseId],
    });
    eventId = added.id;
    await call('staff', 'POST', '/yjxy/event/publish', { id: eventId, version: added.version });
    const due = await call<{ audits: { auditType: number; deadline: string }[] }>(
      'staff',
      'GET',
      `/yjxy/event/due?id=${eventId}&enterpriseId=${enterpriseId}`,
    );
    const first = due.audits.find((a) => a.auditType === 2);
    expect(first, 'its first surveillance is due').toBeDefined();
    oldDeadline = first!.deadline;
    newDeadline = addMonths(oldDeadline, 3);

    const staff = await signedInPage(browser, 'staff');
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`${baseUrl()}/yjxy/emerNotice/${eventId}`);
    const row = staff.locator('.ant-table-row', { hasText: enterpriseName });
    await row.getByRole('button', { name: /延期\/延长/ }).click();
    const modal = staff.locator('.ant-modal', { hasText: '延期/延长有效期' });
    const audit = modal.locator('.ant-table-row', { hasText: oldDeadline });
    await audit.waitFor();
    await audit.getByLabel('月数').fill('3');
    await audit.getByRole('button', { name: /^延\s*期$/ }).click();
    await staff.getByText(`已延期至${newDeadline}`).waitFor();
    await screenshot(staff, 'emergency-clock-postponed');
    await staff.close();

    const list = await call<{ items: { kind: string; deadline: string; subject: string }[] }>(
      'staff',
      'GET',
      '/sys/lifecycle/due',
    );
    const item = list.items.find((i) => i.kind === 'postponedAudit' && i.subject.includes(enterpriseName));
    expect(item).toMatchObject({ deadline: newDeadline });
  }, 60_000);

  it('the overdue job leaves it after the old deadline and suspends it after the new one', async () => {
    expect(newDeadline, 'the postponement of the step before').not.toBe('');
    await overdueJobOn(addDays(oldDeadline, 1), 'emergency-clock-job-old-deadline');
    expect(await publicStatus(visitor, certificate.id)).toContain('有效');
    await overdueJobOn(newDeadline, 'emergency-clock-job-new-deadline-day');
    expect(await publicStatus(visitor, certificate.id)).toContain('有效');
    await overdueJobOn(addDays(newDeadline, 1), 'emergency-clock-job-after-new-deadline');
    expect(await publicStatus(visitor, certificate.id)).toContain('暂停');
  }, 120_000);
});
