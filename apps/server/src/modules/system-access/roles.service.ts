/**
 * Roles of one tenant and their grants of menus and buttons. A grant change takes effect at the
 * users' next getUserInfoNew and at once for the server's permission checks: every change bumps
 * the tenant's permission revision in its transaction (platform/identity/permission-cache.ts).
 */
import type { Page, PermissionNode, RoleAddBody, RoleEditBody, RoleListQuery, RoleRecord } from '@cb/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { invalidatePermissionCache } from '../../platform/identity/permission-cache.ts';
import { roles } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import {
  countRoleHolders,
  countTenantPermissions,
  deleteRole,
  grantedPermissionIds,
  insertRole,
  lockRole,
  pageRoles,
  replaceGrants,
  roleVersion,
  selectPermissionTree,
  selectRoleOptions,
} from './roles.repository.ts';
import { refuseDuplicates } from './users.service.ts';

const isAction = (n: PermissionNode) => n.kind === 2;

export class RoleAdminService {
  constructor(
    private readonly database: Database,
    private readonly securityLog: SecurityLog,
  ) {}

  list(admin: AuthUser, q: RoleListQuery): Promise<Page<RoleRecord>> {
    return this.database.tenantRead(admin, (tx) => pageRoles(tx, admin.tenantId, q));
  }

  options(admin: AuthUser) {
    return this.database.tenantRead(admin, (tx) => selectRoleOptions(tx, admin.tenantId));
  }

  create(admin: AuthUser, body: RoleAddBody) {
    return refuseDuplicates(() =>
      this.database.tenantTx(admin, async (tx) => {
        const row = await insertRole(tx, {
          id: uuidv7(),
          tenantId: admin.tenantId,
          code: body.code,
          name: body.name,
          description: body.description,
          createdBy: admin.userId,
          updatedBy: admin.userId,
        });
        await invalidatePermissionCache(tx, admin.tenantId);
        return row;
      }),
    );
  }

  edit(admin: AuthUser, body: RoleEditBody) {
    return this.database.tenantTx(admin, (tx) =>
      updateVersioned(
        tx,
        roles,
        body.id,
        body.version,
        { name: body.name, description: body.description },
        admin.userId,
      ),
    );
  }

  /** Deletes a role no user holds; while users hold it the answer is 400 with their number. */
  async remove(request: FastifyRequest, admin: AuthUser, id: string): Promise<void> {
    const code = await this.database.tenantTx(admin, async (tx) => {
      const role = await lockRole(tx, admin.tenantId, id);
      if (!role) throw notFound('角色不存在');
      const holders = await countRoleHolders(tx, id);
      if (holders > 0) throw badRequest(`该角色已分配给${holders}个用户，请先取消分配后再删除`);
      await deleteRole(tx, id);
      await invalidatePermissionCache(tx, admin.tenantId);
      return role.code;
    });
    await this.securityLog.recordSuccess(request, admin, 'permission_change', `role ${code} deleted`);
  }

  /** The authorisation tree: a page's buttons before its sub-pages, system-wide actions after the menus. */
  permissionTree(admin: AuthUser): Promise<PermissionNode[]> {
    return this.database.tenantRead(admin, async (tx) => {
      const roots = await selectPermissionTree(tx, admin.tenantId);
      const buttonsFirst = (list: PermissionNode[]) => {
        list.sort((a, b) => (isAction(a) ? 0 : 1) - (isAction(b) ? 0 : 1));
        for (const n of list) if (n.children) buttonsFirst(n.children);
      };
      buttonsFirst(roots);
      roots.sort((a, b) => (isAction(a) ? 1 : 0) - (isAction(b) ? 1 : 0));
      return roots;
    });
  }

  async granted(admin: AuthUser, roleId: string): Promise<{ permissionIds: string[]; version: number }> {
    return this.database.tenantRead(admin, async (tx) => {
      const version = await roleVersion(tx, admin.tenantId, roleId);
      if (version === undefined) throw notFound('角色不存在');
      return { permissionIds: await grantedPermissionIds(tx, roleId), version };
    });
  }

  /**
   * Replaces the role's grants. The role's version guards against two admins editing at once
   * (stale → 409, nothing written); an id that is not one of the tenant's permissions is 400.
   */
  async saveGrants(
    request: FastifyRequest,
    admin: AuthUser,
    body: { roleId: string; version: number; permissionIds: string[] },
  ): Promise<{ version: number; count: number }> {
    const ids = [...new Set(body.permissionIds)];
    const result = await this.database.tenantTx(admin, async (tx) => {
      const role = await updateVersioned(tx, roles, body.roleId, body.version, {}, admin.userId);
      if (ids.length && (await countTenantPermissions(tx, admin.tenantId, ids)) !== ids.length)
        throw badRequest('所选权限不存在，请刷新后重试');
      const old = new Set(await grantedPermissionIds(tx, body.roleId));
      await replaceGrants(tx, admin.tenantId, body.roleId, ids);
      await invalidatePermissionCache(tx, admin.tenantId);
      const kept = new Set(ids);
      return {
        code: role.code,
        version: role.version,
        added: ids.filter((id) => !old.has(id)).length,
        removed: [...old].filter((id) => !kept.has(id)).length,
      };
    });
    await this.securityLog.recordSuccess(
      request,
      admin,
      'permission_change',
      `grants of role ${result.code}: +${result.added} -${result.removed}`,
    );
    return { version: result.version, count: ids.length };
  }
}
