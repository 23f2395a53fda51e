/**
 * The contract of the 合作方 (hzf) endpoints: request schemas (Chinese messages; bad input is 400
 * and writes nothing) and response schemas. The server validates and serialises with them, the web
 * infers its types from them, and the OpenAPI document is generated from them. BUSINESS.md §2:
 * code, name, level, type, contacts, region, settlement unit price, rebate rate, team-assignment
 * mode, bank account, status, attachments (record files), and the consultants (auditors who
 * worked for a consultancy, ISO/IEC 17021-1 §5.2).
 */
import { z } from 'zod';
import {
  calendarDate,
  idQuery,
  idSchema,
  idVersion,
  pageSchema,
  removedRecord,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';

/** The two states of a 合作方: 1 enabled, 0 disabled. */
export const PARTNER_STATUS = { active: 1, disabled: 0 } as const;
/** 合作方等级: 1 优质, 2 一般, 3 劣质. */
export const PARTNER_LEVELS = [1, 2, 3] as const;
/** 合作方类型. */
export const PARTNER_TYPES = ['consultancy', 'agent', 'other'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
/** 派组方式: 1 机构指派, 2 合作方推荐, 3 混合. */
export const PARTNER_ASSIGN_MODES = [1, 2, 3] as const;
/** Where the partner's files live below /api (agreement, licence). */
export const PARTNER_FILES_PREFIX = '/hzf/partner/files';
export const PARTNER_DOCUMENT_TYPES = ['partner_agreement', 'business_license', 'attachment'] as const;

/** A bank account number as stored: digits only (spaces and dashes typed between groups are dropped). */
export const normalBankAccount = (value: string) => value.replace(/[\s-]/g, '');
/** A bank account number shown in groups of four digits. */
export const bankAccountGroups = (value: string) => normalBankAccount(value).replace(/(\d{4})(?=\d)/g, '$1 ');

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}长度不能超过${max}个字符`)
    .default('');

export const partnerContactBody = z.object({
  name: z.string({ error: '请输入联系人姓名' }).trim().min(1, '请输入联系人姓名').max(50, '联系人姓名过长'),
  phone: z
    .string({ error: '联系电话必须是文本' })
    .trim()
    .max(30, '联系电话过长')
    .regex(/^[0-9+\-() ]*$/, '联系电话格式错误')
    .default(''),
  email: z
    .string({ error: '电子邮箱必须是文本' })
    .trim()
    .max(100, '电子邮箱过长')
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '电子邮箱格式错误')
    .default(''),
});
export type PartnerContact = z.infer<typeof partnerContactBody>;

/** An auditor who worked for the partner (a consultancy), from `startDate` to `endDate` (open: still). */
export const partnerConsultantBody = z
  .object({
    auditorId: idSchema,
    startDate: calendarDate('任职开始日期'),
    endDate: calendarDate('任职结束日期').nullable().default(null),
  })
  .refine((c) => !c.endDate || c.endDate >= c.startDate, '任职结束日期不能早于开始日期');

export const partnerBody = z.object({
  code: z
    .string({ error: '请输入合作方编号' })
    .trim()
    .min(1, '请输入合作方编号')
    .max(20, '合作方编号长度不能超过20个字符')
    .regex(/^[A-Za-z0-9_-]+$/, '合作方编号只能包含字母、数字、下划线和短横线'),
  name: z
    .string({ error: '请输入合作方名称' })
    .trim()
    .min(1, '请输入合作方名称')
    .max(100, '合作方名称长度不能超过100个字符'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择合作方等级' }).default(2),
  partnerType: z.enum(PARTNER_TYPES, { error: '请选择合作方类型' }),
  contacts: z.array(partnerContactBody, { error: '联系人格式错误' }).max(20, '联系人最多20个').default([]),
  region: text('所在地区', 50),
  settlementPrice: z
    .union([z.string(), z.number()], { error: '结算点格式错误' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), '结算点应为不超过两位小数的非负金额')
    .default('0'),
  rebateRate: z
    .union([z.string(), z.number()], { error: '返款税点格式错误' })
    .transform((v) => String(v).trim())
    .refine(
      (v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100,
      '返款税点应为0到100之间、不超过两位小数的百分数',
    )
    .default('0'),
  assignMode: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择派组方式' }).default(1),
  bankName: text('开户银行', 100),
  bankAccountName: text('账户名称', 100),
  bankAccountNo: z
    .string({ error: '银行账号必须是文本' })
    .transform(normalBankAccount)
    .refine((v) => v === '' || /^\d{8,30}$/.test(v), '银行账号应为8到30位数字')
    .default(''),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0 或 1' }).default(1),
  remark: text('备注', 500),
  consultants: z
    .array(partnerConsultantBody, { error: '咨询人员格式错误' })
    .max(200, '咨询人员最多200个')
    .default([]),
});
export type PartnerInput = z.infer<typeof partnerBody>;

export const partnerEditBody = partnerBody.extend({ id: idSchema, version: versionSchema });
/** 启用 / 停用. */
export const partnerStatusBody = z.object({
  id: idSchema,
  version: versionSchema,
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0 或 1' }),
});

export const PARTNER_SORT_NAMES = [
  'code',
  'name',
  'level',
  'partnerType',
  'settlementPrice',
  'createTime',
  'updateTime',
] as const;

const filterText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}过长`)
    .optional()
    .transform((v) => v || undefined);

export const partnerFilters = z.object({
  name: filterText('合作方名称', 100),
  partnerType: z
    .union([z.enum(PARTNER_TYPES), z.literal('')], { error: '合作方类型错误' })
    .optional()
    .transform((v) => v || undefined),
  level: z
    .union([z.literal('1'), z.literal('2'), z.literal('3'), z.literal('')], { error: '合作方等级错误' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  status: z
    .union([z.literal('0'), z.literal('1'), z.literal('')], { error: '状态只能是 0 或 1' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});

export const partnerListQuery = pageQuerySchema(PARTNER_SORT_NAMES).extend(partnerFilters.shape);
/** The export's query: the list's filters and order, without paging. */
export const partnerExportQuery = partnerListQuery.omit({ pageNo: true, pageSize: true });

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** A row of the list (and of the Excel export). */
export const partnerRow = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  partnerType: z.string(),
  region: z.string(),
  /** Decimal string with two decimals. */
  settlementPrice: z.string(),
  /** Percent, decimal string with two decimals. */
  rebateRate: z.string(),
  assignMode: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  status: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  version: z.number().int(),
});
export type PartnerRow = z.infer<typeof partnerRow>;
export const partnerPage = pageSchema(partnerRow);

export const partnerConsultant = z.object({
  auditorId: idSchema,
  auditorName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type PartnerConsultant = z.infer<typeof partnerConsultant>;

/** A 合作方 as its edit page shows it. */
export const partnerDetail = partnerRow.extend({
  contacts: z.array(partnerContactBody.required()),
  bankName: z.string(),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  remark: z.string(),
  consultants: z.array(partnerConsultant),
  createdBy: idSchema.nullable(),
  updatedBy: idSchema.nullable(),
});
export type PartnerDetail = z.infer<typeof partnerDetail>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 合作方 endpoint (its route: endpoints.ts). */
export const partnerSchemas = {
  listPartners: { query: partnerListQuery, result: partnerPage },
  getPartner: { query: idQuery, result: partnerDetail },
  addPartner: { body: partnerBody, result: savedRecord },
  editPartner: { body: partnerEditBody, result: savedRecord },
  setPartnerStatus: { body: partnerStatusBody, result: savedRecord },
  deletePartner: { query: idVersion, result: removedRecord },
  exportPartners: { query: partnerExportQuery, result: 'file' },
} as const satisfies SchemaTable;
