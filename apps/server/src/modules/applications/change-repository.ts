/**
 * The queries of change requests (变更申请): the list with its filters and the user's row scope,
 * and one request as the pages show it. The rules are in change-service.ts.
 */
import {
  APPLICATION_CHANGE_TYPES,
  CHANGE_REQUEST_STATUSES,
  type ChangeRequestListQuery,
  type ChangeRequestRow,
  INFO_CHANGE_TYPES,
  labelOf,
  type Page,
} from '@cb/domain';
import { count, desc, eq, ilike, like, sql } from 'drizzle-orm';
import {
  COUNT_CAP,
  containsPattern,
  isUnfiltered,
  orderFor,
  paged,
  prefixPattern,
  preparedTenantPage,
  queryRows,
} from '../../platform/crud/list.ts';
import type { NullableRow } from '../../platform/db/columns.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { users } from '../../platform/identity/schema.ts';
import { enterprisesView } from '../customers/door.ts';
import { applicationChanges, applications } from './schema.ts';

/** What a change request asks (its type, the values before and after, why) and where it stands. */
export const changeContentColumns = {
  changeType: applicationChanges.changeType,
  infoChangeTypes: applicationChanges.infoChangeTypes,
  beforeValue: applicationChanges.beforeValue,
  afterValue: applicationChanges.afterValue,
  reason: applicationChanges.reason,
  otherDescription: applicationChanges.otherDescription,
  status: applicationChanges.status,
};

type ChangeContent = NullableRow<typeof changeContentColumns> & {
  id: string | null;
  version: number | null;
  applicationId: string | null;
  applyNo: string | null;
  enterpriseName: string | null;
};

/** A change request as the lists show it: which application's, what it asks (codes with their labels). */
export function changeContentOf(r: ChangeContent) {
  const info = (r.infoChangeTypes ?? []) as number[];
  return {
    id: r.id!,
    version: r.version!,
    applicationId: r.applicationId!,
    applyNo: r.applyNo ?? '',
    enterpriseName: r.enterpriseName ?? '',
    changeType: r.changeType!,
    changeType_dictText: labelOf(APPLICATION_CHANGE_TYPES, r.changeType) ?? '',
    infoChangeTypes_dictText: info.map((c) => labelOf(INFO_CHANGE_TYPES, c) ?? String(c)).join('、'),
    beforeValue: r.beforeValue ?? '',
    afterValue: r.afterValue ?? '',
    reason: r.reason ?? '',
    otherDescription: r.otherDescription ?? '',
    status: r.status!,
    status_dictText: labelOf(CHANGE_REQUEST_STATUSES, r.status) ?? '',
  };
}

const columns = {
  id: applicationChanges.id,
  version: applicationChanges.version,
  applicationId: applicationChanges.applicationId,
  applyNo: applications.applyNo,
  enterpriseName: enterprisesView.name,
  ...changeContentColumns,
  fromZone: applicationChanges.fromZone,
  createdAt: applicationChanges.createdAt,
  createdByName: users.realname,
};

type Row = NullableRow<typeof columns>;

function toRecord(r: Row): ChangeRequestRow {
  return {
    ...changeContentOf(r),
    infoChangeTypes: (r.infoChangeTypes ?? []) as number[],
    fromZone: r.fromZone ?? 0,
    createTime: r.createdAt ? r.createdAt.toISOString() : null,
    createByName: r.createdByName ?? '',
  };
}

const SORT = {
  createTime: applicationChanges.createdAt,
  changeType: applicationChanges.changeType,
  status: applicationChanges.status,
};

const select = (tx: Reader) =>
  tx
    .select(columns)
    .from(applicationChanges)
    .innerJoin(applications, eq(applications.id, applicationChanges.applicationId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, applications.enterpriseId))
    .leftJoin(users, eq(users.id, applicationChanges.createdBy));

const DEFAULT_ORDER = [desc(applicationChanges.createdAt), desc(applicationChanges.id)];
const changeRows = queryRows(select);
/**
 * The tenant's list as staff open it, prepared (platform/crud/list.ts). Counted on the change
 * requests alone: each has its application and that its enterprise (foreign keys), so the joins of
 * the page drop none.
 */
const unfilteredChanges = preparedTenantPage(
  'applications.change-requests',
  applicationChanges,
  changeRows(DEFAULT_ORDER),
);

/** One page of the change requests the user may see (counted up to COUNT_CAP). */
export async function selectChangeRequestPage(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  q: ChangeRequestListQuery,
): Promise<Page<ChangeRequestRow>> {
  if (scope.kind === 'tenant' && isUnfiltered(q)) {
    const { records, ...figures } = await unfilteredChanges(tx, { tenantId }, q);
    return { records: records.map(toRecord), ...figures };
  }
  const where = inTenant(applicationChanges, tenantId, [
    enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
    q.applyNo ? like(applications.applyNo, prefixPattern(q.applyNo.toUpperCase())) : undefined,
    q.enterpriseName ? ilike(enterprisesView.name, containsPattern(q.enterpriseName)) : undefined,
    q.applicationId ? eq(applicationChanges.applicationId, q.applicationId) : undefined,
    q.changeType !== undefined ? eq(applicationChanges.changeType, q.changeType) : undefined,
    q.status !== undefined ? eq(applicationChanges.status, q.status) : undefined,
  ]);
  const rows = changeRows(orderFor(q, SORT, DEFAULT_ORDER, applicationChanges.id));
  // The filters name the application and the enterprise: counted through the same joins.
  const matching = tx
    .select({ one: sql`1` })
    .from(applicationChanges)
    .innerJoin(applications, eq(applications.id, applicationChanges.applicationId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, applications.enterpriseId))
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const { records, ...figures } = await paged(
    tx,
    applicationChanges,
    where,
    q,
    (limit, offset) => rows(tx, where, limit, offset),
    async () => Number((await tx.select({ n: count() }).from(matching))[0]?.n ?? 0),
  );
  return { records: records.map(toRecord), ...figures };
}

/** A change request the user may see; 404 otherwise. */
export async function readChangeRequest(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  id: string,
): Promise<ChangeRequestRow> {
  const [row] = await select(tx).where(
    inTenant(applicationChanges, tenantId, [
      eq(applicationChanges.id, id),
      enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
    ]),
  );
  if (!row) throw notFound('变更申请不存在');
  return toRecord(row);
}
