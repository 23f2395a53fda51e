/**
 * The user, role, tenant and online-user administration endpoints (sys): where each is and who may
 * call it — `systemAccessEndpoints`, and `systemTenantEndpoints` (tenants: only the platform
 * operator). Their schemas are `systemAccessSchemas` and `systemTenantSchemas` (contract.ts); only
 * their types are imported here, so the web reads these tables without zod (common/endpoints.ts).
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import { SYSTEM_ACCESS as A } from './access.ts';
import type { systemAccessSchemas, systemTenantSchemas } from './contract.ts';

export const systemAccessEndpoints = defineEndpoints<typeof systemAccessSchemas>()({
  // Users.
  listUsers: get('/sys/user/list', A.userRead, '用户列表'),
  getUser: get('/sys/user/queryById', A.userRead, '用户详情'),
  addUser: post('/sys/user/add', A.userAdd, '新增用户'),
  editUser: put('/sys/user/edit', A.userEdit, '编辑用户'),
  setUserStatus: put('/sys/user/frozen', A.userFreeze, '冻结或解冻用户'),
  resetUserPassword: put('/sys/user/resetPassword', A.userResetPassword, '重置用户密码（新密码只显示一次）'),
  exportUsers: get('/sys/user/exportXls', A.userExport, '导出用户'),
  importUsers: post('/sys/user/importExcel', A.userImport, '导入用户（Excel，生成的密码只显示一次）'),
  // Roles.
  listRoleOptions: get('/sys/role/options', A.roleOptions, '角色选项'),
  listRoles: get('/sys/role/list', A.roleRead, '角色列表'),
  addRole: post('/sys/role/add', A.roleAdd, '新增角色'),
  editRole: put('/sys/role/edit', A.roleEdit, '编辑角色'),
  deleteRole: del('/sys/role/delete', A.roleDelete, '删除角色'),
  getRoleGrantTree: get('/sys/role/permissionTree', A.roleAuthorize, '授权用的菜单、按钮与全局权限树'),
  getRoleGrants: get('/sys/role/queryRolePermission', A.roleAuthorize, '角色已授权的权限'),
  saveRoleGrants: post('/sys/role/saveRolePermission', A.roleAuthorize, '保存角色授权'),
  // Online users.
  listOnlineUsers: get('/sys/online/list', A.onlineUsers, '在线用户'),
  forceLogout: post('/sys/online/forceLogout', A.onlineUsers, '强制退出会话'),
});

/** Tenants (the platform operator only: the server checks the tenant before the permission). */
export const systemTenantEndpoints = defineEndpoints<typeof systemTenantSchemas>()({
  listTenants: get('/sys/tenant/list', A.tenantRead, '租户列表（平台运营方）'),
  addTenant: post('/sys/tenant/add', A.tenantAdd, '新增租户及其管理员（密码只显示一次）'),
  renameTenant: put('/sys/tenant/edit', A.tenantEdit, '修改租户名称'),
  setTenantStatus: put('/sys/tenant/status', A.tenantDisable, '停用或启用租户'),
});
