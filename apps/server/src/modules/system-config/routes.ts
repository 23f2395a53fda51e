/**
 * System configuration endpoints (sys): the menu and permission tree editor, the sign-in log and
 * the operation log. The settings documents keep their routes with their areas (system: the ERP
 * portal setting; reference: company-check links; notices: the contract popup).
 */
import {
  SYSTEM_CONFIG_ACCESS as A,
  loginLogExportQuery,
  loginLogPage,
  loginLogQuery,
  operLogDetail,
  operLogExportQuery,
  operLogIdQuery,
  operLogPage,
  operLogQuery,
  operLogTableOption,
  permissionBody,
  permissionDeleted,
  permissionDeleteQuery,
  permissionEditBody,
  permissionRecord,
} from '@cb/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tableLabels } from '../../platform/areas.ts';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook } from '../../platform/crud/index.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
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

    // ──────────────────────────────────── menus and permissions ────────────────────────────────────

    app.get(
      '/sys/permission/list',
      op({
        id: 'listPermissions',
        summary: '菜单与权限（全部）',
        access: A.menuRead,
        result: z.array(permissionRecord),
        etag: true,
      }),
      async (request) => ok(await service.permissions(requireUser(request))),
    );

    app.get(
      '/sys/permission/componentKeys',
      op({
        id: 'listComponentKeys',
        summary: '可选的前端组件',
        access: A.menuRead,
        result: z.array(z.string()),
      }),
      async () => ok(service.componentKeys()),
    );

    app.post(
      '/sys/permission/add',
      op({
        id: 'addPermission',
        summary: '新增菜单或按钮',
        access: A.menuAdd,
        body: permissionBody,
        result: permissionRecord,
      }),
      async (request) => {
        const row = await service.addPermission(requireUser(request), request.body);
        await audit(request, `menu add ${row.id} ${row.action ?? row.path}`);
        return ok(row, '添加成功！');
      },
    );

    app.put(
      '/sys/permission/edit',
      op({
        id: 'editPermission',
        summary: '编辑菜单或按钮',
        access: A.menuEdit,
        body: permissionEditBody,
        result: permissionRecord,
      }),
      async (request) => {
        const row = await service.editPermission(requireUser(request), request.body);
        await audit(request, `menu edit ${row.id} ${row.action ?? row.path}`);
        return ok(row, '编辑成功！');
      },
    );

    app.delete(
      '/sys/permission/delete',
      op({
        id: 'deletePermission',
        summary: '删除菜单或按钮（有下级时需确认级联）',
        access: A.menuDelete,
        query: permissionDeleteQuery,
        result: permissionDeleted,
      }),
      async (request) => {
        const { id, cascade } = request.query;
        const deleted = await service.deletePermission(requireUser(request), id, cascade === '1');
        await audit(request, `menu delete ${id} (${deleted} rows)`);
        return ok({ deleted }, '删除成功!');
      },
    );

    // ─────────────────────────────────────────── sign-in log ───────────────────────────────────────────

    app.get(
      '/sys/loginLog/list',
      op({
        id: 'listLoginLog',
        summary: '登录日志',
        access: A.loginLogList,
        query: loginLogQuery,
        result: loginLogPage,
      }),
      async (request) => ok(await service.loginLog(requireUser(request), request.query)),
    );

    app.get(
      '/sys/loginLog/exportXls',
      op({
        id: 'exportLoginLog',
        summary: '导出登录日志',
        access: A.loginLogExport,
        query: loginLogExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const content = await service.loginLogWorkbook(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'login-log.xlsx', '登录日志.xlsx');
      },
    );

    // ────────────────────────────────────────── operation log ──────────────────────────────────────────

    app.get(
      '/sys/operLog/list',
      op({
        id: 'listOperationLog',
        summary: '操作日志',
        access: A.operLogList,
        query: operLogQuery,
        result: operLogPage,
      }),
      async (request) => ok(await service.operLog(requireUser(request), request.query)),
    );

    app.get(
      '/sys/operLog/detail',
      op({
        id: 'getOperationLogEntry',
        summary: '操作日志详情（变更前后对比）',
        access: A.operLogList,
        query: operLogIdQuery,
        result: operLogDetail,
      }),
      async (request) => ok(await service.operLogDetail(requireUser(request), request.query.id)),
    );

    app.get(
      '/sys/operLog/tables',
      op({
        id: 'listOperationLogTables',
        summary: '操作日志涉及的数据表',
        access: A.operLogList,
        result: z.array(operLogTableOption),
      }),
      async (request) => ok(await service.operLogTables(requireUser(request))),
    );

    app.get(
      '/sys/operLog/exportXls',
      op({
        id: 'exportOperationLog',
        summary: '导出操作日志',
        access: A.operLogExport,
        query: operLogExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const content = await service.operLogWorkbook(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'operation-log.xlsx', '操作日志.xlsx');
      },
    );
  };
