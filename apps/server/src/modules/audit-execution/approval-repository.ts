/**
 * Reads of the special approvals (特殊审批) raised on audit projects: their columns, the staff list
 * with its filters and paging, and the approvals of one project. Writes stay with the service that
 * raises and decides them (project-changes-service.ts).
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { listPages, type PageQuery, queryRows } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  auditProgrammesView as auditProgrammes,
  auditProjectsView as auditProjects,
} from '../audit-programmes/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { projectExecutions, specialApprovals } from './schema.ts';

const _p = auditProjects;
const _e = projectExecutions;

const p = auditProjects;

const approvalProject = sql<string>`coalesce((select ${auditProgrammes.standardName}
  from ${p} join ${auditProgrammes} on ${auditProgrammes.id} = ${p.programmeId}
  where ${p.id} = ${specialApprovals.projectId}), '')`;
const approvalAuditType = sql<
  number | null
>`(select ${p.auditType} from ${p} where ${p.id} = ${specialApprovals.projectId})`;
const applicantName = specialApprovals.appliedByName;

export const approvalColumns = {
  id: specialApprovals.id,
  version: specialApprovals.version,
  projectId: specialApprovals.projectId,
  enterpriseName: enterprisesView.name,
  projectLabel: approvalProject,
  auditType: approvalAuditType,
  kind: specialApprovals.kind,
  reason: specialApprovals.reason,
  status: specialApprovals.status,
  appliedBy: specialApprovals.createdBy,
  appliedByName: applicantName,
  appliedAt: specialApprovals.createdAt,
  decidedByName: specialApprovals.decidedByName,
  decidedAt: specialApprovals.decidedAt,
  comment: specialApprovals.comment,
};

export function approvalQuery(tx: Reader) {
  return tx
    .select(approvalColumns)
    .from(specialApprovals)
    .innerJoin(enterprisesView, eq(enterprisesView.id, specialApprovals.enterpriseId));
}

const approvalPages = listPages(
  'audit-execution.special-approvals',
  specialApprovals,
  eq(specialApprovals.tenantId, sql.placeholder('tenantId')),
  queryRows(approvalQuery),
  {
    sort: { createTime: specialApprovals.createdAt },
    fallback: [desc(specialApprovals.createdAt), asc(specialApprovals.id)],
    tieBreak: specialApprovals.id,
  },
);

/**
 * A page of the special approvals, newest first. The enterprise-name filter is a condition on the
 * approvals' own column (their enterprise among those named), so `paged` counts that table alone.
 */
export function listApprovals(
  tx: Reader,
  tenantId: number,
  q: PageQuery & {
    status?: number | undefined;
    kind?: number | undefined;
    enterpriseName?: string | undefined;
  },
) {
  const where = inTenant(specialApprovals, tenantId, [
    q.status !== undefined ? eq(specialApprovals.status, q.status) : undefined,
    q.kind !== undefined ? eq(specialApprovals.kind, q.kind) : undefined,
    enterpriseNameContains(specialApprovals.enterpriseId, q.enterpriseName),
  ]);
  return approvalPages(tx, { tenantId }, q, where);
}

export async function approvalsOf(tx: Tx, tenantId: number, projectId: string) {
  return approvalQuery(tx)
    .where(inTenant(specialApprovals, tenantId, [eq(specialApprovals.projectId, projectId)]))
    .orderBy(asc(specialApprovals.createdAt));
}
