/**
 * Journey (issue 36 items 1–2): the administrator adds a consultancy partner with an auditor who
 * worked for it, records the consultancy's engagement on an enterprise (咨询关系 on its edit page),
 * and the plan's candidate list of that enterprise shows the auditor excluded with the reason
 * (ISO/IEC 17021-1 §5.2). axe on the partner list and form.
 */
import { addDays, calendarDateOf } from '@cb/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let admin: Page;
const today = calendarDateOf(new Date());
// A Tuesday nine to ten weeks ahead: clear of the demo plans and the other journeys' plans.
const base = addDays(today, 63);
const d1 = addDays(base, (9 - new Date(`${base}T00:00:00Z`).getUTCDay()) % 7);
const suffix = Date.now().toString(36).slice(-5);
const partnerName = `浦江质量咨询${suffix}有限公司`;

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

/** A typed-in programme for the enterprise, its stage-1 plan scheduled on d1 and the day after. */
async function scheduledPlan(page: Page, enterpriseId: string) {
  const p = await api<{ id: string }>(page, 'POST', '/shfa/scheme/add', {
    enterpriseId,
    contractNo: `HT-HZF-${Date.now().toString().slice(-7)}`,
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
    schedule: [
      { date: d1, period: 3 },
      { date: addDays(d1, 1), period: 3 },
    ],
    sites: [{ name: '总部' }],
  });
  return id;
}

/** Types a date into the picker labelled `label` inside `scope`. */
async function pickDate(scope: ReturnType<Page['locator']>, label: string, date: string) {
  const input = scope.getByLabel(label);
  await input.fill(date);
  await input.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, 'admin');
  await admin.setViewportSize({ width: 1366, height: 900 });
});
afterAll(() => browser?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(admin, `hzf-failed-${ctx.task.name.slice(0, 12)}`);
});

describe('合作方 and the consultancy conflict', () => {
  let enterpriseId = '';
  let planId = '';
  let auditorName = '';

  it('adds a consultancy partner with an auditor who worked for it', async () => {
    const ents = await api<{ records: { id: string }[] }>(
      admin,
      'GET',
      '/khgl/enterprise/list?pageNo=1&pageSize=20',
    );
    enterpriseId = ents.records[14]!.id;
    planId = await scheduledPlan(admin, enterpriseId);
    const found = await api<{ candidates: { name: string; eligible: boolean }[] }>(
      admin,
      'POST',
      '/shfa/planAssign/candidates',
      { planId, pageSize: 100 },
    );
    auditorName = found.candidates.find((c) => c.eligible)!.name;

    await admin.goto(`${baseUrl()}/hzf/partner`);
    await admin.locator('.cb-list-page .ant-table-tbody').getByText('上海卓信管理咨询有限公司').waitFor();
    expect(report({ '/hzf/partner': await seriousFindings(admin) })).toBe('');
    await admin.getByRole('button', { name: /新\s*增/ }).click();
    await admin.waitForURL(/\/hzf\/partner\/add$/);
    const form = admin.locator('.cb-form-page');
    await form.getByLabel('合作方编号').fill(`E2E${suffix}`);
    await form.getByLabel('合作方名称').fill(partnerName);
    await form.getByLabel('结算点').fill('2600.5');
    await form.getByLabel('银行账号').fill('6222020200112233445');
    await expect(form.getByLabel('银行账号').inputValue()).resolves.toBe('6222 0202 0011 2233 445');
    await form.getByTestId('add-contact').click();
    const contact = form.getByTestId('contact-row').last();
    await contact.getByLabel('姓名').fill('钱咨询');
    await contact.getByLabel('电话').fill('13900001111');
    await form.getByTestId('add-consultant').click();
    const consultant = form.getByTestId('consultant-row').last();
    await consultant.getByLabel('审核人员').fill(auditorName);
    await admin.locator('.ant-select-item-option', { hasText: auditorName }).first().click();
    await pickDate(consultant, '任职开始日期', '2019-03-01');
    expect(report({ '/hzf/partner/add': await seriousFindings(admin) })).toBe('');
    await screenshot(admin, 'hzf-partner-add');
    await form.getByTestId('form-save').click();
    await admin.waitForURL(/\/hzf\/partner\/edit\/[0-9a-f-]{36}\/0$/);
    await admin.getByText(`合作方 - ${partnerName}`).first().waitFor();
    await admin.getByTestId('bank-account-no').getByText('6222 0202 0011 2233 445').waitFor();
  });

  it('records the consultancy on the enterprise and the plan’s candidates exclude the auditor with the reason', async () => {
    const end = addDays(today, -30);
    await admin.goto(`${baseUrl()}/khgl/enterprise/edit/${enterpriseId}/1`);
    const form = admin.locator('.cb-form-page');
    await form.getByTestId('add-consultancy').click();
    const relation = form.getByTestId('consultancy-row').last();
    await relation.getByLabel('咨询机构').fill(partnerName.slice(0, 6));
    await admin.locator('.ant-select-item-option', { hasText: partnerName }).first().click();
    await pickDate(relation, '咨询开始日期', '2024-01-01');
    await pickDate(relation, '咨询结束日期', end);
    await form.getByTestId('form-save').click();
    await admin.waitForURL(/\/khgl\/enterprise\/edit\/[0-9a-f-]{36}\/0$/);
    await admin.getByRole('tab', { name: '咨询关系' }).click();
    await admin.getByRole('cell', { name: partnerName }).waitFor();

    await admin.goto(`${baseUrl()}/shfa/planAssign?plan=${planId}`);
    const drawer = admin.locator('.ant-drawer-open');
    await drawer.getByRole('button', { name: '查找可选人员' }).click();
    const reason = `曾任咨询机构「${partnerName}」的咨询人员，该机构为本企业提供咨询至${end}，两年内不得审核`;
    const table = drawer.locator('[data-testid="plan-candidates"]');
    await table.locator('.ant-table-tbody tr').first().waitFor();
    // The excluded come after the eligible: look through the pages for the auditor's row.
    for (let pageNo = 1; pageNo <= 10; pageNo++) {
      if (await table.getByText(reason).count()) break;
      const next = table.locator('.ant-pagination-next:not(.ant-pagination-disabled)');
      if (!(await next.count())) break;
      await next.click();
      await table.locator(`.ant-pagination-item-active[title="${pageNo + 1}"]`).waitFor();
    }
    const row = table.locator('tr', { hasText: reason });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(auditorName);
    await expect(row.textContent()).resolves.toContain('不可选');
    await screenshot(admin, 'hzf-consultancy-excluded');
  });
});
