/**
 * Journey: staff manage a customer enterprise (客户管理 → 企业客户). The list pages and sorts on
 * the server; a new enterprise is refused while its credit code is wrong or its name is taken,
 * then saved with a site and a contact; it appears in the searched list and in the Excel export
 * (read back with exceljs); its detail tabs show the site, the contact, the applications, the
 * certificate placeholder, the files and the change history; view mode ({edit} = 0) offers no
 * input; edit mode asks before leaving with unsaved changes.
 */
import fs from 'node:fs';
import { creditCodeCheckCharacter } from '@cb/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let page: Page;
const problems: string[] = [];
const stamp = Date.now().toString().slice(-7);
const NAME = `苏州工业园区星河精密制造有限公司${stamp}`;
const first17 = `91320594${stamp}00`;
const CREDIT_CODE = first17 + creditCodeCheckCharacter(first17);
let enterpriseUrl = '';

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, 'staff');
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) problems.push(m.text());
  });
});
afterAll(() => browser?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `customers-failed-${ctx.task.name.slice(0, 20)}`);
});

/** A field of the enterprise form (the kept-alive list page is still in the document). */
const field = (id: string) => page.locator(`.cb-form-page #${id}`);
const rows = () => page.locator('.cb-list-page .ant-table-tbody tr.ant-table-row');

describe('enterprise list', () => {
  it('shows the seeded enterprises paged by the server, and sorts by headcount on the server', async () => {
    await page.goto(`${baseUrl()}/khgl/enterprise`);
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);
    await expect(page.locator('.ant-pagination-total-text').textContent()).resolves.toMatch(/共 \d+ 条/);
    const sorted = page.waitForResponse(
      (r) => r.url().includes('/api/khgl/enterprise/list') && r.url().includes('column=totalHeadcount'),
    );
    const headers = await page.locator('.cb-list-page .ant-table-thead th').allTextContents();
    // Where 总人数 stands (columns that may give way on a narrower page move it).
    const column = headers.findIndex((h) => h.includes('总人数')) + 1;
    expect(column).toBeGreaterThan(0);
    await page.locator('.ant-table-thead th', { hasText: '总人数' }).click();
    await sorted;
    await expect
      .poll(async () => {
        const cells = await rows().locator(`td:nth-child(${column})`).allTextContents();
        const n = cells.map(Number);
        return n.length > 0 && n.every((v, i) => i === 0 || v >= n[i - 1]!);
      })
      .toBe(true);
    await screenshot(page, 'customers-list');
  });
});

describe('new enterprise', () => {
  it('refuses a wrong credit code and a taken name with the Chinese messages', async () => {
    const takenName = (await rows().first().locator('td:nth-child(2)').textContent())!.trim();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.waitForURL('**/khgl/enterprise/add');
    await field('name').fill(takenName);
    await field('creditCode').fill('91320594123456789X');
    await field('totalHeadcount').click();
    await page.getByText('企业名称已存在').waitFor();
    await page.getByText('请输入正确的统一社会信用代码').waitFor();
    await page.getByTestId('form-save').click();
    await page.getByText('企业名称已存在').waitFor();
    expect(page.url()).toContain('/khgl/enterprise/add');
  });

  it('saves an enterprise with a site and a contact and opens its detail', async () => {
    await field('name').fill(NAME);
    await field('creditCode').fill(CREDIT_CODE.toLowerCase());
    await field('registeredCapital').fill('2000.5');
    await field('totalHeadcount').fill('180');
    await field('legalRepresentative').fill('陈星河');
    await field('registeredAddress').fill('江苏省苏州市工业园区星湖街328号');
    await page.getByTestId('add-site').click();
    await field('sites_0_name').fill('园区一号厂房');
    await field('sites_0_address').fill('苏州工业园区星湖街328号1幢');
    await field('sites_0_headcount').fill('150');
    await page.getByTestId('add-contact').click();
    await field('contacts_0_name').fill('林晓');
    await field('contacts_0_phone').fill('1381234567');
    await field('contacts_0_role').click();
    await page.getByText('请输入正确的手机号码').waitFor();
    await field('contacts_0_phone').fill('13812345678');
    await expect(page.getByText('规模：中型').count()).resolves.toBe(1);
    await screenshot(page, 'customers-form');
    expect(await page.locator('.shell-tabs__tab').allTextContents()).toContain('新增企业');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/khgl\/enterprise\/edit\/[0-9a-f-]{36}\/0$/);
    enterpriseUrl = page.url();
    await page.getByTestId('enterprise-basic').waitFor();
    // The saved record replaces the form: no 新增企业 tab is left behind.
    await expect.poll(() => page.locator('.shell-tabs__tab').allTextContents()).not.toContain('新增企业');
    const basic = page.getByTestId('enterprise-basic');
    await expect(basic.textContent()).resolves.toContain(CREDIT_CODE);
    await expect(basic.textContent()).resolves.toContain('2000.5');
  });

  it('shows the detail tabs: sites, contacts, applications, certificates, files, history', async () => {
    await page.getByRole('tab', { name: '场所 (1)' }).click();
    await page.getByText('园区一号厂房').waitFor();
    await page.getByRole('tab', { name: '联系人 (1)' }).click();
    await page.getByText('13812345678').waitFor();
    await page.getByRole('tab', { name: '项目申请' }).click();
    await page.getByTestId('enterprise-applications').locator('.ant-table').waitFor();
    await page.getByRole('tab', { name: '证书' }).click();
    await page.getByText('证书管理功能建设中').waitFor();
    await page.getByRole('tab', { name: '附件' }).click();
    await page.getByTestId('record-files').waitFor();
    await page.getByRole('tab', { name: '变更记录' }).click();
    const history = page.getByTestId('change-history');
    await history.locator('tr.ant-table-row').first().waitFor();
    await expect(history.textContent()).resolves.toContain('王业务');
    await expect(history.textContent()).resolves.toContain(NAME);
    await screenshot(page, 'customers-detail');
  });

  it('view mode (edit = 0) is read-only: no inputs and no save button', async () => {
    await page.getByRole('tab', { name: '基本信息' }).click();
    expect(await page.locator('.cb-detail-page input:not([type=file])').count()).toBe(0);
    expect(await page.getByTestId('form-save').count()).toBe(0);
  });
});

describe('edit mode', () => {
  it('changes a field, asks before leaving unsaved, then saves and records the change', async () => {
    await page.goto(enterpriseUrl.replace(/\/0$/, '/1'));
    await field('totalHeadcount').waitFor();
    await expect(field('name').inputValue()).resolves.toBe(NAME);
    await field('totalHeadcount').fill('1200');
    await page.locator('.ant-menu').getByText('企业客户').first().click();
    await page.getByText('当前页面有未保存的修改，确定要离开吗？').waitFor();
    await page.getByRole('button', { name: '留在此页' }).click();
    expect(page.url()).toContain('/1');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/0$/);
    await page.getByRole('tab', { name: '变更记录' }).click();
    await page.getByTestId('change-history').getByText('180 → 1200').waitFor();
  });
});

describe('search and export', () => {
  it('finds the enterprise by name and credit code and exports the filtered list to Excel', async () => {
    await page.goto(`${baseUrl()}/khgl/enterprise`);
    await rows().first().waitFor();
    await page.locator('.cb-list-search').getByLabel('企业名称').fill(stamp);
    await page.locator('.cb-list-search').getByLabel('统一社会信用代码').fill(CREDIT_CODE.slice(0, 12));
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain(NAME);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s?出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('企业客户.xlsx');
    const saved = await file.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(saved) as never);
    const sheet = workbook.getWorksheet('企业客户')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('企业名称');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(NAME);
    expect(sheet.getRow(2).getCell(3).value).toBe(CREDIT_CODE);
    expect(sheet.getRow(2).getCell(9).value).toBe(1200);
    expect(problems).toEqual([]);
  });
});
