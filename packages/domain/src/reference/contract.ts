/**
 * The contract of the reference-data endpoints (SPEC.md §3, §7): dictionaries, certification
 * standards, professional codes, certification items of the scope tool, column settings, the
 * duplicate and rule checks and the company-check links. Request schemas carry Chinese messages (bad
 * input is 400 and writes nothing); response schemas say what each endpoint answers. The server
 * validates and serialises with them, the web infers its types from them.
 */
import { z } from 'zod';
import { calendarDate, idSchema, pageSchema, versionSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { requiredText } from '../common/fields.ts';
import { SCOPE_SEARCH_MAX_RESULTS } from '../constants.ts';
import { pageQuerySchema } from '../paging.ts';
import { companyCheckSettingSchema, versionedSetting } from '../system/settings.ts';
import { isProfessionalCode, PROFESSIONAL_CODE_MESSAGE } from './professional-codes.ts';
import type { CertificationItem } from './scope-tool.ts';

// ─────────────────────────────────────────── shared pieces ───────────────────────────────────────────

const flag = z.union([z.literal(0), z.literal(1)], { error: '只能是 0 或 1' });
const text = (max: number) => z.string().trim().max(max, `长度不能超过${max}个字符`);
const keyword = (max: number) => z.string().trim().max(max).optional();

/** An edit body: the create fields plus the record's id and the version it was read at. */
const editOf = <T extends z.ZodType>(schema: T) =>
  z.intersection(schema, z.object({ id: idSchema, version: versionSchema }));

/** What a save of a code or an item answers. */
export const referenceSaved = z.object({ id: idSchema, version: z.number().int() });

/** `?id=` of a reference delete (the record goes; its answer is null). */
export const referenceDeleteQuery = z.object({ id: idSchema });

// ─────────────────────────────────────────── dictionaries ───────────────────────────────────────────

/** Dictionary codes are registry keys: lower-case snake case. */
export const DICT_CODE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

export const dictCodeParams = z.object({ dictCode: z.string().max(200) });

/** An item of GET /sys/dict/getDictItems/{dictCode}, in the caller's language. */
export const dictItemOption = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string(),
  label: z.string(),
  color: z.string(),
});
export type DictItemOption = z.infer<typeof dictItemOption>;

export const dictionaryBody = z.object({
  code: requiredText('字典编码', 64).regex(
    DICT_CODE_PATTERN,
    '字典编码只能包含小写字母、数字和下划线，且以字母开头',
  ),
  name: requiredText('字典名称', 60),
  description: text(200).default(''),
});
export const dictionaryEditBody = editOf(dictionaryBody);
export type DictionaryInput = z.input<typeof dictionaryBody>;

export const DICTIONARY_SORT_NAMES = ['code', 'name', 'createTime'] as const;
export const dictionaryListQuery = pageQuerySchema(DICTIONARY_SORT_NAMES).extend({ keyword: keyword(60) });

export const dictionaryRecord = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
});
export type DictionaryRecord = z.infer<typeof dictionaryRecord>;
export const dictionaryPage = pageSchema(dictionaryRecord);

export const dictionaryItemBody = z.object({
  dictionaryId: idSchema,
  value: requiredText('数据值', 60),
  text: requiredText('名称', 100),
  textEn: text(100).default(''),
  color: text(20).default(''),
  sortNo: z.number().int().min(0).max(9999).default(0),
  status: flag.default(1),
});
export const dictionaryItemEditBody = editOf(dictionaryItemBody);
export const dictionaryItemListQuery = z.object({ dictionaryId: idSchema });

export const dictionaryItemRecord = z.object({
  id: idSchema,
  dictionaryId: idSchema,
  value: z.string(),
  text: z.string(),
  textEn: z.string(),
  color: z.string(),
  sortNo: z.number().int(),
  status: flag,
  version: z.number().int(),
});
export type DictionaryItemRecord = z.infer<typeof dictionaryItemRecord>;

// ────────────────────────────────────────── standards ──────────────────────────────────────────

export const standardBody = z.object({
  code: requiredText('标准代码', 20).regex(
    /^[A-Za-z][A-Za-z0-9_()]*$/,
    '标准代码只能包含字母、数字、下划线和括号',
  ),
  name: requiredText('标准名称', 100),
  shortName: requiredText('简称', 40),
  fullName: requiredText('全称', 200),
  realName: requiredText('实际名称', 100),
  standardNumber: text(200).default(''),
  scopeCertificate: flag.default(1),
  sortNo: z.number().int().min(0).max(9999).default(0),
  enabled: flag.default(1),
});
export const standardEditBody = editOf(standardBody);

/** A certification standard (scheme) of the tenant, as the selects receive it. */
export const certificateStandardRecord = z.object({
  id: idSchema,
  /** Product code: Q, Q(EC), E, S, F, H, ISMS … */
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  realName: z.string(),
  standardNumber: z.string(),
  /** 1 = the certificate carries a scope (范围证书). */
  scopeCertificate: flag,
  sortNo: z.number().int(),
  enabled: flag,
  version: z.number().int(),
});
export type CertificateStandardRecord = z.infer<typeof certificateStandardRecord>;

// ─────────────────────────────────────── professional codes ───────────────────────────────────────

const optionalDate = (label: string) => calendarDate(label).nullable().default(null);

export const professionalCodeBody = z
  .object({
    certificateStandardId: idSchema,
    certCodeCustom: z
      .string({ error: '请输入专业代码' })
      .trim()
      .refine(isProfessionalCode, PROFESSIONAL_CODE_MESSAGE),
    proName: requiredText('专业名称', 200),
    izHaveFlag: flag.default(0),
    riskLevel: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '风险等级只能是 1-4' })
      .nullable()
      .default(null),
    techSpecification: text(500).default(''),
    belIndustry: text(200).default(''),
    reportingCode: text(20).default(''),
    effectiveDate: optionalDate('生效日期'),
    expiryDate: optionalDate('失效日期'),
    enabled: flag.nullable().default(1),
    remark: text(500).default(''),
  })
  .refine((v) => !v.effectiveDate || !v.expiryDate || v.effectiveDate <= v.expiryDate, {
    message: '失效日期不能早于生效日期',
    path: ['expiryDate'],
  });
export type ProfessionalCodeInput = z.infer<typeof professionalCodeBody>;
export const professionalCodeEditBody = editOf(professionalCodeBody);

export const PROFESSIONAL_CODE_SORT_NAMES = ['certCodeCustom', 'proName', 'riskLevel', 'createTime'] as const;
export const professionalCodeFilters = z.object({
  certCodeCustom: z.string().trim().max(20, '专业代码过长').optional(),
  proName: z.string().trim().max(100, '专业名称过长').optional(),
  certificateStandardId: idSchema.optional().or(z.literal('').transform(() => undefined)),
});
export const professionalCodeListQuery = pageQuerySchema(PROFESSIONAL_CODE_SORT_NAMES).extend(
  professionalCodeFilters.shape,
);
export const professionalCodeExportQuery = professionalCodeListQuery.omit({ pageNo: true, pageSize: true });
export type ProfessionalCodeListQuery = z.input<typeof professionalCodeListQuery>;

/** A professional-code record (SPEC.md §3 "Certificate code record"). */
export const certificateCodeRecord = z.object({
  id: idSchema,
  certCodeCustom: z.string(),
  certificateStandardId: idSchema,
  certificateStandardFullName: z.string(),
  /** The standard's code (Q, E, S …): the first column of the Excel sheet. */
  standardCode: z.string(),
  /** IAF sector (大类) 1-39. */
  iafCode: z.number().int().nullable(),
  proName: z.string(),
  /** 1 = CNAS requires a witnessed audit for this code. */
  izHaveFlag: flag,
  izHaveFlag_dictText: z.string(),
  /** 1 high, 2 medium, 3 low, 4 limited. */
  riskLevel: z.number().int().nullable(),
  riskLevel_dictText: z.string(),
  techSpecification: z.string(),
  belIndustry: z.string(),
  /** The code reported to CNCA (上报代码). */
  reportingCode: z.string(),
  effectiveDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** 1 valid, 0 invalid. */
  enabled: z.number().int().nullable(),
  remark: z.string(),
  version: z.number().int(),
});
export type CertificateCodeRecord = z.infer<typeof certificateCodeRecord>;
export const certificateCodePage = pageSchema(certificateCodeRecord);

/** What an Excel import of professional codes answers. */
export const professionalCodeImportResult = z.object({
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
});
export type ProfessionalCodeImportResult = z.infer<typeof professionalCodeImportResult>;

// ────────────────────────────────────── certification items ──────────────────────────────────────

export const certificationItemBody = z.object({
  certiCode: requiredText('专业小类', 200),
  description: requiredText('业务描述', 200),
  certiCoverage: text(500).default(''),
  certiQualification: text(1000).default(''),
  certiEnvironment: text(1000).default(''),
  certiSecurityAndHealth: text(1000).default(''),
  sortNo: z.number().int().min(0).max(99999).default(0),
});
export const certificationItemEditBody = editOf(certificationItemBody);

export const CERTIFICATION_ITEM_SORT_NAMES = ['certiCode', 'description', 'sortNo', 'createTime'] as const;
export const certificationItemListQuery = pageQuerySchema(CERTIFICATION_ITEM_SORT_NAMES).extend({
  keyword: keyword(100),
});
export const certificationItemSearchQuery = z.object({
  words: z.string().max(100, '关键字过长').default(''),
});

/** A certification item as the scope tool receives it (SPEC.md §3 "Certificate item"). */
export const certificationItemSchema = z.object({
  id: idSchema,
  /** Professional sub-category code(s), e.g. '19.05.01'. */
  certiCode: z.string(),
  /** The activity as it is searched, e.g. '电线电缆的生产'. */
  description: z.string(),
  /** Wording for the certificate's scope (认证范围). */
  certiCoverage: z.string(),
  /** Qualification documents required for Q, E and S. */
  certiQualification: z.string(),
  certiEnvironment: z.string(),
  certiSecurityAndHealth: z.string(),
}) satisfies z.ZodType<CertificationItem>;

/** Answer of the scope search: at most 10 items, best first, and whether there are more. */
export const certificationItemSearchResult = z.object({
  records: z.array(certificationItemSchema).max(SCOPE_SEARCH_MAX_RESULTS),
  hasMore: z.boolean(),
});
export interface CertificationItemSearchResult<T = CertificationItem> {
  records: T[];
  hasMore: boolean;
}

/** A row of the certification-item administration. */
export const certificationItemRecord = certificationItemSchema.extend({
  sortNo: z.number().int(),
  version: z.number().int(),
});
export type CertificationItemRecord = z.infer<typeof certificationItemRecord>;
export const certificationItemPage = pageSchema(certificationItemRecord);

// ─────────────────────────────────────── column settings ───────────────────────────────────────

export const columnSettingBody = z.object({
  settingKey: z.string({ error: '请指定列设置标识' }).regex(/^[A-Za-z][\w:./-]{0,99}$/, '列设置标识格式错误'),
  settingJson: z
    .string({ error: '请提供列设置' })
    .max(20_000, '列设置过长')
    .refine((v) => {
      try {
        const parsed = JSON.parse(v);
        return typeof parsed === 'object' && parsed !== null;
      } catch {
        return false;
      }
    }, '列设置必须是 JSON 对象或数组'),
});

/** A user's saved column setting of one table (SPEC.md §3 "Column setting"). */
export const columnSettingSchema = z.object({
  settingKey: z.string(),
  /** JSON text of the table's column state. */
  settingJson: z.string(),
});
export type ColumnSetting = z.infer<typeof columnSettingSchema>;

// ───────────────────────────────────────────── checks ─────────────────────────────────────────────

const REGISTRY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const duplicateCheckQuery = z.object({
  tableName: z.string({ error: '请指定校验表' }).regex(REGISTRY_NAME, '不支持的校验字段'),
  fieldName: z.string({ error: '请指定校验字段' }).regex(REGISTRY_NAME, '不支持的校验字段'),
  fieldVal: z.string({ error: '请输入校验值' }).max(500, '校验值过长'),
  dataId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '数据标识格式错误')
    .optional()
    .or(z.literal('')),
});

export const checkRuleQuery = z.object({
  ruleCode: z.string({ error: '请指定规则编码' }).regex(REGISTRY_NAME, '规则编码格式错误'),
  value: z.string().max(500, '校验值过长').default(''),
});

/** The answer of the duplicate check and the rule check (SPEC.md §5): the form shows `message`. */
export const checkResultSchema = z.object({ valid: z.boolean(), message: z.string() });
export type CheckResult = z.infer<typeof checkResultSchema>;

// ───────────────────────────────────────── company check ─────────────────────────────────────────

/** The company-check links with their version: what GET answers and PUT takes and answers. */
export const companyCheckSettingVersioned = versionedSetting(companyCheckSettingSchema);

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each reference-data endpoint (its route: endpoints.ts). */
export const referenceSchemas = {
  listDictItems: { params: dictCodeParams, result: z.array(dictItemOption) },
  listDictionaries: { query: dictionaryListQuery, result: dictionaryPage },
  addDictionary: { body: dictionaryBody, result: dictionaryRecord },
  editDictionary: { body: dictionaryEditBody, result: dictionaryRecord },
  deleteDictionary: { query: referenceDeleteQuery, result: z.null() },
  listDictionaryItems: { query: dictionaryItemListQuery, result: z.array(dictionaryItemRecord) },
  addDictionaryItem: { body: dictionaryItemBody, result: dictionaryItemRecord },
  editDictionaryItem: { body: dictionaryItemEditBody, result: dictionaryItemRecord },
  deleteDictionaryItem: { query: referenceDeleteQuery, result: z.null() },
  listApplicationStandards: { result: z.array(certificateStandardRecord) },
  listCertificateStandards: { result: z.array(certificateStandardRecord) },
  listAllStandards: { result: z.array(certificateStandardRecord) },
  addStandard: { body: standardBody, result: certificateStandardRecord },
  editStandard: { body: standardEditBody, result: certificateStandardRecord },
  listColumnSettings: { result: z.array(columnSettingSchema) },
  saveColumnSetting: { body: columnSettingBody, result: columnSettingSchema },
  checkDuplicateValue: { query: duplicateCheckQuery, result: checkResultSchema },
  checkValueByRule: { query: checkRuleQuery, result: checkResultSchema },
  getCompanyCheckLinks: { result: companyCheckSettingVersioned },
  saveCompanyCheckLinks: { body: companyCheckSettingVersioned, result: companyCheckSettingVersioned },
} as const satisfies SchemaTable;

/** The schemas of each professional-code and certification-item endpoint (codes.routes.ts). */
export const referenceCodeSchemas = {
  listProfessionalCodes: { query: professionalCodeListQuery, result: certificateCodePage },
  addProfessionalCode: { body: professionalCodeBody, result: referenceSaved },
  editProfessionalCode: { body: professionalCodeEditBody, result: referenceSaved },
  deleteProfessionalCode: { query: referenceDeleteQuery, result: z.null() },
  exportProfessionalCodes: { query: professionalCodeExportQuery, result: 'file' },
  importProfessionalCodes: { result: professionalCodeImportResult },
  searchCertificationItems: { query: certificationItemSearchQuery, result: certificationItemSearchResult },
  listCertificationItems: { query: certificationItemListQuery, result: certificationItemPage },
  addCertificationItem: { body: certificationItemBody, result: referenceSaved },
  editCertificationItem: { body: certificationItemEditBody, result: referenceSaved },
  deleteCertificationItem: { query: referenceDeleteQuery, result: z.null() },
} as const satisfies SchemaTable;
