/**
 * Journey: every list and detail page of the admin's menu at 1366 and 1920 px (issue 12 item 13).
 * On each, geometrically: no data cell lies under the fixed 操作 column (a table that must scroll
 * is checked scrolled to its end), no cell's content runs out of its cell, text cut by an ellipsis
 * shows in full on hover, and no Descriptions label wraps inside a word. The lists the issue named
 * fit without scrolling: /sys/user and /sys/menu at 1440 px, /xmsl/search and /khgl/enterprise at
 * 1920 px. Each page is screenshot at both widths (.test-results/screenshots/layout-*).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { layoutFindings } from './support/layout.ts';
import { openInApp, settled, trackRequests, userMenuPages } from './support/menu.ts';
import { chooseLanguage, signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shotName = (path: string, width: number) =>
  `layout${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'id').replace(/\W+/g, '-')}-${width}`;

async function findingsAt(page: Page, width: number, atRest: boolean): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  // The table recomputes its fixed columns after a resize (a resize observer, a render, rc-table's
  // next-frame layout state): look after four frames, and where something shows, again once the
  // page has had 250 ms to settle — only what is still there then is a finding.
  await page.evaluate(async () => {
    for (let i = 0; i < 4; i++) await new Promise((done) => requestAnimationFrame(done));
  });
  const first = await page.evaluate(layoutFindings, { atRest });
  if (!first.length) return first;
  await page.waitForTimeout(250);
  return page.evaluate(layoutFindings, { atRest });
}

/** Opens each page of the menu in one signed-in page and checks it at both widths. */
async function checkMenu(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const pages = await userMenuPages(page);
  expect(pages.length).toBeGreaterThan(0);
  const pending = trackRequests(page);
  const start = new URL(page.url()).pathname;
  for (const path of pages) {
    // A page shown outside the shell (a full-screen tool) is left for the workbench again.
    if (!(await page.locator('.shell-tabs').count())) {
      const left = page.url();
      await page.goto(`${baseUrl()}/index`);
      await page
        .locator('.shell-tabs__tab[aria-selected="true"]')
        .waitFor()
        .catch(async (error: Error) => {
          await screenshot(page, 'layout-lost-shell');
          throw new Error(`after ${left}, /index shows no shell (${page.url()}): ${error.message}`);
        });
    }
    const previous = await page.locator('.shell-tabs__tab[aria-selected="true"]').getAttribute('data-tab');
    if (path !== start) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openInApp(page, path);
      await settled(page, pending, previous).catch((error: Error) => {
        throw new Error(`${path} did not finish loading: ${error.message}`);
      });
    }
    const close = page.locator(
      `.shell-tabs__tab[data-tab="${previous}"]:not([aria-selected="true"]) .shell-tabs__close`,
    );
    if (await close.count()) await close.click();
    for (const width of [1366, 1920]) {
      const findings = await findingsAt(page, width, false);
      if (findings.length) found[`${path} @${width}`] = findings;
      await screenshot(page, shotName(path, width));
    }
  }
  return found;
}

const report = (found: Record<string, string[]>) =>
  Object.entries(found)
    .map(([page, lines]) => `${page}\n  ${lines.join('\n  ')}`)
    .join('\n');

describe('layout of every list and detail page', () => {
  it('the lists the issue named fit: nothing under the 操作 column at rest', async () => {
    const page = await signedInPage(browser, 'admin');
    const pending = trackRequests(page);
    const found: Record<string, string[]> = {};
    for (const [path, width] of [
      ['/sys/user', 1440],
      ['/sys/menu', 1440],
      ['/xmsl/search', 1920],
      ['/khgl/enterprise', 1920],
    ] as const) {
      const previous = await page.locator('.shell-tabs__tab[aria-selected="true"]').getAttribute('data-tab');
      await openInApp(page, path);
      await settled(page, pending, previous);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('.shell-view')].some(
          (v) => v.offsetParent && v.querySelector('.ant-table-row'),
        ),
      );
      const findings = await findingsAt(page, width, true);
      if (findings.length) found[`${path} @${width}`] = findings;
    }
    await page.close();
    expect(report(found)).toBe('');
  });

  it('English: enumeration labels in English, menu labels whole or in full on hover', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    const pending = trackRequests(page);
    await openInApp(page, '/xmsl/search');
    await settled(page, pending, 'index');
    const view = page.locator('.shell-view:visible');
    await expect.poll(() => view.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(await view.locator('.ant-table-tbody').innerText()).toContain('初次认证');

    await chooseLanguage(page, 'English');
    await page.locator('.shell-header__welcome', { hasText: /Welcome to the/ }).waitFor();
    // The shown list is fetched again in English.
    await expect.poll(() => view.locator('.ant-table-tbody').innerText()).toContain('New certification');
    expect(await view.locator('.ant-table-tbody').innerText()).not.toMatch(/初次认证|已受理|草稿/);
    await page.locator('.shell-sider__sub .ant-menu-submenu-title').first().waitFor();

    // Every menu label of every root: whole, or cut with its full text on hover.
    const cut: string[] = [];
    for (const root of await page.locator('.shell-sider__root').all()) {
      await root.click();
      cut.push(
        ...(await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              '.shell-sider__root-label, .shell-sider__sub-title, .shell-sider__sub .ant-menu-title-content',
            ),
          ]
            .filter((el) => el.offsetParent && el.scrollWidth > el.clientWidth + 1)
            .filter(
              (el) => (el.title || el.querySelector<HTMLElement>('[title]')?.title) !== el.innerText.trim(),
            )
            .map((el) => el.innerText.trim()),
        )),
      );
    }
    await screenshot(page, 'layout-english-menu-1366');
    expect([...new Set(cut)]).toEqual([]);
    await page.close();
  });

  it('admin: every page of the menu at 1366 and 1920 px', async () => {
    const page = await signedInPage(browser, 'admin');
    const found = await checkMenu(page);
    await page.close();
    expect(report(found)).toBe('');
  }, 900_000);
});
