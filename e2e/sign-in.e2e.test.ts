/** Journey: a demo user signs in, lands on the home page, signs out; a wrong password fails. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openUserMenu, screenshot } from './support/browser.ts';
import { quietPage } from './support/pages.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openLogin(): Promise<Page> {
  // The sign-in popups (unread notices, contract reminder) belong to the notices journeys.
  const page = await quietPage(browser);
  await page.goto(`${baseUrl()}/login`);
  await page.locator('#username').waitFor();
  return page;
}

describe('sign-in journey', () => {
  it('signs in with Enter, shows 登录中..., lands on the home page and signs out', async () => {
    const page = await openLogin();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await screenshot(page, 'login');
    await page.fill('#username', ' staff ');
    await page.fill('#password', E2E_DEMO_PASSWORD);
    // Slow the sign-in call down a little so the progress text can be seen.
    await page.route('**/api/sys/erpnew/login', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.press('#password', 'Enter');
    await expect.poll(() => page.getByRole('button', { name: '登录中...' }).count()).toBe(1);
    await page.waitForURL('**/index');
    await expect.poll(() => page.getByText('王业务').count()).toBeGreaterThan(0);
    await screenshot(page, 'home');

    // Reload keeps the session; /login sends a signed-in user home.
    await page.reload();
    await page.getByText('王业务').first().waitFor();
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL('**/index');

    // Sign-out lives in the header's user menu.
    await openUserMenu(page);
    const logout = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', {
      hasText: '退出登录',
    });
    await logout.waitFor();
    await logout.dispatchEvent('click');
    await page.getByText('真的要注销登录吗 ?').waitFor();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await page.waitForURL('**/login');
    // The token is gone: a deep link goes back to the login page with the redirect target.
    await page.goto(`${baseUrl()}/index`);
    await page.waitForURL(/\/login\?redirect=%2Findex/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 登录失败 notification for a wrong password and re-enables the button', async () => {
    const page = await openLogin();
    await page.fill('#username', 'staff');
    await page.fill('#password', 'not-the-password1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('登录失败').waitFor();
    await page.getByText('用户名或密码错误').waitFor();
    await screenshot(page, 'login-failed');
    expect(await page.getByRole('button', { name: '登录', exact: true }).isEnabled()).toBe(true);
    expect(page.url()).toContain('/login');
    await page.close();
  });

  it('asks for both fields before sending anything', async () => {
    const page = await openLogin();
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/sys/erpnew/login')) sent = true;
    });
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('请输入用户名!').waitFor();
    await page.getByText('请输入密码!').waitFor();
    expect(sent).toBe(false);
    await page.close();
  });

  it('returns to the redirect target after signing in (admin)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/index?from=deep-link`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.fill('#username', 'admin');
    await page.fill('#password', E2E_ADMIN_PASSWORD);
    await page.press('#password', 'Enter');
    await page.waitForURL('**/index?from=deep-link');
    await page.close();
  });
});
