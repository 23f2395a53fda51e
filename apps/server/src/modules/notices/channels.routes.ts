/**
 * Notice channels and the contract popup: each user's channel choice and which channels are on,
 * and the settings administrators keep (the external channels' configuration, the contract popup).
 */
import { noticeChannelEndpoints, noticeChannelSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { NoticeChannels } from './delivery.ts';
import type { NoticeService } from './service.ts';

export const channelRoutes =
  (service: NoticeService, channels: NoticeChannels): AreaRoutes =>
  async (app) => {
    registerEndpoints(app, noticeChannelEndpoints, noticeChannelSchemas, {
      // Channels.
      getMyNoticeRoutes: async (request) => {
        const { routes, version } = await channels.routes(requireUser(request));
        return ok(
          routes.map((dictNoticeRoute) => ({ dictNoticeRoute })),
          String(version),
        );
      },
      saveMyNoticeRoutes: async (request) => {
        const body = request.body;
        const [routes, version] = Array.isArray(body) ? [body, undefined] : [body.routes, body.version];
        return ok(await channels.updateRoutes(requireUser(request), routes, version), '保存成功');
      },
      getNoticeChannelStatus: async (request) => ok(await channels.channelStatus(requireUser(request))),
      listNoticeChannels: async (request) => ok(await channels.channelConfigs(requireUser(request))),
      editNoticeChannel: async (request) =>
        ok(await channels.editChannel(requireUser(request), request.body), '保存成功'),
      // Contract popup setting.
      getContractPopupSetting: async (request) => ok(await service.contractPopup(requireUser(request))),
      saveContractPopupSetting: async (request) =>
        ok(await service.saveContractPopup(requireUser(request), request.body), '保存成功'),
    });
  };
