/** Public routes of third-party sign-in (SECURITY.md rule 2: the login callbacks are public). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { POPUP_SCRIPT, popupPage } from './popup.ts';
import { MESSAGES, PROVIDERS, type ThirdPartyLoginService } from './service.ts';

const providerParams = z.object({ provider: z.enum(PROVIDERS, { message: MESSAGES.unsupported }) });

export const thirdPartyLoginRoutes =
  (service: ThirdPartyLoginService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/thirdLogin/render/:provider',
      {
        config: { public: true },
        schema: {
          params: providerParams,
          querystring: z.object({ tenantId: z.coerce.number().int().min(1).max(999_999_999) }),
        },
      },
      async (request, reply) => {
        const callback = `${request.protocol}://${request.host}/api/thirdLogin/callback/${request.params.provider}`;
        const started = await service.start(request.params.provider, request.query.tenantId, callback);
        if ('redirect' in started) return reply.redirect(started.redirect);
        return reply.type('text/html; charset=utf-8').send(popupPage(started));
      },
    );

    app.get(
      '/thirdLogin/callback/:provider',
      {
        config: { public: true },
        schema: {
          params: providerParams,
          querystring: z.object({
            code: z.string().max(512).default(''),
            state: z.string().max(100).default(''),
          }),
        },
      },
      async (request, reply) => {
        const { code, state } = request.query;
        const result = code
          ? await service.callback(request, request.params.provider, code, state)
          : { error: MESSAGES.badState };
        return reply.type('text/html; charset=utf-8').send(popupPage(result));
      },
    );

    app.get('/thirdLogin/popup.js', { config: { public: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(POPUP_SCRIPT),
    );

    app.get(
      '/thirdLogin/getLoginUser/:id',
      { config: { public: true }, schema: { params: z.object({ id: z.string().min(1).max(100) }) } },
      async (request) => {
        const result = await service.redeem(request, request.params.id);
        if (!result) throw unauthorized(MESSAGES.ticketInvalid);
        return ok(result, '登录成功');
      },
    );
  };
