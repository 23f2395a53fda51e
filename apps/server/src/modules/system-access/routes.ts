/**
 * System administration of access (SPEC.md /sys area): users, roles and their grants, tenants and
 * online users. Paths follow the product's JeecgBoot-style API; every route declares the permission
 * codes that also gate its buttons in the web app.
 */

import { uploadTypeError } from '@cb/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { requireUser } from '../../platform/auth/guard.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import {
  forceLogoutBody,
  idQuery,
  onlineListQuery,
  roleAddBody,
  roleEditBody,
  roleListQuery,
  rolePermissionBody,
  tenantAddBody,
  tenantEditBody,
  tenantListQuery,
  tenantStatusBody,
  userAddBody,
  userEditBody,
  userFilters,
  userListQuery,
  userStatusBody,
  versionedIdBody,
} from './dto.ts';
import { OnlineUserService } from './online.service.ts';
import {
  ANY_ROLE_PERMISSION,
  ANY_TENANT_PERMISSION,
  ANY_USER_PERMISSION,
  ONLINE_FORCE_LOGOUT,
  ROLE_PERMISSION,
  TENANT_PERMISSION,
  USER_PERMISSION,
} from './permissions.ts';
import { RoleAdminService } from './roles.service.ts';
import { requirePlatformOperator, TenantAdminService } from './tenants.service.ts';
import { MAX_USER_IMPORT_BYTES } from './user-excel.ts';
import { UserAdminService } from './users.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const systemAccessRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, tokens, securityLog } = services;
    const userAdmin = new UserAdminService(database, tokens, securityLog);
    const roleAdmin = new RoleAdminService(database, securityLog);
    const tenantAdmin = new TenantAdminService(database, tokens, securityLog, areaSeeders(services.areas));
    const online = new OnlineUserService(database, tokens, securityLog);
    await enableUploads(app, MAX_USER_IMPORT_BYTES);

    // ─────────────────────────────── users ───────────────────────────────

    app.get(
      '/sys/user/list',
      { config: { permission: ANY_USER_PERMISSION }, schema: { querystring: userListQuery } },
      async (request) => ok(await userAdmin.list(requireUser(request), request.query)),
    );

    app.get(
      '/sys/user/queryById',
      { config: { permission: ANY_USER_PERMISSION }, schema: { querystring: idQuery } },
      async (request) => ok(await userAdmin.get(requireUser(request), request.query.id)),
    );

    app.post(
      '/sys/user/add',
      { config: { permission: USER_PERMISSION.add }, schema: { body: userAddBody } },
      async (request) => ok(await userAdmin.create(requireUser(request), request.body), '添加成功'),
    );

    app.put(
      '/sys/user/edit',
      { config: { permission: USER_PERMISSION.edit }, schema: { body: userEditBody } },
      async (request) => ok(await userAdmin.edit(request, requireUser(request), request.body), '修改成功'),
    );

    app.put(
      '/sys/user/frozen',
      { config: { permission: USER_PERMISSION.freeze }, schema: { body: userStatusBody } },
      async (request) => {
        const saved = await userAdmin.setStatus(request, requireUser(request), request.body);
        return ok(saved, saved.status === 2 ? '冻结成功' : '解冻成功');
      },
    );

    app.put(
      '/sys/user/resetPassword',
      { config: { permission: USER_PERMISSION.resetPassword }, schema: { body: versionedIdBody } },
      async (request) =>
        ok(await userAdmin.resetPassword(request, requireUser(request), request.body), '密码已重置'),
    );

    app.get(
      '/sys/user/exportXls',
      { config: { permission: USER_PERMISSION.export }, schema: { querystring: userFilters } },
      async (request, reply) => {
        const content = await userAdmin.exportWorkbook(requireUser(request), request.query);
        return reply
          .header('content-type', XLSX)
          .header(
            'content-disposition',
            `attachment; filename="users.xlsx"; filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`,
          )
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );

    app.post('/sys/user/importExcel', { config: { permission: USER_PERMISSION.import } }, async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest('请上传文件');
      const file = await request.file();
      if (!file) throw badRequest('请上传文件');
      const typeError = uploadTypeError(file.filename, 'excel');
      if (typeError) throw badRequest(typeError);
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch {
        throw new AppError(413, '文件过大，最大 2 MB');
      }
      // .xlsx is a ZIP container; old .xls and renamed files are refused by content.
      if (content.subarray(0, 4).toString('binary') !== 'PK\u0003\u0004')
        throw badRequest('只支持 .xlsx 格式的 Excel 文件');
      const created = await userAdmin.importWorkbook(user, content);
      return ok({ total: created.length, credentials: created }, `导入成功：新增${created.length}个用户`);
    });

    app.get(
      '/sys/role/options',
      { config: { permission: [...ANY_USER_PERMISSION, ...ANY_ROLE_PERMISSION] } },
      async (request) => ok(await roleAdmin.options(requireUser(request))),
    );

    // ─────────────────────────────── roles ───────────────────────────────

    app.get(
      '/sys/role/list',
      { config: { permission: ANY_ROLE_PERMISSION }, schema: { querystring: roleListQuery } },
      async (request) => ok(await roleAdmin.list(requireUser(request), request.query)),
    );

    app.post(
      '/sys/role/add',
      { config: { permission: ROLE_PERMISSION.add }, schema: { body: roleAddBody } },
      async (request) => ok(await roleAdmin.create(requireUser(request), request.body), '添加成功'),
    );

    app.put(
      '/sys/role/edit',
      { config: { permission: ROLE_PERMISSION.edit }, schema: { body: roleEditBody } },
      async (request) => ok(await roleAdmin.edit(requireUser(request), request.body), '修改成功'),
    );

    app.delete(
      '/sys/role/delete',
      { config: { permission: ROLE_PERMISSION.delete }, schema: { querystring: idQuery } },
      async (request) => {
        await roleAdmin.remove(request, requireUser(request), request.query.id);
        return ok(null, '删除成功');
      },
    );

    app.get(
      '/sys/role/permissionTree',
      { config: { permission: ROLE_PERMISSION.authorize } },
      async (request) => ok(await roleAdmin.permissionTree(requireUser(request))),
    );

    app.get(
      '/sys/role/queryRolePermission',
      {
        config: { permission: ROLE_PERMISSION.authorize },
        schema: { querystring: z.object({ roleId: idQuery.shape.id }) },
      },
      async (request) => ok(await roleAdmin.granted(requireUser(request), request.query.roleId)),
    );

    app.post(
      '/sys/role/saveRolePermission',
      { config: { permission: ROLE_PERMISSION.authorize }, schema: { body: rolePermissionBody } },
      async (request) =>
        ok(await roleAdmin.saveGrants(request, requireUser(request), request.body), '授权成功'),
    );

    // ─────────────────────────────── tenants (platform operator) ───────────────────────────────

    await app.register(async (scope) => {
      const platform = scope.withTypeProvider<ZodTypeProvider>();
      platform.addHook('onRequest', async (request) => requirePlatformOperator(requireUser(request)));

      platform.get(
        '/sys/tenant/list',
        { config: { permission: ANY_TENANT_PERMISSION }, schema: { querystring: tenantListQuery } },
        async (request) => ok(await tenantAdmin.list(request.query)),
      );

      platform.post(
        '/sys/tenant/add',
        { config: { permission: TENANT_PERMISSION.add }, schema: { body: tenantAddBody } },
        async (request) =>
          ok(await tenantAdmin.create(request, requireUser(request), request.body), '租户已创建'),
      );

      platform.put(
        '/sys/tenant/edit',
        { config: { permission: TENANT_PERMISSION.edit }, schema: { body: tenantEditBody } },
        async (request) =>
          ok(await tenantAdmin.rename(request.body.id, request.body.version, request.body.name), '修改成功'),
      );

      platform.put(
        '/sys/tenant/status',
        { config: { permission: TENANT_PERMISSION.disable }, schema: { body: tenantStatusBody } },
        async (request) => {
          const saved = await tenantAdmin.setStatus(request, requireUser(request), request.body);
          return ok(saved, saved.status === 0 ? '租户已停用' : '租户已启用');
        },
      );
    });

    // ─────────────────────────────── online users ───────────────────────────────

    app.get(
      '/sys/online/list',
      { config: { permission: ONLINE_FORCE_LOGOUT }, schema: { querystring: onlineListQuery } },
      async (request) => ok(await online.list(requireUser(request), request.query)),
    );

    app.post(
      '/sys/online/forceLogout',
      { config: { permission: ONLINE_FORCE_LOGOUT }, schema: { body: forceLogoutBody } },
      async (request) => {
        await online.forceLogout(request, requireUser(request), request.body.tokenId);
        return ok(null, '已强制退出');
      },
    );
  };
