import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Reads a PDF back with poppler-utils (pdftotext, pdffonts, pdfinfo), for tests and checks: the text
 * a person would copy out, the fonts with their embedded/subset flags, and the page count. A file
 * that poppler cannot open makes these reject.
 */
export interface PdfFontRow {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}
export interface PdfInspection {
  text: string;
  fonts: PdfFontRow[];
  pages: number;
  title: string;
  /** Link targets on the pages (a QR code's URL is also a link). */
  urls: string[];
}

export async function inspectPdf(pdf: Buffer): Promise<PdfInspection> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cb-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const [text, fonts, info, links] = await Promise.all([
      run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']),
      run('pdffonts', [file]),
      run('pdfinfo', ['-enc', 'UTF-8', file]),
      run('pdfinfo', ['-url', file]),
    ]);
    const fontRows = fonts.stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        // name, type (may contain spaces), encoding, emb, sub, uni, object id, generation
        const cols = line.trim().split(/\s+/);
        const flags = cols.slice(-5, -2);
        return {
          name: cols[0] ?? '',
          type: cols.slice(1, -6).join(' '),
          embedded: flags[0] === 'yes',
          subset: flags[1] === 'yes',
          unicode: flags[2] === 'yes',
        };
      });
    const field = (name: string) =>
      info.stdout.match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1]?.trim() ?? '';
    // `pdfinfo -url`: a header line, then "page type url" per link.
    const urls = links.stdout
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/)[2])
      .filter((url): url is string => !!url);
    return { text: text.stdout, fonts: fontRows, pages: Number(field('Pages')), title: field('Title'), urls };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
