/**
 * Server state of the contract-review pages. The list's settingKey `htps:review:list` shares the
 * area key, so every mutation refreshes the list, the open review and its contract.
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type ReviewEditBody, reviewApi } from './api';

export const REVIEW_AREA_KEY = 'htps:review';
export const REVIEW_LIST_SETTING_KEY = `${REVIEW_AREA_KEY}:list`;

const reviews = defineAreaQueries(REVIEW_AREA_KEY, { list: reviewApi.list, get: reviewApi.get });

export const useReview = reviews.useRecord;

export function useContract(id: string | null | undefined) {
  return useQuery({
    queryKey: ['htps', 'review', 'contract', id],
    queryFn: () => reviewApi.contract(id!),
    enabled: !!id,
  });
}

export const useSaveReview = reviews.mutation((body: ReviewEditBody) => reviewApi.save(body));
export const useReviewDecision = reviews.mutation(
  ({
    action,
    id,
    version,
    reason = '',
  }: {
    action: 'approve' | 'return';
    id: string;
    version: number;
    reason?: string;
  }) => (action === 'approve' ? reviewApi.approve(id, version) : reviewApi.returnBack(id, version, reason)),
);
export const useFileReviewRecord = reviews.mutation((id: string) => reviewApi.fileRecord(id));
export const useSaveContract = reviews.mutation(reviewApi.saveContract);
export const useContractStep = reviews.mutation(
  ({
    action,
    id,
    version,
    reason = '',
  }: {
    action: 'approve' | 'return' | 'resubmit';
    id: string;
    version: number;
    reason?: string;
  }) =>
    action === 'approve'
      ? reviewApi.approveContract(id, version)
      : action === 'return'
        ? reviewApi.returnContract(id, version, reason)
        : reviewApi.resubmitContract(id, version),
);
