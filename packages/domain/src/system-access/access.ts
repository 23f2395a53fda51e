/** Who may call the user, role, tenant and online-user endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Any button of the users page opens its list. */
const USER_READ = [
  'sys:user:add',
  'sys:user:edit',
  'sys:user:resetPassword',
  'sys:user:freeze',
  'sys:user:import',
  'sys:user:export',
  'sys:user:delete',
] as const satisfies readonly Permission[];
const ROLE_READ = [
  'sys:role:add',
  'sys:role:edit',
  'sys:role:delete',
  'sys:role:authorize',
] as const satisfies readonly Permission[];

/** Who may call what (any one of the codes suffices). */
export const SYSTEM_ACCESS = {
  userRead: USER_READ,
  userAdd: ['sys:user:add'],
  userEdit: ['sys:user:edit'],
  userFreeze: ['sys:user:freeze'],
  userResetPassword: ['sys:user:resetPassword'],
  userImport: ['sys:user:import'],
  userExport: ['sys:user:export'],
  /** The role picker of the user form and the role page. */
  roleOptions: [...USER_READ, ...ROLE_READ],
  roleRead: ROLE_READ,
  roleAdd: ['sys:role:add'],
  roleEdit: ['sys:role:edit'],
  roleDelete: ['sys:role:delete'],
  roleAuthorize: ['sys:role:authorize'],
  /** Tenants: only the platform tenant's operators, and they need one of these. */
  tenantRead: ['sys:tenant:add', 'sys:tenant:edit', 'sys:tenant:disable'],
  tenantAdd: ['sys:tenant:add'],
  tenantEdit: ['sys:tenant:edit'],
  tenantDisable: ['sys:tenant:disable'],
  onlineUsers: ['sys:online:forceLogout'],
} as const satisfies Record<string, readonly Permission[]>;
