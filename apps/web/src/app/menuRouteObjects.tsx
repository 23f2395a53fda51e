/**
 * Router objects for a user's menu, loaded with the first signed-in navigation (router.tsx): this
 * module pulls in the page registry, which the public pages never need.
 */
import type { MenuRoute } from '@cb/domain';
import { Navigate, type RouteObject, redirect } from 'react-router';
import { hasPermission } from '../shared/permissions/permissions';
import { sessionStore } from '../shared/stores/session';
import { HOME_PATH, NOT_FOUND_PATH } from './guard';
import { planMenuRoutes, toRouteObjects } from './menuRoutes';

/** Paths the router defines itself (the home page is always routed). */
export const STATIC_SHELL_PATHS = new Set([HOME_PATH]);

const redirectTo = (to: string) =>
  function GroupRedirect() {
    return <Navigate to={to} replace />;
  };

/** Router objects for a user's menu (exported for tests). */
export function menuRouteObjects(menu: readonly MenuRoute[]): RouteObject[] {
  return toRouteObjects(planMenuRoutes(menu, STATIC_SHELL_PATHS), {
    notFound: () =>
      import('../pages-public/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
    redirect: redirectTo,
    // SPEC.md §6: the only route-level permission (/xmsl/detail); without it the page does not exist.
    requirePermission: (anyOf) => () => {
      const { permissions } = sessionStore.getState();
      if (!anyOf.some((action) => hasPermission(action, permissions))) throw redirect(NOT_FOUND_PATH);
    },
  });
}
