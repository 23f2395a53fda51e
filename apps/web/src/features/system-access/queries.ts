/**
 * Server state of user, role, tenant and online-user administration (TanStack Query,
 * shared/api/areaQueries.ts). Each list page's settingKey is its area key plus `:list`, so the
 * mutations below refresh the list they change.
 *
 * @example
 * const roles = useRoleOptions();
 * const save = useSaveUser();
 * await save.mutateAsync({ body, record: editing === 'new' ? null : editing });
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import {
  accessApi,
  type RoleAddBody,
  type RoleEditBody,
  type RoleOption,
  type RoleRecord,
  type TenantAddBody,
  type TenantRecord,
  type UserAddBody,
  type UserEditBody,
  type UserRecord,
} from './api';

export const USER_LIST_SETTING_KEY = 'sys:user:list';
export const ROLE_LIST_SETTING_KEY = 'sys:role:list';
export const TENANT_LIST_SETTING_KEY = 'sys:tenant:list';
export const ONLINE_LIST_SETTING_KEY = 'sys:online:list';

const users = defineAreaQueries('sys:user', { list: accessApi.users });
const roles = defineAreaQueries('sys:role', { list: accessApi.roles });
const tenants = defineAreaQueries('sys:tenant', { list: accessApi.tenants });
const online = defineAreaQueries('sys:online', { list: accessApi.online });

export const userKeys = users.keys;
export const roleKeys = roles.keys;

type Versioned = { id: string; version: number };

/** 新增 (`record` null) or 编辑 (with the user as it was read: its id and version). */
export type UserSave =
  | { record: null; body: UserAddBody }
  | { record: Versioned; body: Omit<UserEditBody, 'id' | 'version'> };

export const useSaveUser = users.mutation((save: UserSave) =>
  save.record
    ? accessApi.editUser({ ...save.body, id: save.record.id, version: save.record.version })
    : accessApi.addUser(save.body),
);

/** 冻结 / 解冻: the other status of the row. */
export const useToggleUserFrozen = users.mutation((row: Pick<UserRecord, 'id' | 'version' | 'status'>) =>
  accessApi.setUserStatus(row.id, row.version, row.status === 1 ? 2 : 1),
);

export const useResetPassword = users.mutation((row: Versioned) =>
  accessApi.resetPassword(row.id, row.version),
);

export const useImportUsers = users.mutation((file: File) => accessApi.importUsers(file));

const NO_ROLES: RoleOption[] = [];

/** The role picker's options (none while loading or when they cannot be read); role changes refresh them. */
export function useRoleOptions(): RoleOption[] {
  return (
    useQuery({
      queryKey: [...roleKeys.all, 'options'],
      queryFn: () => accessApi.roleOptions().catch(() => NO_ROLES),
    }).data ?? NO_ROLES
  );
}

/** A user row shows its roles' names: role changes refresh the user list too. */
const roleChange = { alsoInvalidate: [userKeys.all] };

/** 新增 (without `record`) or 编辑 (with the role as it was read). */
export const useSaveRole = roles.mutation(
  ({ body, record }: { body: RoleAddBody; record: Pick<RoleRecord, 'id' | 'version'> | null }) =>
    record
      ? accessApi.editRole({
          id: record.id,
          version: record.version,
          name: body.name,
          description: body.description,
        } satisfies RoleEditBody)
      : accessApi.addRole(body),
  roleChange,
);

export const useDeleteRole = roles.mutation((id: string) => accessApi.deleteRole(id), roleChange);

/** The authorisation tree and the role's grants (with the role's version), read together. */
export function useRoleGrants(roleId: string | undefined) {
  return useQuery({
    queryKey: [...roleKeys.detail(roleId ?? ''), 'grants'],
    queryFn: async () => {
      const [tree, grants] = await Promise.all([accessApi.permissionTree(), accessApi.roleGrants(roleId!)]);
      return { tree, grants };
    },
    enabled: Boolean(roleId),
    // Always the grants as they are now: the drawer saves against their version.
    staleTime: 0,
    gcTime: 0,
  });
}

export const useSaveRoleGrants = roles.mutation(
  ({ roleId, version, permissionIds }: { roleId: string; version: number; permissionIds: string[] }) =>
    accessApi.saveRoleGrants(roleId, version, permissionIds),
);

export const useAddTenant = tenants.mutation((body: TenantAddBody) => accessApi.addTenant(body));

export const useRenameTenant = tenants.mutation(
  ({ record, name }: { record: Pick<TenantRecord, 'id' | 'version'>; name: string }) =>
    accessApi.renameTenant(record.id, record.version, name),
);

/** 停用 / 启用: the other status of the row. */
export const useToggleTenant = tenants.mutation((row: Pick<TenantRecord, 'id' | 'version' | 'status'>) =>
  accessApi.setTenantStatus(row.id, row.version, row.status === 1 ? 0 : 1),
);

export const useForceLogout = online.mutation((tokenId: string) => accessApi.forceLogout(tokenId));
