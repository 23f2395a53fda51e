/**
 * Roles of one tenant and their grants of menus and buttons. A grant change takes effect at the
 * users' next getUserInfoNew (the session service reads the grants on every call) and at once for
 * the server's permission checks.
 */
import type { Page } from '@cb/domain';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { permissions, rolePermissions, roles, userRoles } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { containsPattern, orderFor, paged } from '../../platform/crud/index.ts';
import { invalidatePermissionCache } from '../../platform/identity/permission-cache.ts';
import type { roleAddBody, roleEditBody, roleListQuery } from './dto.ts';
import { refuseDuplicates } from './users.service.ts';

export interface RoleRecord {
  id: string;
  code: string;
  name: string;
  description: string | null;
  userCount: number;
  createTime: string;
  version: number;
}

/** A node of the authorisation tree: a menu group, a page (with its buttons) or a system-wide action. */
export interface PermissionNode {
  id: string;
  title: string;
  /** 0 root group, 1 menu, 2 button or system-wide action. */
  kind: number;
  action: string | null;
  path: string | null;
  children?: PermissionNode[];
}

const SORT = { code: roles.code, name: roles.name, createTime: roles.createdAt };

export class RoleAdminService {
  constructor(
    private readonly database: Database,
    private readonly securityLog: SecurityLog,
  ) {}

  list(admin: AuthUser, q: z.infer<typeof roleListQuery>): Promise<Page<RoleRecord>> {
    const where = and(
      eq(roles.tenantId, admin.tenantId),
      q.keyword
        ? or(ilike(roles.code, containsPattern(q.keyword)), ilike(roles.name, containsPattern(q.keyword)))
        : undefined,
    );
    return this.database.tenantTx(admin, async (tx) => {
      const page = await paged(tx, roles, where, q, (limit, offset) =>
        tx
          .select({
            id: roles.id,
            code: roles.code,
            name: roles.name,
            description: roles.description,
            createdAt: roles.createdAt,
            version: roles.version,
            // Written out: drizzle drops the table names of a one-table select, which the subquery needs.
            userCount: sql<number>`(select count(*) from user_roles ur where ur.role_id = roles.id)`,
          })
          .from(roles)
          .where(where)
          .orderBy(...orderFor(q, SORT, [asc(roles.code)], roles.id))
          .limit(limit)
          .offset(offset),
      );
      return {
        ...page,
        records: page.records.map(({ createdAt, userCount, ...r }) => ({
          ...r,
          userCount: Number(userCount),
          createTime: createdAt.toISOString(),
        })),
      };
    });
  }

  options(admin: AuthUser) {
    return this.database.tenantTx(admin, (tx) =>
      tx
        .select({ id: roles.id, code: roles.code, name: roles.name })
        .from(roles)
        .where(eq(roles.tenantId, admin.tenantId))
        .orderBy(asc(roles.code)),
    );
  }

  create(admin: AuthUser, body: z.infer<typeof roleAddBody>) {
    return refuseDuplicates(() =>
      this.database.tenantTx(admin, async (tx) => {
        const [row] = await tx
          .insert(roles)
          .values({
            id: uuidv7(),
            tenantId: admin.tenantId,
            code: body.code,
            name: body.name,
            description: body.description,
            createdBy: admin.userId,
            updatedBy: admin.userId,
          })
          .returning();
        await invalidatePermissionCache(tx, admin.tenantId);
        return row!;
      }),
    );
  }

  edit(admin: AuthUser, body: z.infer<typeof roleEditBody>) {
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
      const [role] = await tx
        .select({ id: roles.id, code: roles.code })
        .from(roles)
        .where(and(eq(roles.tenantId, admin.tenantId), eq(roles.id, id)))
        .for('update');
      if (!role) throw notFound('角色不存在');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(userRoles)
        .where(eq(userRoles.roleId, id));
      if (Number(n) > 0) throw badRequest(`该角色已分配给${Number(n)}个用户，请先取消分配后再删除`);
      await tx.delete(roles).where(eq(roles.id, id));
      await invalidatePermissionCache(tx, admin.tenantId);
      return role.code;
    });
    await this.securityLog.record(request, {
      event: 'permission_change',
      outcome: 'success',
      tenantId: admin.tenantId,
      userId: admin.userId,
      username: admin.username,
      detail: `role ${code} deleted`,
    });
  }

  /** Every menu, button and system-wide action of the tenant, as the checkbox tree. */
  permissionTree(admin: AuthUser): Promise<PermissionNode[]> {
    return this.database.tenantTx(admin, async (tx) => {
      const rows = await tx
        .select({
          id: permissions.id,
          parentId: permissions.parentId,
          kind: permissions.kind,
          action: permissions.action,
          path: permissions.path,
          meta: permissions.meta,
          sortNo: permissions.sortNo,
          systemWide: permissions.systemWide,
        })
        .from(permissions)
        .where(eq(permissions.tenantId, admin.tenantId))
        .orderBy(asc(permissions.sortNo), asc(permissions.id));
      const nodes = new Map<string, PermissionNode>();
      for (const r of rows) {
        const title = (r.meta as { title?: string } | null)?.title ?? r.action ?? r.path ?? '';
        nodes.set(r.id, { id: r.id, title, kind: r.kind, action: r.action, path: r.path });
      }
      const roots: PermissionNode[] = [];
      for (const r of rows) {
        const node = nodes.get(r.id)!;
        const parent = r.parentId ? nodes.get(r.parentId) : undefined;
        if (!parent) roots.push(node);
        else if (parent.children) parent.children.push(node);
        else parent.children = [node];
      }
      // A page's buttons first, then its sub-pages; system-wide actions after the menu roots.
      const buttonsFirst = (list: PermissionNode[]) => {
        list.sort((a, b) => (a.kind === 2 ? 0 : 1) - (b.kind === 2 ? 0 : 1));
        for (const n of list) if (n.children) buttonsFirst(n.children);
      };
      buttonsFirst(roots);
      roots.sort((a, b) => (a.kind === 2 ? 1 : 0) - (b.kind === 2 ? 1 : 0));
      return roots;
    });
  }

  async granted(admin: AuthUser, roleId: string): Promise<{ permissionIds: string[]; version: number }> {
    return this.database.tenantTx(admin, async (tx) => {
      const [role] = await tx
        .select({ version: roles.version })
        .from(roles)
        .where(and(eq(roles.tenantId, admin.tenantId), eq(roles.id, roleId)));
      if (!role) throw notFound('角色不存在');
      const rows = await tx
        .select({ id: rolePermissions.permissionId })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, roleId));
      return { permissionIds: rows.map((r) => r.id), version: role.version };
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
      if (ids.length) {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(permissions)
          .where(and(eq(permissions.tenantId, admin.tenantId), inArray(permissions.id, ids)));
        if (Number(n) !== ids.length) throw badRequest('所选权限不存在，请刷新后重试');
      }
      const before = await tx
        .select({ id: rolePermissions.permissionId })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, body.roleId));
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, body.roleId));
      for (let i = 0; i < ids.length; i += 500)
        await tx.insert(rolePermissions).values(
          ids.slice(i, i + 500).map((permissionId) => ({
            tenantId: admin.tenantId,
            roleId: body.roleId,
            permissionId,
          })),
        );
      // The grants are cached per tenant; the bump commits with the change (system-config).
      await invalidatePermissionCache(tx, admin.tenantId);
      const old = new Set(before.map((r) => r.id));
      const added = ids.filter((id) => !old.has(id)).length;
      const kept = new Set(ids);
      const removed = [...old].filter((id) => !kept.has(id)).length;
      return { code: role.code, version: role.version, added, removed };
    });
    await this.securityLog.record(request, {
      event: 'permission_change',
      outcome: 'success',
      tenantId: admin.tenantId,
      userId: admin.userId,
      username: admin.username,
      detail: `grants of role ${result.code}: +${result.added} -${result.removed}`,
    });
    return { version: result.version, count: ids.length };
  }
}
