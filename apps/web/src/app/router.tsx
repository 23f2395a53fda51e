import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../shared/components/PageLoading';
import { RouteError } from '../shared/components/RouteError';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, REVIEW_TOOL_PATH } from './guard';
import type { MenuRouteHandle } from './menuRoutes';
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
      { path: '/cert/search', lazy: certSearchPage },
      // /external/search is the public query itself; its results link to each certificate's page.
      { path: '/external/search', lazy: certSearchPage },
      { path: '/external/certificateList', lazy: externalPage('CertificateListPage') },
      // The QR code's target: the certificate's id, or its number from the public query.
      { path: '/external/certificateDetail/:id', lazy: externalPage('CertificateDetailPage') },
      // The public checks (issue 19); /fileArchiveCheck/check needs a token (the guard sends to /login).
      { path: '/trainCertificate/check', lazy: checkPage('TrainCertificateCheckPage') },
      { path: '/hipji/detail', lazy: checkPage('HistoricalProjectsPage') },
      { path: '/xmsl/file', lazy: checkPage('ApplicationMaterialsPage') },
      { path: '/fileArchiveCheck/check', lazy: checkPage('FileArchiveCheckPage') },
      // Public notice pages: only notices published as public are ever returned by the API.
      { path: '/notice/detail/:id/:stepType', lazy: publicNoticePage },
      { path: '/xxtz/wechat/detail', lazy: publicNoticePage },
      // 应急反馈: the affected enterprise's own link (its token is the key; no sign-in).
      {
        path: '/emergency/:id',
        lazy: themed(() => import('../features/emergencies/public/EmergencyResponsePage')),
      },
      // Self-registration and the signed-out password reset (SPEC.md §2: allowed without a token).
      { path: '/user/register', lazy: selfService('RegisterPage') },
      { path: '/user/register-result', lazy: selfService('RegisterResultPage') },
      { path: '/user/alteration', lazy: selfService('AlterationPage') },
      {
        path: NOT_FOUND_PATH,
        lazy: () =>
          import('../pages-public/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
      { path: '*', Component: ToNotFound },
    ],
  },
];

function selfService(name: 'RegisterPage' | 'RegisterResultPage' | 'AlterationPage') {
  const load = {
    RegisterPage: () => import('../features/client-registrations/public/RegisterPage'),
    RegisterResultPage: () => import('../features/client-registrations/public/RegisterResultPage'),
    AlterationPage: () => import('../features/client-registrations/public/AlterationPage'),
  }[name];
  return themed(load);
}

/**
 * A public page built from antd components, in the shell's accessible theme (PublicTheme, loaded
 * with the page: antd stays out of the entry chunk that /login loads).
 */
function themed(load: () => Promise<{ default: ComponentType }>) {
  return () =>
    Promise.all([load(), import('./PublicTheme')]).then(([{ default: Page }, { PublicTheme }]) => ({
      Component: () => (
        <PublicTheme>
          <Page />
        </PublicTheme>
      ),
    }));
}

function certSearchPage() {
  return import('../pages-public/cert-search/CertSearchPage').then((m) => ({ Component: m.CertSearchPage }));
}

function externalPage(name: 'CertificateDetailPage' | 'CertificateListPage') {
  return () => import('../pages-public/external/pages').then((m) => ({ Component: m[name] }));
}

function checkPage(
  name:
    | 'ApplicationMaterialsPage'
    | 'FileArchiveCheckPage'
    | 'HistoricalProjectsPage'
    | 'TrainCertificateCheckPage',
) {
  return () => import('../pages-public/checks/pages').then((m) => ({ Component: m[name] }));
}

function publicNoticePage() {
  return import('../features/notices/public/PublicNoticePage').then((m) => ({ Component: m.default }));
}

export const routerOptions = { future: { v8_middleware: true } } as const;

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets the guard add the menu's routes to `router` (call once per router). */
export function attachMenuRoutes(router: Pick<AppRouter, 'patchRoutes'>): void {
  // The page registry (every page's lazy import) loads with the first signed-in navigation, not with
  // the public pages (/login, /cert/search) that never need it.
  bindMenuRouteInstaller(async (menu) => {
    const { menuRouteObjects } = await import('./menuRouteObjects');
    router.patchRoutes(SHELL_ROUTE_ID, menuRouteObjects(menu));
  });
}

export function createAppRouter() {
  const router = createBrowserRouter(routes, routerOptions);
  attachMenuRoutes(router);
  trackVisits(router, tabStore);
  return router;
}
