import { describe, expect, it } from 'vitest';
import { inspectPdf } from './inspect.ts';
import { renderCanvasPdf, renderPdfDocument, streamCanvasPdf } from './pdf.ts';
import { qrMatrix, qrRuns } from './qr.ts';

const compact = (text: string) => text.replace(/\s+/g, '');

describe('renderPdfDocument', () => {
  it('embeds a subset of the Chinese font and gives the Chinese text back', async () => {
    const pdf = await renderPdfDocument({
      title: '合同评审记录',
      subtitle: '质量管理体系认证',
      author: '测试认证有限公司',
      footer: '记录编号 HTPS-2026-0001',
      blocks: [
        { kind: 'heading', text: '一、申请信息' },
        {
          kind: 'keyValue',
          columns: 2,
          items: [
            { label: '申请组织', value: '杭州示范电子有限公司' },
            { label: '认证标准', value: 'GB/T 19001-2016 / ISO 9001:2015' },
            { label: '人数', value: '128' },
          ],
        },
        { kind: 'paragraph', text: '经评审，本机构具备实施该项认证的能力。' },
        {
          kind: 'table',
          columns: [
            { header: '序号', width: 1, align: 'center' },
            { header: '评审内容', width: 6 },
            { header: '结论', width: 2 },
          ],
          rows: [
            ['1', '申请范围是否明确', '符合'],
            ['2', '专业能力是否满足', '符合'],
          ],
        },
        { kind: 'qr', data: 'http://localhost/external/certificateDetail/1', caption: '扫码核验' },
      ],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await inspectPdf(pdf);
    expect(read.pages).toBe(1);
    expect(read.title).toBe('合同评审记录');
    const text = compact(read.text);
    for (const phrase of [
      '合同评审记录',
      '杭州示范电子有限公司',
      'GB/T19001-2016/ISO9001:2015',
      '经评审，本机构具备实施该项认证的能力。',
      '申请范围是否明确',
      '扫码核验',
      '第1页/共1页',
      '记录编号HTPS-2026-0001',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(read.fonts.length).toBeGreaterThan(0);
    for (const font of read.fonts) {
      expect(font.name).toMatch(/\+NotoSansSC-(Regular|Bold)$/);
      expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
    }
    // A subset, not the 10 MB font file.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('breaks long tables across pages, repeats the header and numbers every page', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [String(i + 1), `第${i + 1}项审核发现`]);
    const pdf = await renderPdfDocument({
      title: '审核发现清单',
      blocks: [{ kind: 'table', columns: [{ header: '序号' }, { header: '内容', width: 4 }], rows }],
    });
    const read = await inspectPdf(pdf);
    expect(read.pages).toBeGreaterThan(2);
    const text = compact(read.text);
    expect(text).toContain('第120项审核发现');
    expect(text).toContain(`第${read.pages}页/共${read.pages}页`);
    expect(text.split('序号').length - 1).toBe(read.pages);
  });
});

describe('canvas pages', () => {
  it('places fields and a QR code; a batch is one PDF with one page per certificate', async () => {
    const page = (n: number) => ({
      landscape: true,
      items: [
        {
          kind: 'text' as const,
          xMm: 148.5,
          yMm: 40,
          text: '认 证 证 书',
          sizePt: 28,
          bold: true,
          align: 'center' as const,
        },
        { kind: 'text' as const, xMm: 30, yMm: 80, widthMm: 180, text: `证书编号：00126Q2600${n}R0M` },
        {
          kind: 'qr' as const,
          xMm: 240,
          yMm: 150,
          sizeMm: 30,
          data: `http://localhost/external/certificateDetail/${n}`,
        },
      ],
    });
    const progress: number[] = [];
    const chunks: Buffer[] = [];
    for await (const chunk of streamCanvasPdf({ title: '证书批量打印' }, [page(1), page(2), page(3)], (n) =>
      progress.push(n),
    )) {
      chunks.push(chunk as Buffer);
    }
    const read = await inspectPdf(Buffer.concat(chunks));
    expect(read.pages).toBe(3);
    expect(progress).toEqual([1, 2, 3]);
    expect(read.urls).toEqual([1, 2, 3].map((n) => `http://localhost/external/certificateDetail/${n}`));
    expect(compact(read.text)).toContain('认证证书');
    expect(compact(read.text)).toContain('证书编号：00126Q26003R0M');

    const single = await renderCanvasPdf({ title: '证书' }, [page(9)]);
    expect((await inspectPdf(single)).pages).toBe(1);
  });
});

describe('QR matrix', () => {
  it('encodes the URL and merges dark runs', () => {
    const matrix = qrMatrix('http://localhost/external/certificateDetail/123');
    expect(matrix.size).toBeGreaterThanOrEqual(25);
    // The three finder patterns: the top-left corner row is seven dark modules.
    expect(qrRuns(matrix).find((run) => run.row === 0 && run.col === 0)?.length).toBe(7);
  });
});

describe('canvas artwork', () => {
  it('embeds the same artwork once however many pages carry it (a batch print)', async () => {
    const { deflateSync } = await import('node:zlib');
    const { randomBytes } = await import('node:crypto');
    // A 200 × 200 PNG of noise: incompressible, so a copy per page would show in the size.
    const width = 200;
    const raw = randomBytes((width * 3 + 1) * width);
    for (let row = 0; row < width; row++) raw[row * (width * 3 + 1)] = 0;
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      let c = ~0;
      for (const byte of body) {
        c ^= byte;
        for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
      }
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(~c >>> 0);
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(width, 4);
    header[8] = 8;
    header[9] = 2;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const page = { background: png, items: [{ kind: 'text' as const, xMm: 20, yMm: 20, text: '证书' }] };
    const one = await renderCanvasPdf({ title: 'one' }, [page]);
    const twenty = await renderCanvasPdf(
      { title: 'twenty' },
      Array.from({ length: 20 }, () => page),
    );
    expect(png.length).toBeGreaterThan(50_000);
    expect(twenty.length).toBeLessThan(one.length + png.length);
  });
});

describe('fonts parsed once per process', () => {
  it('gives every document its own subset of the shared font, also when drawn side by side', async () => {
    const page = (text: string) => ({
      items: [
        { kind: 'text' as const, xMm: 20, yMm: 20, text, bold: true },
        { kind: 'text' as const, xMm: 20, yMm: 40, text },
      ],
    });
    const alone = await renderCanvasPdf({ title: '甲' }, [page('甲方证书')]);
    // Many documents at once, each with other glyphs, over the same parsed font.
    const many = await Promise.all(
      ['乙方认证', '丙方审核', '丁方换证', '甲方证书'].map((text) =>
        renderCanvasPdf({ title: text }, [page(text)]),
      ),
    );
    const read = await Promise.all(many.map((pdf) => inspectPdf(pdf)));
    expect(read.map((r) => compact(r.text))).toEqual([
      '乙方认证乙方认证',
      '丙方审核丙方审核',
      '丁方换证丁方换证',
      '甲方证书甲方证书',
    ]);
    for (const r of read) {
      expect(r.fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'NotoSansSC-Bold',
        'NotoSansSC-Regular',
      ]);
      expect(r.fonts.every((f) => f.embedded && f.subset && f.unicode)).toBe(true);
    }
    // The glyphs of the other documents did not leak into this one's subset.
    expect(Math.abs(many[3]!.length - alone.length)).toBeLessThan(200);
  });
});
