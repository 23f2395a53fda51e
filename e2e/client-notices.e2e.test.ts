/**
 * 客户通知 and 开放文件 (issue 36 item 4): staff write a notice to the holders of Q certificates and
 * send it; the demo enterprise, one of them, reads it in its portal; staff then see it read by that
 * one only. The enterprise lists and downloads the files opened to it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TITLE = `关于质量管理体系监督审核资料准备的通知 ${Date.now().toString(36)}`;

describe('customer notices', () => {
  it('sends a notice to the Q holders; one of them reads it; staff see who read it', async () => {
    const staff = await signedInPage(browser, 'staff');
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`${baseUrl()}/khgl/notice`);
    await staff.getByRole('button', { name: '新增通知' }).click();
    await staff.waitForURL('**/khgl/notice/add');
    // The list stays open in its tab: work inside the form's page.
    const form = staff.locator('.cb-form-page');
    await form.getByLabel('通知标题').fill(TITLE);
    await form.getByLabel('按认证标准').check();
    await form.locator('.ant-form-item', { hasText: '发送条件' }).locator('.ant-select').click();
    await staff
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '质量管理体系',
      })
      .first()
      .click();
    await staff.keyboard.press('Escape');
    await form.getByLabel('通知内容').fill('请于审核前一个月内完成内部审核和管理评审。');
    const count = staff.getByTestId('audience-count');
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).toMatch(/符合条件的客户：\d+ 家/);
    const holders = Number((await count.textContent())!.match(/(\d+)/)![1]);
    expect(holders).toBeGreaterThan(1);
    await screenshot(staff, 'client-notice-form');

    await staff.getByTestId('notice-send').click();
    await staff.getByText(`将发送给 ${holders} 家客户，发送后不能修改。`).waitFor();
    await staff
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /发\s*送/ })
      .click();
    await staff.getByText(`已发送给 ${holders} 家客户`).waitFor();
    await staff.getByText('接收客户').waitFor();
    await staff.getByText(`${holders} / 0`).waitFor();

    // The enterprise, a Q holder, reads it.
    const enterprise = await signedInPage(browser, 'enterprise');
    await enterprise.setViewportSize({ width: 1366, height: 900 });
    await enterprise.goto(`${baseUrl()}/khgl/notice`);
    await enterprise.getByText('我收到的通知').waitFor();
    const unread = enterprise.locator('strong', { hasText: TITLE });
    await unread.waitFor();
    await unread.click();
    await enterprise
      .getByTestId('my-notice-content')
      .getByText('请于审核前一个月内完成内部审核和管理评审。')
      .waitFor();
    await screenshot(enterprise, 'client-notice-read');
    await enterprise
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await enterprise.locator('strong', { hasText: TITLE }).waitFor({ state: 'detached' });

    // Staff see one reader of all the holders.
    await staff.reload();
    await staff.getByText(`${holders} / 1`).waitFor();
    await staff.locator('.ant-form-item', { hasText: '阅读状态' }).locator('.ant-select').click();
    await staff
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '已读',
      })
      .click();
    await staff.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => staff.locator('.ant-table-row').count()).toBe(1);
    await screenshot(staff, 'client-notice-recipients');

    // The files opened to the enterprise: the demo's two of three, downloadable.
    await enterprise.goto(`${baseUrl()}/khgl/openedFile`);
    await enterprise.getByText('向本企业开放的文件').waitFor();
    await enterprise.getByRole('cell', { name: '监督审核资料清单', exact: true }).waitFor();
    expect(await enterprise.getByText('转机构企业须知').count()).toBe(0);
    const [download] = await Promise.all([
      enterprise.waitForEvent('download'),
      enterprise.getByRole('button', { name: /认证证书和认证标志使用管理规定\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('认证证书和认证标志使用管理规定.pdf');
    await screenshot(enterprise, 'opened-files-enterprise');
    await Promise.all([staff.close(), enterprise.close()]);
  });
});
