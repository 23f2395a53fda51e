/**
 * The contract of technical review and certification decision (jssd 案卷分配 / 技术审定记录, rzjd 认证审批 /
 * 认证监督 / 暂停撤销, the auditor zone's 技术审定任务 and 认证决定任务): the server's routes and the web's
 * api.ts use these schemas (the web as types only).
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
import { pageQuerySchema } from '../paging.ts';

const text = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字符`);

// ───────────────────────────────────────────── allocation ─────────────────────────────────────────

export const ALLOCATION_SORT_NAMES = ['fileCompletedAt', 'enterpriseName', 'assignedAt'] as const;
export const allocationListQuery = pageQuerySchema(ALLOCATION_SORT_NAMES).extend({
  /** await: 待分配; done: 已分配. */
  tab: z.enum(['await', 'done'], { error: '列表类型错误' }).default('await'),
  enterpriseName: text(100, '企业名称').optional(),
  scheme: text(20, '体系').optional(),
  auditType: z.coerce.number().int().optional(),
});
export const allocationExportQuery = allocationListQuery.omit({ pageNo: true, pageSize: true });

export const reviewerSummary = z.object({
  reviewId: idSchema,
  round: z.number().int(),
  auditorId: idSchema,
  name: z.string(),
  result: z.number().int(),
  version: z.number().int(),
});

export const allocationRow = z.object({
  projectId: idSchema,
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  planNo: z.string(),
  auditType: z.number().int(),
  auditTypeName: z.string(),
  scheme: z.string(),
  codes: z.array(z.string()),
  leaderName: z.string(),
  statusLabel: z.string(),
  fileCompletedAt: timestampSchema.nullable(),
  reviewers: z.array(reviewerSummary),
  /** The round an allocator can assign now (null: nothing to assign). */
  nextRound: z.number().int().nullable(),
});
export type AllocationRow = z.infer<typeof allocationRow>;
export const allocationPage = pageSchema(allocationRow);

export const reviewerCandidatesQuery = z.object({
  projectId: idSchema,
  round: z.coerce.number().int().min(1, '评审轮次错误').max(2, '评审轮次错误').default(1),
});
export const reviewerCandidate = z.object({
  auditorId: idSchema,
  name: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.string()),
});
export const reviewerCandidatesResult = z.object({
  codes: z.array(z.string()),
  scheme: z.string(),
  candidates: z.array(reviewerCandidate),
});

export const assignReviewerBody = z.object({
  projectId: idSchema,
  round: z.coerce.number().int().min(1, '评审轮次错误').max(2, '评审轮次错误'),
  auditorId: idSchema,
  /** The project's version as the allocator saw it (409 when someone moved it meanwhile). */
  projectVersion: versionSchema,
});
export const reassignReviewerBody = z.object({
  reviewId: idSchema,
  version: versionSchema,
  auditorId: idSchema,
});

// ─────────────────────────────────────────── technical review ─────────────────────────────────────

export const reviewFindingSchema = z.object({
  item: z.string().trim().min(1, '请填写审定项').max(100, '审定项不能超过100个字符'),
  /** null: not answered yet (a rejection may leave items open; a pass may not). */
  ok: z.boolean({ error: '请选择审定项是否符合' }).nullable(),
  note: text(500, '审定意见').default(''),
});

/** The columns a technical review row and a decision row start with: the task and its project. */
const projectTaskColumns = {
  id: idSchema,
  version: z.number().int(),
  projectId: idSchema,
  enterpriseName: z.string(),
  planNo: z.string(),
  auditType: z.number().int(),
  auditTypeName: z.string(),
  scheme: z.string(),
};

export const TECH_REVIEW_SORT_NAMES = ['assignedAt', 'reviewedAt', 'enterpriseName'] as const;
export const techReviewListQuery = pageQuerySchema(TECH_REVIEW_SORT_NAMES).extend({
  /** mine: the signed-in reviewer's tasks; all: 技术审定记录. */
  scope: z.enum(['mine', 'all'], { error: '列表范围错误' }).default('all'),
  result: z.coerce.number().int().min(0).max(2).optional(),
  enterpriseName: text(100, '企业名称').optional(),
});
export const techReviewExportQuery = techReviewListQuery.omit({ pageNo: true, pageSize: true });

export const techReviewRow = z.object({
  ...projectTaskColumns,
  round: z.number().int(),
  reviewerName: z.string(),
  result: z.number().int(),
  resultName: z.string(),
  reason: z.string(),
  assignedAt: timestampSchema,
  reviewedAt: timestampSchema.nullable(),
});
export type TechReviewRow = z.infer<typeof techReviewRow>;
export const techReviewPage = pageSchema(techReviewRow);

export const submitReviewBody = z.object({
  id: idSchema,
  version: versionSchema,
  result: z.coerce.number().int().min(1, '请选择审定结论').max(2, '请选择审定结论'),
  findings: z.array(reviewFindingSchema).min(1, '请逐项填写审定意见').max(50, '审定项过多'),
  reason: text(1000, '驳回原因').default(''),
  /** 1 back to the team for rectification, 2 back to document return (rejections only). */
  rejectTarget: z.coerce.number().int().min(1).max(2).default(1),
});

// ─────────────────────────────────────────── the whole file ───────────────────────────────────────

export const fileTeamMember = z.object({
  name: z.string(),
  roleName: z.string(),
  codes: z.array(z.string()),
});
export const fileNc = z.object({
  gradeName: z.string(),
  clause: z.string(),
  facts: z.string(),
  statusName: z.string(),
});
export const fileReview = z.object({
  id: idSchema,
  round: z.number().int(),
  reviewerName: z.string(),
  result: z.number().int(),
  resultName: z.string(),
  findings: z.array(reviewFindingSchema),
  reason: z.string(),
  reviewedAt: timestampSchema.nullable(),
});
export const fileDecision = z.object({
  id: idSchema,
  version: z.number().int(),
  result: z.number().int(),
  resultName: z.string(),
  decisionDate: z.string().nullable(),
  rationale: z.string(),
  deciderName: z.string(),
  effects: z.array(z.string()),
  decidedAt: timestampSchema.nullable(),
});

/**
 * A 不合格 test report of the project's enterprise (accepted, or pending review), shown as a warning
 * on the decision page; supplied by the test reports (a later area) through the decisions' hooks.
 */
export const fileTestReportWarning = z.object({
  id: idSchema,
  laboratoryName: z.string(),
  cnasNo: z.string(),
  reportNo: z.string(),
  productName: z.string(),
  productModel: z.string(),
  issueDate: z.string(),
  /** 0 pending review, 1 accepted. */
  reviewStatus: z.number().int(),
});
export type FileTestReportWarning = z.infer<typeof fileTestReportWarning>;

/** Everything the decider sees on /rzjd/audit/{projectAuditId}. */
export const decisionFile = z.object({
  project: z.object({
    id: idSchema,
    version: z.number().int(),
    enterpriseName: z.string(),
    auditType: z.number().int(),
    auditTypeName: z.string(),
    scheme: z.string(),
    codes: z.array(z.string()),
    days: z.number(),
    statusLabel: z.string(),
    planNo: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    fileCompletedAt: timestampSchema.nullable(),
  }),
  team: z.array(fileTeamMember),
  stage1: z.object({ submitted: z.boolean(), conclusion: z.string(), reasons: z.string() }),
  nonconformities: z.array(fileNc),
  reviews: z.array(fileReview),
  decision: fileDecision.nullable(),
  /** Why the signed-in user cannot decide now (null: they can). */
  refusal: z.string().nullable(),
  secondReviewRequired: z.boolean(),
  /** 不合格 test reports of the enterprise (recorded as used when the decision is made). */
  testReportWarnings: z.array(fileTestReportWarning),
});
export type DecisionFile = z.infer<typeof decisionFile>;

export const decisionProjectQuery = z.object({ projectId: idSchema });

export const decideBody = z.object({
  projectId: idSchema,
  /** The decision record's version (409 on a stale page). */
  version: versionSchema,
  result: z.coerce.number().int().min(1, '请选择决定结果').max(3, '请选择决定结果'),
  decisionDate: calendarDate('决定日期'),
  rationale: z.string().trim().min(1, '请填写决定理由').max(2000, '决定理由不能超过2000个字符'),
});
export const decideResult = z.object({
  id: idSchema,
  version: z.number().int(),
  effects: z.array(z.string()),
  certificateTaskId: idSchema.nullable(),
});

export const DECISION_SORT_NAMES = ['fileCompletedAt', 'decidedAt', 'enterpriseName'] as const;
export const decisionListQuery = pageQuerySchema(DECISION_SORT_NAMES).extend({
  /** approval: initial / recertification / change; supervision: surveillance and special; mine: the decider's tasks. */
  kind: z.enum(['approval', 'supervision', 'mine'], { error: '列表类型错误' }).default('approval'),
  /** pending: awaiting decision; done: decided. */
  state: z.enum(['pending', 'done', 'all'], { error: '状态错误' }).default('pending'),
  enterpriseName: text(100, '企业名称').optional(),
  result: z.coerce.number().int().min(0).max(3).optional(),
});
export const decisionExportQuery = decisionListQuery.omit({ pageNo: true, pageSize: true });

export const decisionRow = z.object({
  ...projectTaskColumns,
  statusLabel: z.string(),
  result: z.number().int(),
  resultName: z.string(),
  decisionDate: z.string().nullable(),
  deciderName: z.string(),
  fileCompletedAt: timestampSchema.nullable(),
  decidedAt: timestampSchema.nullable(),
});
export type DecisionRow = z.infer<typeof decisionRow>;
export const decisionPage = pageSchema(decisionRow);

export const deciderStatisticsQuery = z.object({
  from: calendarDate('开始日期').optional(),
  to: calendarDate('结束日期').optional(),
});
export const deciderStatisticsResult = z.array(
  z.object({
    deciderId: z.string(),
    deciderName: z.string(),
    decisions: z.number().int(),
    passed: z.number().int(),
    averageDays: z.number(),
  }),
);

// ─────────────────────────────────────────── 暂停撤销 ───────────────────────────────────────────

export const CERTIFICATE_TASK_SORT_NAMES = ['createdAt'] as const;
export const certificateTaskListQuery = pageQuerySchema(CERTIFICATE_TASK_SORT_NAMES).extend({
  kind: z.coerce.number().int().min(1).max(4).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  enterpriseName: text(100, '企业名称').optional(),
});
export const certificateTaskRow = z.object({
  id: idSchema,
  version: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  enterpriseName: z.string(),
  projectId: idSchema.nullable(),
  auditTypeName: z.string(),
  certificateId: idSchema.nullable(),
  certNo: z.string(),
  certStatus: z.number().int().nullable(),
  note: z.string(),
  createdAt: timestampSchema,
  doneAt: timestampSchema.nullable(),
});
export type CertificateTaskRow = z.infer<typeof certificateTaskRow>;
export const certificateTaskPage = pageSchema(certificateTaskRow);

/** Acting on a suspension proposal (暂停 / 撤销 / 恢复) through the certificates' state machine. */
export const certificateTaskActionBody = z.object({
  id: idSchema,
  version: versionSchema,
  action: z.enum(['pause', 'cancel', 'restore', 'dismiss'], { error: '操作类型错误' }),
  reasonCode: text(20, '原因代码').optional(),
  reason: z.string().trim().min(1, '请填写原因').max(500, '原因不能超过500个字符'),
  suspendUntil: calendarDate('暂停截止日期').optional(),
});

/** The body's technical review policy (settings key `technicalReview`). */
export const technicalReviewSettingSchema = z.object({
  /** 二评: a second technical review must pass before the decision. */
  secondReviewRequired: z.boolean({ error: '请选择是否需要二评' }),
});
export type TechnicalReviewSetting = z.infer<typeof technicalReviewSettingSchema>;

// ───────────────────────────────────────────── 证书发放 ─────────────────────────────────────────────

/** The body's certificate numbering (settings key `certificateNumber`, DOMAIN.md §4.2). */
export const certificateNumberSettingSchema = z.object({
  approvalNo: z.string().trim().min(1, '请填写机构批准号').max(40, '机构批准号过长'),
  template: z.string().trim().min(1, '请填写证书编号规则').max(80, '证书编号规则过长'),
});
export type CertificateNumberSetting = z.infer<typeof certificateNumberSettingSchema>;

export const issueTaskQuery = z.object({ taskId: idSchema });

/** What the issue form starts from: the decision, the contract item and the enterprise. */
export const issueDraft = z.object({
  taskId: idSchema,
  version: z.number().int(),
  projectId: idSchema.nullable(),
  auditTypeName: z.string(),
  decisionDate: z.string().nullable(),
  certificateType: z.string(),
  standardCode: z.string(),
  standardName: z.string(),
  standardVersion: z.string(),
  scopeZh: z.string(),
  scopeEn: z.string(),
  enterpriseName: z.string(),
  enterpriseNameEn: z.string(),
  enterpriseAddress: z.string(),
  enterpriseAddressEn: z.string(),
  marks: z.string(),
  /** The body's accreditation number under the marks (body_accreditations), printed with them. */
  accreditationNo: z.string(),
  /** Every site the certificate will cover (the contract item's, else the enterprise's). */
  sites: z.array(z.object({ name: z.string(), address: z.string() })),
  headcount: z.number().int(),
  issueDate: z.string(),
  expiryDate: z.string(),
  /** The number the certificate will get if issued today (the serial is taken when it is issued). */
  certNoPreview: z.string(),
  /** The certificate a recertification replaces. */
  replaces: z.object({ id: idSchema, certNo: z.string(), expiryDate: z.string() }).nullable(),
});
export type IssueDraft = z.infer<typeof issueDraft>;

const required = (max: number, label: string) =>
  z.string().trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字符`);
export const issueCertificateBody = z.object({
  taskId: idSchema,
  version: versionSchema,
  certificateType: z.enum(['A', 'B', 'C', 'D'], { error: '证书类型只能是A、B、C、D' }),
  standardCode: required(20, '标准代码'),
  standardName: required(200, '认证标准'),
  standardVersion: text(50, '标准版本').default(''),
  scopeZh: required(2000, '认证范围'),
  scopeEn: text(2000, '英文认证范围').default(''),
  enterpriseName: required(200, '企业名称'),
  enterpriseNameEn: text(300, '英文名称').default(''),
  enterpriseAddress: required(300, '企业地址'),
  enterpriseAddressEn: text(400, '英文地址').default(''),
  marks: text(50, '认可标志').default(''),
  issueDate: calendarDate('发证日期'),
  remark: text(500, '备注').default(''),
});
export const issueCertificateResult = z.object({ id: idSchema, certNo: z.string(), expiryDate: z.string() });

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** 整改后重新提交认证决定: the project and the version the leader saw. */
export const decisionResubmitBody = z.object({
  projectId: z.uuid({ error: '数据标识格式错误' }),
  version: versionSchema,
});

/** The schemas of each 技术审定 / 认证决定 / 证书发放 endpoint (its route: endpoints.ts). */
export const certificationDecisionSchemas = {
  listCaseAllocation: { query: allocationListQuery, result: allocationPage },
  exportCaseAllocation: { query: allocationExportQuery, result: 'file' },
  listTechnicalReviewers: { query: reviewerCandidatesQuery, result: reviewerCandidatesResult },
  assignTechnicalReviewer: { body: assignReviewerBody, result: savedRecord },
  reassignTechnicalReviewer: { body: reassignReviewerBody, result: savedRecord },
  listTechnicalReviews: { query: techReviewListQuery, result: techReviewPage },
  exportTechnicalReviews: { query: techReviewExportQuery, result: 'file' },
  submitTechnicalReview: { body: submitReviewBody, result: savedRecord },
  getDecisionFile: { query: decisionProjectQuery, result: decisionFile },
  decideCertification: { body: decideBody, result: decideResult },
  resubmitForDecision: { body: decisionResubmitBody, result: savedRecord },
  listCertificationDecisions: { query: decisionListQuery, result: decisionPage },
  exportCertificationDecisions: { query: decisionExportQuery, result: 'file' },
  deciderStatistics: { query: deciderStatisticsQuery, result: deciderStatisticsResult },
  listCertificateIssueTasks: { query: certificateTaskListQuery, result: certificateTaskPage },
  draftCertificateIssue: { query: issueTaskQuery, result: issueDraft },
  issueCertificate: { body: issueCertificateBody, result: issueCertificateResult },
  listCertificateTasks: { query: certificateTaskListQuery, result: certificateTaskPage },
  actOnCertificateTask: { body: certificateTaskActionBody, result: savedRecord },
} as const satisfies SchemaTable;
