/**
 * Excel import of the people area: a body moving to the product loads its roster (auditors), their
 * registrations and their code competences from the sheets the exports write. Every row is checked
 * against the contract; any problem names the row and the column and nothing is written.
 * Code-table columns take the Chinese label or the code.
 */
import {
  AUDITOR_SCHEMES,
  AUDITOR_STATUSES,
  auditorBody,
  COMPETENCE_SOURCES,
  type CodeLabel,
  competenceBody,
  EMPLOYMENT_TYPES,
  LEADER_FLAGS,
  PERSONNEL_KINDS,
  QUALIFICATION_LEVELS,
  qualificationBody,
  SEXES,
} from '@cb/domain';
import type { z } from 'zod';
import { readImportSheet } from '../../platform/crud/index.ts';

export const MAX_AUDITOR_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 5000;
const UNREADABLE = '文件无法读取，请使用导出的 .xlsx 文件';

/** A code-table cell: its code, or its Chinese label; '' stays ''. */
function codeOf(table: readonly CodeLabel[], text: string): string | number | undefined {
  if (text === '') return undefined;
  const row = table.find((r) => String(r.code) === text || r.zh === text || r.en === text);
  return row?.code ?? text;
}

/** The first problem of a zod result, prefixed with the column it came from. */
function problem(error: z.ZodError, headers: Readonly<Record<string, string>>): string {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const column = headers[field];
  const message = issue?.message ?? '数据格式错误';
  return column && !message.startsWith(column) ? `${column}：${message}` : message;
}

const AUDITOR_COLUMNS = [
  { header: '姓名', key: 'name' },
  { header: '性别', key: 'sex' },
  { header: '身份证号', key: 'idCardNo' },
  { header: '手机号码', key: 'phone' },
  { header: '邮箱', key: 'email' },
  { header: '人员类型', key: 'personnelKind' },
  { header: '专兼职', key: 'employmentType' },
  { header: '所属分公司', key: 'branchCompany' },
  { header: '学历', key: 'education' },
  { header: '工作单位', key: 'employer' },
  { header: '开户行', key: 'bankName' },
  { header: '银行账号', key: 'bankAccount' },
  { header: '人员状态', key: 'status' },
  { header: '备注', key: 'remark' },
] as const;
const headersOf = (columns: readonly { header: string; key: string }[]) =>
  Object.fromEntries(columns.map((c) => [c.key, c.header]));

export type ImportedAuditor = z.infer<typeof auditorBody>;

export function readAuditorWorkbook(content: Buffer, existingIdCards: ReadonlySet<string>) {
  const headers = headersOf(AUDITOR_COLUMNS);
  return readImportSheet<(typeof AUDITOR_COLUMNS)[number]['key'], ImportedAuditor>(content, {
    columns: AUDITOR_COLUMNS,
    required: ['姓名', '性别', '身份证号', '手机号码', '人员类型', '专兼职'],
    maxRows: MAX_ROWS,
    tooManyRows: `一次最多导入${MAX_ROWS}人`,
    unreadable: UNREADABLE,
    parse: (v) => {
      const parsed = auditorBody.safeParse({
        ...v,
        sex: codeOf(SEXES, v.sex),
        personnelKind: codeOf(PERSONNEL_KINDS, v.personnelKind),
        employmentType: codeOf(EMPLOYMENT_TYPES, v.employmentType),
        status: codeOf(AUDITOR_STATUSES, v.status),
        // The export writes bank numbers grouped in fours.
        bankAccount: v.bankAccount.replace(/\s/g, ''),
      });
      if (!parsed.success) return { error: problem(parsed.error, headers) };
      if (existingIdCards.has(parsed.data.idCardNo))
        return { error: `身份证号：${parsed.data.idCardNo}的人员已存在` };
      return { row: parsed.data };
    },
    key: (row) => row.idCardNo,
    duplicate: (row) => `身份证号：${row.idCardNo}与前面的行重复`,
  });
}

const QUALIFICATION_COLUMNS = [
  { header: '身份证号', key: 'idCardNo' },
  { header: '体系', key: 'scheme' },
  { header: '资格等级', key: 'level' },
  { header: '注册证书号', key: 'registrationNo' },
  { header: '有效期起', key: 'validFrom' },
  { header: '有效期止', key: 'validTo' },
  { header: '组长资格', key: 'leaderFlag' },
  { header: '可见证', key: 'canWitness' },
] as const;

export type ImportedQualification = z.infer<typeof qualificationBody>;

export function readQualificationWorkbook(content: Buffer, auditorIdByIdCard: ReadonlyMap<string, string>) {
  const headers = { ...headersOf(QUALIFICATION_COLUMNS), auditorId: '身份证号' };
  return readImportSheet<(typeof QUALIFICATION_COLUMNS)[number]['key'], ImportedQualification>(content, {
    columns: QUALIFICATION_COLUMNS,
    required: ['身份证号', '体系', '资格等级', '注册证书号', '有效期起', '有效期止', '组长资格'],
    maxRows: MAX_ROWS,
    tooManyRows: `一次最多导入${MAX_ROWS}条注册资格`,
    unreadable: UNREADABLE,
    parse: (v) => {
      const auditorId = auditorIdByIdCard.get(v.idCardNo.toUpperCase());
      if (!auditorId) return { error: `身份证号：${v.idCardNo || '（空）'}的人员不存在，请先导入审核员` };
      if (!['', '是', '否', '1', '0'].includes(v.canWitness)) return { error: '可见证：应为 是/否' };
      const parsed = qualificationBody.safeParse({
        auditorId,
        scheme: codeOf(AUDITOR_SCHEMES, v.scheme),
        level: codeOf(QUALIFICATION_LEVELS, v.level),
        registrationNo: v.registrationNo,
        validFrom: v.validFrom,
        validTo: v.validTo,
        leaderFlag: codeOf(LEADER_FLAGS, v.leaderFlag),
        canWitness: v.canWitness === '是' || v.canWitness === '1',
      });
      if (!parsed.success) return { error: problem(parsed.error, headers) };
      return { row: parsed.data };
    },
    key: (row) => `${row.auditorId}:${row.scheme}`,
    duplicate: (row) => `体系：${row.scheme}与前面同一人员的行重复`,
  });
}

const COMPETENCE_COLUMNS = [
  { header: '身份证号', key: 'idCardNo' },
  { header: '体系', key: 'scheme' },
  { header: '专业代码', key: 'code' },
  { header: '能力来源', key: 'source' },
  { header: '评价方式', key: 'evaluationMethod' },
  { header: '通过日期', key: 'passDate' },
  { header: '评价人', key: 'evaluator' },
] as const;

export type ImportedCompetence = z.infer<typeof competenceBody>;

export function readCompetenceWorkbook(content: Buffer, auditorIdByIdCard: ReadonlyMap<string, string>) {
  const headers = headersOf(COMPETENCE_COLUMNS);
  return readImportSheet<(typeof COMPETENCE_COLUMNS)[number]['key'], ImportedCompetence>(content, {
    columns: COMPETENCE_COLUMNS,
    required: ['身份证号', '体系', '专业代码', '能力来源'],
    maxRows: 50_000,
    tooManyRows: '一次最多导入50000条专业代码能力',
    unreadable: UNREADABLE,
    parse: (v) => {
      const auditorId = auditorIdByIdCard.get(v.idCardNo.toUpperCase());
      if (!auditorId) return { error: `身份证号：${v.idCardNo || '（空）'}的人员不存在，请先导入审核员` };
      const parsed = competenceBody.safeParse({
        auditorId,
        scheme: codeOf(AUDITOR_SCHEMES, v.scheme),
        code: v.code,
        source: codeOf(COMPETENCE_SOURCES, v.source),
        evaluationMethod: v.evaluationMethod,
        passDate: v.passDate || undefined,
        evaluator: v.evaluator,
      });
      if (!parsed.success) return { error: problem(parsed.error, headers) };
      return { row: parsed.data };
    },
    key: (row) => `${row.auditorId}:${row.scheme}:${row.code}`,
    duplicate: (row) => `专业代码：${row.code}与前面同一人员的行重复`,
  });
}
