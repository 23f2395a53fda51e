/**
 * The regulator's Excel layout: the first row the column codes, the second their captions, then the
 * rows — every cell a shared string formatted as text (codes such as 01 keep their leading zero),
 * none a formula, an empty column no cell. Written with
 * exceljs's streaming writer (rows are committed as they are added), so a month of 5,000 certificate
 * rows keeps bounded memory.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export interface LayoutColumn {
  code: string;
  caption: string;
}

/** Text a spreadsheet would read as a formula gets an apostrophe (SECURITY.md 13), as the list exports do. */
const FORMULA_START = /^[=+\-@\t\r]/;

export async function writeRegulatorSheet(
  sheetName: string,
  columns: readonly LayoutColumn[],
  rows: Iterable<Readonly<Record<string, string>>>,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: true,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = columns.map((c) => ({
    key: c.code,
    width: Math.min(Math.max(c.caption.length * 2, 12), 40),
  }));
  const text = (row: ExcelJS.Row) => {
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.numFmt = '@';
    });
  };
  const codes = sheet.addRow(columns.map((c) => c.code));
  codes.font = { bold: true };
  text(codes);
  codes.commit();
  const captions = sheet.addRow(columns.map((c) => c.caption));
  captions.font = { bold: true };
  text(captions);
  captions.commit();
  for (const values of rows) {
    const row = sheet.addRow(
      columns.map((c) => {
        const v = values[c.code] ?? '';
        // An empty column is no cell at all (not an empty string), as Excel writes it.
        if (!v) return null;
        return FORMULA_START.test(v) && !/^-?\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
      }),
    );
    text(row);
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
