/** Public routes of third-party sign-in (SECURITY.md rule 2: the login callbacks are public). */
import { thirdPartyLoginEndpoints, thirdPartyLoginSchemas } from '@cb/domain';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { PublicAddress } from '../../platform/public-url.ts';
import { POPUP_SCRIPT, popupPage } from './popup.ts';
import { MESSAGES, type ThirdPartyLoginService } from './service.ts';

export const thirdPartyLoginRoutes =
  (
    service: ThirdPartyLoginService,
    /** The callback's origin: configured (PUBLIC_URL), never the request's Host header. */
    publicAddress: PublicAddress,
  ): AreaRoutes =>
  async (app) => {
    registerEndpoints(app, thirdPartyLoginEndpoints, thirdPartyLoginSchemas, {
      startThirdPartyLogin: async (request, reply) => {
        const callback = `${publicAddress.origin()}/api/thirdLogin/callback/${request.params.provider}`;
        const started = await service.start(request.params.provider, request.query.tenantId, callback);
        if ('redirect' in started) return reply.redirect(started.redirect);
        return reply.type('text/html; charset=utf-8').send(popupPage(started));
      },
      finishThirdPartyLogin: async (request, reply) => {
        const { code, state } = request.query;
        const result = code
          ? await service.callback(request, request.params.provider, code, state)
          : { error: MESSAGES.badState };
        return reply.type('text/html; charset=utf-8').send(popupPage(result));
      },
      getThirdPartyLoginScript: async (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').send(POPUP_SCRIPT),
      redeemThirdPartyLogin: async (request) => {
        const result = await service.redeem(request, request.params.id);
        if (!result) throw unauthorized(MESSAGES.ticketInvalid);
        return ok(result, '登录成功');
      },
    });
  };
