/**
 * The contract of the customer (khgl) endpoints: request schemas (Chinese messages; bad input is
 * 400 and writes nothing) and response schemas. The server validates and serialises with them, the
 * web infers its types from them, and the OpenAPI document is generated from them.
 */
import { z } from 'zod';
import {
  calendarDate,
  historyEntrySchema,
  idQuery,
  idSchema,
  idVersion,
  pageSchema,
  removedRecord,
  timestampSchema,
  uniqueResult,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { requiredText, textOrEmpty } from '../common/fields.ts';
import { isValidCreditCode } from '../credit-code.ts';
import { isRegisteredCapital } from '../money.ts';
import { pageQuerySchema } from '../paging.ts';
import { validateMobilePhone } from '../phone.ts';
import { ENTERPRISE_MESSAGES, ENTERPRISE_NATURES, REGIONS, SITE_TYPES } from './code-tables.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

const codeOf = (label: string, table: readonly { code: string }[]) =>
  z
    .string({ error: `${label}不正确` })
    .trim()
    .refine((v) => v === '' || table.some((r) => r.code === v), `${label}不正确`)
    .default('');
const headcount = (label: string) =>
  z
    .number({ error: `${label}必须是非负整数` })
    .int(`${label}必须是非负整数`)
    .min(0, `${label}必须是非负整数`)
    .max(10_000_000, `${label}过大`)
    .default(0);
const optionalId = z
  .union([idSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

const IAF_SECTOR_CODES = Array.from({ length: 39 }, (_v, i) => ({ code: String(i + 1) }));

export const enterpriseSiteBody = z.object({
  id: idSchema.optional(),
  siteType: z.enum(SITE_TYPES.map((s) => s.code) as [string, ...string[]], { error: '请选择场所类型' }),
  name: requiredText('场所名称', 100),
  nameEn: textOrEmpty('场所英文名称', 200),
  address: requiredText('场所地址', 200),
  addressEn: textOrEmpty('场所英文地址', 300),
  headcount: headcount('场所人数'),
  shiftPattern: textOrEmpty('班次', 100),
  processes: textOrEmpty('场所活动/过程', 1000),
  isCentralFunction: z.boolean({ error: '是否中心职能只能是是或否' }).default(false),
});

export const enterpriseContactBody = z.object({
  id: idSchema.optional(),
  name: requiredText('联系人姓名', 50),
  role: textOrEmpty('联系人职务', 50),
  phone: z
    .string({ error: '请输入联系方式' })
    .trim()
    .superRefine((v, ctx) => {
      const message = validateMobilePhone(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  email: textOrEmpty('邮箱', 100).refine(
    (v) => v === '' || z.email().safeParse(v).success,
    ENTERPRISE_MESSAGES.emailInvalid,
  ),
  isPrimary: z.boolean({ error: '是否主要联系人只能是是或否' }).default(false),
});

/**
 * A consultancy's engagement with the enterprise (咨询关系, ISO/IEC 17021-1 §5.2): the consultancy
 * partner and its start and end. Its consultants may not audit the client until two years after.
 */
export const enterpriseConsultancyBody = z
  .object({
    id: idSchema.optional(),
    partnerId: idSchema,
    startDate: calendarDate('咨询开始日期'),
    endDate: calendarDate('咨询结束日期'),
    remark: textOrEmpty('咨询说明', 200),
  })
  .refine((c) => c.endDate >= c.startDate, '咨询结束日期不能早于开始日期');

export const enterpriseBody = z.object({
  code: textOrEmpty('客户编号', 30).refine(
    (v) => v === '' || /^[A-Za-z0-9_-]+$/.test(v),
    '客户编号只能包含字母、数字、下划线和短横线',
  ),
  name: requiredText('企业名称', 100),
  nameEn: textOrEmpty('企业英文名称', 200),
  creditCode: z
    .string({ error: ENTERPRISE_MESSAGES.creditCodeRequired })
    .trim()
    .min(1, ENTERPRISE_MESSAGES.creditCodeRequired)
    .transform((v) => v.toUpperCase())
    .refine(isValidCreditCode, ENTERPRISE_MESSAGES.creditCodeInvalid),
  natureCode: codeOf('企业性质', ENTERPRISE_NATURES),
  industryCode: codeOf('所属行业', IAF_SECTOR_CODES),
  regionCode: codeOf('所在地区', REGIONS),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, '国家代码应为两位大写字母')
    .default('CN'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, '币种代码应为三位大写字母')
    .default('CNY'),
  registeredCapital: z
    .union([z.string(), z.number(), z.null()], { error: ENTERPRISE_MESSAGES.registeredCapitalInvalid })
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .refine((v) => v === '' || isRegisteredCapital(v), ENTERPRISE_MESSAGES.registeredCapitalInvalid)
    .refine((v) => v === '' || Number(v) < 1e14, '注册资本过大')
    .transform((v) => (v === '' ? null : v)),
  legalRepresentative: textOrEmpty('法定代表人', 50),
  registeredAddress: textOrEmpty('注册地址', 200),
  registeredAddressEn: textOrEmpty('英文注册地址', 300),
  officeAddress: textOrEmpty('办公地址', 200),
  officeAddressEn: textOrEmpty('英文办公地址', 300),
  productionAddress: textOrEmpty('生产地址', 200),
  productionAddressEn: textOrEmpty('英文生产地址', 300),
  totalHeadcount: headcount('总人数'),
  branchCompany: textOrEmpty('分公司', 50),
  partnerId: optionalId,
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0 或 1' }).default(1),
  remark: textOrEmpty('备注', 500),
  sites: z.array(enterpriseSiteBody, { error: '场所格式错误' }).max(200, '场所最多200个').default([]),
  contacts: z
    .array(enterpriseContactBody, { error: '联系人格式错误' })
    .max(100, '联系人最多100个')
    .default([]),
  /** The consultancy relations; left out, the stored ones stay as they are. */
  consultancies: z
    .array(enterpriseConsultancyBody, { error: '咨询关系格式错误' })
    .max(50, '咨询关系最多50个')
    .optional(),
});

export type EnterpriseInput = z.infer<typeof enterpriseBody>;

export const enterpriseEditBody = enterpriseBody.extend({ id: idSchema, version: versionSchema });

export const ENTERPRISE_SORT_NAMES = [
  'code',
  'name',
  'creditCode',
  'regionCode',
  'totalHeadcount',
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

export const enterpriseFilters = z.object({
  name: filterText('企业名称', 100),
  creditCode: filterText('统一社会信用代码', 18),
  regionCode: filterText('所在地区', 6),
  partnerId: z
    .union([idSchema, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  status: z
    .union([z.literal('0'), z.literal('1'), z.literal('')], { error: '状态只能是 0 或 1' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  /** 客户分布统计's drill-down: industry code, size band (S/M/L), branch company. */
  industryCode: filterText('所属行业', 20),
  scaleLevel: z
    .union([z.literal('S'), z.literal('M'), z.literal('L'), z.literal('')], {
      error: '企业规模只能是 S、M 或 L',
    })
    .optional()
    .transform((v) => v || undefined),
  branchCompany: filterText('分公司', 64),
});

export const enterpriseListQuery = pageQuerySchema(ENTERPRISE_SORT_NAMES).extend(enterpriseFilters.shape);
export const enterpriseExportQuery = enterpriseListQuery.omit({ pageNo: true, pageSize: true });

export const enterpriseUniqueQuery = z.object({
  field: z.enum(['name', 'creditCode'], { error: '不支持的校验字段' }),
  value: z.string({ error: '请提供校验值' }).trim().min(1, '请提供校验值').max(100, '校验值过长'),
  id: idSchema.optional(),
});

export const enterpriseHistoryQuery = pageQuerySchema(['at']).extend({ id: idSchema });

export const enterpriseOptionsQuery = z.object({
  keyword: filterText('关键字', 100),
  id: idSchema.optional(),
});

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** A row of the enterprise list (and of its Excel export). */
export const enterpriseRow = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  creditCode: z.string(),
  natureCode: z.string(),
  industryCode: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  /** Decimal string (万元), or null when not given. */
  registeredCapital: z.string().nullable(),
  legalRepresentative: z.string(),
  registeredAddress: z.string(),
  totalHeadcount: z.number().int(),
  scaleLevel: z.string(),
  branchCompany: z.string(),
  partnerId: idSchema.nullable(),
  partnerName: z.string().nullable(),
  status: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  version: z.number().int(),
});
export type EnterpriseRow = z.infer<typeof enterpriseRow>;
export const enterprisePage = pageSchema(enterpriseRow);

const stored = { id: idSchema, enterpriseId: idSchema, sortNo: z.number().int(), version: z.number().int() };

export const enterpriseSite = enterpriseSiteBody.required().extend(stored);
export type EnterpriseSite = z.infer<typeof enterpriseSite>;
export const enterpriseContact = enterpriseContactBody.required().extend(stored);
export type EnterpriseContact = z.infer<typeof enterpriseContact>;

export const enterpriseConsultancy = z.object({
  id: idSchema,
  partnerId: idSchema,
  partnerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  remark: z.string(),
});
export type EnterpriseConsultancy = z.infer<typeof enterpriseConsultancy>;

/** An enterprise with its sites and contacts (detail and edit pages). */
export const enterpriseDetail = enterpriseRow.extend({
  countryCode: z.string(),
  currency: z.string(),
  registeredAddressEn: z.string(),
  officeAddress: z.string(),
  officeAddressEn: z.string(),
  productionAddress: z.string(),
  productionAddressEn: z.string(),
  remark: z.string(),
  partnerName: z.string(),
  createdBy: idSchema.nullable(),
  updatedBy: idSchema.nullable(),
  sites: z.array(enterpriseSite),
  contacts: z.array(enterpriseContact),
  consultancies: z.array(enterpriseConsultancy),
});
export type EnterpriseDetail = z.infer<typeof enterpriseDetail>;

/** What a save answers. */
export const enterpriseSaved = z.object({ id: idSchema, code: z.string(), version: z.number().int() });
export const enterpriseHistoryPage = pageSchema(historyEntrySchema);

/** An entry of the enterprise picker. */
export const enterpriseOption = z.object({
  id: idSchema,
  name: z.string(),
  creditCode: z.string(),
  code: z.string(),
});
export type EnterpriseOption = z.infer<typeof enterpriseOption>;
export const partnerOption = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  /** consultancy, agent or other: the 咨询关系 section offers the consultancies. */
  partnerType: z.string(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
});
export type PartnerOption = z.infer<typeof partnerOption>;

/**
 * 关联企业用户: a sign-in user holding the enterprise role (created in 用户管理) is linked to the
 * enterprise it acts for; from then on it sees that enterprise's applications, projects and
 * certificates, answers its nonconformities and receives its certificate messages. A user acts for
 * one enterprise or partner only.
 */
export const enterpriseUserLinkBody = z.object({
  enterpriseId: idSchema,
  userId: z.string({ error: '请选择用户' }).pipe(idSchema),
});
export const enterpriseUserQuery = z.object({ id: idSchema });
/** A user linked to an enterprise. */
export const enterpriseUser = z.object({
  userId: idSchema,
  username: z.string(),
  realname: z.string(),
  linkedAt: timestampSchema,
});
export type EnterpriseUser = z.infer<typeof enterpriseUser>;

/** 关联用户 picker: enterprise-role users of the tenant not linked to any enterprise or partner yet. */
export const enterpriseUserCandidateQuery = z.object({ keyword: filterText('用户名', 50) });
export const enterpriseUserCandidate = z.object({
  userId: idSchema,
  username: z.string(),
  realname: z.string(),
});
export type EnterpriseUserCandidate = z.infer<typeof enterpriseUserCandidate>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each customer endpoint (its route: endpoints.ts). */
export const customerSchemas = {
  listEnterprises: { query: enterpriseListQuery, result: enterprisePage },
  getEnterprise: { query: idQuery, result: enterpriseDetail },
  addEnterprise: { body: enterpriseBody, result: enterpriseSaved },
  editEnterprise: { body: enterpriseEditBody, result: enterpriseSaved },
  deleteEnterprise: { query: idVersion, result: removedRecord },
  exportEnterprises: { query: enterpriseExportQuery, result: 'file' },
  checkEnterpriseUnique: { query: enterpriseUniqueQuery, result: uniqueResult },
  getEnterpriseHistory: { query: enterpriseHistoryQuery, result: enterpriseHistoryPage },
  listEnterpriseOptions: { query: enterpriseOptionsQuery, result: z.array(enterpriseOption) },
  listEnterpriseUsers: { query: enterpriseUserQuery, result: z.array(enterpriseUser) },
  listEnterpriseUserCandidates: {
    query: enterpriseUserCandidateQuery,
    result: z.array(enterpriseUserCandidate),
  },
  linkEnterpriseUser: { body: enterpriseUserLinkBody, result: z.array(enterpriseUser) },
  listPartnerOptions: { result: z.array(partnerOption) },
} as const satisfies SchemaTable;
