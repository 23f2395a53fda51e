import { describe, expect, it } from 'vitest';
import { type AreaManifest, type MenuNode, mergeMenus, ROUTE_VIEW } from './menu.ts';

const node = (
  key: string,
  parent: string | null,
  order: number,
  extra: Partial<MenuNode> = {},
): MenuNode => ({
  key,
  parent,
  order,
  path: `/${key.replace(/\./g, '/')}`,
  name: key.replace(/\./g, ''),
  title: '节点',
  titleEn: 'Node',
  component: ROUTE_VIEW,
  ...extra,
});
const manifest = (...menus: MenuNode[]): AreaManifest => ({ areas: {}, menus });

describe('mergeMenus', () => {
  it('puts nodes of several manifests under their parents, siblings by order', () => {
    const tree = mergeMenus([
      manifest(node('b', null, 20), node('a', null, 10), node('a.y', 'a', 20)),
      manifest(
        node('a.x', 'a', 10, { component: 'a/X', buttons: [{ action: 'xmsl:add:add', name: '保存' }] }),
      ),
    ]);
    expect(tree.map((n) => n.key)).toEqual(['a', 'b']);
    expect(tree[0]!.children!.map((n) => n.key)).toEqual(['a.x', 'a.y']);
    expect(tree[0]!.children![0]).toEqual({
      key: 'a.x',
      path: '/a/x',
      name: 'ax',
      title: '节点',
      titleEn: 'Node',
      component: 'a/X',
      buttons: [{ action: 'xmsl:add:add', name: '保存' }],
    });
    expect(tree[1]).not.toHaveProperty('children');
  });

  it('refuses a key declared twice, a parent no manifest declares and two siblings with one order', () => {
    expect(() => mergeMenus([manifest(node('a', null, 10)), manifest(node('a', null, 20))])).toThrow(
      'menu key a is declared twice',
    );
    expect(() => mergeMenus([manifest(node('a.x', 'a', 10))])).toThrow('parent a is declared by no manifest');
    expect(() => mergeMenus([manifest(node('a', null, 10), node('b', null, 10))])).toThrow(
      'the same order 10',
    );
  });

  it('refuses nodes that hang in a cycle instead of dropping them', () => {
    expect(() => mergeMenus([manifest(node('a', 'b', 10), node('b', 'a', 10))])).toThrow('a, b');
  });
});
