/**
 * The queries of the system configuration area: the tenant's permission rows, the sign-in log
 * (security_log) and the operation log (audit_log). Every query names the tenant (RLS checks it
 * again); sort columns come from allowlists.
 */
import type { LoginLogQuery, OperLogQuery } from '@cb/domain';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  cappedCount,
  contains,
  EXPORT_MAX_ROWS,
  orderFor,
  preparedListPage,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { auditLog } from '../../platform/db/platform-schema.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { permissions, securityLog, users } from '../../platform/identity/schema.ts';

type Paging = Pick<LoginLogQuery, 'pageNo' | 'pageSize'>;
const offsetOf = (paging: Paging) => (paging.pageNo - 1) * paging.pageSize;

// ─────────────────────────────────────────── permissions ───────────────────────────────────────────

export type PermissionRow = typeof permissions.$inferSelect;
export type PermissionColumns = Partial<typeof permissions.$inferInsert>;

/** The shape of the tenant's tree: what the parent, cycle, uniqueness and delete rules look at. */
export function permissionTree(tx: Reader, tenantId: number) {
  return tx
    .select({
      id: permissions.id,
      parentId: permissions.parentId,
      kind: permissions.kind,
      seedKey: permissions.seedKey,
      name: permissions.name,
      path: permissions.path,
      action: permissions.action,
    })
    .from(permissions)
    .where(eq(permissions.tenantId, tenantId));
}
export type PermissionNode = Awaited<ReturnType<typeof permissionTree>>[number];

export async function insertPermission(
  tx: Tx,
  tenantId: number,
  actorId: string,
  columns: PermissionColumns,
) {
  const [row] = await tx
    .insert(permissions)
    .values({
      ...columns,
      tenantId,
      createdBy: actorId,
      updatedBy: actorId,
    } as typeof permissions.$inferInsert)
    .returning();
  return row!;
}

export function updatePermission(
  tx: Tx,
  id: string,
  version: number,
  columns: PermissionColumns,
  actorId: string,
) {
  return updateVersioned(tx, permissions, id, version, columns, actorId);
}

/** Deletes the rows in one statement: the audit trigger still writes one entry per row. */
export async function deletePermissions(tx: Tx, tenantId: number, ids: readonly string[]): Promise<void> {
  await tx.delete(permissions).where(inTenant(permissions, tenantId, [inArray(permissions.id, [...ids])]));
}

// ───────────────────────────────────────────── logs ─────────────────────────────────────────────

/** Days are China Standard Time (the product's users are there); `dateTo` is inclusive. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
const dateRange = (column: typeof securityLog.at | typeof auditLog.at, from?: string, to?: string) => [
  from ? gte(column, dayStart(from)) : undefined,
  to ? lt(column, dayAfter(to)) : undefined,
];

/** The events of the sign-in log. */
export const SIGN_IN_EVENTS = ['login', 'logout'] as const;

const LOGIN_SORT = {
  at: securityLog.at,
  username: securityLog.username,
  ip: securityLog.ip,
  outcome: securityLog.outcome,
};
const LOGIN_ORDER = [desc(securityLog.at), desc(securityLog.id)];

function loginWhere(tenantId: number, q: Omit<LoginLogQuery, 'pageNo' | 'pageSize'>): SQL | undefined {
  return inTenant(securityLog, tenantId, [
    q.event ? eq(securityLog.event, q.event) : inArray(securityLog.event, [...SIGN_IN_EVENTS]),
    q.outcome ? eq(securityLog.outcome, q.outcome) : undefined,
    contains(securityLog.username, q.username),
    ...dateRange(securityLog.at, q.dateFrom, q.dateTo),
  ]);
}

const loginColumns = {
  id: securityLog.id,
  at: securityLog.at,
  event: securityLog.event,
  outcome: securityLog.outcome,
  username: securityLog.username,
  ip: securityLog.ip,
  userAgent: securityLog.userAgent,
  detail: securityLog.detail,
  count: securityLog.count,
};
const selectLogins = (tx: Reader) => tx.select(loginColumns).from(securityLog).$dynamic();
export type LoginLogRow = Awaited<ReturnType<typeof selectLogins>>[number];

export async function countLoginLog(
  tx: Reader,
  tenantId: number,
  q: Omit<LoginLogQuery, 'pageNo' | 'pageSize'>,
) {
  return cappedCount(tx, securityLog, loginWhere(tenantId, q));
}

/** The unfiltered sign-in log (every sign-in event of the tenant, newest first), prepared. */
export const unfilteredLogins = preparedListPage(
  'system-config.login-log',
  securityLog,
  inTenant(securityLog, sql.placeholder('tenantId'), [inArray(securityLog.event, [...SIGN_IN_EVENTS])]),
  (db, where, limit, offset) =>
    selectLogins(db)
      .where(where)
      .orderBy(...LOGIN_ORDER)
      .limit(limit)
      .offset(offset),
);

/** Sign-in entries of the filter, newest first unless sorted: one page, or an export's worth. */
export function loginLogRows(
  tx: Reader,
  tenantId: number,
  q: Omit<LoginLogQuery, 'pageNo' | 'pageSize'>,
  paging?: Paging,
): Promise<LoginLogRow[]> {
  const query = selectLogins(tx)
    .where(loginWhere(tenantId, q))
    .orderBy(...orderFor(q, LOGIN_SORT, LOGIN_ORDER, securityLog.id));
  return paging ? query.limit(paging.pageSize).offset(offsetOf(paging)) : query.limit(EXPORT_MAX_ROWS);
}

const OPER_SORT = { at: auditLog.at, tableName: auditLog.tableName, action: auditLog.action };
const OPER_ORDER = [desc(auditLog.at), desc(auditLog.id)];

function operWhere(
  tx: Reader,
  tenantId: number,
  q: Omit<OperLogQuery, 'pageNo' | 'pageSize'>,
): SQL | undefined {
  const actorIds = q.actor
    ? tx
        .select({ id: users.id })
        .from(users)
        .where(
          inTenant(users, tenantId, [
            or(contains(users.username, q.actor), contains(users.realname, q.actor)),
          ]),
        )
    : null;
  return inTenant(auditLog, tenantId, [
    q.tableName ? eq(auditLog.tableName, q.tableName) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.recordId ? eq(auditLog.recordId, q.recordId) : undefined,
    actorIds ? inArray(auditLog.actorId, actorIds) : undefined,
    ...dateRange(auditLog.at, q.dateFrom, q.dateTo),
  ]);
}

function selectOperations(tx: Reader, tenantId: number) {
  return tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      tableName: auditLog.tableName,
      recordId: auditLog.recordId,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: users.realname,
      actorUsername: users.username,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.id, auditLog.actorId), eq(users.tenantId, tenantId)))
    .$dynamic();
}
export type OperationRow = Awaited<ReturnType<typeof selectOperations>>[number];

export async function countOperations(
  tx: Reader,
  tenantId: number,
  q: Omit<OperLogQuery, 'pageNo' | 'pageSize'>,
) {
  return cappedCount(tx, auditLog, operWhere(tx, tenantId, q));
}

/** Audit entries of the filter, newest first unless sorted: one page, or an export's worth. */
export function operationRows(
  tx: Reader,
  tenantId: number,
  q: Omit<OperLogQuery, 'pageNo' | 'pageSize'>,
  paging?: Paging,
): Promise<OperationRow[]> {
  const query = selectOperations(tx, tenantId)
    .where(operWhere(tx, tenantId, q))
    .orderBy(...orderFor(q, OPER_SORT, OPER_ORDER, auditLog.id));
  return paging ? query.limit(paging.pageSize).offset(offsetOf(paging)) : query.limit(EXPORT_MAX_ROWS);
}

export async function operationById(
  tx: Reader,
  tenantId: number,
  id: number,
): Promise<OperationRow | undefined> {
  const [row] = await selectOperations(tx, tenantId).where(
    inTenant(auditLog, tenantId, [eq(auditLog.id, id)]),
  );
  return row;
}

/** Distinct tables of the tenant's trail. */
export async function operationTables(tx: Reader, tenantId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ tableName: auditLog.tableName })
    .from(auditLog)
    .where(eq(auditLog.tenantId, tenantId))
    .orderBy(asc(auditLog.tableName));
  return rows.map((r) => r.tableName);
}
