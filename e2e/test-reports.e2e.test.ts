/**
 * Journey 检测报告: the enterprise user uploads a test report (a PDF) on /jcbg/report/add, the staff
 * user returns it with a reason on its page (confirming in the dialog), and the enterprise user sees
 * the reason on the report and in its list.
 */
import { addDays, calendarDateOf } from '@cb/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let enterprise: Page;
let staff: Page;
const problems: string[] = [];

function samplePdf(title: string): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${title}) Tj ET\n`;
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
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf);
}

/** Types a date into an antd DatePicker and confirms it with Enter. */
async function pickDate(page: Page, id: string, date: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  [enterprise, staff] = await Promise.all([
    signedInPage(browser, 'enterprise'),
    signedInPage(browser, 'staff'),
  ]);
  for (const page of [enterprise, staff]) {
    await page.setViewportSize({ width: 1366, height: 900 });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('检测报告', () => {
  const reportNo = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const reason = '报告缺少检测机构签章页，请补充后重新提交';
  let detailUrl = '';

  it('the enterprise uploads its test report', async () => {
    await enterprise.goto(`${baseUrl()}/jcbg/report`);
    await enterprise.getByTestId('report-upload').click();
    await enterprise.waitForURL('**/jcbg/report/add');
    await enterprise.getByTestId('report-laboratory').fill('华测检测认证集团股份有限公司');
    await enterprise.getByTestId('report-cnas').fill('CNAS L2231');
    await enterprise.getByTestId('report-number').fill(reportNo);
    await enterprise.getByTestId('report-product').fill('不锈钢球阀');
    const today = calendarDateOf(new Date());
    await pickDate(enterprise, 'samplingDate', addDays(today, -6));
    await pickDate(enterprise, 'issueDate', addDays(today, -2));
    await enterprise.getByLabel('不合格').check();
    await enterprise
      .locator('input[type=file]')
      .setInputFiles({ name: `${reportNo}.pdf`, mimeType: 'application/pdf', buffer: samplePdf(reportNo) });
    await expect.poll(() => enterprise.getByTestId('report-file-name').textContent()).toBe(`${reportNo}.pdf`);
    await enterprise.getByTestId('form-save').click();
    await enterprise.waitForURL('**/jcbg/report/edit/*/0');
    detailUrl = enterprise.url();
    await enterprise.locator('.ant-descriptions').getByText('待审核').waitFor();
    await screenshot(enterprise, 'jcbg-report-uploaded');
  });

  it('staff return it with a reason', async () => {
    await staff.goto(detailUrl);
    await staff.getByTestId('report-return').click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await dialog.getByText('请输入退回原因').waitFor();
    await dialog.getByTestId('return-reason').fill(reason);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await staff.getByTestId('report-returned').waitFor();
    expect(await staff.getByTestId('report-accept').count()).toBe(0);
  });

  it('the enterprise sees the reason on its report and in its list', async () => {
    await enterprise.goto(detailUrl);
    await expect.poll(() => enterprise.getByTestId('report-returned').textContent()).toContain(reason);
    await enterprise.getByTestId('report-edit').waitFor();
    await enterprise.goto(`${baseUrl()}/jcbg/report`);
    const row = enterprise.locator('.ant-table-row', { hasText: reportNo });
    await expect.poll(() => row.textContent()).toContain(reason);
    await screenshot(enterprise, 'jcbg-report-returned');
    expect(problems).toEqual([]);
  });
});
