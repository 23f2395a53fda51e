/**
 * Typed calls of 技术审定 (jssd) and 认证决定 (rzjd). Every type is the contract's
 * (packages/domain/src/certification-decisions/contract.ts), imported as a type only.
 */
import type {
  AllocationRow,
  allocationListQuery,
  assignReviewerBody,
  CertificateTaskRow,
  certificateTaskActionBody,
  certificateTaskListQuery,
  DecisionFile,
  DecisionRow,
  decideBody,
  decideResult,
  deciderStatisticsResult,
  decisionListQuery,
  IssueDraft,
  issueCertificateBody,
  issueCertificateResult,
  reassignReviewerBody,
  reviewerCandidatesResult,
  submitReviewBody,
  TechReviewRow,
  techReviewListQuery,
} from '@cb/domain';
import type { z } from 'zod';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { AllocationRow, CertificateTaskRow, DecisionFile, DecisionRow, IssueDraft, TechReviewRow };
export type IssueBody = z.input<typeof issueCertificateBody>;
export type IssueResult = z.infer<typeof issueCertificateResult>;

type Page<T> = { records: T[]; total: number; totalCapped?: boolean };
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
type Saved = { id: string; version: number };

export const decisionsApi = {
  allocation: (query: AllocationFilters & ListQuery) =>
    http.get<Page<AllocationRow>>('/jssd/ajfp/list', { ...query }),
  exportAllocation: (query: AllocationFilters & SortQuery) =>
    http.download('/jssd/ajfp/exportXls', { params: { ...query }, fileName: '案卷分配.xlsx' }),
  candidates: (projectId: string, round: number) =>
    http.get<ReviewerCandidates>('/jssd/ajfp/candidates', { projectId, round }),
  assign: (body: z.input<typeof assignReviewerBody>) => http.post<Saved>('/jssd/ajfp/assign', body),
  reassign: (body: z.input<typeof reassignReviewerBody>) => http.post<Saved>('/jssd/ajfp/reassign', body),
  reviews: (query: ReviewFilters & ListQuery) =>
    http.get<Page<TechReviewRow>>('/jssd/record/list', { ...query }),
  exportReviews: (query: ReviewFilters & SortQuery) =>
    http.download('/jssd/record/exportXls', { params: { ...query }, fileName: '技术审定记录.xlsx' }),
  submitReview: (body: SubmitReviewBody) => http.post<Saved>('/jssd/review/submit', body),
  file: (projectId: string) => http.get<DecisionFile>('/rzjd/audit/file', { projectId }, RECORD_LOOKUP),
  decide: (body: DecideBody) => http.post<DecideResult>('/rzjd/audit/decide', body),
  decisions: (query: DecisionFilters & ListQuery) =>
    http.get<Page<DecisionRow>>('/rzjd/decision/list', { ...query }),
  exportDecisions: (query: DecisionFilters & SortQuery) =>
    http.download('/rzjd/decision/exportXls', { params: { ...query }, fileName: '认证决定.xlsx' }),
  statistics: () => http.get<DeciderStatistics>('/rzjd/decision/statistics', {}),
  tasks: (query: TaskFilters & ListQuery) =>
    http.get<Page<CertificateTaskRow>>('/rzjd/pauseCancel/list', { ...query }),
  actOnTask: (body: TaskActionBody) => http.post<Saved>('/rzjd/pauseCancel/act', body),
  issueTasks: (query: TaskFilters & ListQuery) =>
    http.get<Page<CertificateTaskRow>>('/zsfx/add/list', { ...query }),
  issueDraft: (taskId: string) => http.get<IssueDraft>('/zsfx/add/draft', { taskId }, RECORD_LOOKUP),
  issue: (body: IssueBody) => http.post<IssueResult>('/zsfx/add/issue', body),
};
