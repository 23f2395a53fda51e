import '../shared/testing/browserStubs';
import type { MenuRoute, UserInfoResult } from '@cb/domain';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../shared/stores/session';
import { attachMenuRoutes, routerOptions, routes } from './router';

// The router is under test, not the application pages: a stand-in keeps the detail page's own
// calls out of these journeys.
vi.mock('../features/applications/ApplicationDetailPage', () => ({
  default: () => <p>申请详情页</p>,
}));
vi.mock('../features/statistics/IncomeReportPage', () => ({
  default: () => <p>收入统计页</p>,
}));

function envelope(status: number, result: unknown, message = '') {
  return new Response(
    JSON.stringify({ success: status === 200, message, code: status, result, timestamp: 0 }),
    {
      status,
    },
  );
}

const leaf = (path: string, component: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  id: path,
  path,
  name: path.replace(/\W/g, ''),
  component,
  route: '1',
  meta: { title: `页面${path}` },
  ...extra,
});

const MENU: MenuRoute[] = [
  {
    ...leaf('/workbench', 'layouts/RouteView', { redirect: '/index' }),
    meta: { title: '工作台' },
    children: [
      leaf('/index', 'dashboard/Home', { meta: { title: '首页', affix: true } }),
      leaf('/xmsl/search', 'xmsl/SearchList', { meta: { title: '申请查询' } }),
      leaf('/tjfx/income', 'tjfx/IncomeReport', { meta: { title: '收入统计' } }),
      leaf('/xmsl/detail/:applyId/:operable', 'xmsl/ApplyDetail', { hidden: true }),
      leaf('/evil', 'not/Registered'),
    ],
  },
];

function userInfo(
  role: string[],
  auth = [{ type: '1', action: 'xmsl:search:detail', status: '1' }],
): UserInfoResult {
  return {
    role,
    userPermission: {
      menu: MENU,
      auth,
      allAuth: [],
    },
    erpPortalSetting: {
      isEnableI18n: 0,
      systemName: '认证机构业务管理系统',
    } as UserInfoResult['erpPortalSetting'],
    isParentCompanyUser: false,
    userInfo: {
      id: 'u1',
      username: 'admin',
      realname: '管理员',
      avatar: null,
      phone: null,
      email: null,
      tenantId: 1,
    },
  };
}

/** Pages under the shell load antd and i18next, which takes a while in jsdom. */
const SLOW = { timeout: 20_000 };

function open(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  attachMenuRoutes(router);
  render(<RouterProvider router={router} />);
  const where = () => router.state.location.pathname + router.state.location.search;
  return { router, where };
}

describe('navigation guard in the router', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    sessionStore.setState({ token: null, userInfo: null, roles: null });
    fetchMock = vi.fn<typeof fetch>(async () => envelope(200, null));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor of a private page to /login with the way back', async () => {
    const { where } = open('/xmsl/detail/1/1?tab=2');
    await waitFor(() =>
      expect(where()).toBe(`/login?redirect=${encodeURIComponent('/xmsl/detail/1/1?tab=2')}`),
    );
  });

  it('sends / to /login', async () => {
    const { where } = open('/');
    await waitFor(() => expect(where()).toBe('/login'));
  });

  it('lets anyone open /404', async () => {
    const { where, router } = open('/404');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(where()).toBe('/404');
  });

  it('loads the user info once signed in, then sends /login on to /index', async () => {
    sessionStore.setState({ token: 'tok' });
    fetchMock.mockResolvedValueOnce(envelope(200, userInfo(['admin'])));
    const { where } = open('/login');
    await waitFor(() => expect(where()).toBe('/index'), SLOW);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/sys\/user\/getUserInfoNew\?_t=\d+$/);
    expect(sessionStore.getState().roles).toEqual(['admin']);
    expect(JSON.parse(sessionStorage.getItem('pro__LOGIN_USER_BUTTON_AUTH')!).value).toHaveLength(1);
  });

  it('sends cert_admin to /reviewTool', async () => {
    sessionStore.setState({ token: 'tok' });
    fetchMock.mockResolvedValueOnce(envelope(200, userInfo(['cert_admin'])));
    const { where } = open('/index');
    await waitFor(() => expect(where()).toBe('/reviewTool'), SLOW);
  });

  it('lets cert_admin into the workbench from /reviewTool, also after a reload there', async () => {
    sessionStore.setState({ token: 'tok-certadmin' });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('getUserInfoNew') ? envelope(200, userInfo(['cert_admin'])) : envelope(200, null),
    );
    const first = open('/index');
    await waitFor(() => expect(first.where()).toBe('/reviewTool'), SLOW);
    cleanup();
    first.router.dispose();
    // A reload on the scope tool: a fresh page session whose roles are not loaded yet.
    sessionStore.setState({ roles: null });
    const { where } = open('/reviewTool');
    const enter = await screen.findByRole('button', { name: /进入工作台/ }, SLOW);
    enter.click();
    await waitFor(() => expect(where()).toBe('/index'), SLOW);
  });

  it('logs out and goes to /login when the user info cannot be loaded', async () => {
    sessionStore.setState({ token: 'tok' });
    fetchMock.mockResolvedValueOnce(envelope(401, null, 'Token失效，请重新登录'));
    const { where } = open('/index');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Findex'));
    expect(sessionStore.getState().token).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/sys/logout')).toBe(true);
  });

  it('builds routes from the server menu: a registered key opens its page', async () => {
    sessionStore.setState({ token: 'tok' });
    fetchMock.mockResolvedValueOnce(envelope(200, userInfo(['admin'])));
    const { where } = open('/tjfx/income?x=1');
    await waitFor(() => expect(screen.getByText('收入统计页')).toBeTruthy(), SLOW);
    expect(where()).toBe('/tjfx/income?x=1');
  });

  it('renders the 404 page for a menu key that is not on the allowlist', async () => {
    sessionStore.setState({ token: 'tok' });
    fetchMock.mockResolvedValueOnce(envelope(200, userInfo(['admin'])));
    const { where } = open('/evil');
    await waitFor(() => expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeTruthy(), SLOW);
    expect(where()).toBe('/evil');
  });

  it('opens /xmsl/detail only with xmsl:search:audit or xmsl:search:detail', async () => {
    sessionStore.setState({ token: 'tok' });
    fetchMock.mockResolvedValueOnce(envelope(200, userInfo(['admin'], [])));
    const denied = open('/xmsl/detail/1/1');
    await waitFor(() => expect(denied.where()).toBe('/404'), SLOW);
  });

  it('lets a holder of xmsl:search:audit open /xmsl/detail', async () => {
    sessionStore.setState({ token: 'tok' });
    fetchMock.mockResolvedValueOnce(
      envelope(200, userInfo(['admin'], [{ type: '1', action: 'xmsl:search:audit', status: '1' }])),
    );
    const allowed = open('/xmsl/detail/1/1');
    await waitFor(() => expect(screen.getByText('申请详情页')).toBeTruthy(), SLOW);
    expect(allowed.where()).toBe('/xmsl/detail/1/1');
  });

  it('sends unknown paths to /404 once signed in', async () => {
    sessionStore.setState({ token: 'tok', roles: ['admin'] });
    const { where } = open('/no/such/page');
    await waitFor(() => expect(where()).toBe('/404'));
  });
});
