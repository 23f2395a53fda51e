/** Request schemas of the reference endpoints (Chinese messages; bad input is 400 and writes nothing). */
import { calendarDateSchema, isProfessionalCode, PROFESSIONAL_CODE_MESSAGE } from '@cb/domain';
import { z } from 'zod';

export const uuidSchema = z.uuid({ error: '数据标识格式错误' });
export const versionSchema = z.number({ error: '缺少版本号' }).int().min(1, '缺少版本号');
const flag = z.union([z.literal(0), z.literal(1)], { error: '只能是 0 或 1' });
const text = (max: number) => z.string().trim().max(max, `长度不能超过${max}个字符`);
const required = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}长度不能超过${max}个字符`);

/** Dictionary codes are registry keys: lower-case snake case. */
export const DICT_CODE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

export const dictionaryBody = z.object({
  code: required('字典编码', 64).regex(
    DICT_CODE_PATTERN,
    '字典编码只能包含小写字母、数字和下划线，且以字母开头',
  ),
  name: required('字典名称', 60),
  description: text(200).default(''),
});

export const dictionaryItemBody = z.object({
  dictionaryId: uuidSchema,
  value: required('数据值', 60),
  text: required('名称', 100),
  textEn: text(100).default(''),
  color: text(20).default(''),
  sortNo: z.number().int().min(0).max(9999).default(0),
  status: flag.default(1),
});

export const standardBody = z.object({
  code: required('标准代码', 20).regex(
    /^[A-Za-z][A-Za-z0-9_()]*$/,
    '标准代码只能包含字母、数字、下划线和括号',
  ),
  name: required('标准名称', 100),
  shortName: required('简称', 40),
  fullName: required('全称', 200),
  realName: required('实际名称', 100),
  standardNumber: text(200).default(''),
  scopeCertificate: flag.default(1),
  sortNo: z.number().int().min(0).max(9999).default(0),
  enabled: flag.default(1),
});

const optionalDate = (label: string) => calendarDateSchema(label).nullable().default(null);

export const professionalCodeBody = z
  .object({
    certificateStandardId: uuidSchema,
    certCodeCustom: z
      .string({ error: '请输入专业代码' })
      .trim()
      .refine(isProfessionalCode, PROFESSIONAL_CODE_MESSAGE),
    proName: required('专业名称', 200),
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

export const certificationItemBody = z.object({
  certiCode: required('专业小类', 200),
  description: required('业务描述', 200),
  certiCoverage: text(500).default(''),
  certiQualification: text(1000).default(''),
  certiEnvironment: text(1000).default(''),
  certiSecurityAndHealth: text(1000).default(''),
  sortNo: z.number().int().min(0).max(99999).default(0),
});

export const idQuery = z.object({ id: uuidSchema });

/** An edit body: the create fields plus the record's id and the version it was read at. */
export const editOf = <T extends z.ZodType>(schema: T) =>
  z.intersection(schema, z.object({ id: uuidSchema, version: versionSchema }));
