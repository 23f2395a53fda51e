/**
 * The contract of the application intake (xmsl) endpoints: who may call what, the request schemas
 * (Chinese messages; bad input is 400 and writes nothing) and the response schemas. The server
 * validates and serialises with them, the web infers its types from them, and the OpenAPI document
 * is generated from them.
 */
import { z } from 'zod';
import { AUDIT_METHODS } from '../audit-process.ts';
import {
  calendarDate,
  idQuery,
  idSchema,
  pageSchema,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import {
  emptyToUndefined,
  formText,
  optionalFormCode,
  optionalFormDate,
  optionalFormText,
} from '../common/fields.ts';
import { RISK_LEVELS, YES_NO } from '../enums.ts';
import type { CodeLabel } from '../labels.ts';
import { pageQuerySchema } from '../paging.ts';
import { PROFESSIONAL_CODE_MESSAGE, PROFESSIONAL_CODE_PATTERN } from '../reference/professional-codes.ts';
import { APPLICATION_CHANGE_TYPES, INFO_CHANGE_TYPES, SYSTEM_NUMBERS } from './code-tables.ts';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPE_TRANSFER,
  APPLICATION_TYPES,
  CHANGE_REQUEST_STATUSES,
  ELIGIBILITY_ITEMS,
  type EligibilityItem,
} from './intake.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

const codeIn = (table: readonly CodeLabel[], message: string) =>
  z.coerce.number({ error: message }).refine((v) => table.some((r) => r.code === v), message);
const count = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能小于0`)
    .max(10_000_000, `${label}过大`);
const uuid = (message: string) => z.uuid({ error: message });

/** One standard of an application (becomes a contract item after review). */
export const applicationItemSchema = z
  .object({
    certificateStandardId: uuid('请选择认证标准'),
    standardVersion: formText(50, '标准版本').default(''),
    scopeZh: formText(2000, '认证范围（中文）').min(1, '请输入认证范围（中文）'),
    scopeEn: formText(2000, '认证范围（英文）').default(''),
    professionalCodes: z
      .array(z.string().trim().regex(PROFESSIONAL_CODE_PATTERN, PROFESSIONAL_CODE_MESSAGE))
      .max(50, '专业代码最多50个')
      .default([]),
    riskLevel: codeIn(RISK_LEVELS, '风险等级只能是1-4').nullable().default(null),
    headcount: count('体系覆盖人数'),
    effectivePersonnel: count('有效人数'),
    exclusions: formText(1000, '删减条款').default(''),
    auditMethod: codeIn(AUDIT_METHODS, '审核方式不正确').default(1),
    systemNumber: codeIn(SYSTEM_NUMBERS, '体系数量只能是单体系、双体系或三体系').default(1),
    integratedAudit: codeIn(YES_NO, '结合审核只能是0或1').default(0),
  })
  .refine((i) => i.effectivePersonnel <= i.headcount, {
    message: '有效人数不能大于体系覆盖人数',
    path: ['effectivePersonnel'],
  });
export type ApplicationItemInput = z.infer<typeof applicationItemSchema>;

const checklistSchema = z
  .object(
    Object.fromEntries(ELIGIBILITY_ITEMS.map((i) => [i.code, z.boolean().optional()])) as Record<
      EligibilityItem,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict()
  .default({});

/** The editable fields of an application (create and update). */
export const applicationInputSchema = z
  .object({
    enterpriseId: uuid('请选择申请企业'),
    applicationType: codeIn(APPLICATION_TYPES, '申请类型不正确'),
    receivedDate: calendarDate('受理日期'),
    originalBody: formText(200, '原认证机构').default(''),
    originalCertificateNo: formText(100, '原证书编号').default(''),
    contactName: formText(50, '联系人').default(''),
    contactPhone: formText(30, '联系电话').default(''),
    remark: formText(1000, '备注').default(''),
    eligibility: checklistSchema,
    items: z.array(applicationItemSchema).min(1, '请至少添加一个认证标准').max(20, '认证标准最多20个'),
  })
  .superRefine((a, ctx) => {
    if (a.applicationType === APPLICATION_TYPE_TRANSFER) {
      if (!a.originalBody)
        ctx.addIssue({ code: 'custom', path: ['originalBody'], message: '转机构认证请输入原认证机构' });
      if (!a.originalCertificateNo)
        ctx.addIssue({
          code: 'custom',
          path: ['originalCertificateNo'],
          message: '转机构认证请输入原证书编号',
        });
    }
    const ids = a.items.map((i) => i.certificateStandardId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: '同一认证标准不能重复添加' });
  });
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

/** A change request (变更申请) on an application: what changes, from what to what, and why. */
export const changeRequestInputSchema = z
  .object({
    changeType: codeIn(APPLICATION_CHANGE_TYPES, '请选择变更类型'),
    infoChangeTypes: z
      .array(codeIn(INFO_CHANGE_TYPES, '信息变更类型不正确'))
      .max(22, '信息变更类型最多22个')
      .default([]),
    beforeValue: formText(2000, '变更前内容').min(1, '请输入变更前内容'),
    afterValue: formText(2000, '变更后内容').min(1, '请输入变更后内容'),
    reason: formText(1000, '变更原因').min(1, '请输入变更原因'),
    otherDescription: formText(200, '其他变更说明').default(''),
  })
  .superRefine((c, ctx) => {
    if (c.changeType === 99 && !c.otherDescription)
      ctx.addIssue({
        code: 'custom',
        path: ['otherDescription'],
        message: '变更类型为“其他”时请说明变更内容',
      });
    if (c.beforeValue === c.afterValue)
      ctx.addIssue({ code: 'custom', path: ['afterValue'], message: '变更后内容与变更前相同' });
    if (new Set(c.infoChangeTypes).size !== c.infoChangeTypes.length)
      ctx.addIssue({ code: 'custom', path: ['infoChangeTypes'], message: '信息变更类型不能重复' });
  });
export type ChangeRequestInput = z.infer<typeof changeRequestInputSchema>;

/** A reviewer's return needs a reason the applicant can act on. */
export const returnReasonSchema = formText(500, '退回原因').min(2, '请输入退回原因（至少2个字）');

const optionalId = z.preprocess(emptyToUndefined, idSchema.optional());

/** `{ id, version }` of a step on an application or a change request (submit, accept …). */
export const applicationStepBody = z.object({ id: idSchema, version: versionSchema });
export const applicationReturnBody = applicationStepBody.extend({ reason: returnReasonSchema });

export const APPLICATION_SORT_NAMES = [
  'applyNo',
  'receivedDate',
  'status',
  'createTime',
  'submitTime',
] as const;

export const applicationFilters = z.object({
  applyNo: optionalFormText(50, '申请编号'),
  enterpriseName: optionalFormText(100, '企业名称'),
  enterpriseId: optionalId,
  partnerId: optionalId,
  certificateStandardId: optionalId,
  status: optionalFormCode(APPLICATION_STATUSES, '申请状态不正确'),
  applicationType: optionalFormCode(APPLICATION_TYPES, '申请类型不正确'),
  receivedFrom: optionalFormDate('受理日期'),
  receivedTo: optionalFormDate('受理日期'),
  /** 申请统计's drill-down: the client's province (region code) and branch company. */
  province: optionalFormText(6, '省份'),
  branch: optionalFormText(64, '分公司'),
});
/** The filters as the web sends them (all optional; the schema's input is blank-tolerant). */
export type ApplicationFilters = z.output<typeof applicationFilters>;

export const applicationListQuery = pageQuerySchema(APPLICATION_SORT_NAMES).extend(applicationFilters.shape);
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;
export const applicationExportQuery = applicationListQuery.omit({ pageNo: true, pageSize: true });
export type ApplicationExportQuery = z.infer<typeof applicationExportQuery>;

/** Create: the fields, plus `submit` to save and submit in one step. */
export const applicationCreateBody = applicationInputSchema.and(
  z.object({ submit: z.boolean().optional().default(false) }),
);
export const applicationEditBody = applicationInputSchema.and(applicationStepBody);

export const applicationNumberRuleBody = z.object({
  pattern: z.string({ error: '请输入编号规则' }).trim(),
  /** 0 while the tenant still uses the default rule. */
  version: z.coerce.number().int().min(0),
});

export const applicationEnterpriseOptionsQuery = z.object({ keyword: optionalFormText(100, '关键字') });

export const CHANGE_REQUEST_SORT_NAMES = ['createTime', 'changeType', 'status'] as const;
export const changeRequestFilters = z.object({
  applyNo: optionalFormText(50, '申请编号'),
  enterpriseName: optionalFormText(100, '企业名称'),
  applicationId: optionalId,
  changeType: optionalFormCode(APPLICATION_CHANGE_TYPES, '变更类型不正确'),
  status: optionalFormCode(CHANGE_REQUEST_STATUSES, '变更状态不正确'),
});
export type ChangeRequestFilters = z.output<typeof changeRequestFilters>;
export const changeRequestListQuery = pageQuerySchema(CHANGE_REQUEST_SORT_NAMES).extend(
  changeRequestFilters.shape,
);
export type ChangeRequestListQuery = z.infer<typeof changeRequestListQuery>;

export const changeRequestCreateBody = changeRequestInputSchema.and(
  z.object({
    applicationId: idSchema,
    /** 1 when raised from the auditor zone (the page returns there). */
    fromZone: z.coerce.number().int().min(0).max(1).optional().default(0),
  }),
);
export const changeRequestEditBody = changeRequestInputSchema.and(applicationStepBody);

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

const time = timestampSchema.nullable();

/** A row of the application list (and of its Excel export). */
export const applicationRow = z.object({
  id: idSchema,
  version: z.number().int(),
  applyNo: z.string(),
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  partnerName: z.string(),
  applicationType: z.number().int(),
  applicationType_dictText: z.string(),
  receivedDate: z.string(),
  /** The standards of the items, e.g. "Q,E". */
  standardCodes: z.string(),
  status: z.number().int(),
  status_dictText: z.string(),
  returnReason: z.string(),
  createTime: time,
  submitTime: time,
  reviewTime: time,
});
export type ApplicationRow = z.infer<typeof applicationRow>;

/** A page of the list; the count stops at 10 000 on large tenants, and `totalCapped` says so. */
export const applicationPage = pageSchema(applicationRow).extend({ totalCapped: z.boolean() });
export type ApplicationPage = z.infer<typeof applicationPage>;

export const applicationItem = z.object({
  id: idSchema,
  certificateStandardId: idSchema,
  standardCode: z.string(),
  standardName: z.string(),
  standardVersion: z.string(),
  scopeZh: z.string(),
  scopeEn: z.string(),
  professionalCodes: z.array(z.string()),
  riskLevel: z.number().int().nullable(),
  riskLevel_dictText: z.string(),
  headcount: z.number().int(),
  effectivePersonnel: z.number().int(),
  exclusions: z.string(),
  auditMethod: z.number().int(),
  auditMethod_dictText: z.string(),
  systemNumber: z.number().int(),
  systemNumber_dictText: z.string(),
  integratedAudit: z.number().int(),
});
export type ApplicationItem = z.infer<typeof applicationItem>;

/** A step of the application's history: who did what, and why (a return's reason). */
export const applicationEvent = z.object({
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  reason: z.string(),
  actorName: z.string(),
  createdAt: time,
});
export type ApplicationEvent = z.infer<typeof applicationEvent>;

/** An application with its items and history (detail, edit, and every step's answer). */
export const applicationDetail = applicationRow.omit({ standardCodes: true }).extend({
  enterpriseNameEn: z.string(),
  creditCode: z.string(),
  partnerId: idSchema.nullable(),
  originalBody: z.string(),
  originalCertificateNo: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  remark: z.string(),
  eligibility: z.record(z.string(), z.boolean()),
  /** Codes of the checklist items not yet confirmed. */
  missingEligibility: z.array(z.string()),
  editable: z.boolean(),
  createByName: z.string(),
  submitByName: z.string(),
  reviewByName: z.string(),
  items: z.array(applicationItem),
  events: z.array(applicationEvent),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** An enterprise the user may apply for (the form's select). */
export const applicationEnterpriseOption = z.object({
  id: idSchema,
  name: z.string(),
  creditCode: z.string(),
  /** The enterprise's primary contact (or its first), which the form fills in ('' when none). */
  contactName: z.string(),
  contactPhone: z.string(),
});
export type ApplicationEnterpriseOption = z.infer<typeof applicationEnterpriseOption>;

/** The tenant's numbering rule; version 0 while it still uses the default. */
export const applicationNumberRule = z.object({ pattern: z.string(), version: z.number().int() });
export type ApplicationNumberRule = z.infer<typeof applicationNumberRule>;

/** The record id under which the tenant's download library files are kept. */
export const downloadLibrary = z.object({ id: idSchema });

/** A change request, as listed and as every change step answers. */
export const changeRequestRow = z.object({
  id: idSchema,
  version: z.number().int(),
  applicationId: idSchema,
  applyNo: z.string(),
  enterpriseName: z.string(),
  changeType: z.number().int(),
  changeType_dictText: z.string(),
  infoChangeTypes: z.array(z.number().int()),
  infoChangeTypes_dictText: z.string(),
  beforeValue: z.string(),
  afterValue: z.string(),
  reason: z.string(),
  otherDescription: z.string(),
  status: z.number().int(),
  status_dictText: z.string(),
  fromZone: z.number().int(),
  createTime: time,
  createByName: z.string(),
});
export type ChangeRequestRow = z.infer<typeof changeRequestRow>;
export const changeRequestPage = pageSchema(changeRequestRow);

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each application (xmsl) endpoint (its route: endpoints.ts). */
export const applicationSchemas = {
  getDownloadLibrary: { result: downloadLibrary },
  listApplications: { query: applicationListQuery, result: applicationPage },
  getApplication: { query: idQuery, result: applicationDetail },
  listApplicationEnterpriseOptions: {
    query: applicationEnterpriseOptionsQuery,
    result: z.array(applicationEnterpriseOption),
  },
  addApplication: { body: applicationCreateBody, result: applicationDetail },
  editApplication: { body: applicationEditBody, result: applicationDetail },
  submitApplication: { body: applicationStepBody, result: applicationDetail },
  acceptApplication: { body: applicationStepBody, result: applicationDetail },
  withdrawApplication: { body: applicationStepBody, result: applicationDetail },
  returnApplication: { body: applicationReturnBody, result: applicationDetail },
  deleteApplication: { query: applicationStepBody, result: z.null() },
  exportApplications: { query: applicationExportQuery, result: 'file' },
  getApplicationNumberRule: { result: applicationNumberRule },
  saveApplicationNumberRule: { body: applicationNumberRuleBody, result: applicationNumberRule },
  listChangeRequests: { query: changeRequestListQuery, result: changeRequestPage },
  getChangeRequest: { query: idQuery, result: changeRequestRow },
  addChangeRequest: { body: changeRequestCreateBody, result: changeRequestRow },
  editChangeRequest: { body: changeRequestEditBody, result: changeRequestRow },
  revokeChangeRequest: { body: applicationStepBody, result: changeRequestRow },
} as const satisfies SchemaTable;
