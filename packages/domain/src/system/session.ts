/**
 * Contracts of the sign-in, user-info, menu, password-change, sign-out and keep-alive calls (SPEC.md §3
 * "Session and user state", §7). The server validates and serialises with them, the web app infers
 * its types from them.
 */
import { z } from 'zod';
import { isValidPassword } from './session-rules.ts';
import { erpPortalSettingSchema } from './settings.ts';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, '请输入用户名!').max(64),
  password: z.string().trim().min(1, '请输入密码!').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const loginUserFields = {
  /** The user's id; the WebSocket path /api/websocket/{id} uses it. */
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
};
/** The signed-in user as the login answers it. */
export const loginUserInfoSchema = z.object(loginUserFields);
export type LoginUserInfo = z.infer<typeof loginUserInfoSchema>;

/** What the password login and the third-party ticket answer. */
export const loginResultSchema = z.object({ token: z.string(), userInfo: loginUserInfoSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** A button/system-wide permission entry. type 1 = button action, type 2 = ignored by the UI. */
export const permissionEntrySchema = z.object({
  /** '1' button action, '2' entries the UI ignores (SPEC.md §6). */
  type: z.string(),
  action: z.string(),
  /** '1' active; '0' on a system-wide entry = shown to everyone. */
  status: z.string(),
  describe: z.string().optional(),
});
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

/** A menu's display settings; stored as a document, so fields beyond these pass through. */
export const menuRouteMetaSchema = z.looseObject({
  title: z.string(),
  icon: z.string().nullish(),
  url: z.string().nullish(),
  permissionList: z.array(permissionEntrySchema).optional(),
  keepAlive: z.boolean().optional(),
  internalOrExternal: z.boolean().optional(),
  parentPaths: z.array(z.string()).optional(),
  target: z.string().nullish(),
  activeMenu: z.string().nullish(),
  openKeys: z.array(z.string()).optional(),
  affix: z.boolean().optional(),
  noCache: z.boolean().optional(),
});
export type MenuRouteMeta = z.infer<typeof menuRouteMetaSchema>;

/** A server-supplied menu route (SPEC.md §3 "Menu route"). */
export const menuRouteSchema = z
  .object({
    id: z.string(),
    path: z.string(),
    name: z.string(),
    redirect: z.string().nullish(),
    hidden: z.boolean().optional(),
    alwaysShow: z.boolean().optional(),
    /** Key in the web app's page registry; 'layouts/RouteView' for pure groups. */
    component: z.string(),
    props: z.record(z.string(), z.unknown()).nullish(),
    /** "0" means not routed (a menu entry that is only a link or group). */
    route: z.enum(['0', '1']),
    meta: menuRouteMetaSchema,
    get children(): z.ZodOptional<z.ZodArray<typeof menuRouteSchema>> {
      return z.array(menuRouteSchema).optional();
    },
  })
  .meta({ id: 'MenuRoute' });
export type MenuRoute = z.infer<typeof menuRouteSchema>;
export const menuTreeSchema = z.array(menuRouteSchema);

/** `?moduleType=` of the menu call (kept for the product's clients; the menu does not depend on it). */
export const menuQuerySchema = z.looseObject({ moduleType: z.string().max(10).optional() });

/** What getUserInfoNew answers: roles, permissions and menu, the portal settings and the profile. */
export const userInfoResultSchema = z.object({
  role: z.array(z.string()),
  userPermission: z.object({
    menu: menuTreeSchema,
    auth: z.array(permissionEntrySchema),
    allAuth: z.array(permissionEntrySchema),
  }),
  erpPortalSetting: erpPortalSettingSchema,
  isParentCompanyUser: z.boolean(),
  /** An administrator reset the password: the user must change it before anything else. */
  mustChangePassword: z.boolean().optional(),
  userInfo: z.object({
    ...loginUserFields,
    phone: z.string().nullable(),
    email: z.string().nullable(),
    tenantId: z.number().int(),
  }),
});
export type UserInfoResult = z.infer<typeof userInfoResultSchema>;

export const changePasswordSchema = z
  .object({
    username: z.string().optional(),
    oldpassword: z.string().min(1, '请输入旧密码!'),
    password: z.string().refine(isValidPassword, '密码长度必须是8-16位'),
    confirmpassword: z.string().min(1, '请重新输入登录密码!'),
  })
  .refine((v) => v.password === v.confirmpassword, {
    message: '两次输入的密码不一样！',
    path: ['confirmpassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** `?buildTime=&sysType=` of the keep-alive call (the web app sends its build time). */
export const keepAliveQuerySchema = z.looseObject({
  buildTime: z.string().max(40).optional(),
  sysType: z.string().max(4).optional(),
});
export const keepAliveResultSchema = z.object({ alive: z.literal(true), serverTime: z.number() });
export type KeepAliveResult = z.infer<typeof keepAliveResultSchema>;
