import { describe, expect, it } from 'vitest';
import { allIds, indexTree, knownOnly, toggleGrant } from './grantTree';

const tree = [
  {
    id: 'group',
    children: [
      { id: 'page', children: [{ id: 'add' }, { id: 'edit' }] },
      { id: 'other', children: [{ id: 'export' }] },
    ],
  },
  { id: 'systemWide' },
];
const index = indexTree(tree);

describe('toggleGrant', () => {
  it('checking a button also checks its page and group, and nothing else', () => {
    expect([...toggleGrant(index, new Set(), 'add', true)].sort()).toEqual(['add', 'group', 'page']);
  });

  it('checking a page does not check its buttons', () => {
    expect([...toggleGrant(index, new Set(), 'page', true)].sort()).toEqual(['group', 'page']);
  });

  it('unchecking a button keeps the page; unchecking a page removes its buttons', () => {
    const all = allIds(index);
    const noAdd = toggleGrant(index, all, 'add', false);
    expect(noAdd.has('page')).toBe(true);
    expect(noAdd.has('add')).toBe(false);
    const noPage = toggleGrant(index, all, 'page', false);
    expect([...noPage].sort()).toEqual(['export', 'group', 'other', 'systemWide']);
  });

  it('does not change the set it was given', () => {
    const given = new Set(['group']);
    toggleGrant(index, given, 'edit', true);
    expect([...given]).toEqual(['group']);
  });

  it('drops ids the tree does not know', () => {
    expect([...knownOnly(index, ['page', 'gone'])]).toEqual(['page']);
  });
});
