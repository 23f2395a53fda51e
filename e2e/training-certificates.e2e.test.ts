/**
 * Journey: staff manage training certificates (证书管理 → 培训证书). The list shows the demo
 * certificates with masked ID-card numbers; a new certificate is refused while the form is empty or
 * its number is taken, then saved; it is found by its number in the list; the public page
 * /trainCertificate/check (no sign-in) says it is valid; revoked with a reason, the public page says
 * 已撤销.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let page: Page;
const problems: string[] = [];
const stamp = Date.now().toString().slice(-7);
const CERT_NO = `PX-E2E-${stamp}`;
const HOLDER = '郑旅程';

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, 'staff');
  await page.setViewportSize({ width: 1366, height: 900 });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
});
afterAll(() => browser?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `training-certificates-failed-${ctx.task.name.slice(0, 20)}`);
});

const field = (id: string) => page.locator(`.cb-form-page #${id}`);
const rows = () => page.locator('.cb-list-page .ant-table-tbody tr.ant-table-row');

async function pickDate(id: string, value: string) {
  const input = field(id);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
}

async function publicCheck(certNo: string, name: string): Promise<Page> {
  const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  await visitor.goto(`${baseUrl()}/trainCertificate/check`);
  await visitor.getByLabel('证书编号').fill(certNo);
  await visitor.getByLabel('持证人姓名').fill(name);
  await visitor.getByRole('button', { name: /查\s*询/ }).click();
  return visitor;
}

describe('培训证书', () => {
  it('lists the demo certificates with masked ID-card numbers', async () => {
    await page.goto(`${baseUrl()}/zsfx/trainCertificate`);
    await rows().first().waitFor();
    await page.getByRole('columnheader', { name: '身份证号' }).first().waitFor();
    const ids = await rows().locator('td:nth-child(4)').allTextContents();
    expect(ids.filter((v) => v !== '').every((v) => /^\d{3}\*+[\dX]{4}$/.test(v))).toBe(true);
    await screenshotWidths(page, 'training-certificates-list');
  });

  it('refuses an empty form and a taken number, then adds a certificate', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.waitForURL(/\/zsfx\/trainCertificate\/add$/);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('请输入培训证书编号').waitFor();
    await page.getByText('请选择培训开始日期').waitFor();
    await screenshot(page, 'training-certificates-form-errors-1366');

    await field('certNo').fill('px-2025-0101');
    await field('holderName').fill(HOLDER);
    await field('holderIdCardNo').fill('11010519491231002X');
    await field('employer').fill('苏州工业园区星河精密制造有限公司');
    await field('courseName').fill('质量管理体系内审员培训');
    await field('standardName').fill('GB/T 19001-2016/ISO 9001:2015');
    await pickDate('trainingFrom', '2026-03-02');
    await pickDate('trainingTo', '2026-03-04');
    await pickDate('issueDate', '2026-03-10');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    // A taken number is the number field's own error (no notice elsewhere), and the form stays.
    await page
      .locator('.cb-form-page .ant-form-item-has-error', { has: page.locator('#certNo') })
      .getByText('培训证书编号已存在')
      .waitFor();
    expect(await page.getByText('培训证书编号已存在').count()).toBe(1);
    expect(page.url()).toMatch(/\/add$/);
    await screenshot(page, 'training-certificates-number-taken-1366');

    await field('certNo').fill(CERT_NO.toLowerCase());
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/zsfx\/trainCertificate\/edit\/[0-9a-f-]+\/0$/);
    await page.locator('.cb-detail-page').getByText(CERT_NO).first().waitFor();
    await page.locator('.cb-detail-page').getByText('11010519491231002X').waitFor();
    await screenshotWidths(page, 'training-certificates-detail');
  });

  it('finds the new certificate by its number in the list', async () => {
    await page.goto(`${baseUrl()}/zsfx/trainCertificate`);
    await rows().first().waitFor();
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/zsfx/trainCertificate/list') && r.url().includes(`certNo=${CERT_NO}`),
    );
    await page.locator('#zsfx_trainCertificate_list_search_certNo').fill(CERT_NO);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await searched;
    await expect.poll(() => rows().count()).toBe(1);
    const row = rows().first();
    await expect(row.textContent()).resolves.toContain(HOLDER);
    await expect(row.textContent()).resolves.toContain('110***********002X');
    await expect(row.textContent()).resolves.toContain('有效');
    await screenshot(page, 'training-certificates-found-1366');
  });

  it('the public check says valid; revoked with a reason, it says 已撤销', async () => {
    const visitor = await publicCheck(CERT_NO, HOLDER);
    await visitor.getByTestId('training-status').getByText('有效', { exact: true }).waitFor();
    expect(await visitor.getByTestId('training-cert-no').textContent()).toBe(CERT_NO);
    await screenshot(visitor, 'training-certificates-public-valid-1366');
    await visitor.close();

    await rows()
      .first()
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await page.waitForURL(/\/edit\/[0-9a-f-]+\/1$/);
    await field('status').click();
    await page.locator('.ant-select-dropdown:visible').getByText('已撤销', { exact: true }).click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('撤销证书时请输入撤销原因').waitFor();
    await field('revokeReason').fill('培训考核资料不实');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/edit\/[0-9a-f-]+\/0$/);
    await page.locator('.cb-detail-page').getByText('培训考核资料不实').waitFor();
    await screenshot(page, 'training-certificates-revoked-1366');

    const again = await publicCheck(CERT_NO, HOLDER);
    await again.getByTestId('training-status').getByText('已撤销', { exact: true }).waitFor();
    await screenshot(again, 'training-certificates-public-revoked-1366');
    await again.close();
    expect(problems).toEqual([]);
  });
});
