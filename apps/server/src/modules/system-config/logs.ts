/**
 * The admin logs: the sign-in log (security_log: sign-ins and sign-outs, success and failure, with
 * address and user agent) and the operation log (audit_log: who changed which record of which table
 * when, with the before/after of each change). Both are tenant-scoped twice (filter + RLS), paged
 * and sorted on the server through allowlists, and exportable to Excel.
 */
import { formatDateTime, type Page, pageOf } from '@cb/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { writeWorkbook } from '../../platform/crud/excel.ts';
import type { Tx } from '../../platform/db/database.ts';
import { auditLog, securityLog, users } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { containsPattern, orderFor } from '../reference/list.ts';
import { changedFields, diffRecord, type FieldChange, withoutSecrets } from './diff.ts';
import type { LoginLogQuery, OperLogQuery } from './dto.ts';
import { fieldLabel, recordLabel } from './field-labels.ts';

export const LOG_PERMISSIONS = {
  loginList: 'sys:loginLog:list',
  loginExport: 'sys:loginLog:export',
  operList: 'sys:operLog:list',
  operExport: 'sys:operLog:export',
} as const;

/** Rows an export may hold (a year of a busy body's sign-ins fits). */
export const EXPORT_LIMIT = 20_000;

/** Days are China Standard Time (the product's users are there); `dateTo` is inclusive. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const dateRange = (column: typeof securityLog.at | typeof auditLog.at, from?: string, to?: string) => [
  from ? gte(column, dayStart(from)) : undefined,
  to ? lt(column, dayAfter(to)) : undefined,
];

// ─────────────────────────────────────────── sign-in log ───────────────────────────────────────────

export const SIGN_IN_EVENTS = ['login', 'logout'] as const;

const FAILURE_REASONS: Readonly<Record<string, string>> = {
  'wrong password': '密码错误',
  'unknown user': '用户不存在',
  frozen: '用户已冻结',
  'rate limited': '失败次数过多，已限制登录',
};

export interface LoginLogRecord {
  id: string;
  at: Date;
  event: string;
  outcome: string;
  username: string | null;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
  /** Events counted into this row (anonymous failures are aggregated per address and window). */
  count: number;
}

const LOGIN_SORT = {
  at: securityLog.at,
  username: securityLog.username,
  ip: securityLog.ip,
  outcome: securityLog.outcome,
};

function loginWhere(tenantId: number, q: Omit<LoginLogQuery, 'pageNo' | 'pageSize'>): SQL | undefined {
  return and(
    eq(securityLog.tenantId, tenantId),
    q.event ? eq(securityLog.event, q.event) : inArray(securityLog.event, [...SIGN_IN_EVENTS]),
    q.outcome ? eq(securityLog.outcome, q.outcome) : undefined,
    q.username ? ilike(securityLog.username, containsPattern(q.username)) : undefined,
    ...dateRange(securityLog.at, q.dateFrom, q.dateTo),
  );
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

const withReason = (r: LoginLogRecord): LoginLogRecord => {
  const reason = r.detail ? (FAILURE_REASONS[r.detail] ?? r.detail) : null;
  return { ...r, detail: r.count > 1 ? `${reason ?? ''}（共${r.count}次）` : reason };
};

export async function loginLogPage(
  tx: Tx,
  tenantId: number,
  q: LoginLogQuery,
): Promise<Page<LoginLogRecord>> {
  const where = loginWhere(tenantId, q);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(securityLog).where(where);
  const rows = await tx
    .select(loginColumns)
    .from(securityLog)
    .where(where)
    .orderBy(...orderFor(q, LOGIN_SORT, [desc(securityLog.at), desc(securityLog.id)], securityLog.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return pageOf(rows.map(withReason), Number(n), q.pageNo, q.pageSize);
}

export async function loginLogWorkbook(tx: Tx, tenantId: number, q: LoginLogQuery): Promise<Buffer> {
  const rows = await tx
    .select(loginColumns)
    .from(securityLog)
    .where(loginWhere(tenantId, q))
    .orderBy(...orderFor(q, LOGIN_SORT, [desc(securityLog.at), desc(securityLog.id)], securityLog.id))
    .limit(EXPORT_LIMIT);
  return writeWorkbook(
    '登录日志',
    [
      { header: '时间', key: 'at', width: 20 },
      { header: '用户名', key: 'username', width: 16 },
      { header: '事件', key: 'event', width: 8 },
      { header: '结果', key: 'outcome', width: 8 },
      { header: '原因', key: 'detail', width: 24 },
      { header: 'IP地址', key: 'ip', width: 18 },
      { header: '浏览器', key: 'userAgent', width: 60 },
    ],
    rows.map(withReason).map((r) => ({
      ...r,
      at: formatTime(r.at),
      event: r.event === 'login' ? '登录' : '退出',
      outcome: r.outcome === 'success' ? '成功' : '失败',
    })),
  );
}

// ────────────────────────────────────────── operation log ──────────────────────────────────────────

/** Chinese names of the tables whose changes admins look at most; others show their own name. */
export const TABLE_LABELS: Readonly<Record<string, string>> = {
  users: '用户',
  roles: '角色',
  permissions: '菜单权限',
  tenant_settings: '系统设置',
  dictionaries: '数据字典',
  dictionary_items: '字典项',
  certificate_standards: '认证标准',
  professional_codes: '专业代码',
  certification_items: '认证项目',
  notices: '通知公告',
  notice_channel_configs: '通知渠道',
  partners: '合作方',
  enterprises: '企业客户',
  enterprise_sites: '企业场所',
  enterprise_contacts: '企业联系人',
  applications: '认证申请',
  application_items: '申请认证项目',
  application_changes: '变更申请',
  application_number_rules: '申请编号规则',
  certificates: '证书',
  record_files: '附件',
};

export interface OperLogRecord {
  id: number;
  at: Date;
  tableName: string;
  tableLabel: string;
  recordId: string;
  /** The record's name or number, as users know it. */
  recordLabel: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  /** Fields an update changed (bookkeeping columns left out); empty for inserts and deletes. */
  changedFields: string[];
}

export interface OperLogDetail extends OperLogRecord {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changes: (FieldChange & { label: string })[];
}

const OPER_SORT = { at: auditLog.at, tableName: auditLog.tableName, action: auditLog.action };

function operWhere(tenantId: number, q: Omit<OperLogQuery, 'pageNo' | 'pageSize'>, tx: Tx): SQL | undefined {
  const actorIds = q.actor
    ? tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            or(
              ilike(users.username, containsPattern(q.actor)),
              ilike(users.realname, containsPattern(q.actor)),
            ),
          ),
        )
    : null;
  return and(
    eq(auditLog.tenantId, tenantId),
    q.tableName ? eq(auditLog.tableName, q.tableName) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.recordId ? eq(auditLog.recordId, q.recordId) : undefined,
    actorIds ? inArray(auditLog.actorId, actorIds) : undefined,
    ...dateRange(auditLog.at, q.dateFrom, q.dateTo),
  );
}

function operSelect(tx: Tx, tenantId: number) {
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
    .leftJoin(users, and(eq(users.id, auditLog.actorId), eq(users.tenantId, tenantId)));
}

type OperRow = Awaited<ReturnType<ReturnType<typeof operSelect>['where']>>[number];

const toOperRecord = (r: OperRow): OperLogRecord => ({
  id: r.id,
  at: r.at,
  tableName: r.tableName,
  tableLabel: TABLE_LABELS[r.tableName] ?? r.tableName,
  recordId: r.recordId,
  recordLabel: recordLabel(r.tableName, r.recordId, asObject(r.before), asObject(r.after)),
  action: r.action,
  actorId: r.actorId,
  actorName: r.actorName ? `${r.actorName}（${r.actorUsername}）` : r.actorId ? null : '系统',
  changedFields:
    r.action === 'update'
      ? [...new Set(changedFields(r.before, r.after).map((f) => fieldLabel(r.tableName, f)))]
      : [],
});

const asObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

export async function operLogPage(tx: Tx, tenantId: number, q: OperLogQuery): Promise<Page<OperLogRecord>> {
  const where = operWhere(tenantId, q, tx);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(auditLog).where(where);
  const rows = await operSelect(tx, tenantId)
    .where(where)
    .orderBy(...orderFor(q, OPER_SORT, [desc(auditLog.at), desc(auditLog.id)], auditLog.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return pageOf(rows.map(toOperRecord), Number(n), q.pageNo, q.pageSize);
}

export async function operLogDetail(tx: Tx, tenantId: number, id: number): Promise<OperLogDetail> {
  const [row] = await operSelect(tx, tenantId).where(
    and(eq(auditLog.tenantId, tenantId), eq(auditLog.id, id)),
  );
  if (!row) throw notFound();
  return {
    ...toOperRecord(row),
    before: withoutSecrets(row.before),
    after: withoutSecrets(row.after),
    changes: diffRecord(row.before, row.after).map((c) => ({
      ...c,
      label: fieldLabel(row.tableName, c.field),
    })),
  };
}

/** Distinct tables of the tenant's trail, for the filter's choices. */
export async function operLogTables(tx: Tx, tenantId: number): Promise<{ value: string; label: string }[]> {
  const rows = await tx
    .selectDistinct({ tableName: auditLog.tableName })
    .from(auditLog)
    .where(eq(auditLog.tenantId, tenantId))
    .orderBy(asc(auditLog.tableName));
  return rows.map((r) => ({ value: r.tableName, label: TABLE_LABELS[r.tableName] ?? r.tableName }));
}

const ACTION_LABELS: Readonly<Record<string, string>> = { insert: '新增', update: '修改', delete: '删除' };

export async function operLogWorkbook(tx: Tx, tenantId: number, q: OperLogQuery): Promise<Buffer> {
  const rows = await operSelect(tx, tenantId)
    .where(operWhere(tenantId, q, tx))
    .orderBy(...orderFor(q, OPER_SORT, [desc(auditLog.at), desc(auditLog.id)], auditLog.id))
    .limit(EXPORT_LIMIT);
  return writeWorkbook(
    '操作日志',
    [
      { header: '时间', key: 'at', width: 20 },
      { header: '操作人', key: 'actorName', width: 20 },
      { header: '操作', key: 'action', width: 8 },
      { header: '数据表', key: 'tableLabel', width: 16 },
      { header: '记录', key: 'recordLabel', width: 38 },
      { header: '变更字段', key: 'changedFields', width: 40 },
    ],
    rows.map(toOperRecord).map((r) => ({
      ...r,
      at: formatTime(r.at),
      action: ACTION_LABELS[r.action] ?? r.action,
      changedFields: r.changedFields.join('、'),
    })),
  );
}

// ─────────────────────────────────────────────── Excel ───────────────────────────────────────────────

/** 'YYYY-MM-DD HH:mm:ss' in the default body time zone (the one formatter of @cb/domain). */
export function formatTime(at: Date): string {
  return formatDateTime(at);
}
