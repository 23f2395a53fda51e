/**
 * Builds the server menu (SPEC.md §3 "Menu route") from permission rows: the menus a user's roles
 * grant, with their ancestors, sorted, each carrying the button entries the user holds on it. A
 * parent (or group) left without a visible child is marked hidden.
 */
import type { MenuRoute, PermissionEntry } from '@cb/domain';

const ROUTE_VIEW = 'layouts/RouteView';

export interface MenuRow {
  id: string;
  parentId: string | null;
  kind: number;
  path: string | null;
  name: string | null;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  route: string;
  meta: unknown;
  props: unknown;
  action: string | null;
  permType: string;
  status: string;
  sortNo: number;
}

/**
 * @param rows every menu and button row of the tenant
 * @param granted ids of the rows the user's roles grant
 */
export function buildMenuTree(rows: readonly MenuRow[], granted: ReadonlySet<string>): MenuRoute[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const visible = new Set<string>();
  for (const id of granted) {
    const row = byId.get(id);
    if (!row || row.kind === 2) continue;
    // A granted menu brings its ancestors, so the tree stays connected.
    for (
      let r: MenuRow | undefined = row;
      r && !visible.has(r.id);
      r = r.parentId ? byId.get(r.parentId) : undefined
    )
      visible.add(r.id);
  }
  const buttonsOf = new Map<string, PermissionEntry[]>();
  for (const r of rows) {
    if (r.kind !== 2 || !r.parentId || !r.action || !granted.has(r.id)) continue;
    const list = buttonsOf.get(r.parentId) ?? [];
    list.push({
      type: r.permType,
      action: r.action,
      status: r.status,
      describe: (r.meta as { title?: string })?.title ?? '',
    });
    buttonsOf.set(r.parentId, list);
  }
  const childrenOf = new Map<string | null, MenuRow[]>();
  for (const r of rows) {
    if (!visible.has(r.id)) continue;
    const key = r.parentId && visible.has(r.parentId) ? r.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), r]);
  }
  const toRoute = (r: MenuRow, parentPaths: string[]): MenuRoute => {
    const meta = (r.meta ?? {}) as MenuRoute['meta'];
    const children = (childrenOf.get(r.id) ?? [])
      .sort(bySort)
      .map((c) => toRoute(c, [...parentPaths, r.path ?? '']));
    const component = r.component ?? ROUTE_VIEW;
    // SPEC.md §6: a parent with no visible children is hidden (its hidden children stay routable).
    const isParent = children.length > 0 || component === ROUTE_VIEW;
    const route: MenuRoute = {
      id: r.id,
      path: r.path ?? '',
      name: r.name ?? r.id,
      component,
      route: r.route === '0' ? '0' : '1',
      hidden: r.hidden || (isParent && !children.some((c) => !c.hidden)),
      alwaysShow: r.alwaysShow,
      redirect: r.redirect,
      props: (r.props as Record<string, unknown> | null) ?? null,
      meta: { ...meta, parentPaths, permissionList: buttonsOf.get(r.id) ?? [] },
    };
    if (children.length) route.children = children;
    return route;
  };
  return (childrenOf.get(null) ?? []).sort(bySort).map((r) => toRoute(r, []));
}

const bySort = (a: MenuRow, b: MenuRow) => a.sortNo - b.sortNo || (a.path ?? '').localeCompare(b.path ?? '');
