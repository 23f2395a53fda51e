/**
 * The system endpoints: sign-in, the signed-in session and the ERP portal setting (SPEC.md §3, §7).
 * Their schemas are `systemSchemas` (contract.ts), imported here as a type only, so the login page
 * reads this table without zod (common/endpoints.ts).
 */
import { defineEndpoints, get, post, put } from '../common/endpoints.ts';
import { SETTING_ACCESS } from './access.ts';
import type { healthSchemas, systemSchemas } from './contract.ts';

export const systemEndpoints = defineEndpoints<typeof systemSchemas>()({
  login: post('/sys/erpnew/login', 'public', '账号密码登录'),
  logout: post('/sys/logout', 'signedIn', '退出登录'),
  getUserInfo: get('/sys/user/getUserInfoNew', 'signedIn', '当前用户信息、权限与菜单', { etag: true }),
  getUserMenu: get('/xmsh/cerProjectAuditApi/list/menu', 'signedIn', '当前用户的菜单', { etag: true }),
  changePassword: put('/sys/user/changePassword', 'signedIn', '修改当前用户密码'),
  // Keep-alive while the web app is open (every 10 minutes); the guard has already checked the token.
  keepAlive: get('/cert/commonApi/keep', 'signedIn', '会话保活'),
  // ERP portal setting: read by every signed-in user, edited by admins.
  getErpPortalSetting: get('/sys/cerErpPortalSetting/setting', 'signedIn', '系统门户设置'),
  saveErpPortalSetting: put('/sys/cerErpPortalSetting/setting', SETTING_ACCESS.edit, '保存系统门户设置'),
});

/**
 * The platform's health check (registered by apps/server/src/app.ts, outside every area; it also
 * answers 503 with the same result when the database does not).
 */
export const healthEndpoints = defineEndpoints<typeof healthSchemas>()({
  getHealth: get('/health', 'public', '健康检查（数据库是否可用）'),
});
