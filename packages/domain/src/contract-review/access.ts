/** Who may call the contract-review (htps) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

export const CONTRACT_REVIEW_ACCESS = {
  /** Reviewers compute audit time; approvers and readers of reviews may too. */
  calculate: ['htps:review:review', 'htps:review:approve', 'htps:review:detail'],
} as const satisfies Record<string, readonly Permission[]>;

/** Who may call what: reviewers edit and decide reviews, approvers approve contracts. */
export const REVIEW_ACCESS = {
  read: ['htps:review:review', 'htps:review:approve', 'htps:review:detail'],
  review: ['htps:review:review'],
  approve: ['htps:review:approve'],
  export: ['htps:review:export'],
  config: ['htps:review:config'],
} as const satisfies Record<string, readonly Permission[]>;
