/**
 * Journey: WCAG 2.1 AA (GB/T 37668-2019) on every page a user can reach (issue 21). axe-core checks
 * the public pages and every page of the menu that the server sends to the admin and to an
 * enterprise user (建设中 placeholders and hidden pages with their parameters included), with open
 * menus, dialogs and form errors too, and the journey fails on any serious or critical finding.
 * The page list is the server's menu, so each area's pages are held to it as they land.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, openUserMenu } from './support/browser.ts';
import { passwordOf, quietPage, signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface MenuNode {
  path: string;
  component?: string | null;
  meta?: { internalOrExternal?: boolean } | null;
  children?: MenuNode[] | null;
}

/**
 * Every page of a server menu: the routes that render one. Groups only hold children, and external
 * links open another site.
 */
function menuPages(menu: readonly MenuNode[]): string[] {
  const paths = menu.flatMap((r): string[] => {
    if (r.children?.length) return menuPages(r.children);
    return r.component === 'layouts/RouteView' || r.meta?.internalOrExternal ? [] : [r.path];
  });
  return [...new Set(paths)];
}

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);

async function api<T>(token: string, path: string): Promise<T | undefined> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'x-access-token': token } });
  return res.ok ? ((await res.json()).result as T) : undefined;
}

/**
 * Values for the path parameters of the hidden pages: real ids where a page loads a record, '1'
 * for any other (建设中 pages ignore it; a page that lands with a new parameter is checked in its
 * not-found state until its parameter gets an id here).
 */
async function sampleParams(token: string): Promise<Record<string, string | undefined>> {
  const firstId = async (path: string) =>
    (await api<{ records: { id: string }[] }>(token, path))?.records[0]?.id;
  return {
    applyId: await firstId('/xmsl/cerApplyApi/list?pageNo=1&pageSize=1'),
    enterpriseId: await firstId('/khgl/enterprise/list?pageNo=1&pageSize=1'),
    Id: await firstId('/xxtz/cerNotice/listByUser?pageNo=1&pageSize=1&msgCategory=2'),
    operable: '1',
    edit: '1',
    fromZone: '0',
  };
}

const withParams = (path: string, values: Record<string, string | undefined>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

/** Counts the page's pending API calls, to tell when a page has its data. */
function trackRequests(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (r) => r.url().includes('/api/') && pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return () => pending.size;
}

/**
 * Waits until a page other than `previous` is shown and rendered and, unless it is a 建设中
 * placeholder (which loads nothing), until its API calls have been answered for a moment. Returns
 * the placeholder's view.
 */
async function settled(page: Page, pending: () => number, previous: string | null): Promise<string | null> {
  const shown = await page.waitForFunction((previous) => {
    // The shown page of the shell, or a page outside it (such as /404).
    const view = document.querySelector('.shell')
      ? [...document.querySelectorAll<HTMLElement>('.shell-view')].find((v) => v.offsetParent)
      : document.getElementById('root');
    if (view?.dataset.view === previous) return false;
    if (
      !view?.firstElementChild ||
      view.querySelector('.page-loading, .ant-spin-spinning, .ant-skeleton-active')
    )
      return false;
    return { placeholder: view.querySelector('.under-construction') ? (view.dataset.view ?? null) : null };
  }, previous);
  const { placeholder } = (await shown.jsonValue()) as { placeholder: string | null };
  if (placeholder) return placeholder;
  let quietSince = Date.now();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && Date.now() - quietSince < 200) {
    if (pending() > 0) quietSince = Date.now();
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

/** Opens `path` inside the running app, as a menu click does (no reload: one sign-in for all). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Checks every page of the user's menu in one signed-in page. Each page's tab is closed when the
 * next page is open, so that kept-alive pages do not pile up. A 建设中 placeholder is checked
 * without the shell around it, which the real pages have checked in every state it takes.
 */
async function auditMenu(page: Page, found: Record<string, Finding[]>): Promise<number> {
  const token = await tokenOf(page);
  const info = await api<{ userPermission: { menu: MenuNode[] } }>(token, '/sys/user/getUserInfoNew');
  const samples = await sampleParams(token);
  const pages = menuPages(info?.userPermission.menu ?? []).map((p) => withParams(p, samples));
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
  it('public pages: sign-in (with its errors), certificate search, 404, a public notice', async () => {
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
    await page.close();
    expect(report(found)).toBe('');
  });

  it('every menu page of the admin, then its menus, popover, dialogs and form errors', async () => {
    const found: Record<string, Finding[]> = {};
    const page = await signedInPage(browser, 'admin');
    await page.setViewportSize({ width: 1366, height: 768 });
    const count = await auditMenu(page, found);
    expect(count).toBeGreaterThan(100);

    // The tab bar's context menu, the user menu and the notice popover, open.
    await openInApp(page, '/index');
    await page.locator('.shell-tabs__tab[data-tab="index"]').focus();
    await page.keyboard.press('Shift+F10');
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').waitFor();
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

    await page.getByTestId('language').hover();
    await page.getByText('English', { exact: true }).click();
    await page.locator('.shell-header__welcome', { hasText: /Welcome to the/ }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toMatch(/^en/);
    found['/index (English)'] = await seriousFindings(page);
    await openInApp(page, '/xmsl/search');
    await page.locator('.ant-table-row').first().waitFor();
    found['/xmsl/search (English)'] = await seriousFindings(page);
    await page.getByTestId('language').hover();
    await page.getByText('简体中文', { exact: true }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.close();
    expect(report(found)).toBe('');
  }, 300_000);

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
