/**
 * Journey: money in (财务, issue 32). A new client's contract is approved (by API, as staff and
 * the administrator do it) → its receivables appear on 应收款 → finance registers a payment in
 * the browser and allocates it to the first receivable → an invoice is requested for it (开票申请)
 * and issued (开票) in the browser, a second one for half of another receivable is requested and
 * issued, then voided with its reason (作废) → the receivables' payment and invoice statuses and
 * arrears are right → the 已开票 export opens (read back with exceljs): the list's columns and rows.
 */
import fs from 'node:fs';
import { calendarDateOf } from '@cb/domain';
import { fenToAmount, toFen } from '@cb/domain/finance';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { applyToProgramme, call, newEnterpriseIdentity } from './support/lifecycle.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let page: Page;
const problems: string[] = [];
const ident = newEnterpriseIdentity('财务旅程测试');
const today = calendarDateOf(new Date());
const invoiceNo = String(Date.now()).slice(-12).padStart(12, '8');

type Receivable = {
  id: string;
  enterpriseId: string;
  amount: string;
  received: string;
  arrears: string;
  status: number;
  invoiceStatus: number;
};
let receivables: Receivable[] = [];
let first: Receivable;
let second: Receivable;

const rows = () => page.locator('.cb-list-page .ant-table-tbody tr.ant-table-row');
const search = async (label: string, text: string) => {
  await page.locator('.cb-list-search').getByLabel(label).fill(text);
  await page
    .getByRole('button', { name: '查 询' })
    .or(page.getByRole('button', { name: '查询' }))
    .first()
    .click();
};
/** Picks the option naming the enterprise in the (searching) select of the form field `id`. */
async function pickEnterprise(id: string) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(ident.name.slice(0, 12));
  const option = page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: ident.name });
  await option.first().waitFor({ timeout: 15_000 });
  await option.first().click();
}
const ofEnterprise = async () =>
  (
    await call<{ records: Receivable[] }>(
      'finance',
      'GET',
      `/cwgl/receivable/list?enterpriseName=${encodeURIComponent(ident.name)}&pageSize=50&column=dueDate&order=asc`,
    )
  ).records;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, 'finance');
  await page.setViewportSize({ width: 1366, height: 900 });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await applyToProgramme(ident.name, ident.creditCode, today);
}, 90_000);
afterAll(() => browser?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `finance-failed-${ctx.task.name.slice(0, 20)}`);
});

describe('money in', () => {
  it('shows the approved contract’s receivables on 应收款', async () => {
    receivables = await ofEnterprise();
    expect(receivables.length).toBeGreaterThanOrEqual(2);
    expect(receivables.every((r) => r.status === 0 && r.invoiceStatus === 1)).toBe(true);
    [first, second] = receivables as [Receivable, Receivable];
    await page.goto(`${baseUrl()}/cwgl/receivable`);
    await rows().first().waitFor();
    await search('客户名称', ident.name);
    await expect.poll(() => rows().count()).toBe(receivables.length);
    await expect(rows().first().textContent()).resolves.toContain('未收款');
    await screenshot(page, 'finance-receivables');
  });

  it('registers a payment and allocates it to the first receivable', async () => {
    await page.goto(`${baseUrl()}/cwgl/payment/add`);
    await pickEnterprise('enterpriseId');
    await page.getByTestId('payment-amount').fill(first.amount);
    const date = page.locator('.cb-form-page #receivedDate');
    await date.click();
    await date.fill(today);
    await date.press('Enter');
    await page.locator('.cb-form-page #bankReference').fill('6222020200019876543');
    await page.getByTestId(`allocate-${first.id}`).fill(first.amount);
    await screenshot(page, 'finance-payment-add');
    await page.getByTestId('form-save').click();
    await page.waitForURL('**/cwgl/payment/edit/**');
    await expect
      .poll(async () => (await ofEnterprise()).find((r) => r.id === first.id)?.status, { timeout: 10_000 })
      .toBe(2);
  });

  it('requests an invoice for it in the browser, and issues it', async () => {
    await page.goto(`${baseUrl()}/cwgl/invoice/apply`);
    await pickEnterprise('enterpriseId');
    await page.getByTestId(`invoice-line-${first.id}`).fill(first.amount);
    await screenshot(page, 'finance-invoice-apply');
    await page.getByTestId('form-save').click();
    await page.waitForURL('**/cwgl/invoice/await');
    await search('开票企业', ident.name);
    await expect.poll(() => rows().count()).toBe(1);
    await screenshot(page, 'finance-invoice-await');
    await rows()
      .first()
      .getByRole('button', { name: /开\s?票/ })
      .click();
    await page.waitForURL('**/cwgl/invoice/add?id=*');
    await page.getByTestId('invoice-no').fill(invoiceNo);
    await expect(page.getByTestId('invoice-rate').inputValue()).resolves.toBe('6.00');
    await page.getByText(/税额 \d+\.\d{2} 元/).waitFor();
    await screenshot(page, 'finance-invoice-issue');
    await page.getByTestId('form-save').click();
    await page.waitForURL('**/cwgl/invoice/done');
    await expect
      .poll(async () => (await ofEnterprise()).find((r) => r.id === first.id)?.invoiceStatus)
      .toBe(3);
  });

  it('voids a second invoice with its reason; the statuses and arrears are right', async () => {
    const half = fenToAmount(Math.floor(toFen(second.amount) / 2));
    const req = await call('finance', 'POST', '/cwgl/invoice/apply', {
      enterpriseId: second.enterpriseId,
      type: 0,
      lines: [{ receivableId: second.id, amount: half }],
    });
    await call('finance', 'PUT', '/cwgl/invoice/issue', {
      id: req.id,
      version: req.version,
      type: 0,
      invoiceNo: `${invoiceNo}9`,
      invoiceDate: today,
      taxRate: '6',
    });
    expect((await ofEnterprise()).find((r) => r.id === second.id)?.invoiceStatus).toBe(2);
    await page.goto(`${baseUrl()}/cwgl/invoice/done`);
    await rows().first().waitFor();
    await search('发票号码', `${invoiceNo}9`);
    await expect.poll(() => rows().count()).toBe(1);
    await rows()
      .first()
      .getByRole('button', { name: /作\s?废/ })
      .click();
    await page.getByTestId('reason-input').fill('发票金额有误，作废重开');
    await screenshot(page, 'finance-invoice-void');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /确\s?定|OK/ })
      .click();
    await expect.poll(() => rows().first().textContent()).toContain('已作废');

    const after = await ofEnterprise();
    const a = after.find((r) => r.id === first.id)!;
    const b = after.find((r) => r.id === second.id)!;
    expect(a).toMatchObject({ status: 2, invoiceStatus: 3, arrears: '0.00', received: first.amount });
    expect(b).toMatchObject({ status: 0, invoiceStatus: 1, arrears: second.amount });
    await page.goto(`${baseUrl()}/cwgl/receivable`);
    await rows().first().waitFor();
    await search('客户名称', ident.name);
    await expect.poll(() => rows().count()).toBe(receivables.length);
    const texts = await rows().allTextContents();
    expect(texts.some((t) => t.includes('已收清') && t.includes('已开票'))).toBe(true);
    await screenshot(page, 'finance-receivables-after');
  });

  it('exports 已开票 with the list’s columns; the file opens', async () => {
    await page.goto(`${baseUrl()}/cwgl/invoice/done`);
    await rows().first().waitFor();
    await search('开票企业', ident.name);
    await expect.poll(() => rows().count()).toBe(2);
    await screenshot(page, 'finance-invoice-done');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s?出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('已开票.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(await file.path()) as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      '开票企业',
      '发票类型',
      '发票号码',
      '开票日期',
    ]);
    expect(sheet.rowCount).toBe(3);
    const states = [sheet.getRow(2).getCell(9).value, sheet.getRow(3).getCell(9).value].sort();
    expect(states).toEqual(['已作废', '已开票'].sort());
    expect(problems).toEqual([]);
  });

  it('shows the enterprise its own bill (我的账单): totals and its receivables only', async () => {
    const own = await signedInPage(browser, 'enterprise');
    await own.setViewportSize({ width: 1366, height: 900 });
    await own.goto(`${baseUrl()}/cwgl/bill`);
    await own.getByText('应收合计').waitFor();
    await own.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const names = await own.locator('.ant-table-tbody tr.ant-table-row td:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(1);
    expect(names).not.toContain(ident.name);
    await screenshot(own, 'finance-my-bill');
    await own.close();
  });

  it('shows 收款申请 with the demo applications in their states, and its form', async () => {
    await page.goto(`${baseUrl()}/cwgl/apply/payment`);
    await rows().first().waitFor();
    const texts = await rows().allTextContents();
    expect(texts.some((t) => t.includes('待审批'))).toBe(true);
    await screenshot(page, 'finance-apply-list');
    await page.getByRole('button', { name: /^申\s?请$/ }).click();
    await page.waitForURL('**/cwgl/apply/payment/add');
    await page.getByTestId('apply-amount').waitFor();
    await screenshot(page, 'finance-apply-add');
  });
});
