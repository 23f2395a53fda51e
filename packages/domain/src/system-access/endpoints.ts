/**
 * The user, role, tenant and online-user administration endpoints (sys): where each is and who may
 * call it — `systemAccessEndpoints`, and `systemTenantEndpoints` (tenants: only the platform
 * operator). Their schemas are `systemAccessSchemas` and `systemTenantSchemas` (contract.ts); only
 * their types are imported here, so the web reads these tables without zod (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { SYSTEM_ACCESS as A } from './access.ts';
import type { systemAccessSchemas, systemTenantSchemas } from './contract.ts';

export const systemAccessEndpoints = defineEndpoints<typeof systemAccessSchemas>()({
  // Users.
  listUsers: { method: 'GET', path: '/sys/user/list', access: A.userRead, summary: '用户列表' },
  getUser: { method: 'GET', path: '/sys/user/queryById', access: A.userRead, summary: '用户详情' },
  addUser: { method: 'POST', path: '/sys/user/add', access: A.userAdd, summary: '新增用户' },
  editUser: { method: 'PUT', path: '/sys/user/edit', access: A.userEdit, summary: '编辑用户' },
  setUserStatus: { method: 'PUT', path: '/sys/user/frozen', access: A.userFreeze, summary: '冻结或解冻用户' },
  resetUserPassword: {
    method: 'PUT',
    path: '/sys/user/resetPassword',
    access: A.userResetPassword,
    summary: '重置用户密码（新密码只显示一次）',
  },
  exportUsers: { method: 'GET', path: '/sys/user/exportXls', access: A.userExport, summary: '导出用户' },
  importUsers: {
    method: 'POST',
    path: '/sys/user/importExcel',
    access: A.userImport,
    summary: '导入用户（Excel，生成的密码只显示一次）',
  },
  // Roles.
  listRoleOptions: { method: 'GET', path: '/sys/role/options', access: A.roleOptions, summary: '角色选项' },
  listRoles: { method: 'GET', path: '/sys/role/list', access: A.roleRead, summary: '角色列表' },
  addRole: { method: 'POST', path: '/sys/role/add', access: A.roleAdd, summary: '新增角色' },
  editRole: { method: 'PUT', path: '/sys/role/edit', access: A.roleEdit, summary: '编辑角色' },
  deleteRole: { method: 'DELETE', path: '/sys/role/delete', access: A.roleDelete, summary: '删除角色' },
  getRoleGrantTree: {
    method: 'GET',
    path: '/sys/role/permissionTree',
    access: A.roleAuthorize,
    summary: '授权用的菜单、按钮与全局权限树',
  },
  getRoleGrants: {
    method: 'GET',
    path: '/sys/role/queryRolePermission',
    access: A.roleAuthorize,
    summary: '角色已授权的权限',
  },
  saveRoleGrants: {
    method: 'POST',
    path: '/sys/role/saveRolePermission',
    access: A.roleAuthorize,
    summary: '保存角色授权',
  },
  // Online users.
  listOnlineUsers: { method: 'GET', path: '/sys/online/list', access: A.onlineUsers, summary: '在线用户' },
  forceLogout: {
    method: 'POST',
    path: '/sys/online/forceLogout',
    access: A.onlineUsers,
    summary: '强制退出会话',
  },
});

/** Tenants (the platform operator only: the server checks the tenant before the permission). */
export const systemTenantEndpoints = defineEndpoints<typeof systemTenantSchemas>()({
  listTenants: {
    method: 'GET',
    path: '/sys/tenant/list',
    access: A.tenantRead,
    summary: '租户列表（平台运营方）',
  },
  addTenant: {
    method: 'POST',
    path: '/sys/tenant/add',
    access: A.tenantAdd,
    summary: '新增租户及其管理员（密码只显示一次）',
  },
  renameTenant: { method: 'PUT', path: '/sys/tenant/edit', access: A.tenantEdit, summary: '修改租户名称' },
  setTenantStatus: {
    method: 'PUT',
    path: '/sys/tenant/status',
    access: A.tenantDisable,
    summary: '停用或启用租户',
  },
});
