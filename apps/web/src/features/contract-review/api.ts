/**
 * Typed calls of contract review (htps) and contracts. Every type is the contract's
 * (packages/domain/src/contract-review/contract.ts); only types are imported.
 */
import type {
  ContractDetail,
  ReviewDetail,
  ReviewEditBody,
  ReviewPage,
  ReviewRow,
  reviewApproved,
  reviewFilters,
  reviewRecordResult,
  savedRecord,
} from '@cb/domain';
import type { z } from 'zod';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { ContractDetail, ReviewDetail, ReviewEditBody, ReviewPage, ReviewRow };
export type ReviewFilters = z.output<typeof reviewFilters>;
type Saved = z.infer<typeof savedRecord>;

export const REVIEW_FILES_PREFIX = '/htps/review/files';
export const CONTRACT_FILES_PREFIX = '/htps/contract/files';

export const reviewApi = {
  list: (query: ReviewFilters & ListQuery) => http.get<ReviewPage>('/htps/review/list', { ...query }),
  exportList: (query: ReviewFilters & SortQuery) =>
    http.download('/htps/review/exportXls', { params: { ...query }, fileName: '合同评审.xlsx' }),
  get: (id: string) => http.get<ReviewDetail>('/htps/review/queryById', { id }, RECORD_LOOKUP),
  save: (body: ReviewEditBody) => http.post<Saved>('/htps/review/edit', body),
  approve: (id: string, version: number) =>
    http.post<z.infer<typeof reviewApproved>>('/htps/review/approve', { id, version }),
  returnBack: (id: string, version: number, reason: string) =>
    http.post<Saved>('/htps/review/return', { id, version, reason }),
  fileRecord: (id: string) => http.post<z.infer<typeof reviewRecordResult>>('/htps/review/record', { id }),

  contract: (id: string) => http.get<ContractDetail>('/htps/contract/queryById', { id }),
  saveContract: (body: {
    id: string;
    version: number;
    signedDate: string | null;
    signatory: string;
    surveillanceFrequency: number;
    remark: string;
  }) => http.post<Saved>('/htps/contract/edit', body),
  approveContract: (id: string, version: number) =>
    http.post<Saved>('/htps/contract/approve', { id, version }),
  returnContract: (id: string, version: number, reason: string) =>
    http.post<Saved>('/htps/contract/return', { id, version, reason }),
  resubmitContract: (id: string, version: number) =>
    http.post<Saved>('/htps/contract/resubmit', { id, version }),
};
