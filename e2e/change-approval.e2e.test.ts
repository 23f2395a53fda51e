/**
 * Journey: 变更审批 (htps/bgsp). The demo enterprise user raises a change of its operating address
 * on its accepted application (变更申请); the staff approver finds it in 待审批, is refused a
 * rejection without a reason, then decides "无需审核（信息变更）" with the new address; the detail page
 * shows the field before and after with its Chinese label and the trail, the enterprise record
 * holds the new address, the request is in 已审批, and the applicant reads the outcome on its change
 * request. Every page is screenshot at 1366 and 1920 px and checked with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let applicant: Page;
let approver: Page;
const problems: string[] = [];
const found: Record<string, Finding[]> = {};
const newAddress = `杭州市西湖区文三路${Date.now() % 10_000}号`;
let applicationId = '';
let enterpriseId = '';
let changeId = '';

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);
async function api<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'x-access-token': await tokenOf(page) } });
  expect(res.status, path).toBe(200);
  return (await res.json()).result as T;
}

function watch(page: Page) {
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) problems.push(m.text());
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  applicant = await signedInPage(browser, 'enterprise');
  approver = await signedInPage(browser, 'staff');
  watch(applicant);
  watch(approver);
  const accepted = await api<{ records: { id: string; enterpriseId: string }[] }>(
    applicant,
    '/xmsl/cerApplyApi/list?status=2&pageNo=1&pageSize=1',
  );
  applicationId = accepted.records[0]!.id;
  enterpriseId = accepted.records[0]!.enterpriseId;
});
afterAll(() => browser?.close());

/** Screenshots from the top of the page (a full-page shot of a scrolled page misplaces the shell). */
async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotWidths(page, name);
}

/** Picks the option titled `title` in the antd select holding `selector`, and closes the list. */
async function pick(page: Page, selector: string, title: string) {
  await page
    .locator('.ant-select', { has: page.locator(selector) })
    .last()
    .click();
  const list = page.locator('.ant-select-dropdown:visible').last();
  await list.locator(`.ant-select-item-option[title="${title}"]`).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

describe('变更审批', () => {
  it('the enterprise user raises an operating-address change on its accepted application', async () => {
    await applicant.goto(`${baseUrl()}/xmsl/change/${applicationId}`);
    await pick(applicant, '#changeType', '经营地址');
    await pick(applicant, '#infoChangeTypes', '经营地址');
    await applicant.locator('#beforeValue').fill('原经营地址');
    await applicant.locator('#afterValue').fill(newAddress);
    await applicant.locator('#reason').fill('经营场所搬迁');
    await applicant.getByTestId('form-save').click();
    await applicant.waitForURL('**/xmsl/change');
    const row = applicant.locator('.cb-list-page .ant-table-tbody tr.ant-table-row', { hasText: newAddress });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('待审批');
  });

  it('the approver finds it in 待审批 and opens the approval page', async () => {
    await approver.goto(`${baseUrl()}/htps/bgsp/await`);
    const row = approver.locator('.cb-list-page .ant-table-tbody tr.ant-table-row', { hasText: newAddress });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('经营地址');
    await shots(approver, 'change-approval-await');
    found['/htps/bgsp/await'] = await seriousFindings(approver);
    await row.first().getByRole('button', { name: '审批' }).click();
    await approver.waitForURL('**/htps/bgsp/audit/*');
    changeId = approver.url().split('/').pop()!;
    await approver.getByText('变更申请', { exact: true }).first().waitFor();
    // The first suggested field starts with the requested value.
    await expect.poll(() => approver.getByLabel('经营地址 变更后').inputValue()).toBe(newAddress);
  });

  it('refuses a rejection without a reason, then applies the change without audit', async () => {
    await approver.getByText('驳回', { exact: true }).click();
    await approver.getByTestId('bgsp-submit').click();
    await approver.getByRole('alert').getByText('请填写驳回原因（至少2个字）').waitFor();
    found['/htps/bgsp/audit, error'] = await seriousFindings(approver);

    await approver.getByText('无需审核（信息变更）', { exact: true }).click();
    await approver.getByLabel('审批意见').fill('经营地址搬迁，体系覆盖范围不变');
    await shots(approver, 'change-approval-audit');
    found['/htps/bgsp/audit'] = await seriousFindings(approver);
    await approver.getByTestId('bgsp-submit').click();
    const confirm = approver.locator('.ant-modal-confirm');
    await confirm.getByText('审批后将立即更新：经营地址。').waitFor();
    await confirm.locator('.ant-btn-primary').click();
    await approver.waitForURL(`**/htps/bgsp/detail/${changeId}`);
  });

  it('shows before and after with the Chinese label and the trail; the enterprise holds the new address', async () => {
    const fields = approver.locator('tr[data-row-key="officeAddress"]', { hasText: newAddress });
    await fields.first().waitFor();
    expect(await fields.first().textContent()).toContain('经营地址');
    await approver.getByText('变更已生效').first().waitFor();
    await approver.getByText('已通过').first().waitFor();
    await shots(approver, 'change-approval-detail');
    found['/htps/bgsp/detail'] = await seriousFindings(approver);

    const enterprise = await api<{ officeAddress: string }>(
      approver,
      `/khgl/enterprise/queryById?id=${enterpriseId}`,
    );
    expect(enterprise.officeAddress).toBe(newAddress);

    await approver.goto(`${baseUrl()}/htps/bgsp/done`);
    const row = approver.locator('.cb-list-page .ant-table-tbody tr.ant-table-row', { hasText: newAddress });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('无需审核（信息变更）');
    await shots(approver, 'change-approval-done');
    found['/htps/bgsp/done'] = await seriousFindings(approver);
  });

  it('the applicant reads the outcome on its change request', async () => {
    await applicant.goto(`${baseUrl()}/xmsl/change`);
    const row = applicant.locator('.cb-list-page .ant-table-tbody tr.ant-table-row', { hasText: newAddress });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('已通过');
    await row.first().getByRole('button', { name: '详情' }).click();
    const outcome = applicant.getByTestId('change-outcome');
    await outcome.getByText('无需审核（信息变更）').first().waitFor();
    await outcome.getByText('经营地址搬迁，体系覆盖范围不变', { exact: true }).waitFor();
    expect(await outcome.textContent()).toContain(newAddress);
    await shots(applicant, 'change-approval-outcome');
    found['/xmsl/change, outcome'] = await seriousFindings(applicant);
  });

  it('found no serious accessibility problem and no page error', () => {
    expect(report(found)).toBe('');
    expect(problems).toEqual([]);
  });
});
