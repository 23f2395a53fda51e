/**
 * Queries of contract review and contracts: the review list (filters, order, page), a review with
 * its items and fee lines, a contract with its items. Every query filters by tenant (RLS does too).
 */
import type { ContractDetail, ReviewExportQuery, ReviewFeeLine, ReviewRow } from '@cb/domain';
import { asc, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COUNT_CAP, prefixPattern } from '../../platform/crud/list.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { users } from '../../platform/identity/schema.ts';
import { applicationsView } from '../applications/door.ts';
import { enterpriseNameContains, enterprisesView } from '../customers/door.ts';
import { standardsView } from '../reference/door.ts';
import { ITEM_DAYS, ITEM_SAMPLES, ITEM_SCOPE, pickFields } from './item-fields.ts';
import { contractItems, contracts, reviewFeeLines, reviewItems, reviewTasks } from './schema.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const reviewer = alias(users, 'reviewer');

/** Sortable columns of the review list. */
export const REVIEW_SORT = {
  createTime: reviewTasks.createdAt,
  status: reviewTasks.status,
  reviewTime: reviewTasks.reviewedAt,
  applyNo: applicationsView.applyNo,
};
export const REVIEW_DEFAULT_ORDER = [
  asc(reviewTasks.status),
  desc(reviewTasks.createdAt),
  desc(reviewTasks.id),
];

/** The day after a calendar date (for an inclusive "to" date). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00+08:00`) + 86_400_000);

export function reviewListWhere(tenantId: number, q: ReviewExportQuery): SQL | undefined {
  return inTenant(reviewTasks, tenantId, [
    q.applyNo ? like(applicationsView.applyNo, prefixPattern(q.applyNo.toUpperCase())) : undefined,
    enterpriseNameContains(reviewTasks.enterpriseId, q.enterpriseName),
    q.status !== undefined ? eq(reviewTasks.status, q.status) : undefined,
    q.reviewType !== undefined ? eq(reviewTasks.reviewType, q.reviewType) : undefined,
    q.contractStatus !== undefined ? eq(contracts.status, q.contractStatus) : undefined,
    q.createdFrom ? gte(reviewTasks.createdAt, new Date(`${q.createdFrom}T00:00:00+08:00`)) : undefined,
    q.createdTo ? lt(reviewTasks.createdAt, nextDay(q.createdTo)) : undefined,
  ]);
}

const rowColumns = {
  id: reviewTasks.id,
  version: reviewTasks.version,
  reviewType: reviewTasks.reviewType,
  auditType: reviewTasks.auditType,
  status: reviewTasks.status,
  applicationId: reviewTasks.applicationId,
  applyNo: applicationsView.applyNo,
  enterpriseName: enterprisesView.name,
  standardCodes: sql<string>`coalesce((select string_agg(${standardsView.code}, ',' order by ri.sort_no) from ${reviewItems} ri join ${standardsView} on ${standardsView.id} = ri.certificate_standard_id where ri.review_task_id = ${reviewTasks.id}), '')`,
  totalDays: reviewTasks.totalDays,
  reviewerName: reviewer.realname,
  reviewedAt: reviewTasks.reviewedAt,
  createdAt: reviewTasks.createdAt,
  contractId: contracts.id,
  contractNo: contracts.contractNo,
  contractStatus: contracts.status,
};

function listFrom(tx: Reader) {
  return tx
    .select(rowColumns)
    .from(reviewTasks)
    .innerJoin(applicationsView, eq(applicationsView.id, reviewTasks.applicationId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, reviewTasks.enterpriseId))
    .leftJoin(contracts, eq(contracts.id, reviewTasks.contractId))
    .leftJoin(reviewer, eq(reviewer.id, reviewTasks.reviewerId));
}

/**
 * How many reviews match, counting no further than COUNT_CAP + 1 (platform/crud/list.ts). Every review
 * has its application (foreign key, not null), so it is joined only when the filters name its
 * columns (`joins`; the enterprise name is matched by id, enterpriseNameContains): the count with every join took 0.3–0.4 s at 100,000 reviews,
 * the review index alone 5 ms.
 */
export async function countReviews(
  tx: Reader,
  where: SQL | undefined,
  joins: { applications?: boolean; contracts?: boolean } = {
    applications: true,
    contracts: true,
  },
): Promise<number> {
  let query = tx.select({ one: sql`1` }).from(reviewTasks).$dynamic();
  if (joins.applications)
    query = query.innerJoin(applicationsView, eq(applicationsView.id, reviewTasks.applicationId));
  if (joins.contracts) query = query.leftJoin(contracts, eq(contracts.id, reviewTasks.contractId));
  const matching = query
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [row] = await tx.select({ n: sql<number>`count(*)` }).from(matching);
  return Number(row?.n ?? 0);
}

export async function selectReviewRows(
  tx: Reader,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<ReviewRow[]> {
  const rows = await listFrom(tx)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...r,
    reviewerName: r.reviewerName ?? null,
    reviewedAt: iso(r.reviewedAt),
    createdAt: iso(r.createdAt)!,
    contractId: r.contractId ?? null,
    contractNo: r.contractNo ?? null,
    contractStatus: r.contractStatus ?? null,
  }));
}

/** A review task with its application and enterprise; 404 for another tenant's or a missing one. */
export async function readReviewTask(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      task: reviewTasks,
      applyNo: applicationsView.applyNo,
      applicationType: applicationsView.applicationType,
      enterpriseName: enterprisesView.name,
      reviewerName: reviewer.realname,
      contractNo: contracts.contractNo,
      contractStatus: contracts.status,
    })
    .from(reviewTasks)
    .innerJoin(applicationsView, eq(applicationsView.id, reviewTasks.applicationId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, reviewTasks.enterpriseId))
    .leftJoin(contracts, eq(contracts.id, reviewTasks.contractId))
    .leftJoin(reviewer, eq(reviewer.id, reviewTasks.reviewerId))
    .where(inTenant(reviewTasks, tenantId, [eq(reviewTasks.id, id)]));
  if (!row) throw notFound('合同评审不存在');
  return row;
}

export async function readReviewItems(tx: Reader, tenantId: number, taskId: string) {
  return tx
    .select({
      item: reviewItems,
      standardName: standardsView.name,
      standardCode: standardsView.code,
    })
    .from(reviewItems)
    .innerJoin(standardsView, eq(standardsView.id, reviewItems.certificateStandardId))
    .where(inTenant(reviewItems, tenantId, [eq(reviewItems.reviewTaskId, taskId)]))
    .orderBy(asc(reviewItems.sortNo), asc(reviewItems.id));
}

export async function readFeeLines(
  tx: Reader,
  tenantId: number,
  taskId: string,
  itemIds: readonly string[],
): Promise<ReviewFeeLine[]> {
  const rows = await tx
    .select()
    .from(reviewFeeLines)
    .where(inTenant(reviewFeeLines, tenantId, [eq(reviewFeeLines.reviewTaskId, taskId)]))
    .orderBy(asc(reviewFeeLines.sortNo));
  return rows.map((r) => ({
    id: r.id,
    itemIndex: r.reviewItemId ? itemIds.indexOf(r.reviewItemId) : null,
    auditType: r.auditType,
    feeType: r.feeType,
    tariffAmount: r.tariffAmount,
    amount: r.amount,
    overridden: r.overridden === 1,
    overrideReason: r.overrideReason,
  }));
}

const approver = alias(users, 'approver');

export async function readContract(tx: Reader, tenantId: number, id: string): Promise<ContractDetail> {
  const [row] = await tx
    .select({
      contract: contracts,
      applyNo: applicationsView.applyNo,
      enterpriseName: enterprisesView.name,
      reviewerName: reviewer.realname,
      approverName: approver.realname,
    })
    .from(contracts)
    .innerJoin(applicationsView, eq(applicationsView.id, contracts.applicationId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, contracts.enterpriseId))
    .leftJoin(reviewer, eq(reviewer.id, contracts.reviewerId))
    .leftJoin(approver, eq(approver.id, contracts.approvedBy))
    .where(inTenant(contracts, tenantId, [eq(contracts.id, id)]));
  if (!row) throw notFound('合同不存在');
  const items = await tx
    .select({ item: contractItems, standardName: standardsView.name })
    .from(contractItems)
    .innerJoin(standardsView, eq(standardsView.id, contractItems.certificateStandardId))
    .where(inTenant(contractItems, tenantId, [eq(contractItems.contractId, id)]))
    .orderBy(asc(contractItems.sortNo));
  const c = row.contract;
  return {
    id: c.id,
    version: c.version,
    contractNo: c.contractNo,
    status: c.status,
    reviewTaskId: c.reviewTaskId,
    applicationId: c.applicationId,
    applyNo: row.applyNo,
    enterpriseId: c.enterpriseId,
    enterpriseName: row.enterpriseName,
    signedDate: c.signedDate,
    signatory: c.signatory,
    surveillanceFrequency: c.surveillanceFrequency,
    integrationPercent: c.integrationPercent,
    totalDays: c.totalDays,
    totalFee: c.totalFee,
    reviewerId: c.reviewerId,
    reviewerName: row.reviewerName ?? null,
    approvedBy: c.approvedBy,
    approverName: row.approverName ?? null,
    approvedAt: iso(c.approvedAt),
    returnReason: c.returnReason,
    remark: c.remark,
    createdAt: iso(c.createdAt)!,
    items: items.map(({ item, standardName }) => ({
      id: item.id,
      certificateStandardId: item.certificateStandardId,
      standardName,
      standardCode: item.standardCode,
      standardVersion: item.standardVersion,
      ...pickFields(item, ITEM_SCOPE),
      ...pickFields(item, ITEM_DAYS),
      recertCount: item.recertCount,
      surveillanceFrequency: item.surveillanceFrequency,
      accreditationMark: item.accreditationMark,
      isTransfer: item.isTransfer,
      sites: item.sites,
      ...pickFields(item, ITEM_SAMPLES),
      fees: item.fees,
    })),
  };
}
