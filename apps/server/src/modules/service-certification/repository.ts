/**
 * Queries of 服务认证 (sc): tenant-filtered (RLS too), sort columns from an allowlist, client text
 * only as bound values.
 */

import { SERVICE_STANDARD_CODE } from '@cb/domain';
import type { serviceProjectListQuery } from '@cb/domain/service-certification';
import { SERVICE_STAGE } from '@cb/domain/service-certification';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, orderFor, paged } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { certificatesView as cv } from '../certificates/door.ts';
import { serviceProjects as p } from './schema.ts';

export type ServiceProjectListQuery = z.infer<typeof serviceProjectListQuery>;
export type ServiceProjectExportQuery = Omit<ServiceProjectListQuery, 'pageNo' | 'pageSize'>;
type Filters = Omit<ServiceProjectListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

/**
 * The current (valid or suspended) certificate 证书发放 issued for a project linked to a GB/T 27922
 * contract item: its enterprise's newest of the scheme (lifecycle-link.ts). A project entered on its
 * own keeps the number it was given.
 */
const issuedOf = (column: SQL) =>
  sql`(select ${column} from ${cv} where ${cv.tenantId} = ${p.tenantId} and ${cv.enterpriseId} = ${p.enterpriseId} and ${cv.standardCode} = ${SERVICE_STANDARD_CODE} and ${cv.status} in (1, 2) and ${p.contractItemId} is not null order by ${cv.issueDate} desc limit 1)`;
const certNoOf = sql<string>`coalesce(nullif(${p.certNo}, ''), ${issuedOf(sql`${cv.certNo}`)}, '')`.mapWith(
  String,
);
const issueDateOf = sql<
  string | null
>`coalesce(${p.issueDate}::text, ${issuedOf(sql`${cv.issueDate}::text`)})`;
/** 已发证 once the linked item's certificate is issued, else the stored stage. */
const stageOf =
  sql<number>`case when ${p.contractItemId} is not null and ${p.certNo} = '' and ${issuedOf(sql`1`)} is not null then ${SERVICE_STAGE.issued} else ${p.stage} end`.mapWith(
    Number,
  );

const SORT = {
  projectNo: p.projectNo,
  enterpriseName: p.enterpriseName,
  stage: stageOf,
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
  stage: stageOf,
  linked: sql<boolean>`${p.contractItemId} is not null`.mapWith(Boolean),
  evaluated: p.evaluated,
  percent: p.percent,
  grade: p.grade,
  specialDeductions: p.specialDeductions,
  evaluator: p.evaluator,
  evaluatedAt: p.evaluatedAt,
  certNo: certNoOf,
  createTime: p.createdAt,
  version: p.version,
};

function where(tenantId: number, f: Filters): SQL | undefined {
  return and(
    eq(p.tenantId, tenantId),
    contains(p.enterpriseName, f.enterpriseName),
    contains(p.projectNo, f.projectNo),
    f.stage !== undefined ? sql`${stageOf} = ${f.stage}` : undefined,
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
    .select({ project: p, stage: stageOf, certNo: certNoOf, issueDate: issueDateOf })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
  return row
    ? {
        ...row.project,
        stage: row.stage,
        certNo: row.certNo,
        issueDate: row.issueDate,
        linked: row.project.contractItemId !== null,
      }
    : undefined;
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
