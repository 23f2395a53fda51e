import type { Permission, PermissionEntry } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import {
  hasNoPermission as checkNoPermission,
  hasPermission as checkPermission,
  hasMenuPermission,
  menuPaths,
  type PermissionLists,
} from './permissions';

// The rules are about the two lists' data; these tests use made-up codes outside the union.
const hasPermission = (action: string, lists: PermissionLists) =>
  checkPermission(action as Permission, lists);
const hasNoPermission = (action: string, lists: PermissionLists) =>
  checkNoPermission(action as Permission, lists);

const e = (action: string, status = '1', type = '1'): PermissionEntry => ({ action, status, type });

describe('hasPermission (SPEC.md §6)', () => {
  it('shows an action the user holds', () => {
    expect(hasPermission('a:b:c', { auth: [e('a:b:c')], allAuth: [e('a:b:c')] })).toBe(true);
  });
  it('hides an action the user does not hold', () => {
    expect(hasPermission('a:b:c', { auth: [e('x')], allAuth: [e('a:b:c')] })).toBe(false);
  });
  it('shows to everyone an action that the system-wide list holds with status 0', () => {
    expect(hasPermission('a:b:c', { auth: [], allAuth: [e('a:b:c', '0')] })).toBe(true);
  });
  it('ignores entries of type 2 in both lists', () => {
    expect(hasPermission('a:b:c', { auth: [e('a:b:c', '1', '2')], allAuth: [] })).toBe(false);
    expect(hasPermission('a:b:c', { auth: [], allAuth: [e('a:b:c', '0', '2')] })).toBe(false);
  });
  it('accepts numeric type and status values from the server', () => {
    const odd = { action: 'a', status: 0, type: 1 } as unknown as PermissionEntry;
    expect(hasPermission('a', { auth: [], allAuth: [odd] })).toBe(true);
  });
});

describe('hasNoPermission (SPEC.md §6)', () => {
  it('shows the element when the user does not hold the action and it is not open to everyone', () => {
    expect(hasNoPermission('a', { auth: [], allAuth: [e('a')] })).toBe(true);
  });
  it('removes it when the user holds the action', () => {
    expect(hasNoPermission('a', { auth: [e('a')], allAuth: [] })).toBe(false);
  });
  it('removes it when the system-wide list holds the action with status 0', () => {
    expect(hasNoPermission('a', { auth: [], allAuth: [e('a', '0')] })).toBe(false);
  });
  it('ignores type 2 entries', () => {
    expect(hasNoPermission('a', { auth: [e('a', '1', '2')], allAuth: [e('a', '0', '2')] })).toBe(true);
  });
});

describe('hasMenuPermission (by path prefix among loaded routes)', () => {
  const paths = menuPaths([
    {
      id: '1',
      path: '/xxtz',
      name: 'xxtz',
      component: 'layouts/RouteView',
      route: '1',
      meta: { title: '消息通知' },
      children: [
        {
          id: '2',
          path: '/xxtz/list',
          name: 'l',
          component: 'xxtz/MessageList',
          route: '1',
          meta: { title: 'x' },
        },
      ],
    },
  ]);
  it.each([
    ['/xxtz/list', true],
    ['/xxtz/list/', true],
    ['/xxtz', true],
    ['/xxtz/noticeList', false],
    ['/xxtz/lis', false],
  ])('%s → %s', (path, expected) => {
    expect(hasMenuPermission(path, paths)).toBe(expected);
  });
});
