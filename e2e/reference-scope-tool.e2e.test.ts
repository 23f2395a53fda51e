/**
 * Journey: a certificate administrator lands on the scope tool, searches recommended sub-categories,
 * adds two, sees them merged with ；, edits and confirms a box, copies it, and looks a code up in
 * 专业代码查询.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { E2E_DEMO_PASSWORD } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('scope tool journey', () => {
  it('searches, adds, merges, edits, confirms, copies and looks codes up', async () => {
    const page = await browser.newPage({
      viewport: { width: 1366, height: 900 },
      locale: 'zh-CN',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/login`);
    await page.fill('#username', 'certadmin');
    await page.fill('#password', E2E_DEMO_PASSWORD);
    await page.press('#password', 'Enter');
    await page.waitForURL('**/reviewTool');
    await page.getByText('认证范围确定工具').waitFor();
    await page.getByRole('button', { name: /吴证书/ }).waitFor();

    // Blank text sends nothing.
    let searches = 0;
    page.on('request', (r) => {
      if (r.url().includes('/listCertItem')) searches++;
    });
    const keyword = page.getByTestId('scope-keyword');
    await keyword.fill('   ');
    await page.waitForTimeout(500);
    expect(searches).toBe(0);

    await keyword.fill('电缆');
    const cableRow = page.getByRole('row', { name: /19\.05\.01/ });
    await cableRow.waitFor();
    expect(searches).toBe(1);
    await cableRow.getByRole('button', { name: '添加' }).click();
    await expect.poll(() => cableRow.getByRole('button', { name: '已添加' }).isDisabled()).toBe(true);

    await keyword.fill('开关');
    const switchRow = page.getByRole('row', { name: /19\.09\.01/ });
    await switchRow.getByRole('button', { name: '添加' }).click();

    const codes = page.getByTestId('scope-box-codes');
    await expect.poll(() => codes.locator('.scope-tool__box-text').textContent()).toBe('19.05.01；19.09.01');
    const docsQ = page.getByTestId('scope-box-qualification');
    await expect
      .poll(() => docsQ.locator('.scope-tool__box-text').textContent())
      .toBe('营业执照；全国工业产品生产许可证；CCC认证证书');
    await keyword.fill('的');
    await page.getByText('推荐专业小类（10+）').waitFor();
    await screenshot(page, 'scope-tool');

    // Edit, confirm and copy the scope description.
    const coverage = page.getByTestId('scope-box-coverage');
    await coverage.getByRole('button', { name: '编辑' }).click();
    await coverage.locator('textarea').fill('电线电缆的生产；低压成套开关设备的设计和生产；相关服务');
    await coverage.getByRole('button', { name: '确认' }).click();
    await expect
      .poll(() => coverage.locator('.scope-tool__box-text').textContent())
      .toBe('电线电缆的生产；低压成套开关设备的设计和生产；相关服务');
    await coverage.getByRole('button', { name: '复制' }).click();
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '电线电缆的生产；低压成套开关设备的设计和生产；相关服务',
    );

    // 专业代码查询
    await page.getByRole('button', { name: /专业代码查询/ }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '专业代码查询' });
    await modal.getByText('共 162 条').waitFor();
    await modal.getByTestId('lookup-code').fill('19.05');
    await modal.getByRole('button', { name: /查\s*询/ }).click();
    await modal.getByText('共 3 条').waitFor();
    await modal
      .getByRole('row', { name: /电线、电缆制造/ })
      .first()
      .waitFor();
    await screenshot(page, 'code-lookup');
    expect(errors).toEqual([]);
    await page.close();
  });
});
