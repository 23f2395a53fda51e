import { describe, expect, it } from 'vitest';
import type { PermissionRecord } from './api';
import { sortParams, valueText } from './logFormat';
import { descendantCount, filterTree, menuChoices, parentIds, toTree } from './menuTree';

const row = (id: string, parentId: string | null, kind: 0 | 1 | 2, extra: Partial<PermissionRecord> = {}) =>
  ({
    id,
    parentId,
    kind,
    seedKey: null,
    path: kind === 2 ? null : `/${id}`,
    name: kind === 2 ? null : id,
    component: 'layouts/RouteView',
    redirect: null,
    hidden: false,
    alwaysShow: false,
    route: '1',
    meta: { title: `标题${id}` },
    action: kind === 2 ? `x:${id}:y` : null,
    permType: '1',
    status: '1',
    systemWide: false,
    sortNo: 0,
    version: 1,
    ...extra,
  }) as PermissionRecord;

const rows = [
  row('b', 'root', 1, { sortNo: 2 }),
  row('root', null, 0),
  row('a', 'root', 1, { sortNo: 1 }),
  row('btn', 'a', 2),
  row('global', null, 2, { systemWide: true, sortNo: 9 }),
  row('orphan', 'gone', 1, { sortNo: 5 }),
];

describe('menu editor tree', () => {
  it('builds the tree in sort order, orphans at the root, leaves without children', () => {
    const tree = toTree(rows);
    expect(tree.map((n) => n.id)).toEqual(['root', 'orphan', 'global']);
    expect(tree[0]!.children!.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children![0]!.children!.map((n) => n.id)).toEqual(['btn']);
    expect(tree[0]!.children![1]!.children).toBeUndefined();
    expect(descendantCount(tree[0]!)).toBe(3);
    expect(parentIds(tree)).toEqual(['root', 'a']);
  });

  it('filters by title, path or action and keeps the ancestors of a hit', () => {
    const tree = toTree(rows);
    const hit = filterTree(tree, 'X:BTN');
    expect(hit.map((n) => n.id)).toEqual(['root']);
    expect(hit[0]!.children!.map((n) => n.id)).toEqual(['a']);
    expect(filterTree(tree, '/b')[0]!.children!.map((n) => n.id)).toEqual(['b']);
    expect(filterTree(tree, '  ')).toHaveLength(3);
    expect(filterTree(tree, 'nothing')).toEqual([]);
  });

  it('offers only menus as parents, never the edited node or its subtree', () => {
    const choices = menuChoices(toTree(rows), 'a');
    expect(choices.map((c) => c.value)).toEqual(['root', 'orphan']);
    expect(choices[0]!.children!.map((c) => c.value)).toEqual(['b']);
  });
});

describe('log helpers', () => {
  it('maps antd sorters to the server column and order', () => {
    expect(sortParams({ columnKey: 'at', order: 'ascend' })).toEqual({ column: 'at', order: 'asc' });
    expect(sortParams([{ columnKey: 'ip', order: 'descend' }])).toEqual({ column: 'ip', order: 'desc' });
    expect(sortParams({ columnKey: 'at', order: null })).toEqual({ column: undefined, order: undefined });
  });
  it('shows values as text', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText(false)).toBe('false');
    expect(valueText({ a: 1 })).toContain('"a": 1');
  });
});
