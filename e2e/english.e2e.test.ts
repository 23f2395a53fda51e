/**
 * Journey: English mode is complete (issue 31 item 16). The admin (whose tenant enables English)
 * switches to English and opens every page of the menu once; on each, the page's own chrome —
 * table headers, form labels, buttons, card, modal and drawer titles, Descriptions labels, tabs,
 * placeholders, empty states — shows no Chinese character. Data cells are not looked at
 * (enterprise names and other records are Chinese data), nor the shell (its menu labels come from
 * the server's menu and are checked by layout.e2e's English test).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser.ts';
import { openInApp, settled, trackRequests, userMenuPages } from './support/menu.ts';
import { chooseLanguage, signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The Chinese texts of the shown page's chrome, each once. Runs in the page: looks at the visible
 * shell view (or the page shown outside the shell) and the open modals and drawers.
 */
function chineseChrome(): string[] {
  const chrome = [
    '.ant-table-thead th',
    '.ant-form-item-label',
    'button',
    '.ant-card-head-title',
    '.ant-card-extra',
    '.ant-modal-title',
    '.ant-drawer-title',
    '.ant-descriptions-title',
    '.ant-descriptions-item-label',
    '.ant-tabs-tab',
    '.ant-select-selection-placeholder',
    '.ant-empty-description',
    '.ant-page-header-heading-title',
    '.ant-radio-button-wrapper',
    '.ant-steps-item-title',
    '.ant-pagination-options',
    '.ant-list-empty-text',
    'h1, h2, h3, h4',
    'label',
  ].join(', ');
  const han = /\p{Script=Han}/u;
  const view = document.querySelector('.shell')
    ? [...document.querySelectorAll<HTMLElement>('.shell-view')].find((v) => v.offsetParent)
    : document.getElementById('root');
  const roots = [view, ...document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer-open')].filter(
    (r): r is HTMLElement => !!r,
  );
  const found = new Set<string>();
  for (const root of roots) {
    for (const el of root.querySelectorAll<HTMLElement>(chrome)) {
      if (!el.offsetParent && getComputedStyle(el).position !== 'fixed') continue;
      const text = el.innerText.trim().replace(/\s+/g, ' ');
      if (han.test(text))
        found.add(
          `${el.matches('button') ? 'button' : el.className.split(' ')[0] || el.tagName}: ${text.slice(0, 60)}`,
        );
    }
    for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (el.offsetParent && han.test(el.placeholder))
        found.add(`placeholder: ${el.placeholder.slice(0, 60)}`);
    }
  }
  return [...found];
}

/**
 * Chrome that carries record data, which stays Chinese in English: a label's part after its
 * separator (`Edit enterprise - 厦门鑫源…`, `Audit execution: 苏州德邦…`), and where a whole
 * text is a record's: the standard's name heading each standard of a contract review and beside
 * a competence analysis, the notice titles (the list's open buttons, the notice's heading) and the
 * file names of 开放文件 (their download buttons).
 */
const DATA_TEXT: [path: RegExp, finding: RegExp][] = [
  [/^\/htps\/review\//, /^ant-card-head-title: \d+ \. /],
  [/^\/rlzy\/analyse\//, /^ant-card-extra: [A-Z]+ /],
  [/^\/xxtz\/noticeList$/, /^button: /],
  [/^\/xxtz\/notice\//, /^ant-typography: /],
  // An opened file's name (with its size) is the button that downloads it.
  [/^\/khgl\/openedFile$/, /^button: .+\.[a-z0-9]{2,5}（[\d.]+ [KMG]?B）$/],
];

/** The finding without the record data a label introduces (`Label: data`, `Label - data`, `Label · data`). */
const labelPart = (finding: string) => {
  const [kind, ...rest] = finding.split(': ');
  return `${kind}: ${rest.join(': ').split(/: | - | · /)[0]}`;
};

function chromeFindings(path: string, findings: string[]): string[] {
  return findings
    .filter((f) => !DATA_TEXT.some(([p, d]) => p.test(path) && d.test(f)))
    .filter((f) => /\p{Script=Han}/u.test(labelPart(f)));
}

/** Opens each page of the menu in one signed-in page; the Chinese chrome of each, by page. */
async function walk(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const pages = await userMenuPages(page);
  expect(pages.length).toBeGreaterThan(0);
  const pending = trackRequests(page);
  const start = new URL(page.url()).pathname;
  for (const path of pages) {
    // A page shown outside the shell (a full-screen tool) is left for the workbench again.
    if (!(await page.locator('.shell-tabs').count())) {
      await page.goto(`${baseUrl()}/index`);
      await page.locator('.shell-tabs__tab[aria-selected="true"]').waitFor();
    }
    const previous = await page.locator('.shell-tabs__tab[aria-selected="true"]').getAttribute('data-tab');
    if (path !== start) {
      await openInApp(page, path);
      await settled(page, pending, previous).catch((error: Error) => {
        throw new Error(`${path} did not finish loading: ${error.message}`);
      });
    }
    // One page open at a time: the previous tab is closed (the shell keeps tabs rendered).
    const close = page.locator(
      `.shell-tabs__tab[data-tab="${previous}"]:not([aria-selected="true"]) .shell-tabs__close`,
    );
    if (await close.count()) await close.click();
    const chinese = chromeFindings(path, await page.evaluate(chineseChrome));
    if (chinese.length) found[path] = chinese;
  }
  return found;
}

describe('English mode', () => {
  it('admin: no page of the menu shows Chinese in its chrome', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.setViewportSize({ width: 1920, height: 900 });
    await chooseLanguage(page, 'English');
    await page.locator('.shell-header__welcome', { hasText: /Welcome to the/ }).waitFor();
    const found = await walk(page);
    await page.close();
    const report = Object.entries(found)
      .map(([path, texts]) => `${path}\n  ${texts.join('\n  ')}`)
      .join('\n');
    if (report) console.log(`Chinese in the English chrome:\n${report}`);
    expect(Object.keys(found)).toEqual([]);
  }, 900_000);
});
