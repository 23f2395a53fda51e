/**
 * One certificate's life after issue, on a moving clock (issue 20): the enterprise's suspended
 * certificate shows 暂停 on the public page; the server's clock moves past its suspendUntil; the
 * operator runs 暂停期满撤销证书 on 定时任务; the public page shows 撤销 and the enterprise has the
 * message. No database edits: demo data, the browser, and the test clock (TEST_CLOCK=1). The clock
 * goes back to the real time afterwards, for the journeys that follow.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { passwordOf, signedInPage } from './support/pages.ts';

let browser: Browser;

async function token(user: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/sys/erpnew/login`, {
    method: 'POST',
    // As the web does: another tenant of the run may have the same user names.
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username: user, password: passwordOf(user) }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login ${user}: ${body.message}`);
  return body.result.token;
}

async function call<T>(user: string, method: string, path: string, payload?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'x-access-token': await token(user), 'content-type': 'application/json' },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.result as T;
}

const setClock = (at: string | null) => call<{ now: string }>('admin', 'PUT', '/sys/testClock', { at });

async function publicStatus(page: Page, certNo: string): Promise<string> {
  await page.goto(`${baseUrl()}/cert/search`);
  await page.getByRole('heading', { name: '证书查询' }).waitFor();
  await page.fill('#certNo', certNo);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const card = page.getByTestId('cert-card').first();
  await card.waitFor();
  return (await card.getByTestId('cert-status').textContent()) ?? '';
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await setClock(null);
  await browser?.close();
});

describe('a suspended certificate runs out', () => {
  it('is revoked by the job once the clock passes suspendUntil; public page and enterprise see it', async () => {
    const mine = await call<{ certNo: string; status: number }[]>('enterprise', 'GET', '/cert/mine');
    let suspended = mine.find((c) => c.status === 2);
    if (!suspended) {
      // An earlier journey of this run (certificate-life) let the demo suspension run out: the
      // certificate administrator suspends one of the enterprise's valid certificates first.
      const valid = mine.find((c) => c.status === 1);
      expect(valid, 'the demo enterprise has a valid or a suspended certificate').toBeDefined();
      const page = await call<{ records: { id: string; version: number }[] }>(
        'certadmin',
        'GET',
        `/zsfx/certificate/list?certNo=${encodeURIComponent(valid!.certNo)}`,
      );
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const until = new Date(Date.now() + 8 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
      await call('certadmin', 'POST', '/zsfx/pauseCancel/suspend', {
        id: page.records[0]!.id,
        version: page.records[0]!.version,
        reason: '企业申请暂停',
        reasonCode: '0116',
        effectiveDate: today,
        suspendUntil: until,
      });
      suspended = { ...valid!, status: 2 };
    }
    const { certNo } = suspended!;
    // Its suspendUntil, as the public query shows it.
    const found = await (
      await fetch(`${baseUrl()}/api/cert/public/search?certNo=${encodeURIComponent(certNo)}`)
    ).json();
    const suspendUntil: string = found.result.records[0].suspendUntil;
    expect(suspendUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const visitor = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
    expect(await publicStatus(visitor, certNo)).toBe('暂停');

    // The day after suspendUntil, 09:00 in China.
    const dayAfter = new Date(`${suspendUntil}T01:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const moved = await setClock(dayAfter.toISOString());
    expect(moved.now.slice(0, 10)).toBe(dayAfter.toISOString().slice(0, 10));

    const admin = await signedInPage(browser, 'admin');
    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.goto(`${baseUrl()}/sys/job`);
    const list = admin.getByTestId('job-list');
    const row = list.locator('tr', { hasText: '暂停期满撤销证书' });
    await row.waitFor();
    await row.getByRole('button', { name: '运行一次' }).click();
    await admin
      .getByRole('button', { name: /确\s*定/ })
      .last()
      .click();
    await admin
      .getByText(/暂停期满撤销证书：成功/)
      .first()
      .waitFor();
    await screenshot(admin, 'lifecycle-journey-job');

    expect(await publicStatus(visitor, certNo)).toBe('撤销');
    await screenshot(visitor, 'lifecycle-journey-revoked');

    const enterprise = await signedInPage(browser, 'enterprise');
    await enterprise.unroute('**/api/xxtz/cerNotice/listByUser**');
    await enterprise.goto(`${baseUrl()}/xxtz/list`);
    await enterprise.getByText(`证书已撤销：${certNo}`).first().waitFor();
    await screenshot(enterprise, 'lifecycle-journey-message');
    await Promise.all([visitor.close(), admin.close(), enterprise.close()]);
  });
});
