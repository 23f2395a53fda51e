/**
 * Notice, message, channel and contract-popup endpoints (SPEC.md §7), plus the public notice page
 * data and the WebSocket route of the realtime hub.
 */
import {
  NOTICE_ACCESS as A,
  adminNotice,
  adminNoticePage,
  markAllNoticesReadBody,
  markAllNoticesReadResult,
  markNoticeReadBody,
  noticeAdminListQuery,
  noticeBody,
  noticeDelivery,
  noticeDetail,
  noticeEditBody,
  noticeFileParams,
  noticeIdQuery,
  noticeStatusQuery,
  noticeSummaryPage,
  noticeTargetOptions,
  noticeUpload,
  publicNotice,
  publicNoticeFileParams,
  publicNoticeParams,
  userNoticeList,
  userNoticeListQuery,
  userNoticePageQuery,
} from '@cb/domain';
import { z } from 'zod';
import { requireUser, userActions } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { enableUploads, readUpload, sendStoredFile } from '../../platform/files/files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
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

    // ─────────────────────────────── the signed-in user's notices ───────────────────────────────

    app.get(
      '/xxtz/cerNotice/getUserNoticeList',
      op({
        id: 'getUnreadNotices',
        summary: '未读消息与通知（铃铛）',
        access: 'signedIn',
        query: userNoticeListQuery,
        result: userNoticeList,
      }),
      async (request) => ok(await service.userNoticeList(requireUser(request), request.query.pageSize)),
    );

    app.get(
      '/xxtz/cerNotice/listByUser',
      op({
        id: 'listMyNotices',
        summary: '我的消息与通知',
        access: 'signedIn',
        query: userNoticePageQuery,
        result: noticeSummaryPage,
      }),
      async (request) => ok(await service.listByUser(requireUser(request), request.query)),
    );

    for (const [method, id] of [
      ['PUT', 'markAllNoticesRead'],
      ['POST', 'markAllNoticesReadByPost'],
    ] as const) {
      app.route({
        method,
        url: '/xxtz/cerNotice/batchUpdateNotice',
        ...op({
          id,
          summary: '全部标为已读（按类型）',
          access: 'signedIn',
          body: markAllNoticesReadBody,
          result: markAllNoticesReadResult,
        }),
        handler: async (request) => {
          const count = await service.markAllRead(requireUser(request), request.body.msgType);
          return ok({ count }, '全部标注为已读');
        },
      });
    }

    app.put(
      '/xxtz/cerNotice/updateReadStatusById',
      op({
        id: 'markNoticeRead',
        summary: '标为已读',
        access: 'signedIn',
        body: markNoticeReadBody,
        result: z.null(),
      }),
      async (request) => {
        await service.markRead(requireUser(request), request.body.noticeId);
        return ok(null, '消息已读');
      },
    );

    app.get(
      '/xxtz/cerNotice/queryById',
      op({
        id: 'getNotice',
        summary: '消息通知详情',
        access: 'signedIn',
        query: noticeIdQuery,
        result: noticeDetail,
      }),
      async (request) => {
        const user = requireUser(request);
        return ok(await service.detail(user, request.query.id, await isNoticeAdmin(user)));
      },
    );

    app.get(
      '/xxtz/cerNotice/file/:noticeId/0/:fileUuid',
      op({
        id: 'downloadNoticeFile',
        summary: '下载通知附件',
        access: 'signedIn',
        params: noticeFileParams,
        result: 'file',
      }),
      async (request, reply) => {
        const user = requireUser(request);
        const { noticeId, fileUuid } = request.params;
        const file = await service.attachment(user, noticeId, fileUuid, await isNoticeAdmin(user));
        return sendStoredFile(reply, services.files, file);
      },
    );

    await app.register(channelRoutes(service, channels));

    // ───────────────────────────────────────── administration ─────────────────────────────────────────

    app.get(
      '/sys/annountCement/list',
      op({
        id: 'listAdminNotices',
        summary: '通知公告管理列表',
        access: A.admin,
        query: noticeAdminListQuery,
        result: adminNoticePage,
      }),
      async (request) => ok(await service.adminList(requireUser(request), request.query)),
    );

    app.get(
      '/sys/annountCement/queryById',
      op({
        id: 'getAdminNotice',
        summary: '通知公告（管理）详情',
        access: A.admin,
        query: noticeIdQuery,
        result: adminNotice,
      }),
      async (request) => ok(await service.adminGet(requireUser(request), request.query.id)),
    );

    app.get(
      '/sys/annountCement/targetOptions',
      op({
        id: 'listNoticeTargets',
        summary: '可选的通知对象（角色与用户）',
        access: A.write,
        result: noticeTargetOptions,
      }),
      async (request) => ok(await service.targetOptions(requireUser(request))),
    );

    app.post(
      '/sys/annountCement/add',
      op({ id: 'addNotice', summary: '新增通知公告', access: A.add, body: noticeBody, result: adminNotice }),
      async (request) => ok(await service.create(requireUser(request), request.body), '添加成功'),
    );

    app.put(
      '/sys/annountCement/edit',
      op({
        id: 'editNotice',
        summary: '编辑通知公告',
        access: A.edit,
        body: noticeEditBody,
        result: adminNotice,
      }),
      async (request) => ok(await service.update(requireUser(request), request.body), '编辑成功'),
    );

    app.get(
      '/sys/annountCement/doReleaseData',
      op({
        id: 'publishNotice',
        summary: '发布通知公告',
        access: A.add,
        query: noticeStatusQuery,
        result: adminNotice,
      }),
      async (request) => {
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
    );

    app.get(
      '/sys/annountCement/doReovkeData',
      op({
        id: 'revokeNotice',
        summary: '撤销通知公告',
        access: A.revoke,
        query: noticeStatusQuery,
        result: adminNotice,
      }),
      async (request) => {
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
    );

    app.delete(
      '/sys/annountCement/delete',
      op({
        id: 'deleteNotice',
        summary: '删除通知公告（草稿或已撤销）',
        access: A.delete,
        query: noticeStatusQuery,
        result: z.null(),
      }),
      async (request) => {
        await service.remove(requireUser(request), request.query.id, request.query.version);
        return ok(null, '删除成功');
      },
    );

    app.get(
      '/sys/annountCement/deliveries',
      op({
        id: 'listNoticeDeliveries',
        summary: '通知送达记录',
        access: A.admin,
        query: noticeIdQuery,
        result: z.array(noticeDelivery),
      }),
      async (request) => ok(await service.deliveries(requireUser(request), request.query.id)),
    );

    app.post(
      '/sys/annountCement/upload',
      op({ id: 'uploadNoticeFile', summary: '上传通知附件', access: A.write, result: noticeUpload }),
      async (request) => {
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
    );

    // ─────────────────────────────────────────── public notice pages ───────────────────────────────────────────

    app.get(
      '/xxtz/public/notice/:id',
      op({
        id: 'getPublicNotice',
        summary: '公开通知（无需登录）',
        access: 'public',
        params: publicNoticeParams,
        result: publicNotice,
      }),
      async (request) => ok(await service.publicDetail(request.params.id)),
    );

    app.get(
      '/xxtz/public/notice/:id/file/:fileUuid',
      op({
        id: 'downloadPublicNoticeFile',
        summary: '下载公开通知附件',
        access: 'public',
        params: publicNoticeFileParams,
        result: 'file',
      }),
      async (request, reply) =>
        sendStoredFile(
          reply,
          services.files,
          await service.publicAttachment(request.params.id, request.params.fileUuid),
        ),
    );
  };
