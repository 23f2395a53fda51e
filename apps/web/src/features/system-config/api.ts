/**
 * Typed calls of the system configuration pages: menus, settings, sign-in and operation logs. Every
 * type is the contract's (packages/domain/src/system-config/contract.ts, system/settings.ts): what
 * the server answers is `z.infer` of its response schema, what the web sends `z.input` of its
 * request schema. Only types are imported, so no zod code reaches the bundle.
 */
import type {
  erpPortalSettingVersioned,
  FieldChange,
  LoginLogRecord,
  loginLogExportQuery,
  loginLogPage,
  MenuMeta,
  OperLogDetail,
  OperLogRecord,
  operLogExportQuery,
  operLogPage,
  operLogTableOption,
  PermissionInput,
  PermissionRecord,
  permissionDeleted,
} from '@cb/domain';
import type { z } from 'zod';
import { http } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  FieldChange,
  LoginLogRecord,
  MenuMeta,
  OperLogDetail,
  OperLogRecord,
  PermissionInput,
  PermissionRecord,
};

/** The filters of the sign-in log (dates as `YYYY-MM-DD`); ListPage adds paging and sorting. */
export type LoginLogFilters = Omit<z.input<typeof loginLogExportQuery>, 'column' | 'order'>;
export type LoginLogPage = z.infer<typeof loginLogPage>;
export type OperLogFilters = Omit<z.input<typeof operLogExportQuery>, 'column' | 'order'>;
export type OperLogPage = z.infer<typeof operLogPage>;
export type OperLogTableOption = z.infer<typeof operLogTableOption>;
export type PermissionDeleted = z.infer<typeof permissionDeleted>;
/** The ERP portal setting with its version (what GET answers and PUT takes). */
export type ErpSetting = z.infer<typeof erpPortalSettingVersioned>;

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
    http.delete<PermissionDeleted>('/sys/permission/delete', { id, cascade: cascade ? '1' : '0' }),

  erpSetting: () => http.get<ErpSetting>('/sys/cerErpPortalSetting/setting'),
  saveErpSetting: (body: ErpSetting) => http.put<ErpSetting>('/sys/cerErpPortalSetting/setting', body),

  loginLog: (q: LoginLogFilters & ListQuery) => http.get<LoginLogPage>('/sys/loginLog/list', compact(q)),
  exportLoginLog: (q: LoginLogFilters & SortQuery) =>
    http.download('/sys/loginLog/exportXls', { params: compact(q), fileName: '登录日志.xlsx' }),
  operLog: (q: OperLogFilters & ListQuery) => http.get<OperLogPage>('/sys/operLog/list', compact(q)),
  operLogDetail: (id: number) => http.get<OperLogDetail>('/sys/operLog/detail', { id }),
  operLogTables: () => http.get<OperLogTableOption[]>('/sys/operLog/tables'),
  exportOperLog: (q: OperLogFilters & SortQuery) =>
    http.download('/sys/operLog/exportXls', { params: compact(q), fileName: '操作日志.xlsx' }),
};
