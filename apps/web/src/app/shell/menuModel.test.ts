import type { MenuRoute } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { activeMenuPath, openKeysFor, rootOf, safeLinkUrl, visibleMenu } from './menuModel';

const node = (path: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  id: path,
  path,
  name: path,
  component: 'x/Page',
  route: '1',
  meta: { title: path },
  ...extra,
});
const group = (path: string, children: MenuRoute[], extra: Partial<MenuRoute> = {}) =>
  node(path, { component: 'layouts/RouteView', children, ...extra });

const menu = [
  group('/workbench', [
    node('/index'),
    group('/xmsl', [node('/xmsl/search'), node('/xmsl/detail/:id', { hidden: true })]),
  ]),
  group('/rlzy', [node('/rlzy/edit/:id', { hidden: true })]),
  group('/cwgl', [group('/cwgl/invoice', [node('/cwgl/invoice/await')])]),
];

describe('side menu model', () => {
  it('drops hidden entries and parents without visible children (SPEC.md §6)', () => {
    const v = visibleMenu(menu);
    expect(v.map((r) => r.path)).toEqual(['/workbench', '/cwgl']);
    expect(v[0]!.children![1]!.children!.map((r) => r.path)).toEqual(['/xmsl/search']);
  });

  it('finds the root and the open sub-menus of a path', () => {
    const v = visibleMenu(menu);
    expect(rootOf(v, '/cwgl/invoice/await')?.path).toBe('/cwgl');
    expect(rootOf(v, '/nowhere')).toBeNull();
    expect(openKeysFor(v[1]!.children!, '/cwgl/invoice/await')).toEqual(['/cwgl/invoice']);
  });

  it('highlights activeMenu, else the route, and keeps the previous one for hidden routes', () => {
    expect(activeMenuPath({ path: '/xmsl/detail/:id', hidden: true, activeMenu: '/xmsl/search' })).toBe(
      '/xmsl/search',
    );
    expect(activeMenuPath({ path: '/xmsl/search', hidden: false })).toBe('/xmsl/search');
    expect(activeMenuPath({ path: '/rlzy/edit/:id', hidden: true })).toBeNull();
  });

  it('puts only http(s) and site paths into links', () => {
    expect(safeLinkUrl('https://xcsh.cnca.cn/')).toBe('https://xcsh.cnca.cn/');
    expect(safeLinkUrl('/sys/user')).toBe('/sys/user');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('//evil.example')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
  });
});
