/**
 * The system configuration endpoints (sys): the menu and permission tree editor, the sign-in log
 * and the operation log — where each is and who may call it. Their schemas are
 * `systemConfigSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { SYSTEM_CONFIG_ACCESS as A } from './access.ts';
import type { systemConfigSchemas } from './contract.ts';

export const systemConfigEndpoints = defineEndpoints<typeof systemConfigSchemas>()({
  listPermissions: {
    method: 'GET',
    path: '/sys/permission/list',
    access: A.menuRead,
    summary: '菜单与权限（全部）',
    etag: true,
  },
  listComponentKeys: {
    method: 'GET',
    path: '/sys/permission/componentKeys',
    access: A.menuRead,
    summary: '可选的前端组件',
  },
  addPermission: {
    method: 'POST',
    path: '/sys/permission/add',
    access: A.menuAdd,
    summary: '新增菜单或按钮',
  },
  editPermission: {
    method: 'PUT',
    path: '/sys/permission/edit',
    access: A.menuEdit,
    summary: '编辑菜单或按钮',
  },
  deletePermission: {
    method: 'DELETE',
    path: '/sys/permission/delete',
    access: A.menuDelete,
    summary: '删除菜单或按钮（有下级时需确认级联）',
  },
  listLoginLog: { method: 'GET', path: '/sys/loginLog/list', access: A.loginLogList, summary: '登录日志' },
  exportLoginLog: {
    method: 'GET',
    path: '/sys/loginLog/exportXls',
    access: A.loginLogExport,
    summary: '导出登录日志',
  },
  listOperationLog: { method: 'GET', path: '/sys/operLog/list', access: A.operLogList, summary: '操作日志' },
  getOperationLogEntry: {
    method: 'GET',
    path: '/sys/operLog/detail',
    access: A.operLogList,
    summary: '操作日志详情（变更前后对比）',
  },
  listOperationLogTables: {
    method: 'GET',
    path: '/sys/operLog/tables',
    access: A.operLogList,
    summary: '操作日志涉及的数据表',
  },
  exportOperationLog: {
    method: 'GET',
    path: '/sys/operLog/exportXls',
    access: A.operLogExport,
    summary: '导出操作日志',
  },
});
