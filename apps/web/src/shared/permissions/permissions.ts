import type { MenuRoute, Permission, PermissionEntry } from '@cb/domain';

/** The two button-permission lists of SPEC.md §6 (both mirrored in session storage). */
export interface PermissionLists {
  /** The user's own actions. */
  auth: readonly PermissionEntry[];
  /** The system-wide list; an entry with status '0' is shown to everyone. */
  allAuth: readonly PermissionEntry[];
}

/** Entries of type '2' are ignored by both checks (SPEC.md §6). */
const counted = (entries: readonly PermissionEntry[]) => entries.filter((e) => String(e.type) !== '2');

function openToEveryone(action: Permission, lists: PermissionLists): boolean {
  return counted(lists.allAuth).some((e) => e.action === action && String(e.status) === '0');
}

function heldByUser(action: Permission, lists: PermissionLists): boolean {
  return counted(lists.auth).some((e) => e.action === action);
}

/**
 * The has-permission rule: shown when the user holds `action`, or when the system-wide list holds
 * it with status '0' (then everyone sees it). `action` is a code of the `Permission` union, so a
 * mistyped code does not compile.
 */
export function hasPermission(action: Permission, lists: PermissionLists): boolean {
  return openToEveryone(action, lists) || heldByUser(action, lists);
}

/**
 * The has-no-permission rule, its reverse: removed when the system-wide list holds `action` with
 * status '0', or the user holds it.
 */
export function hasNoPermission(action: Permission, lists: PermissionLists): boolean {
  return !hasPermission(action, lists);
}

/** Every path in a menu tree (hidden routes included: they are loaded routes too). */
export function menuPaths(menu: readonly MenuRoute[]): string[] {
  const out: string[] = [];
  const walk = (routes: readonly MenuRoute[]) => {
    for (const r of routes) {
      if (r.path) out.push(r.path);
      if (r.children) walk(r.children);
    }
  };
  walk(menu);
  return out;
}

/**
 * Menu permission by path prefix among the loaded routes (SPEC.md §6): the user holds menu `path`
 * when a route of their menu is that path or lies under it (e.g. '/xxtz/list' gates the messages tab).
 */
export function hasMenuPermission(path: string, paths: readonly string[]): boolean {
  const base = path.replace(/\/+$/, '');
  return paths.some((p) => p === base || p.startsWith(`${base}/`));
}
