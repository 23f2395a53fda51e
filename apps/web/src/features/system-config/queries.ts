/**
 * Server state of the system configuration pages (TanStack Query, shared/api/areaQueries.ts): the
 * permission catalogue of the menu editor, the operation log's table choices and entries, and the
 * ERP portal setting. The log pages' settingKeys (`sys:loginLog:list`, `sys:operLog:list`) key
 * their cached pages.
 *
 * @example
 * const rows = usePermissionList().data ?? [];
 * const remove = useDeletePermission();
 * await remove.mutateAsync({ id, cascade: true });
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type ErpSetting, type PermissionInput, systemConfigApi } from './api';

export const LOGIN_LOG_LIST_SETTING_KEY = 'sys:loginLog:list';
export const OPER_LOG_LIST_SETTING_KEY = 'sys:operLog:list';

// ──────────────────────────────────────────────── menus ────────────────────────────────────────────────

const menus = defineAreaQueries('sys:menu', {});

/** The tenant's whole permission catalogue (menus, buttons, system-wide actions). */
export function usePermissionList() {
  return useQuery({ queryKey: [...menus.keys.all, 'all'], queryFn: systemConfigApi.permissions });
}

/** The page-registry keys a menu may name (asked for once the editor opens). */
export function useComponentKeys(enabled: boolean) {
  return useQuery({
    queryKey: [...menus.keys.all, 'componentKeys'],
    queryFn: systemConfigApi.componentKeys,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** 新增 (without `record`) or 编辑 (with the row as it was read: its id and version). */
export const useSavePermission = menus.mutation(
  ({
    body,
    record,
  }: {
    body: PermissionInput;
    record: { id: string; version: number } | null | undefined;
  }) =>
    record
      ? systemConfigApi.editPermission({ ...body, id: record.id, version: record.version })
      : systemConfigApi.addPermission(body),
);

/** Deletes a node; `cascade` also deletes everything below it. */
export const useDeletePermission = menus.mutation(({ id, cascade }: { id: string; cascade: boolean }) =>
  systemConfigApi.deletePermission(id, cascade),
);

// ───────────────────────────────────────────────── logs ─────────────────────────────────────────────────

const operLog = defineAreaQueries('sys:operLog', {
  get: (id: string) => systemConfigApi.operLogDetail(Number(id)),
});

/** The tables of the trail, for the operation log's filter. */
export function useOperLogTables() {
  return useQuery({ queryKey: [...operLog.keys.all, 'tables'], queryFn: systemConfigApi.operLogTables });
}

/** One entry of the operation log with its before/after (idle while no entry is chosen). */
export function useOperLogEntry(id: number | null) {
  return operLog.useRecord(id === null ? null : String(id));
}

// ─────────────────────────────────────────────── settings ───────────────────────────────────────────────

const erpSetting = defineAreaQueries('sys:erpSetting', {});

export function useErpSetting() {
  return useQuery({ queryKey: erpSetting.keys.all, queryFn: systemConfigApi.erpSetting, staleTime: 0 });
}
export const useSaveErpSetting = erpSetting.mutation((body: ErpSetting) =>
  systemConfigApi.saveErpSetting(body),
);
