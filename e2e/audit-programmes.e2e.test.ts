/**
 * Journey (issue 16): the programme list and a programme's rows; a new programme's due stage 1 gets
 * its project and a plan; the planner finds candidates in the plan drawer, puts the team together
 * from them, and submits; a second plan booking the same leader on the same half-day shows the clash
 * and is refused; someone else approves the first plan and sends the audit notice; the demo auditor
 * sees the seeded approved plan in 我的审核任务 and the approved plan on the leader's half-days in
 * 审核日程 (week and month views); the abort list shows aborted plans with reasons.
 * Screenshots at 1366 and 1920 px; axe on each new page.
 */
import { addDays, calendarDateOf, monthOf, weekOf } from '@cb/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshot, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let admin: Page;
const problems: string[] = [];
const today = calendarDateOf(new Date());
// A Tuesday seven to eight weeks ahead: clear of the demo plans.
const base = addDays(today, 49);
const d1 = addDays(base, (9 - new Date(`${base}T00:00:00Z`).getUTCDay()) % 7);
const d2 = addDays(d1, 1);
let planId = '';
let leaderId = '';

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = (key: string) => {
        const raw = localStorage.getItem(`pro__${key}`);
        return raw ? (JSON.parse(raw) as { value: string }).value : '';
      };
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-Access-Token': stored('Access-Token'),
          'tenant-id': stored('TENANT_ID') || '0',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { success: boolean; message: string; result: unknown };
      if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
      return json.result;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A typed-in programme for an enterprise, its due stage-1 project and plan, scheduled by the API. */
async function scheduledPlan(page: Page, enterpriseId: string, days: { date: string; period: number }[]) {
  const p = await api<{ id: string }>(page, 'POST', '/shfa/scheme/add', {
    enterpriseId,
    contractNo: `HT-E2E-${Date.now().toString().slice(-7)}`,
    scheme: 'QMS',
    standardName: '质量管理体系',
    codes: ['19.05.01'],
    approvedOn: today,
    stage1Days: 1.5,
    stage2Days: 3,
    surveillanceDays: 1.5,
    recertificationDays: 2.5,
  });
  await api(page, 'POST', '/shfa/scheme/createProjects', { programmeId: p.id });
  const detail = await api<{ rows: { stage: number | null; planId: string | null }[] }>(
    page,
    'GET',
    `/shfa/scheme/queryById?id=${p.id}`,
  );
  const id = detail.rows.find((r) => r.stage === 1)!.planId!;
  const plan = await api<{ version: number }>(page, 'GET', `/shfa/planAssign/queryById?id=${id}`);
  await api(page, 'PUT', '/shfa/planAssign/edit', {
    id,
    version: plan.version,
    method: 1,
    schedule: days,
    sites: [{ name: '总部' }],
  });
  return id;
}

const drawer = (page: Page) => page.locator('.ant-drawer-open');
/** 提交审批 and 审批通过 ask first: the dialog's OK. */
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm .ant-btn-primary').click();

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, 'admin');
  await admin.setViewportSize({ width: 1366, height: 900 });
  admin.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  admin.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  admin.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await screenshot(admin, `shfa-failed-${ctx.task.name.slice(0, 20)}`);
    console.log('PROBLEMS', admin.url(), JSON.stringify(problems));
    console.log(
      'DOM',
      await admin.evaluate(() => {
        const c = document.querySelector('[data-testid="plan-candidates"]');
        return c
          ? `${c.parentElement?.innerHTML.slice(0, 1500)}`
          : `none: ${document.querySelector('.ant-drawer-open')?.textContent?.slice(-600)}`;
      }),
    );
  }
});

describe('审核方案', () => {
  it('lists programmes and shows one with its rows', async () => {
    await admin.goto(`${baseUrl()}/shfa/scheme`);
    const rows = admin.locator('.cb-list-page .ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    await expect(admin.locator('.cb-list-page .ant-table-tbody').textContent()).resolves.toContain('转机构');
    expect(report({ '/shfa/scheme': await seriousFindings(admin) })).toBe('');
    await screenshotWidths(admin, 'shfa-scheme-list');
    await rows.first().getByRole('button', { name: '查看' }).click();
    await admin.waitForURL(/\/shfa\/scheme\/0\/[0-9a-f-]{36}$/);
    await admin.getByText('方案信息').waitFor();
    await expect(admin.locator('.ant-table-tbody').last().textContent()).resolves.toMatch(/监督审核/);
    expect(report({ '/shfa/scheme/0/:Id': await seriousFindings(admin) })).toBe('');
    await screenshotWidths(admin, 'shfa-scheme-detail');
  });

  it('the planner picks the team from the candidates and submits', async () => {
    const ents = await api<{ records: { id: string }[] }>(
      admin,
      'GET',
      '/khgl/enterprise/list?pageNo=1&pageSize=20',
    );
    planId = await scheduledPlan(admin, ents.records[10]!.id, [
      { date: d1, period: 3 },
      { date: d2, period: 3 },
    ]);
    await admin.goto(`${baseUrl()}/shfa/planAssign?plan=${planId}`);
    await drawer(admin).getByRole('button', { name: '保存日程' }).waitFor();
    await drawer(admin).getByRole('button', { name: '查找可选人员' }).click();
    const candidates = drawer(admin).locator('[data-testid="plan-candidates"] .ant-table-tbody');
    await candidates.getByText('可任组长').first().waitFor();
    // Best first: the first rows are eligible; the excluded ones say why.
    await expect(candidates.locator('tr').first().textContent()).resolves.toContain('可选');
    await drawer(admin).getByRole('button', { name: '加入' }).first().click();
    await drawer(admin).getByRole('button', { name: '加入' }).first().click();
    expect(report({ '/shfa/planAssign (drawer)': await seriousFindings(admin, '.ant-drawer-open') })).toBe(
      '',
    );
    await screenshotWidths(admin, 'shfa-plan-candidates');
    await drawer(admin).getByRole('button', { name: '保存审核组' }).click();
    await drawer(admin).getByText('审核组符合全部要求').waitFor();
    await drawer(admin).getByRole('button', { name: '提交审批' }).click();
    await confirmDialog(admin);
    await admin.getByText('审核计划已提交审批').first().waitFor();
    await drawer(admin).getByText('待审批').first().waitFor();
    // The planner may not approve their own plan: 审批通过 is disabled, the reason in its tooltip.
    const selfApprove = drawer(admin).getByTestId('plan-approve');
    await expect.poll(() => selfApprove.isDisabled()).toBe(true);
    await selfApprove.hover();
    await admin.locator('.ant-tooltip', { hasText: '审批人不能是计划安排人' }).waitFor();
    const plan = await api<{ team: { auditorId: string; role: number }[] }>(
      admin,
      'GET',
      `/shfa/planAssign/queryById?id=${planId}`,
    );
    leaderId = plan.team.find((m) => m.role === 1)!.auditorId;
  });

  it('a second plan booking the leader on the same half-day is refused', async () => {
    const ents = await api<{ records: { id: string }[] }>(
      admin,
      'GET',
      '/khgl/enterprise/list?pageNo=1&pageSize=20',
    );
    const other = await scheduledPlan(admin, ents.records[11]!.id, [{ date: d2, period: 2 }]);
    const plan = await api<{ version: number }>(admin, 'GET', `/shfa/planAssign/queryById?id=${other}`);
    await api(admin, 'PUT', '/shfa/planAssign/team', {
      id: other,
      version: plan.version,
      members: [{ auditorId: leaderId, role: 1, scheme: 'QMS', codes: ['19.05.01'] }],
    });
    await admin.goto(`${baseUrl()}/shfa/planAssign?plan=${other}`);
    await drawer(admin).getByText(`${d2}下午已安排其他审核`).waitFor();
    await drawer(admin).getByRole('button', { name: '提交审批' }).click();
    await confirmDialog(admin);
    await admin
      .getByText(/提交审批未通过：.*已安排其他审核/)
      .first()
      .waitFor();
    await screenshotWidths(admin, 'shfa-plan-clash');
  });

  it('someone else approves and sends the audit notice; the plan list shows it approved', async () => {
    const staff = await signedInPage(browser, 'staff');
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`${baseUrl()}/shfa/planAssign?plan=${planId}`);
    await drawer(staff).getByRole('button', { name: '审批通过' }).click();
    await confirmDialog(staff);
    await staff.getByText('审核计划已审批通过').first().waitFor();
    await drawer(staff).getByRole('button', { name: '审核通知', exact: true }).click();
    await staff
      .getByText(/审核通知已发送/)
      .first()
      .waitFor();
    await drawer(staff).getByText('已审批').first().waitFor();
    await screenshotWidths(staff, 'shfa-plan-approved');
    await drawer(staff).locator('.ant-drawer-close').click();
    await staff.locator('.cb-list-page .ant-table-tbody tr.ant-table-row').first().waitFor();
    // axe on the list, not on the drawer's closing animation (its section is briefly unnamed).
    await expect.poll(() => staff.locator('.ant-drawer-section:visible').count()).toBe(0);
    expect(report({ '/shfa/planAssign': await seriousFindings(staff) })).toBe('');
    await screenshotWidths(staff, 'shfa-plan-list');
    await staff.close();
  });

  it("审核日程 shows the approved plan on the leader's half-days, in week and month views", async () => {
    const plan = await api<{
      enterpriseName: string;
      team: { auditorId: string; name: string; role: number }[];
    }>(admin, 'GET', `/shfa/planAssign/queryById?id=${planId}`);
    const leader = plan.team.find((m) => m.role === 1)!;
    const auditor = await signedInPage(browser, 'auditor');
    await auditor.setViewportSize({ width: 1366, height: 900 });
    await auditor.goto(`${baseUrl()}/auditorZone/schedule`);
    const range = auditor.getByTestId('calendar-range');
    // The calendar opens on this week: the week of `today`, or of the day after where midnight in
    // China has passed since this file began (a Sunday night run opens on the next week).
    const opened = ((await range.textContent()) ?? '').slice(0, 10);
    expect([weekOf(today).from, weekOf(calendarDateOf(new Date())).from]).toContain(opened);
    for (let w = opened; w < weekOf(d1).from; w = addDays(w, 7)) {
      await auditor.getByRole('button', { name: '下一周' }).click();
      await auditor.getByText(`${addDays(w, 7)} ~ ${addDays(w, 13)}`).waitFor();
    }
    await auditor.getByLabel('姓名').fill(leader.name);
    await auditor.locator('.ant-form-item', { hasText: '体系' }).locator('.ant-select').click();
    await auditor.locator('.ant-select-item-option', { hasText: '质量管理体系' }).first().click();
    await auditor.locator('.cb-calendar form button[type=submit]').click();
    const row = auditor.locator(`.cb-cal-pair[data-auditor="${leader.auditorId}"]`);
    const slot = (date: string, half: number) => row.locator(`[data-slot="${date}:${half}"]`);
    await slot(d1, 1).and(auditor.locator('[data-state="busy"]')).waitFor();
    await expect(slot(d2, 2).getAttribute('data-state')).resolves.toBe('busy');
    await expect(slot(d1, 1).textContent()).resolves.toContain(`${plan.enterpriseName}（审核组长）`);
    await expect(slot(addDays(d2, 1), 1).getAttribute('data-state')).resolves.not.toBe('busy');
    expect(report({ '/auditorZone/schedule': await seriousFindings(auditor) })).toBe('');
    await screenshotWidths(auditor, 'auditor-calendar-week');
    await auditor.getByText('月', { exact: true }).click();
    await auditor.getByText(`${monthOf(d1).from} ~ ${monthOf(d1).to}`).waitFor();
    await slot(d1, 2).and(auditor.locator('[data-state="busy"]')).waitFor();
    await screenshotWidths(auditor, 'auditor-calendar-month');
    await auditor.close();
  });

  it('the abort list shows aborted plans with their reasons', async () => {
    await admin.goto(`${baseUrl()}/shfa/abort`);
    await admin.locator('.cb-list-page .ant-table-tbody tr.ant-table-row').first().waitFor();
    await admin.getByText('企业申请暂缓认证（停产搬迁）').first().waitFor();
    expect(report({ '/shfa/abort': await seriousFindings(admin) })).toBe('');
    await screenshotWidths(admin, 'shfa-abort-list');
  });

  it('the demo auditor sees the approved plan among their tasks', async () => {
    const auditor = await signedInPage(browser, 'auditor');
    await auditor.setViewportSize({ width: 1366, height: 900 });
    await auditor.goto(`${baseUrl()}/auditorZone/myTask`);
    await auditor.locator('.cb-list-page .ant-table-tbody tr.ant-table-row').first().waitFor();
    await expect(auditor.locator('.cb-list-page .ant-table-tbody').textContent()).resolves.toContain(
      '审核组长',
    );
    expect(report({ '/auditorZone/myTask': await seriousFindings(auditor) })).toBe('');
    await screenshotWidths(auditor, 'shfa-my-tasks');
    await auditor.close();
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });
});
