/**
 * Signed-in pages for journeys that are not about notices: the unread-notice and contract popups
 * are kept quiet so they cannot cover what a journey clicks.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './server.ts';

export const passwordOf = (user: string) => (user === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD);

/** The API envelope of ARCHITECTURE.md, for intercepted responses. */
export const envelope = (code: number, result: unknown, message = '') =>
  JSON.stringify({ success: code === 200, message, code, result, timestamp: Date.now() });

export async function quietPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.route('**/api/xxtz/cerNotice/listByUser**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: envelope(200, { records: [], total: 0, current: 1, size: 9, pages: 0 }),
    }),
  );
  await page.route('**/api/sys/contract/setting**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: envelope(200, {
        contractPopupType: 1,
        contractPopupMode: 0,
        contractPopupContent: '',
        version: 0,
      }),
    }),
  );
  return page;
}

/** Signs `user` in through the login form and waits for the shell. */
export async function signedInPage(
  browser: Browser,
  user = 'admin',
  password = passwordOf(user),
): Promise<Page> {
  const page = await quietPage(browser);
  await page.goto(`${baseUrl()}/login`);
  await page.locator('#username').waitFor();
  await page.fill('#username', user);
  await page.fill('#password', password);
  await page.press('#password', 'Enter');
  await page.waitForURL('**/index');
  await page.locator('.shell-header').waitFor();
  await page.getByTestId('notice-bell').waitFor();
  return page;
}

/**
 * Chooses a language in the header's hover menu and waits for the page to be in it. A hover menu
 * can close before the click lands on a busy machine (or after a menu walk has left many pages
 * open in their tabs, which all render again): the choice is made again until `html[lang]` says so.
 */
export async function chooseLanguage(page: Page, label: 'English' | '简体中文') {
  const lang = label === 'English' ? 'en' : 'zh';
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId('language').hover();
    const item = page.getByText(label, { exact: true });
    await item.waitFor();
    await item.click();
    const switched = await page
      .waitForFunction((l) => document.documentElement.lang.startsWith(l), lang, { timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (switched) return;
    if (attempt === 3) throw new Error(`the page did not switch to ${label}`);
    await page.mouse.move(0, 0);
  }
}
