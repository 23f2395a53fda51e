/**
 * Journey (issue 35): staff open 证书统计 — the table per project code with its total row and its
 * bar chart —, the total's 有效证书 opens 证书查询 filtered the same way with the figure as the
 * list's total; 客户分布统计 by size band draws a pie, and its export is the table (header = the
 * columns, the total row last). 申请统计's 刷新 counts its summary afresh and 数据更新时间 moves on.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let staff: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signedInPage(browser, 'staff');
  await staff.setViewportSize({ width: 1366, height: 900 });
});
afterAll(() => browser?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(staff, `statistics-failed-${ctx.task.name.slice(0, 12)}`);
});

describe('证书统计 and 客户分布统计', () => {
  it('证书统计 per project code with a chart; the total’s 有效证书 opens 证书查询 with that many certificates', async () => {
    await staff.goto(`${baseUrl()}/tjfx/certificate`);
    const table = staff.locator('.cb-report-page .ant-table');
    await table.locator('.cb-report-total').getByText('合计').waitFor();
    await staff.locator('.cb-report-figure svg').first().waitFor();
    const header = await table.locator('thead th').allInnerTexts();
    expect(header.map((h) => h.trim())).toEqual([
      '认证项目',
      '有效证书',
      '新发证书',
      '监督审核',
      '暂停',
      '撤销',
      '注销',
    ]);
    await expect(staff.getByText(/数据更新时间：\d{4}-\d{2}-\d{2}/).count()).resolves.toBe(1);
    await screenshot(staff, 'statistics-certificate');

    const valid = table.locator('.cb-report-total a').first();
    const figure = Number((await valid.innerText()).trim());
    expect(figure).toBeGreaterThan(0);
    await valid.click();
    await staff.waitForURL(/\/zsfx\/search\?.*validOn=/);
    await staff.getByText(`共 ${figure} 条`).waitFor();
    await staff.getByText('已按链接的条件筛选').waitFor();
    await screenshot(staff, 'statistics-certificate-drill');
  });

  it('客户分布统计 by size band draws a pie; the export is the table', async () => {
    await staff.goto(`${baseUrl()}/tjfx/customer`);
    const table = staff.locator('.cb-report-page .ant-table');
    await table.locator('.cb-report-total').getByText('合计').waitFor();
    await staff.getByText('按企业规模').click();
    await table.getByText('企业规模').first().waitFor();
    await table
      .getByText(/小型\(S\)|中型\(M\)|大型\(L\)/)
      .first()
      .waitFor();
    await staff.locator('.cb-report-figure svg').first().waitFor();
    await screenshot(staff, 'statistics-customer-scale');
    const rows = await table.locator('tbody tr.ant-table-row').count();
    const total = Number((await table.locator('.cb-report-total a').first().innerText()).trim());

    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: /导\s?出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('客户分布统计.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(await file.path()) as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['企业规模', '客户数']);
    expect(sheet.rowCount).toBe(rows + 2);
    const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    expect(last).toEqual(['合计', total]);
  });

  it('申请统计’s 刷新 counts the figures afresh: 数据更新时间 moves on', async () => {
    await staff.goto(`${baseUrl()}/tjfx/application`);
    const table = staff.locator('.cb-report-page .ant-table');
    await table.locator('.cb-report-total').getByText('合计').waitFor();
    const asOf = staff.locator('.cb-report-asof');
    await expect(asOf.innerText()).resolves.toMatch(/数据更新时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const before = await asOf.innerText();
    // The time is shown to the second: let one pass so the new count's time differs.
    await staff.waitForTimeout(1100);
    const refreshed = staff.waitForResponse(
      (r) => r.url().includes('/api/tjfx/application/refresh') && r.request().method() === 'POST',
    );
    await staff.getByRole('button', { name: /刷\s?新/ }).click();
    expect((await refreshed).status()).toBe(200);
    await staff.waitForFunction(
      (old) => {
        const text = document.querySelector('.cb-report-asof')?.textContent ?? '';
        return text.startsWith('数据更新时间：') && text !== old;
      },
      before,
      { timeout: 15_000 },
    );
    await expect(asOf.innerText()).resolves.not.toBe(before);
    await screenshot(staff, 'statistics-application-refreshed');
  });
});
