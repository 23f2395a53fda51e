/**
 * The rules of the system configuration area.
 *
 * The menu and permission tree editor (菜单管理) edits the tenant's `permissions` rows — roots
 * (kind 0), menus (kind 1), buttons and system-wide actions (kind 2). Every write bumps the tenant's
 * permission revision in the same transaction, so the next getUserInfoNew on any instance sees it.
 * Deleting a node that has children is refused unless the caller asks for the cascade explicitly
 * (`cascade=1`; the page asks the admin first, naming how many rows go). Grants of deleted rows go
 * with them (role_permissions cascades). The menu editor's own page and buttons cannot be deleted,
 * so an admin cannot lock every admin out of this page.
 *
 * The admin logs: the sign-in log (sign-ins and sign-outs, success and failure, with address and
 * user agent) and the operation log (who changed which record of which table when, with the
 * before/after of each change), paged, filtered and exportable to Excel. Table names are shown by
 * the Chinese labels the areas register.
 */
import type {
  ButtonBody,
  LoginLogQuery,
  LoginLogRecord,
  MenuBody,
  OperLogDetail,
  OperLogQuery,
  OperLogRecord,
  Page,
  PermissionBody,
  PermissionRecord,
} from '@cb/domain';
import { formatDateTime, SYSTEM_CONFIG_ACCESS, UNKNOWN_COMPONENT_MESSAGE } from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import {
  cappedPage,
  isUnfiltered,
  type SheetColumn,
  withUniqueMessages,
  writeSheet,
} from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { reusedResult } from '../../platform/http/serializer.ts';
import { catalogueRows, invalidatePermissionCache } from '../../platform/identity/permission-cache.ts';
import { ALL_COMPONENT_KEYS, ROUTE_VIEW } from '../system/door.ts';
import { changedFields, diffRecord, withoutSecrets } from './diff.ts';
import { fieldLabel, recordLabel } from './field-labels.ts';
import * as repo from './repository.ts';

/** Page-registry keys a menu may name: the catalogue's, which the web registry mirrors. */
export const COMPONENT_KEYS: ReadonlySet<string> = new Set([...ALL_COMPONENT_KEYS, ROUTE_VIEW]);

/** Rows that keep the menu editor reachable: its page and its three buttons. */
const PROTECTED_SEED_KEYS: ReadonlySet<string> = new Set(['sys.menu']);
const PROTECTED_ACTIONS: ReadonlySet<string> = new Set([
  ...SYSTEM_CONFIG_ACCESS.menuAdd,
  ...SYSTEM_CONFIG_ACCESS.menuEdit,
  ...SYSTEM_CONFIG_ACCESS.menuDelete,
]);

/** The unique indexes of the permissions table (a concurrent insert can win the race the checks lost). */
const UNIQUE_MESSAGES = {
  permissions_action_uq: '授权标识已存在',
  permissions_name_uq: '路由名称已存在',
};

const FAILURE_REASONS: Readonly<Record<string, string>> = {
  'wrong password': '密码错误',
  'unknown user': '用户不存在',
  frozen: '用户已冻结',
  'rate limited': '失败次数过多，已限制登录',
};
const ACTION_LABELS: Readonly<Record<string, string>> = { insert: '新增', update: '修改', delete: '删除' };

/** 'YYYY-MM-DD HH:mm:ss' in the default body time zone (the one formatter of @cb/domain). */
export function formatTime(at: Date): string {
  return formatDateTime(at);
}

const asObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const toRecord = (r: repo.PermissionRow) =>
  ({
    id: r.id,
    parentId: r.parentId,
    kind: r.kind,
    seedKey: r.seedKey,
    path: r.path,
    name: r.name,
    component: r.component,
    redirect: r.redirect,
    hidden: r.hidden,
    alwaysShow: r.alwaysShow,
    route: r.route,
    meta: r.meta ?? {},
    action: r.action,
    permType: r.permType,
    status: r.status,
    systemWide: r.systemWide,
    sortNo: r.sortNo,
    version: r.version,
    updatedAt: r.updatedAt,
  }) as Omit<PermissionRecord, 'updatedAt'> & { updatedAt: Date };

/** The columns a body sets; the other kind's columns are cleared so a row is one thing only. */
function columnsOf(body: PermissionBody): repo.PermissionColumns {
  if (body.kind === 2) {
    const b: ButtonBody = body;
    return {
      kind: 2,
      parentId: b.parentId ?? null,
      action: b.action,
      permType: b.permType,
      status: b.status,
      systemWide: b.systemWide,
      sortNo: b.sortNo,
      meta: { title: b.meta.title },
      path: null,
      name: null,
      component: null,
      redirect: null,
      hidden: false,
      alwaysShow: false,
      route: '1',
    };
  }
  const m: MenuBody = body;
  return {
    kind: m.kind,
    parentId: m.parentId ?? null,
    path: m.path,
    name: m.name,
    component: m.component,
    redirect: m.redirect ?? null,
    hidden: m.hidden,
    alwaysShow: m.alwaysShow,
    route: m.route,
    sortNo: m.sortNo,
    meta: {
      title: m.meta.title,
      titleEn: m.meta.titleEn ?? null,
      icon: m.meta.icon ?? null,
      keepAlive: m.meta.keepAlive,
      affix: m.meta.affix,
      noCache: m.meta.noCache,
      activeMenu: m.meta.activeMenu ?? null,
      internalOrExternal: m.meta.internalOrExternal,
      url: m.meta.url ?? null,
      target: m.meta.target ?? null,
    },
    action: null,
    permType: '1',
    status: '1',
    systemWide: false,
  };
}

/** Checks a body against the other rows of the tenant: component, parent, cycles, unique name/action/path. */
function checkAgainstTree(rows: readonly repo.PermissionNode[], body: PermissionBody, selfId: string | null) {
  if (body.kind !== 2 && !COMPONENT_KEYS.has(body.component)) throw badRequest(UNKNOWN_COMPONENT_MESSAGE);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const others = rows.filter((r) => r.id !== selfId);
  const parentId = body.parentId ?? null;
  if (parentId) {
    const parent = byId.get(parentId);
    if (!parent) throw badRequest('上级菜单不存在');
    if (parent.kind === 2) throw badRequest('按钮不能作为上级菜单');
    if (selfId) {
      for (let p: typeof parent | undefined = parent; p; p = p.parentId ? byId.get(p.parentId) : undefined)
        if (p.id === selfId) throw badRequest('上级菜单不能是自身或其下级');
    }
  }
  if (body.kind === 2) {
    if (others.some((r) => r.action === body.action)) throw conflict('授权标识已存在');
  } else {
    if (others.some((r) => r.name === body.name)) throw conflict('路由名称已存在');
    if (others.some((r) => r.kind !== 2 && r.path === body.path)) throw conflict('路由路径已存在');
  }
}

/** A node and all its descendants. */
function subtreeOf(rows: readonly repo.PermissionNode[], id: string): string[] {
  const childrenOf = new Map<string, string[]>();
  for (const r of rows)
    if (r.parentId) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r.id]);
  const subtree: string[] = [];
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    subtree.push(next);
    stack.push(...(childrenOf.get(next) ?? []));
  }
  return subtree;
}

const isProtected = (r: repo.PermissionNode) =>
  (r.seedKey !== null && PROTECTED_SEED_KEYS.has(r.seedKey)) ||
  (r.action !== null && PROTECTED_ACTIONS.has(r.action));

const LOGIN_COLUMNS: readonly SheetColumn<LoginLogRecord>[] = [
  { header: '时间', width: 20, value: (r) => formatTime(new Date(r.at)) },
  { header: '用户名', width: 16, value: (r) => r.username },
  { header: '事件', width: 8, value: (r) => (r.event === 'login' ? '登录' : '退出') },
  { header: '结果', width: 8, value: (r) => (r.outcome === 'success' ? '成功' : '失败') },
  { header: '原因', width: 24, value: (r) => r.detail },
  { header: 'IP地址', width: 18, value: (r) => r.ip },
  { header: '浏览器', width: 60, value: (r) => r.userAgent },
];

const OPER_COLUMNS: readonly SheetColumn<OperLogRecord>[] = [
  { header: '时间', width: 20, value: (r) => formatTime(new Date(r.at)) },
  { header: '操作人', width: 20, value: (r) => r.actorName },
  { header: '操作', width: 8, value: (r) => ACTION_LABELS[r.action] ?? r.action },
  { header: '数据表', width: 16, value: (r) => r.tableLabel },
  { header: '记录', width: 38, value: (r) => r.recordLabel },
  { header: '变更字段', width: 40, value: (r) => r.changedFields.join('、') },
];

type Filters<Q> = Omit<Q, 'pageNo' | 'pageSize'>;

/** The sorted records of a cached catalogue, by its rows array (a new array once it changes). */
const sortedCatalogues = new WeakMap<readonly repo.PermissionRow[], ReturnType<typeof toRecord>[]>();

export class SystemConfigService {
  /**
   * @param tableLabels table name → Chinese name, from the areas' registrations (`tableLabels(areas)`)
   */
  constructor(
    private readonly database: Database,
    private readonly tableLabels: Readonly<Record<string, string>>,
  ) {}

  private tx<T>(user: AuthUser, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.database.tenantTx(user, work);
  }

  /** A read of the caller's tenant (the read pool: no transaction of its own). */
  private read<T>(user: AuthUser, work: (tx: Reader) => Promise<T>): Promise<T> {
    return this.database.tenantRead(user, work);
  }

  // ────────────────────────────────────────── menus ──────────────────────────────────────────

  /** The whole catalogue, sorted: built once per catalogue revision (permission-cache.ts). */
  async permissions(user: AuthUser) {
    const rows = await this.read(user, (tx) => catalogueRows(tx, this.database, user.tenantId));
    let records = sortedCatalogues.get(rows);
    if (!records) {
      records = rows
        .map(toRecord)
        .sort(
          (a, b) => a.sortNo - b.sortNo || (a.path ?? a.action ?? '').localeCompare(b.path ?? b.action ?? ''),
        );
      sortedCatalogues.set(rows, reusedResult(records));
    }
    return records;
  }

  componentKeys(): string[] {
    return [...COMPONENT_KEYS].sort();
  }

  addPermission(user: AuthUser, body: PermissionBody) {
    return this.tx(user, async (tx) => {
      checkAgainstTree(await repo.permissionTree(tx, user.tenantId), body, null);
      const row = await withUniqueMessages(
        () => repo.insertPermission(tx, user.tenantId, user.userId, columnsOf(body)),
        UNIQUE_MESSAGES,
        body.kind === 2 ? '授权标识已存在' : '路由名称已存在',
      );
      await invalidatePermissionCache(tx, user.tenantId);
      return toRecord(row);
    });
  }

  /** `body` carries the row's id and the version it was read at (a stale version is 409). */
  editPermission(user: AuthUser, body: PermissionBody & { id: string; version: number }) {
    const { id, version } = body;
    return this.tx(user, async (tx) => {
      const rows = await repo.permissionTree(tx, user.tenantId);
      const current = rows.find((r) => r.id === id);
      if (!current) throw notFound();
      if ((current.kind === 2) !== (body.kind === 2)) throw badRequest('菜单和按钮之间不能互相转换');
      if (
        current.action &&
        PROTECTED_ACTIONS.has(current.action) &&
        body.kind === 2 &&
        body.action !== current.action
      )
        throw badRequest('菜单管理的授权标识不能修改');
      checkAgainstTree(rows, body, id);
      const row = await withUniqueMessages(
        () => repo.updatePermission(tx, id, version, columnsOf(body), user.userId),
        UNIQUE_MESSAGES,
        body.kind === 2 ? '授权标识已存在' : '路由名称已存在',
      );
      await invalidatePermissionCache(tx, user.tenantId);
      return toRecord(row);
    });
  }

  /** Deletes a node (and, with `cascade`, its whole subtree). Returns the number of rows deleted. */
  deletePermission(user: AuthUser, id: string, cascade: boolean): Promise<number> {
    return this.tx(user, async (tx) => {
      const rows = await repo.permissionTree(tx, user.tenantId);
      if (!rows.some((r) => r.id === id)) throw notFound();
      const subtree = subtreeOf(rows, id);
      const byId = new Map(rows.map((r) => [r.id, r]));
      if (subtree.some((x) => isProtected(byId.get(x)!)))
        throw badRequest('不能删除菜单管理页面及其按钮，否则将无法再管理菜单');
      if (subtree.length > 1 && !cascade)
        throw badRequest(`该节点下有 ${subtree.length - 1} 个子菜单或按钮，请先删除它们，或确认级联删除`);
      await repo.deletePermissions(tx, user.tenantId, subtree);
      await invalidatePermissionCache(tx, user.tenantId);
      return subtree.length;
    });
  }

  // ───────────────────────────────────────── sign-in log ─────────────────────────────────────────

  private loginRecord = ({ count, ...r }: repo.LoginLogRow): LoginLogRecord => {
    const reason = r.detail ? (FAILURE_REASONS[r.detail] ?? r.detail) : null;
    return {
      ...r,
      at: r.at.toISOString(),
      event: r.event as LoginLogRecord['event'],
      outcome: r.outcome as LoginLogRecord['outcome'],
      // Anonymous failures are counted into one row per address and window.
      detail: count > 1 ? `${reason ?? ''}（共${count}次）` : reason,
    };
  };

  loginLog(user: AuthUser, q: LoginLogQuery): Promise<Page<LoginLogRecord>> {
    return this.read(user, async (tx) => {
      if (isUnfiltered(q)) {
        const page = await repo.unfilteredLogins(tx, { tenantId: user.tenantId }, q);
        return { ...page, records: page.records.map(this.loginRecord) };
      }
      const counted = await repo.countLoginLog(tx, user.tenantId, q);
      const rows = await repo.loginLogRows(tx, user.tenantId, q, q);
      return cappedPage(rows.map(this.loginRecord), counted, q);
    });
  }

  async loginLogWorkbook(user: AuthUser, q: Filters<LoginLogQuery>): Promise<Buffer> {
    const rows = await this.read(user, (tx) => repo.loginLogRows(tx, user.tenantId, q));
    return writeSheet('登录日志', LOGIN_COLUMNS, rows.map(this.loginRecord));
  }

  // ──────────────────────────────────────── operation log ────────────────────────────────────────

  private labelOf = (table: string) =>
    Object.hasOwn(this.tableLabels, table) ? (this.tableLabels[table] ?? table) : table;

  private operRecord = (r: repo.OperationRow): OperLogRecord => ({
    id: r.id,
    at: r.at.toISOString(),
    tableName: r.tableName,
    tableLabel: this.labelOf(r.tableName),
    recordId: r.recordId,
    recordLabel: recordLabel(
      r.tableName,
      r.recordId,
      asObject(r.before),
      asObject(r.after),
      this.labelOf(r.tableName),
    ),
    action: r.action as OperLogRecord['action'],
    actorId: r.actorId,
    actorName: r.actorName ? `${r.actorName}（${r.actorUsername}）` : r.actorId ? null : '系统',
    changedFields:
      r.action === 'update'
        ? [...new Set(changedFields(r.before, r.after).map((f) => fieldLabel(r.tableName, f)))]
        : [],
  });

  operLog(user: AuthUser, q: OperLogQuery): Promise<Page<OperLogRecord>> {
    return this.read(user, async (tx) => {
      const counted = await repo.countOperations(tx, user.tenantId, q);
      const rows = await repo.operationRows(tx, user.tenantId, q, q);
      return cappedPage(rows.map(this.operRecord), counted, q);
    });
  }

  async operLogDetail(user: AuthUser, id: number): Promise<OperLogDetail> {
    const row = await this.read(user, (tx) => repo.operationById(tx, user.tenantId, id));
    if (!row) throw notFound();
    return {
      ...this.operRecord(row),
      before: withoutSecrets(row.before),
      after: withoutSecrets(row.after),
      changes: diffRecord(row.before, row.after).map((c) => ({
        ...c,
        label: fieldLabel(row.tableName, c.field),
      })),
    };
  }

  /** The tables of the tenant's trail, for the filter's choices. */
  async operLogTables(user: AuthUser) {
    const tables = await this.read(user, (tx) => repo.operationTables(tx, user.tenantId));
    return tables.map((value) => ({ value, label: this.labelOf(value) }));
  }

  async operLogWorkbook(user: AuthUser, q: Filters<OperLogQuery>): Promise<Buffer> {
    const rows = await this.read(user, (tx) => repo.operationRows(tx, user.tenantId, q));
    return writeSheet('操作日志', OPER_COLUMNS, rows.map(this.operRecord));
  }
}
