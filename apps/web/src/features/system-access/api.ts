/**
 * Typed calls of user, role, tenant and online-user administration. Every type is the contract's
 * (packages/domain/src/system-access/contract.ts): what the server answers is `z.infer` of its
 * response schema, what the web sends `z.input` of its request schema. Only types are imported, so
 * no zod code reaches the bundle; the calls are derived from the endpoint tables
 * (system-access/endpoints.ts).
 */
import {
  type OnlineSession,
  type onlinePage,
  type PermissionNode,
  type RoleOption,
  type RoleRecord,
  type roleAddBody,
  type roleEditBody,
  type roleGrantsSaved,
  type rolePage,
  type roleSaved,
  systemAccessEndpoints,
  systemTenantEndpoints,
  type TenantRecord,
  type tenantAddBody,
  type tenantCreated,
  type tenantPage,
  type tenantSaved,
  type UserCredentials,
  type UserRecord,
  type userAddBody,
  type userEditBody,
  type userFilters,
  type userImportResult,
  type userPage,
  type userPasswordReset,
} from '@cb/domain';
import type { z } from 'zod';
import { checkDuplicate } from '../../shared/api/checks';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
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

const clean = <T extends object>(q: T): T =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as T;

const call = endpointCalls(systemAccessEndpoints);
const tenants = endpointCalls(systemTenantEndpoints);

export const accessApi = {
  users: (q: UserFilters & ListQuery) => call.listUsers(clean(q)),
  addUser: (body: UserAddBody) => call.addUser(body),
  editUser: (body: UserEditBody) => call.editUser(body),
  setUserStatus: (id: string, version: number, status: UserRecord['status']) =>
    call.setUserStatus({ id, version, status }),
  resetPassword: (id: string, version: number) => call.resetUserPassword({ id, version }),
  usernameTaken: async (username: string) =>
    !(await checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: username })).valid,
  exportUsers: (filters: UserFilters & SortQuery) =>
    call.exportUsers(clean(filters), { fileName: '用户.xlsx' }),
  importUsers: (file: File) =>
    http.upload<UserImportResult>(urlOf(systemAccessEndpoints.importUsers), { file, fileName: file.name }),

  roleOptions: () => call.listRoleOptions(),
  roles: (q: KeywordFilter & ListQuery) => call.listRoles(clean(q)),
  addRole: (body: RoleAddBody) => call.addRole(body),
  editRole: (body: RoleEditBody) => call.editRole(body),
  deleteRole: (id: string) => call.deleteRole({ id }),
  permissionTree: () => call.getRoleGrantTree(),
  roleGrants: (roleId: string) => call.getRoleGrants({ roleId }),
  saveRoleGrants: (roleId: string, version: number, permissionIds: string[]) =>
    call.saveRoleGrants({ roleId, version, permissionIds }),

  tenants: (q: KeywordFilter & ListQuery) => tenants.listTenants(clean(q)),
  addTenant: (body: TenantAddBody) => tenants.addTenant(body),
  renameTenant: (id: number, version: number, name: string) => tenants.renameTenant({ id, version, name }),
  setTenantStatus: (id: number, version: number, status: TenantRecord['status']) =>
    tenants.setTenantStatus({ id, version, status }),

  online: (q: KeywordFilter & ListQuery) => call.listOnlineUsers(clean(q)),
  forceLogout: (tokenId: string) => call.forceLogout({ tokenId }),
};
