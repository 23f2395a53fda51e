/**
 * The area's workbooks: the fee lists, 劳务费结算 (a sheet of every fee — one row per member × plan
 * × standard — and a monthly sheet per auditor with a subtotal row), 工资条, and the slip import
 * (bad rows named by row and column; nothing imported on any error).
 */
import {
  fenToYuan,
  LABOUR_FEE_ANSWER_LABELS,
  LABOUR_FEE_SOURCE_LABELS,
  LABOUR_FEE_STATUS_LABELS,
  LABOUR_QUALIFICATION_LABELS,
  LABOUR_ROLE_LABELS,
  type LabourQualification,
  type LabourRole,
  SALARY_SLIP_STATUS_LABELS,
  yuanToFen,
} from '@cb/domain/auditor-pay';
import ExcelJS from 'exceljs';
import { readImportSheet, type SheetColumn } from '../../platform/crud/index.ts';
import type { FeeOut, SettlementOut, SlipOut } from './repository.ts';
import type { ImportedSlip } from './service.ts';

/** The fee list's columns (劳务费登记, 我的费用, the settlement's detail sheet). */
export const FEE_COLUMNS: readonly SheetColumn<FeeOut>[] = [
  { header: '审核员', width: 12, value: (r) => r.auditorName },
  { header: '工作日期', width: 12, value: (r) => r.workDate },
  { header: '计划编号', width: 16, value: (r) => r.planNo },
  { header: '客户', width: 28, value: (r) => r.enterpriseName },
  { header: '合同编号', width: 16, value: (r) => r.contractNo },
  { header: '标准', width: 16, value: (r) => r.standard },
  { header: '角色', width: 8, value: (r) => LABOUR_ROLE_LABELS[r.role as LabourRole] ?? r.role },
  {
    header: '资格',
    width: 10,
    value: (r) => LABOUR_QUALIFICATION_LABELS[r.qualification as LabourQualification] ?? r.qualification,
  },
  { header: '人天', width: 6, value: (r) => r.days },
  { header: '日费率', width: 10, value: (r) => r.dayRate },
  { header: '报告费', width: 10, value: (r) => r.reportFee },
  { header: '劳务费', width: 10, value: (r) => r.amount },
  { header: '差旅费', width: 10, value: (r) => r.travel },
  { header: '计算因素', width: 60, value: (r) => r.factors.join('；') },
  { header: '标准版本', width: 8, value: (r) => r.tariffVersion ?? '' },
  { header: '来源', width: 10, value: (r) => LABOUR_FEE_SOURCE_LABELS[r.source] ?? '' },
  { header: '状态', width: 8, value: (r) => LABOUR_FEE_STATUS_LABELS[r.status] ?? '' },
  { header: '确认', width: 8, value: (r) => LABOUR_FEE_ANSWER_LABELS[r.answer] ?? '' },
];

export const SETTLEMENT_COLUMNS: readonly SheetColumn<SettlementOut>[] = [
  { header: '月份', width: 10, value: (r) => r.month },
  { header: '审核员', width: 12, value: (r) => r.auditorName },
  { header: '笔数', width: 6, value: (r) => r.rows },
  { header: '劳务费合计', width: 12, value: (r) => r.total },
  { header: '应纳税所得额', width: 12, value: (r) => r.taxable },
  { header: '代扣个税', width: 10, value: (r) => r.tax },
  { header: '实发劳务费', width: 12, value: (r) => r.net },
  { header: '差旅费', width: 10, value: (r) => r.travel },
  { header: '待审核', width: 8, value: (r) => r.submitted },
  { header: '待发放', width: 8, value: (r) => r.approved },
  { header: '已发放', width: 8, value: (r) => r.paid },
  { header: '发放日期', width: 12, value: (r) => r.paidDate ?? '' },
  { header: '发放凭证号', width: 14, value: (r) => r.paidRef },
];

export const SALARY_COLUMNS: readonly SheetColumn<SlipOut>[] = [
  { header: '月份', width: 10, value: (r) => r.month },
  { header: '姓名', width: 12, value: (r) => r.auditorName },
  { header: '基本工资', width: 12, value: (r) => r.basic },
  { header: '其中劳务费', width: 12, value: (r) => r.labourFee },
  { header: '审核天数', width: 8, value: (r) => r.auditDays },
  { header: '补贴', width: 10, value: (r) => r.subsidy },
  { header: '应发合计', width: 12, value: (r) => r.gross },
  { header: '其他', width: 10, value: (r) => r.other },
  { header: '个税', width: 10, value: (r) => r.tax },
  { header: '实发', width: 12, value: (r) => r.net },
  { header: '状态', width: 8, value: (r) => SALARY_SLIP_STATUS_LABELS[r.status] ?? '' },
  { header: '备注', width: 20, value: (r) => r.remark },
];

function addSheet<Row>(
  book: ExcelJS.Workbook,
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
) {
  const sheet = book.addWorksheet(name.replace(/[\\/?*[\]:]/g, '_').slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return sheet;
}

/**
 * 劳务费结算's workbook: the groups as listed, every fee of them (one row per member × plan ×
 * standard), and one monthly sheet per auditor and month with a subtotal row.
 */
export async function settlementWorkbook(
  groups: readonly SettlementOut[],
  feesOf: (g: SettlementOut) => Promise<FeeOut[]>,
) {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  addSheet(book, '劳务费结算', SETTLEMENT_COLUMNS, groups);
  const details: FeeOut[] = [];
  const perPerson: { group: SettlementOut; fees: FeeOut[] }[] = [];
  for (const g of groups) {
    const fees = await feesOf(g);
    details.push(...fees);
    perPerson.push({ group: g, fees });
  }
  addSheet(book, '劳务费明细', FEE_COLUMNS, details);
  const used = new Set<string>();
  for (const { group, fees } of perPerson.slice(0, 200)) {
    let name = `${group.auditorName} ${group.month}`.slice(0, 28);
    while (used.has(name)) name = `${name}_`;
    used.add(name);
    const sheet = addSheet(book, name, FEE_COLUMNS, fees);
    const sum = (pick: (f: FeeOut) => string) => fenToYuan(fees.reduce((s, f) => s + yuanToFen(pick(f)), 0));
    const subtotal = sheet.addRow(
      FEE_COLUMNS.map((c) =>
        c.header === '审核员'
          ? '小计'
          : c.header === '劳务费'
            ? sum((f) => f.amount)
            : c.header === '差旅费'
              ? sum((f) => f.travel)
              : c.header === '人天'
                ? fees.reduce((s, f) => s + Math.round(f.days * 10), 0) / 10
                : '',
      ),
    );
    subtotal.font = { bold: true };
    const taxRow = sheet.addRow(
      FEE_COLUMNS.map((c) => (c.header === '审核员' ? '代扣个税' : c.header === '劳务费' ? group.tax : '')),
    );
    taxRow.font = { bold: true };
    const netRow = sheet.addRow(
      FEE_COLUMNS.map((c) => (c.header === '审核员' ? '实发' : c.header === '劳务费' ? group.net : '')),
    );
    netRow.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The headers of the slip import (工资条导入模板). */
export const SALARY_IMPORT_COLUMNS = [
  { header: '月份', key: 'month' },
  { header: '姓名', key: 'name' },
  { header: '基本工资', key: 'basic' },
  { header: '补贴', key: 'subsidy' },
  { header: '其他', key: 'other' },
  { header: '个税', key: 'tax' },
  { header: '备注', key: 'remark' },
] as const;
type ImportKey = (typeof SALARY_IMPORT_COLUMNS)[number]['key'];
const AMOUNT = /^-?\d+(?:\.\d{1,2})?$/;

/** Reads the uploaded slips: each row's problems name the row and the column. */
export async function readSalaryImport(content: Buffer) {
  let line = 1;
  return readImportSheet<ImportKey, ImportedSlip>(content, {
    columns: SALARY_IMPORT_COLUMNS,
    required: ['月份', '姓名', '基本工资'],
    maxRows: 5000,
    tooManyRows: '一次最多导入5000行',
    unreadable: '无法读取文件，请使用导出的模板（.xlsx）',
    parse: (v) => {
      line++;
      const month = v.month.replace(/^(\d{4})(\d{2})$/, '$1-$2').slice(0, 7);
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return { error: '月份列格式应为YYYY-MM' };
      if (!v.name) return { error: '姓名列不能为空' };
      const amounts: Record<'basic' | 'subsidy' | 'other' | 'tax', number> = {
        basic: 0,
        subsidy: 0,
        other: 0,
        tax: 0,
      };
      const labels = { basic: '基本工资', subsidy: '补贴', other: '其他', tax: '个税' } as const;
      for (const key of ['basic', 'subsidy', 'other', 'tax'] as const) {
        const text = v[key] === '' ? '0' : v[key];
        if (!AMOUNT.test(text)) return { error: `${labels[key]}列不是金额（最多两位小数）` };
        amounts[key] = yuanToFen(text.startsWith('-') ? text : text);
        if (key !== 'other' && amounts[key] < 0) return { error: `${labels[key]}列不能为负数` };
      }
      return { row: { line, month, name: v.name, ...amounts, remark: v.remark.slice(0, 200) } };
    },
    key: (r) => `${r.name}|${r.month}`,
    duplicate: (r) => `姓名列 ${r.name} 在 ${r.month} 重复`,
  });
}
