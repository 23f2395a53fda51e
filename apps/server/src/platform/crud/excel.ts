/**
 * The one Excel writer of the server (exceljs): a sheet with a bold header row, one column per
 * field, cells that a spreadsheet would read as formulas neutralised (SECURITY.md 13), and the
 * reply headers of a download (attachment, UTF-8 file name, nosniff).
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface SheetColumn<Row> {
  header: string;
  /** Width in characters. */
  width?: number;
  /** The cell of a row: text, number, date, or empty. */
  value: (row: Row) => string | number | Date | null | undefined;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface WorkbookColumn {
  header: string;
  key: string;
  /** Width in characters. */
  width?: number;
}

export type CellValue = string | number | Date | null | undefined;

/** Text that a spreadsheet would take for a formula (OWASP CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Writes one sheet with a header row, one row per record (by column key); returns the .xlsx file. */
export async function writeWorkbook(
  sheetName: string,
  columns: readonly WorkbookColumn[],
  rows: readonly Readonly<Record<string, CellValue>>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const record of rows) {
    const row = sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, record[c.key] ?? ''])));
    row.eachCell((cell) => {
      // A string cell formatted as text: shown as written, never evaluated, not even after an edit.
      if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) cell.numFmt = '@';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Writes one sheet of a list, a column per field, and returns the .xlsx file. */
export async function writeSheet<Row>(
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  return writeWorkbook(
    sheetName,
    columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width })),
    rows.map((row) => Object.fromEntries(columns.map((c, i) => [`c${i}`, c.value(row)]))),
  );
}

/**
 * Sends a workbook as a download; `asciiName` is the fallback for old clients, `fileName` the
 * real (Chinese) name.
 */
export function sendWorkbook(reply: FastifyReply, content: Buffer, asciiName: string, fileName: string) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .send(content);
}
