/**
 * Contracts of the sign-in, user-info and menu calls (SPEC.md §3 "Session and user state",
 * §7). The server builds these shapes and the web app reads them; both import from here.
 */
import { z } from 'zod';

/** Password rule of SPEC.md §5: 8-16 characters with at least one digit. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && /\d/.test(password);
}

/** A session (and the browser's stored token) lasts 7 days. */
export const SESSION_TTL_MS = 604_800_000;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, '请输入用户名!').max(64),
  password: z.string().trim().min(1, '请输入密码!').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface LoginUserInfo {
  /** The user's id; the WebSocket path /api/websocket/{id} uses it. */
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
}

export interface LoginResult {
  token: string;
  userInfo: LoginUserInfo;
}

/** A button/system-wide permission entry. type 1 = button action, type 2 = ignored by the UI. */
export interface PermissionEntry {
  /** '1' button action, '2' entries the UI ignores (SPEC.md §6). */
  type: string;
  action: string;
  /** '1' active; '0' on a system-wide entry = shown to everyone. */
  status: string;
  describe?: string;
}

export interface MenuRouteMeta {
  title: string;
  icon?: string | null;
  url?: string | null;
  permissionList?: PermissionEntry[];
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  parentPaths?: string[];
  target?: string | null;
  activeMenu?: string | null;
  openKeys?: string[];
  affix?: boolean;
  noCache?: boolean;
}

/** A server-supplied menu route (SPEC.md §3 "Menu route"). */
export interface MenuRoute {
  id: string;
  path: string;
  name: string;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** Key in the web app's page registry; 'layouts/RouteView' for pure groups. */
  component: string;
  props?: Record<string, unknown> | null;
  /** "0" means not routed (a menu entry that is only a link or group). */
  route: '0' | '1';
  meta: MenuRouteMeta;
  children?: MenuRoute[];
}

export interface ErpPortalSetting {
  /** 1 = bilingual (English offered). */
  isEnableI18n: number;
  reviewToolEnable: number;
  /** 0 = the SMS value-added service is not bought. */
  buyNoteService: number;
  certerpDeployVersion: number;
  systemName: string;
  supportCompany: string;
  adminUrl: string;
  serviceCenterUrl: string;
  manualUrl: string;
  staticDomain: string;
  certificateStandardName: number;
  /** IANA time zone in which dates and times are shown (default Asia/Shanghai). */
  timeZone: string;
}

export interface UserInfoResult {
  role: string[];
  userPermission: {
    menu: MenuRoute[];
    auth: PermissionEntry[];
    allAuth: PermissionEntry[];
  };
  erpPortalSetting: ErpPortalSetting;
  isParentCompanyUser: boolean;
  /** An administrator reset the password: the user must change it before anything else. */
  mustChangePassword?: boolean;
  userInfo: LoginUserInfo & { phone: string | null; email: string | null; tenantId: number };
}

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

/** The JSON envelope of every API answer (ARCHITECTURE.md "API conventions"). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A page of a list (ARCHITECTURE.md "Lists"). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
