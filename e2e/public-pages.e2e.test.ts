/**
 * Journeys through the public checks of issue 19 without signing in — 培训证书查询, 历史项目信息,
 * 申请材料 — and the signed-in 档案核查, each at 1366 px and on a 390 px phone, with no serious or
 * critical WCAG 2.1 AA finding (axe). Reads demo data only; the template it uploads is its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report, seriousFindings } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { token } from './support/lifecycle.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport, locale: 'zh-CN' });
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

/** Screenshots at both widths, with the axe check and no sideways scrolling on the phone. */
async function checkBothWidths(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await ready(page);
    expect(report({ [`${name} ${viewport.width}`]: await seriousFindings(page) })).toBe('');
    if (viewport.width === PHONE.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}

const noToken = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.toUpperCase().includes('TOKEN')));

describe('training certificate check', () => {
  it('tells a genuine certificate from a wrong name, without signing in', async () => {
    const page = await open('/trainCertificate/check', DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('heading', { name: '培训证书查询' }).waitFor();

    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByRole('alert').getByText('请输入证书编号和持证人姓名').waitFor();

    await page.getByLabel('证书编号').fill('px-2025-0101');
    await page.getByLabel('持证人姓名').fill('张三');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page
      .getByTestId('check-missing')
      .getByText('未查询到该培训证书，请核对证书编号和持证人姓名')
      .waitFor();

    await page.getByLabel('持证人姓名').fill('周文静');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByTestId('training-status').getByText('有效', { exact: true }).waitFor();
    expect(await page.getByTestId('training-cert-no').textContent()).toBe('PX-2025-0101');
    await page.getByText('质量管理体系内审员培训').waitFor();
    await page.getByTestId('check-body-name').getByText('华衡质量认证有限公司').waitFor();
    // The name never goes into the URL.
    expect(page.url()).not.toContain(encodeURIComponent('周文静'));
    await checkBothWidths(page, 'public-training-valid', async (p) => {
      await p.getByTestId('training-status').waitFor();
    });

    await page.setViewportSize(DESKTOP);
    await page.getByLabel('证书编号').fill('PX-2024-0215');
    await page.getByLabel('持证人姓名').fill('孙海涛');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByTestId('training-status').getByText('已撤销', { exact: true }).waitFor();
    await screenshot(page, 'public-training-revoked-1366');

    expect(await noToken(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('historical project information', () => {
  it("shows a certified organisation's finished audits from a link with the certificate number", async () => {
    // An organisation with an audit past its on-site part (staff's 现场审核文件 list) that holds a
    // certificate (the public certificate query): its number opens the page.
    const staff = await token('staff');
    const onsite = await (
      await fetch(`${baseUrl()}/api/shxm/onsiteFile/list?pageNo=1&pageSize=50`, {
        headers: { 'x-access-token': staff, 'tenant-id': '1' },
      })
    ).json();
    const names = [
      ...new Set<string>(onsite.result.records.map((r: { enterpriseName: string }) => r.enterpriseName)),
    ];
    // The first whose public history holds a finished audit: a journey may have planned a new audit
    // for a certified client (the partners' journey does), which is on the list without being past
    // its on-site part yet.
    let certNo = '';
    for (const name of names) {
      const found = await (
        await fetch(
          `${baseUrl()}/api/cert/public/search?enterpriseName=${encodeURIComponent(name)}&pageSize=1`,
        )
      ).json();
      const candidate: string | undefined = found.result?.records?.[0]?.certNo;
      if (!candidate) continue;
      const history = await (
        await fetch(`${baseUrl()}/api/hipji/public/detail?certNo=${encodeURIComponent(candidate)}`, {
          headers: { 'tenant-id': '1' },
        })
      ).json();
      if (history.result?.projects?.length) {
        certNo = candidate;
        break;
      }
    }
    expect(certNo).not.toBe('');
    const page = await open(`/hipji/detail?certNo=${encodeURIComponent(certNo)}`, DESKTOP);
    await page.getByRole('heading', { name: '历史项目信息' }).waitFor();
    await page.getByTestId('history-table').waitFor();
    expect(await page.locator('#historyCertNo').inputValue()).toBe(certNo);
    const rows = page.getByTestId('history-table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    await checkBothWidths(page, 'public-history', async (p) => {
      await p.getByTestId('history-organisation').waitFor();
    });

    // An unknown number says so.
    await page.setViewportSize(DESKTOP);
    await page.locator('#historyCertNo').fill('00000X00000R0S');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL(/certNo=00000X00000R0S/);
    await page
      .getByTestId('check-missing')
      .getByText('未查询到该获证组织，请核对证书编号或企业全称')
      .waitFor();

    // The certificate's public page (the QR target) links here.
    await page.goto(`${baseUrl()}/external/certificateDetail/${encodeURIComponent(certNo)}`);
    await page.getByRole('link', { name: '历史审核项目' }).click();
    await page.waitForURL(/\/hipji\/detail\?certNo=/);
    await page.getByTestId('history-table').waitFor();
    await page.close();
  });
});

describe('application materials', () => {
  it('lists the materials per category and standard and downloads the uploaded application form', async () => {
    // The body uploads its blank application form into 资料下载 (as staff would on /xmsl/download).
    const admin = await token('admin');
    const library = await (
      await fetch(`${baseUrl()}/api/xmsl/download/library`, {
        headers: { 'x-access-token': admin, 'tenant-id': '1' },
      })
    ).json();
    const form = new FormData();
    form.append('documentType', 'xmsl001');
    const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'e2e认证申请书.pdf');
    const upload = await fetch(`${baseUrl()}/api/xmsl/download/files/${library.result.id}`, {
      method: 'POST',
      headers: { 'x-access-token': admin, 'tenant-id': '1' },
      body: form,
    });
    expect(upload.status).toBe(200);

    const page = await open('/xmsl/file', DESKTOP);
    await page.getByRole('heading', { name: '申请材料' }).waitFor();
    const items = page.getByTestId('material-item');
    await items.first().waitFor();
    expect(await items.first().getByRole('heading').textContent()).toBe('认证申请书');
    const link = items.first().getByRole('link', { name: /下载 e2e认证申请书\.pdf/ });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('e2e认证申请书.pdf');

    await page.selectOption('#materialScheme', 'E');
    await page.waitForURL(/scheme=E/);
    await page.getByRole('heading', { name: '环境因素清单及重要环境因素评价' }).waitFor();
    await checkBothWidths(page, 'public-materials', async (p) => {
      await p.getByTestId('materials-list').waitFor();
    });

    await page.setViewportSize(DESKTOP);
    await page.selectOption('#materialCategory', 'B');
    await page.waitForURL(/category=B/);
    await page.getByRole('heading', { name: '型式试验报告' }).waitFor();
    expect(await page.locator('#materialScheme').count()).toBe(0);
    await screenshot(page, 'public-materials-product-1366');
    await page.close();
  });
});

describe('file archive check (signed in)', () => {
  it('shows archived and complete per project of a plan to staff', async () => {
    const staff = await token('staff');
    const list = await (
      await fetch(`${baseUrl()}/api/shxm/onsiteFile/list?pageNo=1&pageSize=50&complete=1`, {
        headers: { 'x-access-token': staff, 'tenant-id': '1' },
      })
    ).json();
    const archived = (list.result?.records ?? []).find((r: { archivedAt: string | null }) => r.archivedAt);
    expect(archived, JSON.stringify(list).slice(0, 300)).toBeTruthy();

    const page = await signedInPage(browser, 'staff');
    await page.goto(`${baseUrl()}/fileArchiveCheck/check?planNo=${encodeURIComponent(archived.planNo)}`);
    await page.getByRole('heading', { name: '档案核查' }).waitFor();
    const project = page.getByTestId('archive-project').first();
    await project.waitFor();
    expect(await project.getByTestId('archive-archived').textContent()).toBe('已归档');
    await project.getByText(/确认归档/).waitFor();
    await checkBothWidths(page, 'public-file-archive', async (p) => {
      await p.getByTestId('archive-project').first().waitFor();
    });

    await page.setViewportSize(DESKTOP);
    await page.locator('#archivePlanNo').fill('R-NONE-0001');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByTestId('check-missing').getByText('未查询到该审核计划，请核对计划编号').waitFor();
    await page.close();
  });
});
