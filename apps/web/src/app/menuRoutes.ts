import type { MenuRoute, MenuRouteMeta, Permission } from '@cb/domain';
import type { RouteObject } from 'react-router';
import { type AreaKey, type PageEntry, ROUTE_PERMISSIONS, ROUTE_VIEW, resolvePage } from './pageRegistry';

/** What a menu-built route carries for the shell (tab title, menu highlight, keep-alive). */
export interface MenuRouteHandle {
  name: string;
  /** The route's path pattern (e.g. '/xmsl/detail/:applyId/:operable'). */
  path: string;
  title: string;
  titleEn?: string;
  /** The component key the server sent. */
  component: string;
  area: AreaKey | null;
  hidden: boolean;
  meta: MenuRouteMeta & { titleEn?: string };
  /** Route-level permission: any one of these actions opens the page. */
  anyOf?: readonly Permission[];
}

/** A page route before it is turned into a router object (testable without a router). */
export interface PageRouteSpec {
  path: string;
  handle: MenuRouteHandle;
  /** null = the key is not on the allowlist: the 404 page renders. */
  page: PageEntry | null;
}

export interface RedirectSpec {
  path: string;
  to: string;
}

/**
 * Flattens the server menu into page routes and group redirects (SPEC.md §2 "Routes are built
 * dynamically from the menu"). Entries with route "0" (links) and groups are not pages; a group's
 * `redirect` becomes a redirect route. Paths in `reserved` (the static routes) are skipped.
 */
export function planMenuRoutes(
  menu: readonly MenuRoute[],
  reserved: ReadonlySet<string>,
): { pages: PageRouteSpec[]; redirects: RedirectSpec[] } {
  const pages: PageRouteSpec[] = [];
  const redirects: RedirectSpec[] = [];
  const seen = new Set<string>(reserved);
  const walk = (routes: readonly MenuRoute[]) => {
    for (const r of routes) {
      const path = r.path;
      const usable = path?.startsWith('/') && !seen.has(path);
      if (r.component === ROUTE_VIEW) {
        if (usable && r.redirect?.startsWith('/')) {
          seen.add(path);
          redirects.push({ path, to: r.redirect });
        }
      } else if (usable && r.route !== '0') {
        seen.add(path);
        const meta = r.meta as MenuRouteHandle['meta'];
        const page = resolvePage(r.component);
        const anyOf = ROUTE_PERMISSIONS.find((p) => p.path === path)?.anyOf;
        pages.push({
          path,
          page,
          handle: {
            name: r.name || path,
            path,
            title: meta?.title ?? r.name,
            titleEn: meta?.titleEn,
            component: r.component,
            area: page?.area ?? null,
            hidden: Boolean(r.hidden),
            meta: meta ?? { title: r.name },
            ...(anyOf ? { anyOf } : {}),
          },
        });
      }
      if (r.children) walk(r.children);
    }
  };
  walk(menu);
  return { pages, redirects };
}

export interface RouteFactories {
  /** The 404 page, for keys not on the allowlist. */
  notFound: () => Promise<PageModule404>;
  /** Renders a redirect to `to`. */
  redirect: (to: string) => RouteObject['Component'];
  /** Middleware of a route with a route-level permission. */
  requirePermission: (anyOf: readonly Permission[]) => NonNullable<RouteObject['middleware']>[number];
}
type PageModule404 = { default: NonNullable<RouteObject['Component']> };

/** Router objects for the planned routes. */
export function toRouteObjects(
  plan: ReturnType<typeof planMenuRoutes>,
  factories: RouteFactories,
): RouteObject[] {
  return [
    ...plan.pages.map(
      (p): RouteObject => ({
        id: `menu:${p.handle.name}`,
        path: p.path,
        handle: p.handle,
        ...(p.handle.anyOf ? { middleware: [factories.requirePermission(p.handle.anyOf)] } : {}),
        lazy: async () => {
          const module = await (p.page ? p.page.load() : factories.notFound());
          return { Component: module.default };
        },
      }),
    ),
    ...plan.redirects.map(
      (r): RouteObject => ({
        id: `menu-redirect:${r.path}`,
        path: r.path,
        Component: factories.redirect(r.to),
      }),
    ),
  ];
}
