/**
 * The contract of user, role, tenant and online-user administration (sys): who may call what,
 * request schemas (Chinese messages; bad input is 400 and writes nothing) and response schemas.
 * The server validates and serialises with them, the web infers its types from them.
 */
import { z } from 'zod';
import { idQuery, idSchema, pageSchema, timestampSchema, versionSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';
import { MOBILE_PHONE_PATTERN } from '../phone.ts';
import { isValidPassword } from '../system/session-rules.ts';
import { ROLE_CODE_PATTERN, USERNAME_PATTERN } from './rules.ts';

// ─────────────────────────────────────────── users ───────────────────────────────────────────

const username = z
  .string({ error: '请输入用户名' })
  .trim()
  .regex(USERNAME_PATTERN, '用户名为2-30位字母、数字或 _ . @ -');
const realname = z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名最多50个字符');
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);
const phone = optionalText(20, '请输入正确的电话').refine(
  (v) => v === null || MOBILE_PHONE_PATTERN.test(v),
  '请输入正确的电话',
);
const email = optionalText(100, '邮箱最多100个字符').refine(
  (v) => v === null || z.email().safeParse(v).success,
  '请输入正确的邮箱',
);
/** The enterprise-WeChat user id of the user (third-party sign-in). */
const thirdPartyId = optionalText(64, '企业微信账号最多64个字符');
const roleIds = z.array(idSchema, { error: '请选择角色' }).min(1, '请至少选择一个角色').max(50, '角色过多');
const keyword = z.string().trim().max(60, '关键字最多60个字符').optional();

const userFields = {
  realname,
  phone,
  email,
  thirdPartyId,
  isParentCompanyUser: z.boolean().default(false),
  roleIds,
};

export const userAddBody = z.object({
  username,
  password: z.string({ error: '请输入密码' }).refine(isValidPassword, '密码长度必须是8-16位，且包含数字'),
  ...userFields,
});
export type UserAddBody = z.infer<typeof userAddBody>;

export const userEditBody = z.object({ id: idSchema, version: versionSchema, ...userFields });
export type UserEditBody = z.infer<typeof userEditBody>;

const userStatus = z.union([z.literal(1), z.literal(2)], { error: '状态只能是1（正常）或2（冻结）' });
export const userStatusBody = z.object({ id: idSchema, version: versionSchema, status: userStatus });
export const userResetPasswordBody = z.object({ id: idSchema, version: versionSchema });

export const USER_SORT = ['username', 'realname', 'status', 'createTime'] as const;
export const userFilters = z.object({
  keyword,
  roleId: idSchema.optional(),
  status: z.coerce.number().pipe(userStatus).optional(),
});
export type UserFilters = z.infer<typeof userFilters>;
export const userListQuery = pageQuerySchema(USER_SORT).extend(userFilters.shape);
export type UserListQuery = z.infer<typeof userListQuery>;

/** A role as a user holds it, and an entry of the role picker. */
export const roleOption = z.object({ id: idSchema, code: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof roleOption>;

export const userRecord = z.object({
  id: idSchema,
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** 1 active, 2 frozen. */
  status: userStatus,
  isParentCompanyUser: z.boolean(),
  thirdPartyId: z.string().nullable(),
  mustChangePassword: z.boolean(),
  roles: z.array(roleOption),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type UserRecord = z.infer<typeof userRecord>;
export const userPage = pageSchema(userRecord);

/** A generated password, shown once to the admin. */
export const userCredentials = z.object({ username: z.string(), password: z.string() });
export type UserCredentials = z.infer<typeof userCredentials>;
export const userPasswordReset = userCredentials.extend({ version: z.number().int() });
export const userImportResult = z.object({ total: z.number().int(), credentials: z.array(userCredentials) });

// ─────────────────────────────────────────── roles ───────────────────────────────────────────

const roleFields = {
  name: z.string({ error: '请输入角色名称' }).trim().min(1, '请输入角色名称').max(50, '角色名称最多50个字符'),
  description: optionalText(200, '描述最多200个字符'),
};
export const roleAddBody = z.object({
  code: z
    .string({ error: '请输入角色编码' })
    .trim()
    .regex(ROLE_CODE_PATTERN, '角色编码为2-30位小写字母、数字或下划线，以字母开头'),
  ...roleFields,
});
export type RoleAddBody = z.infer<typeof roleAddBody>;
export const roleEditBody = z.object({ id: idSchema, version: versionSchema, ...roleFields });
export type RoleEditBody = z.infer<typeof roleEditBody>;
export const ROLE_SORT = ['code', 'name', 'createTime'] as const;
export const roleListQuery = pageQuerySchema(ROLE_SORT).extend({ keyword });
export type RoleListQuery = z.infer<typeof roleListQuery>;
export const roleGrantsQuery = z.object({ roleId: idSchema });
export const roleGrantsBody = z.object({
  roleId: idSchema,
  version: versionSchema,
  permissionIds: z.array(idSchema, { error: '权限列表格式错误' }).max(5000, '权限过多'),
});

export const roleRecord = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  userCount: z.number().int(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type RoleRecord = z.infer<typeof roleRecord>;
export const rolePage = pageSchema(roleRecord);
/** What a role's create or edit answers. */
export const roleSaved = roleRecord.omit({ userCount: true, createTime: true });

/** A node of the authorisation tree: a menu group, a page (with its buttons) or a system-wide action. */
export const permissionNode = z
  .object({
    id: idSchema,
    title: z.string(),
    /** 0 root group, 1 menu, 2 button or system-wide action. */
    kind: z.number().int(),
    action: z.string().nullable(),
    path: z.string().nullable(),
    get children(): z.ZodOptional<z.ZodArray<typeof permissionNode>> {
      return z.array(permissionNode).optional();
    },
  })
  .meta({ id: 'PermissionNode' });
export type PermissionNode = z.infer<typeof permissionNode>;
export const roleGrants = z.object({ permissionIds: z.array(idSchema), version: z.number().int() });
export type RoleGrants = z.infer<typeof roleGrants>;
export const roleGrantsSaved = z.object({ version: z.number().int(), count: z.number().int() });

// ─────────────────────────────────────────── tenants ──────────────────────────────────────────

const tenantId = z.coerce.number().int().min(1, '租户编号错误');
const tenantName = z
  .string({ error: '请输入租户名称' })
  .trim()
  .min(1, '请输入租户名称')
  .max(100, '租户名称最多100个字符');
export const tenantAddBody = z.object({
  name: tenantName,
  adminUsername: username.default('admin'),
  adminRealname: realname.default('系统管理员'),
});
export type TenantAddBody = z.infer<typeof tenantAddBody>;
export const tenantEditBody = z.object({ id: tenantId, version: versionSchema, name: tenantName });
/** 1 active, 0 disabled. */
const tenantStatus = z.union([z.literal(0), z.literal(1)], { error: '状态只能是0（停用）或1（启用）' });
export const tenantStatusBody = z.object({ id: tenantId, version: versionSchema, status: tenantStatus });
export const TENANT_SORT = ['id', 'name', 'createTime'] as const;
export const tenantListQuery = pageQuerySchema(TENANT_SORT).extend({ keyword });
export type TenantListQuery = z.infer<typeof tenantListQuery>;

export const tenantRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  status: tenantStatus,
  userCount: z.number().int(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type TenantRecord = z.infer<typeof tenantRecord>;
export const tenantPage = pageSchema(tenantRecord);
/** What a rename or status change answers. */
export const tenantSaved = tenantRecord.omit({ userCount: true, createTime: true });
/** A new tenant and its admin's generated password (shown once). */
export const tenantCreated = userCredentials.extend({ tenantId: z.number().int() });

// ─────────────────────────────────────────── online users ─────────────────────────────────────

export const ONLINE_SORT = ['loginTime', 'lastSeen', 'username'] as const;
export const onlineListQuery = pageQuerySchema(ONLINE_SORT).extend({ keyword });
export type OnlineListQuery = z.infer<typeof onlineListQuery>;
export const forceLogoutBody = z.object({ tokenId: idSchema });

export const onlineSession = z.object({
  tokenId: idSchema,
  userId: idSchema,
  username: z.string(),
  realname: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  loginTime: timestampSchema,
  lastSeen: timestampSchema,
  expiresAt: timestampSchema,
  /** The admin's own session (it cannot be forced out from here). */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSession>;
export const onlinePage = pageSchema(onlineSession);

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each user, role and online-user endpoint (its route: endpoints.ts). */
export const systemAccessSchemas = {
  listUsers: { query: userListQuery, result: userPage },
  getUser: { query: idQuery, result: userRecord },
  addUser: { body: userAddBody, result: userRecord },
  editUser: { body: userEditBody, result: userRecord },
  setUserStatus: { body: userStatusBody, result: userRecord },
  resetUserPassword: { body: userResetPasswordBody, result: userPasswordReset },
  exportUsers: { query: userFilters, result: 'file' },
  importUsers: { result: userImportResult },
  listRoleOptions: { result: z.array(roleOption) },
  listRoles: { query: roleListQuery, result: rolePage },
  addRole: { body: roleAddBody, result: roleSaved },
  editRole: { body: roleEditBody, result: roleSaved },
  deleteRole: { query: idQuery, result: z.null() },
  getRoleGrantTree: { result: z.array(permissionNode) },
  getRoleGrants: { query: roleGrantsQuery, result: roleGrants },
  saveRoleGrants: { body: roleGrantsBody, result: roleGrantsSaved },
  listOnlineUsers: { query: onlineListQuery, result: onlinePage },
  forceLogout: { body: forceLogoutBody, result: z.null() },
} as const satisfies SchemaTable;

/** The schemas of each tenant endpoint (the platform operator's). */
export const systemTenantSchemas = {
  listTenants: { query: tenantListQuery, result: tenantPage },
  addTenant: { body: tenantAddBody, result: tenantCreated },
  renameTenant: { body: tenantEditBody, result: tenantSaved },
  setTenantStatus: { body: tenantStatusBody, result: tenantSaved },
} as const satisfies SchemaTable;
