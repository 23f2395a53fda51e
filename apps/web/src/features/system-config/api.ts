/** Typed calls of the system configuration pages: menus, settings, sign-in and operation logs. */
import type { CompanyCheckLink, ErpPortalSetting, Page } from '@cb/domain';
import { http } from '../../shared/http';

export interface MenuMeta {
  title: string;
  titleEn?: string | null;
  icon?: string | null;
  keepAlive?: boolean;
  affix?: boolean;
  noCache?: boolean;
  activeMenu?: string | null;
  internalOrExternal?: boolean;
  url?: string | null;
  target?: string | null;
}

/** A row of the tenant's permission catalogue: kind 0 root, 1 menu, 2 button / system-wide action. */
export interface PermissionRecord {
  id: string;
  parentId: string | null;
  kind: 0 | 1 | 2;
  seedKey: string | null;
  path: string | null;
  name: string | null;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  route: '0' | '1';
  meta: MenuMeta;
  action: string | null;
  permType: '1' | '2';
  status: '0' | '1';
  systemWide: boolean;
  sortNo: number;
  version: number;
}

export type PermissionInput = Omit<PermissionRecord, 'id' | 'version' | 'seedKey'>;

export interface LogFilters {
  dateFrom?: string;
  dateTo?: string;
  column?: string;
  order?: 'asc' | 'desc';
}

export interface LoginLogQuery extends LogFilters {
  pageNo: number;
  pageSize: number;
  username?: string;
  outcome?: 'success' | 'failure';
  event?: 'login' | 'logout';
}

export interface LoginLogRecord {
  id: string;
  at: string;
  event: 'login' | 'logout';
  outcome: 'success' | 'failure';
  username: string | null;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
}

export interface OperLogQuery extends LogFilters {
  pageNo: number;
  pageSize: number;
  tableName?: string;
  action?: 'insert' | 'update' | 'delete';
  actor?: string;
  recordId?: string;
}

export interface OperLogRecord {
  id: number;
  at: string;
  tableName: string;
  tableLabel: string;
  recordId: string;
  /** The record's name or number. */
  recordLabel: string;
  action: 'insert' | 'update' | 'delete';
  actorName: string | null;
  changedFields: string[];
}

export interface FieldChange {
  field: string;
  /** The field's Chinese label. */
  label: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

export interface OperLogDetail extends OperLogRecord {
  changes: FieldChange[];
}

export type Versioned<T> = T & { version: number };

/** Drops empty filters so they are not sent as `param=`. */
const compact = <T extends object>(q: T) =>
  Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as Record<string, string | number>;

export const systemConfigApi = {
  permissions: () => http.get<PermissionRecord[]>('/sys/permission/list'),
  componentKeys: () => http.get<string[]>('/sys/permission/componentKeys'),
  addPermission: (body: PermissionInput) => http.post<PermissionRecord>('/sys/permission/add', body),
  editPermission: (body: PermissionInput & { id: string; version: number }) =>
    http.put<PermissionRecord>('/sys/permission/edit', body),
  deletePermission: (id: string, cascade: boolean) =>
    http.delete<{ deleted: number }>('/sys/permission/delete', { id, cascade: cascade ? '1' : '0' }),

  erpSetting: () => http.get<Versioned<ErpPortalSetting>>('/sys/cerErpPortalSetting/setting'),
  saveErpSetting: (body: Versioned<ErpPortalSetting>) =>
    http.put<Versioned<ErpPortalSetting>>('/sys/cerErpPortalSetting/setting', body),
  companyCheckLinks: () => http.get<Versioned<{ links: CompanyCheckLink[] }>>('/sys/companyCheck/links'),
  saveCompanyCheckLinks: (links: CompanyCheckLink[], version: number) =>
    http.put<Versioned<{ links: CompanyCheckLink[] }>>('/sys/companyCheck/links', { links, version }),

  loginLog: (q: LoginLogQuery) => http.get<Page<LoginLogRecord>>('/sys/loginLog/list', compact(q)),
  exportLoginLog: (q: Omit<LoginLogQuery, 'pageNo' | 'pageSize'>) =>
    http.download('/sys/loginLog/exportXls', { params: compact(q), fileName: '登录日志.xlsx' }),
  operLog: (q: OperLogQuery) => http.get<Page<OperLogRecord>>('/sys/operLog/list', compact(q)),
  operLogDetail: (id: number) => http.get<OperLogDetail>('/sys/operLog/detail', { id }),
  operLogTables: () => http.get<{ value: string; label: string }[]>('/sys/operLog/tables'),
  exportOperLog: (q: Omit<OperLogQuery, 'pageNo' | 'pageSize'>) =>
    http.download('/sys/operLog/exportXls', { params: compact(q), fileName: '操作日志.xlsx' }),
};
