/** Permission codes of the user, role, tenant and online-user pages (menu-tree.ts catalogue). */
export const USER_PERMISSION = {
  add: 'sys:user:add',
  edit: 'sys:user:edit',
  resetPassword: 'sys:user:resetPassword',
  freeze: 'sys:user:freeze',
  import: 'sys:user:import',
  export: 'sys:user:export',
} as const;
/** Any button of the users page opens its list. */
export const ANY_USER_PERMISSION = [...Object.values(USER_PERMISSION), 'sys:user:delete'];

export const ROLE_PERMISSION = {
  add: 'sys:role:add',
  edit: 'sys:role:edit',
  delete: 'sys:role:delete',
  authorize: 'sys:role:authorize',
} as const;
export const ANY_ROLE_PERMISSION = Object.values(ROLE_PERMISSION);

export const TENANT_PERMISSION = {
  add: 'sys:tenant:add',
  edit: 'sys:tenant:edit',
  disable: 'sys:tenant:disable',
} as const;
export const ANY_TENANT_PERMISSION = Object.values(TENANT_PERMISSION);

export const ONLINE_FORCE_LOGOUT = 'sys:online:forceLogout';
