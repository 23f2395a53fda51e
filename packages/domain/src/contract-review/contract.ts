/**
 * The contract of contract review (htps): the audit-time calculator endpoint. Its rules are the
 * pure functions of audit-time.ts; the server and the review page call the same ones.
 */
import { z } from 'zod';
import {
  calendarDate,
  idQuery,
  idSchema,
  idVersion,
  moneySchema,
  pageSchema,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { emptyToUndefined, formText, optionalFormDate, optionalFormText } from '../common/fields.ts';
import { pageQuerySchema } from '../paging.ts';
import { PROFESSIONAL_CODE_MESSAGE, PROFESSIONAL_CODE_PATTERN } from '../reference/professional-codes.ts';

/**
 * `POST /api/htps/auditTime/calculate`. The numbers are checked by the calculator itself (so the
 * page and the server give the same Chinese message naming the item and field); the schema only
 * fixes the shape.
 */
export const auditTimeCalculateBody = z.object({
  items: z
    .array(
      z.object({
        standard: z.string({ error: '请选择认证标准' }),
        effectivePersonnel: z.number({ error: '有效人数必须是正整数' }),
        riskLevel: z.number({ error: '风险等级只能是 1 高、2 中、3 低、4 有限' }).optional(),
        adjustments: z
          .array(
            z.object({
              code: z.string({ error: '调整因素须填写代码或原因（50字以内）' }),
              percent: z.number({ error: '调整比例须为数字' }),
            }),
          )
          .max(30, '调整因素最多30项')
          .optional(),
      }),
      { error: '请至少填写一个认证标准' },
    )
    .max(20, '认证标准最多20项'),
  integrationPercent: z.number({ error: '一体化调整比例须为数字（减少为负数）' }).optional(),
});

export const auditTimeItemResult = z.object({
  standard: z.enum(['Q', 'E', 'S', 'ISMS']),
  tableDays: z.number(),
  adjustedDays: z.number(),
  onsiteDays: z.number(),
  stage1Days: z.number(),
  stage2Days: z.number(),
  surveillanceDays: z.number(),
  recertificationDays: z.number(),
  justification: z.array(z.string()),
});

export const auditTimeCalculateResult = z.object({
  items: z.array(auditTimeItemResult),
  totalDays: z.number(),
});
export type AuditTimeCalculateResult = z.infer<typeof auditTimeCalculateResult>;

// ═══════════════════════════════ review tasks and contracts ═══════════════════════════════

const optionalCodeOf = (codes: readonly number[], message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .refine((v) => codes.includes(v), message)
      .optional(),
  );
const wholeCount = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能小于0`)
    .max(10_000_000, `${label}过大`);
const daysValue = z.number();
const reasonSchema = formText(500, '退回原因').min(2, '请输入退回原因（至少2个字）');
const professionalCodeList = (label: string) =>
  z
    .array(z.string().trim().regex(PROFESSIONAL_CODE_PATTERN, PROFESSIONAL_CODE_MESSAGE))
    .max(50, `${label}最多50个`);

export const reviewSiteSchema = z.object({
  name: formText(200, '场所名称').min(1, '请输入场所名称'),
  address: formText(300, '场所地址').default(''),
  headcount: wholeCount('场所人数').default(0),
  central: z.boolean().default(false),
});

export const reviewAdjustmentSchema = z.object({
  code: formText(50, '调整因素').min(1, '调整因素须填写代码或原因（50字以内）'),
  percent: z
    .number({ error: '调整比例须为数字' })
    .min(-100, '调整比例须在 -100% 到 +100% 之间')
    .max(100, '调整比例须在 -100% 到 +100% 之间'),
  reason: formText(200, '调整理由').default(''),
});

/** What the reviewer confirms for one standard; the server recalculates every figure from it. */
export const reviewItemInput = z.object({
  id: idSchema,
  scopeZh: formText(2000, '认证范围（中文）').min(1, '请输入认证范围（中文）'),
  scopeEn: formText(2000, '认证范围（英文）').default(''),
  professionalCodes: professionalCodeList('专业代码').default([]),
  reportingCodes: professionalCodeList('上报代码').default([]),
  riskLevel: z
    .number({ error: '风险等级只能是 1 高、2 中、3 低、4 有限' })
    .refine((v) => [1, 2, 3, 4].includes(v), '风险等级只能是 1 高、2 中、3 低、4 有限')
    .nullable()
    .default(null),
  headcount: wholeCount('全职人数'),
  partTimeHeadcount: wholeCount('兼职人数').default(0),
  partTimeFte: z.number({ error: '兼职折算全职人数须为数字' }).min(0, '兼职折算全职人数不能小于0').default(0),
  repetitiveReduction: wholeCount('重复性工作减少人数').default(0),
  reductionReason: formText(500, '减少理由').default(''),
  sites: z.array(reviewSiteSchema).max(500, '场所最多500个').default([]),
  accreditationMark: formText(20, '认可标志').default(''),
  adjustments: z.array(reviewAdjustmentSchema).max(30, '调整因素最多30项').default([]),
  /** Standards without an MD 5 table: days set by hand (the reason is the first adjustment's). */
  manualDays: z
    .number({ error: '人工审核时间须为数字' })
    .min(0.5, '人工审核时间至少0.5人日')
    .max(500, '人工审核时间过大')
    .nullable()
    .default(null),
  surveillanceFrequency: z
    .number({ error: '监督频次须为数字' })
    .refine((v) => [6, 12].includes(v), '监督频次只能是 6 或 12 个月')
    .default(12),
  confirmed: z.boolean().default(false),
});
export type ReviewItemInput = z.input<typeof reviewItemInput>;

export const reviewFeeLineInput = z.object({
  /** Index of the item in `items`, or null for a fee of the whole contract. */
  itemIndex: z.number().int().min(0).nullable().default(null),
  auditType: z.number({ error: '请选择审核类型' }).int().min(1, '请选择审核类型').max(24, '审核类型不正确'),
  feeType: z.number({ error: '请选择费用类型' }).int().min(0, '费用类型不正确').max(11, '费用类型不正确'),
  amount: moneySchema.refine((v) => !v.startsWith('-'), '金额不能为负数'),
  overrideReason: formText(300, '调整理由').default(''),
});
export type ReviewFeeLineInput = z.input<typeof reviewFeeLineInput>;

export const reviewEditBody = z.object({
  id: idSchema,
  version: versionSchema,
  integrationPercent: z
    .number({ error: '一体化调整比例须为数字（减少为负数）' })
    .min(-20, '一体化减少不能超过20%（IAF MD 11）')
    .max(100, '一体化调整比例过大')
    .default(0),
  integrationReason: formText(500, '一体化调整理由').default(''),
  remark: formText(1000, '备注').default(''),
  items: z.array(reviewItemInput).min(1, '请至少评审一个认证标准').max(20, '认证标准最多20项'),
  /** Null: quote from the tariff again. */
  feeLines: z.array(reviewFeeLineInput).max(200, '报价行最多200行').nullable().default(null),
});
export type ReviewEditBody = z.input<typeof reviewEditBody>;

export const reviewStepBody = z.object({ id: idSchema, version: versionSchema });
export const reviewReturnBody = reviewStepBody.extend({ reason: reasonSchema });

export const REVIEW_SORT_NAMES = ['createTime', 'status', 'reviewTime', 'applyNo'] as const;
export const reviewFilters = z.object({
  applyNo: optionalFormText(50, '申请编号'),
  enterpriseName: optionalFormText(100, '企业名称'),
  status: optionalCodeOf([0, 1, 2], '评审状态不正确'),
  reviewType: optionalCodeOf([1, 2], '评审类型不正确'),
  contractStatus: optionalCodeOf([0, 1, 2, 3, 4], '合同状态不正确'),
  createdFrom: optionalFormDate('创建日期'),
  createdTo: optionalFormDate('创建日期'),
});
export const reviewListQuery = pageQuerySchema(REVIEW_SORT_NAMES).extend(reviewFilters.shape);
export type ReviewListQuery = z.infer<typeof reviewListQuery>;
export const reviewExportQuery = reviewListQuery.omit({ pageNo: true, pageSize: true });
export type ReviewExportQuery = z.infer<typeof reviewExportQuery>;

/** The review and its application: how a list row and the detail both begin. */
const reviewHeadColumns = {
  id: idSchema,
  version: z.number().int(),
  reviewType: z.number().int(),
  auditType: z.number().int(),
  status: z.number().int(),
  applicationId: idSchema,
  applyNo: z.string(),
};
/** Who reviewed when, and the contract the approved review produced: how both end their review columns. */
const reviewOutcomeColumns = {
  reviewerName: z.string().nullable(),
  reviewedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  contractId: idSchema.nullable(),
  contractNo: z.string().nullable(),
  contractStatus: z.number().int().nullable(),
};

export const reviewRow = z.object({
  ...reviewHeadColumns,
  enterpriseName: z.string(),
  standardCodes: z.string(),
  totalDays: z.number(),
  ...reviewOutcomeColumns,
});
export type ReviewRow = z.infer<typeof reviewRow>;
export const reviewPage = pageSchema(reviewRow);
export type ReviewPage = z.infer<typeof reviewPage>;

export const reviewItemDetail = reviewItemInput.extend({
  certificateStandardId: idSchema,
  standardName: z.string(),
  standardCode: z.string(),
  /** '' when the standard has no MD 5 table. */
  calculatorStandard: z.string(),
  standardVersion: z.string(),
  effectivePersonnel: z.number().int(),
  sampleInitial: z.number().int(),
  sampleSurveillance: z.number().int(),
  sampleRecertification: z.number().int(),
  tableDays: daysValue,
  adjustedDays: daysValue,
  onsiteDays: daysValue,
  stage1Days: daysValue,
  stage2Days: daysValue,
  surveillanceDays: daysValue,
  recertificationDays: daysValue,
  justification: z.array(z.string()),
  competenceWarnings: z.array(z.string()),
  /** Codes outside the body's accreditation for the standard. */
  accreditationGaps: z.array(z.string()),
  /** The code table's risk per code (for the default "highest of the codes"). */
  codeRisks: z.array(
    z.object({ code: z.string(), riskLevel: z.number().int().nullable(), name: z.string() }),
  ),
});
export type ReviewItemDetail = z.infer<typeof reviewItemDetail>;

export const reviewFeeLine = z.object({
  id: idSchema,
  itemIndex: z.number().int().nullable(),
  auditType: z.number().int(),
  feeType: z.number().int(),
  tariffAmount: moneySchema,
  amount: moneySchema,
  overridden: z.boolean(),
  overrideReason: z.string(),
});
export type ReviewFeeLine = z.infer<typeof reviewFeeLine>;

/** The body's audit-time data the page calculates with (the same the server uses). */
export const auditTimePolicySchema = z.object({
  stage1Share: z.number(),
  defaultRiskLevel: z.number().int(),
  qmsRiskAdjustment: z.record(z.string(), z.number()),
  tables: z.array(
    z.object({
      standard: z.string(),
      version: z.string(),
      bands: z.array(z.object({ from: z.number(), to: z.number() })),
      columns: z.record(z.string(), z.array(z.number())),
    }),
  ),
  factors: z.array(
    z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string(), percent: z.number() }),
  ),
});
export type AuditTimePolicyData = z.infer<typeof auditTimePolicySchema>;

export const reviewDetail = z.object({
  ...reviewHeadColumns,
  applicationType: z.number().int(),
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  applicationChangeId: idSchema.nullable(),
  contractItemId: idSchema.nullable(),
  integrationPercent: z.number(),
  integrationReason: z.string(),
  totalDays: z.number(),
  remark: z.string(),
  returnReason: z.string(),
  reviewerId: idSchema.nullable(),
  ...reviewOutcomeColumns,
  items: z.array(reviewItemDetail),
  feeLines: z.array(reviewFeeLine),
  totalFee: moneySchema,
  /** The enterprise's sites, offered when the reviewer sets an item's sites. */
  enterpriseSites: z.array(reviewSiteSchema),
  accreditationMarks: z.array(z.string()),
  policy: auditTimePolicySchema,
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

export const reviewApproved = z.object({
  id: idSchema,
  version: z.number().int(),
  contractId: idSchema,
  contractNo: z.string(),
});

export const reviewRecordResult = z.object({ fileId: idSchema, revision: z.number().int() });

// ─────────────────────────────── contracts ───────────────────────────────

export const contractEditBody = z.object({
  id: idSchema,
  version: versionSchema,
  signedDate: calendarDate('签订日期').nullable().default(null),
  signatory: formText(50, '签约人').default(''),
  surveillanceFrequency: z
    .number({ error: '监督频次须为数字' })
    .refine((v) => [6, 12].includes(v), '监督频次只能是 6 或 12 个月')
    .default(12),
  remark: formText(1000, '备注').default(''),
});
export const contractStepBody = z.object({ id: idSchema, version: versionSchema });
export const contractReturnBody = contractStepBody.extend({ reason: reasonSchema });

export const contractItemSchema = z.object({
  id: idSchema,
  certificateStandardId: idSchema,
  standardName: z.string(),
  standardCode: z.string(),
  standardVersion: z.string(),
  scopeZh: z.string(),
  scopeEn: z.string(),
  professionalCodes: z.array(z.string()),
  reportingCodes: z.array(z.string()),
  riskLevel: z.number().int().nullable(),
  headcount: z.number().int(),
  effectivePersonnel: z.number().int(),
  stage1Days: z.number(),
  stage2Days: z.number(),
  surveillanceDays: z.number(),
  recertificationDays: z.number(),
  recertCount: z.number().int(),
  surveillanceFrequency: z.number().int(),
  accreditationMark: z.string(),
  isTransfer: z.number().int(),
  sites: z.array(reviewSiteSchema),
  sampleInitial: z.number().int(),
  sampleSurveillance: z.number().int(),
  sampleRecertification: z.number().int(),
  fees: z.array(z.object({ auditType: z.number().int(), feeType: z.number().int(), amount: moneySchema })),
});
export type ContractItemDetail = z.infer<typeof contractItemSchema>;

export const contractDetail = z.object({
  id: idSchema,
  version: z.number().int(),
  contractNo: z.string(),
  status: z.number().int(),
  reviewTaskId: idSchema,
  applicationId: idSchema,
  applyNo: z.string(),
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  signedDate: z.string().nullable(),
  signatory: z.string(),
  surveillanceFrequency: z.number().int(),
  integrationPercent: z.number(),
  totalDays: z.number(),
  totalFee: moneySchema,
  reviewerId: idSchema.nullable(),
  reviewerName: z.string().nullable(),
  approvedBy: idSchema.nullable(),
  approverName: z.string().nullable(),
  approvedAt: timestampSchema.nullable(),
  returnReason: z.string(),
  remark: z.string(),
  createdAt: timestampSchema,
  items: z.array(contractItemSchema),
});
export type ContractDetail = z.infer<typeof contractDetail>;

// ─────────────────────────────── the body's configuration ───────────────────────────────

export const durationTableBody = z.object({
  standard: z.enum(['Q', 'E', 'S', 'ISMS'], { error: '不支持的认证标准，可选 Q、E、S、ISMS' }),
  tableVersion: formText(50, '版本').min(1, '请输入版本'),
  bands: z
    .array(
      z.object({
        from: z.number().int('人数段须为整数').min(1, '人数段从1开始'),
        to: z.number().int('人数段须为整数').min(1, '人数段从1开始'),
      }),
    )
    .min(1, '请至少填写一个人数段')
    .max(100, '人数段最多100个'),
  columns: z.partialRecord(
    z.enum(['all', 'high', 'medium', 'low', 'limited'], {
      error: '复杂程度只能是 all、high、medium、low、limited',
    }),
    z.array(z.number().min(0.5, '审核时间至少0.5人日').max(1000, '审核时间过大')),
  ),
  remark: formText(500, '备注').default(''),
  activate: z.boolean().default(true),
});
export const durationTableRow = z.object({
  id: idSchema,
  version: z.number().int(),
  standard: z.string(),
  tableVersion: z.string(),
  bands: z.array(z.object({ from: z.number(), to: z.number() })),
  columns: z.record(z.string(), z.array(z.number())),
  active: z.boolean(),
  remark: z.string(),
  updatedAt: timestampSchema,
});
export const durationTableList = z.array(durationTableRow);
export type DurationTableRow = z.infer<typeof durationTableRow>;

export const auditTimeFactorBody = z.object({
  code: formText(20, '因素代码').regex(/^[A-Za-z0-9_-]+$/, '因素代码只能包含字母、数字、-、_'),
  nameZh: formText(100, '因素名称').min(1, '请输入因素名称'),
  nameEn: formText(100, '英文名称').default(''),
  percent: z.number({ error: '调整比例须为数字' }).min(-30, '单项减少不能超过30%').max(100, '调整比例过大'),
  enabled: z.boolean().default(true),
});
export const auditTimeFactorRow = auditTimeFactorBody.extend({
  id: idSchema,
  version: z.number().int(),
});
export const auditTimeFactorList = z.array(auditTimeFactorRow);

export const feeTariffBody = z.object({
  auditType: z.number().int().min(1, '审核类型不正确').max(24, '审核类型不正确'),
  feeType: z.number().int().min(0, '费用类型不正确').max(11, '费用类型不正确'),
  standardCode: formText(20, '认证标准').default(''),
  basis: z.number().refine((v) => v === 1 || v === 2, '计费方式只能是 1 按人日、2 固定金额'),
  unitPrice: moneySchema.refine((v) => !v.startsWith('-'), '单价不能为负数'),
  enabled: z.boolean().default(true),
});
export const feeTariffRow = feeTariffBody.extend({ id: idSchema, version: z.number().int() });
export const feeTariffList = z.array(feeTariffRow);

// ─────────────────────────────── contract-number pattern ───────────────────────────────

/** `PUT /api/htps/config/contractNumberRule`: the pattern is checked by contractNumberPatternError. */
export const contractNumberRuleBody = z.object({
  pattern: z.string({ error: '请输入合同编号规则' }).trim(),
  /** 0 while the body still uses the default pattern (no row yet). */
  version: z.number({ error: '版本号错误' }).int('版本号错误').min(0, '版本号错误'),
});
export type ContractNumberRuleBody = z.infer<typeof contractNumberRuleBody>;

/** The body's contract-number pattern and the number the next approved review would get today. */
export const contractNumberRule = z.object({
  pattern: z.string(),
  version: z.number().int(),
  /** true while no pattern was saved and the default is in use. */
  isDefault: z.boolean(),
  preview: z.string(),
  updatedAt: timestampSchema.nullable(),
});
export type ContractNumberRule = z.infer<typeof contractNumberRule>;

/** `GET /api/htps/config/contractNumberRule/preview?pattern=`: a candidate pattern's next number. */
export const contractNumberPreviewQuery = z.object({
  pattern: z
    .string({ error: '请输入合同编号规则' })
    .trim()
    .max(100, '合同编号规则：编号规则不能超过40个字符'),
});
export const contractNumberPreview = z.object({ preview: z.string() });

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** A configuration row's save: a new row has no id and version, a changed one has both. */
const optionalIdVersion = z.object({ id: idSchema.optional(), version: versionSchema.optional() });

/** The schemas of each contract-review (htps) endpoint (its route: endpoints.ts). */
export const contractReviewSchemas = {
  calculateAuditTime: { body: auditTimeCalculateBody, result: auditTimeCalculateResult },
  listReviews: { query: reviewListQuery, result: reviewPage },
  exportReviews: { query: reviewExportQuery, result: 'file' },
  getReview: { query: idQuery, result: reviewDetail },
  saveReview: { body: reviewEditBody, result: savedRecord },
  approveReview: { body: reviewStepBody, result: reviewApproved },
  returnReview: { body: reviewReturnBody, result: savedRecord },
  fileReviewRecord: { body: z.object({ id: idSchema }), result: reviewRecordResult },
  getContract: { query: idQuery, result: contractDetail },
  saveContract: { body: contractEditBody, result: savedRecord },
  approveContract: { body: contractStepBody, result: savedRecord },
  returnContract: { body: contractReturnBody, result: savedRecord },
  resubmitContract: { body: contractStepBody, result: savedRecord },
  listDurationTables: { result: durationTableList },
  addDurationTable: { body: durationTableBody, result: savedRecord },
  activateDurationTable: { body: idVersion, result: savedRecord },
  listAuditTimeFactors: { result: auditTimeFactorList },
  saveAuditTimeFactor: { body: auditTimeFactorBody.extend(optionalIdVersion.shape), result: savedRecord },
  listFeeTariff: { result: feeTariffList },
  saveFeeTariff: { body: feeTariffBody.extend(optionalIdVersion.shape), result: savedRecord },
  getContractNumberRule: { result: contractNumberRule },
  previewContractNumberRule: { query: contractNumberPreviewQuery, result: contractNumberPreview },
  saveContractNumberRule: { body: contractNumberRuleBody, result: contractNumberRule },
} as const satisfies SchemaTable;
