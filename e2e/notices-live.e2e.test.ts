/**
 * Journeys of the notices: an admin publishes, the signed-in user's bell updates live over the
 * WebSocket, the unread popup shows it, marking it read drops the badge; notice HTML with XSS
 * payloads runs no script in Chromium; the contract popup follows its schedule on a controlled clock.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { envelope } from './support/pages.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/server.ts';

let browser: Browser;
let adminToken: string;

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

async function apiLogin(username: string): Promise<string> {
  const password = username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD;
  const result = await api<{ token: string }>(null, 'POST', '/sys/erpnew/login', { username, password });
  return result.token;
}

async function publish(body: Record<string, unknown>): Promise<string> {
  const created = await api<{ id: string }>(adminToken, 'POST', '/sys/annountCement/add', {
    msgCategory: '2',
    targetType: 'all',
    ...body,
  });
  await api(adminToken, 'GET', `/sys/annountCement/doReleaseData?id=${created.id}`);
  return created.id;
}

async function signIn(username: string, setup?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  await setup?.(page);
  await page.goto(`${baseUrl()}/login`);
  await page.fill('#username', username);
  await page.fill('#password', username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD);
  await page.press('#password', 'Enter');
  await page.waitForURL('**/index');
  return page;
}

/**
 * For journeys that are not about the popups: the unread list and the contract reminder answer
 * "nothing", so no popup can cover what the journey clicks (they open 5 s after sign-in).
 */
async function quietPopups(page: Page) {
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
}

/** The unread popup opens on sign-in when notices wait; close it to reach the rest of the page. */
async function closePopupIfShown(page: Page) {
  await page.waitForLoadState('networkidle');
  if (await page.getByTestId('unread-popup').isVisible()) {
    await page.keyboard.press('Escape');
    await page.getByTestId('unread-popup').waitFor({ state: 'hidden' });
  }
}

const badge = (page: Page) =>
  page
    .locator('[data-testid="notice-bell"] .ant-badge-count')
    .evaluateAll((els) => (els[0] ? els[0].getAttribute('title') : '0'));

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin('admin');
});
afterAll(() => browser?.close());

describe('live notices', () => {
  it('publish as admin → the badge updates live → popup → mark read → the badge drops', async () => {
    const page = await signIn('auditor');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The demo notice waits unread: the popup shows it first; read everything to start clean.
    await page.getByTestId('notice-bell').waitFor();
    const auditorToken = await apiLogin('auditor');
    await api(auditorToken, 'PUT', '/xxtz/cerNotice/batchUpdateNotice', { msgType: '1' });
    await api(auditorToken, 'PUT', '/xxtz/cerNotice/batchUpdateNotice', { msgType: '2' });
    await page.reload();
    await page.getByTestId('notice-bell').waitFor();
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('0');

    await publish({
      title: '关于开展年度内审的通知',
      content: '<p>请各部门于<b>12月15日</b>前完成内审。</p>',
      priority: 'H',
    });
    // No reload: the WebSocket push makes the bell and the popup refresh.
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('1');
    const popup = page.getByTestId('unread-popup');
    await popup.waitFor();
    await expect.poll(() => popup.getByText('关于开展年度内审的通知').count()).toBe(1);
    await screenshot(page, 'notices-popup');

    await page.getByTestId('popup-mark-read').click();
    await page.getByText('消息已读').waitFor();
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('0');

    // The popover: 400 px, messages and notices tabs.
    await publish({ title: '第二条通知' });
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('1');
    await page.getByTestId('unread-popup').waitFor();
    await closePopupIfShown(page);
    await page.getByTestId('notice-bell').click();
    const popover = page.getByTestId('notice-popover');
    await popover.waitFor();
    const popoverWidth = await popover.evaluate(
      // offsetWidth ignores the opening zoom animation's transform.
      (el) => (el.closest('.ant-popover') as HTMLElement | null)?.offsetWidth,
    );
    expect(Math.round(popoverWidth ?? 0)).toBe(400);
    await expect.poll(() => popover.getByRole('tab').allTextContents()).toEqual(['消息 (0)', '通知 (1)']);
    await screenshot(page, 'notices-popover');
    // It opens on the tab with unread items.
    expect(await popover.getByRole('tab', { selected: true }).textContent()).toBe('通知 (1)');
    await popover.getByTestId('bell-read-all-2').click();
    await page.getByText('我已知晓全部消息，同意将当前未读的消息全部标注为已读。是否确定？').waitFor();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await page.getByText('全部标注为已读').first().waitFor();
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('0');

    // 9+ when more than nine are unread.
    for (let i = 0; i < 10; i++) await publish({ title: `批量通知${i + 1}` });
    await expect
      .poll(() => page.locator('[data-testid="notice-bell"] .ant-badge-count').textContent(), {
        timeout: 10_000,
      })
      .toBe('9+');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows the channel settings dialog with channel 1 locked and the SMS dialog when not bought', async () => {
    const page = await signIn('staff', quietPopups);
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-channel-settings').click();
    await page.getByText('消息通知渠道设置').waitFor();
    const inApp = page.getByRole('checkbox', { name: '站内' });
    expect(await inApp.isChecked()).toBe(true);
    expect(await inApp.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: '短信' }).click();
    await page.getByText('系统未开通短信通知增值服务，请联系机构管理员向系统供应商购买。').waitFor();
    await screenshot(page, 'notices-channels');
    await page.close();
  });
});

describe('notice HTML in a real browser', () => {
  it('renders stored XSS payloads inert: no script runs on the detail page', async () => {
    const id = await publish({
      title: '<img src=x onerror="window.__xss=1">标题',
      content:
        '<p>正文</p><script>window.__xss=2</script><img src="x" onerror="window.__xss=3"><a href="javascript:window.__xss=4" id="bad">链接</a><svg onload="window.__xss=5"></svg><iframe srcdoc="<script>parent.__xss=6</script>"></iframe><details open ontoggle="window.__xss=7"></details>',
    });
    const page = await signIn('decider', quietPopups);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${baseUrl()}/xxtz/notice/${id}`);
    await page.getByTestId('notice-detail').waitFor();
    await page.getByTestId('notice-detail').getByText('正文').waitFor();
    // The link lost its javascript: href; clicking it runs nothing.
    await page.getByTestId('notice-detail').getByText('链接').click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const html = await page.getByTestId('safe-html').first().innerHTML();
    for (const bad of ['<script', 'onerror', 'javascript:', '<iframe', 'ontoggle', '<svg'])
      expect(html).not.toContain(bad);
    // The title is shown as text.
    await page.getByText('<img src=x onerror="window.__xss=1">标题').first().waitFor();
    expect(dialogs).toEqual([]);
    await screenshot(page, 'notices-detail-xss');
    await page.close();
  });

  it('shows a public notice without sign-in, and refuses a private one', async () => {
    const pub = await publish({ title: '公开的通知公告', content: '<p>公开内容</p>', isPublic: true });
    const priv = await publish({ title: '内部通知' });
    const page = await browser.newPage({ viewport: { width: 414, height: 800 }, locale: 'zh-CN' });
    await page.goto(`${baseUrl()}/notice/detail/${pub}/1`);
    await page.getByTestId('public-notice').waitFor();
    await page.getByText('公开内容').waitFor();
    await screenshot(page, 'notices-public');
    await page.goto(`${baseUrl()}/xxtz/wechat/detail?id=${priv}`);
    await page.getByText('通知不存在或未公开').waitFor();
    await page.close();
  });
});

describe('contract popup', () => {
  it('shows 5 s after sign-in, once a day (type 1), again after midnight', async () => {
    const current = await api<{ version: number }>(adminToken, 'GET', '/sys/contract/setting');
    await api(adminToken, 'PUT', '/sys/contract/setting', {
      contractPopupType: 1,
      contractPopupMode: 1,
      contractPopupContent: '您有3份合同即将到期，请及时处理。',
      version: current.version,
    });
    const page = await signIn('finance', async (p) => {
      await p.clock.install({ time: new Date('2026-11-20T09:00:00') });
    });
    const warning = page.getByText('您有3份合同即将到期，请及时处理。');
    await page.clock.runFor(4_000);
    expect(await warning.count()).toBe(0);
    await page.clock.runFor(2_000);
    await warning.waitFor();
    await page.locator('.ant-modal-confirm-title', { hasText: '提示' }).waitFor();
    await screenshot(page, 'notices-contract-popup');
    await page.getByRole('button', { name: '知道了' }).click();
    await warning.waitFor({ state: 'detached' });
    // Four hours later, same day: not again.
    await page.clock.runFor(4 * 3_600_000);
    await page.waitForTimeout(300);
    expect(await warning.count()).toBe(0);
    // The 4-hourly check after midnight shows it again.
    await page.clock.runFor(12 * 3_600_000);
    await warning.waitFor();
    await page.close();
  });
});

describe('notice administration', () => {
  it('writes a notice with the rich-text editor, targets a role, publishes it, and the recipient reads it', async () => {
    // This journey is about writing notices: keep the sign-in popups (unread list, contract
    // reminder) from covering the page while it works.
    const page = await signIn('admin', quietPopups);
    await page.goto(`${baseUrl()}/xxtz/noticeList`);
    await page.getByTestId('notice-add').click();
    const editor = page.getByTestId('notice-editor');
    await editor.waitFor();
    await page.getByTestId('notice-title').fill('关于审核员年度培训的通知');
    const area = page.getByTestId('rich-editor');
    await area.click();
    await page.keyboard.type('请全体审核员参加');
    await page.keyboard.press('Control+A');
    await page.getByRole('button', { name: '加粗' }).click();
    await editor.getByText('指定角色').click();
    await editor.locator('.ant-select').last().click();
    await page.locator('.ant-select-dropdown').getByText('审核员', { exact: true }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'notices-editor');
    await page
      .getByRole('button', { name: '保 存' })
      .or(page.getByRole('button', { name: '保存' }))
      .click();
    await page.getByText('保存成功').first().waitFor();
    const row = page.locator('tr', { hasText: '关于审核员年度培训的通知' });
    await row.getByTestId('notice-publish').click();
    await page.getByText('确定发布“关于审核员年度培训的通知”吗？').waitFor();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await page.getByText('发布成功').first().waitFor();
    await expect.poll(() => row.getByText('已发布').count()).toBe(1);
    await screenshot(page, 'notices-manage');
    await page.close();

    const auditor = await apiLogin('auditor');
    const list = await api<{ records: { id: string; title: string }[] }>(
      auditor,
      'GET',
      '/xxtz/cerNotice/listByUser?readStatus=0&pageNo=1&pageSize=20',
    );
    const found = list.records.find((r) => r.title === '关于审核员年度培训的通知');
    expect(found).toBeTruthy();
    const detail = await api<{ content: string }>(
      auditor,
      'GET',
      `/xxtz/cerNotice/queryById?id=${found!.id}`,
    );
    expect(detail.content).toMatch(/<(b|strong)>请全体审核员参加<\/(b|strong)>/);
  }, 120_000);
});
