/**
 * Journey: an administrator creates a role, grants it the home page and 用户管理 with two of its
 * buttons, creates a user with that role; the user signs in and sees exactly those menus and
 * buttons. The admin then takes one button away and it is gone for the user at the next load.
 * Also looks at the tenant and online-user pages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { quietPage, signedInPage } from './support/pages.ts';

let browser: Browser;
let admin: Page;
const errors: string[] = [];
const ROLE = { code: 'e2e_user_viewer', name: '用户查看员' };
const USER = {
  username: 'e2eviewer',
  realname: '测试查看员',
  password: 'Viewer2026x',
  ownPassword: 'Viewer2026own',
};

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser);
  admin.on('pageerror', (e) => errors.push(e.message));
});
afterAll(() => browser?.close());

/** The tree node's checkbox in the authorisation drawer. */
const checkbox = (page: Page, node: { action?: string; title?: string }) =>
  node.action
    ? page
        .locator('.ant-tree-treenode', { has: page.getByTestId(`grant-${node.action}`) })
        .locator('.ant-tree-checkbox')
    : page
        .locator('.ant-tree-treenode', {
          has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${node.title}$`) }),
        })
        .first()
        .locator('.ant-tree-checkbox');

async function openGrants(page: Page) {
  await page.goto(`${baseUrl()}/sys/role`);
  const search = page.getByTestId('role-list').locator('input').first();
  await search.fill(ROLE.code);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await page.getByTestId(`authorize-${ROLE.code}`).click();
  await page.locator('.ant-drawer .ant-tree').waitFor();
  await page.locator('.ant-drawer').getByRole('button', { name: '全部展开' }).click();
}

/** The viewer's password: the administrator's choice until it is replaced by USER.ownPassword. */
let viewerPassword = USER.password;

/**
 * Signs the new user in through the login form (they have no notice bell: no notice menus). The
 * first time, the password the administrator chose must be replaced before anything else.
 */
async function signInViewer(): Promise<Page> {
  const page = await quietPage(browser);
  page.on('pageerror', (e) => errors.push(e.message));
  const signIn = async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.fill('#username', USER.username);
    await page.fill('#password', viewerPassword);
    await page.press('#password', 'Enter');
    await page.waitForURL('**/index');
    await page.locator('.shell-header').waitFor();
  };
  await signIn();
  if (viewerPassword === USER.password) {
    const dialog = page.locator('.ant-modal', { hasText: '修改密码' });
    await dialog.locator('#change-password_oldpassword').fill(USER.password);
    await dialog.locator('#change-password_password').fill(USER.ownPassword);
    await dialog.locator('#change-password_confirmpassword').fill(USER.ownPassword);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login/);
    viewerPassword = USER.ownPassword;
    await signIn();
  }
  return page;
}

/** Every menu path the signed-in user's session holds, from the server's answer. */
async function menuPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('pro__Access-Token') ?? 'null');
    const value = typeof token === 'object' && token ? token.value : token;
    const res = await fetch('/api/sys/user/getUserInfoNew', { headers: { 'X-Access-Token': value } });
    const body = await res.json();
    const paths: string[] = [];
    const walk = (routes: { path: string; hidden?: boolean; children?: unknown[] }[]) => {
      for (const r of routes) {
        if (!r.hidden) paths.push(r.path);
        walk((r.children ?? []) as never);
      }
    };
    walk(body.result.userPermission.menu);
    return paths.sort();
  });
}

describe('system access administration', () => {
  it('creates a role and grants it the home page and 用户管理 with 新增 and 导出', async () => {
    await admin.goto(`${baseUrl()}/sys/role`);
    await admin.getByTestId('role-list').locator('.ant-table-row').first().waitFor();
    await admin.getByRole('button', { name: /^新\s*增$/ }).click();
    const dialog = admin.locator('.ant-modal', { hasText: '新增角色' });
    await dialog.locator('#role-form_code').fill(ROLE.code);
    await dialog.locator('#role-form_name').fill(ROLE.name);
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await admin.getByText('保存成功').first().waitFor();

    await openGrants(admin);
    await checkbox(admin, { title: '首页' }).click();
    await checkbox(admin, { action: 'sys:user:add' }).click();
    await checkbox(admin, { action: 'sys:user:export' }).click();
    await expect
      .poll(() =>
        admin
          .locator('.ant-drawer')
          .getByText(/已选 \d+ 项/)
          .textContent(),
      )
      .toMatch(/已选 [5-7] 项/);
    await screenshot(admin, 'sys-role-grants');
    await admin.getByTestId('grant-save').click();
    await admin.getByText('授权成功，用户下次加载权限时生效').first().waitFor();
    await screenshot(admin, 'sys-role-list');
  });

  it('creates a user with that role (the username is checked as it is typed)', async () => {
    await admin.goto(`${baseUrl()}/sys/user`);
    await admin.getByTestId('user-list').locator('.ant-table-row').first().waitFor();
    await screenshot(admin, 'sys-user-list');
    await admin.getByTestId('user-add').click();
    const dialog = admin.locator('.ant-modal', { hasText: '新增用户' });
    await dialog.locator('#user-form_username').fill('staff');
    await dialog.getByText('用户名已存在').waitFor();
    await dialog.locator('#user-form_username').fill(USER.username);
    await dialog.locator('#user-form_password').fill(USER.password);
    await dialog.locator('#user-form_realname').fill(USER.realname);
    // Typed, as a user with a long list of roles does: the option list is virtual, and a click on
    // an option it has to scroll to can land while it re-renders (other journeys add roles).
    await dialog.locator('#user-form_roleIds').fill(ROLE.code);
    await admin.locator('.ant-select-item-option', { hasText: ROLE.name }).waitFor();
    await dialog.locator('#user-form_roleIds').press('Enter');
    await dialog.locator('.ant-select-selection-item', { hasText: ROLE.name }).waitFor();
    await dialog.locator('#user-form_realname').click();
    await screenshot(admin, 'sys-user-form');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await admin
      .getByText('保存成功')
      .first()
      .waitFor()
      .catch(async (e) => {
        await screenshot(admin, 'sys-user-save-failed');
        throw e;
      });
    await expect.poll(() => admin.getByRole('cell', { name: USER.username, exact: true }).count()).toBe(1);
  });

  it('the new user sees exactly the role’s menus and buttons; a removed button disappears', async () => {
    const viewer = await signInViewer();
    expect(await menuPaths(viewer)).toEqual(['/index', '/sys', '/sys/user', '/workbench']);
    await viewer.goto(`${baseUrl()}/sys/user`);
    await viewer.getByTestId('user-list').locator('.ant-table-row').first().waitFor();
    await viewer.getByTestId('user-add').waitFor();
    expect(await viewer.getByRole('button', { name: /^导\s*出$/ }).count()).toBe(1);
    // Pages and buttons outside the role are not there.
    expect(await viewer.getByRole('button', { name: /^导\s*入$/ }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: '重置密码' }).count()).toBe(0);
    await screenshot(viewer, 'sys-user-list-viewer');
    await viewer.goto(`${baseUrl()}/sys/role`);
    await viewer.waitForURL('**/404**');

    await openGrants(admin);
    await checkbox(admin, { action: 'sys:user:add' }).click();
    await admin.getByTestId('grant-save').click();
    await admin.getByText('授权成功，用户下次加载权限时生效').first().waitFor();

    await viewer.goto(`${baseUrl()}/sys/user`);
    await viewer.getByTestId('user-list').locator('.ant-table-row').first().waitFor();
    await viewer.getByRole('button', { name: /^导\s*出$/ }).waitFor();
    expect(await viewer.getByTestId('user-add').count()).toBe(0);
    await viewer.close();
  });

  it('shows the online sessions and the tenants', async () => {
    await admin.goto(`${baseUrl()}/sys/online`);
    await admin.getByTestId('online-list').locator('.ant-table-row').first().waitFor();
    await admin.getByText('当前会话').first().waitFor();
    await screenshot(admin, 'sys-online-list');
    await admin.goto(`${baseUrl()}/sys/tenant`);
    await admin.getByTestId('tenant-list').locator('.ant-table-row').first().waitFor();
    await admin.getByText('华衡质量认证有限公司').waitFor();
    await screenshot(admin, 'sys-tenant-list');
    // A new tenant: its admin's generated password is shown once.
    await admin.getByRole('button', { name: /^新\s*增$/ }).click();
    const dialog = admin.locator('.ant-modal', { hasText: '新增租户' });
    await dialog.locator('#tenant-form_name').fill('华东检验认证中心');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    const password = admin.getByTestId('generated-password');
    await password.waitFor({ timeout: 30_000 });
    expect(await password.textContent()).toMatch(/^[A-Za-z0-9]{16}$/);
    await screenshot(admin, 'sys-tenant-created');
    await admin.getByRole('button', { name: '关 闭', exact: true }).click();
    await admin.getByRole('cell', { name: '华东检验认证中心' }).waitFor();
    expect(errors).toEqual([]);
  });
});
