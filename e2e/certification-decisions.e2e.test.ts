/**
 * Journey: 案卷分配 → 技术审定 → 认证决定 (jssd, rzjd) on the demo data. The allocator assigns a
 * complete file to the demo auditor (the file's own team shown as excluded with the reason); the
 * auditor, as technical reviewer, rejects another file with a reason and passes this one item by
 * item; the decider decides it (a certificate issue task follows) and, on a file whose team they sat
 * on, is shown why they may not decide. Every page is screenshot at 1366 and 1920 px and checked
 * with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshotWidths } from './support/browser.ts';
import { passwordOf, quietPage, signedInPage } from './support/pages.ts';

let browser: Browser;
let allocator: Page;
let reviewer: Page;
let decider: Page;
const problems: string[] = [];
const found: Record<string, Finding[]> = {};
let assignedProject = '';
let assignedEnterprise = '';
let reviewerName = '';

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);
async function api<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'x-access-token': await tokenOf(page) } });
  expect(res.status, path).toBe(200);
  return (await res.json()).result as T;
}

function watch(page: Page) {
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
}

async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotWidths(page, name);
}

const rowOf = (page: Page, text: string) =>
  page.locator('.cb-list-page .ant-table-tbody tr.ant-table-row', { hasText: text }).first();

async function confirm(page: Page) {
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  allocator = await signedInPage(browser, 'admin');
  reviewer = await signedInPage(browser, 'auditor');
  decider = await signedInPage(browser, 'decider');
  for (const p of [allocator, reviewer, decider]) watch(p);
  // A file in 待分配 the demo auditor (who already has a review task of the demo) may review.
  const tasks = await api<{ records: { reviewerName: string }[] }>(
    reviewer,
    '/jssd/record/list?scope=mine&pageSize=1',
  );
  const auditorName = tasks.records[0]!.reviewerName;
  const waiting = await api<{
    records: { projectId: string; enterpriseName: string; nextRound: number | null }[];
  }>(allocator, '/jssd/ajfp/list?tab=await&pageSize=50');
  for (const row of waiting.records) {
    const { candidates } = await api<{ candidates: { name: string; eligible: boolean }[] }>(
      allocator,
      `/jssd/ajfp/candidates?projectId=${row.projectId}&round=1`,
    );
    const me = candidates.find((c) => c.eligible && c.name === auditorName);
    if (!me) continue;
    assignedProject = row.projectId;
    assignedEnterprise = row.enterpriseName;
    reviewerName = me.name;
    break;
  }
  expect(assignedProject).not.toBe('');
});
afterAll(() => browser?.close());

describe('案卷分配, 技术审定 and 认证决定', () => {
  it('the allocator assigns a complete file; the cycle team is excluded with the reason', async () => {
    await allocator.goto(`${baseUrl()}/jssd/ajfp/await`);
    const row = rowOf(allocator, assignedEnterprise);
    await row.waitFor();
    expect(await row.textContent()).toContain('待技术审定');
    await shots(allocator, 'decisions-allocation-await');
    found['/jssd/ajfp/await'] = await seriousFindings(allocator);
    await row.getByRole('button', { name: '分配' }).click();
    const dialog = allocator.locator('.ant-modal', { hasText: '分配技术审定人员' });
    await dialog.getByText('该人员是本认证周期审核组成员，不能担任技术审定人员').first().waitFor();
    await shots(allocator, 'decisions-allocation-dialog');
    found['/jssd/ajfp/await, dialog'] = await seriousFindings(allocator);
    await dialog.locator('tr', { hasText: reviewerName }).getByRole('button', { name: '选择' }).click();
    await confirm(allocator);
    await allocator.getByText(`已分配给${reviewerName}`).waitFor();
    await allocator.goto(`${baseUrl()}/jssd/ajfp/done`);
    await rowOf(allocator, assignedEnterprise).waitFor();
    expect(await rowOf(allocator, assignedEnterprise).textContent()).toContain(reviewerName);
  });

  it('the reviewer rejects another file with a reason, then passes this one item by item', async () => {
    const mine = await api<{ records: { projectId: string; enterpriseName: string }[] }>(
      reviewer,
      '/jssd/record/list?scope=mine&result=0&pageSize=50',
    );
    const other = mine.records.find((r) => r.projectId !== assignedProject);
    expect(other).toBeTruthy();

    await reviewer.goto(`${baseUrl()}/auditorZone/techReview`);
    await rowOf(reviewer, other!.enterpriseName).waitFor();
    await shots(reviewer, 'decisions-review-tasks');
    found['/auditorZone/techReview'] = await seriousFindings(reviewer);

    await rowOf(reviewer, other!.enterpriseName).getByRole('button', { name: '审定' }).click();
    const dialog = reviewer.locator('.ant-modal', { hasText: '技术审定：' });
    await dialog.getByText('驳回', { exact: true }).click();
    await dialog.getByTestId('review-submit').click();
    await dialog.getByText('请填写驳回原因').waitFor();
    await dialog
      .getByPlaceholder('请写明驳回原因，审核组长将收到通知')
      .fill('二阶段审核报告缺少过程审核证据');
    await shots(reviewer, 'decisions-review-reject');
    found['/auditorZone/techReview, reject'] = await seriousFindings(reviewer);
    await dialog.getByTestId('review-submit').click();
    await confirm(reviewer);
    await reviewer.getByText('审定结论已提交').waitFor();
    const rejected = await api<{ project: { statusLabel: string } }>(
      reviewer,
      `/rzjd/audit/file?projectId=${other!.projectId}`,
    );
    expect(rejected.project.statusLabel).toBe('待整改');

    await rowOf(reviewer, assignedEnterprise).getByRole('button', { name: '审定' }).click();
    const passDialog = reviewer.locator('.ant-modal', { hasText: `技术审定：${assignedEnterprise}` });
    await passDialog.getByLabel('审核报告与审核证据审定意见').fill('报告完整，证据充分');
    // Nothing is answered for the reviewer: a pass with an item open is refused, naming it.
    await passDialog.getByTestId('review-conclusion').getByText('通过', { exact: true }).click();
    await passDialog.getByTestId('review-submit').click();
    await passDialog.getByText(/以下审定项尚未确认是否符合：审核计划与审核组能力/).waitFor();
    const items = passDialog.locator('[data-testid^="review-item-"]');
    for (let i = 0; i < (await items.count()); i++)
      await items.nth(i).getByText('符合', { exact: true }).click();
    await passDialog.getByTestId('review-submit').click();
    await confirm(reviewer);
    await reviewer.getByText('审定结论已提交').waitFor();
  });

  it('the decider decides the reviewed file: 已决定 and a certificate issue task', async () => {
    await decider.goto(`${baseUrl()}/rzjd/approval`);
    const row = rowOf(decider, assignedEnterprise);
    await row.waitFor();
    expect(await row.textContent()).toContain('认证决定中');
    await shots(decider, 'decisions-approval-list');
    found['/rzjd/approval'] = await seriousFindings(decider);
    await row.getByRole('button', { name: '决定' }).click();
    await decider.waitForURL(`**/rzjd/audit/${assignedProject}`);
    await decider.getByText('报告完整，证据充分').first().waitFor();
    await decider.getByLabel('决定理由').fill('审核组推荐，技术审定通过，同意再认证');
    await shots(decider, 'decisions-decide');
    found['/rzjd/audit'] = await seriousFindings(decider);
    await decider.getByTestId('decide-submit').click();
    await confirm(decider);
    await decider.getByText('认证决定已提交').waitFor();
    await decider.getByText('已生成证书发放任务').first().waitFor();
    await decider.getByText('已决定').first().waitFor();
    await shots(decider, 'decisions-decided');

    await decider.goto(`${baseUrl()}/rzjd/pauseCancel`);
    await rowOf(decider, assignedEnterprise).waitFor();
    expect(await rowOf(decider, assignedEnterprise).textContent()).toContain('证书发放');
    await shots(decider, 'decisions-certificate-tasks');
    found['/rzjd/pauseCancel'] = await seriousFindings(decider);
  });

  it('the certificate officer issues the certificate; the public page shows it valid', async () => {
    // The certificate administrator lands on the scope tool after sign-in (SPEC.md §2).
    const officer = await quietPage(browser);
    watch(officer);
    await officer.goto(`${baseUrl()}/login`);
    await officer.fill('#username', 'certadmin');
    await officer.fill('#password', passwordOf('certadmin'));
    await officer.press('#password', 'Enter');
    await officer.waitForURL('**/reviewTool');
    await officer.goto(`${baseUrl()}/zsfx/add`);
    const row = rowOf(officer, assignedEnterprise);
    await row.waitFor();
    expect(await row.textContent()).toContain('待发证');
    await shots(officer, 'decisions-issue-list');
    found['/zsfx/add'] = await seriousFindings(officer);
    await row.getByRole('button', { name: '录入证书' }).click();
    await officer.waitForURL('**/zsfx/add/*');
    await officer.getByText('证书编号（预览）').waitFor();
    await shots(officer, 'decisions-issue-form');
    found['/zsfx/add/{id}'] = await seriousFindings(officer);
    await officer.getByTestId('issue-submit').click();
    await confirm(officer);
    const title = officer.getByText(/^证书已发放：/);
    await title.waitFor();
    const certNo = (await title.textContent())!.replace('证书已发放：', '').trim();
    expect(certNo).toMatch(/^034[A-Z]+\d{5}R\d[SML]$/);
    await officer.getByRole('button', { name: '查看证书' }).click();
    await officer.waitForURL('**/zsfx/detail/*');
    const certificateId = officer.url().split('/').pop()!;
    const pub = await browser.newPage();
    await pub.goto(`${baseUrl()}/external/certificateDetail/${certificateId}`);
    await pub.getByText(certNo).first().waitFor();
    await pub.getByText('有效').first().waitFor();
    await shots(pub, 'decisions-issued-public');
    await pub.close();
    await officer.close();
  });

  it('the decider is told why not on a file whose team they sat on', async () => {
    const pending = await api<{ records: { projectId: string }[] }>(
      decider,
      '/rzjd/decision/list?kind=approval&state=pending&pageSize=50',
    );
    let refusedId = '';
    for (const r of pending.records) {
      const file = await api<{ refusal: string | null }>(
        decider,
        `/rzjd/audit/file?projectId=${r.projectId}`,
      );
      if (file.refusal === '您是本认证周期审核组成员，不能作出认证决定') refusedId = r.projectId;
    }
    expect(refusedId).not.toBe('');
    await decider.goto(`${baseUrl()}/rzjd/audit/${refusedId}`);
    await decider.getByText('您是本认证周期审核组成员，不能作出认证决定').waitFor();
    expect(await decider.getByTestId('decide-submit').count()).toBe(0);
    await shots(decider, 'decisions-refused');
  });

  it('found no serious accessibility problem and no page error', () => {
    expect(report(found)).toBe('');
    expect(problems).toEqual([]);
  });
});
