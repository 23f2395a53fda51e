/**
 * The queries of 变更审批: the pending (待审批) and decided (已审批) lists over the applications
 * area's change requests with their decisions, one change with the current values of its
 * enterprise and items, the decision and the trail. Reads join the owning areas' tables; writes to
 * them go through those areas' functions (service.ts).
 */
import {
  CERTIFICATE_CHANGE_CODES,
  CERTIFICATE_FLOW_STATUSES,
  CHANGE_APPROVAL_ACTIONS,
  CHANGE_AUDIT_TYPES,
  CHANGE_DECISIONS,
  type ChangeApprovalDecision,
  type ChangeApprovalExportQuery,
  type ChangeApprovalItem,
  type ChangeApprovalRow,
  type ChangeApprovalTrailEntry,
  formatChangeValue,
  labelOf,
  type Page,
} from '@cb/domain';
import { aliasedTable, asc, count, desc, eq, ilike, inArray, like, type SQL, sql } from 'drizzle-orm';
import {
  COUNT_CAP,
  cappedPage,
  containsPattern,
  orderFor,
  pastEnd,
  prefixPattern,
  preparedTenantPage,
  queryRows,
} from '../../platform/crud/list.ts';
import { columnsOf, type NullableRow } from '../../platform/db/columns.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import {
  applicationChangesView,
  applicationItemsView,
  applicationsView,
  CHANGEABLE_ITEM_FIELDS,
  changeContentOf,
} from '../applications/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { standardsView } from '../reference/door.ts';
import { changeApprovalEvents, changeApprovals } from './schema.ts';

const creator = aliasedTable(users, 'creator');
const decider = aliasedTable(users, 'decider');

export type ChangeListKind = 'await' | 'done';

const columns = {
  id: applicationChangesView.id,
  version: applicationChangesView.version,
  applicationId: applicationChangesView.applicationId,
  applyNo: applicationsView.applyNo,
  enterpriseId: applicationsView.enterpriseId,
  enterpriseName: enterprisesView.name,
  changeType: applicationChangesView.changeType,
  infoChangeTypes: applicationChangesView.infoChangeTypes,
  beforeValue: applicationChangesView.beforeValue,
  afterValue: applicationChangesView.afterValue,
  reason: applicationChangesView.reason,
  otherDescription: applicationChangesView.otherDescription,
  status: applicationChangesView.status,
  createdAt: applicationChangesView.createdAt,
  createdBy: applicationChangesView.createdBy,
  createdByName: creator.realname,
  decision: changeApprovals.decision,
  auditType: changeApprovals.auditType,
  opinion: changeApprovals.opinion,
  decidedByName: decider.realname,
  decidedAt: changeApprovals.decidedAt,
};
type Row = NullableRow<typeof columns>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toRow(r: Row): ChangeApprovalRow {
  return {
    ...changeContentOf(r),
    enterpriseId: r.enterpriseId!,
    createByName: r.createdByName ?? '',
    createTime: iso(r.createdAt),
    decision: r.decision,
    decision_dictText: labelOf(CHANGE_DECISIONS, r.decision) ?? '',
    auditType: r.auditType,
    auditType_dictText: labelOf(CHANGE_AUDIT_TYPES, r.auditType) ?? '',
    opinion: r.opinion ?? '',
    decidedByName: r.decidedByName ?? '',
    decidedAt: iso(r.decidedAt),
  };
}

export const CHANGE_APPROVAL_SORT = {
  createTime: applicationChangesView.createdAt,
  changeType: applicationChangesView.changeType,
  decidedAt: changeApprovals.decidedAt,
};

const from = (tx: Reader, select: typeof columns | { one: SQL }) =>
  tx
    .select(select as typeof columns)
    .from(applicationChangesView)
    .innerJoin(applicationsView, eq(applicationsView.id, applicationChangesView.applicationId))
    .innerJoin(enterprisesView, eq(enterprisesView.id, applicationsView.enterpriseId))
    .leftJoin(changeApprovals, eq(changeApprovals.applicationChangeId, applicationChangesView.id))
    .leftJoin(creator, eq(creator.id, applicationChangesView.createdBy))
    .leftJoin(decider, eq(decider.id, changeApprovals.decidedBy));

export function changeListWhere(
  tenantId: number,
  scope: CustomerScope,
  kind: ChangeListKind,
  q: Omit<ChangeApprovalExportQuery, 'column' | 'order'>,
): SQL | undefined {
  return inTenant(applicationChangesView, tenantId, [
    kind === 'await' ? eq(applicationChangesView.status, 1) : inArray(applicationChangesView.status, [2, 3]),
    enterpriseScopeWhere(scope, applicationsView.enterpriseId, applicationsView.partnerId),
    q.applyNo ? like(applicationsView.applyNo, prefixPattern(q.applyNo.toUpperCase())) : undefined,
    q.enterpriseName ? ilike(enterprisesView.name, containsPattern(q.enterpriseName)) : undefined,
    q.changeType !== undefined ? eq(applicationChangesView.changeType, q.changeType) : undefined,
    kind === 'done' && q.decision !== undefined ? eq(changeApprovals.decision, q.decision) : undefined,
  ]);
}

const DEFAULT_ORDER = {
  await: [asc(applicationChangesView.createdAt), asc(applicationChangesView.id)],
  done: [desc(changeApprovals.decidedAt), desc(applicationChangesView.id)],
} satisfies Record<ChangeListKind, SQL[]>;

function defaultOrder(kind: ChangeListKind) {
  return DEFAULT_ORDER[kind];
}

/** A page of a list in `order` (the filtered pages and the prepared unfiltered ones). */
const changeRows = queryRows((db) => from(db, columns));

/**
 * The unfiltered lists of a user who sees the whole tenant (`changeListWhere` of the 'tenant' scope
 * without filters), prepared. Their count is of `application_changes` alone: the inner joins of the
 * list follow NOT NULL foreign keys and its left joins meet at most one row (one approval a change),
 * so without filters on the joined tables they neither drop nor repeat a change.
 */
const unfilteredChanges = {
  await: preparedTenantPage(
    'change-approval.await',
    applicationChangesView,
    changeRows(DEFAULT_ORDER.await),
    [eq(applicationChangesView.status, 1)],
  ),
  done: preparedTenantPage('change-approval.done', applicationChangesView, changeRows(DEFAULT_ORDER.done), [
    inArray(applicationChangesView.status, [2, 3]),
  ]),
} satisfies Record<ChangeListKind, unknown>;

/** The unfiltered page of a list in its default order, for a user of the 'tenant' scope. */
export async function selectUnfilteredChangePage(
  tx: Reader,
  tenantId: number,
  kind: ChangeListKind,
  q: { pageNo: number; pageSize: number },
): Promise<Page<ChangeApprovalRow>> {
  const page = await unfilteredChanges[kind](tx, { tenantId }, q);
  return { ...page, records: page.records.map(toRow) };
}

/** One page of a list; the pending list runs oldest first (first come, first decided). */
export async function selectChangePage(
  tx: Reader,
  where: SQL | undefined,
  kind: ChangeListKind,
  q: ChangeApprovalExportQuery & { pageNo: number; pageSize: number },
): Promise<Page<ChangeApprovalRow>> {
  const matching = from(tx, { one: sql`1` })
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(matching);
  const offset = (q.pageNo - 1) * q.pageSize;
  if (pastEnd(n, offset)) return cappedPage([], n, q);
  const rows = await changeRows(
    orderFor(q, CHANGE_APPROVAL_SORT, defaultOrder(kind), applicationChangesView.id),
  )(tx, where, q.pageSize, offset);
  return cappedPage(rows.map(toRow), n, q);
}

/** Every row of a list for the export (at most `limit`). */
export async function selectChangeRows(
  tx: Reader,
  where: SQL | undefined,
  kind: ChangeListKind,
  q: ChangeApprovalExportQuery,
  limit: number,
): Promise<ChangeApprovalRow[]> {
  const rows = await from(tx, columns)
    .where(where)
    .orderBy(...orderFor(q, CHANGE_APPROVAL_SORT, defaultOrder(kind), applicationChangesView.id))
    .limit(limit);
  return rows.map(toRow);
}

/** A change request the user may see, with its creator (404 otherwise). */
export async function readChange(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  id: string,
): Promise<ChangeApprovalRow & { createdBy: string | null; infoChangeTypes: number[] }> {
  const [row] = await from(tx, columns).where(
    inTenant(applicationChangesView, tenantId, [
      eq(applicationChangesView.id, id),
      enterpriseScopeWhere(scope, applicationsView.enterpriseId, applicationsView.partnerId),
    ]),
  );
  if (!row) throw notFound('变更申请不存在');
  return {
    ...toRow(row),
    createdBy: row.createdBy,
    infoChangeTypes: (row.infoChangeTypes ?? []) as number[],
  };
}

/** The standards of an application with the current values of their changeable fields. */
export async function readItems(
  tx: Reader,
  tenantId: number,
  applicationId: string,
): Promise<(ChangeApprovalItem & { certificateStandardId: string })[]> {
  const rows = await tx
    .select({
      ...columnsOf(applicationItemsView, ['id', 'certificateStandardId']),
      standardCode: standardsView.code,
      standardName: standardsView.name,
      ...columnsOf(applicationItemsView, CHANGEABLE_ITEM_FIELDS),
    })
    .from(applicationItemsView)
    .innerJoin(standardsView, eq(standardsView.id, applicationItemsView.certificateStandardId))
    .where(inTenant(applicationItemsView, tenantId, [eq(applicationItemsView.applicationId, applicationId)]))
    .orderBy(asc(applicationItemsView.sortNo), asc(applicationItemsView.id));
  return rows.map((r) => ({
    id: r.id,
    standardCode: r.standardCode,
    standardName: r.standardName,
    certificateStandardId: r.certificateStandardId,
    values: Object.fromEntries(CHANGEABLE_ITEM_FIELDS.map((f) => [f, formatChangeValue(r[f])])),
  }));
}

/** The decision on a change request, or null while it waits. */
export async function readDecision(
  tx: Reader,
  tenantId: number,
  changeId: string,
  items: readonly ChangeApprovalItem[],
): Promise<ChangeApprovalDecision | null> {
  const [a] = await tx
    .select({ approval: changeApprovals, decidedByName: users.realname })
    .from(changeApprovals)
    .leftJoin(users, eq(users.id, changeApprovals.decidedBy))
    .where(inTenant(changeApprovals, tenantId, [eq(changeApprovals.applicationChangeId, changeId)]));
  if (!a) return null;
  const r = a.approval;
  const item = items.find((i) => i.id === r.applicationItemId);
  return {
    id: r.id,
    decision: r.decision,
    decision_dictText: labelOf(CHANGE_DECISIONS, r.decision) ?? '',
    auditType: r.auditType,
    auditType_dictText: labelOf(CHANGE_AUDIT_TYPES, r.auditType) ?? '',
    itemId: r.applicationItemId,
    itemLabel: item ? `${item.standardCode} ${item.standardName}` : '',
    opinion: r.opinion,
    fields: r.fields,
    applied: r.applied,
    appliedAt: iso(r.appliedAt),
    reviewId: r.reviewId,
    certificateFlow: r.certificateFlow.map((c) => ({
      ...c,
      changeCodes_dictText: c.changeCodes
        .map((code) => `${code} ${labelOf(CERTIFICATE_CHANGE_CODES, code) ?? ''}`)
        .join('、'),
    })),
    certificateFlowStatus: r.certificateFlowStatus,
    certificateFlowStatus_dictText: labelOf(CERTIFICATE_FLOW_STATUSES, r.certificateFlowStatus) ?? '',
    decidedByName: a.decidedByName ?? '',
    decidedAt: r.decidedAt.toISOString(),
  };
}

/** The trail: the request's submission, then the approval's steps, oldest first. */
export async function readTrail(
  tx: Reader,
  tenantId: number,
  change: Pick<ChangeApprovalRow, 'id' | 'createByName' | 'createTime' | 'reason'>,
): Promise<ChangeApprovalTrailEntry[]> {
  const rows = await tx
    .select({
      action: changeApprovalEvents.action,
      note: changeApprovalEvents.note,
      actorName: users.realname,
      at: changeApprovalEvents.createdAt,
    })
    .from(changeApprovalEvents)
    .leftJoin(users, eq(users.id, changeApprovalEvents.actorId))
    .where(
      inTenant(changeApprovalEvents, tenantId, [eq(changeApprovalEvents.applicationChangeId, change.id)]),
    )
    .orderBy(asc(changeApprovalEvents.createdAt), asc(changeApprovalEvents.id));
  const label = (code: string) => labelOf(CHANGE_APPROVAL_ACTIONS, code) ?? code;
  return [
    ...(change.createTime
      ? [
          {
            action: 'submit',
            action_dictText: label('submit'),
            note: change.reason,
            actorName: change.createByName,
            at: change.createTime,
          },
        ]
      : []),
    ...rows.map((r) => ({
      action: r.action,
      action_dictText: label(r.action),
      note: r.note,
      actorName: r.actorName ?? '',
      at: r.at.toISOString(),
    })),
  ];
}

/** Appends a step to the trail. */
export async function insertEvent(
  tx: Tx,
  tenantId: number,
  changeId: string,
  action: string,
  note: string,
  actorId: string | null,
  at: Date,
): Promise<void> {
  await tx.insert(changeApprovalEvents).values({
    id: uuidv7(at.getTime()),
    tenantId,
    applicationChangeId: changeId,
    action,
    note,
    actorId,
    createdAt: at,
  });
}
