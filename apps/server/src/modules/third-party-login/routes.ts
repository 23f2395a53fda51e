/** Public routes of third-party sign-in (SECURITY.md rule 2: the login callbacks are public). */
import {
  loginResultSchema,
  thirdPartyCallbackQuery,
  thirdPartyProviderParams,
  thirdPartyRenderQuery,
  thirdPartyTicketParams,
} from '@cb/domain';
import { ok } from '../../platform/http/envelope.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { op } from '../../platform/http/operation.ts';
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
    app.get(
      '/thirdLogin/render/:provider',
      op({
        id: 'startThirdPartyLogin',
        summary: '第三方登录：跳转到身份提供方（弹窗页面）',
        access: 'public',
        params: thirdPartyProviderParams,
        query: thirdPartyRenderQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const callback = `${publicAddress.origin()}/api/thirdLogin/callback/${request.params.provider}`;
        const started = await service.start(request.params.provider, request.query.tenantId, callback);
        if ('redirect' in started) return reply.redirect(started.redirect);
        return reply.type('text/html; charset=utf-8').send(popupPage(started));
      },
    );

    app.get(
      '/thirdLogin/callback/:provider',
      op({
        id: 'finishThirdPartyLogin',
        summary: '第三方登录：身份提供方回调（弹窗页面）',
        access: 'public',
        params: thirdPartyProviderParams,
        query: thirdPartyCallbackQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const { code, state } = request.query;
        const result = code
          ? await service.callback(request, request.params.provider, code, state)
          : { error: MESSAGES.badState };
        return reply.type('text/html; charset=utf-8').send(popupPage(result));
      },
    );

    app.get(
      '/thirdLogin/popup.js',
      op({ id: 'getThirdPartyLoginScript', summary: '第三方登录弹窗脚本', access: 'public', result: 'file' }),
      async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(POPUP_SCRIPT),
    );

    app.get(
      '/thirdLogin/getLoginUser/:id',
      op({
        id: 'redeemThirdPartyLogin',
        summary: '第三方登录：以一次性票据换取登录令牌',
        access: 'public',
        params: thirdPartyTicketParams,
        result: loginResultSchema,
      }),
      async (request) => {
        const result = await service.redeem(request, request.params.id);
        if (!result) throw unauthorized(MESSAGES.ticketInvalid);
        return ok(result, '登录成功');
      },
    );
  };
