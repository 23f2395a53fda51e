/**
 * Journeys of the system configuration pages: an admin hides a menu in 菜单管理 and a staff user no
 * longer sees it; the admin renames the system in 系统设置 and the header shows the new name; the
 * operation log shows the diff of that edit. The server is shared by the e2e files, so every change
 * is undone at the end.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/server.ts';

let browser: Browser;
let admin: Page;
let adminToken: string;
const errors: string[] = [];
const MENU_TITLE = '资料下载';

async function api<T = unknown>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      // The demo body: another tenant may hold the same usernames (sys-access creates one).
      'tenant-id': '1',
      ...(token ? { 'x-access-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; result: T; message: string };
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.result;
}

async function signIn(username: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page.on('pageerror', (e) => errors.push(`${username}: ${e.message}`));
  await page.goto(`${baseUrl()}/login`);
  await page.fill('#username', username);
  await page.fill('#password', username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD);
  await page.press('#password', 'Enter');
  await page.waitForURL('**/index');
  return page;
}

/** A button by its text; antd puts a space between two Chinese characters (保 存). */
const button = (scope: Page | ReturnType<Page['locator']>, text: string) =>
  scope.locator('button').filter({ hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });

/** The unread-notice popup may cover the page after sign-in; close it when it shows. */
async function closePopups(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 3 && (await page.locator('.ant-modal-wrap:visible').count()); i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}

/** Titles of the 项目受理 sub-menu in the side menu (opens it first). */
async function applicationMenuItems(page: Page): Promise<string[]> {
  await closePopups(page);
  const group = page.locator('.shell-sider__sub .ant-menu-submenu-title', { hasText: '项目受理' });
  await group.waitFor();
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  const items = page.locator('.shell-sider__sub .ant-menu-submenu-open .ant-menu-item');
  await items.first().waitFor();
  return (await items.allTextContents()).map((s) => s.trim());
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (
    await api<{ token: string }>(null, 'POST', '/sys/erpnew/login', {
      username: 'admin',
      password: E2E_ADMIN_PASSWORD,
    })
  ).token;
  // The unread-notice popup would cover the pages: read everything first, as these users would.
  for (const username of ['admin', 'staff']) {
    const token =
      username === 'admin'
        ? adminToken
        : (
            await api<{ token: string }>(null, 'POST', '/sys/erpnew/login', {
              username,
              password: E2E_DEMO_PASSWORD,
            })
          ).token;
    for (const msgType of ['1', '2'])
      await api(token, 'PUT', '/xxtz/cerNotice/batchUpdateNotice', { msgType });
  }
  admin = await signIn('admin');
});

afterAll(async () => {
  // Undo: show the menu again and put the system name back.
  const rows = await api<{ id: string; seedKey: string | null; hidden: boolean }[]>(
    adminToken,
    'GET',
    '/sys/permission/list',
  );
  const row = rows.find((r) => r.seedKey === 'xmsl.download');
  if (row?.hidden) await api(adminToken, 'PUT', '/sys/permission/edit', { ...row, hidden: false });
  const setting = await api<Record<string, unknown>>(adminToken, 'GET', '/sys/cerErpPortalSetting/setting');
  if (originalSetting && setting.systemName !== originalSetting.systemName)
    await api(adminToken, 'PUT', '/sys/cerErpPortalSetting/setting', {
      ...originalSetting,
      version: setting.version,
    });
  await browser?.close();
});

let originalSetting: Record<string, unknown> | null = null;

describe('menu management', () => {
  it('an admin hides a menu and a staff user no longer sees it', async () => {
    const before = await signIn('staff');
    expect(await applicationMenuItems(before)).toContain(MENU_TITLE);
    await before.close();

    await admin.goto(`${baseUrl()}/sys/menu`);
    await closePopups(admin);
    const list = admin.getByTestId('menu-list');
    await list.locator('.ant-table-row').first().waitFor();
    await list.getByPlaceholder('标题、路径或授权标识').fill(MENU_TITLE);
    await button(list, '查询').click();
    const row = list.locator('.ant-table-row', { hasText: '/xmsl/download' });
    await row.waitFor();
    await screenshot(admin, 'sys-menu-list');
    await button(row, '编辑').click();
    const form = admin.getByTestId('permission-form');
    await form.waitFor();
    await expect.poll(() => form.locator('#path').inputValue()).toBe('/xmsl/download');
    await form.getByTestId('switch-hidden').click();
    await screenshot(admin, 'sys-menu-edit');
    await button(admin.locator('.ant-modal-footer'), '保存').click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => row.locator('.ant-tag', { hasText: '是' }).count()).toBe(1);

    const after = await signIn('staff');
    const items = await applicationMenuItems(after);
    expect(items).not.toContain(MENU_TITLE);
    expect(items).toContain('申请查询');
    await screenshot(after, 'sys-menu-hidden-for-staff');
    await after.close();
  });
});

describe('settings', () => {
  it('an admin changes the system name and the header shows it', async () => {
    originalSetting = await api<Record<string, unknown>>(
      adminToken,
      'GET',
      '/sys/cerErpPortalSetting/setting',
    );
    await admin.goto(`${baseUrl()}/sys/setting`);
    await closePopups(admin);
    const form = admin.getByTestId('portal-setting');
    await form.waitFor();
    const name = form.locator('#systemName');
    await name.fill('');
    await admin.getByTestId('save-setting').click();
    await form.getByText('请输入系统名称').waitFor();
    await name.fill('华衡认证云平台');
    await screenshot(admin, 'sys-setting');
    await admin.getByTestId('save-setting').click();
    await expect
      .poll(() => admin.locator('.shell-header__welcome').textContent(), { timeout: 15_000 })
      .toContain('华衡认证云平台');
    // Another user gets it on the next sign-in, without a restart.
    const staff = await signIn('staff');
    await expect
      .poll(() => staff.locator('.shell-header__welcome').textContent())
      .toContain('华衡认证云平台');
    await staff.close();
    await admin.getByRole('tab', { name: '合同弹窗设置' }).click();
    await admin.getByTestId('contract-setting').waitFor();
    await admin.getByRole('tab', { name: '企业信息核查链接' }).click();
    await admin.getByTestId('company-links').waitFor();
    await screenshot(admin, 'sys-setting-links');
  });
});

describe('logs', () => {
  it('the operation log shows the diff of the settings edit', async () => {
    await admin.goto(`${baseUrl()}/sys/operLog`);
    await closePopups(admin);
    const page = admin.getByTestId('oper-log');
    const first = page.locator('.ant-table-row').first();
    await first.waitFor();
    const entry = page.locator('.ant-table-row', { hasText: '系统设置' }).first();
    await entry.waitFor();
    await button(entry, '详情').click();
    const diff = admin.getByTestId('oper-log-diff');
    await diff.waitFor();
    const changed = diff.locator('.system-config-diff__changed', { hasText: '设置内容·系统名称' });
    await expect.poll(() => changed.textContent()).toContain('华衡认证云平台');
    expect(await diff.textContent()).not.toContain('password_hash');
    await screenshot(admin, 'sys-oper-log-diff');
    await admin.keyboard.press('Escape');
  });

  it('the sign-in log lists the sign-ins of this journey', async () => {
    await admin.goto(`${baseUrl()}/sys/loginLog`);
    await closePopups(admin);
    const page = admin.getByTestId('login-log');
    await page.locator('.ant-table-row', { hasText: 'staff' }).first().waitFor();
    expect(await page.locator('.ant-table-row .ant-tag', { hasText: '成功' }).count()).toBeGreaterThan(0);
    await screenshot(admin, 'sys-login-log');
    expect(errors).toEqual([]);
  });
});
