/**
 * Journey (issue 35): finance opens 应收统计 — the ageing table with its total row and its pie
 * chart —, a figure opens 应收款 filtered the same way with the figure as the list's total, and the
 * export is the table (header = the columns, the total row last); 审核员统计 shows its chart too.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let finance: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  finance = await signedInPage(browser, 'finance');
  await finance.setViewportSize({ width: 1366, height: 900 });
});
afterAll(() => browser?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(finance, `statistics-resources-failed-${ctx.task.name.slice(0, 12)}`);
});

describe('应收统计 and 审核员统计', () => {
  it('ages what is outstanding with a chart; a figure opens 应收款 with that many records; the export is the table', async () => {
    await finance.goto(`${baseUrl()}/tjfx/receivable`);
    const table = finance.locator('.cb-report-page .ant-table');
    await table.getByText('0–30天').waitFor();
    await table.getByText('180天以上').waitFor();
    // The chart (ECharts, loaded with the page) draws the outstanding amounts.
    await finance.locator('.cb-report-figure canvas, .cb-report-figure svg').first().waitFor();
    const header = await table.locator('thead th').allInnerTexts();
    expect(header.map((h) => h.trim())).toEqual(['账龄', '笔数', '应收金额', '已收金额', '欠费金额']);
    const total = table.locator('.cb-report-total');
    await expect(total.innerText()).resolves.toContain('合计');
    await screenshot(finance, 'statistics-receivable');

    // The total's 笔数 opens 应收款 with 仅欠费: its total is the figure.
    const countLink = total.locator('a').first();
    const figure = Number((await countLink.innerText()).trim());
    expect(figure).toBeGreaterThan(0);
    await countLink.click();
    await finance.waitForURL(/\/cwgl\/receivable\?.*open=1/);
    await finance.getByText(`共 ${figure} 条`).waitFor();
    await screenshot(finance, 'statistics-receivable-drill');

    await finance.goBack();
    await finance.waitForURL(/\/tjfx\/receivable/);
    await table.getByText('0–30天').waitFor();
    const download = finance.waitForEvent('download');
    await finance.getByRole('button', { name: /导\s?出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('应收统计.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(await file.path()) as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '账龄',
      '笔数',
      '应收金额',
      '已收金额',
      '欠费金额',
    ]);
    expect(sheet.rowCount).toBe(7); // header, five buckets, 合计
    expect(String((sheet.getRow(7).values as unknown[])[1])).toBe('合计');
    expect(Number((sheet.getRow(7).values as unknown[])[2])).toBe(figure);
  });

  it('counts the auditors by level with a chart, full- and part-time', async () => {
    await finance.goto(`${baseUrl()}/tjfx/auditor`);
    const table = finance.locator('.cb-report-page .ant-table');
    await table.getByText('审核员').first().waitFor();
    await finance.locator('.cb-report-figure canvas, .cb-report-figure svg').first().waitFor();
    const header = await table.locator('thead th').allInnerTexts();
    expect(header.map((h) => h.trim())).toEqual(['资格等级', '专职', '兼职', '合计']);
    await finance.getByText('按专业领域').click();
    await table.getByText('专业领域(IAF)').first().waitFor();
    await screenshot(finance, 'statistics-auditor-field');
  });
});
