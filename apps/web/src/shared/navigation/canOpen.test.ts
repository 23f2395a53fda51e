import type { MenuRoute } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { menuPaths, pathIsOpenable } from './canOpen';

const route = (path: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  id: path,
  path,
  name: path,
  component: 'x',
  route: '1',
  meta: { title: path },
  ...extra,
});

describe('canOpen', () => {
  const menu: MenuRoute[] = [
    route('/cwgl', {
      component: 'layouts/RouteView',
      children: [route('/cwgl/receivable'), route('/cwgl/link', { route: '0' })],
    }),
    route('/xmsl/detail/:applyId/:operable', { hidden: true }),
  ];

  it('lists the routed paths of the tree, not the links', () => {
    expect(menuPaths(menu)).toEqual(['/cwgl', '/cwgl/receivable', '/xmsl/detail/:applyId/:operable']);
  });

  it('matches a link with its query string against the paths and their parameters', () => {
    const paths = menuPaths(menu);
    expect(pathIsOpenable(paths, '/cwgl/receivable?auditType=2&dueTo=2026-10-31')).toBe(true);
    expect(pathIsOpenable(paths, '/xmsl/detail/abc/0')).toBe(true);
    expect(pathIsOpenable(paths, '/rlzy/auditor?level=1')).toBe(false);
    expect(pathIsOpenable(paths, '/cwgl/link')).toBe(false);
    expect(pathIsOpenable(paths, '/cwgl/receivable/extra')).toBe(false);
  });
});
