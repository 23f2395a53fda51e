/**
 * The status label of an audit project (SPEC.md §4 "Project audit status labels"). A project carries a
 * numeric status plus the sub-statuses of the step it is in; the label shown in lists is derived from
 * both, the same way on the server (exports) and in the web app.
 */
import type { LocalizedText } from './labels.ts';

/** The 19 labels of the spec, keyed by what they mean. */
export const PROJECT_AUDIT_STATUS_LABELS = {
  supplementaryAuditInProgress: { zh: '补充审核中', en: 'Supplementary audit in progress' },
  awaitingAudit: { zh: '待审核', en: 'Awaiting auditor audit' },
  stageOneSubmitted: { zh: '一阶段已提交', en: 'Stage one submitted' },
  awaitingRectification: { zh: '待整改', en: 'Awaiting auditor rectification' },
  awaitingTechCheck: { zh: '待技术审定', en: 'Awaiting tech check' },
  awaitingCertificationDecision: { zh: '待认证决定', en: 'Awaiting certification decision' },
  certificationDecisionInProgress: { zh: '认证决定中', en: 'Certification decision in progress' },
  certificationEvaluationInProgress: { zh: '认证评定中', en: 'Certification evaluation in progress' },
  techCheckDone: { zh: '技术审定完成', en: 'Tech check done' },
  certificationDecisionDone: { zh: '认证决定完成', en: 'Certification decision done' },
  decided: { zh: '已决定', en: 'Decided' },
  evaluated: { zh: '已评定', en: 'Evaluated' },
  awaitingApproval: { zh: '待审批', en: 'Awaiting approval' },
  auditDone: { zh: '审核完成', en: 'Audit done' },
  audited: { zh: '已审核', en: 'Audited' },
  rejected: { zh: '已驳回', en: 'Rejected' },
  aborted: { zh: '已终止', en: 'Aborted' },
  awaitingDocumentReturn: { zh: '待资料回收', en: 'Awaiting document return' },
  awaitingReview: { zh: '待复核', en: 'Awaiting review' },
} as const satisfies Record<string, LocalizedText>;

export type ProjectAuditStatusKey = keyof typeof PROJECT_AUDIT_STATUS_LABELS;

/** A project's status and the sub-statuses the label depends on; absent sub-statuses count as unset. */
export interface ProjectAuditStatusInput {
  /** Main status 0-7. */
  status: number;
  /** Workflow stage: 4 decision, 5 evaluation, 6 decided, 7 evaluated, 10 technical review. */
  stage?: number | null;
  /** 2 = the project is a supplementary audit. */
  specialType?: number | null;
  /** 1 = the stage-one report has been submitted. */
  stageOneFlag?: number | null;
  /** Technical review status; 3 = rejected. */
  techAuditStatus?: number | null;
  /** Certification decision status; 3 = returned for rectification. */
  decideStatus?: number | null;
  /** Audit/approval status; 3 = returned for rectification, 4 = aborted. */
  auditStatus?: number | null;
  /** Status of the first review of the returned documents; 4 = returned for rectification. */
  initialReviewStatus?: number | null;
  /** Status of the follow-up review (status 7); 4 = returned for rectification. */
  reviewStatus?: number | null;
}

function projectAuditStatusKey(p: ProjectAuditStatusInput): ProjectAuditStatusKey | null {
  switch (p.status) {
    case 0:
      if (p.specialType === 2) return 'supplementaryAuditInProgress';
      return p.stageOneFlag === 1 ? 'stageOneSubmitted' : 'awaitingAudit';
    case 1:
      if (p.stage !== 10) return 'awaitingRectification';
      // The spec names only the rejected case of stage 10 (technical review); otherwise it is still waiting.
      return p.techAuditStatus === 3 ? 'rejected' : 'awaitingTechCheck';
    case 2:
      if (p.stage === 6) return 'decided';
      return p.stage === 7 ? 'evaluated' : 'audited';
    case 3:
      if (p.stage === 4 && (p.decideStatus === 3 || p.auditStatus === 3)) {
        return 'awaitingRectification';
      }
      return 'certificationDecisionInProgress';
    case 4:
      if (p.stage === 5 && p.auditStatus === 3) return 'awaitingRectification';
      if (p.stage === 6) return 'decided';
      return p.stage === 7 ? 'evaluated' : 'certificationEvaluationInProgress';
    case 5:
      return p.auditStatus === 4 ? 'aborted' : 'awaitingApproval';
    case 6:
      return p.initialReviewStatus === 4 ? 'awaitingRectification' : 'awaitingDocumentReturn';
    case 7:
      return p.reviewStatus === 4 ? 'awaitingRectification' : 'awaitingReview';
    default:
      return null;
  }
}

/** A status label: its key and the text in both languages. */
export interface ProjectAuditStatusLabel extends LocalizedText {
  readonly key: ProjectAuditStatusKey;
}

/**
 * The status label of an audit project, or null for a status outside 0-7.
 * @example projectAuditStatusLabel({ status: 0, stageOneFlag: 1 })
 * // { key: 'stageOneSubmitted', zh: '一阶段已提交', en: 'Stage one submitted' }
 * @example localize(projectAuditStatusLabel({ status: 5, auditStatus: 4 })!, 'en-US') // 'Aborted'
 */
export function projectAuditStatusLabel(input: ProjectAuditStatusInput): ProjectAuditStatusLabel | null {
  const key = projectAuditStatusKey(input);
  return key && { key, ...PROJECT_AUDIT_STATUS_LABELS[key] };
}
