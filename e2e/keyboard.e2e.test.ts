/**
 * Journey: the back office without a mouse (issue 21, WCAG 2.1 AA). Sign-in, the skip link, the
 * side menu, a table, the tab bar with its close and context-menu actions, the header's menus, the
 * notice popover, a dialog and a form with their errors — each reached and used by keyboard, each
 * focused control showing the focus.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { passwordOf, quietPage, signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Focused {
  tag: string;
  id: string;
  text: string;
  role: string | null;
  testid: string | null;
  /** It draws a focus indicator: an outline or a ring (box shadow). */
  ring: boolean;
  /** Ids of the elements that describe it (antd links a field to its error this way). */
  describedBy: string;
  invalid: string | null;
  /** Closest ancestors of interest that hold it. */
  inMain: boolean;
  inPopover: boolean;
  inDialog: boolean;
  inDropdown: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = (document.activeElement ?? document.body) as HTMLElement;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      text: (el.textContent ?? '').trim(),
      role: el.getAttribute('role'),
      testid: el.dataset.testid ?? null,
      ring:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none',
      describedBy: el.getAttribute('aria-describedby') ?? '',
      invalid: el.getAttribute('aria-invalid'),
      inMain: Boolean(el.closest('.shell-main')),
      inPopover: Boolean(el.closest('[data-testid="notice-popover"]')),
      inDialog: Boolean(el.closest('.ant-modal')),
      inDropdown: Boolean(el.closest('.ant-dropdown')),
    };
  });
}

/**
 * Presses `key` until the focused element matches, the way a keyboard user moves on: each press
 * after the focus has moved from the last one (a menu moves it a frame later).
 */
async function pressUntil(page: Page, key: string, match: (f: Focused) => boolean, limit = 40) {
  let before = await focused(page);
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    let now = await focused(page);
    for (let wait = 0; wait < 10 && JSON.stringify(now) === JSON.stringify(before); wait++) {
      await page.waitForTimeout(30);
      now = await focused(page);
    }
    if (match(now)) return now;
    before = now;
  }
  throw new Error(
    `${key} ×${limit} did not reach the element (now on ${JSON.stringify(await focused(page))})`,
  );
}

/** Tabs round to the skip link, the first stop of the shell. */
const toSkipLink = (page: Page) => pressUntil(page, 'Tab', (f) => f.text === '跳到主要内容', 80);

const tabs = (page: Page) => page.locator('.shell-tabs__tab').allTextContents();
const openMenu = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');

describe('keyboard only', () => {
  it('signs in, skips to the content, opens a list from the side menu and a record from its table', async () => {
    const page = await quietPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.locator('#username').waitFor();
    expect((await pressUntil(page, 'Tab', (f) => f.id === 'username', 3)).tag).toBe('input');
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('password');
    await page.keyboard.type(passwordOf('admin'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/index');
    await page.getByTestId('notice-bell').waitFor();

    // The first Tab shows the skip link; Enter on it puts the focus in front of the page.
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    expect(skip.text).toBe('跳到主要内容');
    expect(skip.ring).toBe(true);
    expect((await page.locator('.shell-skip').boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');

    // Side menu: a root group, then the sub-menu with the arrow keys.
    const root = await pressUntil(page, 'Tab', (f) => f.text === '工作台');
    expect(root.ring).toBe(true);
    await pressUntil(page, 'Tab', (f) => f.role === 'menu');
    const group = await pressUntil(page, 'ArrowDown', (f) => f.text === '项目受理');
    expect(group.ring).toBe(true);
    await page.keyboard.press('Enter');
    await pressUntil(page, 'ArrowDown', (f) => f.text === '申请查询');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/xmsl/search');
    await page.locator('.shell-view:visible .ant-table-row').first().waitFor();

    // Into the page, through its search form (an empty date range lets Tab go on), to a table link.
    await toSkipLink(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
    const link = await pressUntil(page, 'Tab', (f) => f.tag === 'a' && /^SQ\d+/.test(f.text));
    expect(link.ring).toBe(true);
    await screenshot(page, 'keyboard-table-link');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/xmsl\/detail\//);
    await page.close();
  });

  it('uses the tab bar: one tab stop, arrows, Enter, Delete and its context menu (Shift+F10)', async () => {
    const page = await signedInPage(browser);
    // Three pages opened from the menu (the set-up, not the subject).
    await page.locator('.shell-sider__sub .ant-menu-submenu-title', { hasText: '项目受理' }).click();
    for (const [title, path] of [
      ['申请查询', '/xmsl/search'],
      ['变更申请', '/xmsl/change'],
      ['资料下载', '/xmsl/download'],
    ] as const) {
      await page.locator('.shell-sider__sub .ant-menu-item', { hasText: title }).click();
      await page.waitForURL(`**${path}`);
      // Each page open (its tab active) before the next click: the subject is the keyboard.
      await expect
        .poll(() => page.locator('.shell-tabs__tab[aria-selected="true"]').textContent())
        .toBe(title);
    }
    await expect.poll(() => tabs(page)).toEqual(['首页', '申请查询', '变更申请', '资料下载']);

    // The tab list is one stop in the Tab order, on the active tab; the tool button is the next.
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Tab');
    let now = await focused(page);
    expect([now.role, now.text, now.ring]).toEqual(['tab', '资料下载', true]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('shell-tabs__tool'))).toBe(
      true,
    );
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).text).toBe('资料下载');

    // Arrows move the focus without opening; Enter opens.
    await page.keyboard.press('Home');
    expect((await focused(page)).text).toBe('首页');
    await page.keyboard.press('End');
    expect((await focused(page)).text).toBe('资料下载');
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).text).toBe('变更申请');
    expect(page.url()).toContain('/xmsl/download');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/xmsl/change');
    await expect
      .poll(() => page.locator('.shell-tabs__tab[aria-selected="true"]').textContent())
      .toBe('变更申请');

    // Delete closes the focused tab; the focus stays on the tab bar.
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).text).toBe('申请查询');
    await page.keyboard.press('Delete');
    await expect.poll(() => tabs(page)).toEqual(['首页', '变更申请', '资料下载']);
    await expect.poll(async () => (await focused(page)).text).toBe('变更申请');

    // Shift+F10 opens the right-click menu in the keyboard's hands; Escape gives the focus back.
    await page.keyboard.press('Shift+F10');
    await openMenu(page).waitFor();
    await expect.poll(async () => (await focused(page)).inDropdown).toBe(true);
    expect(await openMenu(page).locator('.ant-dropdown-menu-item').allTextContents()).toEqual([
      '刷新',
      '关闭',
      '关闭左侧',
      '关闭右侧',
      '关闭其他',
    ]);
    await screenshot(page, 'keyboard-tab-menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => openMenu(page).count()).toBe(0);
    expect((await focused(page)).text).toBe('变更申请');
    // …and its actions run from there.
    await page.keyboard.press('Shift+F10');
    await openMenu(page).waitFor();
    await expect.poll(async () => (await focused(page)).inDropdown).toBe(true);
    now = await pressUntil(page, 'ArrowDown', (f) => f.text === '关闭其他', 6);
    expect(now.ring).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => tabs(page)).toEqual(['首页', '变更申请']);
    await expect.poll(() => openMenu(page).count()).toBe(0);
    await expect.poll(async () => (await focused(page)).text).toBe('变更申请');

    // The affixed 首页 cannot be closed.
    await page.keyboard.press('Home');
    await page.keyboard.press('Delete');
    expect(await tabs(page)).toEqual(['首页', '变更申请']);

    // The tool menu opens from its button and closes back onto it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await openMenu(page).waitFor();
    await expect.poll(async () => (await focused(page)).inDropdown).toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toContain('shell-tabs__tool');
    await page.close();
  });

  it('opens the notice popover and the user menu, and reads out a dialog’s errors', async () => {
    const page = await signedInPage(browser);
    await pressUntil(page, 'Tab', (f) => f.testid === 'notice-bell');

    // The popover follows the bell in the Tab order and closes on Escape, back to the bell.
    await page.keyboard.press('Enter');
    await page.getByTestId('notice-popover').waitFor();
    expect(await page.getByTestId('notice-bell').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inPopover).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('notice-popover').isVisible()).toBe(false);
    expect((await focused(page)).testid).toBe('notice-bell');

    // The user menu (a hover menu for the mouse) opens on Enter with the focus on its first item.
    await page.keyboard.press('Tab');
    expect((await focused(page)).testid).toBe('user-menu');
    await page.keyboard.press('Enter');
    await openMenu(page).waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe('修改密码');
    await page.keyboard.press('Enter');
    const dialog = page.locator('.ant-modal', { hasText: '修改密码' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);

    // Sent empty: each field is marked invalid and linked to its message, read out as an alert.
    await pressUntil(page, 'Tab', (f) => /^确\s*定$/.test(f.text));
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: '请输入旧密码!' }).waitFor();
    const old = dialog.locator('#change-password_oldpassword');
    expect(await old.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await old.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toContain(
      '请输入旧密码!',
    );
    await screenshot(page, 'keyboard-dialog-errors');

    // Escape closes the dialog and gives the focus back to the menu's button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).testid).toBe('user-menu');
    await page.close();
  });

  it('saves a form page by keyboard: the first wrong field takes the focus and its error is read out', async () => {
    const page = await signedInPage(browser);
    await page.goto(`${baseUrl()}/xmsl/add`);
    await page.getByTestId('form-save').waitFor();
    await pressUntil(page, 'Tab', (f) => f.testid === 'form-save', 60);
    await page.keyboard.press('Enter');
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    const field = await focused(page);
    expect(field.invalid).toBe('true');
    const error = page.locator(`[id="${field.describedBy.split(' ')[0]}"]`).getByRole('alert');
    expect(await error.textContent()).toBeTruthy();
    await page.close();
  });
});
