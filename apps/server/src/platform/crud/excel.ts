/**
 * Excel export and import (exceljs), the one place both happen. Export: a sheet with a bold header
 * row, one column per field, cells that a spreadsheet would read as formulas neutralised
 * (SECURITY.md 13: formatted as text and prefixed with an apostrophe), sent as a download
 * (http/download.ts).
 * Import: the uploaded .xlsx of a request (checked by name and content), and its first sheet read
 * by header names, every row validated, all rows or none.
 */
import type { Readable } from 'node:stream';
import { uploadTypeError } from '@cb/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../http/download.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';

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
/** What an export puts before such text (see `writeWorkbook`), and an import takes off again. */
const TEXT_PREFIX = "'";
const PREFIXED_FORMULA = /^'[=+\-@\t\r]/;
/** A signed decimal written as text (an exact amount such as -120.50): a value, not a formula. */
const SIGNED_NUMBER = /^[+-]\d+(?:\.\d+)?$/;

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
      // A string cell formatted as text, never evaluated, not even after an edit; and it starts with
      // an apostrophe, so that it stays text once the sheet is saved as CSV and opened again, where
      // no cell format survives (issue 30 item 11). Numbers, a negative one too, stay numbers, and
      // an amount written as text (-120.50) is shown as it is.
      if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) {
        if (!SIGNED_NUMBER.test(cell.value)) cell.value = `${TEXT_PREFIX}${cell.value}`;
        cell.numFmt = '@';
      }
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

/** SPEC.md §8: an export without rows says so (the web shows the message, 暂无数据导出！). */
export const NO_DATA_TO_EXPORT = '暂无数据导出！';

/** The rows of an export, or 404 暂无数据导出！ when there are none. */
export function rowsToExport<T>(rows: readonly T[]): readonly T[] {
  if (rows.length === 0) throw notFound(NO_DATA_TO_EXPORT);
  return rows;
}

/**
 * Sends a workbook (or a stream of one, written while it is sent) as a download; `asciiName` is the
 * fallback for old clients, `fileName` the real (Chinese) name.
 */
export function sendWorkbook(
  reply: FastifyReply,
  content: Buffer | Readable,
  asciiName: string,
  fileName: string,
) {
  return sendDownload(reply, { content, contentType: XLSX_CONTENT_TYPE, fileName, asciiName });
}

// ──────────────────────────────────────────── import ────────────────────────────────────────────

/**
 * The .xlsx file of an import request: one file part named like an Excel file (400), at most
 * `maxBytes` (413), and a ZIP container by content (old .xls and renamed files are 400). The route's
 * scope must parse multipart (`enableUploads` of platform/files).
 */
export async function readExcelUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) throw badRequest('请上传文件');
  const tooLarge = () => new AppError(413, `文件过大，最大 ${Math.round(maxBytes / 1024 / 1024)} MB`);
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 5 },
      throwFileSizeLimit: true,
    });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw badRequest('上传内容格式错误');
  }
  if (!file) throw badRequest('请上传文件');
  const typeError = uploadTypeError(file.filename, 'excel');
  if (typeError) throw badRequest(typeError);
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch {
    throw tooLarge();
  }
  if (content.subarray(0, 4).toString('binary') !== 'PK\u0003\u0004')
    throw badRequest('只支持 .xlsx 格式的 Excel 文件');
  return content;
}

/** Text of a cell whatever Excel stored (number, date, rich text, formula result). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  // An exported formula-like text comes back as it was, without the apostrophe the export added.
  const text = typeof value === 'string' && PREFIXED_FORMULA.test(value) ? value.slice(1) : String(value);
  return text.trim();
}

/** A column of an import sheet: found by its header, read as text under its key. */
export interface ImportColumn<K extends string> {
  header: string;
  key: K;
}

export interface ImportSheetSpec<K extends string, T> {
  columns: readonly ImportColumn<K>[];
  /** Headers the sheet must have. */
  required: readonly string[];
  maxRows: number;
  /** The answer when the sheet has more than `maxRows` rows. */
  tooManyRows: string;
  /** The answer when the file cannot be read as a workbook. */
  unreadable: string;
  /** Keys whose text alone does not make a row count (an exported status column). */
  ignoredInBlankRows?: readonly K[];
  /** A row's value, or what is wrong with it (the answer adds "第N行："). */
  parse: (values: Readonly<Record<K, string>>) => { row: T } | { error: string };
  /** Rows are the same when their keys are; a repeat is refused with `duplicate`'s message. */
  key?: (row: T) => string;
  duplicate?: (row: T) => string;
}

export interface ImportSheet<T> {
  /** Every row when all are valid; none otherwise. */
  rows: T[];
  /** "第3行：…" (at most 20), or what is wrong with the file. */
  errors: string[];
}

/** The most problems an import answer lists. */
export const MAX_IMPORT_ERRORS = 20;

/**
 * Reads the first sheet of an uploaded workbook by its header row and validates every row. An
 * import writes all rows or none, so any problem leaves `rows` empty.
 * @example await readImportSheet(content, { columns, required: ['用户名'], maxRows: 500, … })
 */
export async function readImportSheet<K extends string, T>(
  content: Buffer,
  spec: ImportSheetSpec<K, T>,
): Promise<ImportSheet<T>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return { rows: [], errors: [spec.unreadable] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], errors: ['文件中没有工作表'] };
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => header.set(cellText(cell.value), col));
  const missing = spec.required.filter((h) => !header.has(h));
  if (missing.length) return { rows: [], errors: [`缺少列：${missing.join('、')}`] };
  if (sheet.rowCount - 1 > spec.maxRows) return { rows: [], errors: [spec.tooManyRows] };

  const ignored = new Set<string>(spec.ignoredInBlankRows ?? []);
  const rows: T[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (let r = 2; r <= sheet.rowCount && errors.length < MAX_IMPORT_ERRORS; r++) {
    const line = sheet.getRow(r);
    const values = Object.fromEntries(
      spec.columns.map((c) => {
        const col = header.get(c.header);
        return [c.key, col ? cellText(line.getCell(col).value) : ''];
      }),
    ) as Record<K, string>;
    if (Object.entries(values).every(([k, v]) => ignored.has(k) || v === '')) continue;
    const parsed = spec.parse(values);
    if ('error' in parsed) {
      errors.push(`第${r}行：${parsed.error}`);
      continue;
    }
    const key = spec.key?.(parsed.row);
    if (key !== undefined) {
      if (seen.has(key)) {
        errors.push(`第${r}行：${spec.duplicate?.(parsed.row) ?? '与前面的行重复'}`);
        continue;
      }
      seen.add(key);
    }
    rows.push(parsed.row);
  }
  if (!errors.length && !rows.length) errors.push('文件中没有数据');
  return { rows: errors.length ? [] : rows, errors };
}
