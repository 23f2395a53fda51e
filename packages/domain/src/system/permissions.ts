/** Permission codes of 系统管理 (sys): the server's route checks and the web's buttons use the same codes. */
export const SYSTEM_PERMISSIONS = [
  'sys:certItem:add',
  'sys:certItem:delete',
  'sys:certItem:edit',
  'sys:code:add',
  'sys:code:delete',
  'sys:code:edit',
  'sys:code:export',
  'sys:code:import',
  'sys:dict:add',
  'sys:dict:delete',
  'sys:dict:edit',
  'sys:job:edit',
  'sys:job:list',
  'sys:job:run',
  'sys:loginLog:export',
  'sys:loginLog:list',
  'sys:menu:add',
  'sys:menu:delete',
  'sys:menu:edit',
  'sys:online:forceLogout',
  'sys:operLog:export',
  'sys:operLog:list',
  'sys:role:add',
  'sys:role:authorize',
  'sys:role:delete',
  'sys:role:edit',
  'sys:setting:edit',
  'sys:standard:add',
  'sys:standard:edit',
  'sys:tenant:add',
  'sys:tenant:disable',
  'sys:tenant:edit',
  'sys:user:add',
  'sys:user:delete',
  'sys:user:edit',
  'sys:user:export',
  'sys:user:freeze',
  'sys:user:import',
  'sys:user:resetPassword',
] as const;
export type SystemPermission = (typeof SYSTEM_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<SystemPermission, true> {}
}
