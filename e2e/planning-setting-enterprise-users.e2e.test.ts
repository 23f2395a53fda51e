/**
 * Journey: the plan approver opens 计划设置 on 计划分派 and changes the leader rotation limit (the
 * tenant setting auditPlanning.rotationMaxCycles), which the server then holds (restored after);
 * the enterprise editor opens a new enterprise's 企业用户 tab, pick a new enterprise-role user in 关联用户, confirm,
 * and see it listed.
 * Screenshots at 1366 and 1920 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshotWidths } from './support/browser.ts';
import { call, newEnterpriseIdentity } from './support/lifecycle.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
});
afterAll(async () => {
  await browser?.close();
});

describe('计划设置 and 企业用户', () => {
  it('the approver changes the leader rotation limit in 计划设置', async () => {
    const before = await call<{ rotationMaxCycles: number; version: number }>(
      'admin',
      'GET',
      '/shfa/planAssign/setting',
    );
    await page.goto(`${baseUrl()}/shfa/planAssign`);
    await page.getByTestId('planning-setting').click();
    const input = page.getByLabel('组长轮换周期数');
    await expect.poll(() => input.inputValue()).toBe(String(before.rotationMaxCycles));
    await screenshotWidths(page, 'shfa-planning-setting');
    // A larger limit only loosens the rule, so journeys running meanwhile are not refused by it.
    await input.fill(String(before.rotationMaxCycles + 1));
    await page.getByTestId('planning-setting-ok').click();
    await page.getByText('计划设置已保存').waitFor();
    const after = await call<{ rotationMaxCycles: number; version: number }>(
      'admin',
      'GET',
      '/shfa/planAssign/setting',
    );
    expect(after.rotationMaxCycles).toBe(before.rotationMaxCycles + 1);
    await call('admin', 'PUT', '/shfa/planAssign/setting', {
      rotationMaxCycles: before.rotationMaxCycles,
      version: after.version,
    });
    expect(problems).toEqual([]);
  });

  it('the enterprise editor links a new enterprise-role user on the enterprise page', async () => {
    const { name, creditCode, serial } = newEnterpriseIdentity('关联用户测试');
    const enterprise = await call<{ id: string }>('staff', 'POST', '/khgl/enterprise/add', {
      name,
      creditCode,
      natureCode: '3',
      industryCode: '18',
      regionCode: '310000',
      registeredCapital: '500',
      legalRepresentative: '陈总',
      registeredAddress: '上海市浦东新区张江路1号',
      totalHeadcount: 80,
      sites: [],
      contacts: [],
    });
    const roles = await call<{ id: string; code: string }[]>('admin', 'GET', '/sys/role/options');
    const username = `qy${serial}`;
    await call('admin', 'POST', '/sys/user/add', {
      username,
      password: 'First2026pass',
      realname: '周经理',
      roleIds: [roles.find((r) => r.code === 'enterprise')!.id],
    });

    await page.goto(`${baseUrl()}/khgl/enterprise/edit/${enterprise.id}/0`);
    await page.getByRole('tab', { name: '企业用户' }).click();
    await page.getByText('尚未关联企业用户').waitFor();
    await page.getByTestId('link-user').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '选择用户' });
    await dialog.getByRole('combobox').fill(username);
    await page.locator('.ant-select-item-option').filter({ hasText: username }).click();
    await screenshotWidths(page, 'khgl-enterprise-link-user');
    await page.getByTestId('link-user-ok').click();
    await page.getByText(`将用户“${username}（周经理）”关联到“${name}”`).waitFor();
    await page.getByTestId('link-user-confirm').click();
    await page.getByText('关联成功').waitFor();
    await page.getByTestId('enterprise-users').getByRole('cell', { name: username }).waitFor();
    await screenshotWidths(page, 'khgl-enterprise-users');

    const linked = await call<{ username: string }[]>(
      'staff',
      'GET',
      `/khgl/enterprise/users?id=${enterprise.id}`,
    );
    expect(linked.map((u) => u.username)).toEqual([username]);
    expect(problems).toEqual([]);
  });
});
