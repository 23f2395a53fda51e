import type { MenuRoute } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { planMenuRoutes } from './menuRoutes';

const leaf = (path: string, component: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  id: path,
  path,
  name: path.replace(/\W/g, ''),
  component,
  route: '1',
  meta: { title: `t${path}` },
  ...extra,
});

describe('routes from the server menu', () => {
  const menu: MenuRoute[] = [
    {
      ...leaf('/workbench', 'layouts/RouteView', { redirect: '/index' }),
      children: [
        leaf('/index', 'dashboard/Home'),
        leaf('/xmsl/search', 'xmsl/SearchList'),
        leaf('/xmsl/detail/:applyId/:operable', 'xmsl/ApplyDetail', { hidden: true }),
        leaf('/evil', '../../secret'),
        leaf('/xxsb/checkin', 'layouts/IframeView', { route: '0' }),
        {
          ...leaf('/htps/bgsp', 'layouts/RouteView', { redirect: '/htps/bgsp/await' }),
          children: [leaf('/htps/bgsp/await', 'htps/BgspAwaitList')],
        },
      ],
    },
  ];
  const plan = planMenuRoutes(menu, new Set(['/index']));

  it('routes each page once, skipping reserved paths and non-routed links', () => {
    expect(plan.pages.map((p) => p.path)).toEqual([
      '/xmsl/search',
      '/xmsl/detail/:applyId/:operable',
      '/evil',
      '/htps/bgsp/await',
    ]);
  });

  it('sends an unknown component key to the 404 page, never an import', () => {
    expect(plan.pages.find((p) => p.path === '/evil')!.page).toBeNull();
  });

  it('turns group redirects into redirect routes', () => {
    expect(plan.redirects).toEqual([
      { path: '/workbench', to: '/index' },
      { path: '/htps/bgsp', to: '/htps/bgsp/await' },
    ]);
  });

  it('marks /xmsl/detail with its route-level permission (the only one)', () => {
    const withPermission = plan.pages.filter((p) => p.handle.anyOf);
    expect(withPermission.map((p) => [p.path, p.handle.anyOf])).toEqual([
      ['/xmsl/detail/:applyId/:operable', ['xmsl:search:audit', 'xmsl:search:detail']],
    ]);
  });

  it('carries the area and titles for tabs and the 建设中 page', () => {
    const search = plan.pages[0]!.handle;
    expect(search).toMatchObject({ name: 'xmslsearch', title: 't/xmsl/search', area: 'xmsl', hidden: false });
  });
});
