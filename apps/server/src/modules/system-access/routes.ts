/**
 * System administration of access (SPEC.md /sys area): users, roles and their grants, tenants and
 * online users. Paths follow the product's JeecgBoot-style API; every route declares its contract
 * (@cb/domain system-access) and the permission codes that also gate its buttons in the web app.
 */
import {
  systemAccessEndpoints,
  systemAccessSchemas,
  systemTenantEndpoints,
  systemTenantSchemas,
} from '@cb/domain';
import { areaSeeders } from '../../platform/areas.ts';
import { requireUser } from '../../platform/auth/guard.ts';
import { readExcelUpload, sendWorkbook } from '../../platform/crud/index.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
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

    registerEndpoints(app, systemAccessEndpoints, systemAccessSchemas, {
      // Users.
      listUsers: async (request) => ok(await userAdmin.list(requireUser(request), request.query)),
      getUser: async (request) => ok(await userAdmin.get(requireUser(request), request.query.id)),
      addUser: async (request) => ok(await userAdmin.create(requireUser(request), request.body), '添加成功'),
      editUser: async (request) =>
        ok(await userAdmin.edit(request, requireUser(request), request.body), '修改成功'),
      setUserStatus: async (request) => {
        const saved = await userAdmin.setStatus(request, requireUser(request), request.body);
        return ok(saved, saved.status === 2 ? '冻结成功' : '解冻成功');
      },
      resetUserPassword: async (request) =>
        ok(await userAdmin.resetPassword(request, requireUser(request), request.body), '密码已重置'),
      exportUsers: async (request, reply) => {
        const content = await userAdmin.exportWorkbook(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'users.xlsx', '用户.xlsx');
      },
      importUsers: async (request) => {
        const user = requireUser(request);
        const content = await readExcelUpload(request, MAX_USER_IMPORT_BYTES);
        const created = await userAdmin.importWorkbook(user, content);
        return ok({ total: created.length, credentials: created }, `导入成功：新增${created.length}个用户`);
      },
      // Roles.
      listRoleOptions: async (request) => ok(await roleAdmin.options(requireUser(request))),
      listRoles: async (request) => ok(await roleAdmin.list(requireUser(request), request.query)),
      addRole: async (request) => ok(await roleAdmin.create(requireUser(request), request.body), '添加成功'),
      editRole: async (request) => ok(await roleAdmin.edit(requireUser(request), request.body), '修改成功'),
      deleteRole: async (request) => {
        await roleAdmin.remove(request, requireUser(request), request.query.id);
        return ok(null, '删除成功');
      },
      getRoleGrantTree: async (request) => ok(await roleAdmin.permissionTree(requireUser(request))),
      getRoleGrants: async (request) =>
        ok(await roleAdmin.granted(requireUser(request), request.query.roleId)),
      saveRoleGrants: async (request) =>
        ok(await roleAdmin.saveGrants(request, requireUser(request), request.body), '授权成功'),
      // Online users.
      listOnlineUsers: async (request) => ok(await online.list(requireUser(request), request.query)),
      forceLogout: async (request) => {
        await online.forceLogout(request, requireUser(request), request.body.tokenId);
        return ok(null, '已强制退出');
      },
    });

    // ─────────────────────────────── tenants (platform operator) ───────────────────────────────

    const tenantRoutes: AreaRoutes = async (platform) => {
      platform.addHook('onRequest', async (request) => requirePlatformOperator(requireUser(request)));

      registerEndpoints(platform, systemTenantEndpoints, systemTenantSchemas, {
        listTenants: async (request) => ok(await tenantAdmin.list(request.query)),
        addTenant: async (request) =>
          ok(await tenantAdmin.create(request, requireUser(request), request.body), '租户已创建'),
        renameTenant: async (request) =>
          ok(await tenantAdmin.rename(request.body.id, request.body.version, request.body.name), '修改成功'),
        setTenantStatus: async (request) => {
          const saved = await tenantAdmin.setStatus(request, requireUser(request), request.body);
          return ok(saved, saved.status === 0 ? '租户已停用' : '租户已启用');
        },
      });
    };
    await app.register(tenantRoutes);
  };
