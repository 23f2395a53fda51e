/**
 * Whether the signed-in user can open a page of the app: its path is one of the routes their
 * server menu gives them (the router is built from that menu, so any other path is the 404 page).
 * A link to the records behind a figure (统计's drill-down) is shown as a link only when it can be
 * opened; otherwise the figure is plain text.
 */
import type { MenuRoute } from '@cb/domain';
import { useCallback, useMemo } from 'react';
import { matchPath } from 'react-router';
import { useSession } from '../stores/session';

/** The routed paths (patterns such as '/xmsl/detail/:applyId/:operable') of a menu tree. */
export function menuPaths(menu: readonly MenuRoute[]): string[] {
  const out: string[] = [];
  const walk = (routes: readonly MenuRoute[]) => {
    for (const r of routes) {
      if (r.route !== '0' && r.path.startsWith('/')) out.push(r.path);
      if (r.children) walk(r.children);
    }
  };
  walk(menu);
  return out;
}

/** Whether `href` (a path with an optional query) matches one of `paths`. */
export function pathIsOpenable(paths: readonly string[], href: string): boolean {
  const pathname = href.split(/[?#]/)[0] ?? '';
  return paths.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** `(href) => boolean` for the signed-in user's menu. */
export function useCanOpen(): (href: string) => boolean {
  const menu = useSession((s) => s.menu);
  const paths = useMemo(() => menuPaths(menu), [menu]);
  return useCallback((href: string) => pathIsOpenable(paths, href), [paths]);
}
