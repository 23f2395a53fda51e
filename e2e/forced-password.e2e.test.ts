/**
 * After an administrator resets a password the user must change it first: the shell opens the
 * change-password dialog by itself, without a way to cancel it, and the new password then works.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { quietPage } from './support/pages.ts';
import { E2E_ADMIN_PASSWORD } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'X-Access-Token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string; result: T };
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.result;
}

describe('password reset by an administrator', () => {
  it('makes the user change the password at the next sign-in', async () => {
    const login = await fetch(`${baseUrl()}/api/sys/erpnew/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': '1' },
      body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
    });
    const signedIn = (await login.json()) as { message: string; result: { token: string } | null };
    if (!signedIn.result) throw new Error(`admin sign-in failed: ${login.status} ${signedIn.message}`);
    const admin = signedIn.result.token;
    const roles = await api<{ id: string; code: string }[]>(admin, 'GET', '/sys/role/options');
    const staffRole = roles.find((r) => r.code === 'staff');
    expect(staffRole).toBeTruthy();
    const username = `reset${Date.now() % 1_000_000}`;
    const created = await api<{ id: string; version: number }>(admin, 'POST', '/sys/user/add', {
      username,
      password: 'First2026pass',
      realname: '重置测试',
      roleIds: [staffRole!.id],
    });
    const reset = await api<{ password: string }>(admin, 'PUT', '/sys/user/resetPassword', {
      id: created.id,
      version: created.version,
    });

    const page = await quietPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.fill('#username', username);
    await page.fill('#password', reset.password);
    await page.press('#password', 'Enter');
    await page.waitForURL('**/index');
    const dialog = page.locator('.ant-modal', { hasText: '修改密码' });
    await dialog.getByText('管理员已重置您的密码，请先修改密码').waitFor();
    expect(await dialog.getByRole('button', { name: /取\s*消/ }).isVisible()).toBe(false);
    expect(await dialog.locator('.ant-modal-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'shell-forced-password');

    await dialog.locator('#change-password_oldpassword').fill(reset.password);
    await dialog.locator('#change-password_password').fill('Second2026pass');
    await dialog.locator('#change-password_confirmpassword').fill('Second2026pass');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login/);
    await page.fill('#username', username);
    await page.fill('#password', 'Second2026pass');
    await page.press('#password', 'Enter');
    await page.waitForURL('**/index');
    await page.locator('.shell-header').waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('.ant-modal', { hasText: '修改密码' }).count()).toBe(0);
    await page.close();
  }, 90_000);
});
