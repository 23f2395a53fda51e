/**
 * Journey: staff keep the certificate templates (证书模板), print a certificate from its template,
 * and a member of the public opens the QR code's URL and sees it valid; staff suspend it in
 * 暂停撤销 and the same public page shows it suspended, with the end of the suspension; 证书维护
 * regenerates its PDF and the detail's 证书PDF lists and opens the kept file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, SCREENSHOT_DIR, screenshot, screenshotWidths } from './support/browser.ts';
import { passwordOf, signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function tokenOf(user: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/sys/erpnew/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username: user, password: passwordOf(user) }),
  });
  return (await res.json()).result.token;
}

async function api<T>(token: string, url: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${url}`, {
    headers: { 'x-access-token': token, 'tenant-id': '1' },
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.result as T;
}

async function apiPost<T>(token: string, url: string, payload: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${url}`, {
    method: 'POST',
    headers: { 'x-access-token': token, 'tenant-id': '1', 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.result as T;
}

/** Reads a PDF back with poppler and renders its first page as a PNG beside the screenshots. */
function readPdf(pdf: Buffer, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, path.join(SCREENSHOT_DIR, name)]);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString();
  const fonts = execFileSync('pdffonts', [file]).toString();
  const urls = execFileSync('pdfinfo', ['-url', file])
    .toString()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[2])
    .filter((u): u is string => !!u);
  return { text: text.replace(/\s+/g, ''), fonts, urls };
}

async function publicPage(url: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'zh-CN' });
  await page.goto(url);
  await page.getByTestId('external-status').waitFor();
  return page;
}

describe('certificates', () => {
  it('template → certificate PDF with a QR code → public detail valid; suspended after 暂停', async () => {
    const staffToken = await tokenOf('staff');
    const page = await signedInPage(browser, 'staff');
    await page.setViewportSize({ width: 1366, height: 900 });

    // 证书模板: the seeded Chinese and English layouts; the editor with its live preview.
    await page.goto(`${baseUrl()}/zsmb/template`);
    await page.getByText('管理体系认证证书（中文）').waitFor();
    await screenshotWidths(page, 'certificate-templates');
    await page
      .getByRole('row', { name: /管理体系认证证书（中文）/ })
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const canvas = page.getByTestId('template-canvas');
    await canvas.getByText('示例科技有限公司').waitFor();
    await canvas.getByText('认 证 证 书').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'certificate-template-editor-1366');
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.waitForTimeout(300);
    await screenshot(page, 'certificate-template-editor-1920');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: /取\s*消/ }).click();

    // 证书查询: a valid certificate of the demo data, printed with its template.
    const list = await api<{
      records: { id: string; certNo: string; enterpriseName: string; expiryDate: string }[];
    }>(staffToken, '/zsfx/certificate/list?status=1&column=expiryDate&order=desc&pageSize=5');
    const certificate = list.records[0]!;
    await page.goto(`${baseUrl()}/zsfx/search`);
    await page.getByRole('textbox', { name: /证书编号/ }).fill(certificate.certNo);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByRole('link', { name: certificate.certNo }).first().waitFor();
    await screenshotWidths(page, 'certificate-search');

    const pdfRes = await fetch(`${baseUrl()}/api/zsfx/certificate/pdf?id=${certificate.id}`, {
      headers: { 'x-access-token': staffToken, 'tenant-id': '1' },
    });
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    const pdf = readPdf(Buffer.from(await pdfRes.arrayBuffer()), 'certificate-pdf');
    expect(pdf.text).toContain(certificate.certNo);
    expect(pdf.text).toContain(certificate.enterpriseName);
    expect(pdf.text).toContain('认证证书');
    expect(pdf.fonts).toMatch(/NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    // The QR code's URL (the PDF also carries it as the code's link).
    expect(pdf.urls).toHaveLength(1);
    const qrUrl = pdf.urls[0]!;
    expect(qrUrl).toBe(`${baseUrl()}/external/certificateDetail/${certificate.id}`);

    // The public opens it without signing in: valid.
    for (const width of [390, 1366, 1920]) {
      const visitor = await publicPage(qrUrl, width);
      expect(await visitor.getByTestId('external-status').textContent()).toContain('有效');
      expect(await visitor.getByTestId('external-cert-no').textContent()).toBe(certificate.certNo);
      await visitor.getByText(certificate.enterpriseName).first().waitFor();
      await screenshot(visitor, `certificate-public-valid-${width}`);
      await visitor.close();
    }

    // 暂停撤销: staff suspend it for 90 days with a reason code.
    await page.goto(`${baseUrl()}/zsfx/pauseCancel`);
    await page.getByRole('textbox', { name: /证书编号/ }).fill(certificate.certNo);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.getByRole('row', { name: new RegExp(certificate.certNo) });
    await row.getByRole('button', { name: /暂\s*停/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`暂停证书 ${certificate.certNo}`).waitFor();
    // The confirm without a reason: the form says what is missing.
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('请选择原因').first().waitFor();
    await dialog.getByLabel('原因').first().click();
    await page.getByText('0116 主动请求暂停').click();
    const until = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('暂停截止日期').fill(until);
    await dialog.getByLabel('暂停截止日期').press('Enter');
    // The picker has taken the date and closed before the dialog is confirmed.
    await expect.poll(() => dialog.getByLabel('暂停截止日期').inputValue()).toBe(until);
    await expect
      .poll(() => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').count())
      .toBe(0);
    await dialog.getByLabel('说明').fill('企业申请暂停认证');
    await screenshot(page, 'certificate-suspend-dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // The outcome: the toast, or else what the form or the server said (named in the failure).
    const done = page.getByText('暂停成功');
    const refused = dialog
      .locator('.ant-form-item-explain-error')
      .or(page.locator('.ant-notification-notice-description, .ant-modal-confirm-content'));
    await done.or(refused).first().waitFor();
    if (!(await done.isVisible()))
      throw new Error(`暂停 refused: ${(await refused.allInnerTexts()).join(' | ')}`);
    await row.getByTestId('certificate-status').getByText('暂停').waitFor();
    await screenshotWidths(page, 'certificate-pause-cancel');

    // The detail keeps the history.
    await page.goto(`${baseUrl()}/zsfx/detail/${certificate.id}`);
    await page.getByRole('tab', { name: '状态变更记录' }).click();
    await page.getByText('企业申请暂停认证').waitFor();
    await page.getByText('97_01 暂停').waitFor();
    await screenshotWidths(page, 'certificate-detail-history');

    // 证书维护 regenerates its PDF; the detail lists the kept PDF with when and why, and opens it.
    const batch = await apiPost<{ id: string }>(staffToken, '/zswh/maintain/batch/add', {
      kind: 'regenerate',
      certificateIds: [certificate.id],
      remark: '模板调整后重新生成',
    });
    await expect
      .poll(
        async () =>
          (await api<{ status: string }>(staffToken, `/zswh/maintain/batch/queryById?id=${batch.id}`)).status,
        {
          timeout: 30_000,
        },
      )
      .toBe('done');
    await page.reload();
    await page.getByRole('tab', { name: '证书PDF' }).click();
    await page.getByText('证书维护重新生成').waitFor();
    await page.getByText('模板调整后重新生成').waitFor();
    const [kept] = await api<{ id: string }[]>(staffToken, `/zsfx/certificate/pdfs?id=${certificate.id}`);
    const keptPdf = await fetch(
      `${baseUrl()}/api/zsfx/certificate/pdfs/file?id=${certificate.id}&pdfId=${kept!.id}`,
      {
        headers: { 'x-access-token': staffToken, 'tenant-id': '1' },
      },
    );
    expect(keptPdf.headers.get('content-type')).toBe('application/pdf');
    const keptRead = readPdf(Buffer.from(await keptPdf.arrayBuffer()), 'certificate-kept-pdf');
    expect(keptRead.text).toContain(certificate.certNo);
    expect(keptRead.fonts).toContain('NotoSansSC-Regular');
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: '打开' }).first().click();
    expect((await opened).url()).toMatch(/^blob:/);
    await screenshotWidths(page, 'certificate-detail-pdfs');
    await page.close();

    // The same QR URL now says suspended, until when.
    for (const width of [390, 1366]) {
      const visitor = await publicPage(qrUrl, width);
      expect(await visitor.getByTestId('external-status').textContent()).toContain('暂停');
      await visitor.getByText(`暂停期至 ${until}`).waitFor();
      await screenshot(visitor, `certificate-public-suspended-${width}`);
      if (width === 390) {
        // The organisation's other certificates, from the detail page.
        await visitor.getByRole('link', { name: '该组织的全部证书' }).click();
        await visitor.getByTestId('external-list-item').first().waitFor();
        await visitor.getByRole('link', { name: certificate.certNo }).waitFor();
        await screenshot(visitor, 'certificate-public-list-390');
      }
      await visitor.close();
    }
  });
});

describe('certificate mail', () => {
  it('registers a mailing from 证书查询, sends it with a tracking number and reads the lists', async () => {
    const staffToken = await tokenOf('staff');
    const page = await signedInPage(browser, 'staff');
    await page.setViewportSize({ width: 1366, height: 900 });
    const { records } = await api<{ records: { id: string; certNo: string }[] }>(
      staffToken,
      '/zsfx/certificate/list?status=1&pageSize=1&column=certNo&order=asc',
    );
    const certificate = records[0]!;

    // 证书查询 → 邮寄登记: the certificate and its address come filled in.
    await page.goto(`${baseUrl()}/zsfx/search`);
    await page.getByRole('textbox', { name: /证书编号/ }).fill(certificate.certNo);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page
      .getByRole('row', { name: new RegExp(certificate.certNo) })
      .getByRole('button', { name: '邮寄登记' })
      .click();
    await page.waitForURL(/\/zsfx\/mailAdd/);
    // In the shown view: 证书查询 stays open in its tab with the same number in its (hidden) table.
    await page.locator('.shell-view:visible').getByText(certificate.certNo).first().waitFor();
    await page.getByLabel('收件人').fill('周经理');
    await page.getByLabel('联系电话').fill('13900139000');
    await screenshotWidths(page, 'certificate-mail-form');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/zsfx\/search/);

    // 邮寄管理: send it.
    await page.goto(`${baseUrl()}/yjgl/mail`);
    await page.getByRole('textbox', { name: /证书编号/ }).fill(certificate.certNo);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.getByRole('row', { name: /周经理/ });
    await row.getByRole('button', { name: /寄\s*出/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('快递公司').click();
    await page.getByTitle('顺丰速运').click();
    await dialog.getByLabel('快递单号').fill('SF1400987654321');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await row.getByTestId('mail-status').getByText('已寄出').waitFor();
    await row.getByText('顺丰速运 SF1400987654321').waitFor();
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await screenshotWidths(page, 'certificate-mail-list');

    await page.goto(`${baseUrl()}/yjgl/apply`);
    await page.getByTestId('mail-status').first().waitFor();
    await screenshotWidths(page, 'certificate-mail-apply');
    await page.close();
  });
});
