import type { MenuRoute } from '@cb/domain';
import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { PageLoading } from '../shared/components/PageLoading';
import { RouteError } from '../shared/components/RouteError';
import { hasPermission } from '../shared/permissions/permissions';
import { sessionStore } from '../shared/stores/session';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, REVIEW_TOOL_PATH } from './guard';
import { type MenuRouteHandle, planMenuRoutes, toRouteObjects } from './menuRoutes';
import { bindMenuRouteInstaller, guardNavigation } from './navigation';
import { tabStore } from './tabs/tabStore';
import { trackVisits } from './tabs/visitTracker';

// Fixed redirects (/ and unknown paths). They render only after the guard has let the URL through.
function ToLogin() {
  return <Navigate to={LOGIN_PATH} replace />;
}

function ToNotFound() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}

const redirectTo = (to: string) =>
  function GroupRedirect() {
    return <Navigate to={to} replace />;
  };

/** The home page is always routed (SPEC.md §9: the default page after login), menu or not. */
const HOME_HANDLE: MenuRouteHandle = {
  name: 'index',
  path: HOME_PATH,
  title: '首页',
  titleEn: 'Home',
  component: 'dashboard/Home',
  area: 'dashboard',
  hidden: false,
  meta: { title: '首页', affix: true, keepAlive: true },
};

const SHELL_ROUTE_ID = 'shell';
const STATIC_SHELL_PATHS = new Set([HOME_PATH]);

/**
 * The route table. The guard is the root route's middleware: it runs before every navigation and
 * before any loader, and its redirect ends the navigation. Every page is its own lazily loaded
 * chunk. The signed-in pages sit under the shell layout; the guard adds the routes of the user's
 * server menu there once the user info has loaded (`installMenuRoutes`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    middleware: [({ request }) => guardNavigation(new URL(request.url))],
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: ToLogin },
      {
        path: LOGIN_PATH,
        lazy: () => import('../pages-public/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
      },
      {
        id: SHELL_ROUTE_ID,
        // i18next loads only when English is chosen (shared/i18n setLocale); Chinese is bundled.
        lazy: () => import('./shell/ShellLayout').then((m) => ({ Component: m.ShellLayout })),
        children: [
          {
            id: 'menu:index',
            path: HOME_PATH,
            handle: HOME_HANDLE,
            lazy: () => import('../features/dashboard/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            // Public (the guard lets it through); inside the shell so that kept-alive tabs survive.
            path: '/redirect/*',
            lazy: () => import('./shell/RedirectPage').then((m) => ({ Component: m.RedirectPage })),
          },
        ],
      },
      {
        path: REVIEW_TOOL_PATH,
        lazy: () =>
          import('../pages-public/review-tool/ReviewToolPage').then((m) => ({ Component: m.ReviewToolPage })),
      },
      {
        path: '/imageViewer',
        lazy: () =>
          import('../pages-public/image-viewer/ImageViewerPage').then((m) => ({
            Component: m.ImageViewerPage,
          })),
      },
      {
        path: '/cert/search',
        lazy: () =>
          import('../pages-public/cert-search/CertSearchPage').then((m) => ({ Component: m.CertSearchPage })),
      },
      // Public notice pages: only notices published as public are ever returned by the API.
      { path: '/notice/detail/:id/:stepType', lazy: publicNoticePage },
      { path: '/xxtz/wechat/detail', lazy: publicNoticePage },
      {
        path: NOT_FOUND_PATH,
        lazy: () =>
          import('../pages-public/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
      { path: '*', Component: ToNotFound },
    ],
  },
];

function publicNoticePage() {
  return import('../features/notices/public/PublicNoticePage').then((m) => ({ Component: m.default }));
}

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

export const routerOptions = { future: { v8_middleware: true } } as const;

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets the guard add the menu's routes to `router` (call once per router). */
export function attachMenuRoutes(router: Pick<AppRouter, 'patchRoutes'>): void {
  bindMenuRouteInstaller((menu) => router.patchRoutes(SHELL_ROUTE_ID, menuRouteObjects(menu)));
}

export function createAppRouter() {
  const router = createBrowserRouter(routes, routerOptions);
  attachMenuRoutes(router);
  trackVisits(router, tabStore);
  return router;
}
