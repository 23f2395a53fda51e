/**
 * 信息上报 (issue 34): a certificate is suspended → its row appears in 证书信息上报 with report type
 * 05, the reason code and change type 0197 → 导出 gives the regulator's sheet (the 65 codes, then
 * the captions) → 上报 marks it reported in one batch → the batch is in 上报记录, its file again.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { passwordOf, signedInPage } from './support/pages.ts';

/** The regulator's 65 column codes, from its sheet (the TSV's rows 66–67 are not reported). */
const CNCA_CERTIFICATE_CODES = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../shared/data/cnca-certificate-columns.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() && !line.includes('上报平台不使用'))
  .map((line) => line.split('\t')[1]);

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

async function call<T>(token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${url}`, {
    method,
    headers: { 'x-access-token': token, 'tenant-id': '1', 'content-type': 'application/json' },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const body = await res.json();
  expect(body.success, `${url}: ${JSON.stringify(body)}`).toBe(true);
  return body.result as T;
}

interface Row {
  id: string;
  number: string;
  typeCode: string;
  typeLabel: string;
  codes: string;
  problems: string[];
}

const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A valid demo certificate whose issue row passes the checks (its enterprise's fields are complete). */
async function reportableCertificate(token: string) {
  const page = await call<{
    records: { id: string; certNo: string; version: number; enterpriseName: string }[];
  }>(token, 'GET', '/zsfx/certificate/list?status=1&pageSize=50&column=issueDate&order=asc');
  for (const c of page.records) {
    const rows = await call<{ records: Row[] }>(token, 'GET', `/xxsb/certificate/list?number=${c.certNo}`);
    if (rows.records.length && rows.records.every((r) => r.problems.length === 0)) return c;
  }
  throw new Error('no valid demo certificate with a clean issue row');
}

describe('regulator reporting', () => {
  it('suspension → row 05/0197 → export with the regulator’s header → 上报 → 上报记录', async () => {
    const token = await tokenOf('staff');
    const cert = await reportableCertificate(token);
    const today = chinaToday();
    const until = new Date(Date.now() + 8 * 3_600_000 + 60 * 86_400_000).toISOString().slice(0, 10);
    await call(token, 'POST', '/zsfx/pauseCancel/suspend', {
      id: cert.id,
      version: cert.version,
      reasonCode: '0116',
      reason: '企业申请暂停',
      effectiveDate: today,
      suspendUntil: until,
    });

    const page = await signedInPage(browser, 'staff');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl()}/xxsb/certificate`);
    await page.getByTestId('xxsb-summary').getByText('校验未通过').waitFor();
    const search = page.locator('.cb-list-search').first();
    await search.getByLabel('证书编号').fill(cert.certNo);
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: cert.certNo })
      .filter({ hasText: '02 · 0197 · 0116' });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('05');
    expect(text).toContain('02 · 0197 · 0116');
    expect(text).toContain('通过');
    await screenshot(page, 'xxsb-certificate-unreported');

    // 导出: the regulator's sheet, its first row the 65 codes, then the captions, then the rows.
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /导\s?出/ })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('证书信息表.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(await file.path()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('证书信息表');
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
    expect(cells(1)).toEqual(CNCA_CERTIFICATE_CODES);
    expect(cells(2)[0]).toBe('认证机构批准号');
    const exported = Array.from({ length: sheet.rowCount - 2 }, (_, i) => cells(i + 3));
    const mine = exported.find((r) => r[20] === cert.certNo && r[63] === '05');
    expect(mine, 'the suspension row is exported').toBeDefined();
    expect(mine![40]).toBe('02');
    expect(mine![41]).toBe('0116');
    expect(mine![49]).toBe('0197');

    // 上报: choose the row, confirm; it moves to 已上报 with its batch.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /上报（1）/ }).click();
    await page
      .locator('.ant-modal-confirm-title', { hasText: '确定将选中的 1 条记录标记为已上报吗？' })
      .waitFor();
    await screenshot(page, 'xxsb-certificate-confirm');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    const done = page.getByText(/上报成功，批次号 XXSB\d+/);
    await done.waitFor();
    const batchNo = (await done.textContent())!.match(/XXSB\d+/)![0];
    await page.getByRole('tab', { name: '已上报' }).click();
    // The 未上报 pane is destroyed when hidden: the one search form left is 已上报's.
    const reportedSearch = page.locator('.cb-list-search').last();
    await reportedSearch.getByLabel('证书编号').fill(cert.certNo);
    await reportedSearch.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByRole('row', { name: new RegExp(batchNo) }).waitFor();
    await screenshot(page, 'xxsb-certificate-reported');

    // 上报记录: the batch with its kind and rows; its file downloads again.
    await page.goto(`${baseUrl()}/xxsb/log`);
    const batch = page.getByRole('row', { name: new RegExp(batchNo) });
    await batch.waitFor();
    expect(await batch.textContent()).toContain('证书信息');
    await screenshot(page, 'xxsb-log');
    const again = page.waitForEvent('download');
    await batch.getByText('下载').click();
    const kept = await again;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(await kept.path()) as never);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(CNCA_CERTIFICATE_CODES);
    expect(String(book.worksheets[0]!.getRow(3).getCell(21).value)).toBe(cert.certNo);

    // The plan and team lists, as a person sees them.
    for (const kind of ['plan', 'result']) {
      await page.goto(`${baseUrl()}/xxsb/${kind}`);
      await page.getByTestId('xxsb-summary').waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      await screenshot(page, `xxsb-${kind}`);
    }
  }, 60_000);
});
