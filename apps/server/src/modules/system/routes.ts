/**
 * Routes of sign-in, the signed-in session and the ERP portal setting (SPEC.md §3, §7). Paths are
 * relative to /api. The session and settings services are the platform's (platform/identity,
 * platform/settings); these routes only declare the contract and call them.
 */
import {
  changePasswordSchema,
  erpPortalSettingVersioned,
  keepAliveQuerySchema,
  keepAliveResultSchema,
  loginRequestSchema,
  loginResultSchema,
  menuQuerySchema,
  menuTreeSchema,
  SETTING_ACCESS,
  userInfoResultSchema,
} from '@cb/domain';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';

export const systemRoutes =
  ({ sessions, database }: AppServices): AreaRoutes =>
  async (app) => {
    app.post(
      '/sys/erpnew/login',
      op({
        id: 'login',
        summary: '账号密码登录',
        access: 'public',
        body: loginRequestSchema,
        result: loginResultSchema,
      }),
      async (request) => ok(await sessions.login(request, request.body), '登录成功'),
    );

    app.post(
      '/sys/logout',
      op({ id: 'logout', summary: '退出登录', access: 'signedIn', result: z.null() }),
      async (request) => {
        await sessions.logout(request);
        return ok(null, '退出登录成功');
      },
    );

    app.get(
      '/sys/user/getUserInfoNew',
      op({
        id: 'getUserInfo',
        summary: '当前用户信息、权限与菜单',
        access: 'signedIn',
        etag: true,
        result: userInfoResultSchema,
      }),
      async (request) => ok(await sessions.userInfo(requireUser(request))),
    );

    app.get(
      '/xmsh/cerProjectAuditApi/list/menu',
      op({
        id: 'getUserMenu',
        summary: '当前用户的菜单',
        access: 'signedIn',
        etag: true,
        query: menuQuerySchema,
        result: menuTreeSchema,
      }),
      async (request) => ok(await sessions.menu(requireUser(request))),
    );

    app.put(
      '/sys/user/changePassword',
      op({
        id: 'changePassword',
        summary: '修改当前用户密码',
        access: 'signedIn',
        body: changePasswordSchema,
        result: z.null(),
      }),
      async (request) => {
        await sessions.changePassword(request, requireUser(request), request.body);
        return ok(null, '密码修改成功，请重新登录');
      },
    );

    // Keep-alive while the web app is open (every 10 minutes); the guard has already checked the token.
    app.get(
      '/cert/commonApi/keep',
      op({
        id: 'keepAlive',
        summary: '会话保活',
        access: 'signedIn',
        query: keepAliveQuerySchema,
        result: keepAliveResultSchema,
      }),
      async () => ok({ alive: true as const, serverTime: Date.now() }),
    );

    // ERP portal setting: read by every signed-in user, edited by admins.
    app.get(
      '/sys/cerErpPortalSetting/setting',
      op({
        id: 'getErpPortalSetting',
        summary: '系统门户设置',
        access: 'signedIn',
        result: erpPortalSettingVersioned,
      }),
      async (request) => {
        const user = requireUser(request);
        return ok(await database.tenantRead(user, (tx) => readSetting(tx, user.tenantId, 'erpPortal')));
      },
    );

    app.put(
      '/sys/cerErpPortalSetting/setting',
      op({
        id: 'saveErpPortalSetting',
        summary: '保存系统门户设置',
        access: SETTING_ACCESS.edit,
        body: erpPortalSettingVersioned,
        result: erpPortalSettingVersioned,
      }),
      async (request) => {
        const user = requireUser(request);
        const { version, ...value } = request.body;
        return ok(
          await database.tenantTx(user, (tx) =>
            writeSetting(tx, user.tenantId, 'erpPortal', value, version, user.userId),
          ),
          '保存成功',
        );
      },
    );
  };
