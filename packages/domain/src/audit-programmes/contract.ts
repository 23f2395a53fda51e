/**
 * The contract of 审核方案 (shfa): programmes and their rows, audit projects, plans with their
 * schedule, sites and team, the plan actions and the candidate search. The server's routes and the
 * web's api.ts use these schemas (the web as types only).
 */
import { z } from 'zod';
import { AUDITOR_SCHEMES } from '../auditors/code-tables.ts';
import { candidateRow } from '../auditors/contract.ts';
import {
  calendarDate,
  idQuery,
  idSchema,
  pageSchema,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { filterText, optionalQueryCode } from '../common/fields.ts';
import { pageQuerySchema } from '../paging.ts';
import { MAX_SCHEDULE_SPAN_DAYS, withinScheduleSpan } from './calendar.ts';
import { TEAM_ROLES } from './team.ts';

const schemeCode = z.enum(AUDITOR_SCHEMES.map((s) => s.code) as [string, ...string[]], {
  error: '请选择体系',
});
const days = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}不能小于0`)
    .max(999, `${label}不能大于999`)
    .refine((v) => Number.isInteger(v * 2), `${label}须为0.5的整数倍`);
const reasonText = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(500, `${label}长度不能超过500个字符`);
const professionalCode = z
  .string()
  .regex(/^\d{2}\.\d{2}\.\d{2}$/, '专业代码格式应为 大类.中类.小类，如 19.05.01');

// ───────────────────────────────────────────── programmes ─────────────────────────────────────────

export const PROGRAMME_SORT_NAMES = ['createTime', 'enterpriseName', 'nextDueTo'] as const;
export const programmeListQuery = pageQuerySchema(PROGRAMME_SORT_NAMES).extend({
  enterpriseName: filterText(100),
  contractNo: filterText(50),
  scheme: filterText(20),
  /** 1 active, 2 closed. */
  status: optionalQueryCode('方案状态', [1, 2]),
});
export const programmeExportQuery = programmeListQuery.omit({ pageNo: true, pageSize: true });

export const programmeRowSchema = z.object({
  id: idSchema,
  seq: z.number().int(),
  cycleNo: z.number().int(),
  auditType: z.number().int(),
  stage: z.number().int().nullable(),
  dueFrom: z.string(),
  dueTo: z.string(),
  days: z.number(),
  sitesToSample: z.number().int(),
  estimated: z.boolean(),
  /** The project made from the row, if any. */
  projectId: idSchema.nullable(),
  projectStatus: z.number().int().nullable(),
  /** The plan the project is on. */
  planId: idSchema.nullable(),
});
export type ProgrammeRowView = z.infer<typeof programmeRowSchema>;

export const programmeListRow = z.object({
  id: idSchema,
  version: z.number().int(),
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  contractNo: z.string(),
  scheme: z.string(),
  standardName: z.string(),
  cycleNo: z.number().int(),
  cycleStart: z.string().nullable(),
  expiryDate: z.string().nullable(),
  ruleSetId: z.string(),
  status: z.number().int(),
  isTransfer: z.boolean(),
  /** The next open row (no project yet). */
  nextAuditType: z.number().int().nullable(),
  nextDueTo: z.string().nullable(),
  createTime: timestampSchema,
});
export const programmePage = pageSchema(programmeListRow);
export type ProgrammeListRow = z.infer<typeof programmeListRow>;

export const programmeDetail = programmeListRow.extend({
  contractId: idSchema.nullable(),
  contractItemId: idSchema.nullable(),
  scopeText: z.string(),
  codes: z.array(z.string()),
  stage1Days: z.number(),
  stage2Days: z.number(),
  surveillanceDays: z.number(),
  recertificationDays: z.number(),
  sitesToSample: z.number().int(),
  branchCode: z.string(),
  rows: z.array(programmeRowSchema),
});
export type ProgrammeDetail = z.infer<typeof programmeDetail>;

/** A programme typed in by hand (a contract made outside the system, or before contracts exist). */
export const programmeBody = z
  .object({
    enterpriseId: idSchema,
    contractNo: z
      .string({ error: '请输入合同编号' })
      .trim()
      .min(1, '请输入合同编号')
      .max(50, '合同编号长度不能超过50个字符'),
    scheme: schemeCode,
    standardName: z.string().trim().max(100, '标准名称长度不能超过100个字符').default(''),
    scopeText: z.string().trim().max(2000, '认证范围长度不能超过2000个字符').default(''),
    codes: z.array(professionalCode).max(200, '专业代码过多').default([]),
    approvedOn: calendarDate('合同批准日期'),
    stage1Days: days('一阶段人日'),
    stage2Days: days('二阶段人日'),
    surveillanceDays: days('监督审核人日'),
    recertificationDays: days('再认证人日'),
    sitesToSample: z.coerce
      .number()
      .int('抽样场所数必须是整数')
      .min(1, '抽样场所数至少为1')
      .max(999)
      .default(1),
    branchCode: z.string().trim().max(10).default(''),
    /** A transfer (转机构): the transferred cycle's start and expiry and the first audit type. */
    transfer: z
      .object({
        cycleStart: calendarDate('原认证周期开始日期'),
        expiryDate: calendarDate('原证书到期日期'),
        firstAuditType: z.union([z.literal(5), z.literal(6), z.literal(7)], {
          error: '请选择转机构审核类型',
        }),
      })
      .nullable()
      .default(null),
  })
  .refine((b) => !b.transfer || b.transfer.expiryDate > b.transfer.cycleStart, {
    message: '原证书到期日期必须晚于周期开始日期',
    path: ['transfer', 'expiryDate'],
  });

export const programmeRowEdit = z
  .object({
    id: idSchema,
    dueFrom: calendarDate('最早日期'),
    dueTo: calendarDate('最晚日期'),
    days: days('人日'),
    sitesToSample: z.coerce.number().int().min(1, '抽样场所数至少为1').max(999),
  })
  .refine((r) => r.dueFrom <= r.dueTo, { message: '最早日期不能晚于最晚日期', path: ['dueTo'] });
export const programmeEditBody = z.object({
  id: idSchema,
  version: versionSchema,
  rows: z.array(programmeRowEdit).max(20),
});

export const createProjectsBody = z.object({
  programmeId: idSchema.optional(),
  /** Rows due by this date (default today). */
  asOf: calendarDate('截止日期').optional(),
});
export const createProjectsResult = z.object({
  projects: z.number().int(),
  plans: z.number().int(),
});

// ─────────────────────────────────────────────── plans ────────────────────────────────────────────

export const scheduleDaySchema = z.object({
  date: calendarDate('审核日期'),
  period: z.coerce.number({ error: '请选择时间段' }).int().min(1, '请选择时间段').max(7, '请选择时间段'),
});

export const teamMemberBody = z
  .object({
    auditorId: idSchema,
    role: z.coerce
      .number({ error: '请选择组内身份' })
      .int()
      .min(1, '请选择组内身份')
      .max(6, '请选择组内身份'),
    scheme: schemeCode,
    codes: z.array(professionalCode).max(200).default([]),
    days: z
      .array(scheduleDaySchema)
      .max(120, '审核日期过多')
      .refine(withinScheduleSpan, `审核日期的跨度不能超过${MAX_SCHEDULE_SPAN_DAYS}天`)
      .default([]),
    supervisorId: idSchema.nullable().default(null),
  })
  .refine((m) => m.role !== 4 || m.supervisorId, {
    message: '实习审核员须指定带教审核员',
    path: ['supervisorId'],
  });

export const planSiteBody = z.object({
  name: z.string().trim().min(1, '请输入场所名称').max(200, '场所名称长度不能超过200个字符'),
  address: z.string().trim().max(300, '场所地址长度不能超过300个字符').default(''),
  /** 1 fixed, 2 temporary, 3 virtual. */
  siteType: z.coerce.number().int().min(1).max(3).default(1),
});

export const planEditBody = z.object({
  id: idSchema,
  version: versionSchema,
  method: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: '请选择审核方式' }),
  schedule: z
    .array(scheduleDaySchema)
    .min(1, '请安排审核日期')
    .max(120, '审核日期过多')
    .refine(withinScheduleSpan, `审核日期的跨度不能超过${MAX_SCHEDULE_SPAN_DAYS}天`),
  offsiteDays: days('非现场人日').default(0),
  sites: z.array(planSiteBody).max(50).default([]),
  notes: z.string().trim().max(2000, '备注长度不能超过2000个字符').default(''),
});

export const planTeamBody = z.object({
  id: idSchema,
  version: versionSchema,
  members: z.array(teamMemberBody).min(1, '请选择审核组成员').max(30, '审核组成员过多'),
  /** Needed when the plan was approved: swapping a member sends it back to approval. */
  reason: z.string().trim().max(500).default(''),
});

export const planActionBody = z.object({ id: idSchema, version: versionSchema });
export const planIdBody = z.object({ id: idSchema });
export const planTeamSaved = z.object({
  id: idSchema,
  version: z.number().int(),
  status: z.number().int(),
  members: z.number().int(),
});
export const planReasonBody = planActionBody.extend({ reason: reasonText('原因') });

export const PLAN_SORT_NAMES = ['createTime', 'startDate', 'planNo'] as const;
export const planListQuery = pageQuerySchema(PLAN_SORT_NAMES).extend({
  status: optionalQueryCode('计划状态', [0, 1, 2, 3, 4, 5]),
  dateFrom: calendarDate('开始日期').optional(),
  dateTo: calendarDate('结束日期').optional(),
  scheme: filterText(20),
  auditorName: filterText(50),
  enterpriseName: filterText(100),
  branchCode: filterText(10),
  planNo: filterText(30),
});
export const planExportQuery = planListQuery.omit({ pageNo: true, pageSize: true });

export const planListRow = z.object({
  id: idSchema,
  version: z.number().int(),
  planNo: z.string(),
  status: z.number().int(),
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  branchCode: z.string(),
  schemes: z.array(z.string()),
  auditTypes: z.array(z.number().int()),
  stage: z.number().int().nullable(),
  method: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  leaderName: z.string(),
  teamNames: z.string(),
  requiredDays: z.number(),
  abortReason: z.string(),
  /** The last return, rejection, team change or abort reason. */
  reason: z.string(),
  noticeSentAt: timestampSchema.nullable(),
  createTime: timestampSchema,
});
export const planPage = pageSchema(planListRow);
export type PlanListRow = z.infer<typeof planListRow>;

export const planProjectRow = z.object({
  id: idSchema,
  programmeId: idSchema,
  scheme: z.string(),
  standardName: z.string(),
  contractNo: z.string(),
  auditType: z.number().int(),
  stage: z.number().int().nullable(),
  dueFrom: z.string(),
  dueTo: z.string(),
  days: z.number(),
  codes: z.array(z.string()),
  status: z.number().int(),
});
export const teamMemberRow = z.object({
  id: idSchema,
  auditorId: idSchema,
  name: z.string(),
  role: z.number().int(),
  scheme: z.string(),
  codes: z.array(z.string()),
  days: z.array(scheduleDaySchema),
  halfDays: z.number().int(),
  supervisorId: idSchema.nullable(),
});
export const planHistoryRow = z.object({
  id: idSchema,
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  action: z.string(),
  reason: z.string(),
  byName: z.string(),
  at: timestampSchema,
});
export const planViolation = z.object({
  rule: z.string(),
  auditorId: z.string().optional(),
  message: z.string(),
});
export const planDetail = planListRow.extend({
  offsiteDays: z.number(),
  notes: z.string(),
  reportingMethod: z.string().nullable(),
  submittedBy: z.string().nullable(),
  approvedByName: z.string(),
  approvedAt: timestampSchema.nullable(),
  schedule: z.array(scheduleDaySchema),
  sites: z.array(planSiteBody.extend({ id: idSchema })),
  projects: z.array(planProjectRow),
  team: z.array(teamMemberRow),
  history: z.array(planHistoryRow),
  /** The guards of DOMAIN §3.3 as they stand now (empty: may be submitted and approved). */
  violations: z.array(planViolation),
  plannedDays: z.number(),
});
export type PlanDetail = z.infer<typeof planDetail>;

/** Refused submit/approve: every violation listed. */
export const planActionResult = z.object({
  id: idSchema,
  version: z.number().int(),
  status: z.number().int(),
});

/**
 * The candidate search, a page at a time: every competent auditor is rated and ranked on the
 * server, one page of them is sent (2,000 explanations are not built and shipped for a list of 8).
 */
export const planCandidatesBody = z.object({
  planId: idSchema,
  pageNo: pageQuerySchema(['name'] as const).shape.pageNo,
  pageSize: pageQuerySchema(['name'] as const, 50).shape.pageSize,
});
/** An auditor candidate of the people area's search, with the schemes the auditor is registered in. */
export const planCandidateRow = candidateRow.extend({ schemes: z.array(z.string()) });
export const planCandidatesResult = z.object({
  /** One page of the auditors with a competence near one of the plan's codes, rated, best first. */
  candidates: z.array(planCandidateRow),
  /** How many were rated (every page), and how many of them can be assigned (they come first). */
  total: z.number().int(),
  eligible: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
  uncoveredCodes: z.array(z.string()),
  /** The other active auditors, left out because they hold none of the plan's codes (counted, not listed). */
  withoutCodes: z.number().int(),
});
export type PlanCandidate = z.infer<typeof planCandidateRow>;

export const noticeResult = z.object({ recipients: z.number().int(), sentAt: timestampSchema });

/**
 * 我的审核任务: plans the signed-in auditor is on (to be approved and approved), filtered by status,
 * dates (plans overlapping the range), enterprise and the auditor's own role, sorted on the server.
 */
export const MY_TASK_STATUSES = [1, 3] as const;
export const myTaskFilters = z.object({
  status: optionalQueryCode('计划状态', MY_TASK_STATUSES),
  dateFrom: calendarDate('开始日期').optional(),
  dateTo: calendarDate('结束日期').optional(),
  enterpriseName: filterText(100),
  role: optionalQueryCode(
    '组内身份',
    TEAM_ROLES.map((r) => r.code),
  ),
});
export const myTaskQuery = pageQuerySchema(PLAN_SORT_NAMES).extend(myTaskFilters.shape);
export const myTaskExportQuery = myTaskQuery.omit({ pageNo: true, pageSize: true });
/** The plan's audit projects (one per standard): the task's 执行审核 opens each. */
export const myTaskProject = z.object({
  id: idSchema,
  scheme: z.string(),
  standardName: z.string(),
  auditType: z.number().int(),
  stage: z.number().int().nullable(),
});
export const myTaskRow = planListRow.extend({
  myRole: z.number().int(),
  myHalfDays: z.number().int(),
  projects: z.array(myTaskProject),
});
export const myTaskPage = pageSchema(myTaskRow);

// ─────────────────────────────────────────── 审核日程 (calendar) ──────────────────────────────────────

/** 审核日程: the tenant's auditors by half-day over a week or month, one page of auditors at a time. */
export const calendarQuery = pageQuerySchema(['name'] as const, 20)
  .extend({
    from: calendarDate('开始日期'),
    to: calendarDate('结束日期'),
    scheme: schemeCode.optional().or(z.literal('').transform(() => undefined)),
    code: z
      .string()
      .trim()
      .regex(/^\d{2}(\.\d{2}){0,2}$/, '专业代码格式应为 大类.中类.小类，如 19.05.01')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    name: filterText(50),
  })
  .refine((q) => q.from <= q.to, { message: '结束日期不能早于开始日期', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 62, {
    message: '日程一次最多查询62天',
    path: ['to'],
  });
export const calendarTaskSchema = z.object({
  planId: idSchema,
  planNo: z.string(),
  enterpriseName: z.string(),
  role: z.number().int(),
  status: z.number().int(),
});
export const calendarSlotSchema = z.object({
  date: z.string(),
  half: z.union([z.literal(1), z.literal(2)]),
  state: z.enum(['free', 'busy', 'leave']),
  tasks: z.array(calendarTaskSchema),
  clash: z.boolean(),
});
export const calendarRow = z.object({
  auditorId: idSchema,
  name: z.string(),
  schemes: z.array(z.string()),
  /** The half-days of the range that are not free (busy or on leave), in order. */
  slots: z.array(calendarSlotSchema),
});
export type CalendarRow = z.infer<typeof calendarRow>;
export const calendarPage = pageSchema(calendarRow).extend({ from: z.string(), to: z.string() });

// ─────────────────────────────────────────── settings ───────────────────────────────────────────

/** The body's planning policy (tenant setting `auditPlanning`). */
export const auditPlanningSettingSchema = z.object({
  /**
   * Rotation (CB policy, DOMAIN §3.3): the most certification cycles in a row one auditor may lead
   * the same client; 0 = no limit.
   */
  rotationMaxCycles: z.coerce
    .number({ error: '组长轮换周期数必须是数字' })
    .int('组长轮换周期数必须是整数')
    .min(0, '组长轮换周期数不能小于0')
    .max(10, '组长轮换周期数不能大于10'),
});
export type AuditPlanningSetting = z.infer<typeof auditPlanningSettingSchema>;
/** The setting as read and written by 计划设置: `version` 0 = never stored (the defaults). */
export const auditPlanningSettingVersioned = auditPlanningSettingSchema.extend({
  version: z.number({ error: '版本号必须是数字' }).int().min(0),
});
export type AuditPlanningSettingVersioned = z.infer<typeof auditPlanningSettingVersioned>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 审核方案 endpoint (its route: endpoints.ts). */
export const auditProgrammeSchemas = {
  getAuditPlanningSetting: { result: auditPlanningSettingVersioned },
  saveAuditPlanningSetting: { body: auditPlanningSettingVersioned, result: auditPlanningSettingVersioned },
  listAuditProgrammes: { query: programmeListQuery, result: programmePage },
  getAuditProgramme: { query: idQuery, result: programmeDetail },
  addAuditProgramme: { body: programmeBody, result: savedRecord },
  editAuditProgramme: { body: programmeEditBody, result: savedRecord },
  createDueAuditProjects: { body: createProjectsBody, result: createProjectsResult },
  exportAuditProgrammes: { query: programmeExportQuery, result: 'file' },
  listAuditPlans: { query: planListQuery, result: planPage },
  getAuditPlan: { query: idQuery, result: planDetail },
  editAuditPlan: { body: planEditBody, result: savedRecord },
  setAuditPlanTeam: { body: planTeamBody, result: planTeamSaved },
  findAuditPlanCandidates: { body: planCandidatesBody, result: planCandidatesResult },
  submitAuditPlan: { body: planActionBody, result: planActionResult },
  approveAuditPlan: { body: planActionBody, result: planActionResult },
  returnAuditPlan: { body: planReasonBody, result: planActionResult },
  rejectAuditPlan: { body: planReasonBody, result: planActionResult },
  sendAuditNotice: { body: planIdBody, result: noticeResult },
  printAuditNotice: { query: idQuery, result: 'file' },
  exportAuditPlans: { query: planExportQuery, result: 'file' },
  listAbortablePlans: { query: planListQuery, result: planPage },
  abortAuditPlan: { body: planReasonBody, result: planActionResult },
  listMyAuditTasks: { query: myTaskQuery, result: myTaskPage },
  exportMyAuditTasks: { query: myTaskExportQuery, result: 'file' },
  printMyTaskAuditNotice: { query: idQuery, result: 'file' },
  listAuditorCalendar: { query: calendarQuery, result: calendarPage },
} as const satisfies SchemaTable;
