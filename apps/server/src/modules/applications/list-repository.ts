/**
 * The application list's queries (xmsl/SearchList and its Excel export): the filters, the user's
 * row scope, the capped count and one page of rows in the requested order.
 */
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationExportQuery,
  type ApplicationRow,
  labelOf,
} from '@cb/domain';
import { eq, exists, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/crud/list.ts';
import { anyOfIds, startsWith } from '../../platform/crud/search.ts';
import type { NullableRow } from '../../platform/db/columns.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { enterpriseIdsNamedLike, enterprisesView } from '../customers/door.ts';
import { partnersView } from '../partners/door.ts';
import { applicationItems, applications } from './schema.ts';

const _iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const listColumns = {
  id: applications.id,
  version: applications.version,
  applyNo: applications.applyNo,
  enterpriseId: applications.enterpriseId,
  enterpriseName: enterprisesView.name,
  partnerName: partnersView.name,
  applicationType: applications.applicationType,
  receivedDate: applications.receivedDate,
  standardCodes: applications.standardCodes,
  status: applications.status,
  returnReason: applications.returnReason,
  createdAt: applications.createdAt,
  submittedAt: applications.submittedAt,
  reviewedAt: applications.reviewedAt,
};

type ListRow = NullableRow<typeof listColumns>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toListRecord(r: ListRow): ApplicationRow {
  return {
    id: r.id!,
    version: r.version!,
    applyNo: r.applyNo!,
    enterpriseId: r.enterpriseId!,
    enterpriseName: r.enterpriseName ?? '',
    partnerName: r.partnerName ?? '',
    applicationType: r.applicationType!,
    applicationType_dictText: labelOf(APPLICATION_TYPES, r.applicationType) ?? '',
    receivedDate: r.receivedDate!,
    standardCodes: r.standardCodes ?? '',
    status: r.status!,
    status_dictText: labelOf(APPLICATION_STATUSES, r.status) ?? '',
    returnReason: r.returnReason ?? '',
    createTime: iso(r.createdAt),
    submitTime: iso(r.submittedAt),
    reviewTime: iso(r.reviewedAt),
  };
}

/** Sortable columns of the list (`column` of the query). */
export const APPLICATION_SORT = {
  applyNo: applications.applyNo,
  receivedDate: applications.receivedDate,
  status: applications.status,
  createTime: applications.createdAt,
  submitTime: applications.submittedAt,
};

/**
 * 企业名称 search: the matching enterprises come first from the trigram index, and the applications
 * are then looked up by those ids. Written as one subquery, the planner cannot tell a rare name from
 * a common one and walks the newest applications one by one (150 ms at 300 000 rows). Past this
 * many matches the name is common, and the subquery is the better plan.
 */
const NAME_MATCH_CAP = 2_000;

/** The ids of the enterprises named like `name`, or null when there is no name or too many match. */
export async function enterprisesNamed(
  tx: Reader,
  /** The transaction's tenant (tenant_row_ids reads it from the transaction). */
  _tenantId: number,
  name: string | undefined,
): Promise<string[] | null> {
  if (!name) return null;
  // The tenant's matches straight from the trigram index (a plain ILIKE cannot use it under RLS).
  const { rows } = await tx.execute<{ id: string }>(
    sql`select t.id from (${enterpriseIdsNamedLike(containsPattern(name), NAME_MATCH_CAP + 1)}) t(id)`,
  );
  return rows.length > NAME_MATCH_CAP ? null : rows.map((r) => r.id);
}

/** Where a list or an export looks: the tenant, the user's scope and the filters. */
export function applicationListWhere(
  tenantId: number,
  scope: CustomerScope,
  q: ApplicationExportQuery,
  /** The enterprises whose name matches `q.enterpriseName`, when few enough to list (see above). */
  namedEnterprises: string[] | null = null,
): SQL | undefined {
  const byName = !q.enterpriseName
    ? undefined
    : namedEnterprises
      ? namedEnterprises.length > 0
        ? anyOfIds(applications.enterpriseId, namedEnterprises)
        : sql`false`
      : inArray(
          applications.enterpriseId,
          sql`(${enterpriseIdsNamedLike(containsPattern(q.enterpriseName))})`,
        );
  return inTenant(applications, tenantId, [
    eq(applications.deleted, false),
    enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
    startsWith(applications.applyNo, q.applyNo?.toUpperCase()),
    byName,
    q.enterpriseId ? eq(applications.enterpriseId, q.enterpriseId) : undefined,
    q.partnerId ? eq(applications.partnerId, q.partnerId) : undefined,
    q.status !== undefined ? eq(applications.status, q.status) : undefined,
    q.applicationType !== undefined ? eq(applications.applicationType, q.applicationType) : undefined,
    q.receivedFrom ? gte(applications.receivedDate, q.receivedFrom) : undefined,
    q.receivedTo ? lte(applications.receivedDate, q.receivedTo) : undefined,
    q.certificateStandardId
      ? exists(
          sql`(select 1 from ${applicationItems} where ${applicationItems.tenantId} = ${tenantId} and ${applicationItems.applicationId} = ${applications.id} and ${applicationItems.certificateStandardId} = ${q.certificateStandardId})`,
        )
      : undefined,
    // 申请统计's drill-down (modules/statistics): the client's province and branch company.
    q.province || q.branch
      ? inArray(
          applications.enterpriseId,
          sql`(select ${enterprisesView.id} from ${enterprisesView} where true
            ${q.province ? sql`and ${enterprisesView.regionCode} = ${q.province}` : sql``}
            ${q.branch ? sql`and ${enterprisesView.branchCompany} = ${q.branch}` : sql``})`,
        )
      : undefined,
  ]);
}

/** How many applications match, counting no further than `cap` + 1. */
export async function countApplications(tx: Reader, where: SQL | undefined, cap: number): Promise<number> {
  const [row] = await tx
    .execute<{ n: number | string }>(
      sql`select count(*) as n from (select 1 from ${applications} where ${where} limit ${cap + 1}) capped`,
    )
    .then((r) => r.rows);
  return Number(row?.n ?? 0);
}

/** Rows of the list in the given order. */
export async function selectApplicationRows(
  tx: Reader,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<ApplicationRow[]> {
  const rows = await tx
    .select(listColumns)
    .from(applications)
    .innerJoin(enterprisesView, eq(enterprisesView.id, applications.enterpriseId))
    .leftJoin(partnersView, eq(partnersView.id, applications.partnerId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(toListRecord);
}
