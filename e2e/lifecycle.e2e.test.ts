/**
 * 工作日历 and 认证周期规则 (issue 20): the administrator reads the 2026 arrangement, adds and
 * deletes a day (with confirmation), reads the rule sets, changes the body's choice; both pages pass
 * axe (WCAG 2.1 AA, no serious findings), with the dialog open too.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshot, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('lifecycle rules', () => {
  it('工作日历: the year of holidays, add a day and delete it after confirmation', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl()}/sys/calendar`);
    const days = page.getByTestId('calendar-days');
    await days.getByText('国庆节调休上班').first().waitFor();
    await page.getByText(/全年工作日 248 天/).waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await screenshotWidths(page, 'lifecycle-calendar');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增放假或调休日' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请选择日期').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'lifecycle-calendar-dialog');
    await dialog.getByLabel('日期').fill('2026-12-31');
    await dialog.getByLabel('日期').press('Enter');
    await dialog.getByLabel('名称').fill('测试放假日');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await days.getByText('测试放假日').waitFor();

    const row = days.locator('tr', { hasText: '测试放假日' });
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page.locator('.ant-modal-confirm').getByText('2026-12-31 测试放假日').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await days.getByText('测试放假日').waitFor({ state: 'detached' });
    await page.close();
  });

  it('认证周期规则: the rule sets, the body’s choice and the due list', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl()}/sys/lifecycleRule`);
    await page.getByText('CNCA-QMS-01:2025 质量管理体系认证规则（自发证日起算）').first().waitFor();
    await page.getByTestId('due-list').waitFor();
    await page.waitForTimeout(300);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshotWidths(page, 'lifecycle-rules');

    await page.getByRole('button', { name: '添加体系规则' }).click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('请输入认证体系代码').waitFor();
    await page.getByLabel('体系代码').last().fill('E');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.close();
  });

  it('期限待办: the due items of the user with their deadlines', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl()}/zsfx/due`);
    const list = page.getByTestId('due-list');
    await list
      .getByText(/证书(暂停|撤销)待上报|认证信息上报|证书暂停期将满/)
      .first()
      .waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await screenshotWidths(page, 'lifecycle-due');
    await page.close();
  });
});
