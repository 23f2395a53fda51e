/**
 * Journey: audit execution (审核项目 shxm, issue 17). The demo auditor leads the demo enterprise's
 * EMS initial audit: stage 2 is blocked until the stage-1 report is in; the leader checks in,
 * uploads the stage-1 report and submits a "ready" conclusion, stage 2 unlocks; on stage 2 the
 * leader checks in, records both meetings, raises a major NC and finishes the on-site audit (待整改);
 * the enterprise user answers the NC with evidence; the leader verifies it (待资料回收), uploads the
 * on-site file; the archive clerk (staff) confirms it on /assist/archive/{id} and the project reaches
 * 待技术审定. Every page is screenshot at 1366 and 1920 px and checked with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let leader: Page;
let company: Page;
let clerk: Page;
const problems: string[] = [];
const found: Record<string, Finding[]> = {};
let stage1 = '';
let stage2 = '';

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

async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotWidths(page, name);
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

async function uploadTo(page: Page, type: string, name: string) {
  const slot = page.getByTestId(`upload-slot-${type}`).first();
  await slot.locator('input[type=file]').setInputFiles(pdf(name));
  await expect
    .poll(() => page.locator('.cb-record-files, .ant-table').getByText(name).count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

const status = (page: Page) => page.locator('.ant-descriptions .ant-tag').first().innerText();

async function openTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  leader = await signedInPage(browser, 'auditor');
  company = await signedInPage(browser, 'enterprise');
  clerk = await signedInPage(browser, 'staff');
  for (const p of [leader, company, clerk]) watch(p);
  const own = await api<{ records: { id: string; stage: number }[] }>(
    company,
    '/shxm/project/list?scheme=EMS&auditType=1&pageNo=1&pageSize=10',
  );
  stage1 = own.records.find((r) => r.stage === 1)!.id;
  stage2 = own.records.find((r) => r.stage === 2)!.id;
});
afterAll(() => browser?.close());

describe('审核项目', () => {
  it('lists the projects with their status labels', async () => {
    await leader.goto(`${baseUrl()}/shxm/project`);
    await leader.locator('.ant-table-row').first().waitFor();
    expect(await leader.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await shots(leader, 'shxm-project-list');
    found['/shxm/project'] = await seriousFindings(leader);
    // 不符合项: the NCs of the projects the leader is on, paged by the server.
    await openTab(leader, /不符合项/);
    await leader
      .getByRole('tabpanel', { name: /不符合项/ })
      .locator('.ant-table')
      .waitFor();
    await shots(leader, 'shxm-nc-list');
    found['/shxm/project (NC list)'] = await seriousFindings(leader);
    await openTab(leader, /审核项目/);
  });

  it('blocks stage 2 until the stage-1 report is in', async () => {
    await leader.goto(`${baseUrl()}/shxm/project/execute/${stage2}`);
    await leader.getByTestId('onsite-blocked').waitFor();
    expect(await leader.getByTestId('onsite-blocked').innerText()).toContain('一阶段审核报告尚未提交');
    await shots(leader, 'shxm-execute-stage2-blocked');
  });

  it('the leader checks in, uploads the stage-1 report and concludes: stage 2 unlocks', async () => {
    await leader.goto(`${baseUrl()}/shxm/project/execute/${stage1}`);
    await leader.locator('#location').fill('企业总部会议室');
    await leader.getByTestId('check-in').click();
    await expect.poll(() => leader.locator('.ant-table-row', { hasText: '企业总部会议室' }).count()).toBe(1);
    await openTab(leader, /一阶段审核/);
    await uploadTo(leader, 'shxm_stage1_report', '一阶段审核报告.pdf');
    await leader.getByTestId('stage1-submit').click();
    // It asks first, then says so.
    await leader.locator('.ant-modal-confirm .ant-btn-primary').click();
    await leader.getByText('一阶段结论已提交').first().waitFor();
    await expect.poll(() => status(leader)).toBe('一阶段已提交');
    await shots(leader, 'shxm-execute-stage1');
    found['/shxm/project/execute (stage 1)'] = await seriousFindings(leader);

    await leader.goto(`${baseUrl()}/shxm/project/execute/${stage2}`);
    await leader.locator('#location').waitFor();
    expect(await leader.getByTestId('onsite-blocked').count()).toBe(0);
  });

  it('on stage 2 the leader records the meetings, raises a major NC and finishes the audit', async () => {
    await leader.locator('#location').fill('生产车间');
    await leader.getByTestId('check-in').click();
    await expect.poll(() => leader.locator('.ant-table-row', { hasText: '生产车间' }).count()).toBe(1);
    await openTab(leader, /首末次会议/);
    for (const kind of [1, 2]) {
      const form = leader.getByTestId(`meeting-${kind}`).locator('xpath=ancestor::form');
      await form.getByPlaceholder('姓名').first().fill('李建国');
      await form.getByPlaceholder('职务').first().fill('总经理');
      await leader.getByTestId(`meeting-${kind}`).click();
      await leader.locator('.ant-message-success').last().waitFor();
    }
    await openTab(leader, /不符合项/);
    await leader.getByTestId('nc-add').click();
    const dialog = leader.locator('.ant-modal:visible');
    await dialog.getByLabel('严重').check();
    await dialog.locator('#clause').fill('8.5.1');
    await dialog.locator('#department').fill('生产部');
    await dialog.locator('#facts').fill('抽查3批产品，均无过程检验记录。');
    await shots(leader, 'shxm-execute-nc-raise');
    found['/shxm/project/execute (NC dialog)'] = await seriousFindings(leader);
    await leader.getByTestId('nc-raise-ok').click();
    await expect.poll(() => leader.locator('.ant-table-row', { hasText: '8.5.1' }).count()).toBe(1);
    await leader.getByTestId('finish-audit').click();
    await leader.getByTestId('action-ok').click();
    await expect.poll(() => status(leader)).toBe('待整改');
    await shots(leader, 'shxm-execute-rectification');
  });

  it('the enterprise user answers the NC with evidence in the portal', async () => {
    await company.goto(`${baseUrl()}/shxm/project/execute/${stage2}`);
    await company.getByTestId('nc-answer').click();
    const dialog = company.locator('.ant-modal:visible');
    await uploadTo(company, 'nc_evidence', '检验记录.pdf');
    await dialog.locator('#correction').fill('对在库3批产品补做检验');
    await dialog.locator('#cause').fill('检验员未经培训');
    await dialog.locator('#correctiveAction').fill('修订检验规程并培训');
    await shots(company, 'shxm-execute-nc-answer');
    found['/shxm/project/execute (enterprise answer)'] = await seriousFindings(company);
    await company.getByTestId('nc-answer-ok').click();
    await expect.poll(() => company.locator('.ant-table-row', { hasText: '待验证' }).count()).toBe(1);
  });

  it('the leader verifies the NC and uploads the on-site file', async () => {
    await leader.goto(`${baseUrl()}/shxm/project/execute/${stage2}`);
    await openTab(leader, /不符合项/);
    await leader.getByTestId('nc-verify').click();
    await leader.getByTestId('nc-verify-ok').click();
    await expect.poll(() => status(leader)).toBe('待资料回收');
    await openTab(leader, /现场审核文件/);
    for (const type of ['shxm_plan', 'shxm_attendance', 'shxm_checklist', 'shxm_report', 'shxm_nc_report'])
      await uploadTo(leader, type, `${type}.pdf`);
    await expect.poll(() => leader.getByTestId('checklist-state').innerText()).toBe('现场审核文件已齐全');
    await shots(leader, 'shxm-execute-files');
  });

  it('the archive clerk confirms the file: the project reaches 待技术审定', async () => {
    await clerk.goto(`${baseUrl()}/assist/archive/${stage2}`);
    await clerk.getByTestId('archive-confirm').waitFor();
    await shots(clerk, 'assist-archive-detail');
    found['/assist/archive/:id'] = await seriousFindings(clerk);
    await clerk.getByTestId('archive-confirm').click();
    await clerk.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => status(clerk)).toBe('待技术审定');
    const d = await api<{ statusKey: string; decisionBlocked: string | null }>(
      clerk,
      `/shxm/project/queryById?id=${stage2}`,
    );
    expect(d).toMatchObject({ statusKey: 'awaitingTechCheck', decisionBlocked: null });
    await shots(clerk, 'assist-archive-confirmed');
  });

  it('on-site files and special approvals list', async () => {
    await clerk.goto(`${baseUrl()}/shxm/onsiteFile`);
    await clerk.locator('.ant-table-row').first().waitFor();
    await shots(clerk, 'shxm-onsite-file-list');
    found['/shxm/onsiteFile'] = await seriousFindings(clerk);
    // 组员权限: the body's setting of what team members may do (looked at, left at its defaults).
    await clerk.getByTestId('member-rights').click();
    const rights = clerk.locator('.ant-modal:visible');
    await expect.poll(() => rights.locator('.ant-checkbox-input').count()).toBe(7);
    // The boxes show before the setting arrives (all unticked, the table loading); 确定 is enabled
    // once it has.
    await expect.poll(() => rights.getByTestId('member-rights-ok').isEnabled()).toBe(true);
    expect(await rights.getByLabel('完成现场审核 组员可执行').isChecked()).toBe(false);
    expect(await rights.getByLabel('现场签到 组员可执行').isChecked()).toBe(true);
    await shots(clerk, 'shxm-member-rights');
    found['/shxm/onsiteFile (member rights)'] = await seriousFindings(clerk);
    await rights.getByRole('button', { name: /取\s*消/ }).click();
    // 档案管理 exports like the other lists.
    await clerk.goto(`${baseUrl()}/assist/archive`);
    await clerk.locator('.ant-table-row').first().waitFor();
    await clerk.getByRole('button', { name: /导\s*出/ }).waitFor();
    await shots(clerk, 'assist-archive-list');
    found['/assist/archive'] = await seriousFindings(clerk);
    const xls = await fetch(`${baseUrl()}/api/shxm/onsiteFile/exportXls?complete=1`, {
      headers: { 'x-access-token': await tokenOf(clerk) },
    });
    expect(xls.status).toBe(200);
    expect(xls.headers.get('content-type')).toContain('spreadsheet');
    await clerk.goto(`${baseUrl()}/assist/specialApproval`);
    await clerk.locator('.ant-table-row').first().waitFor();
    await shots(clerk, 'assist-special-approval-list');
    found['/assist/specialApproval'] = await seriousFindings(clerk);
  });

  it('a team member sees only what the body lets members do', async () => {
    const list = await api<{ records: { id: string }[] }>(
      leader,
      '/shxm/project/list?statusKey=awaitingAudit&pageNo=1&pageSize=50',
    );
    let memberOf = '';
    for (const r of list.records) {
      const d = await api<{ myPart: string; checkIns: { location: string }[] }>(
        leader,
        `/shxm/project/queryById?id=${r.id}`,
      );
      if (d.myPart === 'member' && d.checkIns.some((c) => c.location === '企业生产车间')) memberOf = r.id;
    }
    expect(memberOf).not.toBe('');
    await leader.goto(`${baseUrl()}/shxm/project/execute/${memberOf}`);
    await leader.getByTestId('check-in').waitFor();
    expect(await leader.getByTestId('finish-audit').count()).toBe(0);
    await openTab(leader, /首末次会议/);
    expect(await leader.getByTestId('meeting-1').count()).toBe(0);
    await openTab(leader, /不符合项/);
    await leader.getByTestId('nc-add').waitFor();
    await openTab(leader, /现场签到/);
    await shots(leader, 'shxm-execute-member');
    found['/shxm/project/execute (member)'] = await seriousFindings(leader);
  });

  it('had no page errors and no serious accessibility findings', () => {
    expect(problems).toEqual([]);
    expect(report(found)).toBe('');
  });
});
