/**
 * Calls of 技术审定 (jssd), 认证决定 (rzjd) and 证书发放, derived from the area's endpoint table
 * (packages/domain/src/certification-decisions/endpoints.ts): paths, methods and types are the
 * server's declarations. The table holds no zod at run time; the contract's types are imported as
 * types only.
 */
import {
  type AllocationRow,
  type allocationListQuery,
  type assignReviewerBody,
  type CertificateTaskRow,
  type certificateTaskActionBody,
  type certificateTaskListQuery,
  certificationDecisionEndpoints,
  type DecisionFile,
  type DecisionRow,
  type decideBody,
  type decideResult,
  type deciderStatisticsResult,
  type decisionListQuery,
  type IssueDraft,
  type issueCertificateBody,
  type issueCertificateResult,
  type reassignReviewerBody,
  type reviewerCandidatesResult,
  type submitReviewBody,
  type TechReviewRow,
  type techReviewListQuery,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';
import { decisionTexts } from './texts';

export type { AllocationRow, CertificateTaskRow, DecisionFile, DecisionRow, IssueDraft, TechReviewRow };
export type IssueBody = z.input<typeof issueCertificateBody>;
export type IssueResult = z.infer<typeof issueCertificateResult>;

type Filters<S extends z.ZodType> = Omit<z.infer<S>, 'pageNo' | 'pageSize' | 'column' | 'order'>;
export type AllocationFilters = Filters<typeof allocationListQuery>;
export type ReviewFilters = Filters<typeof techReviewListQuery>;
export type DecisionFilters = Filters<typeof decisionListQuery>;
export type TaskFilters = Filters<typeof certificateTaskListQuery>;
export type ReviewerCandidates = z.infer<typeof reviewerCandidatesResult>;
export type SubmitReviewBody = z.input<typeof submitReviewBody>;
export type DecideBody = z.input<typeof decideBody>;
export type DecideResult = z.infer<typeof decideResult>;
export type TaskActionBody = z.input<typeof certificateTaskActionBody>;
export type DeciderStatistics = z.infer<typeof deciderStatisticsResult>;

const call = endpointCalls(certificationDecisionEndpoints);

export const decisionsApi = {
  allocation: (query: AllocationFilters & ListQuery) => call.listCaseAllocation(query),
  exportAllocation: (query: AllocationFilters & SortQuery) =>
    call.exportCaseAllocation(query, { fileName: decisionTexts.t('exportFile.allocation') }),
  candidates: (projectId: string, round: number) => call.listTechnicalReviewers({ projectId, round }),
  assign: (body: z.input<typeof assignReviewerBody>) => call.assignTechnicalReviewer(body),
  reassign: (body: z.input<typeof reassignReviewerBody>) => call.reassignTechnicalReviewer(body),
  reviews: (query: ReviewFilters & ListQuery) => call.listTechnicalReviews(query),
  exportReviews: (query: ReviewFilters & SortQuery) =>
    call.exportTechnicalReviews(query, { fileName: decisionTexts.t('exportFile.reviews') }),
  submitReview: (body: SubmitReviewBody) => call.submitTechnicalReview(body),
  file: (projectId: string) => call.getDecisionFile({ projectId }, RECORD_LOOKUP),
  decide: (body: DecideBody) => call.decideCertification(body),
  decisions: (query: DecisionFilters & ListQuery) => call.listCertificationDecisions(query),
  exportDecisions: (query: DecisionFilters & SortQuery) =>
    call.exportCertificationDecisions(query, { fileName: decisionTexts.t('exportFile.decisions') }),
  statistics: () => call.deciderStatistics(),
  tasks: (query: TaskFilters & ListQuery) => call.listCertificateTasks(query),
  actOnTask: (body: TaskActionBody) => call.actOnCertificateTask(body),
  issueTasks: (query: TaskFilters & ListQuery) => call.listCertificateIssueTasks(query),
  issueDraft: (taskId: string) => call.draftCertificateIssue({ taskId }, RECORD_LOOKUP),
  issue: (body: IssueBody) => call.issueCertificate(body),
};
