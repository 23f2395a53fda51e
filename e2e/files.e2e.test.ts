/**
 * Journey: staff file documents under an enterprise (客户管理 → 企业详情 → 附件) and read them in the
 * browser: a PDF opens in the built-in viewer (pdf.js draws the page into a canvas), a second
 * upload of the same document becomes version 2 with version 1 in its history, a .docx opens in
 * the Word preview, an archive says 此文件格式不支持在线预览！, a refused type never leaves the
 * browser, a deletion asks first; and the public /imageViewer shows allowed images only. All under
 * the app's CSP (script-src 'self'): any violation or page error fails the journey.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { quietPage, signedInPage } from './support/pages.ts';
import { E2E_ADMIN_PASSWORD } from './support/server.ts';

let browser: Browser;
let page: Page;
let enterpriseId: string;
const problems: string[] = [];

/** A one-page PDF with a title and a thick blue rule, offsets computed so pdf.js needs no repair. */
function samplePdf(title: string): Buffer {
  const content = `BT /F1 36 Tf 72 720 Td (${title}) Tj ET\n0 0 1 RG 8 w 72 600 m 520 600 l S\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A zip archive (deflated entries), enough for a .docx. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function sampleDocx(paragraphs: string[]): Buffer {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${w}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800"/></w:sectPr></w:body></w:document>`,
  });
}

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function watch(p: Page) {
  p.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  p.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text()))
      problems.push(`csp: ${m.text()}`);
  });
}

async function firstEnterpriseId(): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/sys/erpnew/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  }).then((r) => r.json());
  const list = await fetch(`${baseUrl()}/api/khgl/enterprise/list?pageNo=1&pageSize=1`, {
    headers: { 'x-access-token': login.result.token },
  }).then((r) => r.json());
  const id = list.result?.records?.[0]?.id;
  if (!id) throw new Error(`no seeded enterprise: ${JSON.stringify(list).slice(0, 200)}`);
  return id;
}

const slot = (type: string) => page.getByTestId(`upload-slot-${type}`).locator('input[type=file]');
const row = (fileName: string) => page.getByTestId('record-file-list').locator('tr', { hasText: fileName });

async function uploadTo(type: string, name: string, mimeType: string, buffer: Buffer) {
  await slot(type).setInputFiles({ name, mimeType, buffer });
  await row(name).first().waitFor({ timeout: 20_000 });
}

async function closePreview() {
  await page.locator('.cb-file-preview-modal .ant-modal-close').click();
  await page.locator('.cb-file-preview-modal').waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  enterpriseId = await firstEnterpriseId();
  page = await signedInPage(browser, 'admin');
  watch(page);
  await page.goto(`${baseUrl()}/khgl/enterprise/edit/${enterpriseId}/0`);
  await page.getByRole('tab', { name: '附件' }).click();
  await page.getByTestId('record-files').waitFor();
});
afterAll(() => browser?.close());

describe('record files of an enterprise', () => {
  it('uploads a PDF and shows it in the built-in viewer: a drawn page canvas', async () => {
    await uploadTo('business_license', '营业执照.pdf', 'application/pdf', samplePdf('Business licence'));
    await expect.poll(() => page.getByText('上传成功').count()).toBeGreaterThan(0);
    await row('营业执照.pdf').getByRole('button', { name: '预览' }).click();
    const canvas = page.locator('canvas[data-rendered-page="1"]');
    await canvas.waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('pdf-page-label').textContent()).resolves.toBe('第 1 / 1 页');
    // pdf.js really drew the page: the blue rule of the sample is in the canvas.
    const blue = await canvas.evaluate((el) => {
      const c = el as HTMLCanvasElement;
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 2]! > 200 && data[i]! < 60 && data[i + 1]! < 60) count++;
      return count;
    });
    expect(blue).toBeGreaterThan(1000);
    await screenshot(page, 'files-pdf-preview');
    await closePreview();
  });

  it('makes a second upload of the document version 2, with version 1 in its history', async () => {
    await uploadTo('business_license', '营业执照-换发.pdf', 'application/pdf', samplePdf('Renewed licence'));
    const current = row('营业执照-换发.pdf');
    await expect.poll(() => current.getByText('第2版').count()).toBe(1);
    await expect(row('营业执照.pdf').count()).resolves.toBe(0);
    await current.locator('.ant-table-row-expand-icon').click();
    const history = page.locator('tr.cb-record-file-history-row');
    await expect.poll(() => history.count()).toBe(1);
    await expect(history.textContent()).resolves.toMatch(/历史版本.*营业执照\.pdf.*第1版/);
    // An earlier version can still be opened.
    await history.getByRole('button', { name: '预览' }).click();
    await page.locator('canvas[data-rendered-page="1"]').waitFor({ timeout: 30_000 });
    await closePreview();
    await screenshot(page, 'files-versions');
  });

  it('previews a Word document through docx-preview', async () => {
    await uploadTo(
      'attachment',
      '认证合同.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sampleDocx(['认证合同 第一条', '本合同一式两份。']),
    );
    await row('认证合同.docx').getByRole('button', { name: '预览' }).click();
    const viewer = page.getByTestId('docx-viewer');
    await viewer.locator('[data-rendered="true"]').waitFor({ timeout: 30_000 });
    await expect(viewer.getByText('认证合同 第一条').count()).resolves.toBe(1);
    await screenshot(page, 'files-docx-preview');
    await closePreview();
  });

  it('says 此文件格式不支持在线预览！ for an archive, and deletes it after a confirmation', async () => {
    await uploadTo('attachment', '资料.zip', 'application/zip', zip({ 'readme.txt': 'hello' }));
    await row('资料.zip').getByRole('button', { name: '预览' }).click();
    await page.getByText('此文件格式不支持在线预览！').first().waitFor();
    await expect(page.locator('.cb-file-preview-modal:visible').count()).resolves.toBe(0);

    await row('资料.zip').getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect
      .poll(() => confirm.locator('.ant-modal-confirm-title').textContent())
      .toBe('确定删除文件“资料.zip”吗？');
    await screenshot(page, 'files-delete-confirm');
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await row('资料.zip').first().waitFor({ state: 'detached' });
    await expect(row('认证合同.docx').count()).resolves.toBe(1);
  });

  it('refuses a type the slot does not take before sending anything', async () => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/khgl/enterprise/files/')) posted++;
    });
    await slot('attachment').setInputFiles({
      name: '说明.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('text'),
    });
    await page.getByText('不支持的文件格式！').first().waitFor();
    expect(posted).toBe(0);
    await expect(row('说明.txt').count()).resolves.toBe(0);
  });

  it('ran without page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});

describe('/imageViewer', () => {
  it('shows an image of our own origin and an inline raster image, and refuses scripts and foreign hosts', async () => {
    const viewer = await quietPage(browser);
    watch(viewer);
    await viewer.goto(`${baseUrl()}/imageViewer?src=${encodeURIComponent('/favicon.svg')}`);
    const img = viewer.getByTestId('image-viewer').locator('img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(viewer, 'files-image-viewer');

    await viewer.goto(`${baseUrl()}/imageViewer?src=${encodeURIComponent(PNG_1PX)}`);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);

    for (const src of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'https://example.com/a.png',
    ]) {
      await viewer.goto(`${baseUrl()}/imageViewer?src=${encodeURIComponent(src)}`);
      await viewer.getByText('图片地址无效').waitFor();
      await expect(viewer.locator('img').count()).resolves.toBe(0);
    }
    await screenshot(viewer, 'files-image-viewer-refused');
    await viewer.close();
    expect(problems).toEqual([]);
  });
});
