/**
 * Excel export and import of professional codes, so a body can load its own full code table (the
 * CNAS/CCAA tables run to about 1,000 rows per scheme). The import sheet is the export's layout;
 * both go through the platform's Excel reader and writer.
 */
import {
  type CertificateCodeRecord,
  type CodeLabel,
  labelOf,
  type ProfessionalCodeInput,
  professionalCodeBody,
  RISK_LEVELS,
} from '@cb/domain';
import { readImportSheet, type SheetColumn, writeSheet } from '../../platform/crud/index.ts';

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

type Key =
  | 'standardCode'
  | 'certCodeCustom'
  | 'proName'
  | 'riskLevel'
  | 'izHaveFlag'
  | 'reportingCode'
  | 'techSpecification'
  | 'belIndustry'
  | 'effectiveDate'
  | 'expiryDate'
  | 'enabled'
  | 'remark';

const yesNoText = (v: number) => (v === 1 ? '是' : '否');
const enabledText = (v: number | null) => (v === 1 ? '有效' : v === 0 ? '无效' : '');

/** The sheet's columns: header, the import's key, width, and the export's cell. */
const COLUMNS: readonly (SheetColumn<CertificateCodeRecord> & { key: Key })[] = [
  { header: '标准代码', key: 'standardCode', width: 10, value: (r) => r.standardCode },
  { header: '专业代码', key: 'certCodeCustom', width: 12, value: (r) => r.certCodeCustom },
  { header: '专业名称', key: 'proName', width: 36, value: (r) => r.proName },
  { header: '风险等级', key: 'riskLevel', width: 10, value: (r) => labelOf(RISK_LEVELS, r.riskLevel) ?? '' },
  { header: '是否需见证', key: 'izHaveFlag', width: 12, value: (r) => yesNoText(r.izHaveFlag) },
  { header: '上报代码', key: 'reportingCode', width: 12, value: (r) => r.reportingCode },
  { header: '技术规范', key: 'techSpecification', width: 30, value: (r) => r.techSpecification },
  { header: '所属行业', key: 'belIndustry', width: 20, value: (r) => r.belIndustry },
  { header: '生效日期', key: 'effectiveDate', width: 12, value: (r) => r.effectiveDate ?? '' },
  { header: '失效日期', key: 'expiryDate', width: 12, value: (r) => r.expiryDate ?? '' },
  { header: '是否有效', key: 'enabled', width: 10, value: (r) => enabledText(r.enabled) },
  { header: '备注', key: 'remark', width: 30, value: (r) => r.remark },
];

export function writeCodeWorkbook(rows: readonly CertificateCodeRecord[]): Promise<Buffer> {
  return writeSheet('专业代码', COLUMNS, rows);
}

const codeOf = (table: readonly CodeLabel[], text: string): number | null | 'bad' => {
  if (text === '') return null;
  const row = table.find((r) => r.zh === text || String(r.code) === text);
  return row ? Number(row.code) : 'bad';
};

/** 是/1 → 1, 否/0/empty → 0, anything else is an error. */
const yesNo = (text: string): 0 | 1 | 'bad' =>
  text === '是' || text === '1' ? 1 : text === '' || text === '否' || text === '0' ? 0 : 'bad';

/** 有效/1/empty → 1, 无效/0 → 0. */
const validity = (text: string): 0 | 1 | 'bad' =>
  text === '' || text === '有效' || text === '1' ? 1 : text === '无效' || text === '0' ? 0 : 'bad';

/**
 * Reads and validates the sheet. Returns every valid row, or the problems ("第3行：…", at most 20)
 * when any row is wrong: an import writes all rows or none.
 */
export function readCodeWorkbook(content: Buffer, standardIdByCode: ReadonlyMap<string, string>) {
  return readImportSheet<Key, ProfessionalCodeInput>(content, {
    columns: COLUMNS,
    required: COLUMNS.slice(0, 3).map((c) => c.header),
    maxRows: MAX_IMPORT_ROWS,
    tooManyRows: `一次最多导入${MAX_IMPORT_ROWS}行`,
    unreadable: '文件无法读取，请使用导出的 .xlsx 模板',
    parse: (values) => {
      const standardId = standardIdByCode.get(values.standardCode);
      if (!standardId) return { error: `标准代码“${values.standardCode}”不存在` };
      const risk = codeOf(RISK_LEVELS, values.riskLevel);
      if (risk === 'bad') return { error: '风险等级应为 高/中/低/有限' };
      const witness = yesNo(values.izHaveFlag);
      if (witness === 'bad') return { error: '是否需见证应为 是/否' };
      const enabled = validity(values.enabled);
      if (enabled === 'bad') return { error: '是否有效应为 有效/无效' };
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
      return parsed.success
        ? { row: parsed.data }
        : { error: parsed.error.issues[0]?.message ?? '数据格式错误' };
    },
    key: (row) => `${row.certificateStandardId}|${row.certCodeCustom}|${row.proName}`,
  });
}
