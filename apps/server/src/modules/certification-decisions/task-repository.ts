/**
 * The queries of the certificate tasks' lists (暂停撤销 and 证书发放): the filters, count and page
 * in the chosen order, the prepared unfiltered pages, and each listed task's certificate number read
 * through the certificates' hooks.
 */
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { preparedTenantPage, queryRows, sortedRows } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { auditProjectsView as auditProjects } from '../audit-programmes/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { certificatesArea } from './hooks.ts';
import { countRows } from './repository.ts';
import { certificateTasks, technicalReviews } from './schema.ts';

const p = auditProjects;
const _r = technicalReviews;
const t = certificateTasks;

export interface TaskFilters {
  kind?: number;
  status?: number;
  enterpriseName?: string;
}

export function taskWhere(tenantId: number, f: TaskFilters): SQL | undefined {
  return inTenant(t, tenantId, [
    f.kind !== undefined ? eq(t.kind, f.kind) : undefined,
    f.status !== undefined ? eq(t.status, f.status) : undefined,
    enterpriseNameContains(t.enterpriseId, f.enterpriseName),
  ]);
}

function taskQuery(tx: Reader) {
  return tx
    .select({
      id: t.id,
      version: t.version,
      kind: t.kind,
      status: t.status,
      enterpriseName: enterprisesView.name,
      projectId: t.projectId,
      auditType: p.auditType,
      certificateId: t.certificateId,
      note: t.note,
      createdAt: t.createdAt,
      doneAt: t.doneAt,
    })
    .from(t)
    .innerJoin(enterprisesView, eq(enterprisesView.id, t.enterpriseId))
    .leftJoin(p, eq(p.id, t.projectId));
}

/** A listed task with its certificate's number and status (the certificates' side; '' and null without one). */
export type TaskRecord = Awaited<ReturnType<typeof listTasks>>[number] & {
  certNo: string;
  certStatus: number | null;
};

export async function withCertificateNumbers(
  tx: Reader,
  tenantId: number,
  rows: readonly Awaited<ReturnType<typeof listTasks>>[number][],
): Promise<TaskRecord[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.certificateId ? [r.certificateId] : [])))];
  const numbers = await certificatesArea().numbersOf(tx, tenantId, ids);
  return rows.map((r) => {
    const held = r.certificateId ? numbers.get(r.certificateId) : undefined;
    return { ...r, certNo: held?.certNo ?? '', certStatus: held?.status ?? null };
  });
}

export function countTasks(tx: Reader, where: SQL | undefined) {
  return countRows(
    tx,
    tx
      .select({ one: sql`1` })
      .from(t)
      .innerJoin(enterprisesView, eq(enterprisesView.id, t.enterpriseId))
      .where(where)
      .$dynamic(),
  );
}

/** A page of certificate tasks in `order` (the filtered pages and the prepared unfiltered ones). */
const taskRows = queryRows(taskQuery);
const TASK_ORDER = [asc(t.status), desc(t.createdAt), desc(t.id)];

export const listTasks = sortedRows(taskRows, {
  sort: { createdAt: t.createdAt },
  fallback: TASK_ORDER,
  tieBreak: t.id,
});

/*
 * The unfiltered task lists (`taskWhere` without filters), prepared. Their count is of
 * `certificate_tasks` alone: the enterprise join of `countTasks` follows a NOT NULL foreign key, so
 * without the enterprise-name filter it neither drops nor repeats a task.
 */
/** 暂停撤销: every task of the tenant. */
export const unfilteredTasks = preparedTenantPage('certification-decisions.tasks', t, taskRows(TASK_ORDER));
/** 证书发放: the issue tasks (kind 1). */
export const unfilteredIssueTasks = preparedTenantPage(
  'certification-decisions.issue-tasks',
  t,
  taskRows(TASK_ORDER),
  [eq(t.kind, 1)],
);
