/**
 * The queries of 案卷分配 (case allocation): which projects wait for a technical reviewer or have
 * had one (the allocator's two tabs), their count and page in the chosen order, and the reviews of
 * the listed projects. They read the projects through the areas' doors as repository.ts does.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows, sortedRows } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { projectExecutionsView as projectExecutions } from '../audit-execution/door.ts';
import { auditProjectsView as auditProjects } from '../audit-programmes/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { activeReview, countRows, projectQuery } from './repository.ts';
import { technicalReviews } from './schema.ts';

const p = auditProjects;
const e = projectExecutions;
const r = technicalReviews;

const hasPendingReview = sql`exists (select 1 from ${r} where ${r.projectId} = ${p.id} and ${activeReview} and ${r.result} = 0)`;
const hasAnyReview = sql`exists (select 1 from ${r} where ${r.projectId} = ${p.id} and ${activeReview})`;
const inTechCheck = and(eq(p.status, 1), eq(e.stage, 10));

export interface AllocationFilters {
  tab: 'await' | 'done';
  enterpriseName?: string;
  scheme?: string;
  auditType?: number;
}

export function allocationWhere(tenantId: number, f: AllocationFilters): SQL | undefined {
  return inTenant(p, tenantId, [
    f.tab === 'await' ? and(inTechCheck, sql`not ${hasPendingReview}`) : hasAnyReview,
    enterpriseNameContains(p.enterpriseId, f.enterpriseName),
    f.scheme ? eq(p.scheme, f.scheme) : undefined,
    f.auditType !== undefined ? eq(p.auditType, f.auditType) : undefined,
  ]);
}

const ALLOCATION_SORT = {
  fileCompletedAt: e.archivedAt,
  enterpriseName: enterprisesView.name,
  assignedAt: p.updatedAt,
};

export function countAllocation(tx: Reader, where: SQL | undefined) {
  return countRows(
    tx,
    tx
      .select({ one: sql`1` })
      .from(p)
      .innerJoin(enterprisesView, eq(enterprisesView.id, p.enterpriseId))
      .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)))
      .where(where)
      .$dynamic(),
  );
}

export const listAllocation = sortedRows(queryRows(projectQuery), {
  sort: ALLOCATION_SORT,
  fallback: [asc(e.archivedAt), asc(p.id)],
  tieBreak: p.id,
});

/** Reviews of many projects (for list rows). */
export async function reviewsOfProjects(tx: Reader, tenantId: number, projectIds: readonly string[]) {
  if (!projectIds.length) return [];
  return tx
    .select({
      projectId: r.projectId,
      reviewId: r.id,
      round: r.round,
      auditorId: r.reviewerAuditorId,
      name: auditorsView.name,
      result: r.result,
      version: r.version,
    })
    .from(r)
    .innerJoin(auditorsView, eq(auditorsView.id, r.reviewerAuditorId))
    .where(inTenant(r, tenantId, [inArray(r.projectId, [...projectIds]), activeReview]))
    .orderBy(asc(r.round), asc(r.assignedAt));
}
