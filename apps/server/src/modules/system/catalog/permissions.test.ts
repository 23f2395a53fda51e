/**
 * The catalogue against the permission union (packages/domain/src/permissions.ts) and the areas'
 * manifests against each other. The union's values are read from every area's permissions.ts, the
 * same files whose `PermissionRegistry` augmentations make the `Permission` type.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ALL_BUTTON_ACTIONS,
  AREA_NAMES,
  DOMAIN_SOURCE_DIR,
  flattenMenu,
  MANIFESTS,
  ROUTE_PERMISSIONS,
} from './menu-tree.ts';
import { SYSTEM_WIDE_ACTIONS } from './roles.ts';

/** Every code of every area's permissions.ts (the arrays it exports), by area folder. */
const UNION_BY_AREA = new Map<string, string[]>();
for (const folder of fs.readdirSync(DOMAIN_SOURCE_DIR).sort()) {
  const file = path.join(DOMAIN_SOURCE_DIR, folder, 'permissions.ts');
  if (!fs.existsSync(file)) continue;
  const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const codes = Object.values(exports).filter(Array.isArray).flat() as string[];
  UNION_BY_AREA.set(folder, codes);
}
const UNION = [...UNION_BY_AREA.values()].flat();
const CATALOGUE = [...ALL_BUTTON_ACTIONS, ...SYSTEM_WIDE_ACTIONS.map((a) => a.action)];
const dupes = (xs: readonly string[]) => [...new Set(xs.filter((x, i) => xs.indexOf(x) !== i))];

describe('permission union ↔ catalogue', () => {
  it('is read from the areas and has each code once', () => {
    expect(UNION_BY_AREA.size).toBeGreaterThan(20);
    expect(dupes(UNION)).toEqual([]);
    for (const code of UNION) expect(code).toMatch(/^[a-z][A-Za-z]*:[a-z][A-Za-z]*:[a-z][A-Za-z]*$/);
  });

  it('holds every button code and system-wide action of the catalogue', () => {
    const known = new Set(UNION);
    expect(CATALOGUE.filter((code) => !known.has(code))).toEqual([]);
  });

  it('has no code that no manifest uses', () => {
    const used = new Set(CATALOGUE);
    expect(UNION.filter((code) => !used.has(code))).toEqual([]);
  });

  it('gates routes only with codes of the catalogue', () => {
    const used = new Set(CATALOGUE);
    for (const gate of ROUTE_PERMISSIONS) expect(gate.anyOf.filter((a) => !used.has(a))).toEqual([]);
  });
});

describe('area manifests', () => {
  const nodes = MANIFESTS.flatMap((m) => (m.menus ?? []).map((n) => ({ ...n, folder: m.folder })));

  it('are read from the domain folders, every node placed in the tree', () => {
    expect(MANIFESTS.length).toBeGreaterThan(20);
    expect(nodes.length).toBeGreaterThanOrEqual(197);
    expect(
      flattenMenu()
        .map((f) => f.node.key)
        .sort(),
    ).toEqual(nodes.map((n) => n.key).sort());
  });

  it('declare no key, route name or path twice across areas', () => {
    expect(dupes(nodes.map((n) => n.key))).toEqual([]);
    expect(dupes(nodes.map((n) => n.name))).toEqual([]);
    expect(dupes(nodes.map((n) => n.path))).toEqual([]);
  });

  it('declare no area key twice and name the area of every component key', () => {
    expect(dupes(MANIFESTS.flatMap((m) => Object.keys(m.areas ?? {})))).toEqual([]);
    for (const n of nodes) expect(AREA_NAMES, n.key).toHaveProperty(n.component.split('/')[0]!);
    for (const [area, name] of Object.entries(AREA_NAMES)) {
      expect(name.title, area).toMatch(/[\u4e00-\u9fff]/);
      expect(name.titleEn, area).toMatch(/^[A-Z]/);
    }
  });

  it('give siblings distinct orders', () => {
    const places = nodes.map((n) => `${n.parent} ${n.order}`);
    expect(dupes(places)).toEqual([]);
  });
});
