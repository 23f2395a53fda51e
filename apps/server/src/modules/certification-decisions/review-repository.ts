/**
 * The queries of the 技术审定 lists (technical review): the reviews' filters, count and page in the
 * chosen order, and the prepared unfiltered pages (every review of the tenant, or the caller's own).
 */
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { preparedTenantPage, queryRows, sortedRows } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  auditPlansView as auditPlans,
  auditProjectsView as auditProjects,
} from '../audit-programmes/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { activeReview, countRows } from './repository.ts';
import { technicalReviews } from './schema.ts';

const p = auditProjects;
const r = technicalReviews;

export interface ReviewFilters {
  scope: 'mine' | 'all';
  userId: string;
  result?: number;
  enterpriseName?: string;
}

export function reviewWhere(tenantId: number, f: ReviewFilters): SQL | undefined {
  return inTenant(r, tenantId, [
    f.scope === 'mine' ? and(eq(r.reviewerUserId, f.userId), activeReview) : ne(r.result, 0),
    f.result !== undefined ? eq(r.result, f.result) : undefined,
    enterpriseNameContains(p.enterpriseId, f.enterpriseName),
  ]);
}

const REVIEW_SORT = {
  assignedAt: r.assignedAt,
  reviewedAt: r.reviewedAt,
  enterpriseName: enterprisesView.name,
};

function reviewQuery(tx: Reader) {
  return tx
    .select({
      id: r.id,
      version: r.version,
      projectId: r.projectId,
      enterpriseName: enterprisesView.name,
      planNo: sql<string>`coalesce(${auditPlans.planNo}, '')`,
      auditType: p.auditType,
      scheme: p.scheme,
      round: r.round,
      reviewerName: auditorsView.name,
      result: r.result,
      reason: r.reason,
      assignedAt: r.assignedAt,
      reviewedAt: r.reviewedAt,
    })
    .from(r)
    .innerJoin(p, eq(p.id, r.projectId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
    .innerJoin(auditorsView, eq(auditorsView.id, r.reviewerAuditorId))
    .leftJoin(auditPlans, eq(auditPlans.id, p.planId));
}

export function countReviews(tx: Reader, where: SQL | undefined) {
  return countRows(
    tx,
    tx
      .select({ one: sql`1` })
      .from(r)
      .innerJoin(p, eq(p.id, r.projectId))
      .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
      .where(where)
      .$dynamic(),
  );
}

/** A page of reviews in `order` (the filtered pages and the prepared unfiltered ones). */
const reviewRows = queryRows(reviewQuery);
const REVIEW_ORDER = [asc(r.result), desc(r.assignedAt), desc(r.id)];

export const listReviews = sortedRows(reviewRows, {
  sort: REVIEW_SORT,
  fallback: REVIEW_ORDER,
  tieBreak: r.id,
});

/**
 * The unfiltered review lists (`reviewWhere` without filters) of either scope, prepared. Their count
 * is of `technical_reviews` alone: the joins of `countReviews` (project, enterprise) follow NOT NULL
 * foreign keys, so without the enterprise-name filter they neither drop nor repeat a review.
 */
export const unfilteredReviews = {
  all: preparedTenantPage('certification-decisions.reviews-all', r, reviewRows(REVIEW_ORDER), [
    ne(r.result, 0),
  ]),
  mine: preparedTenantPage('certification-decisions.reviews-mine', r, reviewRows(REVIEW_ORDER), [
    and(eq(r.reviewerUserId, sql.placeholder('userId')), activeReview),
  ]),
};
