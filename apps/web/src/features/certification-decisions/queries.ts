/**
 * Server state of 技术审定 and 认证决定. Every list's settingKey starts with the area key `jssd`, so
 * an assignment, a review or a decision refreshes every list of the stage and the open file.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import {
  type DecideBody,
  decisionsApi,
  type IssueBody,
  type SubmitReviewBody,
  type TaskActionBody,
} from './api';

export const DECISIONS_AREA_KEY = 'jssd';

const area = defineAreaQueries(DECISIONS_AREA_KEY, { get: decisionsApi.file });

export const useDecisionFile = area.useRecord;
export const useAssignReviewer = area.mutation(
  (body: {
    projectId: string;
    round: number;
    auditorId: string;
    projectVersion: number;
    reviewId?: string;
    version?: number;
  }) =>
    body.reviewId
      ? decisionsApi.reassign({ reviewId: body.reviewId, version: body.version!, auditorId: body.auditorId })
      : decisionsApi.assign(body),
);
export const useSubmitReview = area.mutation((body: SubmitReviewBody) => decisionsApi.submitReview(body));
export const useDecide = area.mutation((body: DecideBody) => decisionsApi.decide(body));
export const useActOnTask = area.mutation((body: TaskActionBody) => decisionsApi.actOnTask(body));
export const useIssueCertificate = area.mutation((body: IssueBody) => decisionsApi.issue(body), {
  alsoInvalidate: [['zsfx']],
});
