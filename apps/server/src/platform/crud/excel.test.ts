import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeCodeWorkbook } from '../../modules/reference/code-excel.ts';
import { writeUserWorkbook } from '../../modules/system-access/user-excel.ts';
import { readImportSheet, writeSheet } from './excel.ts';

/** Cells a spreadsheet would read as formulas (OWASP CSV/formula injection). */
const PAYLOADS = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1+1'];

async function cellsOf(content: Buffer, column: number): Promise<ExcelJS.Cell[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const cells: ExcelJS.Cell[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) cells.push(sheet.getRow(r).getCell(column));
  return cells;
}

function expectNeutral(cells: ExcelJS.Cell[], texts: string[]) {
  // The text after an apostrophe, so that it stays text in a CSV saved from the sheet (issue 30
  // item 11); XML stores a carriage return as a line feed; the text is otherwise unchanged.
  expect(cells.map((c) => c.value)).toEqual(texts.map((t) => `'${t.replace(/\r/g, '\n')}`));
  for (const cell of cells) {
    // Text, never a formula, and formatted as text so that editing it cannot make it one.
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.numFmt).toBe('@');
  }
}

/** The sheet as a spreadsheet saves it as CSV: values only, no cell formats. */
async function asCsv(content: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  return String(await book.csv.writeBuffer())
    .split('\n')
    .slice(1)
    .filter((line) => line !== '');
}

describe('Excel exports neutralise formula-like cells, keeping the visible text', () => {
  it('in list exports (writeSheet)', async () => {
    const content = await writeSheet('t', [{ header: '名称', value: (r: string) => r }], PAYLOADS);
    expectNeutral(await cellsOf(content, 1), PAYLOADS);
  });

  it('stays text once saved as CSV: every formula-like cell starts with an apostrophe', async () => {
    const content = await writeSheet(
      't',
      [{ header: '名称', value: (r: string) => r }],
      ['=1+1', '+1+1', '-2+3', '@SUM(A1)', '-A1'],
    );
    const lines = await asCsv(content);
    expect(lines).toEqual(["'=1+1", "'+1+1", "'-2+3", "'@SUM(A1)", "'-A1"]);
    for (const line of lines) expect(line).toMatch(/^'[=+\-@]/);
  });

  it('keeps numbers numbers in CSV, a negative one too, and ordinary text and amounts unprefixed', async () => {
    const content = await writeSheet(
      't',
      [{ header: '值', value: (r: string | number) => r }],
      [-5, 42.5, '华衡质量认证', 'a-b', '-120.50'],
    );
    expect(await asCsv(content)).toEqual(['-5', '42.5', '华衡质量认证', 'a-b', '-120.50']);
    const cells = await cellsOf(content, 1);
    expect(cells.slice(0, 2).map((c) => c.type)).toEqual([
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.Number,
    ]);
  });

  it('reads an exported sheet back as it was written (the apostrophe comes off on import)', async () => {
    const names = ['=HYPERLINK("http://x","y")', '+86 138', '-减号开头', '@提及', '普通'];
    const content = await writeSheet('t', [{ header: '名称', value: (r: string) => r }], names);
    const read = await readImportSheet(content, {
      columns: [{ header: '名称', key: 'name' }],
      required: ['名称'],
      maxRows: 10,
      tooManyRows: '行数过多',
      unreadable: '无法读取',
      parse: (v) => ({ row: v.name }),
    });
    expect(read).toEqual({ rows: names, errors: [] });
  });

  it('leaves ordinary text, numbers and negative numbers as they are', async () => {
    const content = await writeSheet(
      't',
      [{ header: '值', value: (r: string | number) => r }],
      ['华衡质量认证', 42, -5, 'a=b'],
    );
    const cells = await cellsOf(content, 1);
    expect(cells.map((c) => c.value)).toEqual(['华衡质量认证', 42, -5, 'a=b']);
    expect(cells.map((c) => c.numFmt ?? null).filter((f) => f === '@')).toEqual([]);
  });

  it('in the user export', async () => {
    const content = await writeUserWorkbook(
      PAYLOADS.map((p, i) => ({
        username: `u${i}`,
        realname: p,
        phone: null,
        email: null,
        status: 1,
        isParentCompanyUser: false,
        thirdPartyId: null,
        roles: [],
      })),
    );
    expectNeutral(await cellsOf(content, 2), PAYLOADS);
  });

  it('in the professional-code export', async () => {
    const content = await writeCodeWorkbook(
      PAYLOADS.map((p) => ({
        id: '00000000-0000-7000-8000-000000000000',
        certificateStandardId: '00000000-0000-7000-8000-000000000001',
        certificateStandardFullName: '质量管理体系',
        iafCode: 1,
        izHaveFlag_dictText: '否',
        riskLevel_dictText: '',
        version: 1,
        standardCode: 'Q',
        certCodeCustom: '01.01.01',
        proName: p,
        riskLevel: null,
        izHaveFlag: 0 as const,
        reportingCode: '',
        techSpecification: '',
        belIndustry: '',
        effectiveDate: null,
        expiryDate: null,
        enabled: 1,
        remark: '',
      })),
    );
    expectNeutral(await cellsOf(content, 3), PAYLOADS);
  });
});
