/**
 * Excel import and export of professional codes, so a body can load its own full code table (the
 * CNAS/CCAA tables run to about 1,000 rows per scheme). The sheet layout is the export's layout.
 */
import { type CodeLabel, labelOf, RISK_LEVELS } from '@cb/domain';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { writeWorkbook } from '../../platform/crud/excel.ts';
import { professionalCodeBody } from './dto.ts';

export const CODE_SHEET_COLUMNS = [
  { header: '标准代码', key: 'standardCode', width: 10 },
  { header: '专业代码', key: 'certCodeCustom', width: 12 },
  { header: '专业名称', key: 'proName', width: 36 },
  { header: '风险等级', key: 'riskLevel', width: 10 },
  { header: '是否需见证', key: 'izHaveFlag', width: 12 },
  { header: '上报代码', key: 'reportingCode', width: 12 },
  { header: '技术规范', key: 'techSpecification', width: 30 },
  { header: '所属行业', key: 'belIndustry', width: 20 },
  { header: '生效日期', key: 'effectiveDate', width: 12 },
  { header: '失效日期', key: 'expiryDate', width: 12 },
  { header: '是否有效', key: 'enabled', width: 10 },
  { header: '备注', key: 'remark', width: 30 },
] as const;

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface CodeSheetRow {
  standardCode: string;
  certCodeCustom: string;
  proName: string;
  riskLevel: number | null;
  izHaveFlag: number;
  reportingCode: string;
  techSpecification: string;
  belIndustry: string;
  effectiveDate: string | null;
  expiryDate: string | null;
  enabled: number | null;
  remark: string;
}

export async function writeCodeWorkbook(rows: readonly CodeSheetRow[]): Promise<Buffer> {
  return writeWorkbook(
    '专业代码',
    CODE_SHEET_COLUMNS,
    rows.map((row) => ({
      ...row,
      riskLevel: labelOf(RISK_LEVELS, row.riskLevel) ?? '',
      izHaveFlag: row.izHaveFlag === 1 ? '是' : '否',
      enabled: row.enabled === 1 ? '有效' : row.enabled === 0 ? '无效' : '',
      effectiveDate: row.effectiveDate ?? '',
      expiryDate: row.expiryDate ?? '',
    })),
  );
}

function cellText(value: ExcelJS.CellValue): string {
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
  return String(value).trim();
}

const codeOf = (table: readonly CodeLabel[], text: string): number | null | 'bad' => {
  if (text === '') return null;
  const row = table.find((r) => r.zh === text || String(r.code) === text);
  return row ? Number(row.code) : 'bad';
};

/** 是/1 → 1, 否/0/empty → 0, anything else is an error. */
const yesNo = (text: string): 0 | 1 | 'bad' =>
  text === '是' || text === '1' ? 1 : text === '' || text === '否' || text === '0' ? 0 : 'bad';

export type ParsedCode = z.infer<typeof professionalCodeBody> & { standardCode: string };

/**
 * Reads and validates the sheet. Returns every valid row, or the problems ("第3行：…", at most 20)
 * when any row is wrong: an import writes all rows or none.
 */
export async function readCodeWorkbook(
  content: Buffer,
  standardIdByCode: ReadonlyMap<string, string>,
): Promise<{ rows: ParsedCode[]; errors: string[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return { rows: [], errors: ['文件无法读取，请使用导出的 .xlsx 模板'] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], errors: ['文件中没有工作表'] };
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => header.set(cellText(cell.value), col));
  const missing = CODE_SHEET_COLUMNS.slice(0, 3).filter((c) => !header.has(c.header));
  if (missing.length) return { rows: [], errors: [`缺少列：${missing.map((c) => c.header).join('、')}`] };
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) return { rows: [], errors: [`一次最多导入${MAX_IMPORT_ROWS}行`] };

  const rows: ParsedCode[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (let r = 2; r <= sheet.rowCount && errors.length < 20; r++) {
    const row = sheet.getRow(r);
    const get = (h: string) => {
      const col = header.get(h);
      return col ? cellText(row.getCell(col).value) : '';
    };
    const values = Object.fromEntries(CODE_SHEET_COLUMNS.map((c) => [c.key, get(c.header)]));
    if (Object.values(values).every((v) => v === '')) continue;
    const standardId = standardIdByCode.get(values.standardCode!);
    if (!standardId) {
      errors.push(`第${r}行：标准代码“${values.standardCode}”不存在`);
      continue;
    }
    const risk = codeOf(RISK_LEVELS, values.riskLevel!);
    const witness = yesNo(values.izHaveFlag!);
    const enabled =
      values.enabled === '' || values.enabled === '有效' || values.enabled === '1'
        ? 1
        : values.enabled === '无效' || values.enabled === '0'
          ? 0
          : 'bad';
    if (risk === 'bad' || witness === 'bad' || enabled === 'bad') {
      errors.push(
        `第${r}行：${risk === 'bad' ? '风险等级应为 高/中/低/有限' : witness === 'bad' ? '是否需见证应为 是/否' : '是否有效应为 有效/无效'}`,
      );
      continue;
    }
    const parsed = professionalCodeBody.safeParse({
      certificateStandardId: standardId,
      certCodeCustom: values.certCodeCustom,
      proName: values.proName,
      riskLevel: risk,
      izHaveFlag: witness,
      reportingCode: values.reportingCode,
      techSpecification: values.techSpecification,
      belIndustry: values.belIndustry,
      effectiveDate: values.effectiveDate || null,
      expiryDate: values.expiryDate || null,
      enabled,
      remark: values.remark,
    });
    if (!parsed.success) {
      errors.push(`第${r}行：${parsed.error.issues[0]?.message ?? '数据格式错误'}`);
      continue;
    }
    const key = `${standardId}|${parsed.data.certCodeCustom}|${parsed.data.proName}`;
    if (seen.has(key)) {
      errors.push(`第${r}行：与前面的行重复`);
      continue;
    }
    seen.add(key);
    rows.push({ ...parsed.data, standardCode: values.standardCode! });
  }
  if (!errors.length && !rows.length) errors.push('文件中没有数据');
  return { rows: errors.length ? [] : rows, errors };
}
