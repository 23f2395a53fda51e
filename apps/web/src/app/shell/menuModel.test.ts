import type { MenuRoute } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { activeMenuPath, adminLinkUrl, openKeysFor, rootOf, safeLinkUrl, visibleMenu } from './menuModel';

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

describe('adminLinkUrl (后台管理 in the header)', () => {
  const action = (a: string) => ({ type: '1', action: a, status: '1' });
  const adminMenu = [...menu, group('/sys', [node('/sys/user'), node('/sys/role')])];

  it('shows an in-app link only to users whose menu holds its page', () => {
    expect(adminLinkUrl('/sys/user', adminMenu, [action('sys:user:add')])).toBe('/sys/user');
    // auditors, enterprises …: no /sys page in their menu, so the link would open a 404
    expect(adminLinkUrl('/sys/user', menu, [action('xmsl:search:detail')])).toBeNull();
    expect(adminLinkUrl('/sys/user', menu, [])).toBeNull();
  });

  it('shows an external admin console only to holders of a system-admin permission', () => {
    expect(adminLinkUrl('https://admin.example.com', menu, [action('sys:user:edit')])).toBe(
      'https://admin.example.com',
    );
    expect(adminLinkUrl('https://admin.example.com', menu, [action('xmsl:add:add')])).toBeNull();
    expect(
      adminLinkUrl('https://admin.example.com', menu, [{ type: '2', action: 'sys:user:edit', status: '1' }]),
    ).toBeNull();
  });

  it('never shows an unsafe or missing address', () => {
    expect(adminLinkUrl('javascript:alert(1)', adminMenu, [action('sys:user:add')])).toBeNull();
    expect(adminLinkUrl('', adminMenu, [action('sys:user:add')])).toBeNull();
    expect(adminLinkUrl(undefined, adminMenu, [action('sys:user:add')])).toBeNull();
  });
});
