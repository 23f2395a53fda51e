/**
 * System configuration endpoints (sys): the menu and permission tree editor, the sign-in log and
 * the operation log. The settings documents keep their routes with their areas (system: the ERP
 * portal setting; reference: company-check links; notices: the contract popup).
 */
import { systemConfigEndpoints, systemConfigSchemas } from '@cb/domain';
import type { FastifyRequest } from 'fastify';
import { tableLabels } from '../../platform/areas.ts';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { SystemConfigService } from './service.ts';

export const systemConfigRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new SystemConfigService(services.database, tableLabels(services.areas));

    /** Menu changes go to the security log too (who changed the permission catalogue). */
    const audit = (request: FastifyRequest, detail: string) => {
      const user = requireUser(request);
      return services.securityLog.record(request, {
        event: 'permission_change',
        outcome: 'success',
        tenantId: user.tenantId,
        userId: user.userId,
        username: user.username,
        detail,
      });
    };

    registerEndpoints(app, systemConfigEndpoints, systemConfigSchemas, {
      // Menus and permissions.
      listPermissions: async (request) => ok(await service.permissions(requireUser(request))),
      listComponentKeys: async () => ok(service.componentKeys()),
      addPermission: async (request) => {
        const row = await service.addPermission(requireUser(request), request.body);
        await audit(request, `menu add ${row.id} ${row.action ?? row.path}`);
        return ok(row, '添加成功！');
      },
      editPermission: async (request) => {
        const row = await service.editPermission(requireUser(request), request.body);
        await audit(request, `menu edit ${row.id} ${row.action ?? row.path}`);
        return ok(row, '编辑成功！');
      },
      deletePermission: async (request) => {
        const { id, cascade } = request.query;
        const deleted = await service.deletePermission(requireUser(request), id, cascade === '1');
        await audit(request, `menu delete ${id} (${deleted} rows)`);
        return ok({ deleted }, '删除成功!');
      },
      // The sign-in log.
      listLoginLog: async (request) => ok(await service.loginLog(requireUser(request), request.query)),
      exportLoginLog: async (request, reply) => {
        const content = await service.loginLogWorkbook(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'login-log.xlsx', '登录日志.xlsx');
      },
      // The operation log.
      listOperationLog: async (request) => ok(await service.operLog(requireUser(request), request.query)),
      getOperationLogEntry: async (request) =>
        ok(await service.operLogDetail(requireUser(request), request.query.id)),
      listOperationLogTables: async (request) => ok(await service.operLogTables(requireUser(request))),
      exportOperationLog: async (request, reply) => {
        const content = await service.operLogWorkbook(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'operation-log.xlsx', '操作日志.xlsx');
      },
    });
  };
