/** Routes of sign-in and the signed-in session (SPEC.md §7). Paths are relative to /api. */
import { changePasswordSchema, loginRequestSchema } from '@cb/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { SessionService } from './session.service.ts';

export const sessionRoutes =
  (sessions: SessionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sys/erpnew/login',
      { config: { public: true }, schema: { body: loginRequestSchema } },
      async (request) => ok(await sessions.login(request, request.body), '登录成功'),
    );

    app.post('/sys/logout', async (request) => {
      await sessions.logout(request);
      return ok(null, '退出登录成功');
    });

    app.get('/sys/user/getUserInfoNew', async (request) => ok(await sessions.userInfo(requireUser(request))));

    app.get(
      '/xmsh/cerProjectAuditApi/list/menu',
      { schema: { querystring: z.object({ moduleType: z.string().max(10).optional() }).passthrough() } },
      async (request) => ok(await sessions.menu(requireUser(request))),
    );

    app.put('/sys/user/changePassword', { schema: { body: changePasswordSchema } }, async (request) => {
      await sessions.changePassword(request, requireUser(request), request.body);
      return ok(null, '密码修改成功，请重新登录');
    });

    // Keep-alive while the web app is open (every 10 minutes); the guard has already checked the token.
    app.get(
      '/cert/commonApi/keep',
      {
        schema: {
          querystring: z
            .object({ buildTime: z.string().max(40).optional(), sysType: z.string().max(4).optional() })
            .passthrough(),
        },
      },
      async () => ok({ alive: true, serverTime: Date.now() }),
    );
  };
