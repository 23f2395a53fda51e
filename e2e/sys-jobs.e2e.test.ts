/**
 * 定时任务: the administrator of the platform tenant sees the scheduled jobs, runs the registration
 * reminder at once and reads the run in its log.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('scheduled jobs', () => {
  it('runs a job at once and shows the run with its log', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl()}/sys/job`);
    const list = page.getByTestId('job-list');
    await list.getByText('审核员注册资格到期提醒').waitFor();
    await list.getByRole('button', { name: '运行一次' }).first().click();
    await page
      .getByRole('button', { name: /确\s*定/ })
      .last()
      .click();
    // The run's outcome: 成功, or the job's error (named in the failure).
    const outcome = page.getByText(/^审核员注册资格到期提醒：/).first();
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/：成功/);
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await screenshotWidths(page, 'sys-jobs-list');
    await list.getByRole('button', { name: '运行记录' }).first().click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('手动').first().waitFor();
    expect(await drawer.getByText('成功').count()).toBeGreaterThan(0);
    await page.waitForTimeout(400);
    await screenshot(page, 'sys-jobs-runs');
    await page.close();
  });
});
