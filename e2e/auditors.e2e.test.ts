/**
 * Journey: HR (admin) adds an auditor linked to the demo `auditor` account, records a QMS
 * registration and a code (approved at once); the auditor signs in, sees that code in the auditor
 * zone (审核员专区 → 我的专业代码) and applies for a second one with its evidence; HR approves the
 * application in the auditor's archive; the ability analysis (reached through the certificate
 * standard Q) shows both codes. Screenshots at 1366 px: the list, the archive, the analysis.
 *
 * The demo `auditor` account is linked to a seeded auditor; the journey moves the link to the new
 * auditor (a user has one auditor record) and puts it back at the end.
 */
import { addDays, calendarDateOf, idCardCheckCharacter } from '@cb/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, screenshotWidths } from './support/browser.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let hr: Page;
let auditor: Page | undefined;
const problems: string[] = [];
const stamp = Date.now().toString().slice(-6);
const NAME = `周审核${stamp.slice(-3)}`;
const first17 = `31011519800101${stamp.slice(-3)}`;
const ID_CARD = first17 + idCardCheckCharacter(first17);
const HR_CODE = '19.05.01';
const APPLIED_CODE = '33.02.01';
const today = calendarDateOf(new Date());
let archiveUrl = '';
/** The seeded auditor the `auditor` account was linked to (restored in afterAll). */
let seededLinked: { id: string } | null = null;

interface AuditorDetail {
  id: string;
  version: number;
  userId: string | null;
  username: string | null;
  [field: string]: unknown;
}

/** Calls the API as the page's signed-in user (for set-up and clean-up, not for what is tested). */
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

/** The auditor record's edit body with another linked account. */
async function relink(page: Page, auditorId: string, userId: string | null) {
  const a = await api<AuditorDetail>(page, 'GET', `/rlzy/auditor/queryById?id=${auditorId}`);
  const fields = [
    'name',
    'sex',
    'idCardNo',
    'phone',
    'email',
    'personnelKind',
    'employmentType',
    'branchCompany',
    'education',
    'employer',
    'bankName',
    'bankAccount',
    'status',
    'remark',
  ];
  const body = Object.fromEntries(fields.map((f) => [f, a[f]]));
  await api(page, 'PUT', '/rlzy/auditor/edit', { ...body, id: a.id, version: a.version, userId });
}

beforeAll(async () => {
  browser = await launchBrowser();
  hr = await signedInPage(browser, 'admin');
  await hr.setViewportSize({ width: 1366, height: 900 });
  hr.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
});
afterAll(async () => {
  // Give the `auditor` account back to the seeded auditor it belonged to.
  if (seededLinked && archiveUrl) {
    const newId = archiveUrl.split('/').at(-1)!;
    await relink(hr, newId, null).catch(() => undefined);
    const users = await api<{ records: { id: string; username: string }[] }>(
      hr,
      'GET',
      '/sys/user/list?keyword=auditor&pageNo=1&pageSize=20',
    ).catch(() => ({ records: [] }));
    const userId = users.records.find((u) => u.username === 'auditor')?.id;
    if (userId) await relink(hr, seededLinked.id, userId).catch(() => undefined);
  }
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await screenshot(hr, `auditors-failed-${ctx.task.name.slice(0, 20)}`);
    if (auditor) await screenshot(auditor, `auditors-failed-zone-${ctx.task.name.slice(0, 14)}`);
  }
});

const rows = (page: Page) => page.locator('.cb-list-page .ant-table-tbody tr.ant-table-row');
const field = (page: Page, id: string) => page.locator(`.cb-form-page #${id}`);
/** Picks `option` in the antd select of the field `id` (inside `scope`). */
async function choose(page: Page, id: string, option: string | RegExp, search?: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  if (search) await input.fill(search);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: option,
    })
    .first()
    .click();
}
/** Types a date into an antd DatePicker and confirms it with Enter (which also submits a complete form). */
async function pickDate(page: Page, id: string, date: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe('HR: the auditor list and a new auditor', () => {
  it('lists the seeded auditors paged by the server, with registrations as tags', async () => {
    await hr.goto(`${baseUrl()}/rlzy/auditor`);
    await rows(hr).first().waitFor();
    expect(await rows(hr).count()).toBe(10);
    await expect(hr.locator('.ant-pagination-total-text').textContent()).resolves.toMatch(/共 \d+ 条/);
    await expect(hr.locator('.cb-list-page .ant-table-tbody').textContent()).resolves.toMatch(
      /QMS (高级审核员|审核员|实习审核员|技术专家)/,
    );
    await screenshotWidths(hr, 'auditors-list');
  });

  it('refuses a wrong ID card inline, then saves the auditor linked to the auditor account', async () => {
    // Set-up: the account may be linked to one auditor only; take it from the seeded one.
    const page = await api<{ records: AuditorDetail[] }>(
      hr,
      'GET',
      '/rlzy/auditor/list?pageNo=1&pageSize=100',
    );
    const linked = page.records.find((r) => r.username === 'auditor');
    if (linked) {
      await relink(hr, linked.id, null);
      seededLinked = { id: linked.id };
    }

    await hr.getByRole('button', { name: /新\s*增/ }).click();
    await hr.waitForURL('**/rlzy/auditorAdd');
    await field(hr, 'name').fill(NAME);
    await hr.locator('.cb-form-page').getByText('男', { exact: true }).click();
    await field(hr, 'idCardNo').fill('110105198001010010');
    await field(hr, 'phone').click();
    await hr.getByText('身份证号格式错误').waitFor();
    await field(hr, 'idCardNo').fill(ID_CARD.toLowerCase());
    await field(hr, 'phone').fill('13912345678');
    await field(hr, 'education').fill('本科');
    await field(hr, 'bankName').fill('中国工商银行上海分行');
    await field(hr, 'bankAccount').fill('6222021234567890123');
    await expect(field(hr, 'bankAccount').inputValue()).resolves.toBe('6222 0212 3456 7890 123');
    await choose(hr, 'userId', '（auditor）', 'auditor');
    await hr.getByTestId('form-save').click();
    await hr.waitForURL(/\/rlzy\/archive\/[0-9a-f-]{36}$/);
    archiveUrl = hr.url();
    const basic = hr.getByTestId('auditor-basic');
    await basic.waitFor();
    await expect(basic.textContent()).resolves.toContain(ID_CARD);
    await expect(basic.textContent()).resolves.toContain('6222 0212 3456 7890 123');
    await expect(basic.textContent()).resolves.toContain('auditor');
  });

  it('records a QMS registration and a code in the archive (the code approved at once)', async () => {
    await hr.getByRole('button', { name: '新增资格' }).click();
    await hr.locator('#qualification_registrationNo').fill(`2024-N1QMS-${stamp}`);
    await choose(hr, 'qualification_leaderFlag', '组长');
    await pickDate(hr, 'qualification_validFrom', addDays(today, -100));
    // Enter in the last field submits the dialog (keyboard only).
    await pickDate(hr, 'qualification_validTo', addDays(today, 900));
    const qualifications = hr.getByTestId('auditor-qualifications');
    await qualifications.getByText(`2024-N1QMS-${stamp}`).waitFor();

    await hr.getByRole('button', { name: '新增代码' }).click();
    await hr.locator('#competence_code').fill('40.01.01');
    await hr.locator('#competence_evaluationMethod').click();
    await hr.getByText('专业代码格式应为“大类.中类.小类”，例如 19.05.01').waitFor();
    await hr.locator('#competence_code').fill(HR_CODE);
    await choose(hr, 'competence_source', '教育经历');
    await hr.locator('#competence_evaluationMethod').fill('资料评审');
    await hr.getByTestId('competence-save').click();
    const competences = hr.getByTestId('auditor-competences');
    const row = competences.locator('tr', { hasText: HR_CODE });
    await row.getByText('已批准').waitFor();
    await expect(row.textContent()).resolves.toContain('电线、电缆制造');
  });
});

describe('the auditor applies for a second code in the auditor zone', () => {
  it('sees the approved code and applies for another one with its evidence', async () => {
    auditor = await signedInPage(browser, 'auditor');
    await auditor.setViewportSize({ width: 1366, height: 900 });
    auditor.on('pageerror', (e) => problems.push(`zone pageerror: ${e.message}`));
    await auditor.goto(`${baseUrl()}/auditorZone/code`);
    const approved = rows(auditor).filter({ hasText: HR_CODE });
    await approved.getByText('已批准').waitFor();
    await auditor.getByRole('button', { name: '申请专业代码' }).click();
    await auditor.waitForURL('**/auditorZone/codeAdd');
    await field(auditor, 'code').fill(APPLIED_CODE);
    await choose(auditor, 'source', '审核经历');
    await field(auditor, 'evidence').fill('近三年作为审核员参加软件开发企业审核8次');
    await auditor.getByTestId('form-save').click();
    await auditor.waitForURL(/\/auditorZone\/code$/);
    const pending = rows(auditor).filter({ hasText: APPLIED_CODE });
    await pending.getByText('待审批').waitFor();
    await expect(pending.getByRole('button', { name: /撤\s*销/ }).count()).resolves.toBe(1);
    await auditor.evaluate(() => window.scrollTo(0, 0));
    await screenshot(auditor, 'auditors-zone-codes');
  });
});

describe('HR approves, and the analysis shows both codes', () => {
  it('approves the pending application in the archive', async () => {
    await hr.goto(archiveUrl);
    const row = hr.getByTestId('auditor-competences').locator('tr', { hasText: APPLIED_CODE });
    await row.getByText('待审批').waitFor();
    await expect(row.textContent()).resolves.toContain('近三年作为审核员参加软件开发企业审核8次');
    await row.getByRole('button', { name: /批\s*准/ }).click();
    const confirm = hr.locator('.ant-modal-confirm', { hasText: '确定批准该专业代码申请吗？' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await row.getByText('已批准').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await screenshotWidths(hr, 'auditors-archive');
  });

  it('opens the QMS analysis through the certificate standard Q and lists both codes', async () => {
    await hr.getByTestId('auditor-qualifications').getByRole('button', { name: '能力分析' }).click();
    await hr.waitForURL(/\/rlzy\/analyse\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    const table = hr.getByTestId('analyse-rows');
    await table.locator('tr', { hasText: HR_CODE }).waitFor();
    await table.locator('tr', { hasText: APPLIED_CODE }).waitFor();
    await expect(table.locator('tr', { hasText: HR_CODE }).textContent()).resolves.toContain('教育经历');
    await expect(table.locator('tr', { hasText: APPLIED_CODE }).textContent()).resolves.toContain('审核经历');
    await expect(hr.getByTestId('analyse-qualification').textContent()).resolves.toContain(
      `2024-N1QMS-${stamp}`,
    );
    await screenshotWidths(hr, 'auditors-analysis');
    expect(problems).toEqual([]);
  });
});
