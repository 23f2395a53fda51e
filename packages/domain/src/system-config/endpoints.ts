/**
 * The system configuration endpoints (sys): the menu and permission tree editor, the sign-in log
 * and the operation log — where each is and who may call it. Their schemas are
 * `systemConfigSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import { SYSTEM_CONFIG_ACCESS as A } from './access.ts';
import type { systemConfigSchemas } from './contract.ts';

export const systemConfigEndpoints = defineEndpoints<typeof systemConfigSchemas>()({
  listPermissions: get('/sys/permission/list', A.menuRead, '菜单与权限（全部）', { etag: true }),
  listComponentKeys: get('/sys/permission/componentKeys', A.menuRead, '可选的前端组件'),
  addPermission: post('/sys/permission/add', A.menuAdd, '新增菜单或按钮'),
  editPermission: put('/sys/permission/edit', A.menuEdit, '编辑菜单或按钮'),
  deletePermission: del('/sys/permission/delete', A.menuDelete, '删除菜单或按钮（有下级时需确认级联）'),
  listLoginLog: get('/sys/loginLog/list', A.loginLogList, '登录日志'),
  exportLoginLog: get('/sys/loginLog/exportXls', A.loginLogExport, '导出登录日志'),
  listOperationLog: get('/sys/operLog/list', A.operLogList, '操作日志'),
  getOperationLogEntry: get('/sys/operLog/detail', A.operLogList, '操作日志详情（变更前后对比）'),
  listOperationLogTables: get('/sys/operLog/tables', A.operLogList, '操作日志涉及的数据表'),
  exportOperationLog: get('/sys/operLog/exportXls', A.operLogExport, '导出操作日志'),
});
