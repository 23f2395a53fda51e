import { describe, expect, it } from 'vitest';
import {
  isUnderConstruction,
  REGISTERED_KEYS,
  ROUTE_PERMISSIONS,
  ROUTE_VIEW,
  resolvePage,
} from './pageRegistry';

// The server's catalogue, by relative path (outside this package's type-checked sources, hence
// the untyped import): the registry must cover exactly its component keys.
const CATALOGUE = '../../../server/src/modules/system/catalog/menu-tree.ts';
const { ALL_COMPONENT_KEYS, ROUTE_PERMISSIONS: SERVER_ROUTE_PERMISSIONS } = (await import(
  /* @vite-ignore */ new URL(CATALOGUE, import.meta.url).pathname
)) as {
  ALL_COMPONENT_KEYS: readonly string[];
  ROUTE_PERMISSIONS: readonly { key: string; path: string; anyOf: readonly string[] }[];
};

describe('page registry ↔ server catalogue', () => {
  it('resolves every component key the server menu can send', () => {
    const missing = ALL_COMPONENT_KEYS.filter((k) => k !== ROUTE_VIEW && !resolvePage(k));
    expect(missing).toEqual([]);
  });

  it('holds no key the server does not know (no dead entries)', () => {
    expect(REGISTERED_KEYS.filter((k) => !ALL_COMPONENT_KEYS.includes(k))).toEqual([]);
  });

  it('refuses unknown keys and prototype names', () => {
    for (const k of ['nope/Page', '__proto__', 'constructor', 'toString', '', '../../main']) {
      expect(resolvePage(k)).toBeNull();
    }
  });

  it('names the area of each entry by its URL prefix', () => {
    expect(resolvePage('xmsl/SearchList')?.area).toBe('xmsl');
    expect(resolvePage('sys/UserList')?.area).toBe('sys');
    expect(isUnderConstruction('sys/UserList')).toBe(false);
    expect(isUnderConstruction('dashboard/Home')).toBe(false);
  });

  it('loads a real module for every entry', async () => {
    const modules = await Promise.all(REGISTERED_KEYS.map((k) => resolvePage(k)!.load()));
    for (const m of modules) expect(typeof m.default).toBe('function');
  });

  it('has the same route-level permissions as the server', () => {
    expect(ROUTE_PERMISSIONS).toEqual(SERVER_ROUTE_PERMISSIONS.map(({ path, anyOf }) => ({ path, anyOf })));
  });
});
