/**
 * Excel export and import of users. The import sheet is the export's layout, so an exported file
 * (with its status column ignored) can be edited and loaded into another installation.
 */
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { writeWorkbook } from '../../platform/crud/excel.ts';
import { userAddBody } from './dto.ts';

export const USER_SHEET_COLUMNS = [
  { header: '用户名', key: 'username', width: 16 },
  { header: '姓名', key: 'realname', width: 14 },
  { header: '手机', key: 'phone', width: 14 },
  { header: '邮箱', key: 'email', width: 24 },
  { header: '角色编码', key: 'roles', width: 20 },
  { header: '母公司用户', key: 'isParentCompanyUser', width: 10 },
  { header: '企业微信账号', key: 'thirdPartyId', width: 18 },
  { header: '状态', key: 'status', width: 8 },
] as const;

export const MAX_USER_IMPORT_ROWS = 500;
export const MAX_USER_IMPORT_BYTES = 2 * 1024 * 1024;

export interface ExportedUser {
  username: string;
  realname: string;
  phone: string | null;
  email: string | null;
  status: number;
  isParentCompanyUser: boolean;
  thirdPartyId: string | null;
  roles: { code: string }[];
}

export async function writeUserWorkbook(rows: readonly ExportedUser[]): Promise<Buffer> {
  return writeWorkbook(
    '用户',
    USER_SHEET_COLUMNS,
    rows.map((row) => ({
      username: row.username,
      realname: row.realname,
      phone: row.phone ?? '',
      email: row.email ?? '',
      roles: row.roles.map((r) => r.code).join(','),
      isParentCompanyUser: row.isParentCompanyUser ? '是' : '否',
      thirdPartyId: row.thirdPartyId ?? '',
      status: row.status === 1 ? '正常' : '冻结',
    })),
  );
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
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

const importRow = userAddBody.omit({ password: true }).extend({ isParentCompanyUser: z.boolean() });
export type ImportedUser = z.infer<typeof importRow>;

/**
 * Reads and validates the sheet: every valid row, or the problems ("第3行：…", at most 20) when
 * any row is wrong.
 */
export async function readUserWorkbook(
  content: Buffer,
  known: { roleIdByCode: ReadonlyMap<string, string>; existingUsernames: ReadonlySet<string> },
): Promise<{ rows: ImportedUser[]; errors: string[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return { rows: [], errors: ['文件无法读取，请使用导出的 .xlsx 文件'] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], errors: ['文件中没有工作表'] };
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => header.set(cellText(cell.value), col));
  const required = ['用户名', '姓名', '角色编码'];
  const missing = required.filter((h) => !header.has(h));
  if (missing.length) return { rows: [], errors: [`缺少列：${missing.join('、')}`] };
  if (sheet.rowCount - 1 > MAX_USER_IMPORT_ROWS)
    return { rows: [], errors: [`一次最多导入${MAX_USER_IMPORT_ROWS}个用户`] };

  const rows: ImportedUser[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (let r = 2; r <= sheet.rowCount && errors.length < 20; r++) {
    const row = sheet.getRow(r);
    const get = (h: string) => {
      const col = header.get(h);
      return col ? cellText(row.getCell(col).value) : '';
    };
    const values = Object.fromEntries(USER_SHEET_COLUMNS.map((c) => [c.key, get(c.header)])) as Record<
      (typeof USER_SHEET_COLUMNS)[number]['key'],
      string
    >;
    if (Object.entries(values).every(([k, v]) => k === 'status' || v === '')) continue;
    const codes = values.roles
      .split(/[,，、;；\s]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    const unknown = codes.filter((c) => !known.roleIdByCode.has(c));
    if (unknown.length) {
      errors.push(`第${r}行：角色编码“${unknown.join('、')}”不存在`);
      continue;
    }
    const parent = values.isParentCompanyUser;
    if (!['', '是', '否', '1', '0'].includes(parent)) {
      errors.push(`第${r}行：母公司用户应为 是/否`);
      continue;
    }
    const parsed = importRow.safeParse({
      username: values.username,
      realname: values.realname,
      phone: values.phone,
      email: values.email,
      thirdPartyId: values.thirdPartyId,
      isParentCompanyUser: parent === '是' || parent === '1',
      roleIds: codes.map((c) => known.roleIdByCode.get(c)!),
    });
    if (!parsed.success) {
      errors.push(`第${r}行：${parsed.error.issues[0]?.message ?? '数据格式错误'}`);
      continue;
    }
    const key = parsed.data.username;
    if (known.existingUsernames.has(parsed.data.username)) {
      errors.push(`第${r}行：用户名“${parsed.data.username}”已存在`);
      continue;
    }
    if (seen.has(key)) {
      errors.push(`第${r}行：用户名“${parsed.data.username}”与前面的行重复`);
      continue;
    }
    seen.add(key);
    rows.push(parsed.data);
  }
  if (!errors.length && !rows.length) errors.push('文件中没有数据');
  return { rows: errors.length ? [] : rows, errors };
}
