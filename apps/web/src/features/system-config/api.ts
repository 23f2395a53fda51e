/**
 * Typed calls of the system configuration pages: menus, settings, sign-in and operation logs. Every
 * type is the contract's (packages/domain/src/system-config/contract.ts, system/settings.ts): what
 * the server answers is `z.infer` of its response schema, what the web sends `z.input` of its
 * request schema. Only types are imported, so no zod code reaches the bundle; the calls are derived
 * from the endpoint tables (system-config/endpoints.ts, system/endpoints.ts).
 */
import {
  type erpPortalSettingVersioned,
  type FieldChange,
  type LoginLogRecord,
  type loginLogExportQuery,
  type loginLogPage,
  type MenuMeta,
  type OperLogDetail,
  type OperLogRecord,
  type operLogExportQuery,
  type operLogPage,
  type operLogTableOption,
  type PermissionInput,
  type PermissionRecord,
  type permissionDeleted,
  systemConfigEndpoints,
  systemEndpoints,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
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
const compact = <T extends object>(q: T): T =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as T;

const call = endpointCalls(systemConfigEndpoints);
const system = endpointCalls(systemEndpoints);

export const systemConfigApi = {
  permissions: () => call.listPermissions(),
  componentKeys: () => call.listComponentKeys(),
  addPermission: (body: PermissionInput) => call.addPermission(body),
  editPermission: (body: PermissionInput & { id: string; version: number }) => call.editPermission(body),
  deletePermission: (id: string, cascade: boolean) =>
    call.deletePermission({ id, cascade: cascade ? '1' : '0' }),

  erpSetting: () => system.getErpPortalSetting(),
  saveErpSetting: (body: ErpSetting) => system.saveErpPortalSetting(body),

  loginLog: (q: LoginLogFilters & ListQuery) => call.listLoginLog(compact(q)),
  exportLoginLog: (q: LoginLogFilters & SortQuery) =>
    call.exportLoginLog(compact(q), { fileName: '登录日志.xlsx' }),
  operLog: (q: OperLogFilters & ListQuery) => call.listOperationLog(compact(q)),
  operLogDetail: (id: number) => call.getOperationLogEntry({ id }),
  operLogTables: () => call.listOperationLogTables(),
  exportOperLog: (q: OperLogFilters & SortQuery) =>
    call.exportOperationLog(compact(q), { fileName: '操作日志.xlsx' }),
};
