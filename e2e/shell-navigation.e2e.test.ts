/**
 * Journeys through the application shell (issue 3): guard redirects, the menu built from the
 * server, tabs with their context menu and keep-alive, the error catalogue, language switch,
 * permission-gated blocks, the version notice, third-party popup login and change password.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openUserMenu, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const passwordOf = (user: string) => (user === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD);
const envelope = (code: number, result: unknown, message = '') =>
  JSON.stringify({ success: code === 200, message, code, result, timestamp: Date.now() });

/** A page whose notice popups stay quiet (they belong to the notices journeys). */
async function newPage(): Promise<Page> {
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

async function signIn(page: Page, user: string, password = passwordOf(user)): Promise<void> {
  await page.locator('#username').waitFor();
  await page.fill('#username', user);
  await page.fill('#password', password);
  await page.press('#password', 'Enter');
}

async function signedIn(user = 'admin', prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await newPage();
  await prepare?.(page);
  await page.goto(`${baseUrl()}/login`);
  await signIn(page, user);
  await page.waitForURL('**/index');
  await page.locator('.shell-header').waitFor();
  // The bell loads lazily; hovering header items before it is there could miss them.
  await page.getByTestId('notice-bell').waitFor();
  return page;
}

async function apiLogin(user: string, password = passwordOf(user)) {
  const res = await fetch(`${baseUrl()}/api/sys/erpnew/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username: user, password }),
  });
  return (await res.json()).result as { token: string; userInfo: unknown };
}

const tab = (page: Page, name: string) => page.locator(`.shell-tabs__tab[data-tab="${name}"]`);
/** Closes an open context menu and waits until it has gone (its closing animation included). */
async function closeMenus(page: Page) {
  await page.mouse.click(700, 600);
  await expect.poll(() => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count()).toBe(0);
}
/** Chooses an item of the open menu (dispatching the click: the menu's opening animation can keep it "unstable"). */
async function choose(page: Page, text: string) {
  const item = menuItems(page).filter({ hasText: text }).last();
  await item.waitFor();
  await item.dispatchEvent('click');
}
const menuItems = (page: Page) =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');

describe('guard redirects', () => {
  it('sends a signed-out deep link to /login with the way back, and returns there after sign-in', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/xmsl/search?status=1`);
    await page.waitForURL(/\/login\?redirect=%2Fxmsl%2Fsearch%3Fstatus%3D1$/);
    await signIn(page, 'admin');
    await page.waitForURL('**/xmsl/search?status=1');
    await tab(page, 'xmslSearch').waitFor();
    // Signed in: /login goes home, unknown paths to /404, / to /login (→ /index).
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL('**/index');
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL('**/404');
    await page.close();
  });

  it('keeps the full original path of /fileArchiveCheck/check', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/fileArchiveCheck/check?id=7&code=%E4%B8%AD`);
    await page.waitForURL(
      `**/login?redirect=${encodeURIComponent('/fileArchiveCheck/check?id=7&code=%E4%B8%AD')}`,
    );
    await page.close();
  });

  it('lands cert_admin on /reviewTool', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'certadmin');
    await page.waitForURL('**/reviewTool');
    await page.close();
  });
});

describe('menu from the server, tabs and keep-alive', () => {
  it('shows the five roots, a root click shows its children, pages open as tabs', async () => {
    const page = await signedIn();
    const roots = await page.locator('.shell-sider__root').allTextContents();
    expect(roots).toEqual(['工作台', '人力', '财务', '应急', '统计']);
    expect(await page.locator('.shell-sider__root[aria-pressed="true"]').textContent()).toBe('工作台');
    await screenshot(page, 'shell-home-zh');

    await page.locator('.shell-sider__root[data-root="/cwgl"]').click();
    await page.locator('.shell-sider__sub-title', { hasText: '财务' }).waitFor();
    await page.locator('.shell-sider__sub .ant-menu-submenu-title').first().click();
    const first = page.locator('.shell-sider__sub .ant-menu-item').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect.poll(() => page.url()).toMatch(/\/cwgl\//);
    // The page opens as a tab of its own, named as its menu item.
    await expect
      .poll(() => page.locator('.shell-tabs__tab').allTextContents())
      .toContainEqual(expect.stringContaining(title));

    // A group redirect, and a hidden route that keeps its list highlighted (activeMenu).
    await page.goto(`${baseUrl()}/htps/bgsp`);
    await page.waitForURL('**/htps/bgsp/await');
    await page.goto(`${baseUrl()}/xmsl/detail/1/1`);
    await expect
      .poll(() => page.locator('.shell-sider__sub .ant-menu-item-selected').textContent())
      .toBe('申请查询');
    await page.close();
  });

  it('keeps a visited page alive, drops it on refresh, and applies the close rules', async () => {
    const page = await signedIn();
    // Visits inside the app (a full page load would start a fresh tab bar).
    await page.locator('.shell-sider__sub .ant-menu-submenu-title', { hasText: '项目受理' }).click();
    for (const [title, path, name] of [
      ['申请查询', '/xmsl/search', 'xmslSearch'],
      ['变更申请', '/xmsl/change', 'xmslChange'],
      ['资料下载', '/xmsl/download', 'xmslDownload'],
    ] as const) {
      await page.locator('.shell-sider__sub .ant-menu-item', { hasText: title }).click();
      await page.waitForURL(`**${path}`);
      await page.locator(`[data-view="${name}"] > *`).first().waitFor();
    }
    await expect
      .poll(() => page.locator('.shell-tabs__tab').allTextContents())
      .toEqual(['首页', '申请查询', '变更申请', '资料下载']);
    await tab(page, 'xmslSearch').click();
    await page.waitForURL('**/xmsl/search');
    await page.evaluate(() => {
      (window as unknown as { kept: Element | null }).kept = document.querySelector(
        '[data-view="xmslSearch"] > *',
      );
    });
    await tab(page, 'xmslChange').click();
    await page.waitForURL('**/xmsl/change');
    await expect.poll(() => page.locator('[data-view="xmslSearch"]').isHidden()).toBe(true);
    await expect.poll(() => page.locator('[data-view="xmslSearch"]').count()).toBe(1);
    await tab(page, 'xmslSearch').click();
    await page.waitForURL('**/xmsl/search');
    await expect.poll(() => page.locator('[data-view="xmslSearch"]').isVisible()).toBe(true);
    const stillSame = () =>
      page.evaluate(() => {
        const kept = (window as unknown as { kept: Element | null }).kept;
        return Boolean(kept?.isConnected) && kept === document.querySelector('[data-view="xmslSearch"] > *');
      });
    expect(await stillSame()).toBe(true);

    // Right-click menu of the affixed first tab: no 关闭 (affix), no 关闭左侧 (first).
    await tab(page, 'index').click({ button: 'right' });
    await expect.poll(() => menuItems(page).allTextContents()).toEqual(['刷新', '关闭右侧', '关闭其他']);
    await closeMenus(page);
    // The last tab: no 关闭右侧.
    await tab(page, 'xmslDownload').click({ button: 'right' });
    await expect
      .poll(() => menuItems(page).allTextContents())
      .toEqual(['刷新', '关闭', '关闭左侧', '关闭其他']);
    await screenshot(page, 'shell-tabs');
    await closeMenus(page);

    // Refresh drops the kept-alive view: the page mounts anew.
    await tab(page, 'xmslSearch').click({ button: 'right' });
    await choose(page, '刷新');
    await page.waitForURL('**/xmsl/search');
    await page.locator('[data-view="xmslSearch"] > *').waitFor();
    expect(await stillSame()).toBe(false);

    // Closing the active tab moves to the next one.
    await tab(page, 'xmslSearch').locator('.shell-tabs__close').click();
    await page.waitForURL('**/xmsl/change');
    // Close others keeps the affixed 首页 and the chosen tab.
    await tab(page, 'xmslChange').click({ button: 'right' });
    await choose(page, '关闭其他');
    await expect.poll(() => page.locator('.shell-tabs__tab').count()).toBe(2);
    await page.close();
  });

  it('collapses the sidebar to 60 px and back to 270 px; full screen hides header and menu', async () => {
    const page = await signedIn();
    const width = () => page.locator('.shell-sider').evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBe(270);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(width).toBe(60);
    await screenshot(page, 'shell-collapsed');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(width).toBe(270);
    await page.locator('.shell-tabs__tool').click();
    await choose(page, '全屏');
    await expect.poll(() => page.locator('.shell-sider').count()).toBe(0);
    expect(await page.locator('.shell-main').evaluate((el) => getComputedStyle(el).paddingTop)).toBe('50px');
    await page.close();
  });
});

describe('error catalogue (SPEC.md §8), served by route interception', () => {
  async function homeAnswering(status: number, message: string): Promise<Page> {
    return signedIn('admin', async (page) => {
      await page.route('**/api/dashboard/statistics**', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: envelope(status, null, message) }),
      );
    });
  }
  const notice = (page: Page) => page.locator('.ant-notification-notice');

  it.each([
    [403, '拒绝访问，没有权限', '拒绝访问'],
    [404, '统计不存在', '很抱歉，资源未找到! 统计不存在'],
    [409, '数据已被他人修改，请刷新后重试', '数据已被他人修改，请刷新后重试'],
  ])('%i shows 系统提示 with its text', async (status, message, shown) => {
    const page = await homeAnswering(status, message);
    await notice(page).filter({ hasText: '系统提示' }).filter({ hasText: shown }).waitFor();
    if (status === 403) await screenshot(page, 'shell-error-403');
    await page.close();
  });

  it('504 shows 网络超时 (after the retries)', async () => {
    const page = await homeAnswering(504, '');
    await notice(page).filter({ hasText: '网络超时' }).waitFor({ timeout: 15_000 });
    await page.close();
  });

  it('500 Token失效 shows the 登录已过期 dialog; 重新登录 signs out', async () => {
    const page = await homeAnswering(500, 'Token失效，请重新登录');
    await page.getByText('很抱歉，登录已过期，请重新登录').waitFor();
    await screenshot(page, 'shell-session-expired');
    await page.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
    await page.close();
  });

  it('401 of a signed-in user shows the message, then signs out and reloads after 1.5 s', async () => {
    const page = await homeAnswering(401, 'Token失效，请重新登录');
    await notice(page).filter({ hasText: 'Token失效，请重新登录' }).waitFor();
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
    await page.close();
  });

  it('a token revoked elsewhere ends the session at the next page load', async () => {
    const page = await signedIn();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token')!).value);
    await fetch(`${baseUrl()}/api/sys/logout`, { method: 'POST', headers: { 'x-access-token': token } });
    await page.reload();
    await page.waitForURL(/\/login\?redirect=%2Findex/);
    await page.close();
  });
});

describe('language, permissions, version notice', () => {
  it('switches to English when i18n is on, and forces Chinese when it is off', async () => {
    const page = await signedIn();
    await page.getByTestId('language').hover();
    await page.getByText('English', { exact: true }).click();
    await page.locator('.shell-header__welcome', { hasText: /Welcome to the/ }).waitFor();
    expect(await tab(page, 'index').textContent()).toBe('Home');
    await screenshot(page, 'shell-home-en');
    expect(await page.evaluate(() => localStorage.getItem('pro__LANGUAGE'))).toContain('en-US');

    // The body turns i18n off: the stored choice is removed and Chinese forced, no dropdown.
    await page.route('**/api/sys/user/getUserInfoNew**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.erpPortalSetting.isEnableI18n = 0;
      await route.fulfill({ response, body: JSON.stringify(body) });
    });
    await page.reload();
    await page
      .getByText(/欢迎使用/)
      .first()
      .waitFor();
    expect(await page.getByTestId('language').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('pro__LANGUAGE'))).toBeNull();
    await page.close();
  });

  it('shows the statistics block only to holders of dashboard:index:statistics', async () => {
    const admin = await signedIn('admin');
    await admin.getByTestId('home-statistics').waitFor();
    expect(await admin.locator('[data-statistic]').count()).toBe(9);
    await admin.close();
    const partner = await signedIn('partner');
    await partner
      .getByText(/欢迎使用/)
      .first()
      .waitFor();
    expect(await partner.getByTestId('home-statistics').count()).toBe(0);
    await partner.close();
  });

  it('announces a new version once, without a close button, with 立即刷新', async () => {
    const page = await newPage();
    await page.clock.install();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'admin');
    await page.waitForURL('**/index');
    await page.locator('.shell-header').waitFor();
    await page.route('**/version.json**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ version: 'a-newer-build' }) }),
    );
    await page.clock.fastForward('05:01');
    // Let the notice's own timers (antd motion) run on the fake clock.
    await page.clock.runFor(2000);
    await page.getByText('应用更新可用').waitFor();
    await page.getByText('发现新版本可用，请刷新页面以加载最新内容。').waitFor();
    await page.clock.fastForward('10:00');
    await page.clock.runFor(2000);
    expect(await page.getByText('应用更新可用').count()).toBe(1);
    const card = page.locator('.ant-notification-notice', { hasText: '应用更新可用' });
    expect(await card.locator('.ant-notification-notice-close').count()).toBe(0);
    await card.getByRole('button', { name: '立即刷新' }).waitFor();
    await page.close();
  });
});

describe('third-party popup login and change password', () => {
  it('signs in through the enterprise WeChat popup (ticket posted back to the opener)', async () => {
    const page = await newPage();
    const { token, userInfo } = await apiLogin('staff');
    // The provider part is the server's (tested against a fake provider); here the popup answers
    // with the server's own callback page shape and popup script.
    await page.context().route('**/api/thirdLogin/render/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><p>…</p><div id="cb-third-login" data-result="{&quot;ticket&quot;:&quot;T-1&quot;}" hidden></div><script src="/api/thirdLogin/popup.js"></script>`,
      }),
    );
    await page.route('**/api/thirdLogin/getLoginUser/T-1**', (route) =>
      route.fulfill({ contentType: 'application/json', body: envelope(200, { token, userInfo }) }),
    );
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: '企业微信登录' }).click();
    await page.waitForURL('**/index');
    await page.getByText('王业务').first().waitFor();
    await page.close();
  });

  it('shows 登录失败 when the popup reports an unlinked account', async () => {
    const page = await newPage();
    await page.context().route('**/api/thirdLogin/render/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><div id="cb-third-login" data-result="{&quot;error&quot;:&quot;该企业微信账号未绑定系统用户，请联系管理员绑定&quot;}" hidden></div><script src="/api/thirdLogin/popup.js"></script>`,
      }),
    );
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: '企业微信登录' }).click();
    await page.getByText('该企业微信账号未绑定系统用户，请联系管理员绑定').waitFor();
    await page.getByText('登录失败').waitFor();
    expect(page.url()).toContain('/login');
    await page.close();
  });

  it('changes the password with the §5 rules, signs out, and the new one works', async () => {
    const page = await signedIn('finance');
    await openUserMenu(page);
    await choose(page, '修改密码');
    const dialog = page.locator('.ant-modal', { hasText: '修改密码' });
    await dialog.locator('#change-password_oldpassword').fill(E2E_DEMO_PASSWORD);
    await dialog.locator('#change-password_password').fill('short1');
    await dialog.locator('#change-password_confirmpassword').fill('other');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('密码长度必须是8-16位').waitFor();
    await dialog.getByText('两次输入的密码不一样！').waitFor();
    await screenshot(page, 'shell-change-password');
    await dialog.locator('#change-password_password').fill('Finance2026x');
    await dialog.locator('#change-password_confirmpassword').fill('Finance2026x');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login/);
    await signIn(page, 'finance', 'Finance2026x');
    await page.waitForURL('**/index');
    // Put the demo password back for the other journeys.
    const { token } = await apiLogin('finance', 'Finance2026x');
    const res = await fetch(`${baseUrl()}/api/sys/user/changePassword`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({
        oldpassword: 'Finance2026x',
        password: E2E_DEMO_PASSWORD,
        confirmpassword: E2E_DEMO_PASSWORD,
      }),
    });
    expect(res.status).toBe(200);
    await page.close();
  });
});
