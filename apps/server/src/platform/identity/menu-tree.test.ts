import { describe, expect, it } from 'vitest';
import { buildMenuTree, type MenuRow } from './menu-tree.ts';

const row = (id: string, parentId: string | null, kind: number, extra: Partial<MenuRow> = {}): MenuRow => ({
  id,
  parentId,
  kind,
  path: kind === 2 ? null : `/${id}`,
  name: kind === 2 ? null : id,
  component: kind === 2 ? null : `c/${id}`,
  redirect: null,
  hidden: false,
  alwaysShow: false,
  route: '1',
  meta: { title: id },
  props: null,
  action: kind === 2 ? `${parentId}:${id}` : null,
  permType: '1',
  status: '1',
  sortNo: 0,
  ...extra,
});

const rows = [
  row('workbench', null, 0, { sortNo: 1 }),
  row('finance', null, 0, { sortNo: 2 }),
  row('apps', 'workbench', 1, { sortNo: 2 }),
  row('customers', 'workbench', 1, { sortNo: 1 }),
  row('detail', 'apps', 2),
  row('audit', 'apps', 2),
  row('pay', 'finance', 1),
];

describe('buildMenuTree', () => {
  it('keeps only granted menus with their ancestors, sorted', () => {
    const tree = buildMenuTree(rows, new Set(['apps', 'customers', 'detail']));
    expect(tree.map((r) => r.path)).toEqual(['/workbench']);
    expect(tree[0]!.children!.map((r) => r.path)).toEqual(['/customers', '/apps']);
    expect(tree[0]!.children![1]!.meta.parentPaths).toEqual(['/workbench']);
  });
  it('lists only the granted buttons of a menu in its permissionList', () => {
    const tree = buildMenuTree(rows, new Set(['apps', 'detail']));
    expect(tree[0]!.children![0]!.meta.permissionList).toEqual([
      { type: '1', action: 'apps:detail', status: '1', describe: 'detail' },
    ]);
  });
  it('gives nothing for no grants, and ignores grants of unknown ids', () => {
    expect(buildMenuTree(rows, new Set())).toEqual([]);
    expect(buildMenuTree(rows, new Set(['nope']))).toEqual([]);
  });
  it('maps the route flag and leaves out empty children', () => {
    const tree = buildMenuTree([row('x', null, 0, { route: '0' })], new Set(['x']));
    expect(tree[0]).toMatchObject({ route: '0', component: 'c/x' });
    expect(tree[0]!.children).toBeUndefined();
  });
  it('hides a parent whose children are all hidden, and a group left without children', () => {
    const tree = buildMenuTree(
      [
        row('root', null, 0, { component: 'layouts/RouteView' }),
        row('group', 'root', 1, { component: 'layouts/RouteView' }),
        row('detail', 'group', 1, { hidden: true }),
        row('empty', 'root', 1, { component: 'layouts/RouteView' }),
        row('page', 'root', 1),
      ],
      new Set(['root', 'group', 'detail', 'empty', 'page']),
    );
    const byPath = Object.fromEntries(tree[0]!.children!.map((r) => [r.path, r]));
    expect(byPath['/group']!.hidden).toBe(true);
    // The hidden child stays in the tree: it is still a route.
    expect(byPath['/group']!.children!.map((r) => r.path)).toEqual(['/detail']);
    expect(byPath['/empty']!.hidden).toBe(true);
    expect(byPath['/page']!.hidden).toBe(false);
    expect(tree[0]!.hidden).toBe(false);
    // Without the visible page the root itself has nothing to show.
    const bare = buildMenuTree(
      [row('root', null, 0, { component: 'layouts/RouteView' }), row('detail', 'root', 1, { hidden: true })],
      new Set(['root', 'detail']),
    );
    expect(bare[0]!.hidden).toBe(true);
  });
});
