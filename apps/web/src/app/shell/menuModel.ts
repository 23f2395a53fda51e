import type { MenuRoute, PermissionEntry } from '@cb/domain';
import { hasMenuPermission, menuPaths } from '../../shared/permissions/permissions';

/**
 * The side menu's model (SPEC.md §2 "Layout", §6): hidden entries dropped, a parent whose children
 * are all hidden treated as hidden, roots as the left column, the selected root's children as the
 * sub-menu.
 */
export function visibleMenu(menu: readonly MenuRoute[]): MenuRoute[] {
  const out: MenuRoute[] = [];
  for (const r of menu) {
    if (r.hidden) continue;
    if (r.children?.length) {
      const children = visibleMenu(r.children);
      if (children.length === 0) continue;
      out.push({ ...r, children });
    } else if (r.component === 'layouts/RouteView' && !r.alwaysShow) {
      // A group without children has nothing to show.
    } else {
      out.push(r);
    }
  }
  return out;
}

/** The root (of the visible menu) whose subtree holds `path`, or null. */
export function rootOf(roots: readonly MenuRoute[], path: string): MenuRoute | null {
  const holds = (r: MenuRoute): boolean => r.path === path || (r.children ?? []).some(holds);
  return roots.find(holds) ?? null;
}

/** Paths from the root down to (not including) `path`: the sub-menus to open. */
export function openKeysFor(roots: readonly MenuRoute[], path: string): string[] {
  const trail: string[] = [];
  const find = (routes: readonly MenuRoute[]): boolean => {
    for (const r of routes) {
      if (r.path === path) return true;
      trail.push(r.path);
      if (find(r.children ?? [])) return true;
      trail.pop();
    }
    return false;
  };
  return find(roots) ? trail : [];
}

/**
 * Which menu entry to highlight for the current route: its `activeMenu`, or its own path; a hidden
 * route without `activeMenu` keeps the previous highlight (null).
 */
export function activeMenuPath(route: {
  path: string;
  hidden: boolean;
  activeMenu?: string | null;
}): string | null {
  if (route.activeMenu) return route.activeMenu;
  return route.hidden ? null : route.path;
}

/** A menu entry that opens an external address instead of a route. */
export function isExternalLink(r: MenuRoute): boolean {
  return Boolean(r.meta?.internalOrExternal && r.meta.url);
}

/** Only http(s) and site paths are ever put into a link (a menu could hold anything). */
export function safeLinkUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

/**
 * The 后台管理 address for this user, or null when the link is not for them: an in-app page only
 * when their menu holds it (else it would open a 404), an external console only for holders of a
 * system-admin (`sys:`) permission.
 */
export function adminLinkUrl(
  url: string | null | undefined,
  menu: readonly MenuRoute[],
  auth: readonly PermissionEntry[],
): string | null {
  const safe = safeLinkUrl(url);
  if (!safe) return null;
  if (safe.startsWith('/')) return hasMenuPermission(safe.split(/[?#]/)[0]!, menuPaths(menu)) ? safe : null;
  return auth.some((e) => String(e.type) !== '2' && e.action.startsWith('sys:')) ? safe : null;
}
