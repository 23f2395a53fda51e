/**
 * Notice, message, channel and contract-popup endpoints (SPEC.md §7), plus the public notice page
 * data and the WebSocket route of the realtime hub.
 */
import { contractPopupSettingSchema } from '@cb/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app.ts';
import { requireUser, userActions } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { enableUploads, readUpload, sendStoredFile } from '../../platform/files/files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { readSetting, SETTING_EDIT_PERMISSION, writeSetting } from '../../platform/settings/settings.ts';
import {
  adminListQuery,
  batchReadBody,
  channelEditBody,
  idQuery,
  idSchema,
  listByUserQuery,
  noticeEdit,
  noticeInput,
  readOneBody,
  routeUpdateBody,
  statusChangeQuery,
  userNoticeListQuery,
} from './dto.ts';
import { NOTICE_ADMIN_PERMISSIONS, NOTICE_PERMISSION, NoticeService } from './service.ts';

export const noticeRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new NoticeService(services.database, services.realtime, services.files, app.log);
    app.addHook('onClose', () => service.idle());
    services.realtime.routes(app);
    await enableUploads(app);

    const isNoticeAdmin = async (user: AuthUser) => {
      const held = await userActions(services.database, user);
      return NOTICE_ADMIN_PERMISSIONS.some((p) => held.has(p));
    };

    // ─────────────────────────────── the signed-in user's notices ───────────────────────────────

    app.get(
      '/xxtz/cerNotice/getUserNoticeList',
      { schema: { querystring: userNoticeListQuery } },
      async (request) => ok(await service.userNoticeList(requireUser(request), request.query.pageSize)),
    );

    app.get('/xxtz/cerNotice/listByUser', { schema: { querystring: listByUserQuery } }, async (request) =>
      ok(await service.listByUser(requireUser(request), request.query)),
    );

    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: '/xxtz/cerNotice/batchUpdateNotice',
        schema: { body: batchReadBody },
        handler: async (request) => {
          const changed = await service.markAllRead(requireUser(request), request.body.msgType);
          return ok({ count: changed }, '全部标注为已读');
        },
      });
    }

    app.put('/xxtz/cerNotice/updateReadStatusById', { schema: { body: readOneBody } }, async (request) => {
      await service.markRead(requireUser(request), request.body.noticeId);
      return ok(null, '消息已读');
    });

    app.get('/xxtz/cerNotice/queryById', { schema: { querystring: idQuery } }, async (request) => {
      const user = requireUser(request);
      return ok(await service.detail(user, request.query.id, await isNoticeAdmin(user)));
    });

    app.get(
      '/xxtz/cerNotice/file/:noticeId/0/:fileUuid',
      { schema: { params: z.object({ noticeId: idSchema, fileUuid: idSchema }) } },
      async (request, reply) => {
        const user = requireUser(request);
        const file = await service.attachment(
          user,
          request.params.noticeId,
          request.params.fileUuid,
          await isNoticeAdmin(user),
        );
        return sendStoredFile(reply, services.files, file);
      },
    );

    // ─────────────────────────────── channels ───────────────────────────────

    app.get('/xxtz/cerNotice/getNoticeRouteList', async (request) => {
      const { routes, version } = await service.routes(requireUser(request));
      return ok(
        routes.map((dictNoticeRoute) => ({ dictNoticeRoute })),
        String(version),
      );
    });

    app.post('/xxtz/cerNotice/updateNoticeRoute', { schema: { body: routeUpdateBody } }, async (request) => {
      const body = request.body;
      const [routes, version] = Array.isArray(body) ? [body, undefined] : [body.routes, body.version];
      const saved = await service.updateRoutes(requireUser(request), routes, version);
      return ok(saved, '保存成功');
    });

    app.get('/xxtz/cerNotice/channelStatus', async (request) =>
      ok(await service.channelStatus(requireUser(request))),
    );

    app.get('/sys/noticeChannel/list', { config: { permission: SETTING_EDIT_PERMISSION } }, async (request) =>
      ok(await service.channelConfigs(requireUser(request))),
    );

    app.put(
      '/sys/noticeChannel/edit',
      { config: { permission: SETTING_EDIT_PERMISSION }, schema: { body: channelEditBody } },
      async (request) => ok(await service.editChannel(requireUser(request), request.body), '保存成功'),
    );

    // ─────────────────────────────── administration ───────────────────────────────

    app.get(
      '/sys/annountCement/list',
      { config: { permission: NOTICE_ADMIN_PERMISSIONS }, schema: { querystring: adminListQuery } },
      async (request) => ok(await service.adminList(requireUser(request), request.query)),
    );

    app.get(
      '/sys/annountCement/queryById',
      { config: { permission: NOTICE_ADMIN_PERMISSIONS }, schema: { querystring: idQuery } },
      async (request) => ok(await service.adminGet(requireUser(request), request.query.id)),
    );

    app.get(
      '/sys/annountCement/targetOptions',
      { config: { permission: [NOTICE_PERMISSION.add, NOTICE_PERMISSION.edit] } },
      async (request) => ok(await service.targetOptions(requireUser(request))),
    );

    app.post(
      '/sys/annountCement/add',
      { config: { permission: NOTICE_PERMISSION.add }, schema: { body: noticeInput } },
      async (request) => ok(await service.create(requireUser(request), request.body), '添加成功'),
    );

    app.put(
      '/sys/annountCement/edit',
      { config: { permission: NOTICE_PERMISSION.edit }, schema: { body: noticeEdit } },
      async (request) => ok(await service.update(requireUser(request), request.body), '编辑成功'),
    );

    app.get(
      '/sys/annountCement/doReleaseData',
      { config: { permission: NOTICE_PERMISSION.add }, schema: { querystring: statusChangeQuery } },
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
      { config: { permission: NOTICE_PERMISSION.revoke }, schema: { querystring: statusChangeQuery } },
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
      { config: { permission: NOTICE_PERMISSION.delete }, schema: { querystring: statusChangeQuery } },
      async (request) => {
        await service.remove(requireUser(request), request.query.id, request.query.version);
        return ok(null, '删除成功');
      },
    );

    app.get(
      '/sys/annountCement/deliveries',
      { config: { permission: NOTICE_ADMIN_PERMISSIONS }, schema: { querystring: idQuery } },
      async (request) => ok(await service.deliveries(requireUser(request), request.query.id)),
    );

    app.post(
      '/sys/annountCement/upload',
      { config: { permission: [NOTICE_PERMISSION.add, NOTICE_PERMISSION.edit] } },
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

    // ─────────────────────────────── contract popup setting ───────────────────────────────

    app.get('/sys/contract/setting', async (request) => {
      const user = requireUser(request);
      return ok(
        await services.database.tenantTx(user, (tx) => readSetting(tx, user.tenantId, 'contractPopup')),
      );
    });

    app.put(
      '/sys/contract/setting',
      {
        config: { permission: SETTING_EDIT_PERMISSION },
        schema: { body: contractPopupSettingSchema.extend({ version: z.number().int().min(0) }) },
      },
      async (request) => {
        const user = requireUser(request);
        const { version, ...value } = request.body;
        return ok(
          await services.database.tenantTx(user, (tx) =>
            writeSetting(tx, user.tenantId, 'contractPopup', value, version, user.userId),
          ),
          '保存成功',
        );
      },
    );

    // ─────────────────────────────── public notice pages ───────────────────────────────

    app.get(
      '/xxtz/public/notice/:id',
      { config: { public: true }, schema: { params: z.object({ id: idSchema }) } },
      async (request) => ok(await service.publicDetail(request.params.id)),
    );

    app.get(
      '/xxtz/public/notice/:id/file/:fileUuid',
      { config: { public: true }, schema: { params: z.object({ id: idSchema, fileUuid: idSchema }) } },
      async (request, reply) =>
        sendStoredFile(
          reply,
          services.files,
          await service.publicAttachment(request.params.id, request.params.fileUuid),
        ),
    );
  };
