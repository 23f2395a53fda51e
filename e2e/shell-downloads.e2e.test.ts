/**
 * The loading mask (SPEC.md §4: shown only after 300 ms, hidden at once, 加载中···) and the
 * download rows of the error catalogue (§8: 501 read as JSON, 601 → 暂无数据导出！, empty →
 * 文件下载失败, other failures → 操作失败！), driven through the professional-code Excel export.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { envelope, signedInPage } from './support/pages.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, 'admin');
  await page.goto(`${baseUrl()}/sys/code`);
  await exportButton().waitFor();
});
afterAll(() => browser?.close());

const EXPORT = '**/api/certi/cerCertificateCode/exportXls**';
const exportButton = () => page.getByRole('button', { name: /导\s*出/ });
const mask = () => page.locator('.ant-spin-fullscreen.ant-spin-spinning');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function withExportAnswer(answer: (route: Route) => Promise<void>, run: () => Promise<void>) {
  await page.route(EXPORT, answer);
  try {
    await run();
  } finally {
    await page.unroute(EXPORT);
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('loading mask', () => {
  it('exports the real file from the server', async () => {
    const download = page.waitForEvent('download');
    await exportButton().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('专业代码.xlsx');
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK');
    await mask().waitFor({ state: 'detached' });
  });

  it('stays hidden when the export answers within 300 ms', async () => {
    await withExportAnswer(
      (route) => route.fulfill({ status: 200, contentType: XLSX, body: Buffer.from('PK-quick') }),
      async () => {
        const download = page.waitForEvent('download');
        let seen = false;
        const watch = setInterval(async () => {
          if (await mask().count()) seen = true;
        }, 25);
        await exportButton().click();
        await download;
        await sleep(400);
        clearInterval(watch);
        expect(seen).toBe(false);
      },
    );
  });

  it('appears after 300 ms with 加载中··· during a slow export and goes at once when it ends', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await withExportAnswer(
      async (route) => {
        await gate;
        await route.fulfill({ status: 200, contentType: XLSX, body: Buffer.from('PK-not-empty') });
      },
      async () => {
        setTimeout(release, 15_000); // never leave the export hanging if an expectation fails
        const clicked = Date.now();
        await exportButton().click();
        await sleep(150);
        expect(await mask().count(), 'no mask in the first 300 ms').toBe(0);
        await mask().waitFor();
        expect(Date.now() - clicked).toBeGreaterThanOrEqual(290);
        await expect.poll(() => mask().innerText()).toContain('加载中···');
        await screenshot(page, 'shell-loading-mask');
        const download = page.waitForEvent('download');
        release();
        await download;
        await mask()
          .waitFor({ state: 'detached', timeout: 1000 })
          .catch(async () => {
            expect(await mask().count()).toBe(0);
          });
      },
    );
  });
});

describe('download failures (error catalogue)', () => {
  const cases: [string, (route: Route) => Promise<void>, string][] = [
    [
      '501: the blob is read as JSON and its message shown',
      (route) =>
        route.fulfill({
          status: 501,
          contentType: 'application/json',
          body: envelope(501, null, '导出模板不存在'),
        }),
      '导出模板不存在',
    ],
    [
      'an error mentioning 601 shows 暂无数据导出！',
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: envelope(601, null, '601') }),
      '暂无数据导出！',
    ],
    [
      'an empty file shows 文件下载失败',
      (route) => route.fulfill({ status: 200, contentType: XLSX, body: '' }),
      '文件下载失败',
    ],
    ['a failed download shows 操作失败！', (route) => route.abort('connectionreset'), '操作失败！'],
  ];

  for (const [name, answer, text] of cases) {
    it(name, async () => {
      let downloaded = false;
      const onDownload = () => {
        downloaded = true;
      };
      page.on('download', onDownload);
      await withExportAnswer(answer, async () => {
        await exportButton().click();
        await page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
      });
      page.off('download', onDownload);
      expect(downloaded).toBe(false);
      expect(await mask().count()).toBe(0);
      if (text === '操作失败！') await screenshot(page, 'shell-download-failed');
      // Let the message go before the next case.
      await page
        .locator('.ant-message-notice', { hasText: text })
        .first()
        .waitFor({ state: 'detached', timeout: 6000 })
        .catch(() => undefined);
    });
  }
});
