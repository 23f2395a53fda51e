/**
 * The staff queries of 培训证书管理: each takes the caller's tenant transaction (RLS on) and filters
 * by tenant as well; sort columns come from an allowlist and client text only as bound values.
 */
import type { TrainingCertificateListQuery } from '@cb/domain';
import { and, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { contains, EXPORT_MAX_ROWS, listPages, orderFor, tableRows } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { trainingCertificates as r } from './schema.ts';

export type TrainingCertificateFilters = Omit<TrainingCertificateListQuery, 'pageNo' | 'pageSize'>;

const SORT = {
  certNo: r.certNo,
  issueDate: r.issueDate,
  trainingFrom: r.trainingFrom,
  createTime: r.createdAt,
};
const DEFAULT_ORDER = [desc(r.createdAt), desc(r.id)];

const rowColumns = {
  id: r.id,
  version: r.version,
  certNo: r.certNo,
  holderName: r.holderName,
  holderIdCardNo: r.holderIdCardNo,
  employer: r.employer,
  courseName: r.courseName,
  standardName: r.standardName,
  courseHours: r.courseHours,
  trainingFrom: r.trainingFrom,
  trainingTo: r.trainingTo,
  issueDate: r.issueDate,
  validTo: r.validTo,
  status: r.status,
  createTime: r.createdAt,
};

/** The live status filter (1 有效, 2 已撤销, 3 已过期) on `today`, the body's calendar day. */
function statusWhere(status: number | undefined, today: string): SQL | undefined {
  if (status === 2) return eq(r.status, 2);
  if (status === 1) return and(eq(r.status, 1), or(isNull(r.validTo), gte(r.validTo, today)));
  if (status === 3) return and(eq(r.status, 1), lt(r.validTo, today));
  return undefined;
}

function where(tenantId: number, f: TrainingCertificateFilters, today: string): SQL | undefined {
  return inTenant(r, tenantId, [
    contains(r.certNo, f.certNo),
    contains(r.holderName, f.holderName),
    contains(r.courseName, f.courseName),
    statusWhere(f.status, today),
  ]);
}

const pages = listPages(
  'public-checks.training-certificates',
  r,
  eq(r.tenantId, sql.placeholder('tenantId')),
  tableRows(r, rowColumns),
  { sort: SORT, fallback: DEFAULT_ORDER, tieBreak: r.id },
);

export function listTrainingCertificates(
  tx: Reader,
  tenantId: number,
  q: TrainingCertificateListQuery,
  today: string,
) {
  return pages(tx, { tenantId }, q, where(tenantId, q, today));
}

/** The rows of an Excel export: the list's filters and order, at most EXPORT_MAX_ROWS. */
export function exportTrainingCertificates(
  tx: Reader,
  tenantId: number,
  q: TrainingCertificateFilters,
  today: string,
) {
  return tx
    .select(rowColumns)
    .from(r)
    .where(where(tenantId, q, today))
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
    .limit(EXPORT_MAX_ROWS);
}

export async function findTrainingCertificateById(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      ...rowColumns,
      revokeReason: r.revokeReason,
      revokedAt: r.revokedAt,
      remark: r.remark,
      updateTime: r.updatedAt,
    })
    .from(r)
    .where(inTenant(r, tenantId, [eq(r.id, id)]));
  return row;
}

export async function insertTrainingCertificate(
  tx: Tx,
  tenantId: number,
  userId: string,
  values: Omit<typeof r.$inferInsert, 'tenantId' | 'id'>,
) {
  const [row] = await tx
    .insert(r)
    .values({ ...values, tenantId, createdBy: userId, updatedBy: userId })
    .returning({ id: r.id, version: r.version });
  return row!;
}

/** Deletes the row if it is still at `version`; false when nothing matched. */
export async function deleteTrainingCertificate(tx: Tx, tenantId: number, id: string, version: number) {
  const rows = await tx
    .delete(r)
    .where(inTenant(r, tenantId, [eq(r.id, id), eq(r.version, version)]))
    .returning({ id: r.id });
  return rows.length > 0;
}
