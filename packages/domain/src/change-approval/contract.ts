/**
 * The contract of 变更审批 (htps/bgsp): the pending and decided lists, one change with its current
 * values, approval and trail, the decision, and the outcome the applicant reads on its change
 * request. The rules are in rules.ts.
 */
import { z } from 'zod';
import { changeRequestFilters, changeRequestRow } from '../applications/contract.ts';
import { idQuery, idSchema, pageSchema, timestampSchema, versionSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { optionalFormCode } from '../common/fields.ts';
import { pageQuerySchema } from '../paging.ts';
import { CHANGE_DECISIONS, CHANGE_FIELD_KEYS, decisionInputIssues } from './rules.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

export const CHANGE_APPROVAL_SORT_NAMES = ['createTime', 'changeType', 'decidedAt'] as const;
/** The change requests' own filters (applications' 变更申请 list), and the approver's decision. */
export const changeApprovalFilters = changeRequestFilters
  .pick({ applyNo: true, enterpriseName: true, changeType: true })
  .extend({ decision: optionalFormCode(CHANGE_DECISIONS, '审批结论不正确') });
export type ChangeApprovalFilters = z.output<typeof changeApprovalFilters>;
export const changeApprovalListQuery = pageQuerySchema(CHANGE_APPROVAL_SORT_NAMES).extend(
  changeApprovalFilters.shape,
);
export type ChangeApprovalListQuery = z.infer<typeof changeApprovalListQuery>;
export const changeApprovalExportQuery = changeApprovalListQuery.omit({ pageNo: true, pageSize: true });
export type ChangeApprovalExportQuery = z.infer<typeof changeApprovalExportQuery>;

/** The approver's decision on a change request (`id`/`version` are the change request's). */
export const changeApprovalDecideBody = z
  .object({
    id: idSchema,
    version: versionSchema,
    decision: z.coerce
      .number({ error: '请选择审批结论' })
      .refine((v) => CHANGE_DECISIONS.some((d) => d.code === v), '请选择审批结论'),
    auditType: z.coerce.number({ error: '审核类型不正确' }).int('审核类型不正确').nullable().default(null),
    /** The application item (standard) the change concerns: item fields and audits need it. */
    itemId: idSchema.nullable().default(null),
    opinion: z.string({ error: '审批意见格式错误' }).trim().max(500, '审批意见不能超过500个字符').default(''),
    fields: z
      .array(
        z.object({
          key: z.enum(CHANGE_FIELD_KEYS, { error: '变更字段不正确' }),
          after: z.string({ error: '变更后的内容格式错误' }).max(2000, '变更后的内容不能超过2000个字符'),
        }),
        { error: '变更内容格式错误' },
      )
      .max(20, '变更内容最多20项')
      .default([]),
  })
  .superRefine((body, ctx) => {
    for (const issue of decisionInputIssues(body))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ChangeApprovalDecideBody = z.infer<typeof changeApprovalDecideBody>;

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/**
 * A change request as the two lists show it: the request's row (applications' changeRequestRow,
 * without the raw info-change codes and the zone flag) with its enterprise and the decision (the
 * decision fields null while pending).
 */
export const changeApprovalRow = changeRequestRow.omit({ infoChangeTypes: true, fromZone: true }).extend({
  enterpriseId: idSchema,
  decision: z.number().int().nullable(),
  decision_dictText: z.string(),
  auditType: z.number().int().nullable(),
  auditType_dictText: z.string(),
  opinion: z.string(),
  decidedByName: z.string(),
  decidedAt: timestampSchema.nullable(),
});
export type ChangeApprovalRow = z.infer<typeof changeApprovalRow>;
export const changeApprovalPage = pageSchema(changeApprovalRow);

/** One changed field: before and after as shown, with its Chinese label. */
export const changeApprovalField = z.object({
  key: z.string(),
  label: z.string(),
  target: z.enum(['enterprise', 'item']),
  before: z.string(),
  after: z.string(),
});
export type ChangeApprovalField = z.infer<typeof changeApprovalField>;

/** What must reach a certificate at its next version (the certificate area reissues it). */
export const changeCertificateFlow = z.object({
  certificateId: idSchema,
  certNo: z.string(),
  standardCode: z.string(),
  changeCodes: z.array(z.string()),
  changeCodes_dictText: z.string(),
  fields: z.array(z.object({ key: z.string(), label: z.string(), after: z.string() })),
});
export type ChangeCertificateFlow = z.infer<typeof changeCertificateFlow>;

/** The decision taken on a change request. */
export const changeApprovalDecision = z.object({
  id: idSchema,
  decision: z.number().int(),
  decision_dictText: z.string(),
  auditType: z.number().int().nullable(),
  auditType_dictText: z.string(),
  itemId: idSchema.nullable(),
  itemLabel: z.string(),
  opinion: z.string(),
  fields: z.array(changeApprovalField),
  applied: z.boolean(),
  appliedAt: timestampSchema.nullable(),
  reviewId: idSchema.nullable(),
  certificateFlow: z.array(changeCertificateFlow),
  certificateFlowStatus: z.number().int(),
  certificateFlowStatus_dictText: z.string(),
  decidedByName: z.string(),
  decidedAt: timestampSchema,
});
export type ChangeApprovalDecision = z.infer<typeof changeApprovalDecision>;

/** A step of the decision trail. */
export const changeApprovalTrailEntry = z.object({
  action: z.string(),
  action_dictText: z.string(),
  note: z.string(),
  actorName: z.string(),
  at: timestampSchema,
});
export type ChangeApprovalTrailEntry = z.infer<typeof changeApprovalTrailEntry>;

/** A standard of the application and the current values of its changeable fields. */
export const changeApprovalItem = z.object({
  id: idSchema,
  standardCode: z.string(),
  standardName: z.string(),
  values: z.record(z.string(), z.string()),
});
export type ChangeApprovalItem = z.infer<typeof changeApprovalItem>;

/** One change request for the approval and detail pages. */
export const changeApprovalDetail = z.object({
  change: changeApprovalRow,
  /** The enterprise's changeable fields as they are now. */
  enterpriseValues: z.record(z.string(), z.string()),
  items: z.array(changeApprovalItem),
  /** The fields the request's change types point at (CHANGE_FIELDS keys). */
  suggestedFields: z.array(z.string()),
  approval: changeApprovalDecision.nullable(),
  trail: z.array(changeApprovalTrailEntry),
});
export type ChangeApprovalDetail = z.infer<typeof changeApprovalDetail>;

/** What the applicant reads on its change request. */
export const changeApprovalOutcome = z.object({
  status: z.number().int(),
  status_dictText: z.string(),
  approval: changeApprovalDecision.nullable(),
  trail: z.array(changeApprovalTrailEntry),
});
export type ChangeApprovalOutcome = z.infer<typeof changeApprovalOutcome>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 变更审批 endpoint (its route: endpoints.ts). */
export const changeApprovalSchemas = {
  listPendingChangeApprovals: { query: changeApprovalListQuery, result: changeApprovalPage },
  exportPendingChangeApprovals: { query: changeApprovalExportQuery, result: 'file' },
  listDecidedChangeApprovals: { query: changeApprovalListQuery, result: changeApprovalPage },
  exportDecidedChangeApprovals: { query: changeApprovalExportQuery, result: 'file' },
  getChangeApproval: { query: idQuery, result: changeApprovalDetail },
  decideChangeApproval: { body: changeApprovalDecideBody, result: changeApprovalDetail },
  getChangeApprovalOutcome: { query: idQuery, result: changeApprovalOutcome },
} as const satisfies SchemaTable;
