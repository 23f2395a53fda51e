/**
 * Journey: contract review (issue 15). Staff accept a submitted application, which opens its
 * review in 合同评审; the reviewer changes the headcount and sees effective personnel, the MD 1
 * sample and the audit days follow live, confirms every standard, saves and approves — the contract
 * awaits approval — and opens the review record htps002 (a PDF with the Chinese font embedded) in
 * the built-in viewer. The reviewer uploads the signed contract (htps001) and the signing date but
 * may not approve; the administrator, who did not review it, approves the contract. The review page
 * offers the company-check links for the enterprise and — with the setting reviewToolEnable on,
 * only on /htps/review — the review tool; the administrator edits the contract-number pattern.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshot, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let staff: Page;
let admin: Page;
const problems: string[] = [];
const found: Record<string, Finding[]> = {};
let applyId = '';
let applyNo = '';
let reviewUrl = '';

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
const confirmOk = (page: Page) => page.locator('.ant-modal-confirm .ant-btn-primary').click();
async function send<T>(page: Page, method: 'PUT', path: string, body: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'x-access-token': await tokenOf(page), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()).result as T;
}
const SETTING = '/sys/cerErpPortalSetting/setting';
type Setting = Record<string, unknown> & { reviewToolEnable: number; version: number };
/** The portal setting as it was before this file changed it (put back in afterAll). */
let originalSetting: Setting | null = null;
async function setReviewTool(enable: 0 | 1) {
  const current = await api<Setting>(admin, SETTING);
  originalSetting ??= current;
  if (current.reviewToolEnable !== enable)
    await send(admin, 'PUT', SETTING, { ...current, reviewToolEnable: enable });
}
const RULE = '/htps/config/contractNumberRule';

/** A one-page PDF (the "signed contract"). */
function samplePdf(): Buffer {
  const content = 'BT /F1 24 Tf 72 720 Td (Signed contract) Tj ET\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signedInPage(browser, 'staff');
  admin = await signedInPage(browser, 'admin');
  watch(staff);
  watch(admin);
});
afterAll(async () => {
  if (originalSetting && admin) {
    const current = await api<Setting>(admin, SETTING);
    if (current.reviewToolEnable !== originalSetting.reviewToolEnable)
      await send(admin, 'PUT', SETTING, { ...current, reviewToolEnable: originalSetting.reviewToolEnable });
  }
  // The contract-number pattern goes back to the default, whatever a failed step left.
  if (admin) {
    const rule = await api<{ pattern: string; version: number }>(admin, RULE);
    if (rule.pattern !== 'HT{yyyy}{seq:5}')
      await send(admin, 'PUT', RULE, { pattern: 'HT{yyyy}{seq:5}', version: rule.version });
  }
  await browser?.close();
});

describe('contract review', () => {
  it('accepting a submitted application opens its review in 合同评审', async () => {
    const submitted = await api<{ records: { id: string; applyNo: string }[] }>(
      staff,
      '/xmsl/cerApplyApi/list?status=1&pageSize=1',
    );
    ({ id: applyId, applyNo } = submitted.records[0]!);
    await staff.goto(`${baseUrl()}/xmsl/detail/${applyId}/1`);
    await staff.getByTestId('apply-accept').click();
    await confirmOk(staff);
    await staff.getByText('受理成功').or(staff.getByText('已受理')).first().waitFor();

    await staff.goto(`${baseUrl()}/htps/review`);
    const rows = staff.locator('.cb-list-page .ant-table-tbody tr.ant-table-row');
    await rows.nth(5).waitFor();
    await screenshotWidths(staff, 'contract-review-list');
    found['/htps/review'] = await seriousFindings(staff);
    await staff.locator('.cb-list-search').getByLabel('申请编号').fill(applyNo);
    await staff
      .getByRole('button', { name: '查 询' })
      .or(staff.getByRole('button', { name: '查询' }))
      .first()
      .click();
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    await expect(row.textContent()).resolves.toContain(applyNo);
    await expect(row.textContent()).resolves.toContain('待评审');
    await row.getByRole('button', { name: '评审' }).click();
    await staff.waitForURL(/\/htps\/review\/1\/[0-9a-f-]{36}\/1$/);
    reviewUrl = staff.url();
  });

  it('the review page shows the company checks for the enterprise and, by the setting, the review tool', async () => {
    const reviewId = /\/htps\/review\/1\/([0-9a-f-]{36})\/1$/.exec(reviewUrl)![1]!;
    const { enterpriseName } = await api<{ enterpriseName: string }>(
      staff,
      `/htps/review/queryById?id=${reviewId}`,
    );
    const encoded = encodeURIComponent(enterpriseName.trim());
    const checks = staff.getByTestId('review-company-check');
    await checks.waitFor();
    // The default links of 系统设置: those with {name} carry the encoded enterprise name.
    for (const [name, prefix] of [
      ['企查查', 'https://www.qcc.com/web/search?key='],
      ['天眼查', 'https://www.tianyancha.com/search?key='],
      ['信用中国', 'https://www.creditchina.gov.cn/xinyongxinxi/index.html?keyword='],
    ] as const) {
      const link = checks.getByRole('link', { name });
      await expect(link.getAttribute('href')).resolves.toBe(`${prefix}${encoded}`);
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
    }
    await expect(checks.locator('input').inputValue()).resolves.toBe(enterpriseName);
    await checks.scrollIntoViewIfNeeded();
    await screenshotWidths(staff, 'contract-review-company-check');

    // The review tool: on with the setting on a /htps/review page; its dialog opens.
    await setReviewTool(1);
    await staff.goto(reviewUrl);
    const tool = staff.getByRole('button', { name: '审核工具' });
    await tool.waitFor();
    await tool.click();
    const dialog = staff.locator('.ant-modal').filter({ hasText: '审核工具' });
    await dialog.waitFor();
    await screenshot(staff, 'contract-review-review-tool');
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });
    // Not outside /htps/review (the shell shows the toolbar only where the review tool is).
    await staff.goto(`${baseUrl()}/xmsl/search`);
    await staff.locator('.cb-list-page').first().waitFor();
    expect(await tool.count()).toBe(0);
    expect(await staff.getByTestId('floating-toolbar').count()).toBe(0);
    // Not on /htps/review with the setting off.
    await setReviewTool(0);
    await staff.goto(reviewUrl);
    await staff.getByTestId('review-item-0').waitFor();
    expect(await tool.count()).toBe(0);
    await setReviewTool(originalSetting!.reviewToolEnable as 0 | 1);
    await staff.goto(reviewUrl);
  });

  it('recalculates live, then saves and approves: the contract awaits approval', async () => {
    const item = staff.getByTestId('review-item-0');
    await item.waitFor();
    const total = staff.getByTestId('review-total');
    const before = await total.textContent();
    await staff.locator('#items_0_headcount').fill('1000');
    await expect.poll(() => staff.getByTestId('review-effective-0').textContent()).toBe('1000');
    await expect.poll(() => total.textContent()).not.toBe(before);
    // Part-timers as FTE (rounded up) count too.
    await staff.locator('#items_0_partTimeHeadcount').fill('10');
    await staff.locator('#items_0_partTimeFte').fill('4.5');
    await expect.poll(() => staff.getByTestId('review-effective-0').textContent()).toBe('1005');
    // Two sites besides the central function: the MD 1 sample is 2 / 1 / 2.
    // Replace the enterprise's sites with three: the central function and two more.
    const siteRows = item.locator('.cb-review-site');
    while ((await siteRows.count()) > 0) await siteRows.first().getByRole('button', { name: '移除' }).click();
    const addSite = item.getByRole('button', { name: '添加场所' });
    for (const name of ['总部', '一厂', '二厂']) {
      await addSite.click();
      await item.locator('.cb-review-site input[aria-label="场所名称"]').last().fill(name);
    }
    await item.locator('.cb-review-site').first().getByRole('checkbox').check();
    await expect
      .poll(() => staff.getByTestId('review-sample-0').textContent())
      .toContain('初审 2 个，监督 1 个，再认证 2 个');
    await expect(item.locator('.cb-review-justification').textContent()).resolves.toContain('初次审核时间');
    const cards = await staff.locator('.cb-review-item').count();
    for (let i = 0; i < cards; i++) await staff.getByTestId(`review-confirm-${i}`).check();
    await screenshotWidths(staff, 'contract-review-detail');
    found['/htps/review/1/{id}/1'] = await seriousFindings(staff);

    await staff.getByTestId('review-save').click();
    await staff.getByText('保存成功').first().waitFor();
    await staff.getByTestId('review-item-0').waitFor();
    await expect.poll(() => staff.getByTestId('review-effective-0').textContent()).toBe('1005');
    await staff.getByTestId('review-approve').click();
    await confirmOk(staff);
    await staff
      .getByText(/评审通过，已生成合同 HT\d{9}/)
      .first()
      .waitFor();
    await staff.getByTestId('contract-panel').waitFor();
    await expect(staff.getByTestId('contract-panel').textContent()).resolves.toContain('待审批');
    // The reviewer holds the approval permission but may not approve their own review's contract.
    await staff.getByText('您是本合同的评审人员，不能审批').waitFor();
    expect(await staff.getByTestId('contract-approve').count()).toBe(0);
  });

  it('opens the review record htps002 in the PDF viewer', async () => {
    await staff.getByRole('tab', { name: '评审记录' }).click();
    const recordRow = staff
      .getByTestId('record-file-list')
      .locator('tr', { hasText: '合同评审记录' })
      .first();
    await recordRow.waitFor({ timeout: 20_000 });
    await recordRow.getByRole('button', { name: '预览' }).click();
    const canvas = staff.locator('canvas[data-rendered-page="1"]');
    await canvas.waitFor({ timeout: 30_000 });
    // The Chinese text is drawn: the canvas holds plenty of dark pixels.
    const dark = await canvas.evaluate((el) => {
      const c = el as HTMLCanvasElement;
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i]! < 80 && data[i + 1]! < 80 && data[i + 2]! < 80) count++;
      return count;
    });
    expect(dark).toBeGreaterThan(2000);
    await screenshotWidths(staff, 'contract-review-record-pdf');
    await staff.locator('.cb-file-preview-modal .ant-modal-close').click();
  });

  it('the reviewer files the signed contract; the administrator approves it', async () => {
    await staff.getByRole('tab', { name: '认证合同' }).click();
    await staff
      .getByTestId('upload-slot-htps001')
      .locator('input[type=file]')
      .setInputFiles({ name: '认证合同（已签订）.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await staff
      .getByTestId('record-file-list')
      .locator('tr', { hasText: '认证合同（已签订）.pdf' })
      .first()
      .waitFor({ timeout: 20_000 });
    // The signatory first: the date picker's popup is still closing when the next field is used.
    const signedDate = staff.locator('#signedDate');
    const signatory = staff.locator('#signatory');
    await signatory.fill('王经理');
    await expect.poll(() => signatory.inputValue()).toBe('王经理');
    await signedDate.click();
    await signedDate.fill('2026-11-24');
    await signedDate.press('Enter');
    await signedDate.press('Tab');
    await expect.poll(() => signatory.inputValue()).toBe('王经理');
    await expect.poll(() => signedDate.inputValue()).toBe('2026-11-24');
    await staff.getByTestId('contract-save').click();
    await staff.getByText('保存成功').first().waitFor();

    await admin.goto(`${reviewUrl}?tab=contract`);
    await admin.getByTestId('contract-approve').click();
    await confirmOk(admin);
    await admin.getByText('合同已审批').first().waitFor();
    await expect.poll(() => admin.getByTestId('contract-panel').textContent()).toContain('已审批');
    await expect(admin.getByTestId('contract-panel').textContent()).resolves.toContain('系统管理员');
    await screenshotWidths(admin, 'contract-review-contract-approved');
    found['/htps/review/1/{id}/1?tab=contract'] = await seriousFindings(admin);
    await screenshot(admin, 'contract-review-contract');

    const list = await api<{ records: { contractStatus: number; status: number }[] }>(
      admin,
      `/htps/review/list?applyNo=${applyNo}`,
    );
    expect(list.records[0]).toMatchObject({ status: 2, contractStatus: 3 });
    const contract = await api<{ signatory: string; signedDate: string }>(
      admin,
      `/htps/contract/queryById?id=${(list.records[0] as unknown as { contractId: string }).contractId}`,
    );
    expect(contract).toMatchObject({ signatory: '王经理', signedDate: '2026-11-24' });
  });

  it('the administrator keeps the audit-time tables, factors and tariff', async () => {
    await admin.goto(`${baseUrl()}/htps/review`);
    await admin.getByRole('button', { name: '审核时间与收费配置' }).click();
    await admin.waitForURL(/\/htps\/review\/config$/);
    const rows = admin.locator('.cb-review-config .ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(4);
    await expect(rows.first().textContent()).resolves.toContain('使用中');
    await screenshotWidths(admin, 'contract-review-config');
    found['/htps/review/config'] = await seriousFindings(admin);
    await admin.getByRole('tab', { name: '收费标准' }).click();
    await admin.getByRole('cell', { name: '固定金额' }).first().waitFor();
    found['/htps/review/config, tariff'] = await seriousFindings(admin);

    // 合同编号规则: a bad pattern is refused on the page, a good one shows its next number.
    await admin.getByRole('tab', { name: '合同编号规则' }).click();
    const rule = admin.getByTestId('contract-number-rule');
    await expect
      .poll(() => rule.getByTestId('contract-number-current').textContent())
      .toBe('HT{yyyy}{seq:5}');
    await expect(rule.getByTestId('contract-number-next').textContent()).resolves.toMatch(/^HT\d{9}$/);
    const input = rule.getByTestId('contract-number-pattern');
    await input.fill('HT{yyyy}');
    await rule.getByText('合同编号规则：编号规则必须包含一个流水号 {seq}').waitFor();
    expect(await rule.getByTestId('contract-number-save').isDisabled()).toBe(true);
    await input.fill('HTE-{yy}{MM}-{seq:3}');
    await rule.getByText(/按新规则，下一个合同编号为 HTE-\d{4}-001/).waitFor();
    await screenshotWidths(admin, 'contract-review-number-rule');
    found['/htps/review/config, contract number'] = await seriousFindings(admin);
    await rule.getByTestId('contract-number-save').click();
    await admin.getByText('保存成功').first().waitFor();
    await expect
      .poll(() => rule.getByTestId('contract-number-current').textContent())
      .toBe('HTE-{yy}{MM}-{seq:3}');
    await expect(rule.getByTestId('contract-number-next').textContent()).resolves.toMatch(/^HTE-\d{4}-001$/);
    // Put the default back (the other journeys expect HT numbers).
    const saved = await api<{ version: number }>(admin, RULE);
    await send(admin, 'PUT', RULE, { pattern: 'HT{yyyy}{seq:5}', version: saved.version });
    // Staff review contracts but do not hold htps:review:config: no button.
    await staff.goto(`${baseUrl()}/htps/review`);
    await staff.locator('.cb-list-page .ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await staff.getByRole('button', { name: '审核时间与收费配置' }).count()).toBe(0);
    expect(problems).toEqual([]);
    expect(report(found)).toBe('');
  });
});
