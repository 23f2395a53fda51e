/**
 * Journey: a member of the public checks certificates at /cert/search without signing in — by
 * number and by the organisation's name, with a status filter — on a desktop and on a phone.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Found {
  certNo: string;
  enterpriseName: string;
  status: number;
}

/** A certificate of the demo data, found through the same public API. */
async function demoCertificate(status: number): Promise<Found> {
  const res = await fetch(
    `${baseUrl()}/api/cert/public/search?enterpriseName=有限公司&status=${status}&pageSize=1`,
  );
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.result.records[0];
}

async function openSearch(viewport: { width: number; height: number }, query = ''): Promise<Page> {
  const page = await browser.newPage({ viewport, locale: 'zh-CN' });
  await page.goto(`${baseUrl()}/cert/search${query}`);
  await page.getByRole('heading', { name: '证书查询' }).waitFor();
  await page.getByTestId('cert-body-name').getByText('华衡质量认证有限公司').waitFor();
  return page;
}

describe('public certificate search', () => {
  it('finds a certificate by number and by name with its status, without signing in', async () => {
    const valid = await demoCertificate(1);
    const page = await openSearch({ width: 1366, height: 800 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Nothing to search for yet: the form says what it needs, and nothing is sent.
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByRole('alert').getByText('请输入证书编号或企业名称').waitFor();

    await page.fill('#certNo', valid.certNo.toLowerCase());
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const card = page.getByTestId('cert-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.locator('.cert-card__no').textContent()).toBe(valid.certNo);
    expect(await card.getByTestId('cert-status').textContent()).toBe('有效');
    await card.getByText(valid.enterpriseName).waitFor();
    await card.getByText('认证范围').waitFor();
    await card.getByText('有效期至').waitFor();
    await screenshot(page, 'cert-search-by-number');

    // By part of the name, only suspended ones.
    const suspended = await demoCertificate(2);
    await page.fill('#certNo', '');
    await page.fill('#enterpriseName', suspended.enterpriseName.slice(2, 6));
    await page.selectOption('#status', '2');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL(/status=2/);
    await card.getByText(suspended.certNo).waitFor();
    const labels = await page.getByTestId('cert-status').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(['暂停']));
    await card.first().getByText('暂停至').waitFor();
    await screenshot(page, 'cert-search-by-name');

    // Nothing found.
    await page.fill('#enterpriseName', '不存在的企业名称');
    await page.selectOption('#status', '');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('未查询到相关证书').waitFor();

    // Never asked to sign in, and no session was created.
    expect(new URL(page.url()).pathname).toBe('/cert/search');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('TOKEN')))).toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works on a 390 px phone, from a link that carries the query', async () => {
    const page = await openSearch(
      { width: 390, height: 844 },
      `?enterpriseName=${encodeURIComponent('有限公司')}`,
    );
    await page.getByTestId('cert-card').first().waitFor();
    await page.getByText(/共 \d+ 条/).waitFor();
    const labels = new Set(await page.getByTestId('cert-status').allTextContents());
    for (const label of labels) expect(['有效', '暂停', '撤销', '注销', '过期']).toContain(label);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'cert-search-mobile');
    // What the phone shows first (the full page above is long).
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'cert-search-mobile-first-screen.png') });
    // Paging keeps the query in the URL.
    await page.getByRole('button', { name: '下一页' }).click();
    await page.waitForURL(/pageNo=2/);
    await page.getByText(/第 2 \/ \d+ 页/).waitFor();
    await page.close();
  });
});
