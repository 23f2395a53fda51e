/**
 * Notice channels and the contract popup: each user's channel choice and which channels are on,
 * and the settings administrators keep (the external channels' configuration, the contract popup).
 */
import {
  NOTICE_ACCESS as A,
  contractPopupSettingVersioned,
  noticeChannelConfig,
  noticeChannelEditBody,
  noticeChannelStatus,
  noticeRouteEntry,
  noticeRoutesSaved,
  noticeRouteUpdateBody,
} from '@cb/domain';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { NoticeChannels } from './delivery.ts';
import type { NoticeService } from './service.ts';

export const channelRoutes =
  (service: NoticeService, channels: NoticeChannels): AreaRoutes =>
  async (app) => {
    // ──────────────────────────────────────── channels ────────────────────────────────────────

    app.get(
      '/xxtz/cerNotice/getNoticeRouteList',
      op({
        id: 'getMyNoticeRoutes',
        summary: '我的通知渠道（消息字段为版本号）',
        access: 'signedIn',
        result: z.array(noticeRouteEntry),
      }),
      async (request) => {
        const { routes, version } = await channels.routes(requireUser(request));
        return ok(
          routes.map((dictNoticeRoute) => ({ dictNoticeRoute })),
          String(version),
        );
      },
    );

    app.post(
      '/xxtz/cerNotice/updateNoticeRoute',
      op({
        id: 'saveMyNoticeRoutes',
        summary: '保存我的通知渠道',
        access: 'signedIn',
        body: noticeRouteUpdateBody,
        result: noticeRoutesSaved,
      }),
      async (request) => {
        const body = request.body;
        const [routes, version] = Array.isArray(body) ? [body, undefined] : [body.routes, body.version];
        return ok(await channels.updateRoutes(requireUser(request), routes, version), '保存成功');
      },
    );

    app.get(
      '/xxtz/cerNotice/channelStatus',
      op({
        id: 'getNoticeChannelStatus',
        summary: '已启用的通知渠道',
        access: 'signedIn',
        result: noticeChannelStatus,
      }),
      async (request) => ok(await channels.channelStatus(requireUser(request))),
    );

    app.get(
      '/sys/noticeChannel/list',
      op({
        id: 'listNoticeChannels',
        summary: '通知渠道配置',
        access: A.settings,
        result: z.array(noticeChannelConfig),
      }),
      async (request) => ok(await channels.channelConfigs(requireUser(request))),
    );

    app.put(
      '/sys/noticeChannel/edit',
      op({
        id: 'editNoticeChannel',
        summary: '保存通知渠道配置',
        access: A.settings,
        body: noticeChannelEditBody,
        result: noticeChannelConfig,
      }),
      async (request) => ok(await channels.editChannel(requireUser(request), request.body), '保存成功'),
    );

    // ─────────────────────────────────────── contract popup setting ───────────────────────────────────────

    app.get(
      '/sys/contract/setting',
      op({
        id: 'getContractPopupSetting',
        summary: '合同到期弹窗设置',
        access: 'signedIn',
        result: contractPopupSettingVersioned,
      }),
      async (request) => ok(await service.contractPopup(requireUser(request))),
    );

    app.put(
      '/sys/contract/setting',
      op({
        id: 'saveContractPopupSetting',
        summary: '保存合同到期弹窗设置',
        access: A.settings,
        body: contractPopupSettingVersioned,
        result: contractPopupSettingVersioned,
      }),
      async (request) => ok(await service.saveContractPopup(requireUser(request), request.body), '保存成功'),
    );
  };
