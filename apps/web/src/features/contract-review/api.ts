/**
 * The calls of contract review (htps), contracts and the review configuration, derived from the
 * area's endpoint table (packages/domain/src/contract-review/endpoints.ts): paths, methods and types
 * are the server's declarations; the contract's types are imported as types only.
 */
import {
  type BodyOf,
  type ContractDetail,
  contractReviewEndpoints,
  type ReviewDetail,
  type ReviewEditBody,
  type ReviewPage,
  type ReviewRow,
  type reviewFilters,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { ContractDetail, ReviewDetail, ReviewEditBody, ReviewPage, ReviewRow };
export type ReviewFilters = z.output<typeof reviewFilters>;
type E = typeof contractReviewEndpoints;

export const REVIEW_FILES_PREFIX = '/htps/review/files';
export const CONTRACT_FILES_PREFIX = '/htps/contract/files';

const call = endpointCalls(contractReviewEndpoints);

export const reviewApi = {
  list: (query: ReviewFilters & ListQuery) => call.listReviews(query),
  exportList: (query: ReviewFilters & SortQuery) => call.exportReviews(query, { fileName: '合同评审.xlsx' }),
  get: (id: string) => call.getReview({ id }, RECORD_LOOKUP),
  save: (body: ReviewEditBody) => call.saveReview(body),
  approve: (id: string, version: number) => call.approveReview({ id, version }),
  returnBack: (id: string, version: number, reason: string) => call.returnReview({ id, version, reason }),
  fileRecord: (id: string) => call.fileReviewRecord({ id }),

  contract: (id: string) => call.getContract({ id }),
  saveContract: (body: {
    id: string;
    version: number;
    signedDate: string | null;
    signatory: string;
    surveillanceFrequency: number;
    remark: string;
  }) => call.saveContract(body),
  approveContract: (id: string, version: number) => call.approveContract({ id, version }),
  returnContract: (id: string, version: number, reason: string) =>
    call.returnContract({ id, version, reason }),
  resubmitContract: (id: string, version: number) => call.resubmitContract({ id, version }),

  // 审核时间与收费配置
  durationTables: () => call.listDurationTables(),
  /** `standard` is a table row's (a string as stored); the server refuses one it does not know (400). */
  addDurationTable: (body: Omit<BodyOf<E['addDurationTable']>, 'standard'> & { standard: string }) =>
    call.addDurationTable(body as BodyOf<E['addDurationTable']>),
  activateDurationTable: (id: string, version: number) => call.activateDurationTable({ id, version }),
  factors: () => call.listAuditTimeFactors(),
  saveFactor: (body: BodyOf<E['saveAuditTimeFactor']>) => call.saveAuditTimeFactor(body),
  tariff: () => call.listFeeTariff(),
  saveTariff: (body: BodyOf<E['saveFeeTariff']>) => call.saveFeeTariff(body),
  numberRule: () => call.getContractNumberRule(),
  previewNumberRule: (pattern: string) => call.previewContractNumberRule({ pattern }, { silent: true }),
  saveNumberRule: (body: { pattern: string; version: number }) => call.saveContractNumberRule(body),
};
