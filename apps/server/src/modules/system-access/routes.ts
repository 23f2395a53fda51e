/**
 * System administration of access (SPEC.md /sys area): users, roles and their grants, tenants and
 * online users. Paths follow the product's JeecgBoot-style API; every route declares its contract
 * (@cb/domain system-access) and the permission codes that also gate its buttons in the web app.
 */
import {
  SYSTEM_ACCESS as A,
  forceLogoutBody,
  idQuery,
  onlineListQuery,
  onlinePage,
  permissionNode,
  roleAddBody,
  roleEditBody,
  roleGrants,
  roleGrantsBody,
  roleGrantsQuery,
  roleGrantsSaved,
  roleListQuery,
  roleOption,
  rolePage,
  roleSaved,
  tenantAddBody,
  tenantCreated,
  tenantEditBody,
  tenantListQuery,
  tenantPage,
  tenantSaved,
  tenantStatusBody,
  uploadTypeError,
  userAddBody,
  userEditBody,
  userFilters,
  userImportResult,
  userListQuery,
  userPage,
  userPasswordReset,
  userRecord,
  userResetPasswordBody,
  userStatusBody,
} from '@cb/domain';
import { z } from 'zod';
import { areaSeeders } from '../../platform/areas.ts';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook } from '../../platform/crud/index.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { OnlineUserService } from './online.service.ts';
import { RoleAdminService } from './roles.service.ts';
import { requirePlatformOperator, TenantAdminService } from './tenants.service.ts';
import { MAX_USER_IMPORT_BYTES } from './user-excel.ts';
import { UserAdminService } from './users.service.ts';

export const systemAccessRoutes =
  (services: AppServices): AreaRoutes =>
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
      op({
        id: 'listUsers',
        summary: '用户列表',
        access: A.userRead,
        query: userListQuery,
        result: userPage,
      }),
      async (request) => ok(await userAdmin.list(requireUser(request), request.query)),
    );

    app.get(
      '/sys/user/queryById',
      op({ id: 'getUser', summary: '用户详情', access: A.userRead, query: idQuery, result: userRecord }),
      async (request) => ok(await userAdmin.get(requireUser(request), request.query.id)),
    );

    app.post(
      '/sys/user/add',
      op({ id: 'addUser', summary: '新增用户', access: A.userAdd, body: userAddBody, result: userRecord }),
      async (request) => ok(await userAdmin.create(requireUser(request), request.body), '添加成功'),
    );

    app.put(
      '/sys/user/edit',
      op({ id: 'editUser', summary: '编辑用户', access: A.userEdit, body: userEditBody, result: userRecord }),
      async (request) => ok(await userAdmin.edit(request, requireUser(request), request.body), '修改成功'),
    );

    app.put(
      '/sys/user/frozen',
      op({
        id: 'setUserStatus',
        summary: '冻结或解冻用户',
        access: A.userFreeze,
        body: userStatusBody,
        result: userRecord,
      }),
      async (request) => {
        const saved = await userAdmin.setStatus(request, requireUser(request), request.body);
        return ok(saved, saved.status === 2 ? '冻结成功' : '解冻成功');
      },
    );

    app.put(
      '/sys/user/resetPassword',
      op({
        id: 'resetUserPassword',
        summary: '重置用户密码（新密码只显示一次）',
        access: A.userResetPassword,
        body: userResetPasswordBody,
        result: userPasswordReset,
      }),
      async (request) =>
        ok(await userAdmin.resetPassword(request, requireUser(request), request.body), '密码已重置'),
    );

    app.get(
      '/sys/user/exportXls',
      op({
        id: 'exportUsers',
        summary: '导出用户',
        access: A.userExport,
        query: userFilters,
        result: 'file',
      }),
      async (request, reply) => {
        const content = await userAdmin.exportWorkbook(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'users.xlsx', '用户.xlsx');
      },
    );

    app.post(
      '/sys/user/importExcel',
      op({
        id: 'importUsers',
        summary: '导入用户（Excel，生成的密码只显示一次）',
        access: A.userImport,
        result: userImportResult,
      }),
      async (request) => {
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
      },
    );

    // ─────────────────────────────── roles ───────────────────────────────

    app.get(
      '/sys/role/options',
      op({ id: 'listRoleOptions', summary: '角色选项', access: A.roleOptions, result: z.array(roleOption) }),
      async (request) => ok(await roleAdmin.options(requireUser(request))),
    );

    app.get(
      '/sys/role/list',
      op({
        id: 'listRoles',
        summary: '角色列表',
        access: A.roleRead,
        query: roleListQuery,
        result: rolePage,
      }),
      async (request) => ok(await roleAdmin.list(requireUser(request), request.query)),
    );

    app.post(
      '/sys/role/add',
      op({ id: 'addRole', summary: '新增角色', access: A.roleAdd, body: roleAddBody, result: roleSaved }),
      async (request) => ok(await roleAdmin.create(requireUser(request), request.body), '添加成功'),
    );

    app.put(
      '/sys/role/edit',
      op({ id: 'editRole', summary: '编辑角色', access: A.roleEdit, body: roleEditBody, result: roleSaved }),
      async (request) => ok(await roleAdmin.edit(requireUser(request), request.body), '修改成功'),
    );

    app.delete(
      '/sys/role/delete',
      op({ id: 'deleteRole', summary: '删除角色', access: A.roleDelete, query: idQuery, result: z.null() }),
      async (request) => {
        await roleAdmin.remove(request, requireUser(request), request.query.id);
        return ok(null, '删除成功');
      },
    );

    app.get(
      '/sys/role/permissionTree',
      op({
        id: 'getRoleGrantTree',
        summary: '授权用的菜单、按钮与全局权限树',
        access: A.roleAuthorize,
        result: z.array(permissionNode),
      }),
      async (request) => ok(await roleAdmin.permissionTree(requireUser(request))),
    );

    app.get(
      '/sys/role/queryRolePermission',
      op({
        id: 'getRoleGrants',
        summary: '角色已授权的权限',
        access: A.roleAuthorize,
        query: roleGrantsQuery,
        result: roleGrants,
      }),
      async (request) => ok(await roleAdmin.granted(requireUser(request), request.query.roleId)),
    );

    app.post(
      '/sys/role/saveRolePermission',
      op({
        id: 'saveRoleGrants',
        summary: '保存角色授权',
        access: A.roleAuthorize,
        body: roleGrantsBody,
        result: roleGrantsSaved,
      }),
      async (request) =>
        ok(await roleAdmin.saveGrants(request, requireUser(request), request.body), '授权成功'),
    );

    // ─────────────────────────────── tenants (platform operator) ───────────────────────────────

    const tenantRoutes: AreaRoutes = async (platform) => {
      platform.addHook('onRequest', async (request) => requirePlatformOperator(requireUser(request)));

      platform.get(
        '/sys/tenant/list',
        op({
          id: 'listTenants',
          summary: '租户列表（平台运营方）',
          access: A.tenantRead,
          query: tenantListQuery,
          result: tenantPage,
        }),
        async (request) => ok(await tenantAdmin.list(request.query)),
      );

      platform.post(
        '/sys/tenant/add',
        op({
          id: 'addTenant',
          summary: '新增租户及其管理员（密码只显示一次）',
          access: A.tenantAdd,
          body: tenantAddBody,
          result: tenantCreated,
        }),
        async (request) =>
          ok(await tenantAdmin.create(request, requireUser(request), request.body), '租户已创建'),
      );

      platform.put(
        '/sys/tenant/edit',
        op({
          id: 'renameTenant',
          summary: '修改租户名称',
          access: A.tenantEdit,
          body: tenantEditBody,
          result: tenantSaved,
        }),
        async (request) =>
          ok(await tenantAdmin.rename(request.body.id, request.body.version, request.body.name), '修改成功'),
      );

      platform.put(
        '/sys/tenant/status',
        op({
          id: 'setTenantStatus',
          summary: '停用或启用租户',
          access: A.tenantDisable,
          body: tenantStatusBody,
          result: tenantSaved,
        }),
        async (request) => {
          const saved = await tenantAdmin.setStatus(request, requireUser(request), request.body);
          return ok(saved, saved.status === 0 ? '租户已停用' : '租户已启用');
        },
      );
    };
    await app.register(tenantRoutes);

    // ─────────────────────────────── online users ───────────────────────────────

    app.get(
      '/sys/online/list',
      op({
        id: 'listOnlineUsers',
        summary: '在线用户',
        access: A.onlineUsers,
        query: onlineListQuery,
        result: onlinePage,
      }),
      async (request) => ok(await online.list(requireUser(request), request.query)),
    );

    app.post(
      '/sys/online/forceLogout',
      op({
        id: 'forceLogout',
        summary: '强制退出会话',
        access: A.onlineUsers,
        body: forceLogoutBody,
        result: z.null(),
      }),
      async (request) => {
        await online.forceLogout(request, requireUser(request), request.body.tokenId);
        return ok(null, '已强制退出');
      },
    );
  };
