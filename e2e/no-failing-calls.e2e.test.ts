/**
 * No page makes a call that must fail (issue 31 §14): the public /redirect/{path} signed out, a
 * public notice link without its id, and 变更编辑 opened by the application's id (SPEC.md §2 names
 * the parameter applyId). Every API answer the page gets is below 400.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { call } from './support/lifecycle.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Records every API answer of 400 or more the page receives. */
function failedCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      failed.push(`${response.status()} ${url.pathname}`);
  });
  return failed;
}

describe('pages make no call that must fail', () => {
  it('/redirect/cert/search signed out lands on the public search without a signed-in call', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    const failed = failedCalls(page);
    await page.goto(`${baseUrl()}/redirect/cert/search`);
    await page.waitForURL('**/cert/search');
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    await page.close();
  });

  it('/xxtz/wechat/detail without an id says the notice is not found, asking nothing', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const failed = failedCalls(page);
    await page.goto(`${baseUrl()}/xxtz/wechat/detail`);
    await page.getByTestId('public-notice').waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByTestId('public-notice').innerText()).not.toContain('加载');
    expect(failed).toEqual([]);
    await page.close();
  });

  it('/xmsl/changeEdit/{applyId} opens the pending change request of that application', async () => {
    const pending = await call('staff', 'GET', '/xmsl/cerApplyChangeApi/list?status=1&pageSize=1');
    const change = pending.records[0] as { id: string; applicationId: string; applyNo: string };
    expect(change, 'the demo data holds a change request waiting for approval').toBeTruthy();
    const page = await signedInPage(browser, 'staff');
    const failed = failedCalls(page);
    await page.goto(`${baseUrl()}/xmsl/changeEdit/${change.applicationId}`);
    await page.getByText(change.applyNo).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    await screenshot(page, 'change-edit-by-application');
    await page.close();
  });
});
