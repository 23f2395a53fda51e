/** Request shapes of user, role, tenant and online-user administration (zod, Chinese messages). */
import { isValidPassword, MOBILE_PHONE_PATTERN, pageQuerySchema } from '@cb/domain';
import { z } from 'zod';

export const uuidSchema = z.uuid({ error: '数据标识格式错误' });
const versionSchema = z.coerce.number({ error: '版本号必须是数字' }).int().min(1, '版本号错误');
export const idQuery = z.object({ id: uuidSchema });

/** Letters, digits and `_ . @ -`, 2-30 characters; the sign-in name of a user. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,30}$/;
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
const roleIds = z.array(uuidSchema, { error: '请选择角色' }).min(1, '请至少选择一个角色').max(50, '角色过多');

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

export const userEditBody = z.object({ id: uuidSchema, version: versionSchema, ...userFields });
export type UserEditBody = z.infer<typeof userEditBody>;

/** 1 active, 2 frozen. */
export const USER_STATUS = { active: 1, frozen: 2 } as const;
export const userStatusBody = z.object({
  id: uuidSchema,
  version: versionSchema,
  status: z.union([z.literal(1), z.literal(2)], { error: '状态只能是1（正常）或2（冻结）' }),
});
export const versionedIdBody = z.object({ id: uuidSchema, version: versionSchema });

export const USER_SORT = ['username', 'realname', 'status', 'createTime'] as const;
export const userFilters = z.object({
  keyword: z.string().trim().max(60, '关键字最多60个字符').optional(),
  roleId: uuidSchema.optional(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: '状态只能是1（正常）或2（冻结）' }))
    .optional(),
});
export const userListQuery = pageQuerySchema(USER_SORT).extend(userFilters.shape);
export type UserListQuery = z.infer<typeof userListQuery>;

/** Role codes are what getUserInfoNew returns in `role`: lower-case letters, digits and `_`. */
export const ROLE_CODE_PATTERN = /^[a-z][a-z0-9_]{1,29}$/;
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
export const roleEditBody = z.object({ id: uuidSchema, version: versionSchema, ...roleFields });
export const ROLE_SORT = ['code', 'name', 'createTime'] as const;
export const roleListQuery = pageQuerySchema(ROLE_SORT).extend({
  keyword: z.string().trim().max(60, '关键字最多60个字符').optional(),
});
export const rolePermissionBody = z.object({
  roleId: uuidSchema,
  version: versionSchema,
  permissionIds: z.array(uuidSchema, { error: '权限列表格式错误' }).max(5000, '权限过多'),
});

export const tenantAddBody = z.object({
  name: z
    .string({ error: '请输入租户名称' })
    .trim()
    .min(1, '请输入租户名称')
    .max(100, '租户名称最多100个字符'),
  adminUsername: username.default('admin'),
  adminRealname: realname.default('系统管理员'),
});
export const tenantEditBody = z.object({
  id: z.coerce.number().int().min(1, '租户编号错误'),
  version: versionSchema,
  name: tenantAddBody.shape.name,
});
export const tenantStatusBody = z.object({
  id: z.coerce.number().int().min(1, '租户编号错误'),
  version: versionSchema,
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0（停用）或1（启用）' }),
});
export const TENANT_SORT = ['id', 'name', 'createTime'] as const;
export const tenantListQuery = pageQuerySchema(TENANT_SORT).extend({
  keyword: z.string().trim().max(60, '关键字最多60个字符').optional(),
});

export const ONLINE_SORT = ['loginTime', 'lastSeen', 'username'] as const;
export const onlineListQuery = pageQuerySchema(ONLINE_SORT).extend({
  keyword: z.string().trim().max(60, '关键字最多60个字符').optional(),
});
export const forceLogoutBody = z.object({ tokenId: uuidSchema });
