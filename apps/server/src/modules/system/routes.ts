/**
 * Routes of sign-in, the signed-in session and the ERP portal setting (SPEC.md §3, §7). Paths are
 * relative to /api. The session and settings services are the platform's (platform/identity,
 * platform/settings); these routes only declare the contract and call them.
 */
import { systemEndpoints, systemSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';

export const systemRoutes =
  ({ sessions, database }: AppServices): AreaRoutes =>
  async (app) => {
    registerEndpoints(app, systemEndpoints, systemSchemas, {
      login: async (request) => ok(await sessions.login(request, request.body), '登录成功'),
      logout: async (request) => {
        await sessions.logout(request);
        return ok(null, '退出登录成功');
      },
      getUserInfo: async (request) => ok(await sessions.userInfo(requireUser(request))),
      getUserMenu: async (request) => ok(await sessions.menu(requireUser(request))),
      changePassword: async (request) => {
        await sessions.changePassword(request, requireUser(request), request.body);
        return ok(null, '密码修改成功，请重新登录');
      },
      keepAlive: async () => ok({ alive: true as const, serverTime: Date.now() }),
      getErpPortalSetting: async (request) => {
        const user = requireUser(request);
        return ok(await database.tenantRead(user, (tx) => readSetting(tx, user.tenantId, 'erpPortal')));
      },
      saveErpPortalSetting: async (request) => {
        const user = requireUser(request);
        const { version, ...value } = request.body;
        return ok(
          await database.tenantTx(user, (tx) =>
            writeSetting(tx, user.tenantId, 'erpPortal', value, version, user.userId),
          ),
          '保存成功',
        );
      },
    });
  };
