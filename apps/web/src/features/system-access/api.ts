/**
 * Typed calls of user, role, tenant and online-user administration. Every type is the contract's
 * (packages/domain/src/system-access/contract.ts): what the server answers is `z.infer` of its
 * response schema, what the web sends `z.input` of its request schema. Only types are imported, so
 * no zod code reaches the bundle.
 */
import type {
  OnlineSession,
  onlinePage,
  PermissionNode,
  RoleGrants,
  RoleOption,
  RoleRecord,
  roleAddBody,
  roleEditBody,
  roleGrantsSaved,
  rolePage,
  roleSaved,
  TenantRecord,
  tenantAddBody,
  tenantCreated,
  tenantPage,
  tenantSaved,
  UserCredentials,
  UserRecord,
  userAddBody,
  userEditBody,
  userFilters,
  userImportResult,
  userPage,
  userPasswordReset,
} from '@cb/domain';
import type { z } from 'zod';
import { checkDuplicate } from '../../shared/api/checks';
import { http } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  OnlineSession,
  PermissionNode,
  RoleOption,
  RoleRecord,
  TenantRecord,
  UserCredentials,
  UserRecord,
};
/** The search form's filters of the user list (and of its export). */
export type UserFilters = z.infer<typeof userFilters>;
export type UserPage = z.infer<typeof userPage>;
export type RolePage = z.infer<typeof rolePage>;
export type TenantPage = z.infer<typeof tenantPage>;
export type OnlinePage = z.infer<typeof onlinePage>;
export type UserAddBody = z.input<typeof userAddBody>;
export type UserEditBody = z.input<typeof userEditBody>;
export type UserPasswordReset = z.infer<typeof userPasswordReset>;
export type UserImportResult = z.infer<typeof userImportResult>;
export type RoleAddBody = z.input<typeof roleAddBody>;
export type RoleEditBody = z.input<typeof roleEditBody>;
export type RoleSaved = z.infer<typeof roleSaved>;
export type RoleGrantsSaved = z.infer<typeof roleGrantsSaved>;
export type TenantAddBody = z.input<typeof tenantAddBody>;
export type TenantCreated = z.infer<typeof tenantCreated>;
export type TenantSaved = z.infer<typeof tenantSaved>;
/** The keyword search of the role, tenant and online-user lists. */
export interface KeywordFilter {
  keyword?: string;
}

const clean = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

export const accessApi = {
  users: (q: UserFilters & ListQuery) => http.get<UserPage>('/sys/user/list', clean(q)),
  addUser: (body: UserAddBody) => http.post<UserRecord>('/sys/user/add', body),
  editUser: (body: UserEditBody) => http.put<UserRecord>('/sys/user/edit', body),
  setUserStatus: (id: string, version: number, status: UserRecord['status']) =>
    http.put<UserRecord>('/sys/user/frozen', { id, version, status }),
  resetPassword: (id: string, version: number) =>
    http.put<UserPasswordReset>('/sys/user/resetPassword', { id, version }),
  usernameTaken: async (username: string) =>
    !(await checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: username })).valid,
  exportUsers: (filters: UserFilters & SortQuery) =>
    http.download('/sys/user/exportXls', { params: clean(filters), fileName: '用户.xlsx' }),
  importUsers: (file: File) =>
    http.upload<UserImportResult>('/sys/user/importExcel', { file, fileName: file.name }),

  roleOptions: () => http.get<RoleOption[]>('/sys/role/options'),
  roles: (q: KeywordFilter & ListQuery) => http.get<RolePage>('/sys/role/list', clean(q)),
  addRole: (body: RoleAddBody) => http.post<RoleSaved>('/sys/role/add', body),
  editRole: (body: RoleEditBody) => http.put<RoleSaved>('/sys/role/edit', body),
  deleteRole: (id: string) => http.delete<null>('/sys/role/delete', { id }),
  permissionTree: () => http.get<PermissionNode[]>('/sys/role/permissionTree'),
  roleGrants: (roleId: string) => http.get<RoleGrants>('/sys/role/queryRolePermission', { roleId }),
  saveRoleGrants: (roleId: string, version: number, permissionIds: string[]) =>
    http.post<RoleGrantsSaved>('/sys/role/saveRolePermission', { roleId, version, permissionIds }),

  tenants: (q: KeywordFilter & ListQuery) => http.get<TenantPage>('/sys/tenant/list', clean(q)),
  addTenant: (body: TenantAddBody) => http.post<TenantCreated>('/sys/tenant/add', body),
  renameTenant: (id: number, version: number, name: string) =>
    http.put<TenantSaved>('/sys/tenant/edit', { id, version, name }),
  setTenantStatus: (id: number, version: number, status: TenantRecord['status']) =>
    http.put<TenantSaved>('/sys/tenant/status', { id, version, status }),

  online: (q: KeywordFilter & ListQuery) => http.get<OnlinePage>('/sys/online/list', clean(q)),
  forceLogout: (tokenId: string) => http.post<null>('/sys/online/forceLogout', { tokenId }),
};
