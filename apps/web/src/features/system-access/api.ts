/** Typed calls of user, role, tenant and online-user administration. */
import type { Page } from '@cb/domain';
import { checkDuplicate } from '../../shared/api/checks';
import { http } from '../../shared/http';

export interface RoleRef {
  id: string;
  code: string;
  name: string;
}

export interface UserRecord {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  email: string | null;
  /** 1 active, 2 frozen. */
  status: 1 | 2;
  isParentCompanyUser: boolean;
  thirdPartyId: string | null;
  mustChangePassword: boolean;
  roles: RoleRef[];
  createTime: string;
  version: number;
}

export interface UserFilters {
  keyword?: string;
  roleId?: string;
  status?: 1 | 2;
}

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
}

export type UserQuery = ListQuery & UserFilters;

export interface UserInput {
  realname: string;
  phone: string | null;
  email: string | null;
  thirdPartyId: string | null;
  isParentCompanyUser: boolean;
  roleIds: string[];
}

export interface Credentials {
  username: string;
  password: string;
}

export interface RoleRecord {
  id: string;
  code: string;
  name: string;
  description: string | null;
  userCount: number;
  createTime: string;
  version: number;
}

/** A node of the authorisation tree (menus with their buttons, system-wide actions last). */
export interface PermissionNode {
  id: string;
  title: string;
  /** 0 root group, 1 menu, 2 button or system-wide action. */
  kind: number;
  action: string | null;
  path: string | null;
  children?: PermissionNode[];
}

export interface TenantRecord {
  id: number;
  name: string;
  /** 1 active, 0 disabled. */
  status: 0 | 1;
  userCount: number;
  createTime: string;
  version: number;
}

export interface OnlineSession {
  tokenId: string;
  userId: string;
  username: string;
  realname: string;
  ip: string | null;
  userAgent: string | null;
  loginTime: string;
  lastSeen: string;
  expiresAt: string;
  current: boolean;
}

const clean = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

export const accessApi = {
  users: (q: UserQuery) => http.get<Page<UserRecord>>('/sys/user/list', clean(q)),
  addUser: (body: UserInput & { username: string; password: string }) =>
    http.post<UserRecord>('/sys/user/add', body),
  editUser: (body: UserInput & { id: string; version: number }) =>
    http.put<UserRecord>('/sys/user/edit', body),
  setUserStatus: (id: string, version: number, status: 1 | 2) =>
    http.put<UserRecord>('/sys/user/frozen', { id, version, status }),
  resetPassword: (id: string, version: number) =>
    http.put<Credentials & { version: number }>('/sys/user/resetPassword', { id, version }),
  usernameTaken: async (username: string) =>
    !(await checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: username })).valid,
  exportUsers: (filters: UserFilters) =>
    http.download('/sys/user/exportXls', { params: clean(filters), fileName: '用户.xlsx' }),
  importUsers: (file: File) =>
    http.upload<{ total: number; credentials: Credentials[] }>('/sys/user/importExcel', {
      file,
      fileName: file.name,
    }),

  roleOptions: () => http.get<RoleRef[]>('/sys/role/options'),
  roles: (q: ListQuery & { keyword?: string }) => http.get<Page<RoleRecord>>('/sys/role/list', clean(q)),
  addRole: (body: { code: string; name: string; description: string | null }) =>
    http.post<RoleRecord>('/sys/role/add', body),
  editRole: (body: { id: string; version: number; name: string; description: string | null }) =>
    http.put<RoleRecord>('/sys/role/edit', body),
  deleteRole: (id: string) => http.delete<null>('/sys/role/delete', { id }),
  permissionTree: () => http.get<PermissionNode[]>('/sys/role/permissionTree'),
  roleGrants: (roleId: string) =>
    http.get<{ permissionIds: string[]; version: number }>('/sys/role/queryRolePermission', { roleId }),
  saveRoleGrants: (roleId: string, version: number, permissionIds: string[]) =>
    http.post<{ version: number; count: number }>('/sys/role/saveRolePermission', {
      roleId,
      version,
      permissionIds,
    }),

  tenants: (q: ListQuery & { keyword?: string }) =>
    http.get<Page<TenantRecord>>('/sys/tenant/list', clean(q)),
  addTenant: (body: { name: string; adminUsername: string; adminRealname: string }) =>
    http.post<Credentials & { tenantId: number }>('/sys/tenant/add', body),
  renameTenant: (id: number, version: number, name: string) =>
    http.put<TenantRecord>('/sys/tenant/edit', { id, version, name }),
  setTenantStatus: (id: number, version: number, status: 0 | 1) =>
    http.put<TenantRecord>('/sys/tenant/status', { id, version, status }),

  online: (q: ListQuery & { keyword?: string }) =>
    http.get<Page<OnlineSession>>('/sys/online/list', clean(q)),
  forceLogout: (tokenId: string) => http.post<null>('/sys/online/forceLogout', { tokenId }),
};
