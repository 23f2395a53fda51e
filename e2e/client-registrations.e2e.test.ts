/**
 * Self-registration (issue 36 item 5): with the body's SMS channel pointed at a local gateway, a
 * company registers on /user/register with the code sent to its phone, staff approve it in 注册审核,
 * and it signs in with the name and password it chose. The channel is switched off again after.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditCodeCheckCharacter } from '@cb/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { call } from './support/lifecycle.ts';
import { quietPage, signedInPage } from './support/pages.ts';

let browser: Browser;
let gateway: http.Server;
const texts: { phone: string; content: string }[] = [];

async function smsChannel(enabled: boolean, endpoint: string) {
  const channels = await call<{ route: string; version: number }[]>(
    'admin',
    'GET',
    '/sys/noticeChannel/list',
  );
  const sms = channels.find((c) => c.route === '4');
  await call('admin', 'PUT', '/sys/noticeChannel/edit', {
    route: '4',
    enabled,
    config: { endpoint, apiKey: '', signName: '华衡认证' },
    version: sms?.version ?? 0,
  });
}

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      texts.push(JSON.parse(raw));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 0 }));
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  await smsChannel(true, `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms/send`);
  browser = await launchBrowser();
});
afterAll(async () => {
  await smsChannel(false, `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms/send`).catch(
    () => undefined,
  );
  await browser?.close();
  await new Promise<void>((r) => gateway.close(() => r()));
});

describe('self-registration', () => {
  it('a company registers with an SMS code, staff approve, and it signs in', async () => {
    const n = Date.now().toString().slice(-6);
    const first17 = `91440300${n}MA5`;
    const company = {
      name: `深圳市启航智能装备有限公司${n}`,
      creditCode: first17 + creditCodeCheckCharacter(first17),
      phone: `139${n}88`,
      username: `qihang${n}`,
      password: 'Qihang2026',
    };
    const page = await quietPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: '企业注册' }).click();
    await page.waitForURL('**/user/register');
    await page.getByLabel('企业名称').fill(company.name);
    await page.getByLabel('统一社会信用代码').fill(company.creditCode);
    await page.getByLabel('联系人').fill('林启航');
    await page.getByLabel('手机号').fill(company.phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送，10分钟内有效').first().waitFor();
    await expect.poll(() => texts.some((m) => m.phone === company.phone)).toBe(true);
    const code = texts.find((m) => m.phone === company.phone)!.content.match(/(\d{6})/)![1]!;
    await page.getByLabel('短信验证码').fill(code);
    await page.getByLabel('邮箱').fill(`lin${n}@qihang.example.cn`);
    await page.getByLabel('登录用户名').fill(company.username);
    await page.getByLabel('密码', { exact: true }).fill(company.password);
    await page.getByLabel('确认密码').fill(company.password);
    await screenshot(page, 'register-form');
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.waitForURL('**/user/register-result**');
    await page.getByText('注册申请已提交').waitFor();
    await screenshot(page, 'register-result');

    const staff = await signedInPage(browser, 'staff');
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`${baseUrl()}/khgl/registration`);
    const row = staff.locator('.ant-table-row', { hasText: company.name });
    await row.waitFor();
    await row.getByRole('button', { name: '通过' }).click();
    await staff.getByText(`将创建登录账号“${company.username}”，并新建企业“${company.name}”。`).waitFor();
    await staff
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /通\s*过/ })
      .click();
    await staff.getByText(`已通过，并新建企业“${company.name}”`).waitFor();
    await row.getByText('已通过').waitFor();
    await screenshot(staff, 'registration-review');

    await page.goto(`${baseUrl()}/login`);
    await page.fill('#username', company.username);
    await page.fill('#password', company.password);
    await page.press('#password', 'Enter');
    await page.waitForURL('**/index');
    await page.locator('.shell-header').getByText('林启航').waitFor();
    await Promise.all([page.close(), staff.close()]);
  });
});
