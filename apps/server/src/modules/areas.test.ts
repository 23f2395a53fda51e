import { describe, expect, it } from 'vitest';
import { type AreaDefinition, orderAreas } from '../platform/areas.ts';
import { AREAS } from './areas.ts';

describe('the areas found in modules/*/area.ts', () => {
  // Today's areas, in the order their routes were registered and their seeders ran before the areas
  // found themselves; an area added since goes where its `after` puts it, so it is left out here.
  it('are registered and seeded in the established order', () => {
    const established = [
      'system',
      'system-config',
      'system-access',
      'system-jobs',
      'third-party-login',
      'reference',
      'auditors',
      'customers',
      'applications',
      'contract-review',
      'audit-programmes',
      'audit-execution',
      'certification-decisions',
      'certificates',
      'certificate-mail',
      'change-approval',
      'lifecycle',
      'notices',
      'public-checks',
      'dashboard',
    ];
    expect(AREAS.map((a) => a.name).filter((name) => established.includes(name))).toEqual(established);
  });

  it('each come after the areas they declare', () => {
    const position = new Map(AREAS.map((a, i) => [a.name, i]));
    for (const area of AREAS)
      for (const name of area.after ?? []) expect(position.get(name)).toBeLessThan(position.get(area.name)!);
  });
});

describe('orderAreas', () => {
  const area = (name: string, after?: string[], uses?: string[]): AreaDefinition => ({
    name,
    title: name,
    ...(after ? { after } : {}),
    ...(uses ? { uses } : {}),
  });
  const names = (areas: AreaDefinition[]) => areas.map((a) => a.name);

  it('puts an area after what it declares, else by the tie-break list, then by name', () => {
    const areas = [area('c', ['z']), area('b'), area('a'), area('z'), area('y', ['a'])];
    expect(names(orderAreas(areas, ['b', 'c', 'z']))).toEqual(['b', 'z', 'c', 'a', 'y']);
  });

  it('puts a new area that an established one builds on just before it', () => {
    const areas = [area('a'), area('b', ['n']), area('c'), area('n', ['a'])];
    expect(names(orderAreas(areas, ['a', 'c', 'b']))).toEqual(['a', 'c', 'n', 'b']);
    expect(names(orderAreas(areas, ['a', 'b', 'c']))).toEqual(['a', 'n', 'b', 'c']);
  });

  it('ignores `uses` for the order', () => {
    expect(names(orderAreas([area('b', [], ['a']), area('a')], ['b', 'a']))).toEqual(['b', 'a']);
  });

  it('refuses a cycle, naming it', () => {
    const areas = [area('a', ['c']), area('b', ['a']), area('c', ['b']), area('d')];
    expect(() => orderAreas(areas)).toThrow(/cycle: a → c → b → a/);
  });

  it('refuses an unknown name in `after` or `uses`, and a name twice', () => {
    expect(() => orderAreas([area('a', ['nope'])])).toThrow(/'a' builds on 'nope', which is no area/);
    expect(() => orderAreas([area('a', [], ['nope'])])).toThrow(/which is no area/);
    expect(() => orderAreas([area('a'), area('a')])).toThrow(/two areas are named 'a'/);
  });
});
