/**
 * Journey (issue 32 items 5-7): finance sees the two branches and a branch's overview; settles the
 * month with a new partner (the preview by the formula, the statement's amounts), cannot approve its
 * own settlement; the administrator approves it on the review page; the list exports with its
 * columns; 毛利分析 shows its chart and a figure opens the records behind it.
 */
import fs from 'node:fs';
import { calendarDateOf } from '@cb/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let finance: Page;
let admin: Page;
const suffix = Date.now().toString(36).slice(-5);
const partnerName = `结算旅程合作方${suffix}`;
const month = calendarDateOf(new Date()).slice(0, 7);

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = (key: string) => {
        const raw = localStorage.getItem(`pro__${key}`);
        return raw ? (JSON.parse(raw) as { value: string }).value : '';
      };
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-Access-Token': stored('Access-Token'),
          'tenant-id': stored('TENANT_ID') || '0',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { success: boolean; message: string; result: unknown };
      if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
      return json.result;
    },
    { method, path, body },
  ) as Promise<T>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [finance, admin] = await Promise.all([signedInPage(browser, 'finance'), signedInPage(browser, 'admin')]);
  await finance.setViewportSize({ width: 1366, height: 900 });
  await admin.setViewportSize({ width: 1366, height: 900 });
  await api(admin, 'POST', '/hzf/partner/add', {
    code: `JS${suffix}`,
    name: partnerName,
    level: 1,
    partnerType: 'agent',
    contacts: [],
    settlementPrice: '1800',
    rebateRate: '5',
    assignMode: 1,
  });
});
afterAll(() => browser?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(finance, `settlement-failed-${ctx.task.name.slice(0, 12)}`);
});

describe('分公司, 结算价 and 毛利分析', () => {
  it('lists the branches with their settlement method; the overview shows what carries the branch', async () => {
    await finance.goto(`${baseUrl()}/cwgl/branch`);
    const table = finance.locator('.cb-list-page .ant-table-tbody');
    await table.getByText('华东分公司').waitFor();
    await table.getByText('华南分公司').waitFor();
    await expect(table.getByText('月结').count()).resolves.toBeGreaterThan(0);
    await screenshot(finance, 'settlement-branches');
    await table.getByRole('link', { name: '华东分公司' }).click();
    await finance.waitForURL(/\/cwgl\/branchbrief\/[0-9a-f-]{36}$/);
    await finance.getByText('分公司概况 - 华东分公司').waitFor();
    await finance.getByText('关联记录').waitFor();
    await screenshot(finance, 'settlement-branch-brief');
  });

  let id = '';
  it('settles the month with the partner: preview by the formula and the amounts as typed, then the statement', async () => {
    await finance.goto(`${baseUrl()}/cwgl/settlement/add`);
    const picker = finance.getByLabel('结算月份');
    await picker.fill(month);
    await picker.press('Enter');
    await finance.getByLabel('结算对象', { exact: true }).fill(partnerName.slice(0, 6));
    await finance.locator('.ant-select-item-option', { hasText: partnerName }).first().click();
    await finance.getByText('本月无计入的合同').waitFor();
    await finance.getByLabel('其他费用').fill('300');
    await finance.getByLabel('预付款').fill('100.5');
    // The statement follows the amounts as typed: settled 300.00, balance 300.00 − 100.50.
    await finance.locator('.ant-descriptions').getByText('199.50').waitFor();
    await screenshot(finance, 'settlement-add');
    await finance.getByRole('button', { name: /保\s*存/ }).click();
    await finance.waitForURL(/\/cwgl\/settlement\/detail\/[0-9a-f-]{36}$/);
    id = finance.url().split('/').pop()!;
    await finance.getByText(`结算详情 - ${partnerName} ${month}`).waitFor();
    // No contracts counted: settled = other costs 300.00; balance = 300.00 − 100.50.
    const statement = finance.locator('.ant-descriptions').nth(1);
    await statement.getByText('300.00').first().waitFor();
    await statement.getByText('199.50').waitFor();
    await screenshot(finance, 'settlement-detail');
    await finance.goto(`${baseUrl()}/cwgl/settlement/audit/${id}/1`);
    await finance.getByText('不能审核自己创建的结算单').waitFor();
    await expect(finance.getByRole('button', { name: /通\s*过/ }).count()).resolves.toBe(0);
  });

  it('the administrator approves it; the list shows it approved and exports its columns', async () => {
    await admin.goto(`${baseUrl()}/cwgl/settlement/audit/${id}/1`);
    await admin.getByText('结算审核').first().waitFor();
    await admin.getByRole('button', { name: /通\s*过/ }).click();
    await admin.getByText('审核成功').first().waitFor();
    await admin.goto(`${baseUrl()}/cwgl/settlement`);
    const row = admin.locator('.cb-list-page .ant-table-tbody tr', { hasText: partnerName });
    await row.getByText('已审核').waitFor();
    await screenshot(admin, 'settlement-list');
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: /导\s?出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('结算价.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(await file.path()) as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual([
      '结算月份',
      '结算对象类型',
      '结算对象',
    ]);
  });

  it('毛利分析: the chart and the records behind a settlement figure', async () => {
    await finance.goto(`${baseUrl()}/cwgl/grossMargin`);
    await finance.locator('figcaption').getByText('收款与毛利').waitFor();
    const monthRow = finance.locator('.cb-list-page .ant-table-tbody tr', { hasText: month }).first();
    await monthRow.waitFor();
    await screenshot(finance, 'settlement-gross-margin');
    // The settlement column of this month includes the approved 300.00 settlement … its records list it.
    await monthRow.locator('td').nth(5).getByRole('button').click();
    const dialog = finance.locator('.ant-modal', { hasText: '来源' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.textContent(), { timeout: 15_000 })
      .toContain(`结算单 ${partnerName} 其他费用`);
    await screenshot(finance, 'settlement-gross-margin-records');
  });
});
