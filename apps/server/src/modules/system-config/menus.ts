/**
 * The menu and permission tree editor (菜单管理): the tenant's `permissions` rows — roots (kind 0),
 * menus (kind 1), buttons and system-wide actions (kind 2). Every write bumps the tenant's
 * permission revision in the same transaction, so the next getUserInfoNew on any instance sees it.
 *
 * Deleting a node that has children is refused unless the caller asks for the cascade explicitly
 * (`cascade=1`; the page asks the admin first, naming how many rows go). Grants of deleted rows go
 * with them (role_permissions cascades). The menu editor's own page and buttons cannot be deleted,
 * so an admin cannot lock every admin out of this page.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { permissions } from '../../platform/identity/schema.ts';
import type { ButtonBody, MenuBody, PermissionBody } from './dto.ts';
import { invalidatePermissionCache, type PermissionRow } from '../../platform/identity/permission-cache.ts';

export const MENU_PERMISSIONS = {
  add: 'sys:menu:add',
  edit: 'sys:menu:edit',
  delete: 'sys:menu:delete',
} as const;

/** Rows that keep the menu editor reachable: its page and its three buttons. */
const PROTECTED_SEED_KEYS = new Set(['sys.menu']);
const PROTECTED_ACTIONS = new Set(Object.values(MENU_PERMISSIONS));

export interface PermissionRecord {
  id: string;
  parentId: string | null;
  kind: number;
  seedKey: string | null;
  path: string | null;
  name: string | null;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  route: string;
  meta: Record<string, unknown>;
  action: string | null;
  permType: string;
  status: string;
  systemWide: boolean;
  sortNo: number;
  version: number;
  updatedAt: Date;
}

const toRecord = (r: PermissionRow): PermissionRecord => ({
  id: r.id,
  parentId: r.parentId,
  kind: r.kind,
  seedKey: r.seedKey,
  path: r.path,
  name: r.name,
  component: r.component,
  redirect: r.redirect,
  hidden: r.hidden,
  alwaysShow: r.alwaysShow,
  route: r.route,
  meta: (r.meta ?? {}) as Record<string, unknown>,
  action: r.action,
  permType: r.permType,
  status: r.status,
  systemWide: r.systemWide,
  sortNo: r.sortNo,
  version: r.version,
  updatedAt: r.updatedAt,
});

export async function listPermissions(tx: Tx, tenantId: number): Promise<PermissionRecord[]> {
  const rows = await tx.select().from(permissions).where(eq(permissions.tenantId, tenantId));
  return rows
    .map(toRecord)
    .sort(
      (a, b) => a.sortNo - b.sortNo || (a.path ?? a.action ?? '').localeCompare(b.path ?? b.action ?? ''),
    );
}

/** The columns a body sets; the other kind's columns are cleared so a row is one thing only. */
function columnsOf(body: PermissionBody) {
  if (body.kind === 2) {
    const b = body as ButtonBody;
    return {
      kind: 2,
      parentId: b.parentId ?? null,
      action: b.action,
      permType: b.permType,
      status: b.status,
      systemWide: b.systemWide,
      sortNo: b.sortNo,
      meta: { title: b.meta.title },
      path: null,
      name: null,
      component: null,
      redirect: null,
      hidden: false,
      alwaysShow: false,
      route: '1',
    };
  }
  const m = body as MenuBody;
  return {
    kind: m.kind,
    parentId: m.parentId ?? null,
    path: m.path,
    name: m.name,
    component: m.component,
    redirect: m.redirect ?? null,
    hidden: m.hidden,
    alwaysShow: m.alwaysShow,
    route: m.route,
    sortNo: m.sortNo,
    meta: {
      title: m.meta.title,
      titleEn: m.meta.titleEn ?? null,
      icon: m.meta.icon ?? null,
      keepAlive: m.meta.keepAlive,
      affix: m.meta.affix,
      noCache: m.meta.noCache,
      activeMenu: m.meta.activeMenu ?? null,
      internalOrExternal: m.meta.internalOrExternal,
      url: m.meta.url ?? null,
      target: m.meta.target ?? null,
    },
    action: null,
    permType: '1',
    status: '1',
    systemWide: false,
  };
}

/** Checks the body against the other rows of the tenant (parent, cycles, unique name/action/path). */
async function checkAgainstTree(tx: Tx, tenantId: number, body: PermissionBody, selfId: string | null) {
  const rows = await tx
    .select({
      id: permissions.id,
      parentId: permissions.parentId,
      kind: permissions.kind,
      name: permissions.name,
      path: permissions.path,
      action: permissions.action,
    })
    .from(permissions)
    .where(eq(permissions.tenantId, tenantId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const others = rows.filter((r) => r.id !== selfId);
  const parentId = body.parentId ?? null;
  if (parentId) {
    const parent = byId.get(parentId);
    if (!parent) throw badRequest('上级菜单不存在');
    if (parent.kind === 2) throw badRequest('按钮不能作为上级菜单');
    if (selfId) {
      for (let p: typeof parent | undefined = parent; p; p = p.parentId ? byId.get(p.parentId) : undefined)
        if (p.id === selfId) throw badRequest('上级菜单不能是自身或其下级');
    }
  }
  if (body.kind === 2) {
    if (others.some((r) => r.action === body.action)) throw conflict('授权标识已存在');
  } else {
    if (others.some((r) => r.name === body.name)) throw conflict('路由名称已存在');
    if (others.some((r) => r.kind !== 2 && r.path === body.path)) throw conflict('路由路径已存在');
  }
}

/** Postgres unique violation (a concurrent insert won the race the check above lost). */
function uniqueMessage(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code !== '23505' && e?.cause?.code !== '23505') return null;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  return constraint.includes('action') ? '授权标识已存在' : '路由名称已存在';
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = uniqueMessage(error);
    if (message) throw conflict(message);
    throw error;
  }
}

export async function addPermission(
  tx: Tx,
  tenantId: number,
  body: PermissionBody,
  actorId: string,
): Promise<PermissionRecord> {
  await checkAgainstTree(tx, tenantId, body, null);
  const [row] = await guardUnique(() =>
    tx
      .insert(permissions)
      .values({ ...columnsOf(body), tenantId, createdBy: actorId, updatedBy: actorId })
      .returning(),
  );
  await invalidatePermissionCache(tx, tenantId);
  return toRecord(row!);
}

export async function editPermission(
  tx: Tx,
  tenantId: number,
  id: string,
  version: number,
  body: PermissionBody,
  actorId: string,
): Promise<PermissionRecord> {
  const [current] = await tx
    .select({ kind: permissions.kind, seedKey: permissions.seedKey, action: permissions.action })
    .from(permissions)
    .where(and(eq(permissions.tenantId, tenantId), eq(permissions.id, id)));
  if (!current) throw notFound();
  if ((current.kind === 2) !== (body.kind === 2)) throw badRequest('菜单和按钮之间不能互相转换');
  if (current.action && PROTECTED_ACTIONS.has(current.action as never) && body.kind === 2) {
    if (body.action !== current.action) throw badRequest('菜单管理的授权标识不能修改');
  }
  await checkAgainstTree(tx, tenantId, body, id);
  const row = await guardUnique(() =>
    updateVersioned(tx, permissions, id, version, columnsOf(body) as never, actorId),
  );
  await invalidatePermissionCache(tx, tenantId);
  return toRecord(row);
}

/** Deletes a node (and, with `cascade`, its whole subtree). Returns the number of rows deleted. */
export async function deletePermission(
  tx: Tx,
  tenantId: number,
  id: string,
  cascade: boolean,
): Promise<number> {
  const rows = await tx
    .select({
      id: permissions.id,
      parentId: permissions.parentId,
      seedKey: permissions.seedKey,
      action: permissions.action,
    })
    .from(permissions)
    .where(eq(permissions.tenantId, tenantId));
  const target = rows.find((r) => r.id === id);
  if (!target) throw notFound();
  const childrenOf = new Map<string, string[]>();
  for (const r of rows)
    if (r.parentId) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r.id]);
  const subtree: string[] = [];
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    subtree.push(next);
    stack.push(...(childrenOf.get(next) ?? []));
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (
    subtree.some((x) => {
      const r = byId.get(x)!;
      return (
        (r.seedKey && PROTECTED_SEED_KEYS.has(r.seedKey)) ||
        (r.action && PROTECTED_ACTIONS.has(r.action as never))
      );
    })
  )
    throw badRequest('不能删除菜单管理页面及其按钮，否则将无法再管理菜单');
  if (subtree.length > 1 && !cascade)
    throw badRequest(`该节点下有 ${subtree.length - 1} 个子菜单或按钮，请先删除它们，或确认级联删除`);
  // One statement: the audit trigger still writes one entry per deleted row.
  await tx
    .delete(permissions)
    .where(and(eq(permissions.tenantId, tenantId), inArray(permissions.id, subtree)));
  await invalidatePermissionCache(tx, tenantId);
  return subtree.length;
}
