/**
 * Excel export of a list (exceljs): a sheet with a bold header row, one column per field, and the
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

/** Writes one sheet with a header row and returns the .xlsx file. */
export async function writeSheet<Row>(
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
