/**
 * The regulator's Excel layout: the first row the column codes, the second their captions, then the
 * rows — every cell a shared string formatted as text (codes such as 01 keep their leading zero),
 * none a formula, an empty column no cell. Written with
 * exceljs's streaming writer (rows are committed as they are added): the export sends the file
 * while its rows are computed, a chunk at a time (service.ts exportFile).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export interface LayoutColumn {
  code: string;
  caption: string;
}

/** Text a spreadsheet would read as a formula gets an apostrophe (SECURITY.md 13), as the list exports do. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A sheet in the regulator's layout being written: rows go out as they are added. */
export interface RegulatorSheetWriter {
  /** The .xlsx bytes as they are written (to send, or to collect). */
  stream: PassThrough;
  add(values: Readonly<Record<string, string>>): void;
  /** Ends the sheet and the file. */
  finish(): Promise<void>;
}

/**
 * The sheet written with exceljs's streaming writer: each row is committed (serialised into the
 * zip stream) as it is added, so memory holds the shared strings and what the reader has not taken
 * yet, not the rows.
 */
export function regulatorSheetWriter(
  sheetName: string,
  columns: readonly LayoutColumn[],
): RegulatorSheetWriter {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
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
  return {
    stream,
    add(values) {
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
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** The whole file of `rows` (a 上报 batch's, kept with it). */
export async function writeRegulatorSheet(
  sheetName: string,
  columns: readonly LayoutColumn[],
  rows: Iterable<Readonly<Record<string, string>>>,
): Promise<Buffer> {
  const writer = regulatorSheetWriter(sheetName, columns);
  const chunks: Buffer[] = [];
  writer.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    writer.stream.on('end', resolve);
    writer.stream.on('error', reject);
  });
  for (const values of rows) writer.add(values);
  await writer.finish();
  await done;
  return Buffer.concat(chunks);
}
