/**
 * Journey: auditors' pay (劳务与薪酬, issue 33). The demo surveillance audit on which the demo
 * auditor is a member is finished on site (meetings and finish by API, as the office does it): the
 * plan is complete, so the team's labour fees are computed in that transaction → finance sees the
 * leader's month on 劳务费结算, approves and pays it (date and reference) in the browser → the demo
 * auditor sees their fee with its factors in 我的费用 and confirms it; finance's APIs refuse them →
 * finance imports a salary month from Excel on 工资条 and sends it → the auditor confirms the slip
 * in 我的工资条.
 */
import { calendarDateOf } from '@cb/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { call } from './support/lifecycle.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let finance: Page;
let auditor: Page;
const problems: string[] = [];
let planNo = '';
let leaderName = '';
let month = '';

type Fee = {
  id: string;
  auditorId: string;
  auditorName: string;
  role: string;
  amount: string;
  workMonth: string;
  planNo: string;
  factors: string[];
};

const rows = (page: Page) => page.locator('.cb-list-page .ant-table-tbody tr.ant-table-row');
async function search(page: Page, label: string, text: string) {
  await page.locator('.cb-list-search').getByLabel(label).fill(text);
  await page
    .getByRole('button', { name: '查 询' })
    .or(page.getByRole('button', { name: '查询' }))
    .first()
    .click();
}
const okDialog = (page: Page) => page.locator('.ant-modal-confirm .ant-btn-primary').first().click();
const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);

beforeAll(async () => {
  // The demo audit the demo auditor is on as a member, on site and not finished yet.
  const list = await call<{ records: { id: string; planNo: string }[] }>(
    'auditor',
    'GET',
    '/shxm/project/list?statusKey=awaitingAudit&pageNo=1&pageSize=50',
  );
  let project: { id: string; version: number; planNo: string; endDate: string | null } | null = null;
  for (const r of list.records) {
    const d = await call('auditor', 'GET', `/shxm/project/queryById?id=${r.id}`);
    if (d.myPart === 'member' && d.checkIns.length > 0) project = d;
  }
  expect(project, 'the demo audit with the demo auditor as a member').not.toBeNull();
  planNo = project!.planNo;
  const today = calendarDateOf(new Date());
  const last = project!.endDate && project!.endDate < today ? project!.endDate : today;
  for (const kind of [1, 2])
    await call('staff', 'POST', '/shxm/project/meeting', {
      projectId: project!.id,
      kind,
      heldOn: last,
      attendees: [{ name: '陈总', position: '总经理' }],
    });
  const d = await call('staff', 'GET', `/shxm/project/queryById?id=${project!.id}`);
  await call('staff', 'POST', '/shxm/project/finish', {
    projectId: project!.id,
    version: d.version,
    lastOnsiteDay: last,
  });
  browser = await launchBrowser();
  finance = await signedInPage(browser, 'finance');
  await finance.setViewportSize({ width: 1366, height: 900 });
  finance.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
}, 60_000);
afterAll(() => browser?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(finance, `auditor-pay-failed-${ctx.task.name.slice(0, 20)}`);
});

describe('auditors’ pay', () => {
  it('the finished audit’s team has its fees, computed with every factor', async () => {
    const fees = await call<{ records: Fee[] }>(
      'finance',
      'GET',
      `/labour/fee/list?planNo=${planNo}&pageSize=50`,
    );
    expect(fees.records.length).toBeGreaterThanOrEqual(2);
    const leader = fees.records.find((f) => f.role === 'leader')!;
    expect(leader.factors.join('；')).toContain('组长日费率');
    leaderName = leader.auditorName;
    month = leader.workMonth;
  });

  it('finance approves and pays the leader’s month on 劳务费结算', async () => {
    await finance.goto(`${baseUrl()}/cwgl/labourFee`);
    await search(finance, '审核员', leaderName);
    const row = rows(finance).filter({ hasText: month }).first();
    await row.waitFor();
    await screenshot(finance, 'auditor-pay-settlement');
    await row.getByRole('button', { name: /审\s*核/ }).click();
    await okDialog(finance);
    await expect.poll(() => row.getByText('发放', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await row.getByText('明细', { exact: true }).click();
    await finance.locator('.ant-modal:visible [data-testid="fee-factors"]').first().waitFor();
    await screenshot(finance, 'auditor-pay-settlement-detail');
    await finance.locator('.ant-modal:visible .ant-modal-close').click();
    await row.getByText('发放', { exact: true }).click();
    await finance.getByTestId('pay-ref').fill('FK-E2E-001');
    await screenshot(finance, 'auditor-pay-pay-dialog');
    await finance.locator('.ant-modal:visible .ant-btn-primary').click();
    await expect.poll(() => row.getByText('发放', { exact: true }).count(), { timeout: 10_000 }).toBe(0);
    const groups = await call<{ records: { paidRef: string; rows: number; paid: number }[] }>(
      'finance',
      'GET',
      `/cwgl/labourFee/list?auditorName=${encodeURIComponent(leaderName)}&month=${month}`,
    );
    expect(groups.records[0]).toMatchObject({ paidRef: 'FK-E2E-001' });
    expect(groups.records[0]!.paid).toBe(groups.records[0]!.rows);
    await screenshot(finance, 'auditor-pay-settlement-paid');
  });

  it('the demo auditor sees their fee with every factor in 我的费用 and confirms it', async () => {
    auditor = await signedInPage(browser, 'auditor');
    await auditor.setViewportSize({ width: 1366, height: 900 });
    await auditor.goto(`${baseUrl()}/auditorZone/fee`);
    await search(auditor, '计划编号', planNo);
    // The search has answered once only the plan's row is left.
    await expect.poll(() => rows(auditor).count(), { timeout: 10_000 }).toBe(1);
    const row = rows(auditor)
      .filter({ hasText: planNo.slice(0, 6) })
      .first();
    await row.waitFor();
    expect(await row.getByTestId('fee-factors').innerText()).toContain('日费率');
    await screenshot(auditor, 'auditor-pay-my-fees');
    await row.getByRole('button', { name: /确\s*认/ }).click();
    await okDialog(auditor);
    await expect.poll(async () => (await row.innerText()).includes('已确认'), { timeout: 10_000 }).toBe(true);
    // Only their own rows, and finance's lists refuse them.
    const own = await call<{ records: Fee[] }>('auditor', 'GET', '/auditorZone/fee/list?pageSize=100');
    expect(new Set(own.records.map((f) => f.auditorId)).size).toBe(1);
    const refused = await fetch(`${baseUrl()}/api/cwgl/labourFee/list`, {
      headers: { 'x-access-token': await tokenOf(auditor) },
    });
    expect(refused.status).toBe(403);
  });

  it('finance imports a salary month and sends it; the leader sees the slip', async () => {
    const salaryMonth = '2020-03';
    const me = (
      await call<{ records: { auditorName: string }[] }>('auditor', 'GET', '/auditorZone/fee/list?pageSize=1')
    ).records[0]!;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('工资条');
    sheet.addRow(['月份', '姓名', '基本工资', '补贴', '其他', '个税', '备注']);
    sheet.addRow([salaryMonth, me.auditorName, '6000', '200', '0', '145.5', '旅程导入']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await finance.goto(`${baseUrl()}/cwgl/salary`);
    await finance.locator('.cb-list-page').waitFor();
    await finance.locator('input[type=file]').setInputFiles({
      name: '工资条.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await finance.getByText('成功导入 1 条').first().waitFor();
    await finance
      .getByRole('button', { name: '发 送' })
      .or(finance.getByRole('button', { name: '发送' }))
      .first()
      .click();
    await finance.getByTestId('salary-month').fill(salaryMonth);
    await finance.locator('.ant-modal:visible .ant-btn-primary').click();
    await finance
      .getByText(/已发送 \d+ 条/)
      .first()
      .waitFor();
    await search(finance, '月份', salaryMonth);
    await rows(finance).filter({ hasText: me.auditorName }).first().waitFor();
    await screenshot(finance, 'auditor-pay-salary');

    await auditor.goto(`${baseUrl()}/auditorZone/salary`);
    const slip = rows(auditor).filter({ hasText: salaryMonth }).first();
    await slip.waitFor();
    expect(await slip.innerText()).toContain('6054.50');
    await slip.getByText('确认', { exact: true }).click();
    await auditor
      .locator('.ant-modal-confirm .ant-btn-primary, .ant-popconfirm .ant-btn-primary')
      .first()
      .click();
    await expect
      .poll(async () => (await slip.innerText()).includes('已确认'), { timeout: 10_000 })
      .toBe(true);
    await screenshot(auditor, 'auditor-pay-my-salary');
    expect(problems).toEqual([]);
  });
  it('the office sees 劳务费登记 with every factor, the tariff and the calculator of 新增劳务费', async () => {
    const admin = await signedInPage(browser, 'admin');
    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.goto(`${baseUrl()}/labour/fee`);
    await search(admin, '计划编号', planNo);
    await rows(admin).first().waitFor();
    expect(await rows(admin).count()).toBeGreaterThanOrEqual(2);
    await screenshot(admin, 'auditor-pay-fee-list');
    await admin.getByRole('button', { name: '劳务费标准' }).click();
    await admin.locator('.ant-modal:visible').getByText('组长日费率').waitFor();
    await screenshot(admin, 'auditor-pay-tariff');
    await admin.locator('.ant-modal:visible .ant-modal-close').click();
    await admin.goto(`${baseUrl()}/labourFee/add`);
    await admin.getByTestId('fee-calculate').click();
    await admin.getByText(/按现行标准计算：劳务费 220\.00 元/).waitFor();
    await screenshot(admin, 'auditor-pay-fee-add');
  });
});
