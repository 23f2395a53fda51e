import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { PDF_FONT, useSharedFonts } from './fonts.ts';
import { qrMatrix, qrRuns } from './qr.ts';

/**
 * PDFs for every area: flowing documents (records, reports, review sheets) built from a few blocks,
 * and canvas pages (certificates) with text and QR codes placed in millimetres on an artwork
 * background. Chinese text is embedded as a font subset (fonts.ts); nothing depends on the system.
 *
 * @example
 *   const pdf = await renderPdfDocument({
 *     title: '合同评审记录',
 *     blocks: [
 *       { kind: 'keyValue', items: [{ label: '申请编号', value: 'SQ2026-0001' }] },
 *       { kind: 'table', columns: [{ header: '序号', width: 1 }, { header: '内容', width: 5 }], rows },
 *       { kind: 'qr', data: 'https://cb.example/external/certificateDetail/1', caption: '扫码核验' },
 *     ],
 *   });
 */

export type PdfAlign = 'left' | 'center' | 'right';
export type PdfPageSize = 'A4' | 'A3' | 'A5';

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; bold?: boolean; align?: PdfAlign | 'justify'; size?: number }
  /** Label/value pairs in a ruled grid; two columns put two pairs on a row. */
  | { kind: 'keyValue'; items: Array<{ label: string; value: string }>; columns?: 1 | 2 }
  /** Column widths are relative weights (default equal); the header repeats on every page. */
  | {
      kind: 'table';
      columns: Array<{ header: string; width?: number; align?: PdfAlign }>;
      rows: string[][];
    }
  | { kind: 'qr'; data: string; sizeMm?: number; caption?: string; align?: PdfAlign }
  | { kind: 'spacer'; heightMm?: number }
  | { kind: 'pageBreak' };

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  /** Document properties (shown by viewers; the title is also the window title). */
  author?: string;
  subject?: string;
  size?: PdfPageSize;
  landscape?: boolean;
  blocks: PdfBlock[];
  /** "第 1 页 / 共 3 页" at the foot of each page; on unless false. */
  pageNumbers?: boolean;
  /** A line at the foot of every page (left), e.g. the body's name or a record number. */
  footer?: string;
}

export const mm = (value: number) => (value * 72) / 25.4;

const MARGIN = mm(18);
const BODY_SIZE = 10.5;
const RULE = '#999999';
const LABEL_FILL = '#f2f2f2';
const CELL_PAD = 4;

type Doc = PDFKit.PDFDocument;

function newDocument(
  meta: { title: string; author?: string; subject?: string },
  options: PDFKit.PDFDocumentOptions,
) {
  const doc = new PDFDocument({
    ...options,
    info: { Title: meta.title, Author: meta.author ?? '', Subject: meta.subject ?? '' },
    displayTitle: true,
    lang: 'zh-CN',
    // No Helvetica: its metrics would be parsed per document and never used.
    font: null as unknown as string,
  });
  useSharedFonts(doc);
  doc.font(PDF_FONT.regular);
  return doc;
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function bottom(doc: Doc) {
  return doc.page.height - doc.page.margins.bottom;
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function drawQr(doc: Doc, data: string, x: number, y: number, size: number) {
  const matrix = qrMatrix(data);
  const cell = size / matrix.size;
  doc.save().fillColor('#000000');
  // A hair of overlap so viewers do not show seams between neighbouring squares.
  for (const run of qrRuns(matrix))
    doc.rect(x + run.col * cell, y + run.row * cell, run.length * cell + 0.05, cell + 0.05);
  doc.fill().restore();
}

interface GridCell {
  text: string;
  width: number;
  bold?: boolean;
  fill?: string;
  align?: PdfAlign;
}

function cellHeight(doc: Doc, cell: GridCell) {
  doc.font(cell.bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(BODY_SIZE);
  return doc.heightOfString(cell.text || ' ', { width: cell.width - 2 * CELL_PAD }) + 2 * CELL_PAD;
}

function drawRow(doc: Doc, cells: GridCell[], height: number) {
  const top = doc.y;
  let x = doc.page.margins.left;
  for (const cell of cells) {
    if (cell.fill) doc.save().rect(x, top, cell.width, height).fill(cell.fill).restore();
    doc.save().lineWidth(0.5).strokeColor(RULE).rect(x, top, cell.width, height).stroke().restore();
    doc
      .font(cell.bold ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(BODY_SIZE)
      .fillColor('#000000')
      .text(cell.text, x + CELL_PAD, top + CELL_PAD, {
        width: cell.width - 2 * CELL_PAD,
        align: cell.align ?? 'left',
      });
    x += cell.width;
  }
  doc.x = doc.page.margins.left;
  doc.y = top + height;
}

/** Rows of cells; a row never splits across pages, and `header` is drawn again on each new page. */
function drawGrid(doc: Doc, rows: GridCell[][], header?: GridCell[]) {
  const heightOf = (row: GridCell[]) => Math.max(...row.map((cell) => cellHeight(doc, cell)));
  const headerHeight = header ? heightOf(header) : 0;
  if (header) {
    ensureRoom(doc, headerHeight + (rows[0] ? heightOf(rows[0]) : 0));
    drawRow(doc, header, headerHeight);
  }
  for (const row of rows) {
    const height = heightOf(row);
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (header) drawRow(doc, header, headerHeight);
    }
    drawRow(doc, row, height);
  }
}

function contentWidth(doc: Doc) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function drawBlock(doc: Doc, block: PdfBlock) {
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  switch (block.kind) {
    case 'heading':
      ensureRoom(doc, 40);
      doc
        .moveDown(0.6)
        .font(PDF_FONT.bold)
        .fontSize(13)
        .fillColor('#000000')
        .text(block.text, left, doc.y, { width });
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      doc
        .font(block.bold ? PDF_FONT.bold : PDF_FONT.regular)
        .fontSize(block.size ?? BODY_SIZE)
        .fillColor('#000000')
        .text(block.text, left, doc.y, { width, align: block.align ?? 'left', lineGap: 2 });
      doc.moveDown(0.4);
      return;
    case 'keyValue': {
      const perRow = block.columns ?? 1;
      const labelWidth = (width / perRow) * 0.32;
      const valueWidth = width / perRow - labelWidth;
      const rows: GridCell[][] = [];
      for (let i = 0; i < block.items.length; i += perRow) {
        const row: GridCell[] = [];
        for (let j = 0; j < perRow; j++) {
          const item = block.items[i + j];
          row.push({ text: item?.label ?? '', width: labelWidth, bold: true, fill: LABEL_FILL });
          row.push({ text: item?.value ?? '', width: valueWidth });
        }
        rows.push(row);
      }
      drawGrid(doc, rows);
      doc.moveDown(0.6);
      return;
    }
    case 'table': {
      const weights = block.columns.map((c) => c.width ?? 1);
      const total = weights.reduce((a, b) => a + b, 0);
      const widths = weights.map((w) => (width * w) / total);
      const header = block.columns.map((c, i) => ({
        text: c.header,
        width: widths[i] ?? 0,
        bold: true,
        fill: LABEL_FILL,
      }));
      const rows = block.rows.map((row) =>
        block.columns.map((c, i) => ({ text: row[i] ?? '', width: widths[i] ?? 0, align: c.align })),
      );
      drawGrid(doc, rows, header);
      doc.moveDown(0.6);
      return;
    }
    case 'qr': {
      const size = mm(block.sizeMm ?? 30);
      const captionHeight = block.caption ? 16 : 0;
      ensureRoom(doc, size + captionHeight + 4);
      const align = block.align ?? 'left';
      const x = align === 'left' ? left : align === 'right' ? left + width - size : left + (width - size) / 2;
      const y = doc.y;
      drawQr(doc, block.data, x, y, size);
      doc.y = y + size + 4;
      if (block.caption) {
        doc
          .font(PDF_FONT.regular)
          .fontSize(9)
          .text(block.caption, x - 20, doc.y, { width: size + 40, align: 'center' });
      }
      doc.x = left;
      doc.moveDown(0.4);
      return;
    }
    case 'spacer':
      doc.y += mm(block.heightMm ?? 5);
      return;
    case 'pageBreak':
      doc.addPage();
      return;
  }
}

function stampFooters(doc: Doc, spec: PdfDocumentSpec) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    const savedBottom = margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - savedBottom / 2 - 4;
    const width = doc.page.width - margins.left - margins.right;
    doc.font(PDF_FONT.regular).fontSize(8).fillColor('#555555');
    if (spec.footer) doc.text(spec.footer, margins.left, y, { width, align: 'left', lineBreak: false });
    if (spec.pageNumbers !== false) {
      doc.text(`第 ${i + 1 - range.start} 页 / 共 ${range.count} 页`, margins.left, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
    }
    doc.page.margins.bottom = savedBottom;
  }
}

/** A flowing document rendered completely into memory. */
export async function renderPdfDocument(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = newDocument(spec, {
    size: spec.size ?? 'A4',
    layout: spec.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
  });
  const done = collect(doc);
  doc.font(PDF_FONT.bold).fontSize(17).text(spec.title, { align: 'center' });
  if (spec.subtitle)
    doc.moveDown(0.2).font(PDF_FONT.regular).fontSize(11).text(spec.subtitle, { align: 'center' });
  doc.moveDown(0.8);
  for (const block of spec.blocks) drawBlock(doc, block);
  stampFooters(doc, spec);
  doc.end();
  return done;
}

/** A field placed on a canvas page; coordinates and sizes in millimetres from the top left. */
export interface PdfCanvasText {
  kind: 'text';
  xMm: number;
  yMm: number;
  /** Wrap width; without it the text runs on one line from x (or ends at x when right-aligned). */
  widthMm?: number;
  text: string;
  sizePt?: number;
  bold?: boolean;
  align?: PdfAlign;
  color?: string;
}
export interface PdfCanvasQr {
  kind: 'qr';
  xMm: number;
  yMm: number;
  sizeMm: number;
  data: string;
}
export interface PdfCanvasImage {
  kind: 'image';
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm?: number;
  /** PNG or JPEG bytes. */
  data: Buffer;
}
export type PdfCanvasItem = PdfCanvasText | PdfCanvasQr | PdfCanvasImage;

export interface PdfCanvasPage {
  size?: PdfPageSize;
  landscape?: boolean;
  /** Artwork (PNG or JPEG) stretched over the whole page, drawn under the fields. */
  background?: Buffer;
  items: PdfCanvasItem[];
}

/**
 * Images opened once per document: the same artwork (the same Buffer) under a thousand pages of a
 * batch print is embedded once and referenced by every page, not copied into each.
 */
type OpenedImage = object;
const openedImages = new WeakMap<Doc, Map<Buffer, OpenedImage>>();
function imageOf(doc: Doc, data: Buffer): OpenedImage {
  const images = openedImages.get(doc) ?? new Map<Buffer, OpenedImage>();
  openedImages.set(doc, images);
  // pdfkit's openImage (not in its type definitions) answers an image doc.image() takes again.
  const image =
    images.get(data) ?? (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data);
  images.set(data, image);
  return image;
}

function drawCanvasPage(doc: Doc, page: PdfCanvasPage) {
  doc.addPage({ size: page.size ?? 'A4', layout: page.landscape ? 'landscape' : 'portrait', margin: 0 });
  if (page.background)
    doc.image(imageOf(doc, page.background) as never, 0, 0, {
      width: doc.page.width,
      height: doc.page.height,
    });
  for (const item of page.items) {
    if (item.kind === 'qr') {
      drawQr(doc, item.data, mm(item.xMm), mm(item.yMm), mm(item.sizeMm));
      // On screen the code is also a link to what it encodes.
      if (/^https?:\/\//.test(item.data))
        doc.link(mm(item.xMm), mm(item.yMm), mm(item.sizeMm), mm(item.sizeMm), item.data);
    } else if (item.kind === 'image') {
      doc.image(item.data, mm(item.xMm), mm(item.yMm), {
        width: mm(item.widthMm),
        ...(item.heightMm ? { height: mm(item.heightMm) } : {}),
      });
    } else {
      doc
        .font(item.bold ? PDF_FONT.bold : PDF_FONT.regular)
        .fontSize(item.sizePt ?? 12)
        .fillColor(item.color ?? '#000000');
      if (item.widthMm) {
        doc.text(item.text, mm(item.xMm), mm(item.yMm), {
          width: mm(item.widthMm),
          align: item.align ?? 'left',
        });
      } else {
        const textWidth = doc.widthOfString(item.text);
        const x =
          item.align === 'right'
            ? mm(item.xMm) - textWidth
            : item.align === 'center'
              ? mm(item.xMm) - textWidth / 2
              : mm(item.xMm);
        doc.text(item.text, x, mm(item.yMm), { lineBreak: false });
      }
    }
  }
}

/**
 * Canvas pages (certificates) written to a stream as they come, so a batch of a thousand
 * certificates never holds more than one page's drawing in memory. `onPage` reports progress.
 */
export function streamCanvasPdf(
  meta: { title: string; author?: string; subject?: string },
  pages: Iterable<PdfCanvasPage> | AsyncIterable<PdfCanvasPage>,
  onPage?: (done: number) => void,
): Readable {
  const out = new PassThrough();
  const doc = newDocument(meta, { autoFirstPage: false });
  doc.pipe(out);
  void (async () => {
    try {
      let done = 0;
      for await (const page of pages) {
        drawCanvasPage(doc, page);
        done += 1;
        onPage?.(done);
      }
      if (done === 0) doc.addPage();
      doc.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** Canvas pages rendered into memory (one certificate, a preview). */
export async function renderCanvasPdf(
  meta: { title: string; author?: string; subject?: string },
  pages: PdfCanvasPage[],
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of streamCanvasPdf(meta, pages)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
