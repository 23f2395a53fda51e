/**
 * Journey: WCAG 2.1 AA (GB/T 37668-2019) on every page a user can reach (issue 21). axe-core checks
 * the public pages and every page of the menu that the server sends to the admin, an enterprise
 * user and the staff, auditor and decider (建设中 placeholders and hidden pages included, these
 * opened with the user's own records), with open menus, dialogs and form errors too, and the
 * journey fails on any serious or critical finding.
 * The page list is the server's menu, so each area's pages are held to it as they land. The admin's
 * menu pages are checked in layout.e2e's walk of the same pages at 1366×768 (one walk instead of two).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, openUserMenu } from './support/browser.ts';
import { api, openInApp, settled, trackRequests, userMenuPages } from './support/menu.ts';
import { chooseLanguage, passwordOf, quietPage, signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Checks every page of the user's menu in one signed-in page. Each page's tab is closed when the
 * next page is open, so that kept-alive pages do not pile up. A 建设中 placeholder is checked
 * without the shell around it, which the real pages have checked in every state it takes.
 */
async function auditMenu(page: Page, found: Record<string, Finding[]>): Promise<number> {
  const pages = await userMenuPages(page);
  expect(pages.length).toBeGreaterThan(0);
  const pending = trackRequests(page);
  const start = new URL(page.url()).pathname;
  for (const path of pages) {
    const previous = await page.locator('.shell-tabs__tab[aria-selected="true"]').getAttribute('data-tab');
    let placeholder: string | null = null;
    if (path !== start) {
      await openInApp(page, path);
      placeholder = await settled(page, pending, previous).catch((error: Error) => {
        throw new Error(`${path} did not finish loading: ${error.message}`);
      });
    }
    const close = page.locator(
      `.shell-tabs__tab[data-tab="${previous}"]:not([aria-selected="true"]) .shell-tabs__close`,
    );
    if (await close.count()) await close.click();
    const shown = new URL(page.url()).pathname;
    found[shown === path ? path : `${path} (→ ${shown})`] = await seriousFindings(
      page,
      placeholder ? `[data-view="${placeholder}"]` : undefined,
    );
  }
  return pages.length;
}

describe('axe on every page', () => {
  it('public pages: sign-in (with its errors), certificate search, 404, a public notice, self-registration', async () => {
    const found: Record<string, Finding[]> = {};
    const page = await quietPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.locator('#username').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    found['/login'] = await seriousFindings(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('请输入用户名!').waitFor();
    found['/login, fields required'] = await seriousFindings(page);
    await page.fill('#username', 'staff');
    await page.fill('#password', 'not-the-password1');
    await page.press('#password', 'Enter');
    await page.getByText('用户名或密码错误').waitFor();
    found['/login, sign-in failed'] = await seriousFindings(page);

    await page.goto(`${baseUrl()}/cert/search`);
    await page.getByRole('heading', { name: '证书查询' }).waitFor();
    found['/cert/search'] = await seriousFindings(page);
    await page.fill('#enterpriseName', '有限公司');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByTestId('cert-card').first().waitFor();
    found['/cert/search, results'] = await seriousFindings(page);
    await page.fill('#enterpriseName', '没有这家企业');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.locator('.cert-search__empty').waitFor();
    found['/cert/search, nothing found'] = await seriousFindings(page);

    // A certificate's public page (its QR code's target) and its organisation's certificates.
    // A suspended one shows the most; the lifecycle journeys of the same run may have revoked the
    // demo's suspended certificates already, then a valid one does.
    const publicCertificate = async (status: number) =>
      (
        await (
          await fetch(
            `${baseUrl()}/api/cert/public/search?enterpriseName=有限公司&status=${status}&pageSize=1`,
          )
        ).json()
      ).result.records[0] as { certNo: string; enterpriseName: string } | undefined;
    const shown = (await publicCertificate(2)) ?? (await publicCertificate(1));
    expect(shown, 'a suspended or valid certificate in the demo data').toBeDefined();
    await page.goto(`${baseUrl()}/external/certificateDetail/${encodeURIComponent(shown!.certNo)}`);
    await page.getByTestId('external-status').waitFor();
    found['/external/certificateDetail'] = await seriousFindings(page);
    await page.goto(
      `${baseUrl()}/external/certificateList?enterpriseName=${encodeURIComponent(shown!.enterpriseName)}`,
    );
    await page.getByTestId('external-list-item').first().waitFor();
    found['/external/certificateList'] = await seriousFindings(page);

    await page.goto(`${baseUrl()}/404`);
    await page.locator('.status-page').waitFor();
    found['/404'] = await seriousFindings(page);

    const admin = await (
      await fetch(`${baseUrl()}/api/sys/erpnew/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': '1' },
        body: JSON.stringify({ username: 'admin', password: passwordOf('admin') }),
      })
    ).json();
    const notices = (await api<{ records: { id: string }[] }>(
      admin.result.token,
      '/xxtz/cerNotice/listByUser?pageNo=1&pageSize=20&msgCategory=2',
    )) ?? { records: [] };
    const published = [];
    for (const n of notices.records)
      if ((await fetch(`${baseUrl()}/api/xxtz/public/notice/${n.id}`)).ok) published.push(n.id);
    expect(published.length).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/notice/detail/${published[0]}/1`);
    await page.getByTestId('public-notice').waitFor();
    found['/notice/detail (public)'] = await seriousFindings(page);

    // Self-service: 企业注册 (with its required-field errors), 找回密码 and the registration's result.
    await page.goto(`${baseUrl()}/user/register`);
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    found['/user/register, fields required'] = await seriousFindings(page);
    await page.goto(`${baseUrl()}/user/alteration`);
    await page.getByRole('button', { name: '重设密码' }).waitFor();
    found['/user/alteration'] = await seriousFindings(page);
    await page.goto(`${baseUrl()}/user/register-result?status=1`);
    await page.locator('.ant-result').waitFor();
    found['/user/register-result'] = await seriousFindings(page);
    await page.close();
    expect(report(found)).toBe('');
  });

  it("the admin's menus, popover, dialogs and form errors (its menu pages: layout.e2e)", async () => {
    const found: Record<string, Finding[]> = {};
    const page = await signedInPage(browser, 'admin');
    await page.setViewportSize({ width: 1366, height: 768 });

    // The tab bar's context menu, the user menu and the notice popover, open. The home page's code
    // and texts load after the shell appears; a part that suspends while loading hides the tree
    // (display: none) and the focus falls to <body>, so the keys wait for the loads to end, and
    // the tab is focused when they are pressed (a failure names what had the focus instead).
    await page.waitForLoadState('networkidle');
    const homeTab = page.locator('.shell-tabs__tab[data-tab="index"]');
    await homeTab.focus();
    await expect.poll(() => homeTab.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+F10');
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu')
      .waitFor({ timeout: 10_000 })
      .catch(async (error: Error) => {
        const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
        throw new Error(`Shift+F10 opened no tab menu; the focus was on ${focused}: ${error.message}`);
      });
    found['tab context menu'] = await seriousFindings(page);
    await page.keyboard.press('Escape');
    await openUserMenu(page);
    found['user menu'] = await seriousFindings(page);
    await page.mouse.move(700, 600);
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-popover').waitFor();
    found['notice popover'] = await seriousFindings(page);
    await page.keyboard.press('Escape');

    // A dialog with its errors: change password, sent empty.
    await openUserMenu(page);
    await page.locator('.ant-dropdown-menu-item', { hasText: '修改密码' }).dispatchEvent('click');
    const dialog = page.locator('.ant-modal', { hasText: '修改密码' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.locator('.ant-form-item-explain-error').first().waitFor();
    found['change password, errors'] = await seriousFindings(page);
    await page.keyboard.press('Escape');

    // Forms sent empty: their error messages must be as readable as the rest.
    for (const [path, save] of [
      ['/xmsl/add', /保\s*存/],
      ['/khgl/enterprise/add', /保\s*存/],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('button', { name: save }).first().click();
      await page.locator('.ant-form-item-explain-error').first().waitFor();
      found[`${path}, errors`] = await seriousFindings(page);
    }
    await page.close();
    expect(report(found)).toBe('');
  }, 600_000);

  it('every menu page of an enterprise user, and the English interface', async () => {
    const found: Record<string, Finding[]> = {};
    const page = await signedInPage(browser, 'enterprise');
    await auditMenu(page, found);

    await chooseLanguage(page, 'English');
    await page.locator('.shell-header__welcome', { hasText: /Welcome to the/ }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toMatch(/^en/);
    found['/index (English)'] = await seriousFindings(page);
    await openInApp(page, '/xmsl/search');
    await page.locator('.shell-view:visible .ant-table-row').first().waitFor();
    found['/xmsl/search (English)'] = await seriousFindings(page);
    await chooseLanguage(page, '简体中文');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.close();
    expect(report(found)).toBe('');
  }, 300_000);

  it.each(['staff', 'auditor', 'decider'])(
    'every menu page of %s, with its own records',
    async (user) => {
      const found: Record<string, Finding[]> = {};
      const page = await signedInPage(browser, user);
      await page.setViewportSize({ width: 1366, height: 768 });
      expect(await auditMenu(page, found)).toBeGreaterThan(0);
      await page.close();
      expect(report(found)).toBe('');
    },
    300_000,
  );

  it('record pages of a record that does not exist: the 404 block with its way back, no notification', async () => {
    const found: Record<string, Finding[]> = {};
    const page = await signedInPage(browser, 'admin');
    const absent = '01a208fa-0000-7000-8000-000000000000';
    for (const [path, list] of [
      [`/shxm/project/execute/${absent}`, '/shxm/project'],
      [`/htps/bgsp/audit/${absent}`, '/htps/bgsp/await'],
      [`/xxtz/notice/${absent}`, '/xxtz/noticeList'],
      ['/rlzy/edit/1', '/rlzy/auditor'],
      [`/zsfx/change/${absent}`, '/zsfx/change'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId('error-block-notFound').waitFor();
      // A notification would appear with the failed call's answer: give it the time to show.
      await page.waitForTimeout(500);
      expect(await page.locator('.ant-notification-notice').count(), `${path}: notification`).toBe(0);
      found[`${path} (no such record)`] = await seriousFindings(page);
      await page.getByTestId('error-block-notFound').getByRole('button').click();
      await page.waitForURL(`**${list}`);
    }
    await page.close();
    expect(report(found)).toBe('');
  });

  it('the scope tool of cert_admin', async () => {
    const page = await quietPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.fill('#username', 'certadmin');
    await page.fill('#password', passwordOf('certadmin'));
    await page.press('#password', 'Enter');
    await page.waitForURL('**/reviewTool');
    await page.locator('.ant-card').first().waitFor();
    const found = { '/reviewTool': await seriousFindings(page) };
    await page.close();
    expect(report(found)).toBe('');
  });
});
