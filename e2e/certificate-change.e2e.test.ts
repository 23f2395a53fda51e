/**
 * Journey: 变更审批 approves a name change of an enterprise holding a valid certificate; staff open
 * 证书变更, find the certificate among the pending changes (待换发证书), open the change form prefilled
 * with the new name, issue the new version, and the public detail page of the old version says it
 * was replaced by the same number while the number now shows the new name. Screenshots at 1366 and
 * 1920 px; axe on the list and the form.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let staff: Page;
const problems: string[] = [];

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);
async function call<T>(page: Page, path: string, body?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-access-token': await tokenOf(page), 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(200);
  return json.result as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signedInPage(browser, 'staff');
  staff.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
});
afterAll(() => browser?.close());

async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotWidths(page, name);
}

describe('certificate change', () => {
  it('变更审批 → 证书变更 pending → new version → public detail shows the replacement', async () => {
    // An accepted application whose enterprise holds a valid certificate and none suspended.
    type Cert = { id: string; certNo: string; status: number; enterpriseName: string };
    const accepted = await call<{ records: { id: string; enterpriseName: string }[] }>(
      staff,
      '/xmsl/cerApplyApi/list?status=2&pageNo=1&pageSize=50',
    );
    let target: { applicationId: string; name: string; cert: Cert } | undefined;
    for (const a of accepted.records) {
      const certs = await call<{ records: Cert[] }>(
        staff,
        `/zsfx/certificate/list?enterpriseName=${encodeURIComponent(a.enterpriseName)}&pageSize=50`,
      );
      const own = certs.records.filter((c) => c.enterpriseName === a.enterpriseName);
      const valid = own.find((c) => c.status === 1);
      // None pending either: another journey (变更审批) may have raised an address change for the
      // same enterprise, which would open the address field of this form too.
      const pending = valid
        ? await call<{ pending: unknown[] }>(staff, `/zsfx/change/queryById?id=${valid.id}`)
        : undefined;
      if (valid && !own.some((c) => c.status === 2) && pending?.pending.length === 0) {
        target = { applicationId: a.id, name: a.enterpriseName, cert: valid };
        break;
      }
    }
    expect(target, 'an enterprise with a valid certificate').toBeDefined();
    const { cert } = target!;
    const newName = `${target!.name.replace(/（.*）$/, '')}（更名${Date.now() % 1000}）`;
    const raised = await call<{ id: string; version: number }>(staff, '/xmsl/cerApplyChangeApi/add', {
      applicationId: target!.applicationId,
      changeType: 2,
      infoChangeTypes: [3],
      beforeValue: target!.name,
      afterValue: newName,
      reason: '营业执照更名',
    });
    await call(staff, '/htps/bgsp/audit', {
      id: raised.id,
      version: raised.version,
      decision: 2,
      opinion: '营业执照已核对',
      fields: [{ key: 'name', after: newName }],
    });

    const found: Record<string, Finding[]> = {};
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`${baseUrl()}/zsfx/change`);
    await staff.getByPlaceholder('输入完整证书编号').waitFor();
    // Other journeys of the run leave pending changes too: narrow the list to this certificate.
    await staff.getByLabel('证书编号', { exact: true }).fill(cert.certNo);
    await staff.getByRole('button', { name: /查\s*询/ }).click();
    const row = staff.getByRole('row', { name: new RegExp(cert.certNo) }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('变更审批');
    expect(await row.textContent()).toContain('名称变更');
    found['/zsfx/change'] = await seriousFindings(staff);
    await shots(staff, 'certificate-change-list');

    await row.getByRole('button', { name: /变\s*更/ }).click();
    await staff.waitForURL(`**/zsfx/change/${cert.id}?*`);
    const name = staff.getByLabel('获证组织名称');
    await name.waitFor();
    expect(await name.inputValue()).toBe(newName);
    expect(await staff.getByLabel('01 名称变更').isChecked()).toBe(true);
    expect(await staff.getByLabel('地址', { exact: true }).isDisabled()).toBe(true);
    found['/zsfx/change/:id'] = await seriousFindings(staff);
    await shots(staff, 'certificate-change-form');

    await staff.getByTestId('form-save').click();
    await staff.locator('.ant-modal-confirm-title', { hasText: '确认换发新版本？' }).waitFor();
    // The dialog itself: behind its mask the save button waits in its loading state (antd's faded
    // primary button, the shared FormPage's while any save is under way).
    found['/zsfx/change/:id, confirm'] = await seriousFindings(staff, '.ant-modal-confirm');
    await staff.getByRole('button', { name: /确\s*定|OK/ }).click();
    await staff.waitForURL('**/zsfx/detail/*');
    const newId = staff.url().split('/zsfx/detail/')[1]!.split('?')[0]!;
    expect(newId).not.toBe(cert.id);

    // The public page of the old version (its QR code) names the replacement; the number shows the new name.
    const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    await visitor.goto(`${baseUrl()}/external/certificateDetail/${cert.id}`);
    await visitor.getByTestId('external-status').waitFor();
    expect(await visitor.getByTestId('external-status').textContent()).toContain('已换发');
    expect(await visitor.locator('body').textContent()).toContain(cert.certNo);
    await shots(visitor, 'certificate-change-public-old');
    await visitor.goto(`${baseUrl()}/external/certificateDetail/${newId}`);
    await visitor.getByTestId('external-status').waitFor();
    expect(await visitor.getByTestId('external-status').textContent()).toContain('有效');
    expect(await visitor.locator('body').textContent()).toContain(newName);
    await shots(visitor, 'certificate-change-public-new');

    // The pending change of this certificate is gone from the list.
    const pending = await call<{ records: { certificateId: string }[] }>(
      staff,
      '/zsfx/change/list?pageSize=100',
    );
    expect(pending.records.some((r) => r.certificateId === cert.id)).toBe(false);

    expect(report(found)).toBe('');
    expect(problems).toEqual([]);
  });
});
