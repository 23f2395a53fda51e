/**
 * The contract of audit execution (审核项目 shxm, 综合管理 assist): the project list with the SPEC §4
 * status labels, the leader's execution (check-in, stage-1 report, meetings, NCs, finish), the
 * enterprise's NC answers, the on-site file checklist, the archive, aborts, supplementary audits and
 * special approvals. The server's routes and the web's api.ts use these schemas (the web as types).
 */
import { z } from 'zod';
import {
  calendarDate,
  idSchema,
  pageSchema,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { filterText, requiredText, textOrEmpty } from '../common/fields.ts';
import { pageQuerySchema } from '../paging.ts';
import { PROJECT_AUDIT_STATUS_LABELS, type ProjectAuditStatusKey } from '../project-audit-status.ts';
import { ONSITE_DOCUMENT_TYPES } from './documents.ts';
import { DEFAULT_MEMBER_RIGHTS, EXECUTION_TEAM_ACTIONS, type ExecutionTeamAction } from './team-rights.ts';

const STATUS_KEYS = Object.keys(PROJECT_AUDIT_STATUS_LABELS) as [
  ProjectAuditStatusKey,
  ...ProjectAuditStatusKey[],
];

const optionalInt = (label: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .refine((v) => v === undefined || (Number.isInteger(v) && v >= min && v <= max), `${label}不正确`);
const codeOf = (label: string, codes: readonly number[]) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int(`${label}不正确`)
    .refine((v) => codes.includes(v), `${label}不正确`);

// ─────────────────────────────────────────────── list ─────────────────────────────────────────────

export const EXECUTION_PROJECT_SORT_NAMES = ['createTime', 'startDate', 'enterpriseName', 'dueTo'] as const;
export const executionProjectFilters = z.object({
  statusKey: z.enum(STATUS_KEYS, { error: '项目状态不正确' }).optional(),
  auditType: optionalInt('审核类型', 1, 24),
  stage: optionalInt('审核阶段', 1, 2),
  scheme: filterText(20),
  auditorName: filterText(50),
  enterpriseName: filterText(100),
  dateFrom: calendarDate('开始日期').optional(),
  dateTo: calendarDate('结束日期').optional(),
  branchCode: filterText(10),
  /** 统计's drill-down: the client's province (region code); surveillance audits only ('1'). */
  province: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '省份不正确')
    .optional(),
  surveillance: z
    .enum(['1', '0', ''], { error: '监督审核条件不正确' })
    .optional()
    .transform((v) => (v === '1' ? true : undefined)),
});
export const executionProjectListQuery = pageQuerySchema(EXECUTION_PROJECT_SORT_NAMES).extend(
  executionProjectFilters.shape,
);
export const executionProjectExportQuery = executionProjectListQuery.omit({ pageNo: true, pageSize: true });

export const executionProjectRow = z.object({
  id: idSchema,
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  programmeId: idSchema,
  planId: idSchema.nullable(),
  planNo: z.string(),
  auditType: z.number().int(),
  stage: z.number().int().nullable(),
  scheme: z.string(),
  standardName: z.string(),
  /** The contract the project's programme belongs to: tells apart the rows of one plan. */
  contractNo: z.string(),
  branchCode: z.string(),
  dueFrom: z.string(),
  dueTo: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  leaderName: z.string(),
  status: z.number().int(),
  statusKey: z.enum(STATUS_KEYS).nullable(),
  statusLabel: z.string(),
  openNcs: z.number().int(),
  openMajorNcs: z.number().int(),
  createTime: timestampSchema,
});
export type ExecutionProjectRow = z.infer<typeof executionProjectRow>;
export const executionProjectPage = pageSchema(executionProjectRow);

// ────────────────────────────────────────────── detail ────────────────────────────────────────────

export const checkInRow = z.object({
  id: idSchema,
  auditorId: idSchema,
  auditorName: z.string(),
  date: z.string(),
  period: z.number().int(),
  checkedAt: timestampSchema,
  location: z.string(),
  note: z.string(),
});
export const meetingAttendee = z.object({
  name: requiredText('参会人员姓名', 50, '请填写'),
  position: textOrEmpty('职务', 50),
});
export const meetingRow = z.object({
  id: idSchema,
  version: z.number().int(),
  kind: z.number().int(),
  heldOn: z.string(),
  attendees: z.array(z.object({ name: z.string(), position: z.string() })),
});
export const nonconformityRow = z.object({
  id: idSchema,
  version: z.number().int(),
  projectId: idSchema,
  ncNo: z.string(),
  grade: z.number().int(),
  status: z.number().int(),
  clause: z.string(),
  department: z.string(),
  facts: z.string(),
  dueDate: z.string().nullable(),
  correction: z.string(),
  cause: z.string(),
  correctiveAction: z.string(),
  answeredAt: timestampSchema.nullable(),
  verifyComment: z.string(),
  verifiedByName: z.string(),
  verifiedAt: timestampSchema.nullable(),
  evidenceCount: z.number().int(),
});
export type NonconformityRow = z.infer<typeof nonconformityRow>;
export const checklistSlotRow = z.object({
  documentType: z.string(),
  name: z.string(),
  required: z.boolean(),
  onlyWithNcs: z.boolean(),
  uploaded: z.boolean(),
});
export const teamRow = z.object({
  auditorId: idSchema,
  name: z.string(),
  role: z.number().int(),
  halfDays: z.array(z.string()),
});
export const specialApprovalRow = z.object({
  id: idSchema,
  version: z.number().int(),
  projectId: idSchema.nullable(),
  enterpriseName: z.string(),
  projectLabel: z.string(),
  auditType: z.number().int().nullable(),
  kind: z.number().int(),
  reason: z.string(),
  status: z.number().int(),
  appliedByName: z.string(),
  appliedAt: timestampSchema,
  decidedByName: z.string(),
  decidedAt: timestampSchema.nullable(),
  comment: z.string(),
});
export type SpecialApprovalRow = z.infer<typeof specialApprovalRow>;

export const executionDetail = executionProjectRow.extend({
  /** The execution record's optimistic-lock version, sent back with every execution action. */
  version: z.number().int(),
  planStatus: z.number().int().nullable(),
  method: z.number().int().nullable(),
  specialType: z.number().int().nullable(),
  parentProjectId: idSchema.nullable(),
  supplementaryReason: z.string(),
  stageOneFlag: z.number().int(),
  stage1Conclusion: z.number().int().nullable(),
  stage1Reasons: z.string(),
  stage1SubmittedAt: timestampSchema.nullable(),
  lastOnsiteDay: z.string().nullable(),
  abortReason: z.string(),
  archivedByName: z.string(),
  archivedAt: timestampSchema.nullable(),
  /** Why on-site work cannot be recorded now (e.g. stage 2 before the stage-1 report), or null. */
  onsiteBlocked: z.string().nullable(),
  /** The open-major-NC block of the decision, or null. */
  decisionBlocked: z.string().nullable(),
  majorNcDeadline: z.string().nullable(),
  repeatStage2Required: z.boolean(),
  checklistComplete: z.boolean(),
  checklistMissing: z.array(z.string()),
  /** What the signed-in user is on this project: 'leader', 'member', 'enterprise' or 'office'. */
  myPart: z.enum(['leader', 'member', 'enterprise', 'office']),
  /** Which execution actions the user's part may do under the body's member rights. */
  myRights: z.object(
    Object.fromEntries(EXECUTION_TEAM_ACTIONS.map((a) => [a.key, z.boolean()])) as Record<
      ExecutionTeamAction,
      z.ZodBoolean
    >,
  ),
  team: z.array(teamRow),
  checkIns: z.array(checkInRow),
  meetings: z.array(meetingRow),
  nonconformities: z.array(nonconformityRow),
  checklist: z.array(checklistSlotRow),
  approvals: z.array(specialApprovalRow),
});
export type ExecutionDetail = z.infer<typeof executionDetail>;

// ───────────────────────────────────────────── requests ───────────────────────────────────────────

export const executionIdQuery = z.object({ id: idSchema });
/** `{ projectId, version }`: the project and the execution record's version. */
export const executionAction = z.object({ projectId: idSchema, version: versionSchema });

export const checkInBody = z.object({
  projectId: idSchema,
  /** Defaults to the signed-in auditor; the leader may check a member in. */
  auditorId: idSchema.optional(),
  date: calendarDate('签到日期'),
  period: codeOf('签到时段', [1, 2]),
  location: requiredText('签到地点', 200, '请填写'),
  note: textOrEmpty('备注', 200),
});

export const stage1Body = executionAction.extend({
  conclusion: codeOf('一阶段结论', [1, 2]),
  reasons: textOrEmpty('原因', 1000),
});

export const meetingBody = z.object({
  projectId: idSchema,
  kind: codeOf('会议类型', [1, 2]),
  heldOn: calendarDate('会议日期'),
  attendees: z.array(meetingAttendee, { error: '请填写参会人员' }).min(1, '请至少填写一名参会人员').max(100),
});

export const finishAuditBody = executionAction.extend({ lastOnsiteDay: calendarDate('现场审核末日') });

export const nonconformityBody = z.object({
  projectId: idSchema,
  grade: codeOf('不符合项等级', [1, 2, 3]),
  clause: requiredText('标准条款', 50, '请填写'),
  department: requiredText('部门', 100, '请填写'),
  facts: requiredText('不符合事实', 2000, '请填写'),
  dueDate: calendarDate('整改期限').optional(),
});
export const nonconformityEditBody = nonconformityBody.omit({ projectId: true }).extend({
  id: idSchema,
  version: versionSchema,
});
export const nonconformityAnswerBody = z.object({
  id: idSchema,
  version: versionSchema,
  correction: requiredText('纠正', 2000, '请填写'),
  cause: requiredText('原因分析', 2000, '请填写'),
  correctiveAction: requiredText('纠正措施', 2000, '请填写'),
});
export const nonconformityVerifyBody = z
  .object({
    id: idSchema,
    version: versionSchema,
    result: z.enum(['accept', 'return'], { error: '请选择验证结论' }),
    comment: textOrEmpty('验证意见', 1000),
  })
  .refine((b) => b.result === 'accept' || b.comment !== '', { message: '请填写退回原因', path: ['comment'] });
export const NC_SORT_NAMES = ['createTime', 'ncNo', 'grade', 'status', 'enterpriseName', 'dueDate'] as const;
export const nonconformityListQuery = pageQuerySchema(NC_SORT_NAMES).extend({
  status: optionalInt('不符合项状态', 0, 3),
  grade: optionalInt('不符合项等级', 1, 3),
  enterpriseName: filterText(100),
  clause: filterText(50),
});
export const nonconformityExportQuery = nonconformityListQuery.omit({ pageNo: true, pageSize: true });
export const nonconformityListRow = nonconformityRow.extend({
  enterpriseName: z.string(),
  auditType: z.number().int(),
  scheme: z.string(),
});
export const nonconformityPage = pageSchema(nonconformityListRow);

export const abortBody = executionAction.extend({ reason: requiredText('终止原因', 500, '请填写') });
export const supplementaryBody = executionAction.extend({
  reason: requiredText('补充审核原因', 500, '请填写'),
});
export const projectCreated = z.object({ id: idSchema });

// ───────────────────────────────────────── on-site file checklist ─────────────────────────────────

const onsiteDocumentCode = z.enum(ONSITE_DOCUMENT_TYPES.map((d) => d.code) as [string, ...string[]], {
  error: '文件类型不正确',
});
export const checklistQuery = z.object({
  auditType: codeOf(
    '审核类型',
    Array.from({ length: 24 }, (_, i) => i + 1),
  ),
  stage: codeOf('审核阶段', [0, 1, 2]).default(0),
});
export const checklistConfigBody = checklistQuery.extend({
  items: z
    .array(
      z.object({
        documentType: onsiteDocumentCode,
        required: z.boolean(),
        onlyWithNcs: z.boolean().default(false),
      }),
    )
    .min(1, '请至少选择一种文件')
    .max(20)
    .refine((items) => new Set(items.map((i) => i.documentType)).size === items.length, '文件类型不能重复'),
});
export const checklistConfig = z.object({
  auditType: z.number().int(),
  stage: z.number().int(),
  /** False while the body has not configured it: the default list applies. */
  configured: z.boolean(),
  items: z.array(
    z.object({ documentType: z.string(), name: z.string(), required: z.boolean(), onlyWithNcs: z.boolean() }),
  ),
});

export const ONSITE_SORT_NAMES = ['createTime', 'startDate'] as const;
export const onsiteFileListQuery = pageQuerySchema(ONSITE_SORT_NAMES).extend({
  enterpriseName: filterText(100),
  complete: z.enum(['0', '1'], { error: '资料状态不正确' }).optional(),
  statusKey: z.enum(STATUS_KEYS, { error: '项目状态不正确' }).optional(),
});
export const onsiteFileExportQuery = onsiteFileListQuery.omit({ pageNo: true, pageSize: true });
export const onsiteFileRow = executionProjectRow.extend({
  checklistComplete: z.boolean(),
  checklistMissing: z.array(z.string()),
  archivedAt: timestampSchema.nullable(),
});
export const onsiteFilePage = pageSchema(onsiteFileRow);

// ───────────────────────────────────────────── archive ────────────────────────────────────────────

export const archiveEntry = z.object({
  at: timestampSchema,
  kind: z.string(),
  title: z.string(),
  detail: z.string(),
  byName: z.string(),
  /** A downloadable file: its record type, record and file id. */
  file: z
    .object({ recordType: z.string(), recordId: idSchema, fileId: idSchema, fileName: z.string() })
    .nullable(),
});
export const archiveView = z.object({
  project: executionDetail,
  entries: z.array(archiveEntry),
});
export type ArchiveView = z.infer<typeof archiveView>;

// ──────────────────────────────────────── the body's execution setting ────────────────────────────

const memberRight = (key: ExecutionTeamAction) =>
  z.boolean({ error: '组员权限必须是是或否' }).default(DEFAULT_MEMBER_RIGHTS[key]);
/** The body's audit-execution setting (settings key `auditExecution`): what team members may do. */
export const auditExecutionSettingSchema = z.object({
  memberRights: z
    .object(
      Object.fromEntries(EXECUTION_TEAM_ACTIONS.map((a) => [a.key, memberRight(a.key)])) as Record<
        ExecutionTeamAction,
        ReturnType<typeof memberRight>
      >,
    )
    .default(DEFAULT_MEMBER_RIGHTS),
});
export type AuditExecutionSetting = z.infer<typeof auditExecutionSettingSchema>;
export const auditExecutionSettingVersioned = auditExecutionSettingSchema.extend({
  version: z.number().int().min(0),
});
export type AuditExecutionSettingVersioned = z.infer<typeof auditExecutionSettingVersioned>;

// ───────────────────────────────────────────── special approvals ──────────────────────────────────

export const specialApprovalBody = z.object({
  projectId: idSchema,
  kind: codeOf('审批类型', [1, 2, 3, 4]),
  reason: requiredText('申请理由', 1000, '请填写'),
});
export const specialApprovalDecisionBody = z.object({
  id: idSchema,
  version: versionSchema,
  approve: z.boolean({ error: '请选择审批结论' }),
  comment: textOrEmpty('审批意见', 1000),
});
export const SPECIAL_APPROVAL_SORT_NAMES = ['createTime'] as const;
export const specialApprovalListQuery = pageQuerySchema(SPECIAL_APPROVAL_SORT_NAMES).extend({
  status: optionalInt('审批状态', 0, 2),
  kind: optionalInt('审批类型', 1, 4),
  enterpriseName: filterText(100),
});
export const specialApprovalPage = pageSchema(specialApprovalRow);

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 审核项目 / 综合管理 endpoint (its route: endpoints.ts). */
export const auditExecutionSchemas = {
  listExecutionProjects: { query: executionProjectListQuery, result: executionProjectPage },
  exportExecutionProjects: { query: executionProjectExportQuery, result: 'file' },
  getExecutionProject: { query: executionIdQuery, result: executionDetail },
  checkInProject: { body: checkInBody, result: savedRecord },
  submitStage1Report: { body: stage1Body, result: savedRecord },
  saveProjectMeeting: { body: meetingBody, result: savedRecord },
  finishProjectAudit: { body: finishAuditBody, result: savedRecord },
  abortProject: { body: abortBody, result: savedRecord },
  addSupplementaryAudit: { body: supplementaryBody, result: projectCreated },
  addNonconformity: { body: nonconformityBody, result: savedRecord },
  editNonconformity: { body: nonconformityEditBody, result: savedRecord },
  answerNonconformity: { body: nonconformityAnswerBody, result: savedRecord },
  verifyNonconformity: { body: nonconformityVerifyBody, result: savedRecord },
  listNonconformities: { query: nonconformityListQuery, result: nonconformityPage },
  exportNonconformities: { query: nonconformityExportQuery, result: 'file' },
  listOnsiteFiles: { query: onsiteFileListQuery, result: onsiteFilePage },
  exportOnsiteFiles: { query: onsiteFileExportQuery, result: 'file' },
  getAuditExecutionSetting: { result: auditExecutionSettingVersioned },
  saveAuditExecutionSetting: { body: auditExecutionSettingVersioned, result: auditExecutionSettingVersioned },
  getOnsiteChecklist: { query: checklistQuery, result: checklistConfig },
  saveOnsiteChecklist: { body: checklistConfigBody, result: checklistConfig },
  getProjectArchive: { query: executionIdQuery, result: archiveView },
  downloadProjectArchive: { query: executionIdQuery, result: 'file' },
  confirmProjectArchive: { body: executionAction, result: savedRecord },
  listSpecialApprovals: { query: specialApprovalListQuery, result: specialApprovalPage },
  applySpecialApproval: { body: specialApprovalBody, result: savedRecord },
  decideSpecialApproval: { body: specialApprovalDecisionBody, result: savedRecord },
} as const satisfies SchemaTable;
