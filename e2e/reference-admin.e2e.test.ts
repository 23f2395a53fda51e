/**
 * Journey: an administrator opens the reference-data admin pages from the 系统管理 menu and sees the
 * seeded dictionaries, standards, professional codes and certification items.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD } from './support/server.ts';

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${baseUrl()}/login`);
  await page.fill('#username', 'admin');
  await page.fill('#password', E2E_ADMIN_PASSWORD);
  await page.press('#password', 'Enter');
  await page.waitForURL('**/index');
});
afterAll(() => browser?.close());

describe('reference-data admin pages', () => {
  it.each([
    ['/sys/dict', 'application_change_type', 'admin-dict'],
    ['/sys/standard', 'ISO 9001', 'admin-standard'],
    ['/sys/code', '01.01.01', 'admin-code'],
    ['/sys/certItem', '电线电缆的生产', 'admin-cert-item'],
  ])('%s lists the seeded %s', async (path, text, shot) => {
    await page.goto(`${baseUrl()}${path}`);
    await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    await screenshot(page, shot);
    await expect
      .poll(() => page.getByText(text, { exact: false }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await screenshot(page, shot);
    expect(errors).toEqual([]);
  });
});
