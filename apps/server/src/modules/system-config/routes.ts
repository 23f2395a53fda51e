/**
 * System configuration routes (area `sys`): the menu and permission tree editor, the sign-in log
 * and the operation log. The settings documents keep their routes in modules/system
 * (settings.routes.ts), modules/reference (company-check links) and modules/notices (contract popup).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app.ts';
import { requireUser } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  COMPONENT_KEYS,
  deleteQuery,
  loginLogQuery,
  operLogIdQuery,
  operLogQuery,
  parsePermissionBody,
  permissionEditEnvelope,
  permissionEnvelope,
} from './dto.ts';
import {
  LOG_PERMISSIONS,
  loginLogPage,
  loginLogWorkbook,
  operLogDetail,
  operLogPage,
  operLogTables,
  operLogWorkbook,
} from './logs.ts';
import {
  addPermission,
  deletePermission,
  editPermission,
  listPermissions,
  MENU_PERMISSIONS,
} from './menus.ts';

const ANY_MENU = Object.values(MENU_PERMISSIONS);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attachment = (ascii: string, name: string) =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const systemConfigRoutes =
  ({ database, securityLog }: Pick<AppServices, 'database' | 'securityLog'>): FastifyPluginAsyncZod =>
  async (app) => {
    // ───────────────────────────── menus and permissions ─────────────────────────────
    app.get('/sys/permission/list', { config: { permission: ANY_MENU } }, async (request) => {
      const user = requireUser(request);
      return ok(await database.tenantTx(user, (tx) => listPermissions(tx, user.tenantId)));
    });

    app.get('/sys/permission/componentKeys', { config: { permission: ANY_MENU } }, async () =>
      ok([...COMPONENT_KEYS].sort()),
    );

    const audit = (request: Parameters<typeof requireUser>[0], detail: string) => {
      const user = requireUser(request);
      return securityLog.record(request, {
        event: 'permission_change',
        outcome: 'success',
        tenantId: user.tenantId,
        userId: user.userId,
        username: user.username,
        detail,
      });
    };

    app.post(
      '/sys/permission/add',
      { config: { permission: MENU_PERMISSIONS.add }, schema: { body: permissionEnvelope } },
      async (request) => {
        const user = requireUser(request);
        const body = parsePermissionBody(request.body);
        const row = await database.tenantTx(user, (tx) =>
          addPermission(tx, user.tenantId, body, user.userId),
        );
        await audit(request, `menu add ${row.id} ${row.action ?? row.path}`);
        return ok(row, '添加成功！');
      },
    );

    app.put(
      '/sys/permission/edit',
      { config: { permission: MENU_PERMISSIONS.edit }, schema: { body: permissionEditEnvelope } },
      async (request) => {
        const user = requireUser(request);
        const { id, version } = request.body;
        const body = parsePermissionBody(request.body);
        const row = await database.tenantTx(user, (tx) =>
          editPermission(tx, user.tenantId, id, version, body, user.userId),
        );
        await audit(request, `menu edit ${row.id} ${row.action ?? row.path}`);
        return ok(row, '编辑成功！');
      },
    );

    app.delete(
      '/sys/permission/delete',
      { config: { permission: MENU_PERMISSIONS.delete }, schema: { querystring: deleteQuery } },
      async (request) => {
        const user = requireUser(request);
        const { id, cascade } = request.query;
        const deleted = await database.tenantTx(user, (tx) =>
          deletePermission(tx, user.tenantId, id, cascade === '1'),
        );
        await audit(request, `menu delete ${id} (${deleted} rows)`);
        return ok({ deleted }, '删除成功!');
      },
    );

    // ─────────────────────────────────── sign-in log ───────────────────────────────────
    app.get(
      '/sys/loginLog/list',
      { config: { permission: LOG_PERMISSIONS.loginList }, schema: { querystring: loginLogQuery } },
      async (request) => {
        const user = requireUser(request);
        return ok(await database.tenantTx(user, (tx) => loginLogPage(tx, user.tenantId, request.query)));
      },
    );

    app.get(
      '/sys/loginLog/exportXls',
      {
        config: { permission: LOG_PERMISSIONS.loginExport },
        schema: { querystring: loginLogQuery.omit({ pageNo: true, pageSize: true }) },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const q = { ...request.query, pageNo: 1, pageSize: 100 };
        const content = await database.tenantTx(user, (tx) => loginLogWorkbook(tx, user.tenantId, q));
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', attachment('login-log.xlsx', '登录日志.xlsx'))
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );

    // ────────────────────────────────── operation log ──────────────────────────────────
    app.get(
      '/sys/operLog/list',
      { config: { permission: LOG_PERMISSIONS.operList }, schema: { querystring: operLogQuery } },
      async (request) => {
        const user = requireUser(request);
        return ok(await database.tenantTx(user, (tx) => operLogPage(tx, user.tenantId, request.query)));
      },
    );

    app.get(
      '/sys/operLog/detail',
      { config: { permission: LOG_PERMISSIONS.operList }, schema: { querystring: operLogIdQuery } },
      async (request) => {
        const user = requireUser(request);
        return ok(await database.tenantTx(user, (tx) => operLogDetail(tx, user.tenantId, request.query.id)));
      },
    );

    app.get('/sys/operLog/tables', { config: { permission: LOG_PERMISSIONS.operList } }, async (request) => {
      const user = requireUser(request);
      return ok(await database.tenantTx(user, (tx) => operLogTables(tx, user.tenantId)));
    });

    app.get(
      '/sys/operLog/exportXls',
      {
        config: { permission: LOG_PERMISSIONS.operExport },
        schema: { querystring: operLogQuery.omit({ pageNo: true, pageSize: true }) },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const q = { ...request.query, pageNo: 1, pageSize: 100 };
        const content = await database.tenantTx(user, (tx) => operLogWorkbook(tx, user.tenantId, q));
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', attachment('operation-log.xlsx', '操作日志.xlsx'))
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );
  };
