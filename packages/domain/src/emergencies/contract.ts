/**
 * The contract of the 应急响应 (yjxy) endpoints: request schemas (Chinese messages; bad input is 400
 * and writes nothing) and response schemas. The server validates and serialises with them, the web
 * infers its types from them, and the OpenAPI document is generated from them.
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
import { EMERGENCY_MAX_MONTHS, EMERGENCY_SCOPES, EMERGENCY_TYPES } from './rules.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

const monthsOf = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能为负数`)
    .max(EMERGENCY_MAX_MONTHS, `${label}不能超过${EMERGENCY_MAX_MONTHS}个月`);

const codeList = (label: string) =>
  z
    .array(z.string().trim().min(1).max(20, `${label}代码过长`), { error: `${label}格式错误` })
    .max(100, `${label}最多100个`)
    .default([]);

const eventFields = z.object({
  title: z
    .string({ error: '请输入事件标题' })
    .trim()
    .min(1, '请输入事件标题')
    .max(100, '事件标题长度不能超过100个字符'),
  eventType: z.enum(EMERGENCY_TYPES.map((t) => t.code) as [string, ...string[]], {
    error: '请选择事件类型',
  }),
  regions: codeList('地区'),
  occurredAt: calendarDate('发生日期'),
  description: z
    .string({ error: '事件描述必须是文本' })
    .trim()
    .max(2000, '事件描述长度不能超过2000个字符')
    .default(''),
  remoteAuditAllowed: z.boolean({ error: '请选择是否允许远程审核' }).default(false),
  postponementMonths: monthsOf('延期月数').default(0),
  extensionMonths: monthsOf('有效期延长月数').default(0),
  scope: z.enum(EMERGENCY_SCOPES.map((s) => s.code) as [string, ...string[]], {
    error: '请选择受影响企业的范围',
  }),
  industries: codeList('行业'),
  enterpriseIds: z.array(idSchema).max(500, '指定企业最多500家').default([]),
});

function scopeChosen(v: z.infer<typeof eventFields>, ctx: z.RefinementCtx) {
  if (v.scope === 'region' && v.regions.length === 0)
    ctx.addIssue({ code: 'custom', path: ['regions'], message: '按地区选择受影响企业时请选择地区' });
  if (v.scope === 'industry' && v.industries.length === 0)
    ctx.addIssue({ code: 'custom', path: ['industries'], message: '按行业选择受影响企业时请选择行业' });
  if (v.scope === 'list' && v.enterpriseIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['enterpriseIds'], message: '请选择受影响的企业' });
}

export const eventBody = eventFields.superRefine(scopeChosen);
export type EventInput = z.infer<typeof eventBody>;

export const eventEditBody = eventFields
  .extend({ id: idSchema, version: versionSchema })
  .superRefine(scopeChosen);

export const EVENT_SORT_NAMES = ['title', 'occurredAt', 'status', 'createTime'] as const;

export const eventFilters = z.object({
  title: z
    .string()
    .trim()
    .max(100, '标题过长')
    .optional()
    .transform((v) => v || undefined),
  status: z
    .union([z.literal('0'), z.literal('1'), z.literal('2'), z.literal('')], { error: '状态只能是 0、1 或 2' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  eventType: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((v) => v || undefined),
});

export const eventListQuery = pageQuerySchema(EVENT_SORT_NAMES).extend(eventFilters.shape);
/** The export's query: the list's filters and order, without paging. */
export const eventExportQuery = eventListQuery.omit({ pageNo: true, pageSize: true });

/** 应急通知: the link goes as a message always, by e-mail and SMS where the body has them. */
export const eventNoticeBody = z.object({
  id: idSchema,
  sendEmail: z.boolean().default(true),
  sendSms: z.boolean().default(false),
});

export const eventEnterpriseQuery = pageQuerySchema(['name', 'respondedAt'] as const).extend({
  id: idSchema,
  responded: z
    .union([z.literal('0'), z.literal('1'), z.literal('')])
    .optional()
    .transform((v) => (v ? v === '1' : undefined)),
});

export const eventDueQuery = z.object({ id: idSchema, enterpriseId: idSchema });

export const postponeBody = z.object({
  id: idSchema,
  enterpriseId: idSchema,
  programmeRowId: idSchema,
  months: z.coerce.number({ error: '请输入延期月数' }).int('延期月数必须是整数'),
  reason: z.string().trim().max(500, '说明长度不能超过500个字符').default(''),
});

export const extendBody = z.object({
  id: idSchema,
  enterpriseId: idSchema,
  certificateId: idSchema,
  months: z.coerce.number({ error: '请输入延长月数' }).int('延长月数必须是整数'),
  reason: z.string().trim().max(500, '说明长度不能超过500个字符').default(''),
});

export const letterQuery = z.object({ id: idSchema });

export const eventEnterpriseOptionsQuery = z.object({
  keyword: z
    .string()
    .trim()
    .max(100, '关键字过长')
    .optional()
    .transform((v) => v || undefined),
});

/**
 * The public page's key: the event and the enterprise's own token from the link (in the link's
 * fragment, so no server or proxy log sees it; the calls send it in their bodies).
 */
export const publicEmergencyQuery = z.object({
  id: z.string().max(64),
  token: z.string().max(128).default(''),
});

export const emergencyResponseBody = z.object({
  id: z.string().max(64),
  token: z.string().max(128),
  canOperate: z.boolean({ error: '请选择能否正常运营' }),
  expectedRecovery: calendarDate('预计恢复日期').nullable().default(null),
  alternativeSites: z.string().trim().max(500, '替代场所长度不能超过500个字符').default(''),
  postponementWanted: z.boolean({ error: '请选择是否申请延期审核' }).default(false),
  remark: z.string().trim().max(1000, '备注长度不能超过1000个字符').default(''),
});
export type EmergencyResponseInput = z.infer<typeof emergencyResponseBody>;

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** A row of the list. */
export const eventRow = z.object({
  id: idSchema,
  title: z.string(),
  eventType: z.string(),
  regions: z.array(z.string()),
  occurredAt: z.string(),
  status: z.number().int(),
  postponementMonths: z.number().int(),
  extensionMonths: z.number().int(),
  remoteAuditAllowed: z.boolean(),
  affected: z.number().int(),
  responded: z.number().int(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type EventRow = z.infer<typeof eventRow>;
export const eventPage = pageSchema(eventRow);

/** An event as its edit and notice pages show it. */
export const eventDetail = eventRow.extend({
  description: z.string(),
  scope: z.string(),
  industries: z.array(z.string()),
  enterpriseIds: z.array(idSchema),
  enterpriseNames: z.array(z.string()),
  publishedAt: timestampSchema.nullable(),
  closedAt: timestampSchema.nullable(),
  noticeSentAt: timestampSchema.nullable(),
});
export type EventDetail = z.infer<typeof eventDetail>;

/** What was decided for an enterprise: an audit postponed or a certificate's validity extended. */
export const decisionRow = z.object({
  id: idSchema,
  kind: z.enum(['audit', 'validity']),
  subject: z.string(),
  originalDate: z.string(),
  newDate: z.string(),
  months: z.number().int(),
  createTime: timestampSchema,
});
export type DecisionRow = z.infer<typeof decisionRow>;

/** An affected enterprise with its response (if any) and what was decided. */
export const eventEnterpriseRow = z.object({
  enterpriseId: idSchema,
  name: z.string(),
  regionCode: z.string().nullable(),
  industryCode: z.string().nullable(),
  noticeSentAt: timestampSchema.nullable(),
  respondedAt: timestampSchema.nullable(),
  canOperate: z.boolean().nullable(),
  expectedRecovery: z.string().nullable(),
  alternativeSites: z.string(),
  postponementWanted: z.boolean().nullable(),
  remark: z.string(),
  decisions: z.array(decisionRow),
});
export type EventEnterpriseRow = z.infer<typeof eventEnterpriseRow>;
export const eventEnterprisePage = pageSchema(eventEnterpriseRow);

/** An enterprise's audits and certificates a decision may move. */
export const eventDueResult = z.object({
  audits: z.array(
    z.object({
      programmeRowId: idSchema,
      auditType: z.number().int(),
      scheme: z.string(),
      dueTo: z.string(),
      deadline: z.string(),
      postponedMonths: z.number().int(),
      postponedTo: z.string().nullable(),
    }),
  ),
  certificates: z.array(
    z.object({
      certificateId: idSchema,
      certNo: z.string(),
      standardCode: z.string(),
      expiryDate: z.string(),
      extendedMonths: z.number().int(),
    }),
  ),
});
export type EventDueResult = z.infer<typeof eventDueResult>;

export const eventEnterpriseOption = z.object({ id: idSchema, code: z.string(), name: z.string() });
export type EventEnterpriseOption = z.infer<typeof eventEnterpriseOption>;

export const decisionSaved = z.object({ id: idSchema, newDate: z.string() });

export const noticeSent = z.object({
  sent: z.number().int(),
  email: z.number().int(),
  sms: z.number().int(),
});

/** The public page: the event as the enterprise sees it, its own name and response. */
export const publicEmergency = z.object({
  title: z.string(),
  eventType: z.string(),
  regions: z.array(z.string()),
  occurredAt: z.string(),
  description: z.string(),
  remoteAuditAllowed: z.boolean(),
  postponementMonths: z.number().int(),
  extensionMonths: z.number().int(),
  status: z.number().int(),
  bodyName: z.string(),
  enterpriseName: z.string(),
  response: z
    .object({
      canOperate: z.boolean(),
      expectedRecovery: z.string().nullable(),
      alternativeSites: z.string(),
      postponementWanted: z.boolean(),
      remark: z.string(),
      respondedAt: timestampSchema,
    })
    .nullable(),
  decisions: z.array(decisionRow.omit({ createTime: true })),
});
export type PublicEmergency = z.infer<typeof publicEmergency>;

export const responseSaved = z.object({ respondedAt: timestampSchema });

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 应急响应 endpoint (its route: endpoints.ts). */
export const emergencySchemas = {
  listEvents: { query: eventListQuery, result: eventPage },
  getEvent: { query: idQuery, result: eventDetail },
  addEvent: { body: eventBody, result: savedRecord },
  editEvent: { body: eventEditBody, result: savedRecord },
  deleteEvent: { query: idVersion, result: removedRecord },
  exportEvents: { query: eventExportQuery, result: 'file' },
  publishEvent: { body: idVersion, result: savedRecord },
  closeEvent: { body: idVersion, result: savedRecord },
  sendEventNotice: { body: eventNoticeBody, result: noticeSent },
  listEventEnterprises: { query: eventEnterpriseQuery, result: eventEnterprisePage },
  listEventEnterpriseOptions: { query: eventEnterpriseOptionsQuery, result: z.array(eventEnterpriseOption) },
  getEventDue: { query: eventDueQuery, result: eventDueResult },
  postponeAudit: { body: postponeBody, result: decisionSaved },
  extendValidity: { body: extendBody, result: decisionSaved },
  downloadExtensionLetter: { query: letterQuery, result: 'file' },
  getPublicEmergency: { body: publicEmergencyQuery, result: publicEmergency },
  respondEmergency: { body: emergencyResponseBody, result: responseSaved },
  downloadPublicLetter: { body: publicEmergencyQuery.extend({ letter: idSchema }), result: 'file' },
} as const satisfies SchemaTable;
