/**
 * Queries of 服务认证 (sc): tenant-filtered (RLS too), sort columns from an allowlist, client text
 * only as bound values.
 */
import type { serviceProjectListQuery } from '@cb/domain/service-certification';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, orderFor, paged } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { serviceProjects as p } from './schema.ts';

export type ServiceProjectListQuery = z.infer<typeof serviceProjectListQuery>;
export type ServiceProjectExportQuery = Omit<ServiceProjectListQuery, 'pageNo' | 'pageSize'>;
type Filters = Omit<ServiceProjectListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

const SORT = {
  projectNo: p.projectNo,
  enterpriseName: p.enterpriseName,
  stage: p.stage,
  percent: p.percent,
  createTime: p.createdAt,
};
const DEFAULT_ORDER = [desc(p.createdAt), desc(p.id)];

const rowColumns = {
  id: p.id,
  projectNo: p.projectNo,
  enterpriseName: p.enterpriseName,
  scope: p.scope,
  serviceAreaCode: p.serviceAreaCode,
  stage: p.stage,
  evaluated: p.evaluated,
  percent: p.percent,
  grade: p.grade,
  specialDeductions: p.specialDeductions,
  evaluator: p.evaluator,
  evaluatedAt: p.evaluatedAt,
  certNo: p.certNo,
  createTime: p.createdAt,
  version: p.version,
};

function where(tenantId: number, f: Filters): SQL | undefined {
  return and(
    eq(p.tenantId, tenantId),
    contains(p.enterpriseName, f.enterpriseName),
    contains(p.projectNo, f.projectNo),
    f.stage !== undefined ? eq(p.stage, f.stage) : undefined,
    f.grade !== undefined ? eq(p.grade, f.grade) : undefined,
    f.evaluated ? eq(p.evaluated, true) : undefined,
  );
}

export function listServiceProjects(tx: Reader, tenantId: number, q: ServiceProjectListQuery) {
  const condition = where(tenantId, q);
  return paged(tx, p, condition, q, (limit, offset) =>
    tx
      .select(rowColumns)
      .from(p)
      .where(condition)
      .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, p.id))
      .limit(limit)
      .offset(offset),
  );
}

export function exportServiceProjects(
  tx: Reader,
  tenantId: number,
  q: ServiceProjectExportQuery,
  max: number,
) {
  return tx
    .select(rowColumns)
    .from(p)
    .where(where(tenantId, q))
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, p.id))
    .limit(max);
}
export type ServiceProjectListRow = Awaited<ReturnType<typeof exportServiceProjects>>[number];

export async function findServiceProject(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
  return row;
}
export type ServiceProjectRecord = NonNullable<Awaited<ReturnType<typeof findServiceProject>>>;

export async function projectCount(tx: Reader, tenantId: number) {
  const [row] = await tx.select({ n: count() }).from(p).where(eq(p.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function insertServiceProject(tx: Tx, values: Omit<typeof p.$inferInsert, 'id'>) {
  const [row] = await tx.insert(p).values(values).returning({ id: p.id, version: p.version });
  return row!;
}
