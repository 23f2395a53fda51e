/**
 * Queries of 培训认证 (tc). Every function runs inside the caller's tenant transaction (RLS on)
 * and also filters by tenant; sort columns come from an allowlist and client text only ever as
 * bound values.
 */
import { TRAINING_LIST_STAGES, type trainingApplicationListQuery } from '@cb/domain/training-certification';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, orderFor, paged } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { users } from '../../platform/identity/schema.ts';
import { trainingApplications as r } from './schema.ts';

export type TrainingApplicationListQuery = z.infer<typeof trainingApplicationListQuery>;
export type TrainingApplicationExportQuery = Omit<TrainingApplicationListQuery, 'pageNo' | 'pageSize'>;
type Filters = Omit<TrainingApplicationListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

const SORT = {
  applicantName: r.applicantName,
  courseName: r.courseName,
  stage: r.stage,
  createTime: r.createdAt,
  updateTime: r.updatedAt,
};
const DEFAULT_ORDER = [desc(r.createdAt), desc(r.id)];

const rowColumns = {
  id: r.id,
  stage: r.stage,
  applicantType: r.applicantType,
  applicantName: r.applicantName,
  organisation: r.organisation,
  courseName: r.courseName,
  courseHours: r.courseHours,
  trainingFrom: r.trainingFrom,
  trainingTo: r.trainingTo,
  certNo: r.certNo,
  handlerName: r.handlerName,
  createdBy: r.createdBy,
  createTime: r.createdAt,
  updateTime: r.updatedAt,
  version: r.version,
};

function where(tenantId: number, f: Filters): SQL | undefined {
  const stages = [...TRAINING_LIST_STAGES[f.view]] as number[];
  return and(
    eq(r.tenantId, tenantId),
    f.stage !== undefined && stages.includes(f.stage) ? eq(r.stage, f.stage) : inArray(r.stage, stages),
    contains(r.applicantName, f.applicantName),
    contains(r.courseName, f.courseName),
  );
}

export function listTrainingApplications(tx: Reader, tenantId: number, q: TrainingApplicationListQuery) {
  const condition = where(tenantId, q);
  return paged(tx, r, condition, q, (limit, offset) =>
    tx
      .select(rowColumns)
      .from(r)
      .where(condition)
      .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
      .limit(limit)
      .offset(offset),
  );
}

export function exportTrainingApplications(
  tx: Reader,
  tenantId: number,
  q: TrainingApplicationExportQuery,
  max: number,
) {
  return tx
    .select(rowColumns)
    .from(r)
    .where(where(tenantId, q))
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
    .limit(max);
}

export type TrainingApplicationListRow = Awaited<ReturnType<typeof exportTrainingApplications>>[number];

export async function findTrainingApplication(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
  return row;
}
export type TrainingApplicationRecord = NonNullable<Awaited<ReturnType<typeof findTrainingApplication>>>;

export async function insertTrainingApplication(tx: Tx, values: Omit<typeof r.$inferInsert, 'id'>) {
  const [row] = await tx.insert(r).values(values).returning({ id: r.id, version: r.version });
  return row!;
}

/** The user's real name (or login name) as the steps record it. */
export async function nameOfUser(tx: Reader, userId: string, fallback: string) {
  const [row] = await tx.select({ name: users.realname }).from(users).where(eq(users.id, userId));
  return row?.name || fallback;
}
