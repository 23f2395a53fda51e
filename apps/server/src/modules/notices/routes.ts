/**
 * Notice, message, channel and contract-popup endpoints (SPEC.md §7), plus the public notice page
 * data and the WebSocket route of the realtime hub.
 */
import { NOTICE_ACCESS as A, noticeEndpoints, noticeSchemas } from '@cb/domain';
import { requireUser, userActions } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { enableUploads, readUpload, sendStoredFile } from '../../platform/files/files.ts';
import { type EndpointHandler, registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { channelRoutes } from './channels.routes.ts';
import { NoticeChannels } from './delivery.ts';
import { NoticeService } from './service.ts';

export const noticeRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const channels = new NoticeChannels(services.database, app.log);
    const service = new NoticeService(services.database, services.realtime, services.files, channels);
    app.addHook('onClose', () => channels.idle());
    services.realtime.routes(app);
    await enableUploads(app);

    /** Administrators see drafts and every notice; others only what they received. */
    const isNoticeAdmin = async (user: AuthUser) => {
      const held = await userActions(services.database, user);
      return A.admin.some((p) => held.has(p));
    };

    const markAllRead: EndpointHandler<typeof noticeSchemas.markAllNoticesRead> = async (request) => {
      const count = await service.markAllRead(requireUser(request), request.body.msgType);
      return ok({ count }, '全部标注为已读');
    };

    registerEndpoints(app, noticeEndpoints, noticeSchemas, {
      // The signed-in user's notices.
      getUnreadNotices: async (request) =>
        ok(await service.userNoticeList(requireUser(request), request.query.pageSize)),
      listMyNotices: async (request) => ok(await service.listByUser(requireUser(request), request.query)),
      markAllNoticesRead: markAllRead,
      markAllNoticesReadByPost: markAllRead,
      markNoticeRead: async (request) => {
        await service.markRead(requireUser(request), request.body.noticeId);
        return ok(null, '消息已读');
      },
      getNotice: async (request) => {
        const user = requireUser(request);
        return ok(await service.detail(user, request.query.id, await isNoticeAdmin(user)));
      },
      downloadNoticeFile: async (request, reply) => {
        const user = requireUser(request);
        const { noticeId, fileUuid } = request.params;
        const file = await service.attachment(user, noticeId, fileUuid, await isNoticeAdmin(user));
        return sendStoredFile(reply, services.files, file);
      },
      // Administration.
      listAdminNotices: async (request) => ok(await service.adminList(requireUser(request), request.query)),
      getAdminNotice: async (request) => ok(await service.adminGet(requireUser(request), request.query.id)),
      listNoticeTargets: async (request) => ok(await service.targetOptions(requireUser(request))),
      addNotice: async (request) => ok(await service.create(requireUser(request), request.body), '添加成功'),
      editNotice: async (request) => ok(await service.update(requireUser(request), request.body), '编辑成功'),
      publishNotice: async (request) => {
        const user = requireUser(request);
        const result = await service.release(user, request.query.id, request.query.version);
        request.log.info(
          {
            audit: {
              event: 'notice_publish',
              tenantId: user.tenantId,
              userId: user.userId,
              noticeId: result.id,
              recipients: result.recipientCount,
            },
          },
          'notice published',
        );
        return ok(result, '发布成功');
      },
      revokeNotice: async (request) => {
        const user = requireUser(request);
        const result = await service.revoke(user, request.query.id, request.query.version);
        request.log.info(
          {
            audit: {
              event: 'notice_revoke',
              tenantId: user.tenantId,
              userId: user.userId,
              noticeId: result.id,
            },
          },
          'notice revoked',
        );
        return ok(result, '撤销成功');
      },
      deleteNotice: async (request) => {
        await service.remove(requireUser(request), request.query.id, request.query.version);
        return ok(null, '删除成功');
      },
      listNoticeDeliveries: async (request) =>
        ok(await service.deliveries(requireUser(request), request.query.id)),
      uploadNoticeFile: async (request) => {
        const user = requireUser(request);
        const { fileName, data } = await readUpload(request);
        const stored = await service.upload(user, fileName, data);
        request.log.info(
          {
            audit: {
              event: 'upload',
              tenantId: user.tenantId,
              userId: user.userId,
              fileUuid: stored.fileUuid,
              size: stored.size,
              type: stored.contentType,
            },
          },
          'file uploaded',
        );
        return ok(stored, '上传成功');
      },
      // Public notice pages.
      getPublicNotice: async (request) => ok(await service.publicDetail(request.params.id)),
      downloadPublicNoticeFile: async (request, reply) =>
        sendStoredFile(
          reply,
          services.files,
          await service.publicAttachment(request.params.id, request.params.fileUuid),
        ),
    });

    await app.register(channelRoutes(service, channels));
  };
