/**
 * Excel export and import of users. The import sheet is the export's layout, so an exported file
 * (with its status column ignored) can be edited and loaded into another installation.
 */
import { userAddBody } from '@cb/domain';
import { z } from 'zod';
import { readImportSheet, writeWorkbook } from '../../platform/crud/excel.ts';

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
  return readImportSheet<(typeof USER_SHEET_COLUMNS)[number]['key'], ImportedUser>(content, {
    columns: USER_SHEET_COLUMNS,
    required: ['用户名', '姓名', '角色编码'],
    maxRows: MAX_USER_IMPORT_ROWS,
    tooManyRows: `一次最多导入${MAX_USER_IMPORT_ROWS}个用户`,
    unreadable: '文件无法读取，请使用导出的 .xlsx 文件',
    ignoredInBlankRows: ['status'],
    parse: (values) => {
      const codes = values.roles
        .split(/[,，、;；\s]+/)
        .map((c) => c.trim())
        .filter(Boolean);
      const unknown = codes.filter((c) => !known.roleIdByCode.has(c));
      if (unknown.length) return { error: `角色编码“${unknown.join('、')}”不存在` };
      const parent = values.isParentCompanyUser;
      if (!['', '是', '否', '1', '0'].includes(parent)) return { error: '母公司用户应为 是/否' };
      const parsed = importRow.safeParse({
        username: values.username,
        realname: values.realname,
        phone: values.phone,
        email: values.email,
        thirdPartyId: values.thirdPartyId,
        isParentCompanyUser: parent === '是' || parent === '1',
        roleIds: codes.map((c) => known.roleIdByCode.get(c)!),
      });
      if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? '数据格式错误' };
      if (known.existingUsernames.has(parsed.data.username))
        return { error: `用户名“${parsed.data.username}”已存在` };
      return { row: parsed.data };
    },
    key: (row) => row.username,
    duplicate: (row) => `用户名“${row.username}”与前面的行重复`,
  });
}
