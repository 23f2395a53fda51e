/**
 * The system endpoints: sign-in, the signed-in session and the ERP portal setting (SPEC.md §3, §7).
 * Their schemas are `systemSchemas` (contract.ts), imported here as a type only, so the login page
 * reads this table without zod (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { SETTING_ACCESS } from './access.ts';
import type { healthSchemas, systemSchemas } from './contract.ts';

export const systemEndpoints = defineEndpoints<typeof systemSchemas>()({
  login: { method: 'POST', path: '/sys/erpnew/login', access: 'public', summary: '账号密码登录' },
  logout: { method: 'POST', path: '/sys/logout', access: 'signedIn', summary: '退出登录' },
  getUserInfo: {
    method: 'GET',
    path: '/sys/user/getUserInfoNew',
    access: 'signedIn',
    summary: '当前用户信息、权限与菜单',
    etag: true,
  },
  getUserMenu: {
    method: 'GET',
    path: '/xmsh/cerProjectAuditApi/list/menu',
    access: 'signedIn',
    summary: '当前用户的菜单',
    etag: true,
  },
  changePassword: {
    method: 'PUT',
    path: '/sys/user/changePassword',
    access: 'signedIn',
    summary: '修改当前用户密码',
  },
  // Keep-alive while the web app is open (every 10 minutes); the guard has already checked the token.
  keepAlive: { method: 'GET', path: '/cert/commonApi/keep', access: 'signedIn', summary: '会话保活' },
  // ERP portal setting: read by every signed-in user, edited by admins.
  getErpPortalSetting: {
    method: 'GET',
    path: '/sys/cerErpPortalSetting/setting',
    access: 'signedIn',
    summary: '系统门户设置',
  },
  saveErpPortalSetting: {
    method: 'PUT',
    path: '/sys/cerErpPortalSetting/setting',
    access: SETTING_ACCESS.edit,
    summary: '保存系统门户设置',
  },
});

/**
 * The platform's health check (registered by apps/server/src/app.ts, outside every area; it also
 * answers 503 with the same result when the database does not).
 */
export const healthEndpoints = defineEndpoints<typeof healthSchemas>()({
  getHealth: { method: 'GET', path: '/health', access: 'public', summary: '健康检查（数据库是否可用）' },
});
