/**
 * One certificate's whole life (issue 20), on a real server with the test clock (TEST_CLOCK=1) and
 * no database edits: a new enterprise applies → accepted → its reviewer confirms and approves the
 * contract review in the browser (the audit-time calculator's figures shown) → contract approved (by
 * someone other than the reviewer) → programme; the enterprise's own account is opened
 * (用户管理) and linked to it (关联企业用户) → stage 1 and stage 2 planned with a team from the
 * competence candidates and approved → executed; in stage 2 the leader (given an account of their
 * own) raises a major NC: the decision is refused while it is open, the enterprise's user answers it
 * in the portal (correction, cause, corrective action, an evidence file), the leader verifies it in
 * the browser → archive confirmed → technical review passed → the decider decides in the browser →
 * the certificate administrator issues it in the browser (number from the body's template) → the
 * public page shows 有效 → the certificate PDF (as the web downloads it) carries the number and the
 * Chinese name (pdftotext), page 1 rendered → the clock moves past the first surveillance window
 * without an audit → 定时任务 运行一次 of the overdue-surveillance job suspends it (public page 暂停)
 * and the enterprise's user has the message → the clock moves past suspendUntil → the revocation
 * job revokes it (public page 撤销). The clock goes back afterwards.
 *
 * Steps without a human decision are API calls (the modules' own API tests show their bodies); the
 * contract review, the NC answer and verification, the decision, the issue form, the job page, the
 * enterprise's messages and the public page are driven in the browser. Shared steps:
 * support/lifecycle.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, calendarDateOf } from '@cb/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import {
  accountForAuditor,
  applyToProgramme,
  archive,
  auditRow,
  call,
  confirm,
  meetings,
  morningOf,
  newEnterpriseIdentity,
  ONSITE_FILES,
  openAccount,
  pdfFile,
  publicStatus,
  refusal,
  runJob,
  setClock,
  shots,
  signedInAt,
  stageOne,
  technicalReview,
  token,
} from './support/lifecycle.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
const today = calendarDateOf(new Date());
const { serial, name: enterpriseName, creditCode } = newEnterpriseIdentity('证书全程测试');
/** The enterprise's own account (opened in 用户管理, linked on the enterprise). */
const enterpriseUser = `qy${serial}`;

const problems: string[] = [];
let enterpriseId = '';
let programmeId = '';
let stage2ProjectId = '';
let certificateId = '';
let certNo = '';
let decided = false;
/**
 * The server's (test) clock. The forms default and bound their dates by the browser's today, so
 * the browser's clock is set to the server's before those pages load.
 */
let serverNow = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await setClock(null);
});
afterAll(async () => {
  await setClock(null).catch(() => undefined);
  await browser?.close();
});

describe("one certificate's life", () => {
  it('application → accepted → contract review → contract approved → programme; the enterprise account', async () => {
    // The contract review by its reviewer in the browser: the audit-time calculator's figures shown,
    // each item confirmed, saved and approved.
    ({ enterpriseId, programmeId } = await applyToProgramme(
      enterpriseName,
      creditCode,
      today,
      async (review) => {
        const staff = await signedInPage(browser, 'staff');
        staff.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
        await staff.goto(`${baseUrl()}/htps/review/1/${review.id}/1`);
        await staff.getByTestId('review-item-0').waitFor();
        await expect
          .poll(() => staff.getByTestId('review-total').textContent())
          .toContain(`${review.totalDays} 人日`);
        const cards = await staff.locator('.cb-review-item').count();
        for (let i = 0; i < cards; i++) await staff.getByTestId(`review-confirm-${i}`).check();
        await shots(staff, 'certificate-life-contract-review');
        await staff.getByTestId('review-save').click();
        await staff.getByText('保存成功').first().waitFor();
        await staff.getByTestId('review-item-0').waitFor();
        await staff.getByTestId('review-approve').click();
        await confirm(staff);
        await staff
          .getByText(/评审通过，已生成合同/)
          .first()
          .waitFor();
        await staff.close();
      },
    ));
    // The enterprise's own account: opened in 用户管理 with the enterprise role, linked on the enterprise.
    const userId = await openAccount(enterpriseUser, '周经理', 'enterprise');
    const linked = await call<{ username: string }[]>('staff', 'POST', '/khgl/enterprise/linkUser', {
      enterpriseId,
      userId,
    });
    expect(linked.map((u) => u.username)).toEqual([enterpriseUser]);
  });

  it('stage 1, then stage 2 with a major NC: the decision is refused until the enterprise answers it in the portal and the leader verifies it', async () => {
    expect(programmeId, 'the programme of the step before').not.toBe('');
    const stage1 = await stageOne(programmeId, today);
    const s2 = await auditRow(programmeId, (r) => r.stage === 2, stage1.days.at(-1)!, '生产车间');
    stage2ProjectId = s2.projectId;
    serverNow = s2.now;
    await meetings(stage2ProjectId, s2.plan);

    // The leader signs in with an account of their own (opened and linked to the auditor record).
    const leader = await accountForAuditor(s2.plan.team[0]!, `zz${serial}`);
    await call(leader, 'POST', '/shxm/nc/add', {
      projectId: stage2ProjectId,
      grade: 1,
      clause: '8.5.1',
      department: '生产部',
      facts: '抽查3批产品，均无过程检验记录，生产过程未处于受控条件下。',
    });
    await call('staff', 'POST', '/shxm/project/finish', {
      projectId: stage2ProjectId,
      version: (await call('staff', 'GET', `/shxm/project/queryById?id=${stage2ProjectId}`)).version,
      lastOnsiteDay: s2.plan.days.at(-1),
    });
    const open = await call('staff', 'GET', `/shxm/project/queryById?id=${stage2ProjectId}`);
    expect(open.statusKey).toBe('awaitingRectification');

    // While the major NC is open no decision can be made.
    const refused = await refusal('decider', 'POST', '/rzjd/audit/decide', {
      projectId: stage2ProjectId,
      version: 1,
      result: 1,
      decisionDate: s2.plan.days.at(-1),
      rationale: '严重不符合项未关闭时试图作出决定',
    });
    expect(refused).toMatch(/项目不在认证决定阶段|严重不符合项/);

    // The enterprise's user answers it in the portal, with an evidence file.
    const company = await signedInAt(browser, enterpriseUser, serverNow);
    company.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await company.goto(`${baseUrl()}/shxm/project/execute/${stage2ProjectId}`);
    await company.getByTestId('nc-answer').click();
    const dialog = company.locator('.ant-modal:visible');
    await company
      .getByTestId('upload-slot-nc_evidence')
      .first()
      .locator('input[type=file]')
      .setInputFiles(pdfFile('过程检验记录.pdf'));
    await expect
      .poll(() => dialog.getByText('过程检验记录.pdf').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await dialog.locator('#correction').fill('对在库3批产品补做过程检验并记录');
    await dialog.locator('#cause').fill('检验员未经培训，检验规程未规定记录要求');
    await dialog.locator('#correctiveAction').fill('修订检验规程，培训全部检验员并考核');
    await shots(company, 'certificate-life-nc-answer');
    await company.getByTestId('nc-answer-ok').click();
    await expect.poll(() => company.locator('.ant-table-row', { hasText: '待验证' }).count()).toBe(1);
    await company.close();
    const answered = await call('staff', 'GET', `/shxm/project/queryById?id=${stage2ProjectId}`);
    expect(answered.nonconformities.map((n: { evidenceCount: number }) => n.evidenceCount)).toEqual([1]);

    // The leader verifies it (accept).
    const lead = await signedInAt(browser, leader, serverNow);
    lead.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await lead.goto(`${baseUrl()}/shxm/project/execute/${stage2ProjectId}`);
    await lead.getByRole('tab', { name: /不符合项/ }).click();
    await lead.getByTestId('nc-verify').click();
    // The leader sees the enterprise's answer and its evidence file.
    await lead.locator('.ant-modal:visible').getByText('过程检验记录.pdf').waitFor();
    await shots(lead, 'certificate-life-nc-verify');
    await lead.getByTestId('nc-verify-ok').click();
    await expect.poll(() => lead.locator('.ant-table-row', { hasText: '已关闭' }).count()).toBe(1);
    await lead.close();

    await archive(stage2ProjectId, [...ONSITE_FILES, 'shxm_nc_report']);
  });

  it('technical review passed; the decider decides in the browser', async () => {
    expect(stage2ProjectId, 'the stage-2 project of the steps before').not.toBe('');
    await technicalReview(stage2ProjectId);

    const file = await call('decider', 'GET', `/rzjd/audit/file?projectId=${stage2ProjectId}`);
    expect(file.refusal ?? null, 'the decider may decide').toBeNull();
    expect(file.project.statusLabel).toBe('认证决定中');

    // Signed in on the server's day (the sign-in keeps an expiry by the browser's clock).
    const decider = await signedInAt(browser, 'decider', serverNow);
    decider.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await decider.goto(`${baseUrl()}/rzjd/audit/${stage2ProjectId}`);
    await decider.getByText(enterpriseName).first().waitFor();
    await screenshot(decider, 'certificate-life-decide-page');
    await decider.getByLabel('决定理由').fill('二阶段审核推荐注册，技术审定通过，同意初次认证');
    await shots(decider, 'certificate-life-decide');
    await decider.getByTestId('decide-submit').click();
    await confirm(decider);
    await decider.getByText('认证决定已提交').waitFor();
    await decider.getByText('已生成证书发放任务').first().waitFor();
    decided = true;
    await decider.close();
  });

  it('the certificate administrator issues it; number from the template; the public page shows 有效', async () => {
    expect(decided, 'the decision of the step before').toBe(true);
    const officer = await signedInAt(browser, 'certadmin', serverNow, '**/reviewTool');
    officer.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await officer.goto(`${baseUrl()}/zsfx/add`);
    const row = officer.locator('.cb-list-page .ant-table-tbody tr.ant-table-row', {
      hasText: enterpriseName,
    });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('待发证');
    await row.first().getByRole('button', { name: '录入证书' }).click();
    await officer.waitForURL('**/zsfx/add/*');
    await officer.getByText('证书编号（预览）').waitFor();
    await shots(officer, 'certificate-life-issue-form');
    await officer.getByTestId('issue-submit').click();
    await confirm(officer);
    const title = officer.getByText(/^证书已发放：/);
    await title.waitFor();
    certNo = (await title.textContent())!.replace('证书已发放：', '').trim();
    // The body's template: 034 + scheme letters + 5-digit serial + R + cycle + size.
    expect(certNo).toMatch(/^034[A-Z]+\d{5}R\d[SML]$/);
    await officer.getByRole('button', { name: '查看证书' }).click();
    await officer.waitForURL('**/zsfx/detail/*');
    certificateId = officer.url().split('/').pop()!;
    await officer.close();

    const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    expect(await publicStatus(visitor, certificateId)).toContain('有效');
    expect(await visitor.getByTestId('external-cert-no').textContent()).toBe(certNo);
    await shots(visitor, 'certificate-life-public-valid');
    await visitor.close();
  });

  it("the certificate's PDF, as the web downloads it: its number, the enterprise's Chinese name, page 1 rendered", async () => {
    expect(certificateId, 'the certificate of the step before').not.toBe('');
    const res = await fetch(`${baseUrl()}/api/zsfx/certificate/pdf?id=${certificateId}`, {
      headers: { 'x-access-token': await token('certadmin') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'certificate-life-certificate.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(certNo);
    expect(text.replace(/\s+/g, '')).toContain(enterpriseName);
    // The QR code is an image; its target is printed as text only if the template shows it.
    const target = text.match(/https?:\/\/\S*certificateDetail\/\S+/)?.[0];
    if (target) expect(target).toContain(certificateId);
    execFileSync('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(SCREENSHOT_DIR, 'certificate-life-certificate-page1'),
    ]);
    expect(
      fs.statSync(path.join(SCREENSHOT_DIR, 'certificate-life-certificate-page1.png')).size,
    ).toBeGreaterThan(1000);
  });

  it('no surveillance audit in the first window: the job suspends it (暂停), then revokes it (撤销)', async () => {
    expect(certificateId, 'the certificate of the step before').not.toBe('');
    const programme = await call('admin', 'GET', `/shfa/scheme/queryById?id=${programmeId}`);
    const first = programme.rows.find((r: { auditType: number; estimated: boolean }) => r.auditType === 2);
    expect(first, 'the first surveillance row').toBeDefined();
    expect(first.projectId).toBeNull();
    const dayAfter = addDays(first.dueTo, 1);
    expect((await setClock(morningOf(dayAfter))).now.slice(0, 10)).toBe(dayAfter);

    const admin = await signedInPage(browser, 'admin');
    admin.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await admin.setViewportSize({ width: 1366, height: 900 });
    await runJob(admin, '监督审核逾期暂停证书', 'certificate-life-job-suspend');

    const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    expect(await publicStatus(visitor, certificateId)).toContain('暂停');
    await shots(visitor, 'certificate-life-public-suspended');

    // The enterprise has the message: its user's 消息 names the certificate and the suspension.
    const company = await signedInAt(browser, enterpriseUser, morningOf(dayAfter));
    await company.unroute('**/api/xxtz/cerNotice/listByUser**');
    await company.goto(`${baseUrl()}/xxtz/list`);
    await company.getByText(`证书已暂停：${certNo}`).first().waitFor();
    await shots(company, 'certificate-life-enterprise-message');
    await company.close();

    const found = await (
      await fetch(`${baseUrl()}/api/cert/public/search?certNo=${encodeURIComponent(certNo)}`)
    ).json();
    const suspendUntil: string = found.result.records[0].suspendUntil;
    expect(suspendUntil > dayAfter).toBe(true);

    const after = addDays(suspendUntil, 1);
    expect((await setClock(morningOf(after))).now.slice(0, 10)).toBe(after);
    await admin.close();
    const again = await signedInPage(browser, 'admin');
    again.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await again.setViewportSize({ width: 1366, height: 900 });
    await runJob(again, '暂停期满撤销证书', 'certificate-life-job-revoke');
    expect(await publicStatus(visitor, certificateId)).toContain('撤销');
    await shots(visitor, 'certificate-life-public-revoked');
    await Promise.all([visitor.close(), again.close()]);

    await setClock(null);
    expect(problems).toEqual([]);
  });
});
