import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeCodeWorkbook } from '../../modules/reference/code-excel.ts';
import { writeUserWorkbook } from '../../modules/system-access/user-excel.ts';
import { writeSheet } from './excel.ts';

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
  // XML stores a carriage return as a line feed; the text is otherwise unchanged.
  expect(cells.map((c) => c.value)).toEqual(texts.map((t) => t.replace(/\r/g, '\n')));
  for (const cell of cells) {
    // Text, never a formula, and formatted as text so that editing it cannot make it one.
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.numFmt).toBe('@');
  }
}

describe('Excel exports neutralise formula-like cells, keeping the visible text', () => {
  it('in list exports (writeSheet)', async () => {
    const content = await writeSheet('t', [{ header: '名称', value: (r: string) => r }], PAYLOADS);
    expectNeutral(await cellsOf(content, 1), PAYLOADS);
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
