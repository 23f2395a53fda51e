/**
 * Queries of 检测报告 (jcbg). Every function runs inside the caller's tenant transaction (RLS on)
 * and also filters by tenant and by the caller's row scope (an enterprise user: its enterprise);
 * sort columns come from an allowlist and client text only ever as bound values.
 */
import { type ReportInput, type reportListQuery, reportWarnsDecision } from '@cb/domain/test-reports';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, orderFor, pageCounts } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { auditProjectsView } from '../audit-programmes/door.ts';
import { certificatesView } from '../certificates/door.ts';
import { contractItemsView, contractsView } from '../contract-review/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { testReports as r, testReportUses as u } from './schema.ts';

export type ReportListQuery = z.infer<typeof reportListQuery>;
/** The export's query: the list's filters and order, without paging. */
export type ReportExportQuery = Omit<ReportListQuery, 'pageNo' | 'pageSize'>;
type Filters = Omit<ReportListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

const SORT = {
  enterpriseName: enterprisesView.name,
  laboratoryName: r.laboratoryName,
  reportNo: r.reportNo,
  issueDate: r.issueDate,
  samplingDate: r.samplingDate,
  conclusion: r.conclusion,
  reviewStatus: r.reviewStatus,
  createTime: r.createdAt,
};
const DEFAULT_ORDER = [desc(r.createdAt), desc(r.id)];

const rowColumns = {
  id: r.id,
  enterpriseId: r.enterpriseId,
  enterpriseName: enterprisesView.name,
  laboratoryName: r.laboratoryName,
  cnasNo: r.cnasNo,
  reportNo: r.reportNo,
  productName: r.productName,
  productModel: r.productModel,
  samplingDate: r.samplingDate,
  issueDate: r.issueDate,
  conclusion: r.conclusion,
  reviewStatus: r.reviewStatus,
  returnReason: r.returnReason,
  fileName: sql<string>`coalesce(${storedFiles.fileName}, '')`,
  createTime: r.createdAt,
  version: r.version,
};

function where(tenantId: number, scope: CustomerScope, f: Filters): SQL | undefined {
  return and(
    eq(r.tenantId, tenantId),
    enterpriseScopeWhere(scope, r.enterpriseId),
    contains(enterprisesView.name, f.enterpriseName),
    contains(r.laboratoryName, f.laboratoryName),
    contains(r.reportNo, f.reportNo),
    f.conclusion !== undefined ? eq(r.conclusion, f.conclusion) : undefined,
    f.reviewStatus !== undefined ? eq(r.reviewStatus, f.reviewStatus) : undefined,
  );
}

const joined = (tx: Reader, columns: typeof rowColumns) =>
  tx
    .select(columns)
    .from(r)
    .innerJoin(enterprisesView, eq(enterprisesView.id, r.enterpriseId))
    .leftJoin(storedFiles, eq(storedFiles.id, r.fileId));

export async function listReports(tx: Reader, tenantId: number, scope: CustomerScope, q: ReportListQuery) {
  const condition = where(tenantId, scope, q);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(r)
    .innerJoin(enterprisesView, eq(enterprisesView.id, r.enterpriseId))
    .where(condition);
  const records = await joined(tx, rowColumns)
    .where(condition)
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { records, ...pageCounts(Number(n), q) };
}

/** Every matching row (up to `max`) in the list's order, for the Excel export. */
export function exportReports(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  q: ReportExportQuery,
  max: number,
) {
  return joined(tx, rowColumns)
    .where(where(tenantId, scope, q))
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
    .limit(max);
}

/** A row of the list and of the export. */
export type ReportListRow = Awaited<ReturnType<typeof exportReports>>[number];

/** The report if the scope may see it (undefined otherwise, as for a missing one). */
export async function findReport(tx: Reader, tenantId: number, scope: CustomerScope, id: string) {
  const [row] = await tx
    .select({
      ...rowColumns,
      contractItemId: r.contractItemId,
      certificateId: r.certificateId,
      projectId: r.projectId,
      fileId: r.fileId,
      fileSize: sql<number>`coalesce(${storedFiles.size}, 0)`.mapWith(Number),
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      remark: r.remark,
      reviewerName: r.reviewerName,
      reviewedAt: r.reviewedAt,
      updateTime: r.updatedAt,
      numberKey: r.numberKey,
    })
    .from(r)
    .innerJoin(enterprisesView, eq(enterprisesView.id, r.enterpriseId))
    .leftJoin(storedFiles, eq(storedFiles.id, r.fileId))
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), enterpriseScopeWhere(scope, r.enterpriseId)));
  return row;
}

/** How many decisions used the report. */
export async function usesOf(tx: Reader, tenantId: number, id: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.reportId, id)));
  return Number(n);
}

/** Labels of what the report points at (contract item, certificate, audit project). */
export async function linkLabels(
  tx: Reader,
  tenantId: number,
  links: { contractItemId: string | null; certificateId: string | null; projectId: string | null },
) {
  const labels = { contractItemLabel: '', certNo: '', projectLabel: '' };
  if (links.contractItemId) {
    const [item] = await itemOptions(tx, tenantId, [eq(contractItemsView.id, links.contractItemId)]);
    labels.contractItemLabel = item?.label ?? '';
  }
  if (links.certificateId) {
    const [c] = await certificateOptions(tx, tenantId, [eq(certificatesView.id, links.certificateId)]);
    labels.certNo = c?.label ?? '';
  }
  if (links.projectId) {
    const [p] = await projectOptions(tx, tenantId, [eq(auditProjectsView.id, links.projectId)]);
    labels.projectLabel = p?.label ?? '';
  }
  return labels;
}

function itemOptions(tx: Reader, tenantId: number, filter: SQL[]) {
  return tx
    .select({
      id: contractItemsView.id,
      enterpriseId: contractsView.enterpriseId,
      label: sql<string>`${contractsView.contractNo} || ' ' || ${contractItemsView.standardCode}`,
    })
    .from(contractItemsView)
    .innerJoin(contractsView, eq(contractsView.id, contractItemsView.contractId))
    .where(and(eq(contractItemsView.tenantId, tenantId), ...filter))
    .orderBy(desc(contractsView.createdAt))
    .limit(200);
}

function certificateOptions(tx: Reader, tenantId: number, filter: SQL[]) {
  return tx
    .select({
      id: certificatesView.id,
      enterpriseId: certificatesView.enterpriseId,
      label: sql<string>`${certificatesView.certNo} || ' ' || ${certificatesView.standardCode}`,
    })
    .from(certificatesView)
    .where(and(eq(certificatesView.tenantId, tenantId), ...filter))
    .orderBy(desc(certificatesView.issueDate))
    .limit(200);
}

function projectOptions(tx: Reader, tenantId: number, filter: SQL[]) {
  return tx
    .select({
      id: auditProjectsView.id,
      enterpriseId: auditProjectsView.enterpriseId,
      label: sql<string>`${auditProjectsView.scheme} || ' ' || coalesce(${auditProjectsView.dueFrom}::text, '')`,
    })
    .from(auditProjectsView)
    .where(and(eq(auditProjectsView.tenantId, tenantId), ...filter))
    .orderBy(desc(auditProjectsView.createdAt))
    .limit(200);
}

/** What a report of the enterprise may point at. */
export async function linkOptions(tx: Reader, tenantId: number, enterpriseId: string) {
  const strip = (rows: { id: string; label: string }[]) => rows.map(({ id, label }) => ({ id, label }));
  return {
    contractItems: strip(await itemOptions(tx, tenantId, [eq(contractsView.enterpriseId, enterpriseId)])),
    certificates: strip(
      await certificateOptions(tx, tenantId, [eq(certificatesView.enterpriseId, enterpriseId)]),
    ),
    projects: strip(await projectOptions(tx, tenantId, [eq(auditProjectsView.enterpriseId, enterpriseId)])),
  };
}

/** Whether each given link belongs to the enterprise (a missing one counts as foreign). */
export async function linksBelongTo(
  tx: Reader,
  tenantId: number,
  enterpriseId: string,
  links: { contractItemId: string | null; certificateId: string | null; projectId: string | null },
): Promise<boolean> {
  const owned = async (rows: PromiseLike<{ enterpriseId: string | null }[]>) =>
    (await rows)[0]?.enterpriseId === enterpriseId;
  if (
    links.contractItemId &&
    !(await owned(itemOptions(tx, tenantId, [eq(contractItemsView.id, links.contractItemId)])))
  )
    return false;
  if (
    links.certificateId &&
    !(await owned(certificateOptions(tx, tenantId, [eq(certificatesView.id, links.certificateId)])))
  )
    return false;
  if (
    links.projectId &&
    !(await owned(projectOptions(tx, tenantId, [eq(auditProjectsView.id, links.projectId)])))
  )
    return false;
  return true;
}

/** The enterprises in scope whose name contains `keyword`, by name, at most 30. */
export function enterpriseOptions(tx: Reader, tenantId: number, scope: CustomerScope, keyword?: string) {
  return tx
    .select({ id: enterprisesView.id, name: enterprisesView.name })
    .from(enterprisesView)
    .where(
      and(
        eq(enterprisesView.tenantId, tenantId),
        eq(enterprisesView.deleted, false),
        enterpriseScopeWhere(scope, enterprisesView.id, enterprisesView.partnerId),
        contains(enterprisesView.name, keyword),
      ),
    )
    .orderBy(asc(enterprisesView.name))
    .limit(30);
}

/** Whether the enterprise exists in the tenant (and is not deleted). */
export async function enterpriseExists(tx: Reader, tenantId: number, enterpriseId: string) {
  const [row] = await tx
    .select({ id: enterprisesView.id })
    .from(enterprisesView)
    .where(
      and(
        eq(enterprisesView.tenantId, tenantId),
        eq(enterprisesView.id, enterpriseId),
        eq(enterprisesView.deleted, false),
      ),
    );
  return Boolean(row);
}

/** A stored file of this area that the user uploaded, not yet attached, or attached to `reportId`. */
export async function attachableFile(
  tx: Reader,
  tenantId: number,
  fileId: string,
  userId: string,
  reportId: string | null,
) {
  const [file] = await tx
    .select({ id: storedFiles.id, ownerId: storedFiles.ownerId, createdBy: storedFiles.createdBy })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.tenantId, tenantId),
        eq(storedFiles.id, fileId),
        eq(storedFiles.ownerArea, FILE_AREA),
      ),
    );
  if (!file) return false;
  if (file.ownerId === null) return file.createdBy === userId;
  return file.ownerId === reportId;
}

export const FILE_AREA = 'test-report';

export async function attachFile(tx: Tx, tenantId: number, fileId: string, reportId: string) {
  await tx
    .update(storedFiles)
    .set({ ownerId: reportId })
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, fileId)));
}

type Row = Omit<ReportInput, 'enterpriseId'> & { enterpriseId: string; numberKey: string };

export async function insertReport(tx: Tx, tenantId: number, userId: string, input: Row) {
  const [row] = await tx
    .insert(r)
    .values({ ...input, tenantId, createdBy: userId, updatedBy: userId })
    .returning({ id: r.id, version: r.version });
  return row!;
}

/** Deletes the row if it is still at `version`; false when nothing matched. */
export async function deleteReport(tx: Tx, tenantId: number, id: string, version: number) {
  const rows = await tx
    .delete(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.version, version)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** The enterprise's reports that warn its certification decision (reportWarnsDecision). */
export async function decisionWarnings(tx: Reader, tenantId: number, enterpriseId: string) {
  const rows = await tx
    .select({
      id: r.id,
      laboratoryName: r.laboratoryName,
      cnasNo: r.cnasNo,
      reportNo: r.reportNo,
      productName: r.productName,
      productModel: r.productModel,
      issueDate: r.issueDate,
      conclusion: r.conclusion,
      reviewStatus: r.reviewStatus,
    })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.enterpriseId, enterpriseId),
        eq(r.conclusion, 2),
        inArray(r.reviewStatus, [0, 1]),
      ),
    )
    .orderBy(desc(r.issueDate), asc(r.id));
  return rows.filter(reportWarnsDecision).map(({ conclusion: _, ...w }) => w);
}

export async function recordUses(
  tx: Tx,
  actor: { tenantId: number; userId: string | null },
  decisionId: string,
  reportIds: readonly string[],
) {
  if (reportIds.length === 0) return;
  await tx
    .insert(u)
    .values(
      reportIds.map((reportId) => ({
        tenantId: actor.tenantId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
        reportId,
        decisionId,
      })),
    )
    .onConflictDoNothing();
}
