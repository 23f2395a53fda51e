/**
 * Journey (issue 19): staff run 证书维护 batches in the browser — a batch print of several
 * certificates into one PDF and a regeneration of their PDFs — watching the progress bar and the
 * per-certificate report; the printed PDF carries every number (pdftotext) and is rendered for a
 * look (pdftoppm). Then 短信通知 lists the notices sent to enterprise contacts, and resending an
 * SMS while the SMS service is not bought shows the SPEC's dialog. Only reads and new batches:
 * no certificate another journey uses changes state.
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

interface Batch {
  id: string;
  kind: string;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  percent: number;
  hasFile: boolean;
  avgMs: number | null;
  maxMs: number | null;
}

/** Creates a batch in the dialog: the kind, then the numbers one per line. */
async function newBatch(page: Page, kind: string, numbers: string[]) {
  await page.getByRole('button', { name: '新建维护任务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建维护任务' });
  await dialog.getByText(kind, { exact: true }).click();
  await dialog.getByLabel('证书编号（每行一个）').fill(numbers.join('\n'));
  await screenshot(page, `certificate-maintenance-dialog-${kind}`);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('证书维护 and 短信通知', () => {
  it('runs a batch print and a PDF regeneration with progress, opens the PDF, lists the notices', async () => {
    const token = await tokenOf('staff');
    const valid = await api<{ records: { id: string; certNo: string; enterpriseName: string }[] }>(
      token,
      '/zsfx/certificate/list?status=1&column=certNo&order=asc&pageSize=4',
    );
    const numbers = valid.records.map((r) => r.certNo);
    expect(numbers.length).toBeGreaterThanOrEqual(3);

    const page = await signedInPage(browser, 'staff');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl()}/zswh/maintain`);
    await page.getByRole('button', { name: '新建维护任务' }).waitFor();

    // 批量打印: the drawer follows the batch until it is done.
    await newBatch(page, '批量打印', numbers);
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('处理结果').or(drawer.getByText('任务状态')).first().waitFor();
    const seen: number[] = [];
    let print: Batch | undefined;
    for (let i = 0; i < 60; i++) {
      const list = await api<{ records: Batch[] }>(token, '/zswh/maintain/batch/list?kind=print&pageSize=1');
      print = list.records[0];
      if (print) seen.push(print.percent);
      if (print?.status === 'done') break;
      await page.waitForTimeout(250);
    }
    expect(print).toMatchObject({
      status: 'done',
      total: numbers.length,
      succeeded: numbers.length,
      failed: 0,
      hasFile: true,
    });
    expect(seen.at(-1)).toBe(100);
    await drawer.getByText('已完成').first().waitFor();
    await drawer.getByText(`成功 ${numbers.length} / 失败 0 / 共 ${numbers.length}`).first().waitFor();
    for (const n of numbers) await drawer.getByText(n).first().waitFor();
    await drawer.getByRole('button', { name: '打开PDF' }).waitFor();
    await screenshotWidths(page, 'certificate-maintenance-print-result');

    // The one PDF: a page per certificate, every number in it, rendered for a look.
    const pdfRes = await fetch(`${baseUrl()}/api/zswh/maintain/batch/pdf?id=${print!.id}`, {
      headers: { 'x-access-token': token, 'tenant-id': '1' },
    });
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'certificate-batch-print.pdf');
    fs.writeFileSync(file, Buffer.from(await pdfRes.arrayBuffer()));
    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(new RegExp(`Pages:\\s+${numbers.length}\\b`));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, '');
    for (const n of numbers) expect(text).toContain(n);
    for (const r of valid.records) expect(text).toContain(r.enterpriseName.replace(/\s+/g, ''));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '2',
      file,
      path.join(SCREENSHOT_DIR, 'certificate-batch-print'),
    ]);
    await page
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => page.keyboard.press('Escape'));
    await drawer.waitFor({ state: 'hidden' });

    // 重新生成证书PDF: the list shows the batch with its progress and PDF timings.
    await newBatch(page, '重新生成证书PDF', numbers.slice(0, 3));
    await drawer.getByText('已完成').first().waitFor({ timeout: 30_000 });
    await drawer.getByText('成功 3 / 失败 0 / 共 3').first().waitFor();
    const regenerated = (
      await api<{ records: Batch[] }>(token, '/zswh/maintain/batch/list?kind=regenerate&pageSize=1')
    ).records[0]!;
    expect(regenerated).toMatchObject({ status: 'done', succeeded: 3 });
    expect(regenerated.avgMs).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page
      .getByRole('row', { name: /重新生成证书PDF（3张）/ })
      .first()
      .waitFor();
    await page
      .getByRole('row', { name: /批量打印/ })
      .first()
      .getByRole('progressbar')
      .waitFor();
    await screenshotWidths(page, 'certificate-maintenance-list');

    // 短信通知: the demo's notices; an SMS cannot be resent without the SMS service. Other
    // journeys add notices of their own (newest first), so the sent ones are found by the filter.
    await page.goto(`${baseUrl()}/zsfx/sms`);
    await page.getByText('系统未开通短信通知增值服务，请联系机构管理员向系统供应商购买。').first().waitFor();
    // Other pages stay open in their tabs: act inside this one.
    const sms = page.locator('.cb-page').filter({ has: page.locator('.cb-cert-notice-alert') });
    const pick = async (label: string, option: string) => {
      await sms.getByLabel(label).click();
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
    };
    const rows = sms.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    await pick('状态', '已发送');
    await sms.getByRole('button', { name: /查\s*询/ }).click();
    await rows.first().locator('.ant-tag', { hasText: '已发送' }).waitFor();
    await screenshotWidths(page, 'certificate-sms-list');
    await pick('渠道', '短信');
    await pick('状态', '未发送');
    await sms.getByRole('button', { name: /查\s*询/ }).click();
    await rows.first().locator('.ant-tag', { hasText: '未发送' }).waitFor();
    await sms
      .getByRole('button', { name: /重\s*发/ })
      .first()
      .click();
    const info2 = page.getByRole('dialog');
    await info2.getByText('系统未开通短信通知增值服务，请联系机构管理员向系统供应商购买。').waitFor();
    await screenshot(page, 'certificate-sms-not-bought');
    await info2.getByRole('button', { name: /确\s*定/ }).click();
    await page.close();
    // Two background batches, a PDF read back and several pages: slow on a busy 2-core machine.
  }, 150_000);
});
